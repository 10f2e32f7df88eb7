// Just enough Fated Hand for the fake backend to answer like the engine in the cases the tests
// play: creation checks, advancement and promotion checks, Knowledge Points and a sheet whose
// numbers explain themselves. A test double, not a second engine: the real rules live in Rust.

import type {
  Advancement,
  ArmDef,
  ArmLine,
  Attribute,
  Card,
  Citation,
  ClassDef,
  Content,
  Explained,
  Gear,
  KnowledgeTarget,
  Manner,
  NewBuild,
  Season,
  Sheet,
  Skill,
  Suit,
  Term,
} from "../bindings";
import { ARMS, CLASSES, PERKS, SPELLS, TALENTS } from "./fated-hand-content";
import { fail, failRule } from "./fake-errors";

export const CONTENT: Content = { classes: CLASSES, perks: PERKS, talents: TALENTS, arms: ARMS, spells: SPELLS, summons: [] };

/** A build after some ledger entries. */
export type FhState = {
  build: NewBuild;
  level: number;
  classes: string[];
  perks: { id: string; level: number; classPerk: boolean }[];
  talents: string[];
  storySpells: string[];
  knowledge: { target: KnowledgeTarget; points: number }[];
};

/** The table-rule options the fake honours. */
export type FakeRules = { classPerk: string; novicePerks: string };

const cite = (section: string): Citation => ({ system: "fated_hand", section });
const term = (label: string, value: number, section: string): Term => ({ label, value, rule: cite(section) });
const sum = (section: string, terms: Term[], notes: string[] = []): Explained => ({
  value: terms.reduce((total, t) => total + t.value, 0),
  terms,
  rule: cite(section),
  notes,
});

export const SKILL_ATTRIBUTE: Record<Skill, Attribute> = {
  intimidation: "brawn",
  toughness: "brawn",
  athletics: "brawn",
  acrobatics: "sleight",
  trickery: "sleight",
  handiwork: "sleight",
  investigation: "mind",
  knowledge: "mind",
  rhetoric: "mind",
};
const SEASON_SUIT: Record<Season, Suit> = { spring: "clubs", summer: "hearts", autumn: "spades", winter: "diamonds" };
const MANNER_POINTS: Record<Manner, number> = {
  live_opposition: 1,
  first_hand_experience: 1,
  demonstration: 1,
  plagiarism: 1,
  dominance: 2,
  sparring: 2,
  education: 4,
};
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const classDef = (id: string): ClassDef => CONTENT.classes.find((c) => c.id === id) ?? fail("notFound", `There is no class "${id}".`);
const armDef = (id: string): ArmDef | undefined => CONTENT.arms.find((a) => a.id === id);
const perkDef = (id: string) => CONTENT.perks.find((p) => p.id === id);
const talentDef = (id: string) => CONTENT.talents.find((t) => t.id === id);

function talentAllows(talentId: string, cls: ClassDef): boolean {
  const restriction = talentDef(talentId)?.restriction ?? "any";
  if (restriction === "any") return true;
  if (restriction === "non_magical") return !cls.magical;
  if ("only_classes" in restriction) return restriction.only_classes.includes(cls.id);
  return !restriction.not_classes.includes(cls.id);
}

export function create(build: NewBuild): FhState {
  const scores = [build.attributes.brawn, build.attributes.sleight, build.attributes.mind].sort().join();
  if (scores !== "0,1,1") failRule("Character Creation", "Set two Attributes to 1 and the third to 0.");
  if (new Set(build.skillProficiencies).size !== 2 || build.skillProficiencies.length !== 2) {
    failRule("Character Creation", "Choose exactly two different skill proficiencies.");
  }
  const arm = armDef(build.armProficiency);
  if (!arm || arm.kind !== "weapon" || !arm.traits?.includes("simple")) {
    failRule("Character Creation", `The starting proficiency must be a Simple arm; ${arm?.name ?? build.armProficiency} is not Simple.`);
  }
  if (!talentAllows(build.talent, classDef("novice"))) failRule("Talents", `${talentDef(build.talent)?.name} cannot be taken by a Novice.`);
  return { build, level: 0, classes: ["novice"], perks: [], talents: [build.talent], storySpells: [], knowledge: [] };
}

const perkList = (cls: ClassDef, rules: FakeRules) => (cls.id === "novice" && rules.novicePerks === "none" ? [] : cls.perks);
const has = (state: FhState, perk: string) => state.perks.some((p) => p.id === perk);

export function mayPromote(state: FhState, rules: FakeRules): boolean {
  const list = perkList(classDef(state.classes.at(-1) ?? "novice"), rules);
  return 2 * list.filter((perk) => has(state, perk)).length >= list.length;
}

export function promotionTargets(state: FhState, rules: FakeRules): string[] {
  if (!mayPromote(state, rules)) return [];
  const targets = state.classes.flatMap((held) => classDef(held).promotions).filter((id) => !state.classes.includes(id));
  return [...new Set(targets)];
}

export function eligiblePerks(state: FhState, rules: FakeRules): string[] {
  const perks = state.classes.flatMap((held) => perkList(classDef(held), rules)).filter((perk) => !has(state, perk));
  return [...new Set(perks)];
}

export function advance(state: FhState, input: Omit<Advancement, "id" | "reason">, rules: FakeRules): FhState {
  const next: FhState = { ...state, level: state.level + 1, classes: [...state.classes], perks: [...state.perks], talents: [...state.talents], storySpells: [...state.storySpells] };
  const promotion = input.promotion;
  if (promotion) {
    if (!mayPromote(state, rules)) failRule("Advancement", "A character may promote once half or more of its Perk List is learned.");
    if (!promotionTargets(state, rules).includes(promotion.class)) failRule("Promotion", `${promotion.class} is not on a Promotion List held.`);
    const target = classDef(promotion.class);
    next.classes.push(target.id);
    if (promotion.classPerk) {
      if (!target.perks.includes(promotion.classPerk)) failRule("Promotion", `The Class Perk must come from the ${target.name}'s Perk List.`);
      next.perks.push({ id: promotion.classPerk, level: next.level, classPerk: true });
    } else if (rules.classPerk === "choose" && target.perks.some((perk) => !has(next, perk))) {
      failRule("Promotion", `Pick the Class Perk from the ${target.name}'s Perk List.`);
    }
    if (target.magical) {
      if ((promotion.storySpells ?? []).length !== target.tier + 1) {
        failRule("Promotion", `Promoting to ${target.name} (Tier ${target.tier}) teaches exactly ${target.tier + 1} different Story Spells.`);
      }
      next.storySpells.push(...(promotion.storySpells ?? []));
    } else {
      if (!promotion.talent) failRule("Promotion", `Promoting into ${target.name} (not magical) grants a Talent: choose one.`);
      if (!talentAllows(promotion.talent, target)) failRule("Talents", `${talentDef(promotion.talent)?.name} cannot be taken by a ${target.name}.`);
      next.talents.push(promotion.talent);
    }
  }
  const perk = perkDef(input.perk) ?? failRule("Advancement", `There is no perk "${input.perk}".`);
  if (!eligiblePerks(next, rules).includes(perk.id)) {
    failRule("Advancement", `${perk.name} is not on the Perk List of the current class or of any class held before.`);
  }
  if ((perk.choice === "magic_type") !== (input.magicType != null)) failRule("Advancement", `${perk.name} ${perk.choice ? "asks" : "does not ask"} for a magic type.`);
  next.perks.push({ id: perk.id, level: next.level, classPerk: false });
  return next;
}

export function award(state: FhState, target: KnowledgeTarget, manner: Manner, points: number | null | undefined): FhState {
  const gained = points ?? MANNER_POINTS[manner];
  if (gained < 1 || gained > 4) fail("invalidInput", "Knowledge Points awarded at once must be 1 to 4.", "points");
  const known = state.knowledge.find((k) => k.target.kind === target.kind && k.target.id === target.id);
  const knowledge = known
    ? state.knowledge.map((k) => (k === known ? { ...k, points: k.points + gained } : k))
    : [...state.knowledge, { target, points: gained }];
  return { ...state, knowledge };
}

const THRESHOLD = 4;
const proficientWith = (state: FhState, arm: string) =>
  state.build.armProficiency === arm || state.knowledge.some((k) => k.target.kind === "arm" && k.target.id === arm && k.points >= THRESHOLD);

function armLine(state: FhState, arm: ArmDef | undefined, cls: ClassDef): ArmLine {
  const proficient = arm ? proficientWith(state, arm.id) : false;
  const stat = (name: "strike" | "defense" | "speed", attribute: Attribute): Explained => {
    const terms = [term(capital(attribute), state.build.attributes[attribute], "Determining Combat Power")];
    const raw = arm?.mods?.[name] ?? 0;
    if (arm && raw !== 0) {
      const applied = proficient || raw < 0 ? raw : 0;
      terms.push(term(applied === raw ? arm.name : `${arm.name} (not proficient: bonus withheld)`, applied, "Proficiencies and Arms"));
    }
    const bonus = cls.bonuses?.[name] ?? 0;
    if (bonus !== 0) terms.push(term(`${cls.name} class bonus`, bonus, "Class List"));
    return sum("Determining Combat Power", terms);
  };
  const strike = stat("strike", "sleight");
  const speed = stat("speed", "mind");
  const magicTerms = strike.terms.filter((t) => t.rule.section !== "Proficiencies and Arms");
  if (cls.bonuses?.magicStrike) magicTerms.push(term(`${cls.name} Magic Strike bonus`, cls.bonuses.magicStrike, "Class List"));
  return {
    arm: arm?.id ?? null,
    name: arm?.name ?? "Empty hands",
    proficient,
    main: false,
    offhand: false,
    armedPerksUsable: !!arm?.traits?.some((t) => cls.classArms.includes(t)),
    strike,
    defense: stat("defense", "brawn"),
    speed,
    magicStrike: sum("Magic Strike", magicTerms, ["Table rule fated_hand.magic_strike: class and arm Magic Strike bonuses are added."]),
    movement: {
      value: Math.ceil(Math.max(speed.value, 0) / 2),
      terms: [term("Speed", speed.value, "Move")],
      rule: cite("Move"),
      notes: ["Half of Speed, rounded up, never below 0; in battle the round's stance and card count."],
    },
  };
}

export function sheet(state: FhState, gear: Gear, rules: FakeRules): Sheet {
  const cls = classDef(state.classes.at(-1) ?? "novice");
  const order = [gear.mainArm, gear.offhandArm, ...(gear.arms ?? [])].filter((id): id is string => !!id);
  const arms = [...new Set(order)].flatMap((id) => {
    const line = armLine(state, armDef(id), cls);
    return armDef(id) ? [{ ...line, main: gear.mainArm === id, offhand: gear.offhandArm === id }] : [];
  });
  if (!gear.mainArm) arms.unshift(armLine(state, undefined, cls));
  const mainUsable = arms[0]?.armedPerksUsable ?? false;
  return {
    level: state.level,
    class: { id: cls.id, name: cls.name, tier: cls.tier, magical: cls.magical, classArms: cls.classArms, bonuses: cls.bonuses ?? {}, notes: cls.notes ?? [] },
    classHistory: state.classes,
    starSuit: SEASON_SUIT[state.build.season],
    attributes: state.build.attributes,
    skills: (Object.keys(SKILL_ATTRIBUTE) as Skill[]).map((skill) => {
      const proficient = state.build.skillProficiencies.includes(skill);
      const attribute = SKILL_ATTRIBUTE[skill];
      const terms = [term(capital(attribute), state.build.attributes[attribute], "Skill Checks")];
      if (proficient) terms.push(term("Proficiency", 1, "Skill Checks"));
      return { skill, proficient, power: sum("Skill Checks", terms) };
    }),
    arms,
    hitPoints: sum("Hit Points", [term("Base Hit Points", 1, "Hit Points")]),
    handSize: sum("Cards", [term("Standard Hand Size", 4, "Cards")]),
    reagents: cls.reagents
      ? {
          handSize: sum("Reagents", [term(`${cls.name} Reagent Hand Size`, cls.reagents.handSize, "Class List")]),
          drawRate: cls.reagents.drawRate != null ? sum("Reagents", [term(`${cls.name} Reagent Hand Draw Rate`, cls.reagents.drawRate, "Class List")]) : null,
          holyMagic: !!cls.holyMagic,
        }
      : null,
    perks: state.perks.map((owned) => {
      const def = perkDef(owned.id);
      const armed = def?.armed ?? false;
      return { id: owned.id, name: def?.name ?? owned.id, exclusive: def?.exclusive ?? false, armed, usable: !armed || mainUsable, level: owned.level, classPerk: owned.classPerk, summary: def?.summary ?? "" };
    }),
    talents: state.talents,
    storySpells: state.storySpells,
    combatSpells: combatSpells(state, gear),
    knowledge: state.knowledge.map((k) => ({
      target: k.target,
      name: (k.target.kind === "arm" ? armDef(k.target.id)?.name : SPELLS.find((s) => s.id === k.target.id)?.name) ?? k.target.id,
      points: k.points,
      threshold: THRESHOLD,
      proficient: k.points >= THRESHOLD,
    })),
    mayPromote: mayPromote(state, rules),
    promotionTargets: promotionTargets(state, rules),
    eligiblePerks: eligiblePerks(state, rules),
  };
}

function combatSpells(state: FhState, gear: Gear): Sheet["combatSpells"] {
  const lines: Sheet["combatSpells"] = [];
  const add = (id: string, catalyst?: string) => {
    const spell = SPELLS.find((s) => s.id === id);
    if (!spell) return;
    let line = lines.find((l) => l.id === id);
    if (!line) {
      const known = state.knowledge.find((k) => k.target.kind === "spell" && k.target.id === id);
      line = { id, name: spell.name, cost: spell.costText ?? null, proficient: (known?.points ?? 0) >= THRESHOLD, grantedBy: [] };
      lines.push(line);
    }
    if (catalyst && !line.grantedBy.includes(catalyst)) line.grantedBy.push(catalyst);
  };
  for (const k of state.knowledge) if (k.target.kind === "spell" && k.points >= THRESHOLD) add(k.target.id);
  for (const equipped of [gear.mainArm, gear.offhandArm]) {
    const arm = equipped ? armDef(equipped) : undefined;
    for (const spell of arm?.spells ?? []) add(spell, arm?.name);
  }
  return lines;
}

const cardPower = (card: Card) => (card.rank <= 3 ? 0 : card.rank <= 6 ? 1 : card.rank <= 9 ? 2 : card.rank <= 12 ? 3 : 4);

/** Power for a check with a known card, as `resolve` computes it. */
export function checkPower(state: FhState, skill: Skill, card: Card, label: string, talent?: string | null): Explained {
  const attribute = SKILL_ATTRIBUTE[skill];
  const terms = [term(capital(attribute), state.build.attributes[attribute], "Skill Checks")];
  if (state.build.skillProficiencies.includes(skill)) terms.push(term(`Proficient in ${capital(skill)}`, 1, "Skill Checks"));
  terms.push(term(`Card ${label}`, cardPower(card), "Cards"));
  if (talent) {
    const def = talentDef(talent) ?? failRule("Talents", `There is no talent "${talent}".`);
    if (!state.talents.includes(talent)) failRule("Talents", `This character does not have the talent ${def.name}.`);
    const bonus = Math.max(0, ...(def.skillBonuses ?? []).map((b) => b.amount));
    if (bonus === 0) failRule("Talents", `${def.name} gives no bonus to Power.`);
    terms.push(term(def.name, bonus, "Talents"));
  }
  return sum("Skill Checks", terms);
}
