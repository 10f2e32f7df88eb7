// The encounter commands of the fake backend: plumbing only. It stores prepared plans (checked
// for their names and their participants' system, as the api's shape checks do), lists, reads
// and deletes them. Launching an encounter and everything after (battle views, commands, undo
// and redo, the log, the result) is the engine's: only a recorded scenario answers it
// (ui/src/test/scenario.ts); the plain fake refuses it.

import type { CharacterKind, EncounterPlan, SystemId } from "../bindings";
import type { Backend } from "../backend";
import type { EncounterSummary, EncounterView } from "../encounters/types";
import { fail } from "./fake-errors";

export type EncounterHost = {
  campaign(): void;
  character(id: number): { id: number; name: string; kind: CharacterKind; system: SystemId };
};

export type FakeEncounters = Pick<
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

const NOW = "2025-03-01T19:30:00.000Z";

/** A command that runs a battle: the plain fake refuses it and names the way. */
const scenarioOnly =
  (name: string) =>
  async (): Promise<never> =>
    fail("conflict", `${name} runs the battle engine: replay a recorded scenario (createScenarioBackend).`);

export function createEncountersFake(host: EncounterHost): FakeEncounters {
  const stored = new Map<number, EncounterView>();
  let nextId = 100;

  const get = (id: number) => {
    host.campaign();
    return stored.get(id) ?? fail("notFound", `There is no encounter with id ${id}.`);
  };
  const checkName = (name: string) => {
    if (name.trim() === "") fail("invalidInput", "The name must not be empty.", "name");
    return name.trim();
  };
  /** Every participant's character exists and is of the plan's system. */
  const checkPlan = (plan: EncounterPlan): EncounterPlan => {
    plan.participants.forEach((p, index) => {
      // A Game of Bastards squad of Extras names no character.
      const id = "source" in p ? (p.source.kind === "hero" ? p.source.characterId : null) : (p.characterId ?? null);
      if (id === null) return;
      const c = host.character(id);
      if (c.system !== plan.system) fail("invalidInput", `${c.name} is not a character of this encounter's system.`, `plan.participants[${index}]`);
    });
    return structuredClone(plan);
  };
  const summary = (view: EncounterView): EncounterSummary => ({
    id: view.id,
    name: view.name,
    system: view.system,
    phase: view.phase,
    participants: view.plan.participants.length,
    cursor: view.cursor,
    updatedAt: view.updatedAt,
  });
  const order = { running: 0, prepared: 1, ended: 2 } as const;
  const list = () => [...stored.values()].sort((a, b) => order[a.phase] - order[b.phase] || a.id - b.id).map(summary);

  return {
    createEncounter: async ({ name, plan }) => {
      host.campaign();
      const view: EncounterView = {
        id: nextId++,
        name: checkName(name),
        system: plan.system,
        phase: "prepared",
        cursor: 0,
        commandCount: 0,
        canUndo: false,
        canRedo: false,
        seed: null,
        plan: checkPlan(plan),
        battle: null,
        result: null,
        createdAt: NOW,
        updatedAt: NOW,
      };
      stored.set(view.id, view);
      return structuredClone(view);
    },
    updateEncounter: async ({ id, name, plan }) => {
      const view = get(id);
      if (view.phase !== "prepared") fail("conflict", "Only a prepared encounter can be edited.");
      if (plan.system !== view.system) fail("invalidInput", "An encounter keeps its system.", "plan.system");
      Object.assign(view, { name: checkName(name), plan: checkPlan(plan) });
      return structuredClone(view);
    },
    getEncounter: async ({ id }) => structuredClone(get(id)),
    listEncounters: async () => {
      host.campaign();
      return list();
    },
    deleteEncounter: async ({ id }) => {
      get(id);
      stored.delete(id);
      return list();
    },
    startEncounter: scenarioOnly("startEncounter"),
    encounterCommand: scenarioOnly("encounterCommand"),
    encounterUndo: scenarioOnly("encounterUndo"),
    encounterRedo: scenarioOnly("encounterRedo"),
    encounterLog: scenarioOnly("encounterLog"),
    endEncounter: scenarioOnly("endEncounter"),
  };
}
