import { useId, useState } from "react";
import { ErrorNotice } from "../components/error-notice";
import { usePlatform } from "../platform";
import { useEncounterLog } from "../queries";
import { Modal } from "../shared/modal";
import type { LogFormat } from "./types";

const KINDS: Record<LogFormat, { name: string; extensions: string[] }> = {
  text: { name: "Text", extensions: ["txt"] },
  json: { name: "JSON", extensions: ["json"] },
};

/** A file name from the encounter's name: letters, digits and dashes. */
function fileName(name: string, format: LogFormat): string {
  const stem = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `${stem || "battle-log"}.${KINDS[format].extensions[0]}`;
}

/**
 * Export the whole log to a file (text or JSON) the GM picks in the system's save dialog, or
 * read it here. The dialog asks before replacing a file, so the write may replace the one chosen.
 */
export function ExportLogDialog({ id, name, onClose }: { id: number; name: string; onClose: () => void }) {
  const log = useEncounterLog();
  const platform = usePlatform();
  const [format, setFormat] = useState<LogFormat>("text");
  const [choosing, setChoosing] = useState(false);
  const titleId = useId();

  const save = async () => {
    setChoosing(true);
    try {
      const path = await platform.chooseSaveFile({ title: `Save the battle log of ${name}`, defaultName: fileName(name, format), kinds: [KINDS[format]] });
      if (path) log.mutate({ id, path, format, overwrite: true });
    } finally {
      setChoosing(false);
    }
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} wide>
      <div className="modal-body" data-testid="log-dialog">
        <h3 id={titleId} className="pane-title">
          Battle log · {name}
        </h3>
        <div className="inline-form">
          <label className="field-label">
            Format{" "}
            <select className="select" value={format} onChange={(e) => setFormat(e.target.value as LogFormat)} data-testid="log-format">
              <option value="text">Text (to read or print)</option>
              <option value="json">JSON (every number and rule)</option>
            </select>
          </label>
        </div>
        {log.isError ? <ErrorNotice error={log.error} /> : null}
        {log.data?.written ? (
          <p className="notice notice-info" role="status" data-testid="log-written">
            Saved to {log.data.written}.
          </p>
        ) : null}
        <div className="form-actions">
          <button type="button" className="button button-primary" disabled={log.isPending || choosing} onClick={() => void save()} data-testid="log-export">
            Save to a file…
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
      </div>
    </Modal>
  );
}
