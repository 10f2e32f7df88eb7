// Draw Steel combat vocabulary as the GM screen prints it. Words only: the engine decides every
// number, and these functions never compute a rule (they read what the content and state say).

import type {
  Ability,
  ActionType,
  Characteristic,
  CombatState,
  Combatant,
  ConditionKind,
  Distance,
  Duration,
  Effect,
  Fate,
  Outcome,
  Phase,
  Pos,
  Side,
  Targets,
  Terrain,
  TestDifficulty,
  TokenUse,
} from "./types";
import { effectText } from "../describe";

// One wording of reach and targets for the library and the GM screen.
export { distanceText, targetsText } from "../describe";

export const SIDE_LABEL: Record<Side, string> = { heroes: "Heroes", foes: "Foes" };
export const SIDES: readonly Side[] = ["heroes", "foes"];

export const OUTCOME_LABEL: Record<Outcome, string> = {
  heroes_won: "The heroes won",
  heroes_lost: "The heroes lost",
  declared: "Ended by the GM",
};
export const OUTCOMES: readonly Outcome[] = ["heroes_won", "heroes_lost", "declared"];

export const FATE_LABEL: Record<Fate, string> = { standing: "Standing", dying: "Dying", dead: "Dead", unconscious: "Unconscious" };

export const CONDITION_LABEL: Record<ConditionKind, string> = {
  bleeding: "Bleeding",
  dazed: "Dazed",
  frightened: "Frightened",
  grabbed: "Grabbed",
  prone: "Prone",
  restrained: "Restrained",
  slowed: "Slowed",
  taunted: "Taunted",
  weakened: "Weakened",
};
export const CONDITIONS = Object.keys(CONDITION_LABEL) as ConditionKind[];

export const DURATION_LABEL: Record<Duration, string> = {
  end_of_turn: "EoT",
  save_ends: "save ends",
  end_of_encounter: "until the encounter ends",
  until_removed: "until removed",
};
export const DURATIONS = Object.keys(DURATION_LABEL) as Duration[];

export const ACTION_LABEL: Record<ActionType, string> = {
  main_action: "Main action",
  maneuver: "Maneuver",
  move_action: "Move action",
  triggered: "Triggered action",
  free_triggered: "Free triggered action",
  free_maneuver: "Free maneuver",
  no_action: "No action",
};

export const CHARACTERISTIC_LABEL: Record<Characteristic, string> = {
  might: "Might",
  agility: "Agility",
  reason: "Reason",
  intuition: "Intuition",
  presence: "Presence",
};

export const TERRAIN_LABEL: Record<Terrain, string> = { open: "Open", wall: "Wall", difficult: "Difficult", concealing: "Concealing" };
export const TERRAINS: readonly Terrain[] = ["open", "wall", "difficult", "concealing"];

export const TOKEN_USE_LABEL: Record<TokenUse, string> = {
  surges: "Gain two surges",
  save: "Succeed on a saving throw",
  stamina: "Regain Stamina (recovery value)",
  reroll: "Reroll the hero's last test",
};

export const DIFFICULTY_LABEL: Record<TestDifficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };
export const DIFFICULTIES = Object.keys(DIFFICULTY_LABEL) as TestDifficulty[];

/** What a hero token costs for `use` under the combat's table rules. */
export function tokenCost(state: CombatState, use: TokenUse): number {
  switch (use) {
    case "surges":
      return state.rules.tokenCostSurges;
    case "save":
      return state.rules.tokenCostSave;
    case "stamina":
      return state.rules.tokenCostStamina;
    case "reroll":
      return state.rules.tokenCostReroll;
  }
}


/** The tier bands of a power roll, lowest first, as printed on an ability. */
export const TIER_BANDS = ["≤11", "12–16", "17+"] as const;

/** Whether an ability is used off-turn, when its trigger happens. */
export function isTriggered(action: ActionType): boolean {
  return action === "triggered" || action === "free_triggered";
}

/** Effects joined into one line, worded as the library words them ("6 + M damage"); "no effect"
 * for none. `roll` names the characteristics the ability rolls, which "+ characteristic" reads. */
export function effectsText(effects: readonly Effect[], roll: readonly Characteristic[] = []): string {
  return effects.length === 0 ? "no effect" : effects.map((effect) => effectText(effect, roll)).join("; ");
}

/** "Might or Agility" for the characteristics a power roll may use. */
export function rollText(ability: Ability): string {
  const roll = ability.roll ?? [];
  if (roll.length === 0) return "";
  const names = roll.map((c) => CHARACTERISTIC_LABEL[c]);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** A creature's name by id, or "#id" when the id is unknown. */
export function nameOf(state: CombatState, id: number | null | undefined): string {
  if (id === null || id === undefined) return "—";
  return state.combatants[id]?.name ?? `#${id}`;
}

/** Up to two letters for a map token: "Mire Gnawer 2" → "M2". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words.at(-1) ?? "";
  if (words.length > 1 && /^\d+$/.test(last)) return `${words[0]![0]!.toUpperCase()}${last}`;
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

/** How many squares across a creature's space is: size "2" is 2, sizes "1T" to "1L" are 1. */
export function squaresAcross(size: string): number {
  const n = Number.parseInt(size, 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

/** "(3, 4)". */
export function posText(pos: Pos): string {
  return `(${pos.x}, ${pos.y})`;
}

/** Whose pick it is, as the header says it. */
export function phaseText(phase: Phase): string {
  switch (phase.kind) {
    case "opening":
      return "Who acts first?";
    case "round":
      return `${SIDE_LABEL[phase.next]}' pick`;
    case "ended":
      return OUTCOME_LABEL[phase.outcome];
  }
}

/** Whether a combatant is out of the fight for the map and the cards. */
export function isDown(c: Combatant): boolean {
  return c.fate === "dead" || c.fate === "unconscious";
}
