// Fated Hand's data access: its content, build previews, progression, gear, checks and quick
// NPCs. The content never changes while the app runs; previews depend on table rules.

import { useQuery } from "@tanstack/react-query";
import { useBackend } from "../../backend-context";
import type { BuildPreview } from "../../bindings";
import { CHARACTER_READS, useWrite, type CommandName, type Input } from "../../queries";

/** Fated Hand's query keys: the command name first, then its arguments. */
export const fatedHandKeys = {
  content: ["fatedHandContent"],
  previewBuild: (input: BuildPreview) => ["previewBuild", input],
} as const;

/** Reads a Fated Hand write can change: the sheet, and the list's "last changed". */
const FATED_HAND_READS: CommandName[] = ["getCharacter", "listCharacters", "campaignInfo"];

export function useFatedHandContent() {
  const backend = useBackend();
  return useQuery({
    queryKey: fatedHandKeys.content,
    queryFn: () => backend.fatedHandContent(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The sheet a build would give, computed by the engine without saving (`null`: nothing to ask yet). */
export function usePreviewBuild(input: BuildPreview | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: fatedHandKeys.previewBuild(input ?? ({} as BuildPreview)),
    queryFn: () => backend.previewBuild(input as BuildPreview),
    enabled: input !== null,
    staleTime: Infinity,
  });
}

export const useBuildCharacter = () => useWrite((b, input: Input<"buildCharacter">) => b.buildCharacter(input), CHARACTER_READS);
export const useAdvanceCharacter = () =>
  useWrite((b, input: Input<"advanceCharacter">) => b.advanceCharacter(input), FATED_HAND_READS);
export const useAwardKnowledge = () => useWrite((b, input: Input<"awardKnowledge">) => b.awardKnowledge(input), FATED_HAND_READS);
export const useUndoProgression = () =>
  useWrite((b, input: Input<"undoProgression">) => b.undoProgression(input), FATED_HAND_READS);
export const useUpdateGear = () => useWrite((b, input: Input<"updateGear">) => b.updateGear(input), FATED_HAND_READS);
/** A check moves cards in the checker's deck and, through Reagent draws, in party casters' decks. */
export const useSkillCheck = () => useWrite((b, input: Input<"skillCheck">) => b.skillCheck(input), ["getCharacter"]);
/** A story spell spends Reagents from the caster's tracked deck. */
export const useCastStorySpell = () => useWrite((b, input: Input<"castStorySpell">) => b.castStorySpell(input), ["getCharacter"]);
export const useDrawCheckCards = () => useWrite((b, input: Input<"drawCheckCards">) => b.drawCheckCards(input), ["getCharacter"]);
export const useQuickNpc = () => useWrite((b, input: Input<"quickNpc">) => b.quickNpc(input), CHARACTER_READS);
