// The Draw Steel commands of the fake backend: an in-memory library that answers like
// `crates/api/src/draw_steel/content.rs` (same order, same one-line summaries, same refusals),
// the starter set (`starter.rs`, from the real embedded JSON: its content, and its premade heroes as
// plain characters) and power rolls replayed from the recording (`rolls.rs`).
// A test double, not a second validator: content checks only the name, as the shape checks of the
// api do; tests that need the rules' other problems program them with vi.spyOn. Building and
// previewing a hero, its sheet and all its progress (the ledger) are answered only by recorded
// scenarios (scenario.ts): the plain fake refuses them.

import type { Backend } from "../backend";
import type {
  AssistResult,
  PowerRollResult,
  Ability,
  ActionType,
  Ancestry,
  CharacterKind,
  Citation,
  Class,
  ContentError,
  ContentKind,
  ContentSummary,
  ContentView,
  DieRoll,
  DrawSteelContent as Content,
  Explained,
  HeroBuild,
  Kit,
  StatBlock,
  SystemId,
  Targets,
  Term,
} from "../bindings";
import { BackendError } from "../backend";
import { fail } from "./fake-errors";
import { replay } from "./recorded";
import { distanceText } from "../systems/draw-steel/describe";
import { createDice } from "./fake-draw-steel-rolls";
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
  | "drawSteelReturnHero"
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
  /** Forgets every piece (a new campaign was opened). */
  reset(): void;
  /** The dice the engine "rolls" next for a replayed power roll, in order (after these, a fixed cycle). */
  queueDice(...pairs: [number, number][]): void;
};

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

  const dice = createDice();
  const rolledByEngine = <A extends { dice?: [number, number] | null }, R extends { dice: [DieRoll, DieRoll] }>(
    args: A,
    answer: (request: A) => R,
  ) => rolledByEngineWith(dice, args, answer);

  return {
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
        // The premade hero as a character; its build (and sheet) are the engine's: scenarios.
        const characterId = host.insertHero(premade.name, ["starter"], "A premade hero of Tablekeep's Draw Steel starter set.");
        result.heroes.push({ characterId, name: premade.name });
      }
      return result;
    },
    // A hero's sheet, building or previewing one and everything on its progress apply the rules
    // (the sheet, levels, Victories, respites, Recoveries, projects, the ledger): only a recorded
    // scenario answers them (ui/src/test/scenario.ts).
    drawSteelBuildHero: scenarioOnly("drawSteelBuildHero"),
    drawSteelHero: scenarioOnly("drawSteelHero"),
    drawSteelPreviewHero: scenarioOnly("drawSteelPreviewHero"),
    drawSteelAwardVictories: scenarioOnly("drawSteelAwardVictories"),
    drawSteelSpendRecovery: scenarioOnly("drawSteelSpendRecovery"),
    drawSteelReturnHero: scenarioOnly("drawSteelReturnHero"),
    drawSteelRespite: scenarioOnly("drawSteelRespite"),
    drawSteelLevelUp: scenarioOnly("drawSteelLevelUp"),
    drawSteelAddProject: scenarioOnly("drawSteelAddProject"),
    drawSteelRemoveProject: scenarioOnly("drawSteelRemoveProject"),
    drawSteelProjectRoll: scenarioOnly("drawSteelProjectRoll"),
    drawSteelUndoProgress: scenarioOnly("drawSteelUndoProgress"),
    // Rolls anywhere are the real engine's answers, recorded (`recorded.ts`); the fake only
    // chooses the faces of Tablekeep's own dice, and replays them as the engine's.
    drawSteelRollOdds: async (args) => replay("draw_steel_roll_odds", args),
    drawSteelPowerRoll: async (args) => rolledByEngine(args, (request) => replay<PowerRollResult>("draw_steel_power_roll", request)),
    drawSteelAssist: async (args) => rolledByEngine(args, (request) => replay<AssistResult>("draw_steel_assist", request)),
    reset: () => {
      stored.clear();
    },
    queueDice: (...pairs) => dice.queue(pairs),
  };
}

/** A command that applies Draw Steel rules: the plain fake refuses it and names the way. */
function scenarioOnly(name: string) {
  return async (): Promise<never> => fail("conflict", `${name} applies Draw Steel rules: replay a recorded scenario (createScenarioBackend).`);
}

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

export function sum(section: string, terms: Term[], notes: string[] = []): Explained {
  return { value: terms.reduce((total, term) => total + term.value, 0), terms, rule: cite(section), notes };
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
