// Draw Steel's data access: its content library, heroes and their progress, rolls, and combat's
// monster list and roll previews.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Backend } from "../../backend";
import { useBackend } from "../../backend-context";
import type { ContentQuery, DrawSteelContent, DrawSteelHeroView, HeroBuild, RollOddsRequest } from "../../bindings";
import { CHARACTER_READS, useWrite, type CommandName, type Input } from "../../queries";

/** Draw Steel's query keys: the command name first, then its arguments. */
export const drawSteelKeys = {
  contentList: (query: ContentQuery) => ["drawSteelListContent", query],
  content: (id: number) => ["drawSteelGetContent", id],
  check: (content: DrawSteelContent) => ["drawSteelCheckContent", content],
  hero: (characterId: number) => ["drawSteelHero", characterId],
  previewHero: (build: HeroBuild) => ["drawSteelPreviewHero", build],
  rollOdds: (request: RollOddsRequest) => ["drawSteelRollOdds", request],
} as const;

// Draw Steel combat: the preparation's monster list, the starter set, and roll previews.

export const combatQueryKeys = {
  monsters: ["drawSteelListContent", { kind: "monster" }],
  rollPreview: (input: Input<"drawSteelRollPreview">, cursor: number) => ["drawSteelRollPreview", input, cursor],
} as const;

/** The monsters of the campaign's Draw Steel library, for an encounter's foes. */
export function useCombatMonsters() {
  const backend = useBackend();
  return useQuery({ queryKey: combatQueryKeys.monsters, queryFn: () => backend.drawSteelListContent({ kind: "monster" }) });
}

/** Adds the starter set's heroes and monsters (content already held is kept as it is). */
export const useCombatStarterSet = () => useWrite((b) => b.drawSteelAddStarterSet(), ["drawSteelListContent", "listCharacters", "campaignInfo"]);

/**
 * Each target's edges, banes and exact tier odds for a roll not yet made (`null`: nothing to ask).
 * Keyed by the cursor too: any command can change the situation.
 */
export function useCombatRollPreview(input: Input<"drawSteelRollPreview"> | null, cursor: number) {
  const backend = useBackend();
  return useQuery({
    queryKey: combatQueryKeys.rollPreview(input ?? { id: -1, user: -1, targets: [] }, cursor),
    queryFn: () => backend.drawSteelRollPreview(input as Input<"drawSteelRollPreview">),
    enabled: input !== null,
    staleTime: Infinity,
  });
}

// Draw Steel. Hero sheets are computed on read from the library's ancestries, classes and kits,
// so a content write makes every hero view and preview stale too.

/** What a Draw Steel content write can change. */
const DRAW_STEEL_CONTENT_READS: CommandName[] = ["drawSteelListContent", "drawSteelGetContent", "drawSteelHero", "drawSteelPreviewHero"];
/** What a Draw Steel hero write can change besides the hero: the character's revision and list row. */
const DRAW_STEEL_HERO_READS: CommandName[] = ["drawSteelHero", "getCharacter", "listCharacters", "campaignInfo"];

export function useDrawSteelContentList(query: ContentQuery) {
  const backend = useBackend();
  return useQuery({
    queryKey: drawSteelKeys.contentList(query),
    queryFn: () => backend.drawSteelListContent(query),
    placeholderData: (previous) => previous,
  });
}

export function useDrawSteelContent(id: number | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: drawSteelKeys.content(id ?? -1),
    queryFn: () => backend.drawSteelGetContent({ id: id ?? -1 }),
    enabled: id !== null,
  });
}

/** The engine's problems with a draft (`null`: nothing to check yet). Saves nothing. */
export function useDrawSteelCheck(content: DrawSteelContent | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: drawSteelKeys.check(content ?? ({} as DrawSteelContent)),
    queryFn: () => backend.drawSteelCheckContent({ content: content as DrawSteelContent }),
    enabled: content !== null,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}

export function useDrawSteelHero(characterId: number | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: drawSteelKeys.hero(characterId ?? -1),
    queryFn: () => backend.drawSteelHero({ characterId: characterId ?? -1 }),
    enabled: characterId !== null,
  });
}

/** The sheet a build would give (`null`: nothing to ask yet). Saves nothing. */
export function useDrawSteelPreviewHero(build: HeroBuild | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: drawSteelKeys.previewHero(build ?? ({} as HeroBuild)),
    queryFn: () => backend.drawSteelPreviewHero({ build: build as HeroBuild }),
    enabled: build !== null,
    placeholderData: (previous) => previous,
  });
}

/** The exact odds of a roll before it is made (`null`: nothing to ask yet). */
export function useDrawSteelRollOdds(request: RollOddsRequest | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: drawSteelKeys.rollOdds(request ?? ({} as RollOddsRequest)),
    queryFn: () => backend.drawSteelRollOdds(request as RollOddsRequest),
    enabled: request !== null,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}

export const useDrawSteelSaveContent = () =>
  useWrite((b, input: Input<"drawSteelSaveContent">) => b.drawSteelSaveContent(input), DRAW_STEEL_CONTENT_READS);
export const useDrawSteelDeleteContent = () =>
  useWrite(
    (b, input: Input<"drawSteelDeleteContent">) => b.drawSteelDeleteContent(input),
    DRAW_STEEL_CONTENT_READS,
    (input) => drawSteelKeys.content(input.id),
  );
/** The starter set adds content and premade heroes (player characters). */
export const useDrawSteelAddStarterSet = () =>
  useWrite((b) => b.drawSteelAddStarterSet(), [...DRAW_STEEL_CONTENT_READS, ...CHARACTER_READS]);

/** A hero write: the hero view it answers with replaces the cached one before the refresh. */
function useHeroWrite<I, O>(run: (backend: Backend, input: I) => Promise<O>, heroOf: (output: O) => DrawSteelHeroView[]) {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation<O, Error, I>({
    mutationFn: (input) => run(backend, input),
    onSuccess: async (output) => {
      for (const hero of heroOf(output)) client.setQueryData(drawSteelKeys.hero(hero.characterId), hero);
      await Promise.all(DRAW_STEEL_HERO_READS.map((name) => client.invalidateQueries({ queryKey: [name] })));
    },
  });
}

export const useDrawSteelBuildHero = () => useHeroWrite((b, input: Input<"drawSteelBuildHero">) => b.drawSteelBuildHero(input), (hero) => [hero]);
export const useDrawSteelAwardVictories = () =>
  useHeroWrite((b, input: Input<"drawSteelAwardVictories">) => b.drawSteelAwardVictories(input), (heroes) => heroes);
export const useDrawSteelRespite = () => useHeroWrite((b, input: Input<"drawSteelRespite">) => b.drawSteelRespite(input), (view) => [view.hero]);
export const useDrawSteelSpendRecovery = () =>
  useHeroWrite((b, input: Input<"drawSteelSpendRecovery">) => b.drawSteelSpendRecovery(input), (view) => [view.hero]);
export const useDrawSteelLevelUp = () => useHeroWrite((b, input: Input<"drawSteelLevelUp">) => b.drawSteelLevelUp(input), (hero) => [hero]);
export const useDrawSteelAddProject = () => useHeroWrite((b, input: Input<"drawSteelAddProject">) => b.drawSteelAddProject(input), (hero) => [hero]);
export const useDrawSteelRemoveProject = () =>
  useHeroWrite((b, input: Input<"drawSteelRemoveProject">) => b.drawSteelRemoveProject(input), (hero) => [hero]);
export const useDrawSteelProjectRoll = () =>
  useHeroWrite((b, input: Input<"drawSteelProjectRoll">) => b.drawSteelProjectRoll(input), (view) => [view.hero]);
export const useDrawSteelReturnHero = () => useHeroWrite((b, input: Input<"drawSteelReturnHero">) => b.drawSteelReturnHero(input), (hero) => [hero]);
export const useDrawSteelUndoProgress = () =>
  useHeroWrite((b, input: Input<"drawSteelUndoProgress">) => b.drawSteelUndoProgress(input), (hero) => [hero]);

/** Rolls store nothing: a roll or an assist is a mutation only so that each press rolls anew. */
export function useDrawSteelPowerRoll() {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: Input<"drawSteelPowerRoll">) => backend.drawSteelPowerRoll(input) });
}

export function useDrawSteelAssist() {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: Input<"drawSteelAssist">) => backend.drawSteelAssist(input) });
}
