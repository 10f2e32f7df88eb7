// Data access for components: TanStack Query keyed by command name, so a write can say which
// reads it makes stale. No state of its own: the campaign file is the source of truth.

import { QueryClient, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Backend } from "./backend";
import { useBackend } from "./backend-context";
import type { CharacterCursor, CharacterQuery, CharacterView, EncounterView } from "./bindings";
import { encounterAfter } from "./encounters/patch";

export type CommandName = keyof Backend;
/** The argument object of a command. */
export type Input<K extends CommandName> = Parameters<Backend[K]>[0];

/** Query keys: the command name first, then its arguments. */
export const queryKeys = {
  systems: ["listSystems"],
  campaign: ["campaignInfo"],
  recent: ["listRecentCampaigns"],
  backups: (campaign: string | null) => ["listBackups", campaign],
  backupPreview: (backup: string, campaign: string | null) => ["previewBackup", backup, campaign],
  characters: (query: CharacterQuery) => ["listCharacters", query],
  // Under "listCharacters", so every write that refreshes the list refreshes its pages too.
  characterPages: (query: CharacterQuery) => ["listCharacters", "pages", query],
  tags: ["listTags"],
  character: (id: number) => ["getCharacter", id],
  parties: ["listParties"],
  gameSessions: ["listGameSessions"],
  tableRules: ["listTableRules"],
  readings: ["listReadings"],
  encounters: ["listEncounters"],
  encounter: (id: number) => ["getEncounter", id],
  automationCoverage: ["automationCoverage"],
} as const satisfies Record<string, readonly unknown[] | ((...args: never[]) => readonly unknown[])>;

/** What a character write can change. */
export const CHARACTER_READS: CommandName[] = ["listCharacters", "getCharacter", "listTags", "campaignInfo", "listParties"];
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

/** How far the engine carries each system's content; a library edit changes Draw Steel's. */
export function useAutomationCoverage() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.automationCoverage, queryFn: () => backend.automationCoverage(), staleTime: 0 });
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

/** Rows per page of the Characters and NPCs lists. */
export const CHARACTER_PAGE = 100;

/** The character list a page at a time (a campaign may hold thousands of NPCs). */
export function useCharacterPages(query: CharacterQuery) {
  const backend = useBackend();
  return useInfiniteQuery({
    queryKey: queryKeys.characterPages(query),
    queryFn: ({ pageParam }) => backend.listCharactersPage({ ...query, limit: CHARACTER_PAGE, ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: null as CharacterCursor | null,
    getNextPageParam: (page) => {
      const last = page.characters.at(-1);
      return page.more && last ? { id: last.id, name: last.name } : undefined;
    },
    placeholderData: keepPreviousData,
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
export function useWrite<I, O>(
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
  return typeof value === "object" && value !== null && "id" in value && "revision" in value && "canUndo" in value && "parties" in value;
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

/** A campaign's backups: the open campaign's (or the one that failed to open) without `campaign`. */
export function useBackups(campaign: string | null = null, enabled = true) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.backups(campaign),
    queryFn: () => backend.listBackups(campaign === null ? {} : { campaign }),
    enabled,
  });
}

export function useBackupPreview(backup: string, campaign: string | null = null) {
  const backend = useBackend();
  return useQuery({
    queryKey: queryKeys.backupPreview(backup, campaign),
    queryFn: () => backend.previewBackup(campaign === null ? { backup } : { backup, campaign }),
  });
}

/** Restoring a backup opens the restored campaign: like opening another one. */
export const useRestoreBackup = () => useCampaignSwitch((b, input: Input<"restoreBackup">) => b.restoreBackup(input));

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

/** Sharing: an export writes only the file the GM chose, so no read goes stale. */
export const useExportCharacter = () => useWrite((b, input: Input<"exportCharacter">) => b.exportCharacter(input), []);
export const useExportContentPack = () => useWrite((b, input: Input<"exportContentPack">) => b.exportContentPack(input), []);
/** An import may add characters and content of any system: every read refreshes. */
function useImport<I, O>(run: (backend: Backend, input: I) => Promise<O>) {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation<O, Error, I>({
    mutationFn: (input) => run(backend, input),
    onSuccess: () => client.invalidateQueries(),
  });
}
export const useImportCharacter = () => useImport((b, input: Input<"importCharacter">) => b.importCharacter(input));
export const useImportContentPack = () => useImport((b, input: Input<"importContentPack">) => b.importContentPack(input));

export const useCreateParty = () => useWrite((b, input: Input<"createParty">) => b.createParty(input), PARTY_READS);
export const useRenameParty = () => useWrite((b, input: Input<"renameParty">) => b.renameParty(input), PARTY_READS);
export const useDeleteParty = () => useWrite((b, input: Input<"deleteParty">) => b.deleteParty(input), PARTY_READS);
export const useAddToParty = () => useWrite((b, input: Input<"addToParty">) => b.addToParty(input), PARTY_READS);
export const useRemoveFromParty = () =>
  useWrite((b, input: Input<"removeFromParty">) => b.removeFromParty(input), PARTY_READS);

export function useGameSessions() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.gameSessions, queryFn: () => backend.listGameSessions() });
}

export function useTableRules() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.tableRules, queryFn: () => backend.listTableRules() });
}

/** How the rulebooks are read where the reading changes nothing in play; the same in every campaign. */
export function useReadings() {
  const backend = useBackend();
  return useQuery({ queryKey: queryKeys.readings, queryFn: () => backend.listReadings(), staleTime: Infinity });
}

/** Starting or ending a session deals or gathers every tracked deck. */
export const useStartGameSession = () =>
  useWrite((b, input: Input<"startGameSession">) => b.startGameSession(input), ["listGameSessions", "getCharacter", "gameSessionRecap"]);

export function useGameSessionRecap(id: number) {
  const backend = useBackend();
  return useQuery({ queryKey: ["gameSessionRecap", id], queryFn: () => backend.gameSessionRecap({ id }) });
}

export const useUpdateGameSession = () =>
  useWrite((b, input: Input<"updateGameSession">) => b.updateGameSession(input), ["listGameSessions", "gameSessionRecap", "searchCampaign"]);
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
/**
 * A battle command. It answers with what changed: the cached encounter is patched into the
 * encounter after it (or read afresh when the cache is not the encounter the patch was made
 * from), and the mutation gives that encounter.
 */
export function useEncounterCommand() {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation<EncounterView, Error, Input<"encounterCommand">>({
    mutationFn: async (input) => {
      const step = await backend.encounterCommand(input);
      const key = queryKeys.encounter(step.id);
      const after = encounterAfter(client.getQueryData<EncounterView>(key), step) ?? (await backend.getEncounter({ id: step.id }));
      client.setQueryData(key, after);
      return after;
    },
    onSuccess: async () => {
      await Promise.all(ENCOUNTER_READS.map((name) => client.invalidateQueries({ queryKey: [name] })));
    },
  });
}
export const useEncounterUndo = () => useEncounterWrite((b, input: Input<"encounterUndo">) => b.encounterUndo(input));
export const useEncounterRedo = () => useEncounterWrite((b, input: Input<"encounterRedo">) => b.encounterRedo(input));
/** Ending writes Knowledge Points to the party's sheets. */
export const useEndEncounter = () =>
  useEncounterWrite((b, input: Input<"endEncounter">) => b.endEncounter(input), [...ENCOUNTER_READS, "getCharacter", "listCharacters"]);
/** Reads the whole log; with a path it also writes the file (no cached read changes). */
export const useEncounterLog = () => useWrite((b, input: Input<"encounterLog">) => b.encounterLog(input), []);
export const useDeleteEncounter = () =>
  useWrite((b, input: Input<"deleteEncounter">) => b.deleteEncounter(input), ENCOUNTER_READS, (input) => queryKeys.encounter(input.id));

