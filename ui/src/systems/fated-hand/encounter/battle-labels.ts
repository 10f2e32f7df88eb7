// Battle vocabulary as the GM screen prints it. Words only: the engine decides every number.

import type { KnowledgeOffer } from "./types";
import type { BattleState, Combatant, Outcome, Side, Stance } from "./types";
import { MANNERS } from "../labels";

export const SIDE_LABEL: Record<Side, string> = { party: "Party", foes: "Foes" };
export const STANCES: readonly { id: Stance; label: string; hint: string }[] = [
  { id: "aggressive", label: "Aggressive", hint: "+2 Strike, −1 Defense" },
  { id: "defensive", label: "Defensive", hint: "−1 Strike, +2 Defense" },
  { id: "balanced", label: "Balanced", hint: "+1 Speed" },
];
export const STANCE_LABEL: Record<Stance, string> = { aggressive: "Aggressive", defensive: "Defensive", balanced: "Balanced" };
export const OUTCOME_LABEL: Record<Outcome, string> = {
  party_won: "The party won",
  foes_won: "The foes won",
  retreat: "The party retreated",
  declared: "Ended by the GM",
};
/**
 * Perks that are actions of their own, which the engine resolves ("perk_action"): whether each
 * takes a target, whether that target Defends, and the die the table may enter.
 */
export const PERK_ACTIONS: Record<string, { target: boolean; defended: boolean; die: number | null }> = {
  astonish: { target: false, defended: false, die: null },
  dirty_trick: { target: true, defended: true, die: 4 },
  dive_tackle: { target: true, defended: true, die: null },
  execution: { target: true, defended: false, die: null },
  glint_of_gold: { target: true, defended: false, die: null },
};
/** Perks a target may choose to use on its Defend, sent with the attack ("targetPerks"). */
export const DEFEND_PERKS = ["perfect_deflect", "joint_lock"] as const;
/** The three combat stats in the engine's order (cards, handicap, cleanse). */
export const STAT_NAMES = ["Strike", "Defense", "Speed"] as const;

/** "Planning", "Countdown: 7", "Turn: Joe", "Ended: The party won". */
export function phaseText(state: BattleState): string {
  const phase = state.phase;
  switch (phase.phase) {
    case "planning":
      return "Planning";
    case "countdown":
      return `Countdown: ${phase.count}`;
    case "turn":
      return `Turn: ${state.combatants[phase.actor]?.name ?? `#${phase.actor}`}`;
    case "ended":
      return `Ended: ${OUTCOME_LABEL[phase.outcome]}`;
  }
}

/** Initials for a grid token: "Bandit 2" → "B2", "Joe" → "J". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  return words
    .map((word) => (/^\d+$/.test(word) ? word : word[0]?.toUpperCase() ?? ""))
    .join("")
    .slice(0, 3);
}

export function mannerLabel(manner: KnowledgeOffer["manner"]): string {
  return MANNERS.find((m) => m.id === manner)?.label ?? manner;
}

/** "Joe — Club: Dominance (2 KP) — struck a hit against Bandit 2, who wielded it". */
export function offerText(offer: KnowledgeOffer): string {
  return `${offer.name} — ${offer.targetName}: ${mannerLabel(offer.manner)} (${offer.points} KP) — ${offer.because}`;
}

/** Whether the engine deals this combatant's cards (a tracked deck). */
export const dealtByEngine = (c: Combatant) => c.deck !== null;

/** The id of the acting combatant, during a turn. */
export function actorOf(state: BattleState): number | null {
  return state.phase.phase === "turn" ? state.phase.actor : null;
}
