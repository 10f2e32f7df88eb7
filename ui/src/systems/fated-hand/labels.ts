// The Fated Hand vocabulary as the sheet prints it. Words and groupings only; every number the GM
// sees comes from the engine.

import { signed } from "../../format";
import type {
  ArmKind,
  ArmTrait,
  Attribute,
  ClassDef,
  MagicType,
  Manner,
  Season,
  Skill,
  StatMods,
  Suit,
  TalentDef,
  TalentRestriction,
} from "../../bindings";

export const ATTRIBUTES: readonly Attribute[] = ["brawn", "sleight", "mind"];
export const ATTRIBUTE_LABEL: Record<Attribute, string> = { brawn: "Brawn", sleight: "Sleight", mind: "Mind" };

/** The skills under each attribute ("Character Attributes and Skills"). */
export const SKILLS_BY_ATTRIBUTE: Record<Attribute, readonly Skill[]> = {
  brawn: ["intimidation", "toughness", "athletics"],
  sleight: ["acrobatics", "trickery", "handiwork"],
  mind: ["investigation", "knowledge", "rhetoric"],
};
export const SKILLS: readonly Skill[] = ATTRIBUTES.flatMap((attribute) => SKILLS_BY_ATTRIBUTE[attribute]);
export const SKILL_LABEL: Record<Skill, string> = {
  intimidation: "Intimidation",
  toughness: "Toughness",
  athletics: "Athletics",
  acrobatics: "Acrobatics",
  trickery: "Trickery",
  handiwork: "Handiwork",
  investigation: "Investigation",
  knowledge: "Knowledge",
  rhetoric: "Rhetoric",
};
export const attributeOf = (skill: Skill): Attribute =>
  ATTRIBUTES.find((attribute) => SKILLS_BY_ATTRIBUTE[attribute].includes(skill)) ?? "brawn";

/** What each attribute is the base of ("Combat Statistics"). */
export const ATTRIBUTE_FEEDS: Record<Attribute, string> = {
  brawn: "Defense, and Intimidation, Toughness and Athletics checks",
  sleight: "Strike, and Acrobatics, Trickery and Handiwork checks",
  mind: "Speed, and Investigation, Knowledge and Rhetoric checks",
};

/** Birth seasons with the Star Suit each gives ("Star Suit"); the sheet shows the engine's. */
export const SEASONS: readonly { id: Season; label: string; suit: Suit }[] = [
  { id: "spring", label: "Spring", suit: "clubs" },
  { id: "summer", label: "Summer", suit: "hearts" },
  { id: "autumn", label: "Autumn", suit: "spades" },
  { id: "winter", label: "Winter", suit: "diamonds" },
];

/** Manners of learning with the Knowledge Points the rulebook lists ("Learning New Proficiencies"). */
export const MANNERS: readonly { id: Manner; label: string; points: number; hint: string }[] = [
  { id: "live_opposition", label: "Live Opposition", points: 1, hint: "Engaged for a turn against someone using it" },
  { id: "first_hand_experience", label: "First-Hand Experience", points: 1, hint: "Used it, or cast the spell" },
  { id: "demonstration", label: "Demonstration", points: 1, hint: "Read about it or watched it shown" },
  { id: "plagiarism", label: "Plaigarism", points: 1, hint: "Watched the spell cast, or studied what a caster left" },
  { id: "dominance", label: "Dominance", points: 2, hint: "Struck a Hit against someone using it" },
  { id: "sparring", label: "Sparring", points: 2, hint: "Trained with a proficient partner" },
  { id: "education", label: "Education", points: 4, hint: "Trained at length with a master" },
];

export const MAGIC_TYPES: readonly { id: MagicType; label: string }[] = [
  { id: "spell", label: "Spells" },
  { id: "hex", label: "Hexes" },
  { id: "miracle", label: "Miracles" },
];

export const ARM_KINDS: readonly { id: ArmKind; label: string }[] = [
  { id: "weapon", label: "Weapons" },
  { id: "shield", label: "Shields" },
  { id: "catalyst", label: "Catalysts" },
  { id: "armor", label: "Armor" },
];

export const TRAIT_LABEL: Record<ArmTrait, string> = {
  simple: "Simple",
  light: "Light",
  medium: "Medium",
  heavy: "Heavy",
  great: "Great",
  ranged: "Ranged",
  finesse: "Finesse",
  thrown: "Thrown",
  arcane: "Arcane",
  dark: "Dark",
  holy: "Holy",
};

export const tierLabel = (tier: number) => (tier === 0 ? "Novice" : `Tier ${tier}`);
export { signed };

const MOD_LABELS: [keyof StatMods, string][] = [
  ["strike", "Strike"],
  ["defense", "Defense"],
  ["speed", "Speed"],
  ["magicStrike", "Magic Strike"],
];

/** "+1 Strike, −1 Speed"; empty when every modifier is 0. */
export function modsText(mods: StatMods | undefined): string {
  return MOD_LABELS.filter(([key]) => (mods?.[key] ?? 0) !== 0)
    .map(([key, label]) => `${signed(mods?.[key] ?? 0)} ${label}`)
    .join(", ");
}

/** Who may take a talent, in words. */
export function restrictionText(restriction: TalentRestriction, className: (id: string) => string): string | null {
  if (restriction === "any") return null;
  if (restriction === "non_magical") return "Only for classes without magic";
  if ("only_classes" in restriction) return `Only for ${restriction.only_classes.map(className).join(", ")}`;
  return `Not for ${restriction.not_classes.map(className).join(", ")}`;
}

/**
 * Why `talent` is closed to `cls`, read from the talent's printed restriction, or null when it is
 * open. A hint for the picker; the engine checks the choice again.
 */
export function talentClosedReason(talent: TalentDef, cls: ClassDef | undefined, className: (id: string) => string): string | null {
  if (!cls) return null;
  const r = talent.restriction;
  const open =
    r === "any" ||
    (r === "non_magical" && !cls.magical) ||
    (typeof r === "object" && "only_classes" in r && r.only_classes.includes(cls.id)) ||
    (typeof r === "object" && "not_classes" in r && !r.not_classes.includes(cls.id));
  return open ? null : `${restrictionText(r, className)}; not for a ${cls.name}.`;
}
