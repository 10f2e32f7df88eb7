import type { CharacterView, FatedHandView, Progression } from "../../bindings";
import { ConfirmButton } from "../../components/confirm-button";
import { ErrorNotice } from "../../components/error-notice";
import { formatDate } from "../../format";
import { useUndoProgression } from "./queries";

const KIND_LABEL: Record<Progression["kind"], string> = {
  created: "Created",
  advanced: "Level",
  knowledge_awarded: "Knowledge",
};

/** The progression ledger, newest first, with Undo for the newest entry after creation. */
export function HistorySection({ character, fatedHand }: { character: CharacterView; fatedHand: FatedHandView }) {
  const undo = useUndoProgression();
  const entries = [...fatedHand.history].reverse();
  const last = entries[0];

  return (
    <div className="fh-history-section">
      <div className="fh-section-actions">
        {fatedHand.canUndoProgression && last ? (
          <ConfirmButton
            label="Undo last"
            question={
              <>
                Undo <strong>#{last.seq}</strong>: {last.summary}
              </>
            }
            confirmLabel="Undo it"
            busy={undo.isPending}
            onConfirm={() => undo.mutate({ id: character.id })}
            testId="fh-undo-progression"
          />
        ) : (
          <span className="muted fh-hint">Only the creation is recorded: nothing to undo.</span>
        )}
      </div>
      {undo.isError ? <ErrorNotice error={undo.error} /> : null}
      {entries.length === 0 ? (
        <p className="muted">No history yet.</p>
      ) : (
        <ol className="fh-history" aria-label="Progression history, newest first">
          {entries.map((entry) => (
            <li key={entry.seq} className="fh-history-entry" data-testid="fh-history-entry">
              <span className="fh-history-seq">#{entry.seq}</span>
              <span className={`badge fh-history-kind fh-history-${entry.entry.kind}`}>{KIND_LABEL[entry.entry.kind]}</span>
              <div className="fh-history-body">
                <p className="fh-history-summary">{entry.summary}</p>
                <p className="fh-history-meta">
                  {entry.reason.trim() !== "" ? <span className="fh-history-reason">“{entry.reason}”</span> : <span className="muted">No reason given</span>}
                  <span aria-hidden="true"> · </span>
                  <span>{entry.session ?? "outside a session"}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={entry.recordedAt}>{formatDate(entry.recordedAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
