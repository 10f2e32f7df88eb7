// ClockWork's names as the book prints them, for display; the engine decides every number.

import type {
  CharacterCreation,
  CharacterView,
  ClockworkAttribute,
  ClockworkDamageType,
  ClockworkSize,
  ClockworkSkill,
  ClockworkView,
  NewClockwork,
} from "../../bindings";

export const SKILLS: readonly ClockworkSkill[] = [
  "accuracy",
  "agility",
  "strength",
  "stamina",
  "celestial",
  "elemental",
  "soul",
  "spellcraft",
  "intuition",
  "ingenuity",
  "knowledge",
  "perception",
  "creativity",
  "charisma",
  "manipulation",
  "will",
];

export const SKILL_LABEL: Record<ClockworkSkill, string> = {
  accuracy: "Accuracy",
  agility: "Agility",
  strength: "Strength",
  stamina: "Stamina",
  celestial: "Celestial",
  elemental: "Elemental",
  soul: "Soul",
  spellcraft: "Spellcraft",
  intuition: "Intuition",
  ingenuity: "Ingenuity",
  knowledge: "Knowledge",
  perception: "Perception",
  creativity: "Creativity",
  charisma: "Charisma",
  manipulation: "Manipulation",
  will: "Will",
};

export const ATTRIBUTE_LABEL: Record<ClockworkAttribute, string> = {
  body: "Body",
  magic: "Magic",
  mind: "Mind",
  spirit: "Spirit",
};

export const DAMAGE_TYPES: readonly ClockworkDamageType[] = ["ballistic", "blunt", "energy", "piercing", "slashing", "explosive"];

export const DAMAGE_LABEL: Record<ClockworkDamageType, string> = {
  ballistic: "Ballistic",
  blunt: "Blunt",
  energy: "Energy",
  piercing: "Piercing",
  slashing: "Slashing",
  explosive: "Explosive",
};

export const SIZE_LABEL: Record<ClockworkSize, string> = {
  tiny: "Tiny",
  small: "Small",
  medium: "Medium",
  large: "Large",
  huge: "Huge",
};

/** The ranks a skill may hold, worst first. */
export const RANKS: readonly number[] = [12, 11, 10, 9, 8, 7, 6, 5, 4];

/** The character's ClockWork part, or null when it has none (another system's). */
export function clockworkOf(character: CharacterView): ClockworkView | null {
  return character.sheet?.system === "clockwork" ? character.sheet : null;
}

/** A creation as the boundary carries it. */
export function taggedCreation(creation: NewClockwork): CharacterCreation {
  return { system: "clockwork", ...creation };
}
