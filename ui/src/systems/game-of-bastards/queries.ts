// A Game of Bastards' data access: what creation offers (the book's, fixed while the app runs),
// the advancement ledger and its writes.

import { useQuery } from "@tanstack/react-query";
import { useBackend } from "../../backend-context";
import { CHARACTER_READS, useWrite, type CommandName, type Input } from "../../queries";

export function useBastardsContent() {
  const backend = useBackend();
  return useQuery({
    queryKey: ["gameOfBastardsContent"],
    queryFn: () => backend.gameOfBastardsContent(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const useBastardsBuildCharacter = () => useWrite((b, input: Input<"buildCharacter">) => b.buildCharacter(input), CHARACTER_READS);

/** Everything a ledger write can change: the ledger, the sheet, the lists, a session's recap. */
const ledgerReads: CommandName[] = ["gameOfBastardsAdvancement", "gameSessionRecap", ...CHARACTER_READS];

export function useBastardsAdvancement(characterId: number) {
  const backend = useBackend();
  return useQuery({
    queryKey: ["gameOfBastardsAdvancement", { characterId }],
    queryFn: () => backend.gameOfBastardsAdvancement({ characterId }),
  });
}

export const useBastardsRecord = () => useWrite((b, input: Input<"gameOfBastardsRecord">) => b.gameOfBastardsRecord(input), ledgerReads);
export const useBastardsSpend = () => useWrite((b, input: Input<"gameOfBastardsSpend">) => b.gameOfBastardsSpend(input), ledgerReads);
export const useBastardsUndo = () =>
  useWrite((b, input: Input<"gameOfBastardsUndoAdvancement">) => b.gameOfBastardsUndoAdvancement(input), ledgerReads);
export const useBastardsSuccessor = () => useWrite((b, input: Input<"gameOfBastardsSuccessor">) => b.gameOfBastardsSuccessor(input), CHARACTER_READS);
