import type { ReactNode } from "react";
import type { Citation } from "../bindings";
import { ConfirmButton } from "../components/confirm-button";
import { ErrorNotice } from "../components/error-notice";
import { formatDate } from "../format";
import { RuleCitation } from "./rule-citation";
import "./history-list.css";

/** One entry of a progression ledger, as every system's history shows it. */
export type HistoryItem = {
  seq: number;
  /** What the badge says ("Level", "Respite"). */
  kindLabel: string;
  /** Extra classes for the badge (a system's colour for the kind). */
  kindClass?: string;
  summary: string;
  session: string | null;
  /** The GM's reason; `null` when the summary already says it (nothing more is shown). */
  reason: string | null;
  recordedAt: string;
  /** The rule the entry follows, when it follows one. */
  rule?: Citation | null;
};

export type HistoryUndo = {
  /** Whether the newest entry may be undone. */
  available: boolean;
  busy: boolean;
  error: unknown;
  onUndo: (seq: number) => void;
  /** Shown instead of the button when there is nothing to undo. */
  nothingToUndo: ReactNode;
  testId: string;
};

/**
 * A progression ledger, newest first (`entries` come oldest first, as the backend gives them),
 * with "Undo last" for the newest entry: when, in which session, what, why and under which rule.
 */
export function HistoryList({ entries, undo, entryTestId, className = "" }: { entries: HistoryItem[]; undo: HistoryUndo; entryTestId: string; className?: string }) {
  const newestFirst = [...entries].reverse();
  const last = newestFirst[0];
  return (
    <div className={`history-section ${className}`.trim()}>
      <div className="history-actions">
        {undo.available && last ? (
          <ConfirmButton
            label="Undo last"
            question={
              <>
                Undo <strong>#{last.seq}</strong>: {last.summary}
              </>
            }
            confirmLabel="Undo it"
            busy={undo.busy}
            onConfirm={() => undo.onUndo(last.seq)}
            testId={undo.testId}
          />
        ) : (
          <span className="muted history-hint">{undo.nothingToUndo}</span>
        )}
      </div>
      {undo.error ? <ErrorNotice error={undo.error} /> : null}
      {newestFirst.length === 0 ? (
        <p className="muted">No history yet.</p>
      ) : (
        <ol className="history" aria-label="Progression history, newest first">
          {newestFirst.map((entry) => (
            <li key={entry.seq} className="history-entry" data-testid={entryTestId}>
              <span className="history-seq">#{entry.seq}</span>
              <span className={`badge history-kind ${entry.kindClass ?? ""}`.trim()}>{entry.kindLabel}</span>
              <div className="history-body">
                <p className="history-summary">{entry.summary}</p>
                <p className="history-meta">
                  {entry.reason === null ? null : (
                    <>
                      {entry.reason.trim() !== "" ? <span className="history-reason">“{entry.reason}”</span> : <span className="muted">No reason given</span>}
                      <span aria-hidden="true"> · </span>
                    </>
                  )}
                  <span>{entry.session ?? "outside a session"}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={entry.recordedAt}>{formatDate(entry.recordedAt)}</time>
                  {entry.rule ? (
                    <>
                      <span aria-hidden="true"> · </span>
                      <RuleCitation rule={entry.rule} />
                    </>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
