// Starting points for the editors: a new piece of each kind, a new effect of each kind, the
// numbers a distance kind carries. Form defaults only; the engine judges what the GM makes of them.

import type { Ability, Characteristics, ContentKind, Distance, DrawSteelContent, Effect, TierOutcome } from "../../bindings";
import type { DistanceKind, EffectKind } from "./labels";

export const ZERO_CHARACTERISTICS: Characteristics = { might: 0, agility: 0, reason: 0, intuition: 0, presence: 0 };

export function blankTiers(): TierOutcome[] {
  return [{ effects: [] }, { effects: [] }, { effects: [] }];
}

/** A melee strike against one creature, rolling nothing yet. */
export function blankAbility(name = ""): Ability {
  return {
    name,
    keywords: ["melee", "strike"],
    tags: [],
    action: "main_action",
    distance: { kind: "melee", reach: 1 },
    targets: { kind: "creatures", count: 1 },
    roll: [],
    tiers: [],
    effects: [],
    cost: 0,
    trigger: null,
    notes: "",
  };
}

export function blankContent(kind: ContentKind): DrawSteelContent {
  switch (kind) {
    case "ability":
      return { kind, data: blankAbility() };
    case "monster":
      return {
        kind,
        data: {
          name: "",
          level: 1,
          role: "",
          organization: "",
          encounterValue: 0,
          stamina: 10,
          speed: 5,
          size: "1M",
          stability: 0,
          freeStrike: 2,
          characteristics: { ...ZERO_CHARACTERISTICS },
          immunities: [],
          weaknesses: [],
          abilities: [],
          notes: "",
        },
      };
    case "ancestry":
      return { kind, data: { name: "", size: "1M", speed: 5, stability: 0, notes: "" } };
    case "class":
      return {
        kind,
        data: {
          name: "",
          startingStamina: 18,
          staminaPerLevel: 6,
          recoveries: 8,
          heroicResource: "",
          primary: [],
          abilities: [],
          notes: "",
        },
      };
    case "kit":
      return {
        kind,
        data: { name: "", stamina: 0, speed: 0, stability: 0, freeStrike: 2, damageBonus: [0, 0, 0], abilities: [], notes: "" },
      };
  }
}

export function blankEffect(kind: EffectKind): Effect {
  switch (kind) {
    case "damage":
      return { kind, amount: 2, addCharacteristic: true, damageType: null };
    case "condition":
      return { kind, condition: "slowed", duration: "end_of_turn", potency: null };
    case "forced_move":
      return { kind, movement: "push", distance: 1, vertical: false };
    case "gain_surges":
      return { kind, count: 1 };
    case "text":
      return { kind, text: "" };
  }
}

/** A distance of `kind`, keeping the numbers of `from` where the two kinds share them. */
export function switchDistance(from: Distance, kind: DistanceKind): Distance {
  const old = from as Record<string, unknown>;
  const num = (key: string, fallback: number) => (typeof old[key] === "number" ? (old[key] as number) : fallback);
  switch (kind) {
    case "self_only":
      return { kind };
    case "melee":
      return { kind, reach: num("reach", 1) };
    case "ranged":
      return { kind, range: num("range", 5) };
    case "melee_or_ranged":
      return { kind, reach: num("reach", 1), range: num("range", 5) };
    case "aura":
      return { kind, radius: num("radius", 1) };
    case "burst":
      return { kind, radius: num("radius", 1) };
    case "cube":
      return { kind, side: num("side", 3), within: num("within", 10) };
    case "line":
      return { kind, length: num("length", 5), width: num("width", 1), within: num("within", 1) };
    case "wall":
      return { kind, squares: num("squares", 5), within: num("within", 10) };
  }
}
