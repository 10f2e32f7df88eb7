import { useState, type ComponentType, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ErrorNotice } from "../components/error-notice";
import { isKind } from "../errors";
import { useShortcut } from "../hooks/use-shortcut";
import { queryKeys, useEncounterRedo, useEncounterUndo } from "../queries";
import { ExportLogDialog } from "./export-log-dialog";
import { SimulationPanel } from "./simulation-panel";
import { Modal } from "../shared/modal";
import { TableWindowDialog } from "../table/table-window-dialog";
import type { EncounterView } from "./types";

type GmFrameProps = {
  view: EncounterView;
  /**
   * The system's test-id prefix for the frame's parts: `<prefix>-screen`, `-undo`, `-redo`,
   * `-export-log`, `-error`, `-reload`.
   */
  testIdPrefix: string;
  /** The End button: its words ("End battle") and stable test id. */
  end: { label: string; testId: string };
  /** The conflict reload button's words ("Reload the battle"). */
  reloadLabel: string;
  /** The system's dialog that ends the encounter. */
  EndDialog: ComponentType<{ view: EncounterView; onClose: () => void }>;
  /** Extra classes of the screen (the system's layout). */
  className?: string;
  /** The status line under the encounter's name (round, phase, pools). */
  status: ReactNode;
  /** The system's own buttons, before Undo. */
  actions?: ReactNode;
  /** The last refusal, kept by the system's command context, and how to change it. */
  error: unknown;
  setError: (error: unknown) => void;
  clearError: () => void;
  /** Forgets what the GM was drafting (a path, a roll) before an undo or redo. */
  onStep?: () => void;
  /** The system's board and panels. */
  children: ReactNode;
};

/**
 * The GM screen every system shares: the encounter's name and status, undo and redo (Ctrl+Z,
 * Ctrl+Shift+Z or Ctrl+Y), the log export, the end dialog, and the refusal with "reload" when
 * another window moved the encounter on. The system supplies the status, the board and panels.
 */
export function GmFrame(props: GmFrameProps) {
  const { view, testIdPrefix: prefix, end, reloadLabel, EndDialog, className, status, actions, error, setError, clearError, onStep, children } = props;
  const undo = useEncounterUndo();
  const redo = useEncounterRedo();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<"end" | "log" | "odds" | "table" | null>(null);

  const step = (which: "undo" | "redo") => {
    const write = which === "undo" ? undo : redo;
    if ((which === "undo" ? !view.canUndo : !view.canRedo) || write.isPending) return;
    clearError();
    onStep?.();
    write.mutate({ id: view.id }, { onError: setError });
  };
  useShortcut(
    (e) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "z",
    (e) => step(e.shiftKey ? "redo" : "undo"),
  );
  useShortcut(
    (e) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "y",
    () => step("redo"),
  );

  return (
    <div className={className ? `gm-screen ${className}` : "gm-screen"} data-testid={`${prefix}-screen`}>
      <header className="gm-head">
        <div>
          <h2 className="page-title">{view.name}</h2>
          {status}
        </div>
        <div className="page-actions">
          {actions}
          <button type="button" className="button" onClick={() => step("undo")} disabled={!view.canUndo || undo.isPending} aria-keyshortcuts="Control+Z" data-testid={`${prefix}-undo`}>
            Undo
          </button>
          <button type="button" className="button" onClick={() => step("redo")} disabled={!view.canRedo || redo.isPending} aria-keyshortcuts="Control+Shift+Z" data-testid={`${prefix}-redo`}>
            Redo
          </button>
          <button type="button" className="button" onClick={() => setDialog("odds")} data-testid={`${prefix}-odds`}>
            Odds
          </button>
          <button type="button" className="button" onClick={() => setDialog("table")} data-testid={`${prefix}-table-window`}>
            Players' window
          </button>
          <button type="button" className="button" onClick={() => setDialog("log")} data-testid={`${prefix}-export-log`}>
            Export log
          </button>
          <button type="button" className="button button-primary" onClick={() => setDialog("end")} data-testid={end.testId}>
            {end.label}
          </button>
        </div>
      </header>

      {error ? (
        <div data-testid={`${prefix}-error`}>
          <ErrorNotice error={error}>
            {isKind(error, "conflict") ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  clearError();
                  void client.invalidateQueries({ queryKey: queryKeys.encounter(view.id) });
                }}
                data-testid={`${prefix}-reload`}
              >
                {reloadLabel}
              </button>
            ) : null}
            <button type="button" className="button button-quiet" onClick={clearError}>
              Dismiss
            </button>
          </ErrorNotice>
        </div>
      ) : null}

      {children}

      {dialog === "end" ? <EndDialog view={view} onClose={() => setDialog(null)} /> : null}
      {dialog === "log" ? <ExportLogDialog id={view.id} name={view.name} onClose={() => setDialog(null)} /> : null}
      {dialog === "table" ? <TableWindowDialog view={view} onClose={() => setDialog(null)} /> : null}
      {dialog === "odds" ? (
        <Modal labelledBy={`${prefix}-odds-title`} onClose={() => setDialog(null)} wide>
          <div className="modal-body" data-testid={`${prefix}-odds-dialog`}>
            <h3 id={`${prefix}-odds-title`} className="pane-title">
              Odds · {view.name}
            </h3>
            <SimulationPanel encounter={view.id} system={view.system} running />
            <div className="form-actions">
              <button type="button" className="button" onClick={() => setDialog(null)}>
                Close
              </button>
            </div>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
