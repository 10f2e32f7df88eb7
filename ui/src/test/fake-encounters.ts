// The encounter commands of the fake backend. A test double, not a battle engine: it stores
// plans, launches them into a simple round-1 battle, and answers battle commands by recording
// them and moving the cursor (tests that need a particular next view program it with vi.spyOn).

import type { BattleEvents, CharacterKind, EncounterPlan, EncounterStep, SystemId } from "../bindings";
import type { Backend } from "../backend";
import type { Command, EncounterSummary, EncounterView, FatedHandPlan } from "../systems/fated-hand/encounter/types";
import { battle, combatant, encounter } from "./fake-encounter";
import { fail } from "./fake-errors";
import { logText } from "./fake-log";

export type EncounterHost = {
  campaign(): void;
  character(id: number): { id: number; name: string; kind: CharacterKind; system: SystemId };
};

type EncounterCommands = Pick<
  Backend,
  | "createEncounter"
  | "updateEncounter"
  | "startEncounter"
  | "getEncounter"
  | "listEncounters"
  | "encounterCommand"
  | "encounterUndo"
  | "encounterRedo"
  | "encounterLog"
  | "endEncounter"
  | "deleteEncounter"
>;

export type FakeEncounters = EncounterCommands & {
  /** The battle commands applied, in order, per encounter. */
  commandsOf(id: number): Command[];
};

const NOW = "2025-03-01T19:30:00.000Z";
const FH = "fated_hand" as const;

/** The encounter's Fated Hand plan, battle and result (the only system this fake runs). */
const planOf = (view: EncounterView): FatedHandPlan => (view.plan.system === FH ? view.plan : { participants: [] });
const battleOf = (view: EncounterView) => (view.battle?.system === FH ? view.battle : null);

/**
 * The step an encounter command answers with, from the encounter before it to `after`. The fakes
 * compute whole encounters, not patches, so the patch replaces the whole encounter (a patch the
 * real engine may send too); the patch algorithm is tested against real recorded patches.
 */
export function stepTo(before: Pick<EncounterView, "id" | "cursor" | "updatedAt">, after: { system: SystemId; cursor: number }): EncounterStep {
  return {
    id: before.id,
    fromCursor: before.cursor,
    fromUpdatedAt: before.updatedAt,
    cursor: after.cursor,
    events: { system: after.system, events: [] } as BattleEvents,
    lines: [],
    patch: { op: "set", value: after },
    encounter: null,
  };
}

export function createEncountersFake(host: EncounterHost, seeded: EncounterView[] = []): FakeEncounters {
  const stored = new Map<number, EncounterView>(seeded.map((view) => [view.id, structuredClone(view)]));
  const commands = new Map<number, Command[]>();
  let nextId = Math.max(100, ...seeded.map((view) => view.id + 1));

  const get = (id: number) => {
    host.campaign();
    return stored.get(id) ?? fail("notFound", `There is no encounter with id ${id}.`);
  };
  const checkName = (name: string) => {
    if (name.trim() === "") fail("invalidInput", "The name must not be empty.", "name");
    return name.trim();
  };
  const checkPlan = (plan: EncounterPlan): EncounterPlan => {
    if (plan.system !== FH) fail("invalidInput", "The fake backend keeps Fated Hand encounters only (Draw Steel's are replayed from recorded scenarios).", "plan.system");
    plan.participants.forEach((p, index) => {
      const c = host.character(p.characterId);
      if (c.system !== "fated_hand") fail("invalidInput", `${c.name} is not a Fated Hand character.`, `plan.participants[${index}]`);
    });
    return structuredClone(plan);
  };
  const running = (id: number) => {
    const view = get(id);
    if (view.phase !== "running") fail("conflict", view.phase === "ended" ? "This encounter is over." : "Launch the encounter first (start_encounter).");
    return view;
  };
  const summary = (view: EncounterView): EncounterSummary => ({
    id: view.id,
    name: view.name,
    system: view.system,
    phase: view.phase,
    participants: planOf(view).participants.length,
    cursor: view.cursor,
    updatedAt: view.updatedAt,
  });
  const order = { running: 0, prepared: 1, ended: 2 } as const;
  const list = () => [...stored.values()].sort((a, b) => order[a.phase] - order[b.phase] || a.id - b.id).map(summary);
  const moved = (view: EncounterView, cursor: number) => {
    Object.assign(view, { cursor, canUndo: cursor > 0, canRedo: cursor < view.commandCount, updatedAt: NOW });
    return structuredClone(view);
  };

  return {
    createEncounter: async ({ name, plan }) => {
      host.campaign();
      const view = encounter({ id: nextId++, name: checkName(name), phase: "prepared", cursor: 0, commandCount: 0, canUndo: false, seed: null, plan: checkPlan(plan) });
      stored.set(view.id, view);
      return structuredClone(view);
    },
    updateEncounter: async ({ id, name, plan }) => {
      const view = get(id);
      if (view.phase !== "prepared") fail("conflict", "Only a prepared encounter can be edited.");
      if (plan.system !== view.system) fail("invalidInput", "An encounter keeps its system; give a Fated Hand plan.", "plan.system");
      Object.assign(view, { name: checkName(name), plan: checkPlan(plan) });
      return structuredClone(view);
    },
    startEncounter: async ({ id, seed }) => {
      const view = get(id);
      if (view.phase !== "prepared") fail("conflict", "This encounter was launched already.");
      const plan = planOf(view);
      if (!plan.participants.some((p) => p.side === "party")) fail("invalidInput", "Add at least one combatant to the party's side.", "plan.participants");
      if (!plan.participants.some((p) => p.side === "foes")) fail("invalidInput", "Add at least one foe.", "plan.participants");
      const launched = battle({ phase: "planning" }, {
        edit: (all) => {
          const fresh = plan.participants.map((p) => {
            const c = host.character(p.characterId);
            return combatant(c.name, { side: p.side, characterId: c.id, position: p.position ?? null });
          });
          all.splice(0, all.length, ...fresh);
        },
        state: { round: 1, grid: plan.grid ?? null },
      });
      Object.assign(view, { phase: "running", seed: seed ?? 7, battle: { ...launched, recentLog: [], offers: [] } });
      return structuredClone(view);
    },
    getEncounter: async ({ id }) => structuredClone(get(id)),
    listEncounters: async () => {
      host.campaign();
      return list();
    },
    encounterCommand: async ({ id, expectedCursor, command }) => {
      const view = running(id);
      if (expectedCursor != null && expectedCursor !== view.cursor) fail("conflict", "The battle moved on since this screen was drawn (another window?); reload and try again.");
      if (command.system !== FH) fail("invalidInput", `This is a Fated Hand encounter; the command given is for another system.`, "command");
      const { system: _system, ...fatedHand } = command;
      const applied = (commands.get(id) ?? []).slice(0, view.cursor);
      commands.set(id, [...applied, fatedHand]);
      const before = { id, cursor: view.cursor, updatedAt: view.updatedAt };
      view.commandCount = view.cursor + 1;
      return stepTo(before, moved(view, view.cursor + 1));
    },
    encounterUndo: async ({ id, steps }) => {
      const view = running(id);
      const target = view.cursor - (steps ?? 1);
      if (target < 0) fail("conflict", "There is nothing to undo.");
      return moved(view, target);
    },
    encounterRedo: async ({ id, steps }) => {
      const view = running(id);
      const target = view.cursor + (steps ?? 1);
      if (target > view.commandCount) fail("conflict", "There is nothing to redo.");
      return moved(view, target);
    },
    encounterLog: async ({ id, path }) => {
      const view = get(id);
      const lines = battleOf(view)?.recentLog ?? [];
      return { id, name: view.name, lines, text: logText(view.name, lines), written: path?.trim() ? path.trim() : null };
    },
    endEncounter: async ({ id, close }) => {
      const view = running(id);
      if (close && close.system !== FH) fail("invalidInput", "This is a Fated Hand encounter; the close given is for another system.", "close");
      const { outcome, awards } = close ?? {};
      const battle = battleOf(view);
      const state = battle?.state;
      const ended = state?.phase.phase === "ended" ? state.phase.outcome : (outcome ?? "declared");
      const offers = battle?.offers ?? [];
      const awarded = (awards ?? []).map((a, index) => {
        const offer = offers.find((o) => o.characterId === a.characterId && o.manner === a.manner && o.target.id === a.target.id && o.target.kind === a.target.kind);
        return offer ?? fail("invalidInput", "The battle did not offer that award.", `awards[${index}]`);
      });
      const combatants = state?.combatants ?? [];
      view.phase = "ended";
      view.result = {
        system: FH,
        outcome: ended,
        rounds: state?.round ?? 0,
        incapacitated: combatants.filter((c) => c.incapacitated).map((c) => ({ name: c.name, side: c.side, characterId: c.characterId })),
        awarded,
        party: [...new Set(combatants.filter((c) => c.side === "party" && c.characterId !== null).map((c) => c.characterId as number))],
      };
      return moved(view, view.cursor);
    },
    deleteEncounter: async ({ id }) => {
      get(id);
      stored.delete(id);
      return list();
    },
    commandsOf: (id) => commands.get(id) ?? [],
  };
}
