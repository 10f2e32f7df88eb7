// The Fated Hand parts of an encounter: the boundary tags each system-specific part with its
// `system`; these narrow an `EncounterView` to this system's plan, battle and result.

import type { BattleCommand, EncounterClose, EncounterPlan } from "../../../bindings";
import type { Command, EncounterView, FatedHandBattleView, FatedHandPlan, FatedHandResult } from "./types";

/** The encounter's Fated Hand plan, or null when it is another system's. */
export function planOf(view: EncounterView): FatedHandPlan | null {
  return view.plan.system === "fated_hand" ? view.plan : null;
}

/** The running Fated Hand battle, or null when there is none (or it is another system's). */
export function battleOf(view: EncounterView): FatedHandBattleView | null {
  return view.battle?.system === "fated_hand" ? view.battle : null;
}

/** The Fated Hand result, or null when there is none (or it is another system's). */
export function resultOf(view: EncounterView): FatedHandResult | null {
  return view.result?.system === "fated_hand" ? view.result : null;
}

/** A plan as the boundary carries it. */
export function taggedPlan(plan: FatedHandPlan): EncounterPlan {
  return { system: "fated_hand", ...plan };
}

/** A command as the boundary carries it. */
export function taggedCommand(command: Command): BattleCommand {
  return { system: "fated_hand", ...command };
}

/** How the battle closes, as the boundary carries it. */
export function taggedClose(close: Omit<Extract<EncounterClose, { system: "fated_hand" }>, "system">): EncounterClose {
  return { system: "fated_hand", ...close };
}
