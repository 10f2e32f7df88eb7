// The Draw Steel hero, progress, starter-set and roll commands of the fake backend. They answer
// like `crates/api/src/draw_steel/{heroes,progress,starter,rolls}.rs` for what component tests
// need: builds checked against the fake content library, sheets with the api's arithmetic
// (rounding down), Victories, respites, Recoveries, levels on the default table, projects with
// breakthroughs, and power rolls from entered dice. A test double, not a second engine: the
// engine's own dice are always 5 and 6 here, and sheets carry one term per number.

import type { Backend } from "../backend";
import { BackendError } from "../backend";
import type {
  AssistGrant,
  CharacterKind,
  Citation,
  DieRoll,
  DrawSteelContent,
  DrawSteelHeroView,
  EdgeBaneNet,
  Explained,
  HeroBuild,
  HeroProgress,
  HeroSheet,
  PowerRoll,
  PowerRollInput,
  RespiteActivity,
  StarterSetAdded,
  SystemId,
  TestDifficulty,
  TestOutcome,
  Tier,
} from "../bindings";
import { fail } from "./fake-errors";

type HeroCommands = Pick<
  Backend,
  | "drawSteelBuildHero"
  | "drawSteelHero"
  | "drawSteelPreviewHero"
  | "drawSteelAwardVictories"
  | "drawSteelRespite"
  | "drawSteelSpendRecovery"
  | "drawSteelLevelUp"
  | "drawSteelAddProject"
  | "drawSteelProjectRoll"
  | "drawSteelRemoveProject"
  | "drawSteelAddStarterSet"
  | "drawSteelRollOdds"
  | "drawSteelPowerRoll"
  | "drawSteelAssist"
>;

/** What the hero fake needs from the rest of the fake backend. */
export type HeroHost = {
  campaign(): void;
  character(id: number): { id: number; name: string; kind: CharacterKind; system: SystemId; revision: number };
  /** Records an edit of the character (a new revision); gives the new revision. */
  touch(id: number): number;
  /** Whether a Draw Steel character of this name (any case) exists. */
  hasDrawSteelCharacter(name: string): boolean;
  /** Creates a Draw Steel player character; gives its id. */
  insertPc(name: string, tags: string[], notes: string): number;
  /** The fake content library. */
  library: Pick<Backend, "drawSteelGetContent" | "drawSteelListContent" | "drawSteelSaveContent">;
};

type Hero = { build: HeroBuild; progress: HeroProgress; respiteActivity: RespiteActivity | null };

const SYSTEM: SystemId = "draw_steel";
const cite = (section: string): Citation => ({ system: SYSTEM, section });
const LEVELS = [8, 18, 30, 44, 60, 78, 98, 120, 144];
const ENGINE_DICE: [number, number] = [5, 6];

function failRuleOn(section: string, message: string, field: string | null = null): never {
  throw new BackendError({ kind: "ruleViolation", message, field, rule: cite(section) });
}

function explained(value: number, label: string, section: string): Explained {
  return { value, terms: [{ label, value, rule: cite(section) }], rule: cite(section), notes: [] };
}

export function createDrawSteelHeroesFake(host: HeroHost): HeroCommands {
  /** Each hero's state by revision, so an undone edit shows the state before it. */
  const heroes = new Map<number, Map<number, Hero>>();

  const stored = (id: number): Hero | null => {
    const c = host.character(id);
    const byRevision = heroes.get(id);
    if (!byRevision) return null;
    const revisions = [...byRevision.keys()].filter((r) => r <= c.revision);
    return revisions.length === 0 ? null : structuredClone(byRevision.get(Math.max(...revisions))!);
  };
  const save = (id: number, hero: Hero) => {
    const revision = host.touch(id);
    const byRevision = heroes.get(id) ?? new Map<number, Hero>();
    for (const r of [...byRevision.keys()]) if (r >= revision) byRevision.delete(r);
    byRevision.set(revision, structuredClone(hero));
    heroes.set(id, byRevision);
  };
  const dsCharacter = (id: number) => {
    host.campaign();
    const c = host.character(id);
    if (c.system !== SYSTEM) fail("invalidInput", `${c.name} is a ${c.system} character, not Draw Steel.`, "characterId");
    return c;
  };
  const built = (id: number): Hero => {
    const c = dsCharacter(id);
    return stored(id) ?? fail("conflict", `${c.name} has no Draw Steel build yet; build the hero first.`);
  };

  const piece = async (id: number, field: string): Promise<DrawSteelContent> => {
    try {
      return (await host.library.drawSteelGetContent({ id })).content;
    } catch (error) {
      if (error instanceof BackendError && error.kind === "notFound") {
        fail("invalidInput", `There is no Draw Steel content with id ${id}.`, field);
      }
      throw error;
    }
  };
  const sheetOf = async (build: HeroBuild): Promise<HeroSheet> => {
    const ancestry = await piece(build.ancestryId, "build.ancestryId");
    if (ancestry.kind !== "ancestry") fail("invalidInput", `${ancestry.data.name} is not an ancestry.`, "build.ancestryId");
    const cls = await piece(build.classId, "build.classId");
    if (cls.kind !== "class") fail("invalidInput", `${cls.data.name} is not a class.`, "build.classId");
    let kit = null;
    if (build.kitId != null) {
      const k = await piece(build.kitId, "build.kitId");
      if (k.kind !== "kit") fail("invalidInput", `${k.data.name} is not a kit.`, "build.kitId");
      kit = k.data;
    }
    if (build.level < 1 || build.level > 10) {
      failRuleOn("Respite", `Level ${build.level} is out of range: a hero is level 1 to 10.`, "build.level");
    }
    for (const [name, score] of Object.entries(build.characteristics)) {
      if (score < -5 || score > 5) {
        failRuleOn("Characteristic", `${name} ${score} is out of range: a characteristic is −5 to +5.`, "build.characteristics");
      }
    }
    const a = ancestry.data;
    const c = cls.data;
    const maximum = c.startingStamina + c.staminaPerLevel * (build.level - 1) + (kit?.stamina ?? 0);
    return {
      level: build.level,
      ancestry: a.name,
      class: c.name,
      kit: kit?.name ?? null,
      characteristics: build.characteristics,
      skills: build.skills ?? [],
      size: a.size,
      staminaMaximum: explained(maximum, "Stamina maximum", "Stamina"),
      windedValue: explained(Math.floor(maximum / 2), `Half of the Stamina maximum ${maximum}`, "Winded"),
      recoveryValue: explained(Math.floor(maximum / 3), `One third of the Stamina maximum ${maximum}`, "Recovery Value"),
      recoveries: explained(c.recoveries, `${c.name} Recoveries`, "Recovery"),
      speed: explained(a.speed + (kit?.speed ?? 0), "Speed", "Movement"),
      stability: explained((a.stability ?? 0) + (kit?.stability ?? 0), "Stability", "Stability"),
      freeStrike: explained(kit?.freeStrike ?? 2, "Free strike", "Free Strike"),
      heroicResource: c.heroicResource,
      abilities: [
        ...(c.abilities ?? []).map((ability) => ({ source: "class" as const, ability })),
        ...(kit?.abilities ?? []).map((ability) => ({ source: "kit" as const, ability })),
        ...(build.abilities ?? []).map((ability) => ({ source: "own" as const, ability })),
      ],
    };
  };
  const view = async (id: number): Promise<DrawSteelHeroView> => {
    const hero = built(id);
    const c = host.character(id);
    const sheet = await sheetOf(hero.build);
    const max = sheet.staminaMaximum.value;
    const stamina = Math.min(hero.progress.stamina ?? max, max);
    const earnedLevel = 1 + LEVELS.filter((needed) => hero.progress.experience >= needed).length;
    return {
      characterId: id,
      name: c.name,
      kind: c.kind,
      revision: c.revision,
      canUndo: c.revision > 1,
      build: hero.build,
      sheet,
      progress: hero.progress,
      level: {
        level: hero.build.level,
        earnedLevel,
        readyToLevelUp: hero.build.level < earnedLevel,
        nextLevelAt: hero.build.level < 10 ? LEVELS[hero.build.level - 1]! : null,
      },
      stamina,
      winded: stamina <= sheet.windedValue.value,
      dying: stamina <= 0,
      recoveriesLeft: Math.max(sheet.recoveries.value - hero.progress.recoveriesUsed, 0),
      respiteActivity: hero.respiteActivity,
    };
  };
  const fresh = (): HeroProgress => ({ victories: 0, experience: 0, stamina: null, recoveriesUsed: 0, heroicResource: 0, projects: [] });

  return {
    drawSteelBuildHero: async ({ characterId, build }) => {
      dsCharacter(characterId);
      const sheet = await sheetOf(build);
      const hero = stored(characterId) ?? { build, progress: fresh(), respiteActivity: null };
      hero.build = build;
      if (hero.progress.stamina != null && hero.progress.stamina >= sheet.staminaMaximum.value) hero.progress.stamina = null;
      save(characterId, hero);
      return view(characterId);
    },
    drawSteelHero: async ({ characterId }) => view(characterId),
    drawSteelPreviewHero: async ({ build }) => {
      host.campaign();
      return sheetOf(build);
    },
    drawSteelAwardVictories: async ({ characterIds, victories }) => {
      if (characterIds.length === 0) fail("invalidInput", "Name at least one hero to award Victories to.", "characterIds");
      if (victories === 0) fail("invalidInput", "Award at least 1 Victory.", "victories");
      if (new Set(characterIds).size !== characterIds.length) fail("invalidInput", "Name each hero once.", "characterIds");
      const all = characterIds.map((id) => built(id));
      characterIds.forEach((id, i) => {
        const hero = all[i]!;
        hero.progress.victories += victories;
        save(id, hero);
      });
      return Promise.all(characterIds.map(view));
    },
    drawSteelRespite: async ({ characterId, completed, activity }) => {
      const hero = built(characterId);
      const before = await view(characterId);
      if (activity?.kind === "project_roll") {
        fail("invalidInput", "Make project rolls with draw_steel_project_roll during the respite; they become its activity.", "activity");
      }
      if (activity && hero.respiteActivity) {
        failRuleOn("Respite", "A respite allows one activity and this one already has its activity: take another respite for more.");
      }
      const done = activity ?? hero.respiteActivity;
      const gained = completed ? hero.progress.victories : 0;
      const outcome = {
        progress: hero.progress,
        completed,
        staminaRegained: completed ? before.sheet.staminaMaximum.value - before.stamina : 0,
        recoveriesRegained: completed ? hero.progress.recoveriesUsed : 0,
        experienceGained: explained(gained, `${hero.progress.victories} Victories × 1 Experience each`, "Respite"),
      };
      if (completed) {
        hero.progress = { ...hero.progress, victories: 0, experience: hero.progress.experience + gained, stamina: null, recoveriesUsed: 0 };
        if (done?.kind === "change_kit") hero.build = { ...hero.build, kitId: done.kitId };
      }
      outcome.progress = hero.progress;
      const changed = completed || hero.respiteActivity !== null;
      hero.respiteActivity = null;
      if (changed) save(characterId, hero);
      return { hero: await view(characterId), outcome, activity: done };
    },
    drawSteelSpendRecovery: async ({ characterId }) => {
      const hero = built(characterId);
      const before = await view(characterId);
      const max = before.sheet.staminaMaximum.value;
      if (before.recoveriesLeft === 0) failRuleOn("Recovery", "The hero has no Recoveries left: a respite restores them.");
      if (before.stamina >= max) failRuleOn("Recovery", `The hero is at full Stamina (${before.stamina} of ${max}).`);
      const after = Math.min(before.stamina + before.sheet.recoveryValue.value, max);
      hero.progress.stamina = after < max ? after : null;
      hero.progress.recoveriesUsed += 1;
      save(characterId, hero);
      return { hero: await view(characterId), regained: explained(after - before.stamina, "Recovery value", "Recovery") };
    },
    drawSteelLevelUp: async ({ characterId }) => {
      const hero = built(characterId);
      const before = await view(characterId);
      if (!before.level.readyToLevelUp) {
        failRuleOn("Respite", `${before.name} has ${hero.progress.experience} Experience; level ${hero.build.level + 1} needs ${before.level.nextLevelAt}.`);
      }
      hero.build.level += 1;
      save(characterId, hero);
      return view(characterId);
    },
    drawSteelAddProject: async ({ characterId, project }) => {
      const hero = built(characterId);
      const name = project.name.trim();
      if (name === "") fail("invalidInput", "The project.name must not be empty.", "project.name");
      if (project.goal === 0) fail("invalidInput", "Give the project a goal of at least 1 project point.", "project.goal");
      if (project.points > project.goal) fail("invalidInput", "The project's points are at most its goal.", "project.points");
      const projects = hero.progress.projects ?? [];
      if (projects.some((p) => p.name.toLowerCase() === name.toLowerCase())) {
        fail("invalidInput", `There is already a project named "${name}".`, "project.name");
      }
      hero.progress.projects = [...projects, { ...project, name, notes: project.notes ?? "" }];
      save(characterId, hero);
      return view(characterId);
    },
    drawSteelRemoveProject: async ({ characterId, projectIndex }) => {
      const hero = built(characterId);
      const projects = hero.progress.projects ?? [];
      if (projectIndex >= projects.length) fail("invalidInput", `There is no project ${projectIndex}.`, "projectIndex");
      hero.progress.projects = projects.filter((_, i) => i !== projectIndex);
      save(characterId, hero);
      return view(characterId);
    },
    drawSteelProjectRoll: async ({ characterId, projectIndex, dice, edges, banes, skill }) => {
      const hero = built(characterId);
      const projects = hero.progress.projects ?? [];
      const project = projects[projectIndex] ?? fail("invalidInput", `There is no project ${projectIndex}.`, "projectIndex");
      const current = hero.respiteActivity;
      if (current) {
        const last = current.kind === "project_roll" ? current.rolls.at(-1) : undefined;
        if (current.kind !== "project_roll" || !last?.breakthrough || current.project !== project.name) {
          failRuleOn("Breakthrough", "Only a breakthrough (a natural 19 or 20) earns another project roll, for the same project.");
        }
      }
      const [faces, origin] = entered(dice);
      const input: PowerRollInput = {
        kind: { kind: "project" },
        characteristic: hero.build.characteristics[project.characteristic],
        skill: skill ?? false,
        edges: edges ?? 0,
        banes: banes ?? 0,
      };
      const roll = resolve(faces, input);
      const points = Math.max(roll.total, 0);
      const total = Math.min(project.points + points, project.goal);
      const progress = { points: total, gained: total - project.points, completed: total >= project.goal, breakthrough: roll.natural1920 };
      projects[projectIndex] = { ...project, points: total };
      const record = { points, natural: roll.natural, gained: progress.gained, breakthrough: progress.breakthrough };
      hero.respiteActivity = {
        kind: "project_roll",
        project: project.name,
        rolls: [...(current?.kind === "project_roll" ? current.rolls : []), record],
      };
      save(characterId, hero);
      return {
        hero: await view(characterId),
        dice: dieRolls(faces, origin),
        roll: { roll, points, breakthrough: progress.breakthrough },
        project: progress,
        anotherRoll: progress.breakthrough && !progress.completed,
      };
    },
    drawSteelAddStarterSet: async () => {
      host.campaign();
      const existing = await host.library.drawSteelListContent({});
      const result: StarterSetAdded = { added: [], kept: [], heroes: [], skippedHeroes: [] };
      const ids: Record<string, number> = {};
      for (const content of STARTER) {
        const found = existing.find((e) => e.kind === content.kind && e.name.toLowerCase() === content.data.name.toLowerCase());
        if (found) {
          result.kept.push({ id: found.id, kind: found.kind, name: found.name });
          ids[content.kind] = found.id;
        } else {
          const saved = await host.library.drawSteelSaveContent({ content });
          result.added.push({ id: saved.id, kind: content.kind, name: content.data.name });
          ids[content.kind] = saved.id;
        }
      }
      const name = "Brannoc Vell";
      if (host.hasDrawSteelCharacter(name)) {
        result.skippedHeroes.push({ name, reason: `A Draw Steel character named ${name} is already in the campaign.` });
        return result;
      }
      const heroId = host.insertPc(name, ["starter"], "A premade hero of Tablekeep's Draw Steel starter set.");
      save(heroId, {
        build: {
          level: 1,
          ancestryId: ids.ancestry!,
          classId: ids.class!,
          kitId: ids.kit!,
          characteristics: { might: 2, agility: 0, reason: -1, intuition: 1, presence: 1 },
          skills: ["Climbing", "Intimidation"],
          abilities: [],
        },
        progress: fresh(),
        respiteActivity: null,
      });
      result.heroes.push({ characterId: heroId, name });
      return result;
    },
    drawSteelRollOdds: async ({ input, difficulty }) => {
      checkDifficulty(input, difficulty);
      return odds(input, difficulty ?? null);
    },
    drawSteelPowerRoll: async ({ input, dice, difficulty, assist }) => {
      checkDifficulty(input, difficulty);
      const withAssist = assist ? assisted(input, assist) : input;
      const [faces, origin] = entered(dice);
      const roll = resolve(faces, withAssist);
      return {
        dice: dieRolls(faces, origin),
        roll,
        outcome: difficulty ? outcomeOf(difficulty, roll.tier, roll.natural1920) : null,
        odds: odds(withAssist, difficulty ?? null),
      };
    },
    drawSteelAssist: async ({ input, dice }) => {
      if (input.kind.kind !== "test") fail("invalidInput", "An assist is a test: make the assister's roll a test.", "input.kind");
      const [faces, origin] = entered(dice);
      const roll = resolve(faces, input);
      const grant: AssistGrant = roll.tier === "one" ? "bane" : roll.tier === "two" ? "edge" : "double_edge";
      return { dice: dieRolls(faces, origin), roll, grant };
    },
  };
}

/** The starter pieces the fake adds (a small part of the real set). */
const STARTER: DrawSteelContent[] = [
  { kind: "ancestry", data: { name: "Cragborn", size: "1L", speed: 5, stability: 1, notes: "" } },
  {
    kind: "class",
    data: { name: "Bulwark", startingStamina: 24, staminaPerLevel: 10, recoveries: 10, heroicResource: "Grit", primary: ["might"], abilities: [], notes: "" },
  },
  { kind: "kit", data: { name: "Bastion Harness", stamina: 9, speed: 0, stability: 1, freeStrike: 4, damageBonus: [1, 1, 1], abilities: [], notes: "" } },
];

function entered(dice: [number, number] | null | undefined): [[number, number], DieRoll["origin"]] {
  if (dice == null) return [ENGINE_DICE, "rolled"];
  for (const face of dice) {
    if (!Number.isInteger(face) || face < 1 || face > 10) {
      fail("invalidInput", `A d10 cannot show ${face}: enter each die as a number from 1 to 10.`, "dice");
    }
  }
  return [dice, "entered"];
}

function dieRolls(faces: [number, number], origin: DieRoll["origin"]): [DieRoll, DieRoll] {
  return [
    { sides: 10, value: faces[0], origin },
    { sides: 10, value: faces[1], origin },
  ];
}

function checkDifficulty(input: PowerRollInput, difficulty: TestDifficulty | null | undefined) {
  if (difficulty && input.kind.kind !== "test") {
    fail("invalidInput", "Only a test has a difficulty: leave it out for ability and project rolls.", "difficulty");
  }
}

function assisted(input: PowerRollInput, grant: AssistGrant): PowerRollInput {
  const edges = input.edges ?? 0;
  const banes = input.banes ?? 0;
  if (grant === "bane") return { ...input, banes: banes + 1 };
  return { ...input, edges: edges + (grant === "edge" ? 1 : 2) };
}

/** Edges and banes netted as the default table rule does (at most two each, then cancel). */
function net(input: PowerRollInput): EdgeBaneNet {
  const edges = Math.min(input.edges ?? 0, 2);
  const banes = Math.min(input.banes ?? 0, 2);
  const d = edges - banes;
  return d === 0 ? "none" : d === 1 ? "edge" : d === -1 ? "bane" : d > 0 ? "double_edge" : "double_bane";
}

const TIERS: Tier[] = ["one", "two", "three"];

function resolve(faces: [number, number], input: PowerRollInput): PowerRoll {
  const natural = faces[0] + faces[1];
  const n = net(input);
  const skill = input.skill && input.kind.kind !== "ability" ? 2 : 0;
  const bonus = n === "edge" ? 2 : n === "bane" ? -2 : 0;
  const total = natural + input.characteristic + skill + bonus + (input.bonus ?? 0);
  const fromTotal = total <= 11 ? 0 : total <= 16 ? 1 : 2;
  const shift = n === "double_edge" ? 1 : n === "double_bane" ? -1 : 0;
  const shifted = Math.max(0, Math.min(2, fromTotal + shift));
  const natural1920 = natural >= 19;
  const tier = TIERS[natural1920 ? 2 : shifted]!;
  return {
    kind: input.kind,
    dice: faces,
    natural,
    total,
    net: n,
    tierFromTotal: TIERS[fromTotal]!,
    tierAfterShift: TIERS[shifted]!,
    tier,
    natural1920,
    criticalHit: natural1920 && input.kind.kind === "ability" && input.kind.mainAction,
    explained: explained(total, `Dice ${faces[0]} + ${faces[1]} and modifiers`, "Test"),
    tierRule: cite(natural1920 ? "Natural 19 or 20" : "Test"),
  };
}

function outcomeOf(difficulty: TestDifficulty, tier: Tier, natural1920: boolean): TestOutcome {
  if (natural1920 && tier === "three") return "success_with_reward";
  const table: Record<TestDifficulty, TestOutcome[]> = {
    easy: ["success_with_consequence", "success", "success_with_reward"],
    medium: ["failure", "success_with_consequence", "success"],
    hard: ["failure_with_consequence", "failure", "success"],
  };
  return table[difficulty][TIERS.indexOf(tier)]!;
}

const OUTCOMES: TestOutcome[] = ["failure_with_consequence", "failure", "success_with_consequence", "success", "success_with_reward"];

function odds(input: PowerRollInput, difficulty: TestDifficulty | null) {
  const tiers: [number, number, number] = [0, 0, 0];
  const outcomes: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (let a = 1; a <= 10; a++) {
    for (let b = 1; b <= 10; b++) {
      const roll = resolve([a, b], input);
      tiers[TIERS.indexOf(roll.tier)]! += 1;
      if (difficulty) outcomes[OUTCOMES.indexOf(outcomeOf(difficulty, roll.tier, roll.natural1920))]! += 1;
    }
  }
  return {
    tiers: { counts: tiers, percent: [...tiers] as [number, number, number] },
    outcomes: difficulty ? { counts: outcomes, percent: [...outcomes] as typeof outcomes } : null,
  };
}
