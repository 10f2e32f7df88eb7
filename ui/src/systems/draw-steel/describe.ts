// Abilities in words, the way a stat block prints them: "Melee 1", "6 + M damage; slowed (save
// ends) if A < 2". Display only: nothing here decides what an effect does.

import type { Ability, Characteristic, Distance, Effect, Targets, TierOutcome } from "../../bindings";
import { CHARACTERISTIC_LETTER, CONDITION_LABEL, DURATION_LABEL, FORCED_LABEL, signedScore } from "./labels";

/** "Melee 1", "3 cube within 10", "Self". */
export function distanceText(distance: Distance): string {
  switch (distance.kind) {
    case "self_only":
      return "Self";
    case "melee":
      return `Melee ${distance.reach}`;
    case "ranged":
      return `Ranged ${distance.range}`;
    case "melee_or_ranged":
      return `Melee ${distance.reach} or ranged ${distance.range}`;
    case "aura":
      return `${distance.radius} aura`;
    case "burst":
      return `${distance.radius} burst`;
    case "cube":
      return `${distance.side} cube within ${distance.within}`;
    case "line":
      return `${distance.length} × ${distance.width} line within ${distance.within}`;
    case "wall":
      return `${distance.squares} wall within ${distance.within}`;
  }
}

const TARGET_NOUNS: Record<Exclude<Targets["kind"], "self_only">, [string, string]> = {
  creatures: ["creature", "creatures"],
  enemies: ["enemy", "enemies"],
  allies: ["ally", "allies"],
  self_and_allies: ["ally", "allies"],
  creatures_or_objects: ["creature or object", "creatures or objects"],
};

/** "1 enemy", "each creature", "self and 2 allies". */
export function targetsText(targets: Targets): string {
  if (targets.kind === "self_only") return "Self";
  const [one, many] = TARGET_NOUNS[targets.kind];
  const who = targets.count == null ? `each ${one}` : targets.count === 1 ? `1 ${one}` : `${targets.count} ${many}`;
  return targets.kind === "self_and_allies" ? `self and ${who}` : who;
}

/** "M", "M/A": the characteristic a damage's "+ characteristic" reads. */
function rolledLetters(roll: readonly Characteristic[]): string {
  return roll.length === 0 ? "characteristic" : roll.map((c) => CHARACTERISTIC_LETTER[c]).join("/");
}

/** One effect in words: "6 + M fire damage", "slowed (save ends) if A < 2", "push 3". */
export function effectText(effect: Effect, roll: readonly Characteristic[] = []): string {
  switch (effect.kind) {
    case "damage": {
      const type = effect.damageType ? ` ${effect.damageType}` : "";
      if (effect.addCharacteristic) {
        const letters = rolledLetters(roll);
        return effect.amount === 0 ? `${letters}${type} damage` : `${effect.amount} + ${letters}${type} damage`;
      }
      return `${effect.amount}${type} damage`;
    }
    case "condition": {
      const text = `${CONDITION_LABEL[effect.condition].toLowerCase()} (${DURATION_LABEL[effect.duration]})`;
      const potency = effect.potency;
      return potency ? `${text} if ${CHARACTERISTIC_LETTER[potency.characteristic]} < ${signedScore(potency.value).replace(/^\+/, "")}` : text;
    }
    case "forced_move":
      return `${effect.vertical ? "vertical " : ""}${FORCED_LABEL[effect.movement].toLowerCase()} ${effect.distance}`;
    case "gain_surges":
      return `gain ${effect.count} ${effect.count === 1 ? "surge" : "surges"}`;
    case "text":
      return effect.text.trim() === "" ? "(no text yet)" : effect.text.trim();
  }
}

/** A tier's effects in one line; "No effect" when it has none. */
export function tierText(tier: TierOutcome | undefined, roll: readonly Characteristic[]): string {
  const effects = tier?.effects ?? [];
  if (effects.length === 0) return "No effect";
  return effects.map((effect) => effectText(effect, roll)).join("; ");
}

/** "Melee 1 · 1 enemy"; an ability on its user alone is just "Self". */
export function reachText(ability: Ability): string {
  if (ability.distance.kind === "self_only" && ability.targets.kind === "self_only") return "Self";
  return `${distanceText(ability.distance)} · ${targetsText(ability.targets)}`;
}

/** The roll line of an ability: "Power roll + Might or Agility", or null when it does not roll. */
export function rollText(ability: Ability): string | null {
  const roll = ability.roll ?? [];
  if (roll.length === 0) return null;
  const names = roll.map((c) => c.charAt(0).toUpperCase() + c.slice(1));
  return `Power roll + ${names.join(" or ")}`;
}
