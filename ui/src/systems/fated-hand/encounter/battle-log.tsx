import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { RuleCitation } from "../../../shared/rule-citation";
import { ExplainedValue } from "../../../shared/explained-value";
import { Modal } from "../../../shared/modal";
import { useEncounterLog } from "../../../queries";
import type { LogEntry, LogFormat } from "./types";

/** The newest log lines, newest at the bottom: text, the rule, and the numbers on demand. */
export function BattleLog({ entries }: { entries: LogEntry[] }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [entries]);

  return (
    <section className="gm-panel gm-log-panel" aria-labelledby="log-heading">
      <h3 id="log-heading" className="section-title">
        Log
      </h3>
      {entries.length === 0 ? <p className="muted">Nothing has happened yet.</p> : null}
      <ol className="gm-log" ref={list} data-testid="gm-log">
        {entries.map((entry, index) => (
          <LogLineItem key={index} entry={entry} />
        ))}
      </ol>
    </section>
  );
}

function LogLineItem({ entry }: { entry: LogEntry }) {
  const [open, setOpen] = useState(false);
  const { line } = entry;
  return (
    <li className="log-line" data-testid="gm-log-line">
      <span className="log-meta">
        R{entry.round} · #{entry.command + 1}
      </span>
      <span className="log-text">{line.text}</span>
      <RuleCitation rule={line.rule} className="log-rule" />
      {line.numbers.length > 0 ? (
        <button type="button" className="link-button" aria-expanded={open} onClick={() => setOpen(!open)} data-testid="gm-log-numbers">
          {open ? "hide numbers" : "numbers"}
        </button>
      ) : null}
      {open ? (
        <span className="log-numbers">
          {line.numbers.map((number, index) => (
            <span key={index} className="log-number">
              <ExplainedValue label={number.terms.map((t) => t.label).join(" + ") || "Value"} explained={number} />
              <span className="muted">{number.terms.map((t) => `${t.label} ${t.value}`).join(", ")}</span>
            </span>
          ))}
        </span>
      ) : null}
    </li>
  );
}

/** Export the whole log to a file (JSON or text), or read it here. */
export function ExportLogDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const log = useEncounterLog();
  const [path, setPath] = useState("");
  const [format, setFormat] = useState<LogFormat>("text");
  const titleId = useId();
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (path.trim() === "") return;
    log.mutate({ id, path: path.trim(), format });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} wide>
      <form onSubmit={submit} className="tool-form" data-testid="log-dialog">
        <h3 id={titleId} className="pane-title">
          Battle log · {name}
        </h3>
        <div className="inline-form">
          <label className="field-label" htmlFor={`${fieldId}-path`}>
            File
          </label>
          <input
            id={`${fieldId}-path`}
            className="input input-mono"
            placeholder={format === "json" ? "/home/gm/ford-battle.json" : "/home/gm/ford-battle.txt"}
            value={path}
            onChange={(e) => setPath(e.target.value)}
            data-testid="log-path"
          />
          <select className="select" aria-label="Format" value={format} onChange={(e) => setFormat(e.target.value as LogFormat)} data-testid="log-format">
            <option value="text">Text</option>
            <option value="json">JSON</option>
          </select>
        </div>
        {log.isError ? <ErrorNotice error={log.error} /> : null}
        {log.data?.written ? (
          <p className="notice notice-info" role="status" data-testid="log-written">
            Written to {log.data.written}.
          </p>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={log.isPending || path.trim() === ""} data-testid="log-export">
            Export
          </button>
          <button type="button" className="button" disabled={log.isPending} onClick={() => log.mutate({ id })} data-testid="log-show">
            Show the whole log
          </button>
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        </div>
        {log.data ? (
          <pre className="log-text-full" data-testid="log-text">
            {log.data.text}
          </pre>
        ) : null}
      </form>
    </Modal>
  );
}
