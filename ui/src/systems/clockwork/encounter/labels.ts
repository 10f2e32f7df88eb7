// Words the ClockWork combat screens show: sides, fates, paces, reactions, cover, and what each
// command does in a sentence.

import type { CalledShot, Combatant, Command, CombatPreview, CombatState, Cover, Fate, Pace, Phase, Reaction, Square, Trigger } from "./types";

/** 0 the party, 1 their foes (the engine allows no other side in a planned fight). */
export const SIDE_LABEL: Record<number, string> = { 0: "Party", 1: "Foes" };

export function sideLabel(side: number): string {
  return SIDE_LABEL[side] ?? `Side ${side}`;
}

export function fateLabel(fate: Fate): string {
  switch (fate.fate) {
    case "fighting":
      return "Fighting";
    case "dying":
      return `Dying (death roll of ${fate.pool} ${fate.pool === 1 ? "die" : "dice"})`;
    case "stabilized":
      return "Stabilized";
    case "dead":
      return "Dead";
  }
}

export const PACE_LABEL: Record<Pace, string> = {
  step: "Step (1 space, 1 counter)",
  walk: "Walk (half the run speed, 2 counters)",
  run: "Run (the run speed, 2 counters)",
};

export const REACTION_LABEL: Record<Reaction, string> = {
  none: "No dodge or block",
  dodge: "The target dodges (1 reserved counter)",
  block: "The target blocks (1 reserved counter, a shield drawn)",
};

export const COVER_LABEL: Record<Cover, string> = {
  quarter: "25% cover (+1)",
  half: "50% cover (+3)",
  three_quarters: "75% cover (+5)",
};

/** Each area a called shot aims at, with what it costs and what it does («Called Shots»). */
export const CALLED_SHOT_LABEL: Record<CalledShot, string> = {
  head: "Head / weak point (+2 defense; 11s and 12s deal critical damage)",
  arm: "Arm (+2 defense; the arm is useless until a Flat 7)",
  leg: "Leg (+2 defense; no running until a Flat 7)",
};

/** What sets off a prepared attack: its target attempting an action («Prepared Actions»). */
export const TRIGGER_LABEL: Record<Trigger, string> = {
  moves: "moves",
  attacks: "attacks",
};

/** "1 point of luck", "no luck". */
export function luckText(points: number): string {
  if (points === 0) return "no luck";
  return `${points} ${points === 1 ? "point" : "points"} of luck`;
}

export function nameOf(state: CombatState, id: number): string {
  return state.combatants[id]?.fighter.name ?? `Combatant ${id + 1}`;
}

export function squareText(square: Square): string {
  return `(${square.x}, ${square.y})`;
}

/** The first letters of a name, for a token on the map. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export function isDown(c: Combatant): boolean {
  return c.fate.fate !== "fighting";
}

export function phaseText(state: CombatState): string {
  const phase: Phase = state.phase;
  switch (phase.phase) {
    case "initiative":
      return "Everyone rolls initiative";
    case "round": {
      const actor = state.order[phase.turn];
      return actor === undefined ? "" : `${nameOf(state, actor)}'s turn`;
    }
    case "ended":
      return phase.winner === null ? "Over: nobody is left fighting" : `Over: the ${sideLabel(phase.winner).toLowerCase()} carried it`;
  }
}

const DIRECTIONS: Record<string, string> = { "0,-1": "north", "1,0": "east", "0,1": "south", "-1,0": "west" };

/** What an offered or withheld command would do, in a few words. */
export function commandText(state: CombatState, command: Command): string {
  const actor = state.phase.phase === "round" ? state.order[state.phase.turn] : undefined;
  switch (command.kind) {
    case "roll_initiative":
      return "Roll initiative";
    case "move": {
      const at = actor !== undefined ? state.combatants[actor]?.fighter.at : undefined;
      const first = command.path[0];
      if (command.path.length === 1 && at && first) {
        const way = DIRECTIONS[`${first.x - at.x},${first.y - at.y}`];
        if (way) return `Step ${way} to ${squareText(first)}`;
      }
      const last = command.path.at(-1);
      return last ? `Move to ${squareText(last)}` : "Move";
    }
    case "attack": {
      const weapon = actor !== undefined ? state.combatants[actor]?.fighter.weapons[command.weapon]?.name : undefined;
      return `Attack ${nameOf(state, command.target)}${weapon ? ` with the ${weapon}` : ""}`;
    }
    case "area_attack": {
      const weapon = actor !== undefined ? state.combatants[actor]?.fighter.weapons[command.weapon]?.name : undefined;
      const aim = command.aim.kind === "at" ? `at (${command.aim.centre.x}, ${command.aim.centre.y})` : `toward the ${command.aim.direction.replace(/_/g, "-")}`;
      return `Throw ${weapon ? `the ${weapon} ` : ""}${aim}`;
    }
    case "stabilize":
      return `Stabilize ${nameOf(state, command.target)}`;
    case "pass":
      return "Pass (keep the counters left for dodge and block)";
    case "death_roll":
      return "Throw the death roll";
    case "end_combat":
      return "End the combat";
    case "prepare": {
      const weapon = actor !== undefined ? state.combatants[actor]?.fighter.weapons[command.attack.weapon]?.name : undefined;
      const when = command.trigger === "moves" ? "moves" : "attacks";
      return `Prepare an attack on ${nameOf(state, command.attack.target)}${weapon ? ` with the ${weapon}` : ""} for when it ${when}`;
    }
    case "hide":
      return command.observers.length === 0 ? "Hide" : `Hide from ${command.observers.map((o) => nameOf(state, o)).join(", ")}`;
  }
}

/** Dice typed from the table ("12 3 5" or "12, 3, 5"): the values, or null when one is not a d12 face. Empty: none entered. */
export function parseDice(text: string): number[] | null | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const values = trimmed.split(/[\s,]+/).map(Number);
  return values.every((v) => Number.isInteger(v) && v >= 1 && v <= 12) ? values : null;
}

/** An attack's odds as the engine previews them: "2 spaces · 9 dice against defense 3 · 92% to hit". */
export function oddsText(preview: CombatPreview): string {
  const spaces = preview.distance === 1 ? "space" : "spaces";
  return `${preview.distance} ${spaces} · ${preview.pool} dice against defense ${preview.defense} · ${Math.round(preview.hitChance * 100)}% to hit`;
}
