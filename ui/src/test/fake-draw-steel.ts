// The Draw Steel commands of the fake backend: an in-memory library that answers like
// `crates/api/src/draw_steel/content.rs` (same order, same one-line summaries, same refusals),
// the starter set (`starter.rs`, from the real embedded JSON), heroes and their progress
// (`heroes.rs`, `progress.rs`) and power rolls (`rolls.rs`).
// A test double, not a second validator: content checks only the name, as the shape checks of the
// api do; tests that need the rules' other problems program them with vi.spyOn. Building and
// previewing a hero are answered only by recorded scenarios (scenario.ts); the starter heroes'
// sheet, level table and power-roll arithmetic here serve the progress and combat tests, whose
// commands other work is changing (to be moved onto scenarios in turn).

import type { Backend } from "../backend";
import type {
  AssistResult,
  PowerRollResult,
  Ability,
  ActionType,
  Ancestry,
  AssistGrant,
  CharacterKind,
  Characteristics,
  Citation,
  Class,
  ContentError,
  ContentKind,
  ContentSummary,
  ContentView,
  DieRoll,
  Distance,
  DrawSteelContent as Content,
  DrawSteelHeroView,
  DrawSteelProgressEntry,
  DrawSteelProgressView,
  EdgeBaneNet,
  Explained,
  HeroBuild,
  HeroProgress,
  HeroSheet,
  Kit,
  PowerRoll,
  PowerRollInput,
  RespiteActivity,
  RollOdds,
  StatBlock,
  SystemId,
  Targets,
  Term,
  TestDifficulty,
  TestOutcome,
  Tier,
} from "../bindings";
import { BackendError } from "../backend";
import { fail } from "./fake-errors";
import { replay } from "./recorded";
import { distanceText } from "../systems/draw-steel/describe";
import { createDice, resolve } from "./fake-draw-steel-rolls";
import starterJson from "../../../crates/rules/data/draw_steel/starter.json";

/** The character a hero belongs to, as the fake backend stores it. */
export type HostCharacter = { id: number; name: string; kind: CharacterKind; system: SystemId; revision: number; canUndo: boolean };

export type DrawSteelHost = {
  /** Fails when no campaign is open. */
  campaign(): void;
  /** A stored character; fails with notFound. */
  character(id: number): HostCharacter;
  /** Every stored character. */
  characters(): HostCharacter[];
  /** Creates a Draw Steel player character for a premade hero; its id. */
  insertHero(name: string, tags: string[], notes: string): number;
};

type DrawSteelCommands = Pick<
  Backend,
  | "drawSteelListContent"
  | "drawSteelGetContent"
  | "drawSteelCheckContent"
  | "drawSteelSaveContent"
  | "drawSteelDeleteContent"
  | "drawSteelAddStarterSet"
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
  | "drawSteelUndoProgress"
  | "drawSteelRollOdds"
  | "drawSteelPowerRoll"
  | "drawSteelAssist"
>;

export type FakeDrawSteel = DrawSteelCommands & {
  /** Forgets every piece and hero (a new campaign was opened). */
  reset(): void;
  /** Forgets a deleted character's hero. */
  forget(characterId: number): void;
  /** The dice the engine "rolls" next, in order (after these, a fixed cycle). */
  queueDice(...pairs: [number, number][]): void;
  /** Sets parts of a built hero's progress directly, as a seed would. */
  setProgress(characterId: number, progress: Partial<HeroProgress>): void;
};

/** What a Draw Steel character keeps: `DrawSteelHero` of heroes.rs. */
type StoredHero = { build: HeroBuild; progress: HeroProgress; respiteActivity: RespiteActivity | null };

type StarterSetJson = {
  content: Content[];
  heroes: { name: string; ancestry: string; class: string; kit: string; build: Omit<HeroBuild, "ancestryId" | "classId" | "kitId"> }[];
};
const STARTER = starterJson as unknown as StarterSetJson;

const NOW = "2025-03-01T19:30:00.000Z";
const NAME_MAX = 100;

const ARTICLE: Record<ContentKind, string> = {
  ability: "an ability",
  monster: "a monster",
  ancestry: "an ancestry",
  class: "a class",
  kit: "a kit",
};

export function createDrawSteelFake(host: DrawSteelHost, seeded: Content[] = []): FakeDrawSteel {
  const stored = new Map<number, ContentView>();
  let nextId = 1;

  const insert = (content: Content): ContentView => {
    const view: ContentView = { id: nextId++, content: structuredClone(content), createdAt: NOW, updatedAt: NOW };
    stored.set(view.id, view);
    return view;
  };
  const get = (id: number): ContentView => {
    host.campaign();
    return stored.get(id) ?? fail("notFound", `There is no Draw Steel content ${id} in this campaign.`);
  };
  const summary = (view: ContentView): ContentSummary => ({
    id: view.id,
    kind: view.content.kind,
    name: view.content.data.name,
    summary: summaryLine(view.content),
    updatedAt: view.updatedAt,
  });
  const list = (kind?: ContentKind | null, search?: string | null): ContentSummary[] => {
    const needle = search?.trim().toLowerCase() ?? "";
    return [...stored.values()]
      .filter((view) => !kind || view.content.kind === kind)
      .filter((view) => needle === "" || view.content.data.name.toLowerCase().includes(needle))
      .sort((a, b) => byText(a.content.data.name.toLowerCase(), b.content.data.name.toLowerCase()) || a.id - b.id)
      .map(summary);
  };

  for (const content of seeded) insert(trimmed(content));

  const heroes = new Map<number, StoredHero>();
  const dice = createDice();
  const rolledByEngine = <A extends { dice?: [number, number] | null }, R extends { dice: [DieRoll, DieRoll] }>(
    args: A,
    answer: (request: A) => R,
  ) => rolledByEngineWith(dice, args, answer);

  /** A Draw Steel character (built or not). */
  const dsCharacter = (id: number): HostCharacter => {
    host.campaign();
    const character = host.character(id);
    if (character.system !== "draw_steel") {
      fail("invalidInput", `${character.name} is a ${character.system} character, not Draw Steel.`, "characterId");
    }
    return character;
  };
  /** The ancestry, class and kit of a build, or the api's refusal. */
  const parts = (build: HeroBuild) => {
    const piece = (id: number, field: string, kind: ContentKind, article: string) => {
      const view = stored.get(id) ?? fail("invalidInput", `There is no Draw Steel content with id ${id}.`, field);
      if (view.content.kind !== kind) {
        fail("invalidInput", `${view.content.data.name} is ${ARTICLE[view.content.kind]}, not ${article}.`, field);
      }
      return view.content.data;
    };
    return {
      ancestry: piece(build.ancestryId, "build.ancestryId", "ancestry", "an ancestry") as Ancestry,
      cls: piece(build.classId, "build.classId", "class", "a class") as Class,
      kit: build.kitId == null ? null : (piece(build.kitId, "build.kitId", "kit", "a kit") as Kit),
    };
  };
  const sheetOf = (build: HeroBuild): HeroSheet => {
    const { ancestry, cls, kit } = parts(build);
    return computeSheet(build, ancestry, cls, kit);
  };
  const loaded = (id: number) => {
    const character = dsCharacter(id);
    const hero = heroes.get(id) ?? fail("conflict", `${character.name} has no Draw Steel build yet; build the hero first.`);
    try {
      return { character, hero, sheet: sheetOf(hero.build) };
    } catch (error) {
      // A stored build that no longer fits its content is a conflict, as in heroes.rs.
      if (error instanceof BackendError) fail("conflict", `${character.name}'s build no longer fits their content: ${error.message} Rebuild the hero.`);
      throw error;
    }
  };
  const ledgers = new Map<number, { before: StoredHero; view: DrawSteelProgressView }[]>();
  const ledgerOf = (id: number) => ledgers.get(id) ?? [];
  const heroView = (id: number): DrawSteelHeroView => {
    const { character, hero, sheet } = loaded(id);
    const stamina = Math.min(hero.progress.stamina ?? sheet.staminaMaximum.value, sheet.staminaMaximum.value);
    return structuredClone({
      characterId: id,
      name: character.name,
      kind: character.kind,
      revision: character.revision,
      canUndo: character.canUndo,
      build: hero.build,
      sheet,
      progress: hero.progress,
      level: levelStatus(hero.progress.experience, hero.build.level),
      stamina,
      winded: stamina <= sheet.windedValue.value,
      dying: stamina <= 0,
      recoveriesLeft: Math.max(0, sheet.recoveries.value - hero.progress.recoveriesUsed),
      respiteActivity: hero.respiteActivity,
      history: ledgerOf(id).map((entry) => entry.view),
      progressSeq: ledgerOf(id).length,
      canUndoProgress: ledgerOf(id).length > 0,
    });
  };

  const commands: Omit<FakeDrawSteel, "drawSteelUndoProgress"> = {
    drawSteelListContent: async ({ kind, search }) => {
      host.campaign();
      return list(kind, search);
    },
    drawSteelGetContent: async ({ id }) => structuredClone(get(id)),
    drawSteelCheckContent: async ({ content }) => problems(trimmed(content)),
    drawSteelSaveContent: async ({ id, content }) => {
      host.campaign();
      const draft = trimmed(content);
      const errors = problems(draft);
      if (errors.length > 0) throw refusal(draft.kind, errors);
      if (id == null) return structuredClone(insert(draft));
      const view = get(id);
      if (view.content.kind !== draft.kind) {
        fail(
          "invalidInput",
          `${view.content.data.name} is ${ARTICLE[view.content.kind]}; it cannot become ${ARTICLE[draft.kind]}. Save the ${draft.kind} as new content instead.`,
          "kind",
        );
      }
      if (JSON.stringify(view.content) !== JSON.stringify(draft)) {
        Object.assign(view, { content: structuredClone(draft), updatedAt: NOW });
      }
      return structuredClone(view);
    },
    drawSteelDeleteContent: async ({ id }) => {
      get(id);
      stored.delete(id);
      return list();
    },
    drawSteelAddStarterSet: async () => {
      host.campaign();
      const result: Awaited<ReturnType<Backend["drawSteelAddStarterSet"]>> = { added: [], kept: [], heroes: [], skippedHeroes: [] };
      const ids = new Map<string, number>();
      const key = (kind: string, name: string) => `${kind}:${name.toLowerCase()}`;
      for (const view of stored.values()) ids.set(key(view.content.kind, view.content.data.name), view.id);
      for (const content of STARTER.content) {
        const known = ids.get(key(content.kind, content.data.name));
        if (known != null) {
          result.kept.push({ id: known, kind: content.kind, name: content.data.name });
          continue;
        }
        const view = insert(content);
        ids.set(key(content.kind, content.data.name), view.id);
        result.added.push({ id: view.id, kind: content.kind, name: content.data.name });
      }
      const taken = new Set(host.characters().filter((c) => c.system === "draw_steel").map((c) => c.name.toLowerCase()));
      for (const premade of STARTER.heroes) {
        if (taken.has(premade.name.toLowerCase())) {
          result.skippedHeroes.push({ name: premade.name, reason: `A Draw Steel character named ${premade.name} is already in the campaign.` });
          continue;
        }
        const characterId = host.insertHero(premade.name, ["starter"], "A premade hero of Tablekeep's Draw Steel starter set.");
        heroes.set(characterId, {
          build: {
            ...structuredClone(premade.build),
            ancestryId: ids.get(key("ancestry", premade.ancestry))!,
            classId: ids.get(key("class", premade.class))!,
            kitId: ids.get(key("kit", premade.kit))!,
          },
          progress: freshProgress(),
          respiteActivity: null,
        });
        result.heroes.push({ characterId, name: premade.name });
      }
      return result;
    },
    // Building a hero and previewing a build apply the rules (the sheet, the build's refusals):
    // only a recorded scenario answers them (ui/src/test/scenario.ts).
    drawSteelBuildHero: async () => fail("conflict", "drawSteelBuildHero applies Draw Steel rules: replay a recorded scenario (createScenarioBackend)."),
    drawSteelHero: async ({ characterId }) => heroView(characterId),
    drawSteelPreviewHero: async () => fail("conflict", "drawSteelPreviewHero applies Draw Steel rules: replay a recorded scenario (createScenarioBackend)."),
    drawSteelAwardVictories: async ({ characterIds, victories }) => {
      if (characterIds.length === 0) fail("invalidInput", "Name at least one hero to award Victories to.", "characterIds");
      if (victories === 0) fail("invalidInput", "Award at least 1 Victory.", "victories");
      for (const id of characterIds) loaded(id);
      for (const id of characterIds) heroes.get(id)!.progress.victories += victories;
      return characterIds.map(heroView);
    },
    drawSteelSpendRecovery: async ({ characterId }) => {
      const { hero, sheet } = loaded(characterId);
      const left = sheet.recoveries.value - hero.progress.recoveriesUsed;
      if (left <= 0) {
        failDs("Recovery", `The hero has no Recoveries left (all ${sheet.recoveries.value} are spent): a respite restores them.`);
      }
      const maximum = sheet.staminaMaximum.value;
      const current = hero.progress.stamina ?? maximum;
      if (current >= maximum) failDs("Recovery", `The hero is at full Stamina (${current} of ${maximum}): a Recovery only restores Stamina lost.`);
      const value = sheet.recoveryValue.value;
      const after = Math.min(current + value, maximum);
      const terms: Term[] = [{ label: "Recovery value", value, rule: cite("Recovery Value") }];
      if (current + value > after) terms.push({ label: `Above the Stamina maximum ${maximum}`, value: after - current - value, rule: cite("Recovery") });
      hero.progress.stamina = after < maximum ? after : null;
      hero.progress.recoveriesUsed += 1;
      return { hero: heroView(characterId), regained: sum("Recovery", terms) };
    },
    drawSteelRespite: async ({ characterId, completed, activity }) => {
      const { hero, sheet } = loaded(characterId);
      if (activity?.kind === "project_roll") {
        fail("invalidInput", "Make project rolls with draw_steel_project_roll during the respite; they become its activity.", "activity");
      }
      if (activity && hero.respiteActivity) failDs("Respite", "This respite already has its one activity.");
      if (activity?.kind === "other" && activity.description.trim() === "") failDs("Respite", "Say what the hero does with their respite.");
      const done = activity ?? hero.respiteActivity;
      if (done?.kind === "change_kit") {
        const build = { ...hero.build, kitId: done.kitId };
        try {
          sheetOf(build);
        } catch (error) {
          if (error instanceof BackendError && error.field === "build.kitId") fail("invalidInput", error.message, "activity.kitId");
          throw error;
        }
        if (completed) hero.build = build;
      }
      const before = structuredClone(hero.progress);
      const gained = completed ? before.victories : 0;
      if (completed) {
        hero.progress = { ...before, victories: 0, experience: before.experience + gained, stamina: null, recoveriesUsed: 0 };
      }
      hero.respiteActivity = null;
      const experienceGained: Explained = completed
        ? {
            ...sum("Respite", [{ label: `${before.victories} Victories × 1 Experience each`, value: gained, rule: cite("Respite") }]),
            notes: ["Table rule (victory rate, digest G11): the glossary turns Victories into Experience without a rate; this campaign gives 1 Experience per Victory."],
          }
        : { value: 0, terms: [], rule: cite("Respite"), notes: ["The respite was interrupted, so it ended early with none of its benefits."] };
      return {
        hero: heroView(characterId),
        outcome: {
          progress: structuredClone(hero.progress),
          completed,
          staminaRegained: completed ? sheet.staminaMaximum.value - (before.stamina ?? sheet.staminaMaximum.value) : 0,
          recoveriesRegained: completed ? before.recoveriesUsed : 0,
          experienceGained,
        },
        activity: done ?? null,
      };
    },
    drawSteelLevelUp: async ({ characterId }) => {
      const { character, hero } = loaded(characterId);
      const level = hero.build.level;
      if (level >= 10) failDs("Respite", `${character.name} is already level ${level}, the highest level.`);
      const status = levelStatus(hero.progress.experience, level);
      if (!status.readyToLevelUp) {
        failDs("Respite", `${character.name} has ${hero.progress.experience} Experience; level ${level + 1} needs ${status.nextLevelAt ?? 0}.`);
      }
      hero.build.level = level + 1;
      return heroView(characterId);
    },
    drawSteelAddProject: async ({ characterId, project }) => {
      const name = project.name.trim();
      if (name === "") fail("invalidInput", "The name must not be empty.", "project.name");
      if (project.goal === 0) fail("invalidInput", "Give the project a goal of at least 1 project point.", "project.goal");
      if (project.points > project.goal) {
        fail("invalidInput", `The project has ${project.points} points toward a goal of ${project.goal}: at most the goal.`, "project.points");
      }
      const { character, hero } = loaded(characterId);
      const projects = hero.progress.projects ?? [];
      if (projects.some((p) => p.name.toLowerCase() === name.toLowerCase())) {
        fail("invalidInput", `${character.name} already has a project named "${name}": name this one differently.`, "project.name");
      }
      hero.progress.projects = [...projects, { ...structuredClone(project), name, notes: project.notes ?? "" }];
      return heroView(characterId);
    },
    drawSteelRemoveProject: async ({ characterId, projectIndex }) => {
      const { hero } = loaded(characterId);
      const projects = hero.progress.projects ?? [];
      if (projectIndex >= projects.length) fail("invalidInput", `There is no project ${projectIndex}.`, "projectIndex");
      hero.progress.projects = projects.filter((_, i) => i !== projectIndex);
      return heroView(characterId);
    },
    drawSteelProjectRoll: async ({ characterId, projectIndex, dice: entered, edges, banes, skill }) => {
      const { hero } = loaded(characterId);
      const projects = hero.progress.projects ?? [];
      const project = projects[projectIndex] ?? fail("invalidInput", `There is no project ${projectIndex}.`, "projectIndex");
      const current = hero.respiteActivity;
      if (current) {
        const last = current.kind === "project_roll" ? current.rolls.at(-1) : undefined;
        if (current.kind !== "project_roll" || !last?.breakthrough) {
          failDs("Breakthrough", "This respite's activity is taken: another project roll needs a breakthrough on the last one.");
        }
        if (current.project !== project.name) failDs("Breakthrough", `A breakthrough's extra roll is for "${current.project}".`);
      }
      if (project.points >= project.goal) failDs("Respite", `The project "${project.name}" is already finished (${project.points} of ${project.goal} points).`);
      const rolled = dice.take(entered ?? null);
      const input: PowerRollInput = {
        kind: { kind: "project" },
        characteristic: hero.build.characteristics[project.characteristic],
        skill: skill ?? false,
        edges: edges ?? 0,
        banes: banes ?? 0,
      };
      const roll = resolve([rolled[0].value, rolled[1].value], input);
      const points = Math.max(0, roll.total);
      const total = Math.min(project.points + points, project.goal);
      const progress = { points: total, gained: total - project.points, completed: total >= project.goal, breakthrough: roll.natural1920 };
      project.points = total;
      const record = { points, natural: roll.natural, gained: progress.gained, breakthrough: progress.breakthrough };
      hero.respiteActivity =
        current?.kind === "project_roll" ? { ...current, rolls: [...current.rolls, record] } : { kind: "project_roll", project: project.name, rolls: [record] };
      return {
        hero: heroView(characterId),
        dice: rolled,
        roll: { roll, points, breakthrough: roll.natural1920 },
        project: progress,
        anotherRoll: progress.breakthrough && !progress.completed,
      };
    },
    // Rolls anywhere are the real engine's answers, recorded (`recorded.ts`); the fake only
    // chooses the faces of Tablekeep's own dice, and replays them as the engine's.
    drawSteelRollOdds: async (args) => replay("draw_steel_roll_odds", args),
    drawSteelPowerRoll: async (args) => rolledByEngine(args, (request) => replay<PowerRollResult>("draw_steel_power_roll", request)),
    drawSteelAssist: async (args) => rolledByEngine(args, (request) => replay<AssistResult>("draw_steel_assist", request)),
    reset: () => {
      stored.clear();
      heroes.clear();
    },
    forget: (characterId) => {
      heroes.delete(characterId);
    },
    queueDice: (...pairs) => dice.queue(pairs),
    setProgress: (characterId, progress) => {
      const hero = heroes.get(characterId) ?? fail("conflict", `Character ${characterId} has no Draw Steel build yet.`);
      hero.progress = { ...hero.progress, ...structuredClone(progress) };
    },
  };

  // The progression ledger (`history.rs`), kept small: a progress command that succeeds records
  // its entry with the hero as they stood before it, and undo puts that hero back.
  type Ledgered = { characterId?: number; characterIds?: number[] };
  const recorded =
    <A extends Ledgered, R>(run: (args: A) => Promise<R>, entryOf: (args: A, result: R, before: StoredHero) => [DrawSteelProgressEntry, string]) =>
    async (args: A): Promise<R> => {
      const ids = args.characterIds ?? [args.characterId!];
      const before = new Map(ids.map((id) => [id, structuredClone(heroes.get(id))]));
      const result = await run(args);
      for (const id of ids) {
        const hero = before.get(id)!;
        const [entry, summary] = entryOf(args, result, hero);
        const ledger = ledgerOf(id);
        const view = { seq: ledger.length + 1, summary, entry, rule: cite(ENTRY_RULE(entry)), session: null, reason: "", recordedAt: NOW };
        ledgers.set(id, [...ledger, { before: hero, view }]);
      }
      const fresh = (hero: DrawSteelHeroView) => heroView(hero.characterId);
      const out = result as unknown;
      if (Array.isArray(out)) return out.map(fresh) as R;
      if (out && typeof out === "object" && "hero" in out) return { ...out, hero: fresh((out as { hero: DrawSteelHeroView }).hero) } as R;
      return fresh(out as DrawSteelHeroView) as R;
    };
  return {
    ...commands,
    drawSteelAwardVictories: recorded(commands.drawSteelAwardVictories, ({ victories }) => [
      { kind: "victories_awarded", victories },
      `Awarded ${victories === 1 ? "1 Victory" : `${victories} Victories`}.`,
    ]),
    drawSteelSpendRecovery: recorded(commands.drawSteelSpendRecovery, (_, { regained }) => [
      { kind: "recovery_spent", dying: "from_current", regained: regained.value },
      `Spent a Recovery and regained ${regained.value} Stamina.`,
    ]),
    drawSteelRespite: recorded(commands.drawSteelRespite, ({ completed, activity }) => [
      { kind: "respite_taken", completed, activity: activity ?? null, rate: 1 },
      completed ? "Finished a respite." : "A respite was interrupted: no benefits.",
    ]),
    drawSteelLevelUp: recorded(commands.drawSteelLevelUp, (_, hero) => [{ kind: "leveled_up", level: hero.build.level }, `Rose to level ${hero.build.level}.`]),
    drawSteelAddProject: recorded(commands.drawSteelAddProject, ({ project }) => [{ kind: "project_added", project }, `Took up the project "${project.name}".`]),
    drawSteelRemoveProject: recorded(commands.drawSteelRemoveProject, ({ projectIndex }, _, before) => {
      const project = before.progress.projects?.[projectIndex]?.name ?? "";
      return [{ kind: "project_removed", projectIndex, project }, `Dropped the project "${project}".`];
    }),
    drawSteelProjectRoll: recorded(commands.drawSteelProjectRoll, ({ projectIndex }, { dice: rolled, roll }, before) => {
      const project = before.progress.projects?.[projectIndex]?.name ?? "";
      return [{ kind: "project_rolled", projectIndex, project, dice: rolled, roll }, `Project roll for "${project}": ${roll.points} points.`];
    }),
    drawSteelUndoProgress: async ({ characterId, expectedSeq }) => {
      loaded(characterId);
      const ledger = ledgerOf(characterId);
      const newest = ledger.at(-1) ?? fail("conflict", "No progress recorded since the hero was built: nothing to undo.");
      if (expectedSeq != null && expectedSeq !== newest.view.seq) fail("conflict", "The hero's history changed meanwhile; reload and try again.");
      heroes.set(characterId, newest.before);
      ledgers.set(characterId, ledger.slice(0, -1));
      return heroView(characterId);
    },
    reset: () => {
      commands.reset();
      ledgers.clear();
    },
    forget: (characterId) => {
      commands.forget(characterId);
      ledgers.delete(characterId);
    },
  };
}

/** The rule a ledger entry follows (`ProgressEntry::rule`). */
function ENTRY_RULE(entry: DrawSteelProgressEntry): string {
  switch (entry.kind) {
    case "combat_ended":
      return "Stamina";
    case "recovery_spent":
      return "Recovery";
    case "project_rolled":
      return entry.roll.breakthrough ? "Breakthrough" : "Respite";
    default:
      return "Respite";
  }
}

// Heroes: the rules crate's sheet (`hero.rs`) and level table (`progression.rs`) with the default
// table rules (round down, free strike 2 without a kit, levels at 8, 18, 30, … Experience).

const LEVEL_THRESHOLDS = [8, 18, 30, 44, 60, 78, 98, 120, 144];

/**
 * A roll request answered from the recording: dice the GM entered are looked up as given; for
 * Tablekeep's own dice, the fake takes the next faces from its queue, looks the roll up as if
 * they had been entered, and gives them back as rolled.
 */
function rolledByEngineWith<A extends { dice?: [number, number] | null }, R extends { dice: [DieRoll, DieRoll] }>(
  dice: ReturnType<typeof createDice>,
  args: A,
  answer: (request: A) => R,
): R {
  if (args.dice) return answer(args);
  const faces = dice.take(null);
  const result = answer({ ...args, dice: [faces[0].value, faces[1].value] });
  return { ...result, dice: [{ ...result.dice[0], origin: "rolled" }, { ...result.dice[1], origin: "rolled" }] };
}

export function cite(section: string): Citation {
  return { system: "draw_steel", section };
}

function failDs(section: string, message: string): never {
  throw new BackendError({ kind: "ruleViolation", message, field: null, rule: cite(section) });
}

export function sum(section: string, terms: Term[], notes: string[] = []): Explained {
  return { value: terms.reduce((total, term) => total + term.value, 0), terms, rule: cite(section), notes };
}

function freshProgress(): HeroProgress {
  return { victories: 0, experience: 0, stamina: null, recoveriesUsed: 0, heroicResource: 0, projects: [] };
}

function levelStatus(experience: number, level: number) {
  const reached = LEVEL_THRESHOLDS.findIndex((needed) => experience < needed);
  const earnedLevel = 1 + (reached === -1 ? LEVEL_THRESHOLDS.length : reached);
  return {
    level,
    earnedLevel,
    readyToLevelUp: level < earnedLevel,
    nextLevelAt: level + 1 >= 2 && level + 1 <= 10 ? LEVEL_THRESHOLDS[level - 1]! : null,
  };
}

/**
 * The sheet of a starter hero for the progress tests (progress panel, level-up), whose commands
 * other work is changing; the builder and sheet tests replay recorded scenarios instead. It
 * checks no build: only the starter set's valid builds reach it.
 */
function computeSheet(build: HeroBuild, ancestry: Ancestry, cls: Class, kit: Kit | null): HeroSheet {
  const skills = build.skills ?? [];
  const abilities: HeroSheet["abilities"] = [
    ...(cls.abilities ?? []).map((ability) => ({ source: "class" as const, ability })),
    ...(kit?.abilities ?? []).map((ability) => ({ source: "kit" as const, ability })),
  ];
  for (const ability of build.abilities ?? []) {
    abilities.push({ source: "own", ability });
  }

  const staminaTerms: Term[] = [{ label: `${cls.name} Stamina at level 1`, value: cls.startingStamina, rule: cite("Stamina") }];
  if (build.level > 1) {
    staminaTerms.push({
      label: `${cls.name} Stamina per level, ${cls.staminaPerLevel} × ${build.level - 1} levels after the first`,
      value: cls.staminaPerLevel * (build.level - 1),
      rule: cite("Stamina"),
    });
  }
  if (kit) staminaTerms.push({ label: `${kit.name} Stamina bonus`, value: kit.stamina ?? 0, rule: cite("Stamina") });
  const staminaMaximum = sum("Stamina", staminaTerms, [
    "The glossary defines Stamina but gives no hero a maximum: the class's and the kit's numbers are content data.",
  ]);
  const maximum = staminaMaximum.value;
  const rounding = "Table rule (rounding, digest G33): the glossary does not say how to round; this campaign's values are rounded down.";
  const windedValue = sum("Winded", [{ label: `Half of the Stamina maximum ${maximum}, rounded down`, value: Math.floor(maximum / 2), rule: cite("Winded") }], [rounding]);
  const recoveryValue = sum(
    "Recovery Value",
    [{ label: `One third of the Stamina maximum ${maximum}, rounded down`, value: Math.floor(maximum / 3), rule: cite("Recovery Value") }],
    [rounding],
  );
  const recoveries = sum("Recovery", [{ label: `${cls.name} Recoveries`, value: cls.recoveries, rule: cite("Recovery") }], [
    "The glossary gives every hero Recoveries but no number: it is class data.",
  ]);
  const speedTerms: Term[] = [{ label: `${ancestry.name} speed`, value: ancestry.speed, rule: cite("Movement") }];
  const stabilityTerms: Term[] = [{ label: `${ancestry.name} stability`, value: ancestry.stability ?? 0, rule: cite("Stability") }];
  if (kit) {
    speedTerms.push({ label: `${kit.name} speed bonus`, value: kit.speed ?? 0, rule: cite("Movement") });
    stabilityTerms.push({ label: `${kit.name} stability bonus`, value: kit.stability ?? 0, rule: cite("Stability") });
  }
  const freeStrike = kit
    ? sum("Free Strike", [{ label: `${kit.name} free strike`, value: kit.freeStrike, rule: cite("Free Strike") }], ["The free strike's damage is kit data."])
    : sum("Free Strike", [{ label: "Free strike without a kit", value: 2, rule: cite("Free Strike") }], [
        "Table rule (free strike without a kit): the glossary gives the free strike no damage and this hero has no kit, so the campaign's number is used.",
      ]);
  return {
    level: build.level,
    ancestry: ancestry.name,
    class: cls.name,
    kit: kit?.name ?? null,
    characteristics: { ...build.characteristics },
    skills: [...skills],
    size: ancestry.size,
    staminaMaximum,
    windedValue,
    recoveryValue,
    recoveries,
    speed: sum("Movement", speedTerms),
    stability: sum("Stability", stabilityTerms),
    freeStrike,
    heroicResource: cls.heroicResource,
    abilities: structuredClone(abilities),
  };
}

function trimmed(content: Content): Content {
  const copy = structuredClone(content);
  copy.data.name = copy.data.name.trim();
  return copy;
}

/** The api's shape checks of a name (the rules' stand-in checks the same). */
function problems(content: Content): ContentError[] {
  const name = content.data.name;
  const length = [...name].length;
  if (length === 0) return [{ field: "name", message: "Give it a name.", rule: null }];
  if (length > NAME_MAX) {
    return [{ field: "name", message: `The name is ${length} characters long; keep it to ${NAME_MAX} at most.`, rule: null }];
  }
  if (/[\u0000-\u001f\u007f-\u009f]/.test(name)) {
    return [{ field: "name", message: "The name must be a single line of text.", rule: null }];
  }
  return [];
}

function refusal(kind: ContentKind, errors: ContentError[]): BackendError {
  const count = errors.length === 1 ? "1 problem" : `${errors.length} problems`;
  const details = errors.map((e) => ` ${e.field}: ${e.message}`).join("");
  return new BackendError({
    kind: "invalidInput",
    message: `This ${kind} cannot be saved (${count}); nothing was changed.${details}`,
    field: errors[0]?.field ?? null,
    rule: errors[0]?.rule ?? null,
  });
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const SEP = " · ";

/** The one-line summary the api computes for lists. */
export function summaryLine(content: Content): string {
  switch (content.kind) {
    case "ability":
      return abilityLine(content.data);
    case "monster":
      return monsterLine(content.data);
    case "ancestry":
      return ancestryLine(content.data);
    case "class":
      return classLine(content.data);
    case "kit":
      return kitLine(content.data);
  }
}

const ACTIONS: Record<ActionType, string> = {
  main_action: "Main action",
  maneuver: "Maneuver",
  move_action: "Move action",
  triggered: "Triggered action",
  free_triggered: "Free triggered action",
  free_maneuver: "Free maneuver",
  no_action: "No action",
};

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function abilityLine(ability: Ability): string {
  const parts = [ACTIONS[ability.action], distanceText(ability.distance), targetsText(ability.targets)];
  const roll = ability.roll ?? [];
  if (roll.length > 0) parts.push(roll.map(capitalised).join(" or "));
  if ((ability.cost ?? 0) > 0) parts.push(`costs ${ability.cost}`);
  return parts.join(SEP);
}


function targetsText(targets: Targets): string {
  const nouns: Record<Exclude<Targets["kind"], "self_only">, [string, string]> = {
    creatures: ["creature", "creatures"],
    enemies: ["enemy", "enemies"],
    allies: ["ally", "allies"],
    self_and_allies: ["ally", "allies"],
    creatures_or_objects: ["creature or object", "creatures or objects"],
  };
  if (targets.kind === "self_only") return "Self";
  const [one, many] = nouns[targets.kind];
  const who = targets.count == null ? `each ${one}` : targets.count === 1 ? `1 ${one}` : `${targets.count} ${many}`;
  return targets.kind === "self_and_allies" ? `self and ${who}` : who;
}

function monsterLine(monster: StatBlock): string {
  const organization = monster.organization?.trim() ?? "";
  const role = monster.role?.trim() ?? "";
  const head = [`Level ${monster.level}`, organization, role.toLowerCase() === organization.toLowerCase() ? "" : role].filter(Boolean).join(" ");
  return [head, `${monster.stamina} Stamina`, `size ${monster.size}`].join(SEP);
}

function ancestryLine(ancestry: Ancestry): string {
  const parts = [`Size ${ancestry.size}`, `speed ${ancestry.speed}`];
  if ((ancestry.stability ?? 0) > 0) parts.push(`stability ${ancestry.stability}`);
  return parts.join(SEP);
}

function classLine(cls: Class): string {
  const parts = [`${cls.startingStamina} Stamina, +${cls.staminaPerLevel} per level`, `${cls.recoveries} Recoveries`];
  const resource = cls.heroicResource.trim();
  if (resource !== "") parts.push(resource);
  return parts.join(SEP);
}

function kitLine(kit: Kit): string {
  const parts: string[] = [];
  if ((kit.stamina ?? 0) > 0) parts.push(`+${kit.stamina} Stamina`);
  if ((kit.speed ?? 0) > 0) parts.push(`+${kit.speed} speed`);
  if ((kit.stability ?? 0) > 0) parts.push(`+${kit.stability} stability`);
  parts.push(`free strike ${kit.freeStrike}`);
  const bonus = kit.damageBonus ?? [0, 0, 0];
  if (bonus.some((b) => b > 0)) parts.push(`damage +${bonus[0]}/+${bonus[1]}/+${bonus[2]}`);
  return parts.join(SEP);
}
