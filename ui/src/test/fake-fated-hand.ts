// The Fated Hand part of the in-memory fake backend: data plumbing only. A character's sheet,
// gear, history and deck are a `FatedHandView` recorded from the real backend (fated-hand-seeds.ts
// reads them from a recorded scenario); the fake stores and returns it, and computes no rule.
// Every command that would apply a rule (previews, builds, advancement, Knowledge Points, gear,
// checks, quick NPCs) is answered only by a recorded scenario (scenario.ts).

import type { Backend } from "../backend";
import type { CharacterKind, FatedHandView, GameSessionView, SystemId, TableRuleView } from "../bindings";
import { fail } from "./fake-errors";
import { recordedRead } from "./scenario";

const NOW = "2025-03-01T19:30:00.000Z";

/** A Fated Hand character as a test wants it: its view as the engine recorded it (unbuilt without). */
export type FhSeed = { view?: FatedHandView };

/** What the Fated Hand fake needs from the rest of the fake backend. */
export type FhHost = {
  campaign(): void;
  character(id: number): { id: number; name: string; kind: CharacterKind; system: SystemId };
  all(): { id: number; name: string; kind: CharacterKind; system: SystemId }[];
  partyMembers(partyId: number): number[];
};

/** The recorded reads of a fresh campaign: content and table rules. */
const SHARED = "shared";

/** A campaign's table rules as the engine lists them with their defaults chosen. */
const TABLE_RULES = (): TableRuleView[] => recordedRead<TableRuleView[]>(SHARED, "list_table_rules");

/** The command a recorded scenario answers, refused here with where to go instead. */
const recordedOnly = (command: string) => async (): Promise<never> =>
  fail(
    "conflict",
    `${command} applies Fated Hand rules, which the plain fake backend does not compute: replay a recorded scenario (createScenarioBackend in ui/src/test/scenario.ts).`,
  );

export function createFatedHandFake(host: FhHost) {
  const views = new Map<number, FatedHandView | null>();
  const choices = new Map<string, string>();
  const sessions: { id: number; name: string; startedAt: string; endedAt: string | null }[] = [];
  const openSession = () => sessions.find((s) => s.endedAt === null) ?? null;
  const built = (id: number) => host.character(id).system === "fated_hand" && !!views.get(id)?.sheet;

  const commands = {
    fatedHandContent: async () => {
      host.campaign();
      return recordedRead<Awaited<ReturnType<Backend["fatedHandContent"]>>>(SHARED, "fated_hand_content");
    },
    previewBuild: recordedOnly("previewBuild"),
    buildCharacter: recordedOnly("buildCharacter"),
    advanceCharacter: recordedOnly("advanceCharacter"),
    awardKnowledge: recordedOnly("awardKnowledge"),
    undoProgression: recordedOnly("undoProgression"),
    updateGear: recordedOnly("updateGear"),
    skillCheck: recordedOnly("skillCheck"),
    drawCheckCards: recordedOnly("drawCheckCards"),
    quickNpc: recordedOnly("quickNpc"),
    startGameSession: async ({ name, partyId }) => {
      host.campaign();
      if (name.trim() === "") fail("invalidInput", "The name must not be empty.", "name");
      const open = openSession();
      if (open) fail("conflict", `"${open.name}" is still open; end it first.`);
      const ids = partyId != null ? host.partyMembers(partyId) : host.all().filter((c) => c.kind === "pc").map((c) => c.id);
      const session = { id: sessions.length + 1, name: name.trim(), startedAt: NOW, endedAt: null };
      sessions.unshift(session);
      return { ...session, decks: ids.filter(built).map((id) => host.character(id).name) };
    },
    endGameSession: async () => {
      host.campaign();
      const open = openSession() ?? fail("conflict", "No game session is open.");
      open.endedAt = NOW;
      const gathered = [...views.keys()].filter(built).map((id) => host.character(id).name);
      return { ...open, decks: gathered } satisfies GameSessionView;
    },
    listGameSessions: async () => {
      host.campaign();
      return sessions.map((s) => ({ ...s, decks: [] }));
    },
    listTableRules: async () => {
      host.campaign();
      return TABLE_RULES().map((rule) => ({ ...rule, chosen: choices.get(rule.id) ?? rule.default }));
    },
    setTableRule: async ({ id, option }) => {
      host.campaign();
      const rule = TABLE_RULES().find((r) => r.id === id) ?? fail("notFound", `There is no table rule "${id}".`);
      if (option != null && !rule.options.some((o) => o.id === option)) fail("invalidInput", `"${option}" is not an option of ${rule.title}.`, "option");
      if (option == null) choices.delete(id);
      else choices.set(id, option);
      return { ...rule, chosen: option ?? rule.default };
    },
  } satisfies Partial<Backend>;

  return {
    commands,
    /** Gives a character its recorded Fated Hand view, or marks it unbuilt. */
    seed(id: number, seed: FhSeed) {
      views.set(id, seed.view ? structuredClone(seed.view) : null);
    },
    view(id: number): FatedHandView | null {
      const view = views.get(id);
      if (view === undefined) return null;
      if (view === null) return { sheet: null, gear: {}, history: [], canUndoProgression: false, deck: null };
      return structuredClone(view);
    },
    forget(id: number) {
      views.delete(id);
    },
  };
}
