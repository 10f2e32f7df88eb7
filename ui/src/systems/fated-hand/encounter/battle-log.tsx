import { useEffect, useRef, useState } from "react";
import { ExplainedValue } from "../../../shared/explained-value";
import { RuleCitation } from "../../../shared/rule-citation";
import type { LogEntry } from "./types";

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
