// A Game of Bastards' names as the book prints them, for display; the engine decides every number.

import type { BastardsSkill, BastardsSkillKind, BastardsTrait, BastardsView, CharacterCreation, CharacterView, FatedBuild, Suit } from "../../bindings";

export const TRAITS: readonly BastardsTrait[] = ["body", "spirit", "mind", "luck"];

export const TRAIT_LABEL: Record<BastardsTrait, string> = {
  body: "Body",
  spirit: "Spirit",
  mind: "Mind",
  luck: "Luck",
};

export const SUIT_LABEL: Record<Suit, string> = {
  clubs: "Clubs",
  spades: "Spades",
  hearts: "Hearts",
  diamonds: "Diamonds",
};

export const SKILL_KIND_LABEL: Record<BastardsSkillKind, string> = {
  athletics: "Athletics",
  weapon_combat: "Weapon Combat",
  stealth: "Stealth",
  technology: "Technology",
  academics: "Academics",
  influence: "Influence",
  craft: "Craft",
  business: "Business",
  perception: "Perception",
  meditation: "Meditation",
  medicine: "Medicine",
  guts: "Guts",
};

/** A skill as the sheet names it: "Sword Combat", "Craft(Theatre)", "Guts". */
export function skillName(skill: BastardsSkill): string {
  const subject = skill.subject?.trim();
  if (skill.kind === "weapon_combat") return subject ? `${subject} Combat` : "Weapon Combat";
  if (skill.kind === "craft") return subject ? `Craft(${subject})` : "Craft";
  return SKILL_KIND_LABEL[skill.kind];
}

/** A stable key for a skill (kind and subject). */
export const skillKey = (skill: BastardsSkill) => `${skill.kind}:${skill.subject?.trim().toLowerCase() ?? ""}`;

/** The character's Game of Bastards part, or null when it has none (another system's). */
export function bastardsOf(character: CharacterView): BastardsView | null {
  return character.sheet?.system === "game_of_bastards" ? character.sheet : null;
}

/** A creation as the boundary carries it. */
export function taggedCreation(build: FatedBuild): CharacterCreation {
  return { system: "game_of_bastards", build };
}
