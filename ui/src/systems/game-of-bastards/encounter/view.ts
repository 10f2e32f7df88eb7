// The Game of Bastards parts of an encounter: the boundary tags each system-specific part with
// its `system`; these narrow an `EncounterView` to this system's plan, Opposition and result.

import type { BattleCommand, EncounterClose, EncounterPlan } from "../../../bindings";
import type { Command, EncounterView, OppositionView, Plan, Result } from "./types";

/** The encounter's Opposition plan, or null when it is another system's. */
export function planOf(view: EncounterView): Plan | null {
  return view.plan.system === "game_of_bastards" ? view.plan : null;
}

/** The running Opposition, or null when there is none (or it is another system's). */
export function oppositionOf(view: EncounterView): OppositionView | null {
  return view.battle?.system === "game_of_bastards" ? view.battle : null;
}

/** The Opposition's result, or null when there is none (or it is another system's). */
export function resultOf(view: EncounterView): Result | null {
  return view.result?.system === "game_of_bastards" ? view.result : null;
}

/** A plan as the boundary carries it. */
export function taggedPlan(plan: Plan): EncounterPlan {
  return { system: "game_of_bastards", ...plan };
}

/** A command as the boundary carries it. */
export function taggedCommand(command: Command): BattleCommand {
  return { system: "game_of_bastards", ...command } as BattleCommand;
}

/** How the Opposition closes, as the boundary carries it. */
export function taggedClose(close: Omit<Extract<EncounterClose, { system: "game_of_bastards" }>, "system">): EncounterClose {
  return { system: "game_of_bastards", ...close };
}
