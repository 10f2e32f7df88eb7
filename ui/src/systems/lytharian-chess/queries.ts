// Lytharian Chess's data access: the card library, the keyword glossary and the armies.

import { useQuery } from "@tanstack/react-query";
import { useBackend } from "../../backend-context";
import type { LytharianArmy, LytharianCardQuery, LytharianViewer } from "../../bindings";
import { useWrite, type CommandName, type Input } from "../../queries";

/** Lytharian Chess's query keys: the command name first, then its arguments. */
export const lytharianKeys = {
  cards: (query: LytharianCardQuery) => ["lytharianChessListCards", query],
  card: (id: number) => ["lytharianChessGetCard", id],
  keywords: ["lytharianChessKeywords"],
  armies: ["lytharianChessListArmies"],
  army: (id: number) => ["lytharianChessGetArmy", id],
  check: (army: LytharianArmy) => ["lytharianChessCheckArmy", army],
  matches: ["lytharianChessListMatches"],
  match: (id: number, viewer: LytharianViewer) => ["lytharianChessGetMatch", id, viewer],
} as const;

/** What a card write can change: the lists, the card, and every army's legality. */
const CARD_READS: CommandName[] = ["lytharianChessListCards", "lytharianChessGetCard", "lytharianChessListArmies", "lytharianChessGetArmy", "lytharianChessCheckArmy"];
/** What an army write can change. */
const ARMY_READS: CommandName[] = ["lytharianChessListArmies", "lytharianChessGetArmy"];

export function useLytharianCards(query: LytharianCardQuery) {
  const backend = useBackend();
  return useQuery({ queryKey: lytharianKeys.cards(query), queryFn: () => backend.lytharianChessListCards(query), placeholderData: (previous) => previous });
}

export function useLytharianCard(id: number | null) {
  const backend = useBackend();
  return useQuery({ queryKey: lytharianKeys.card(id ?? -1), queryFn: () => backend.lytharianChessGetCard({ id: id ?? -1 }), enabled: id !== null });
}

export function useLytharianKeywords() {
  const backend = useBackend();
  return useQuery({ queryKey: lytharianKeys.keywords, queryFn: () => backend.lytharianChessKeywords(), staleTime: Infinity });
}

export const useAddStarterCards = () => useWrite((b) => b.lytharianChessAddStarterSet(), CARD_READS);
export const useCreateCard = () => useWrite((b, input: Input<"lytharianChessCreateCard">) => b.lytharianChessCreateCard(input), CARD_READS);
export const useUpdateCard = () => useWrite((b, input: Input<"lytharianChessUpdateCard">) => b.lytharianChessUpdateCard(input), CARD_READS);
export const useDeleteCard = () => useWrite((b, input: { id: number }) => b.lytharianChessDeleteCard(input), CARD_READS);

export function useLytharianArmies() {
  const backend = useBackend();
  return useQuery({ queryKey: lytharianKeys.armies, queryFn: () => backend.lytharianChessListArmies() });
}

export function useLytharianArmy(id: number | null) {
  const backend = useBackend();
  return useQuery({ queryKey: lytharianKeys.army(id ?? -1), queryFn: () => backend.lytharianChessGetArmy({ id: id ?? -1 }), enabled: id !== null });
}

/** The engine's legality of an army as the builder holds it (`null`: nothing to check). Saves nothing. */
export function useArmyCheck(army: LytharianArmy | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: lytharianKeys.check(army ?? ({} as LytharianArmy)),
    queryFn: () => backend.lytharianChessCheckArmy({ army: army! }),
    enabled: army !== null,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export const useCreateArmy = () => useWrite((b, input: { army: LytharianArmy }) => b.lytharianChessCreateArmy(input), ARMY_READS);
export const useUpdateArmy = () => useWrite((b, input: { id: number; army: LytharianArmy }) => b.lytharianChessUpdateArmy(input), ARMY_READS);
export const useDeleteArmy = () => useWrite((b, input: { id: number }) => b.lytharianChessDeleteArmy(input), ARMY_READS);

/** What a match write can change: the list and every screen of the match. */
const MATCH_READS: CommandName[] = ["lytharianChessListMatches", "lytharianChessGetMatch"];

export function useLytharianMatches() {
  const backend = useBackend();
  return useQuery({ queryKey: lytharianKeys.matches, queryFn: () => backend.lytharianChessListMatches() });
}

/** One match as `viewer`'s screen may see it. */
export function useLytharianMatch(id: number | null, viewer: LytharianViewer) {
  const backend = useBackend();
  return useQuery({
    queryKey: lytharianKeys.match(id ?? -1, viewer),
    queryFn: () => backend.lytharianChessGetMatch({ id: id ?? -1, viewer }),
    enabled: id !== null,
    placeholderData: (previous) => previous,
  });
}

export const useStartMatch = () => useWrite((b, input: Input<"lytharianChessStartMatch">) => b.lytharianChessStartMatch(input), MATCH_READS);
export const useMatchCommand = () => useWrite((b, input: Input<"lytharianChessMatchCommand">) => b.lytharianChessMatchCommand(input), MATCH_READS);
export const useUndoMatch = () => useWrite((b, input: Input<"lytharianChessUndoMatch">) => b.lytharianChessUndoMatch(input), MATCH_READS);
export const useRedoMatch = () => useWrite((b, input: Input<"lytharianChessRedoMatch">) => b.lytharianChessRedoMatch(input), MATCH_READS);
export const useEndMatch = () => useWrite((b, input: Input<"lytharianChessEndMatch">) => b.lytharianChessEndMatch(input), MATCH_READS);
