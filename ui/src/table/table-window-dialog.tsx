import { useId, useState } from "react";
import type { EncounterView } from "../bindings";
import { usePlatform } from "../platform";
import { Modal } from "../shared/modal";
import { tableQuery, type TableOptions } from "./table-options";

/** The GM chooses what the players' window shows, then opens it (one per encounter and side). */
export function TableWindowDialog({ view, onClose }: { view: EncounterView; onClose: () => void }) {
  const platform = usePlatform();
  const titleId = useId();
  const [side, setSide] = useState<0 | 1>(0);
  const [foeHealth, setFoeHealth] = useState<TableOptions["foeHealth"]>("bands");
  const [error, setError] = useState<Error | null>(null);
  const open = async () => {
    try {
      await platform.openWindow({
        label: `table-${view.id}-${side}`,
        title: `${view.name} — at the table`,
        query: tableQuery({ encounterId: view.id, side, foeHealth }),
      });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure : new Error(String(failure)));
    }
  };
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <div className="modal-body table-dialog" data-testid="table-window-dialog">
        <h3 id={titleId} className="pane-title">Players' window</h3>
        <p className="muted">
          A second window for a screen the players can see. It follows the fight as one side sees it: never a hand, a hidden
          creature of the other side, or your notes.
        </p>
        <fieldset>
          <legend>Whose view</legend>
          <label>
            <input type="radio" name="table-side" checked={side === 0} onChange={() => setSide(0)} /> The party's (the usual
            table screen)
          </label>
          <label>
            <input type="radio" name="table-side" checked={side === 1} onChange={() => setSide(1)} /> The foes' (for a second GM
            screen or a versus game)
          </label>
        </fieldset>
        <fieldset>
          <legend>The other side's health</legend>
          <label>
            <input type="radio" name="table-health" checked={foeHealth === "bands"} onChange={() => setFoeHealth("bands")} />{" "}
            As bands: unhurt, hurt, bloodied, down
          </label>
          <label>
            <input type="radio" name="table-health" checked={foeHealth === "exact"} onChange={() => setFoeHealth("exact")} />{" "}
            Exact numbers
          </label>
        </fieldset>
        {error ? (
          <p className="notice notice-error" role="alert">
            The window could not be opened: {error.message}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={() => void open()} data-testid="table-window-open">
            Open the window
          </button>
        </div>
      </div>
    </Modal>
  );
}
