// An in-memory Backend for component tests. It answers like the Rust commands do for the cases
// the tests need (filters, revisions, typed errors); it is a test double, not a second engine:
// what a rule decides is recorded from the real backend (recorded.ts, scenario.ts).

import type { Backend } from "../backend";
import { fail } from "./fake-errors";
import { recordedRead } from "./scenario";
import { createDrawSteelFake, type FakeDrawSteel } from "./fake-draw-steel";
import { createEncountersFake } from "./fake-encounters";
import { createFatedHandFake, type FhSeed } from "./fake-fated-hand";
import type {
  CampaignInfo,
  CharacterKind,
  CharacterSheet,
  CharacterSummary,
  CharacterView,
  DrawSteelContent,
  FatedHandView,
  PartyView,
  RecentCampaign,
  SystemId,
  SystemListing,
} from "../bindings";

export const SYSTEMS: SystemListing[] = [
  { id: "fated_hand", name: "Fated Hand", summary: "Playing cards replace dice.", ready: true },
  { id: "draw_steel", name: "Draw Steel", summary: "Heroic tactical fantasy on 2d10 power rolls.", ready: true },
  { id: "game_of_bastards", name: "A Game of Bastards", summary: "Grim, bet-driven play.", ready: true },
  { id: "lytharian_chess", name: "Lytharian Chess", summary: "A card-driven war game on a chessboard.", ready: false },
  { id: "clockwork", name: "ClockWork", summary: "Pools of d12s and action counters.", ready: true },
];

export type SeedCharacter = {
  name: string;
  kind?: CharacterKind;
  system?: SystemId;
  tags?: string[];
  notes?: string;
  /** How many edits it has had: above 1 means there is one to undo. */
  revision?: number;
  /** For Fated Hand characters: the view recorded from the engine (fated-hand-seeds.ts; unbuilt without). */
  fatedHand?: FhSeed;
};

type Fields = Omit<CharacterView, "canUndo" | "parties" | "sheet">;
type Stored = Fields & { history: Fields[] };

const NOW = "2025-03-01T19:30:00.000Z";

/** A Fated Hand sheet as the boundary carries it (tagged with its system). */
const tagged = (sheet: FatedHandView | null): CharacterSheet | null => (sheet ? { system: "fated_hand", ...sheet } : null);

export { fail, failRule } from "./fake-errors";

function checkName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") fail("invalidInput", "The name must not be empty.", "name");
  if ([...trimmed].length > 100) fail("invalidInput", `The name is ${[...trimmed].length} characters long; keep it to 100 at most.`, "name");
  return trimmed;
}

function checkTags(tags: string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (tag === "") fail("invalidInput", "A tag must not be empty.", "tags");
    if (!out.includes(tag)) out.push(tag);
  }
  return out;
}

export type FakeBackend = Backend & {
  /** The characters as stored, for assertions. */
  characters(): CharacterView[];
  /** Closes the campaign: every campaign command then fails with noCampaignOpen. */
  close(reason: string): void;
  /** Draw Steel: the dice the engine "rolls" next for a replayed power roll. */
  drawSteel: Pick<FakeDrawSteel, "queueDice">;
};

type Seed = {
  characters?: SeedCharacter[];
  campaignName?: string;
  /** Campaigns in the recent list; opening one of them succeeds (empty). */
  recent?: Omit<RecentCampaign, "current">[];
  /** Draw Steel content in the library, stored in this order (ids from 1). */
  drawSteelContent?: DrawSteelContent[];
};

export function createFakeBackend(seed: Seed = {}): FakeBackend {
  let open: { name: string; path: string } | null = { name: seed.campaignName ?? "The Sunken Crown", path: "/campaigns/sunken-crown.tablekeep" };
  let closedReason = "No campaign is open. Open or create a campaign to continue.";
  let nextId = 1;
  const stored = new Map<number, Stored>();
  const parties = new Map<number, { id: number; name: string; createdAt: string; members: number[] }>();
  const recent = seed.recent ?? [];

  const campaign = () => open ?? fail("noCampaignOpen", closedReason);
  const view = (c: Stored): CharacterView => {
    const { history, ...fields } = c;
    return {
      ...fields,
      canUndo: history.length > 0,
      parties: [...parties.values()].filter((p) => p.members.includes(c.id)).map((p) => ({ id: p.id, name: p.name })),
      sheet: c.system === "fated_hand" ? tagged(fh.view(c.id)) : null,
    };
  };
  const character = (id: number) => stored.get(id) ?? fail("notFound", `There is no character with id ${id}.`);
  const partyView = (id: number): PartyView => {
    const party = parties.get(id) ?? fail("notFound", `There is no party with id ${id}.`);
    const members = party.members.map((m) => character(m)).map((c) => ({ id: c.id, name: c.name, system: c.system }));
    return { id: party.id, name: party.name, createdAt: party.createdAt, members };
  };
  const info = (): CampaignInfo => {
    const { name, path } = campaign();
    const all = [...stored.values()];
    return {
      name,
      path,
      createdAt: NOW,
      schemaVersion: 1,
      playerCharacters: all.filter((c) => c.kind === "pc").length,
      npcs: all.filter((c) => c.kind === "npc").length,
      parties: parties.size,
      backups: 2,
      backupError: null,
    };
  };
  const insert = (fields: { system: SystemId; kind: CharacterKind; name: string; tags: string[]; notes: string }): Stored => {
    const id = nextId++;
    const c: Stored = { id, ...fields, revision: 1, createdAt: NOW, updatedAt: NOW, history: [] };
    stored.set(id, c);
    return c;
  };

  const fh = createFatedHandFake({ campaign: () => void campaign() });

  const encounters = createEncountersFake({ campaign: () => void campaign(), character: (id) => character(id) });

  const hostCharacter = (c: Stored) => ({ id: c.id, name: c.name, kind: c.kind, system: c.system, revision: c.revision, canUndo: c.history.length > 0 });
  const drawSteel = createDrawSteelFake(
    {
      campaign: () => void campaign(),
      character: (id) => hostCharacter(character(id)),
      characters: () => [...stored.values()].map(hostCharacter),
      insertHero: (name, tags, notes) => insert({ system: "draw_steel", kind: "pc", name, tags, notes }).id,
    },
    seed.drawSteelContent,
  );

  for (const s of seed.characters ?? []) {
    const c = insert({ system: s.system ?? "fated_hand", kind: s.kind ?? "pc", name: s.name, tags: s.tags ?? [], notes: s.notes ?? "" });
    if (c.system === "fated_hand") fh.seed(c.id, s.fatedHand ?? {});
    for (let r = 1; r < (s.revision ?? 1); r++) {
      const { history, ...before } = c;
      c.history = [...history, before];
      c.revision = r + 1;
    }
  }

  const sharingNeedsScenario =
    (name: string) =>
    async (): Promise<never> =>
      fail("conflict", `${name} runs a system's rules: replay a recorded scenario (createScenarioBackend).`);

  const backend: FakeBackend = {
    listSystems: async () => SYSTEMS,
    // The same in every campaign: the shared recording answers.
    listReadings: async () => recordedRead<Awaited<ReturnType<Backend["listReadings"]>>>("shared", "list_readings"),
    // Backups are files beside the campaign: only a recorded scenario has them.
    listBackups: async ({ campaign: path }) => {
      const at = path ?? campaign().path;
      return { campaign: at, current: null, damaged: false, backups: [] };
    },
    previewBackup: async () => fail("notFound", "The plain fake keeps no backups: replay a recorded scenario (ui/src/test/scenario.ts)."),
    restoreBackup: async () => fail("notFound", "The plain fake keeps no backups: replay a recorded scenario (ui/src/test/scenario.ts)."),
    createCampaign: async ({ name, path }) => {
      open = { name: checkName(name), path: path ?? `/campaigns/${name.toLowerCase()}.tablekeep` };
      stored.clear();
      parties.clear();
      drawSteel.reset();
      return info();
    },
    openCampaign: async ({ path }) => {
      const known = recent.find((r) => r.path === path);
      if (!known) fail("campaignMissing", `There is no campaign file at ${path}.`);
      open = { name: known.name, path };
      stored.clear();
      parties.clear();
      drawSteel.reset();
      return info();
    },
    campaignInfo: async () => info(),
    renameCampaign: async ({ name }) => {
      campaign().name = checkName(name);
      return info();
    },
    listRecentCampaigns: async () => recent.map((r) => ({ ...r, current: r.path === open?.path })),
    createCharacter: async ({ system, kind, name, tags, notes, creation }) => {
      campaign();
      const fields = { system, kind, name: checkName(name), tags: checkTags(tags ?? []), notes: notes ?? "" };
      // A build is checked and computed by the engine: only a recorded scenario answers it.
      if (creation) fail("conflict", "Creating a character with a build applies the rules: replay a recorded scenario (ui/src/test/scenario.ts).");
      const c = insert(fields);
      if (system === "fated_hand") fh.seed(c.id, {});
      return view(c);
    },
    getCharacter: async ({ id }) => {
      campaign();
      return view(character(id));
    },
    listCharacters: async ({ search, tag, system, kind }) => {
      campaign();
      const needle = search?.trim().toLowerCase() ?? "";
      return [...stored.values()]
        .filter((c) => needle === "" || c.name.toLowerCase().includes(needle))
        .filter((c) => !tag || c.tags.includes(tag.trim().toLowerCase()))
        .filter((c) => !system || c.system === system)
        .filter((c) => !kind || c.kind === kind)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c): CharacterSummary => ({ id: c.id, system: c.system, kind: c.kind, name: c.name, tags: c.tags, updatedAt: c.updatedAt }));
    },
    listCharactersPage: async ({ search, tag, system, kind, after, limit }) => {
      campaign();
      const size = limit ?? 100;
      if (size < 1 || size > 500) fail("invalidInput", `A page holds 1 to 500 rows; ${size} was asked for.`, "limit");
      const needle = search?.trim().toLowerCase() ?? "";
      const key = (c: { name: string; id: number }) => [c.name.toLowerCase(), c.id] as const;
      const before = (a: readonly [string, number], b: readonly [string, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
      const matching = [...stored.values()]
        .filter((c) => needle === "" || c.name.toLowerCase().includes(needle))
        .filter((c) => !tag || c.tags.includes(tag.trim().toLowerCase()))
        .filter((c) => !system || c.system === system)
        .filter((c) => !kind || c.kind === kind)
        .sort((a, b) => (before(key(a), key(b)) ? -1 : before(key(b), key(a)) ? 1 : 0));
      const start = after ? matching.filter((c) => !before(key(after), key(c))).length : 0;
      const page = matching.slice(start, start + size);
      return {
        characters: page.map((c): CharacterSummary => ({ id: c.id, system: c.system, kind: c.kind, name: c.name, tags: c.tags, updatedAt: c.updatedAt })),
        total: matching.length,
        more: start + size < matching.length,
      };
    },
    listTags: async () => {
      campaign();
      const counts = new Map<string, number>();
      for (const c of stored.values()) for (const t of c.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
      return [...counts].sort().map(([tag, count]) => ({ tag, count }));
    },
    updateCharacter: async ({ id, expectedRevision, name, kind, tags, notes }) => {
      campaign();
      const c = character(id);
      if (expectedRevision != null && expectedRevision !== c.revision) {
        fail("conflict", `${c.name} was changed since this form was opened; reload the character and edit again.`);
      }
      const { history, ...before } = c;
      const next = {
        name: name != null ? checkName(name) : c.name,
        kind: kind ?? c.kind,
        tags: tags != null ? checkTags(tags) : c.tags,
        notes: notes ?? c.notes,
      };
      if (next.name === c.name && next.kind === c.kind && next.notes === c.notes && next.tags.join() === c.tags.join()) {
        return view(c);
      }
      Object.assign(c, next, { revision: c.revision + 1, history: [...history, before] });
      return view(c);
    },
    undoCharacterEdit: async ({ id }) => {
      campaign();
      const c = character(id);
      const previous = c.history.at(-1) ?? fail("conflict", `${c.name} has no edit to undo.`);
      Object.assign(c, previous, { history: c.history.slice(0, -1) });
      return view(c);
    },
    deleteCharacter: async ({ id }) => {
      campaign();
      const c = character(id);
      stored.delete(id);
      fh.forget(id);
      for (const p of parties.values()) p.members = p.members.filter((m) => m !== id);
      return { id, name: c.name };
    },
    createParty: async ({ name }) => {
      campaign();
      const id = nextId++;
      parties.set(id, { id, name: checkName(name), createdAt: NOW, members: [] });
      return partyView(id);
    },
    listParties: async () => {
      campaign();
      return [...parties.keys()].map(partyView);
    },
    renameParty: async ({ id, name }) => {
      partyView(id);
      parties.get(id)!.name = checkName(name);
      return partyView(id);
    },
    deleteParty: async ({ id }) => {
      partyView(id);
      parties.delete(id);
      return { id };
    },
    addToParty: async ({ partyId, characterId }) => {
      const party = parties.get(partyId) ?? fail("notFound", `There is no party with id ${partyId}.`);
      const c = character(characterId);
      if (c.kind !== "pc") fail("conflict", `${c.name} is an NPC; only player characters join parties.`);
      if (party.members.includes(characterId)) fail("conflict", `${c.name} is already in ${party.name}.`);
      party.members.push(characterId);
      return partyView(partyId);
    },
    removeFromParty: async ({ partyId, characterId }) => {
      const party = parties.get(partyId) ?? fail("notFound", `There is no party with id ${partyId}.`);
      party.members = party.members.filter((m) => m !== characterId);
      return partyView(partyId);
    },
    // Sharing reads and checks a character or content by its system's rules: only a recorded
    // scenario answers it.
    exportCharacter: sharingNeedsScenario("exportCharacter"),
    importCharacter: sharingNeedsScenario("importCharacter"),
    exportContentPack: sharingNeedsScenario("exportContentPack"),
    importContentPack: sharingNeedsScenario("importContentPack"),
    simulateEncounter: sharingNeedsScenario("simulateEncounter"),
    simulationTactics: sharingNeedsScenario("simulationTactics"),
    encounterRoster: sharingNeedsScenario("encounterRoster"),
    compareEncounterVariants: sharingNeedsScenario("compareEncounterVariants"),
    saveSimulation: sharingNeedsScenario("saveSimulation"),
    listSavedSimulations: sharingNeedsScenario("listSavedSimulations"),
    openSavedSimulation: sharingNeedsScenario("openSavedSimulation"),
    estimateEncounterDifficulty: sharingNeedsScenario("estimateEncounterDifficulty"),
    tuneEncounter: sharingNeedsScenario("tuneEncounter"),
    // A fresh campaign's defaults, as the settings-difficulty recording answered before any change.
    difficultyThresholds: async () => recordedRead<Awaited<ReturnType<Backend["difficultyThresholds"]>>>("settings-difficulty", "difficulty_thresholds", {}, 0),
    setDifficultyThresholds: sharingNeedsScenario("setDifficultyThresholds"),
    deleteSavedSimulation: sharingNeedsScenario("deleteSavedSimulation"),
    exportSavedSimulation: sharingNeedsScenario("exportSavedSimulation"),
    automationCoverage: sharingNeedsScenario("automationCoverage"),
    searchCampaign: sharingNeedsScenario("searchCampaign"),
    tableView: sharingNeedsScenario("tableView"),
    gameSessionRecap: sharingNeedsScenario("gameSessionRecap"),
    updateGameSession: sharingNeedsScenario("updateGameSession"),
    ...fh.commands,
    ...encounters,
    clockworkContent: sharingNeedsScenario("clockworkContent"),
    clockworkFocusCatalog: sharingNeedsScenario("clockworkFocusCatalog"),
    clockworkAddFocus: sharingNeedsScenario("clockworkAddFocus"),
    clockworkRemoveFocus: sharingNeedsScenario("clockworkRemoveFocus"),
    gameOfBastardsContent: sharingNeedsScenario("gameOfBastardsContent"),
    gameOfBastardsAdvancement: sharingNeedsScenario("gameOfBastardsAdvancement"),
    gameOfBastardsRecord: sharingNeedsScenario("gameOfBastardsRecord"),
    gameOfBastardsSpend: sharingNeedsScenario("gameOfBastardsSpend"),
    gameOfBastardsUndoAdvancement: sharingNeedsScenario("gameOfBastardsUndoAdvancement"),
    gameOfBastardsSuccessor: sharingNeedsScenario("gameOfBastardsSuccessor"),
    gameOfBastardsMonster: sharingNeedsScenario("gameOfBastardsMonster"),
    gameOfBastardsSaveMonster: sharingNeedsScenario("gameOfBastardsSaveMonster"),
    gameOfBastardsMonsters: sharingNeedsScenario("gameOfBastardsMonsters"),
    gameOfBastardsScenes: sharingNeedsScenario("gameOfBastardsScenes"),
    gameOfBastardsScene: sharingNeedsScenario("gameOfBastardsScene"),
    gameOfBastardsSetScene: sharingNeedsScenario("gameOfBastardsSetScene"),
    gameOfBastardsSceneStep: sharingNeedsScenario("gameOfBastardsSceneStep"),
    gameOfBastardsSceneUndo: sharingNeedsScenario("gameOfBastardsSceneUndo"),
    gameOfBastardsEndScene: sharingNeedsScenario("gameOfBastardsEndScene"),
    clockworkQuickNpc: sharingNeedsScenario("clockworkQuickNpc"),
    clockworkCampaignSpeed: sharingNeedsScenario("clockworkCampaignSpeed"),
    clockworkSetCampaignSpeed: sharingNeedsScenario("clockworkSetCampaignSpeed"),
    clockworkAdvancement: sharingNeedsScenario("clockworkAdvancement"),
    clockworkAwardXp: sharingNeedsScenario("clockworkAwardXp"),
    clockworkBuy: sharingNeedsScenario("clockworkBuy"),
    clockworkUseLuck: sharingNeedsScenario("clockworkUseLuck"),
    clockworkRollOdds: sharingNeedsScenario("clockworkRollOdds"),
    clockworkRoll: sharingNeedsScenario("clockworkRoll"),
    clockworkLuckReroll: sharingNeedsScenario("clockworkLuckReroll"),
    clockworkRefreshLuck: sharingNeedsScenario("clockworkRefreshLuck"),
    clockworkUndoAdvancement: sharingNeedsScenario("clockworkUndoAdvancement"),
    clockworkPriceList: sharingNeedsScenario("clockworkPriceList"),
    clockworkSetPrices: sharingNeedsScenario("clockworkSetPrices"),
    clockworkEquip: sharingNeedsScenario("clockworkEquip"),
    lytharianChessKeywords: sharingNeedsScenario("lytharianChessKeywords"),
    lytharianChessListCards: sharingNeedsScenario("lytharianChessListCards"),
    lytharianChessGetCard: sharingNeedsScenario("lytharianChessGetCard"),
    lytharianChessCheckCard: sharingNeedsScenario("lytharianChessCheckCard"),
    lytharianChessCreateCard: sharingNeedsScenario("lytharianChessCreateCard"),
    lytharianChessUpdateCard: sharingNeedsScenario("lytharianChessUpdateCard"),
    lytharianChessDeleteCard: sharingNeedsScenario("lytharianChessDeleteCard"),
    lytharianChessAddStarterSet: sharingNeedsScenario("lytharianChessAddStarterSet"),
    lytharianChessListArmies: sharingNeedsScenario("lytharianChessListArmies"),
    lytharianChessGetArmy: sharingNeedsScenario("lytharianChessGetArmy"),
    lytharianChessStartMatch: sharingNeedsScenario("lytharianChessStartMatch"),
    lytharianChessListMatches: sharingNeedsScenario("lytharianChessListMatches"),
    lytharianChessGetMatch: sharingNeedsScenario("lytharianChessGetMatch"),
    lytharianChessMatchCommand: sharingNeedsScenario("lytharianChessMatchCommand"),
    lytharianChessUndoMatch: sharingNeedsScenario("lytharianChessUndoMatch"),
    lytharianChessRedoMatch: sharingNeedsScenario("lytharianChessRedoMatch"),
    lytharianChessEndMatch: sharingNeedsScenario("lytharianChessEndMatch"),
    lytharianChessDeleteMatch: sharingNeedsScenario("lytharianChessDeleteMatch"),
    lytharianChessCheckArmy: sharingNeedsScenario("lytharianChessCheckArmy"),
    lytharianChessCreateArmy: sharingNeedsScenario("lytharianChessCreateArmy"),
    lytharianChessUpdateArmy: sharingNeedsScenario("lytharianChessUpdateArmy"),
    lytharianChessDeleteArmy: sharingNeedsScenario("lytharianChessDeleteArmy"),
    lytharianChessOppositePairs: sharingNeedsScenario("lytharianChessOppositePairs"),
    lytharianChessSetOppositePairs: sharingNeedsScenario("lytharianChessSetOppositePairs"),
    drawSteelRollPreview: async () => fail("conflict", "drawSteelRollPreview is not simulated by the fake backend yet."),
    drawSteelListContent: drawSteel.drawSteelListContent,
    drawSteelGetContent: drawSteel.drawSteelGetContent,
    drawSteelCheckContent: drawSteel.drawSteelCheckContent,
    drawSteelSaveContent: drawSteel.drawSteelSaveContent,
    drawSteelDeleteContent: drawSteel.drawSteelDeleteContent,
    drawSteelAddStarterSet: drawSteel.drawSteelAddStarterSet,
    drawSteelBuildHero: drawSteel.drawSteelBuildHero,
    drawSteelHero: drawSteel.drawSteelHero,
    drawSteelPreviewHero: drawSteel.drawSteelPreviewHero,
    drawSteelAwardVictories: drawSteel.drawSteelAwardVictories,
    drawSteelRespite: drawSteel.drawSteelRespite,
    drawSteelSpendRecovery: drawSteel.drawSteelSpendRecovery,
    drawSteelReturnHero: drawSteel.drawSteelReturnHero,
    drawSteelLevelUp: drawSteel.drawSteelLevelUp,
    drawSteelAddProject: drawSteel.drawSteelAddProject,
    drawSteelProjectRoll: drawSteel.drawSteelProjectRoll,
    drawSteelRemoveProject: drawSteel.drawSteelRemoveProject,
    drawSteelUndoProgress: drawSteel.drawSteelUndoProgress,
    drawSteelRollOdds: drawSteel.drawSteelRollOdds,
    drawSteelPowerRoll: drawSteel.drawSteelPowerRoll,
    drawSteelAssist: drawSteel.drawSteelAssist,
    // Exports and imports read and write real files: only a recorded scenario answers them.
    exportCampaign: async () => fail("conflict", "Exporting a campaign writes a real file: replay a recorded scenario (ui/src/test/scenario.ts)."),
    importCampaign: async () => fail("conflict", "Importing a campaign reads a real file: replay a recorded scenario (ui/src/test/scenario.ts)."),
    jobStatus: async ({ job }) => fail("notFound", `There is no job ${job}.`, "job"),
    cancelJob: async ({ job }) => fail("notFound", `There is no job ${job}.`, "job"),
    drawSteel: { queueDice: drawSteel.queueDice },
    characters: () => [...stored.values()].map(view),
    close: (reason) => {
      open = null;
      closedReason = reason;
    },
  };
  return backend;
}
