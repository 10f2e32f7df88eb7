// The ClockWork parts of an encounter: the boundary tags each system-specific part with its
// `system`; these narrow an `EncounterView` to this system's plan, combat and result.

import type { BattleCommand, EncounterClose, EncounterPlan } from "../../../bindings";
import type { CombatView, Command, EncounterView, Plan, Result } from "./types";

/** The encounter's ClockWork plan, or null when it is another system's. */
export function planOf(view: EncounterView): Plan | null {
  return view.plan.system === "clockwork" ? view.plan : null;
}

/** The running ClockWork combat, or null when there is none (or it is another system's). */
export function combatOf(view: EncounterView): CombatView | null {
  return view.battle?.system === "clockwork" ? view.battle : null;
}

/** The ClockWork result, or null when there is none (or it is another system's). */
export function resultOf(view: EncounterView): Result | null {
  return view.result?.system === "clockwork" ? view.result : null;
}

/** A plan as the boundary carries it. */
export function taggedPlan(plan: Plan): EncounterPlan {
  return { system: "clockwork", ...plan };
}

/** A command as the boundary carries it. */
export function taggedCommand(command: Command): BattleCommand {
  return { system: "clockwork", ...command };
}

/** How the combat closes, as the boundary carries it. */
export function taggedClose(close: Omit<Extract<EncounterClose, { system: "clockwork" }>, "system">): EncounterClose {
  return { system: "clockwork", ...close };
}
