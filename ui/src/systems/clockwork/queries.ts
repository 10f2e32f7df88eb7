// ClockWork's data access: what creation offers (the book's, fixed while the app runs) and the
// quick NPC.

import { useQuery } from "@tanstack/react-query";
import { useBackend } from "../../backend-context";
import { CHARACTER_READS, useWrite, type CommandName, type Input } from "../../queries";

export const clockworkKeys = {
  content: ["clockworkContent"],
} as const;

export function useClockworkContent() {
  const backend = useBackend();
  return useQuery({
    queryKey: clockworkKeys.content,
    queryFn: () => backend.clockworkContent(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export const useClockworkQuickNpc = () =>
  useWrite((b, input: Input<"clockworkQuickNpc">) => b.clockworkQuickNpc(input), CHARACTER_READS);
export const useClockworkBuildCharacter = () =>
  useWrite((b, input: Input<"buildCharacter">) => b.buildCharacter(input), CHARACTER_READS);

/** Everything an advancement write can change: the ledger, the sheet, the lists. */
const advancementReads: CommandName[] = ["clockworkAdvancement", "clockworkCampaignSpeed", "gameSessionRecap", ...CHARACTER_READS];

export function useClockworkAdvancement(characterId: number) {
  const backend = useBackend();
  return useQuery({
    queryKey: ["clockworkAdvancement", { characterId }],
    queryFn: () => backend.clockworkAdvancement({ characterId }),
  });
}

export const useClockworkAwardXp = () => useWrite((b, input: Input<"clockworkAwardXp">) => b.clockworkAwardXp(input), advancementReads);
export const useClockworkBuy = () => useWrite((b, input: Input<"clockworkBuy">) => b.clockworkBuy(input), advancementReads);
export const useClockworkUseLuck = () => useWrite((b, input: Input<"clockworkUseLuck">) => b.clockworkUseLuck(input), advancementReads);
export const useClockworkRefreshLuck = () => useWrite((b, input: Input<"clockworkRefreshLuck">) => b.clockworkRefreshLuck(input), advancementReads);
export const useClockworkUndoAdvancement = () =>
  useWrite((b, input: Input<"clockworkUndoAdvancement">) => b.clockworkUndoAdvancement(input), advancementReads);
export const useClockworkSetCampaignSpeed = () =>
  useWrite((b, input: Input<"clockworkSetCampaignSpeed">) => b.clockworkSetCampaignSpeed(input), advancementReads);

export function useClockworkPriceList() {
  const backend = useBackend();
  return useQuery({ queryKey: ["clockworkPriceList"], queryFn: () => backend.clockworkPriceList() });
}

export const useClockworkSetPrices = () =>
  useWrite((b, input: Input<"clockworkSetPrices">) => b.clockworkSetPrices(input), ["clockworkPriceList", "getCharacter"]);
export const useClockworkEquip = () => useWrite((b, input: Input<"clockworkEquip">) => b.clockworkEquip(input), CHARACTER_READS);

/** The focus catalog: the book's foci and the campaign's own. */
export function useClockworkFocusCatalog() {
  const backend = useBackend();
  return useQuery({ queryKey: ["clockworkFocusCatalog"], queryFn: () => backend.clockworkFocusCatalog() });
}

const focusReads: CommandName[] = ["clockworkFocusCatalog", "searchCampaign"];
export const useClockworkAddFocus = () => useWrite((b, input: Input<"clockworkAddFocus">) => b.clockworkAddFocus(input), focusReads);
export const useClockworkRemoveFocus = () => useWrite((b, input: Input<"clockworkRemoveFocus">) => b.clockworkRemoveFocus(input), focusReads);
