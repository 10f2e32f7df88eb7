// The Draw Steel parts of an encounter: the boundary tags each system-specific part with its
// `system`; these narrow an `EncounterView` to this system's plan, combat and result.

import type { BattleCommand, EncounterClose, EncounterPlan } from "../../../bindings";
import type { CombatView, Command, EncounterView, Plan, Result } from "./types";

/** The encounter's Draw Steel plan, or null when it is another system's. */
export function planOf(view: EncounterView): Plan | null {
  return view.plan.system === "draw_steel" ? view.plan : null;
}

/** The running Draw Steel combat, or null when there is none (or it is another system's). */
export function combatOf(view: EncounterView): CombatView | null {
  return view.battle?.system === "draw_steel" ? view.battle : null;
}

/** The Draw Steel result, or null when there is none (or it is another system's). */
export function resultOf(view: EncounterView): Result | null {
  return view.result?.system === "draw_steel" ? view.result : null;
}

/** A plan as the boundary carries it. */
export function taggedPlan(plan: Plan): EncounterPlan {
  return { system: "draw_steel", ...plan };
}

/** A command as the boundary carries it. */
export function taggedCommand(command: Command): BattleCommand {
  return { system: "draw_steel", ...command };
}

/** How the combat closes, as the boundary carries it. */
export function taggedClose(close: Omit<Extract<EncounterClose, { system: "draw_steel" }>, "system">): EncounterClose {
  return { system: "draw_steel", ...close };
}
