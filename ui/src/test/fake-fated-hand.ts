// The Fated Hand part of the in-memory fake backend: data plumbing only. A character's sheet,
// gear, history and deck are a `FatedHandView` recorded from the real backend (fated-hand-seeds.ts
// reads them from a recorded scenario); the fake stores and returns it, and computes no rule.
// Every command that would apply a rule (previews, builds, advancement, Knowledge Points, gear,
// checks, quick NPCs, dealing at sessions, switching table rules) is answered only by a recorded scenario (scenario.ts).

import type { Backend } from "../backend";
import type { FatedHandView, TableRuleView } from "../bindings";
import { fail } from "./fake-errors";
import { recordedRead } from "./scenario";

/** A Fated Hand character as a test wants it: its view as the engine recorded it (unbuilt without). */
export type FhSeed = { view?: FatedHandView };

/** What the Fated Hand fake needs from the rest of the fake backend. */
export type FhHost = {
  /** Fails when no campaign is open. */
  campaign(): void;
};

/** The recorded reads of a fresh campaign: content and table rules. */
const SHARED = "shared";

/** A fresh campaign's table rules as the engine lists them, the defaults chosen. */
const TABLE_RULES = (): TableRuleView[] => recordedRead<TableRuleView[]>(SHARED, "list_table_rules");

/** The command a recorded scenario answers, refused here with where to go instead. */
const recordedOnly = (command: string) => async (): Promise<never> =>
  fail(
    "conflict",
    `${command} applies Fated Hand rules, which the plain fake backend does not compute: replay a recorded scenario (createScenarioBackend in ui/src/test/scenario.ts).`,
  );

export function createFatedHandFake(host: FhHost) {
  const views = new Map<number, FatedHandView | null>();

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
    castStorySpell: recordedOnly("castStorySpell"),
    drawCheckCards: recordedOnly("drawCheckCards"),
    quickNpc: recordedOnly("quickNpc"),
    // Which decks a session deals and gathers is the engine's: only a recorded scenario answers.
    startGameSession: recordedOnly("startGameSession"),
    endGameSession: recordedOnly("endGameSession"),
    listGameSessions: async () => {
      host.campaign();
      return [];
    },
    listTableRules: async () => {
      host.campaign();
      return TABLE_RULES();
    },
    // A switch is refused when a recorded history would break under it: the engine decides.
    setTableRule: recordedOnly("setTableRule"),
    previewTableRule: recordedOnly("previewTableRule"),
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
