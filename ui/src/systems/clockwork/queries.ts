// ClockWork's data access: what creation offers (the book's, fixed while the app runs) and the
// quick NPC.

import { useQuery } from "@tanstack/react-query";
import { useBackend } from "../../backend-context";
import { CHARACTER_READS, useWrite, type Input } from "../../queries";

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
