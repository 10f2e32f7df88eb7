import type { CharacterView, FatedHandView, Progression } from "../../bindings";
import { HistoryList } from "../../shared/history-list";
import { useUndoProgression } from "./queries";

const KIND_LABEL: Record<Progression["kind"], string> = {
  created: "Created",
  advanced: "Level",
  knowledge_awarded: "Knowledge",
};

/** The progression ledger, newest first, with Undo for the newest entry after creation. */
export function HistorySection({ character, fatedHand }: { character: CharacterView; fatedHand: FatedHandView }) {
  const undo = useUndoProgression();
  return (
    <HistoryList
      className="fh-history-section"
      entryTestId="fh-history-entry"
      entries={fatedHand.history.map((entry) => ({
        seq: entry.seq,
        kindLabel: KIND_LABEL[entry.entry.kind],
        kindClass: `fh-history-${entry.entry.kind}`,
        summary: entry.summary,
        session: entry.session,
        reason: entry.reason,
        recordedAt: entry.recordedAt,
      }))}
      undo={{
        available: fatedHand.canUndoProgression,
        busy: undo.isPending,
        error: undo.isError ? undo.error : null,
        onUndo: () => undo.mutate({ id: character.id }),
        nothingToUndo: "Only the creation is recorded: nothing to undo.",
        testId: "fh-undo-progression",
      }}
    />
  );
}
