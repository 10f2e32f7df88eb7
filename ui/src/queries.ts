// Data access for components: TanStack Query keyed by command name, so a write can say which
// reads it makes stale. No state of its own: the campaign file is the source of truth.

import { QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Backend } from "./backend";
import { useBackend } from "./backend-context";
import type {
  BuildPreview,
  CharacterQuery,
  CharacterView,
  ContentQuery,
  DrawSteelContent,
  DrawSteelHeroView,
  HeroBuild,
  RollOddsRequest,
} from "./bindings";

type CommandName = keyof Backend;
/** The argument object of a command. */
type Input<K extends CommandName> = Parameters<Backend[K]>[0];

/** Query keys: the command name first, then its arguments. */
export const queryKeys = {
  systems: ["listSystems"],
  campaign: ["campaignInfo"],
  recent: ["listRecentCampaigns"],
  characters: (query: CharacterQuery) => ["listCharacters", query],
  tags: ["listTags"],
  character: (id: number) => ["getCharacter", id],
  parties: ["listParties"],
  fatedHandContent: ["fatedHandContent"],
  previewBuild: (input: BuildPreview) => ["previewBuild", input],
  gameSessions: ["listGameSessions"],
  tableRules: ["listTableRules"],
  encounters: ["listEncounters"],
  encounter: (id: number) => ["getEncounter", id],
  drawSteelContentList: (query: ContentQuery) => ["drawSteelListContent", query],
  drawSteelContent: (id: number) => ["drawSteelGetContent", id],
  drawSteelCheck: (content: DrawSteelContent) => ["drawSteelCheckContent", content],
  drawSteelHero: (characterId: number) => ["drawSteelHero", characterId],
  drawSteelPreviewHero: (build: HeroBuild) => ["drawSteelPreviewHero", build],
  drawSteelRollOdds: (request: RollOddsRequest) => ["drawSteelRollOdds", request],
} as const satisfies Record<string, readonly unknown[] | ((...args: never[]) => readonly unknown[])>;

/** What a character write can change. */
const CHARACTER_READS: CommandName[] = ["listCharacters", "getCharacter", "listTags", "campaignInfo", "listParties"];
/** What a party write can change (members' sheets list their parties). */
const PARTY_READS: CommandName[] = ["listParties", "getCharacter", "campaignInfo"];

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Backend errors are answers, not glitches: retrying the same command gives the same error.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
}

export function useSystems() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.systems, queryFn: () => backend.listSystems(), staleTime: Infinity });
}

export function useCampaignInfo() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.campaign, queryFn: () => backend.campaignInfo() });
}

export function useRecentCampaigns() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.recent, queryFn: () => backend.listRecentCampaigns() });
}

export function useCharacterList(query: CharacterQuery, enabled = true) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.characters(query),
    queryFn: () => backend.listCharacters(query),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useTags() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.tags, queryFn: () => backend.listTags() });
}

export function useCharacter(id: number | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.character(id ?? -1),
    queryFn: () => backend.getCharacter({ id: id ?? -1 }),
    enabled: id !== null,
  });
}

export function useParties() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.parties, queryFn: () => backend.listParties() });
}

/**
 * A write through `backend`, refreshing the reads named in `touches` once it succeeded.
 * `forget` drops reads that the write made meaningless (a deleted character's sheet) so they are
 * not asked again only to fail.
 */
function useWrite<I, O>(
  run: (backend: Backend, input: I) => Promise<O>,
  touches: CommandName[],
  forget?: (input: I) => readonly unknown[],
) {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation<O, Error, I>({
    mutationFn: (input) => run(backend, input),
    onSuccess: async (output, input) => {
      if (forget) {
        client.removeQueries({ queryKey: forget(input), exact: true });
      }
      // A write that answers with the character's new view: show it at once, then refresh.
      if (isCharacterView(output)) {
        client.setQueryData(queryKeys.character(output.id), output);
      }
      await Promise.all(touches.map((name) => client.invalidateQueries({ queryKey: [name] })));
    },
  });
}

function isCharacterView(value: unknown): value is CharacterView {
  return typeof value === "object" && value !== null && "id" in value && "revision" in value && "fatedHand" in value;
}

/** A write that switches campaigns: everything cached belongs to the old campaign. */
function useCampaignSwitch<I, O>(run: (backend: Backend, input: I) => Promise<O>) {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation<O, Error, I>({
    mutationFn: (input) => run(backend, input),
    onSuccess: () => client.resetQueries(),
  });
}

export const useCreateCampaign = () => useCampaignSwitch((b, input: Input<"createCampaign">) => b.createCampaign(input));
export const useOpenCampaign = () => useCampaignSwitch((b, input: Input<"openCampaign">) => b.openCampaign(input));
export const useRenameCampaign = () =>
  useWrite((b, input: Input<"renameCampaign">) => b.renameCampaign(input), ["campaignInfo", "listRecentCampaigns"]);

export const useCreateCharacter = () =>
  useWrite((b, input: Input<"createCharacter">) => b.createCharacter(input), CHARACTER_READS);
export const useUpdateCharacter = () =>
  useWrite((b, input: Input<"updateCharacter">) => b.updateCharacter(input), CHARACTER_READS);
export const useUndoCharacterEdit = () =>
  useWrite((b, input: Input<"undoCharacterEdit">) => b.undoCharacterEdit(input), CHARACTER_READS);
export const useDeleteCharacter = () =>
  useWrite(
    (b, input: Input<"deleteCharacter">) => b.deleteCharacter(input),
    CHARACTER_READS,
    (input) => queryKeys.character(input.id),
  );

export const useCreateParty = () => useWrite((b, input: Input<"createParty">) => b.createParty(input), PARTY_READS);
export const useRenameParty = () => useWrite((b, input: Input<"renameParty">) => b.renameParty(input), PARTY_READS);
export const useDeleteParty = () => useWrite((b, input: Input<"deleteParty">) => b.deleteParty(input), PARTY_READS);
export const useAddToParty = () => useWrite((b, input: Input<"addToParty">) => b.addToParty(input), PARTY_READS);
export const useRemoveFromParty = () =>
  useWrite((b, input: Input<"removeFromParty">) => b.removeFromParty(input), PARTY_READS);

// Fated Hand. The content never changes while the app runs; previews depend on table rules.

/** Reads a Fated Hand write can change: the sheet, and the list's "last changed". */
const FATED_HAND_READS: CommandName[] = ["getCharacter", "listCharacters", "campaignInfo"];

export function useFatedHandContent() {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.fatedHandContent,
    queryFn: () => backend.fatedHandContent(),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The sheet a build would give, computed by the engine without saving (`null`: nothing to ask yet). */
export function usePreviewBuild(input: BuildPreview | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.previewBuild(input ?? ({} as BuildPreview)),
    queryFn: () => backend.previewBuild(input as BuildPreview),
    enabled: input !== null,
    staleTime: Infinity,
  });
}

export function useGameSessions() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.gameSessions, queryFn: () => backend.listGameSessions() });
}

export function useTableRules() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.tableRules, queryFn: () => backend.listTableRules() });
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
export const useDrawCheckCards = () => useWrite((b, input: Input<"drawCheckCards">) => b.drawCheckCards(input), ["getCharacter"]);
export const useQuickNpc = () => useWrite((b, input: Input<"quickNpc">) => b.quickNpc(input), CHARACTER_READS);
/** Starting or ending a session deals or gathers every tracked deck. */
export const useStartGameSession = () =>
  useWrite((b, input: Input<"startGameSession">) => b.startGameSession(input), ["listGameSessions", "getCharacter"]);
export const useEndGameSession = () => useWrite((b) => b.endGameSession(), ["listGameSessions", "getCharacter"]);
/** A table rule changes sheets (Magic Strike, Class Arms…) and what previews show. */
export const useSetTableRule = () =>
  useWrite((b, input: Input<"setTableRule">) => b.setTableRule(input), ["listTableRules", "getCharacter", "previewBuild"]);

// Encounters. Every write answers with the encounter's new view: shown at once, lists refreshed.

/** What an encounter write changes besides the encounter itself. */
const ENCOUNTER_READS: CommandName[] = ["listEncounters"];

export function useEncounters() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.encounters, queryFn: () => backend.listEncounters() });
}

export function useEncounter(id: number | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.encounter(id ?? -1),
    queryFn: () => backend.getEncounter({ id: id ?? -1 }),
    enabled: id !== null,
  });
}

/** An encounter write: the view it returns replaces the cached one before the refresh. */
function useEncounterWrite<I, O extends { id: number }>(run: (backend: Backend, input: I) => Promise<O>, touches: CommandName[] = ENCOUNTER_READS) {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation<O, Error, I>({
    mutationFn: (input) => run(backend, input),
    onSuccess: async (view) => {
      client.setQueryData(queryKeys.encounter(view.id), view);
      await Promise.all(touches.map((name) => client.invalidateQueries({ queryKey: [name] })));
    },
  });
}

export const useCreateEncounter = () => useEncounterWrite((b, input: Input<"createEncounter">) => b.createEncounter(input));
export const useUpdateEncounter = () => useEncounterWrite((b, input: Input<"updateEncounter">) => b.updateEncounter(input));
export const useStartEncounter = () => useEncounterWrite((b, input: Input<"startEncounter">) => b.startEncounter(input));
export const useEncounterCommand = () => useEncounterWrite((b, input: Input<"encounterCommand">) => b.encounterCommand(input));
export const useEncounterUndo = () => useEncounterWrite((b, input: Input<"encounterUndo">) => b.encounterUndo(input));
export const useEncounterRedo = () => useEncounterWrite((b, input: Input<"encounterRedo">) => b.encounterRedo(input));
/** Ending writes Knowledge Points to the party's sheets. */
export const useEndEncounter = () =>
  useEncounterWrite((b, input: Input<"endEncounter">) => b.endEncounter(input), [...ENCOUNTER_READS, "getCharacter", "listCharacters"]);
/** Reads the whole log; with a path it also writes the file (no cached read changes). */
export const useEncounterLog = () => useWrite((b, input: Input<"encounterLog">) => b.encounterLog(input), []);
export const useDeleteEncounter = () =>
  useWrite((b, input: Input<"deleteEncounter">) => b.deleteEncounter(input), ENCOUNTER_READS, (input) => queryKeys.encounter(input.id));

// Draw Steel combat: the preparation's monster list, the starter set, and roll previews. The keys
// live here rather than in `queryKeys` so the combat screens stay one additive block.

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
    queryKey: queryKeys.drawSteelContentList(query),
    queryFn: () => backend.drawSteelListContent(query),
    placeholderData: (previous) => previous,
  });
}

export function useDrawSteelContent(id: number | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.drawSteelContent(id ?? -1),
    queryFn: () => backend.drawSteelGetContent({ id: id ?? -1 }),
    enabled: id !== null,
  });
}

/** The engine's problems with a draft (`null`: nothing to check yet). Saves nothing. */
export function useDrawSteelCheck(content: DrawSteelContent | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.drawSteelCheck(content ?? ({} as DrawSteelContent)),
    queryFn: () => backend.drawSteelCheckContent({ content: content as DrawSteelContent }),
    enabled: content !== null,
    staleTime: Infinity,
    placeholderData: (previous) => previous,
  });
}

export function useDrawSteelHero(characterId: number | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.drawSteelHero(characterId ?? -1),
    queryFn: () => backend.drawSteelHero({ characterId: characterId ?? -1 }),
    enabled: characterId !== null,
  });
}

/** The sheet a build would give (`null`: nothing to ask yet). Saves nothing. */
export function useDrawSteelPreviewHero(build: HeroBuild | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.drawSteelPreviewHero(build ?? ({} as HeroBuild)),
    queryFn: () => backend.drawSteelPreviewHero({ build: build as HeroBuild }),
    enabled: build !== null,
    placeholderData: (previous) => previous,
  });
}

/** The exact odds of a roll before it is made (`null`: nothing to ask yet). */
export function useDrawSteelRollOdds(request: RollOddsRequest | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.drawSteelRollOdds(request ?? ({} as RollOddsRequest)),
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
    (input) => queryKeys.drawSteelContent(input.id),
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
      for (const hero of heroOf(output)) client.setQueryData(queryKeys.drawSteelHero(hero.characterId), hero);
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

/** Rolls store nothing: a roll or an assist is a mutation only so that each press rolls anew. */
export function useDrawSteelPowerRoll() {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: Input<"drawSteelPowerRoll">) => backend.drawSteelPowerRoll(input) });
}

export function useDrawSteelAssist() {
  const backend = useBackend();
  return useMutation({ mutationFn: (input: Input<"drawSteelAssist">) => backend.drawSteelAssist(input) });
}
