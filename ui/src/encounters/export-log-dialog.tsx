import { useId, useState, type FormEvent } from "react";
import { ErrorNotice } from "../components/error-notice";
import { useEncounterLog } from "../queries";
import { Modal } from "../shared/modal";
import type { LogFormat } from "./types";

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
