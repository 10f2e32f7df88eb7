// The Draw Steel content commands of the fake backend: an in-memory library that answers like
// `crates/api/src/draw_steel/content.rs` (same order, same one-line summaries, same refusals).
// A test double, not a second validator: it checks only the name, as the shape checks of the api
// do; tests that need the rules' other problems program them with vi.spyOn.

import type { Backend } from "../backend";
import type {
  Ability,
  ActionType,
  Ancestry,
  Class,
  ContentError,
  ContentKind,
  ContentSummary,
  ContentView,
  Distance,
  DrawSteelContent as Content,
  Kit,
  StatBlock,
  Targets,
} from "../bindings";
import { BackendError } from "../backend";
import { fail } from "./fake-errors";

export type DrawSteelHost = {
  /** Fails when no campaign is open. */
  campaign(): void;
};

type DrawSteelCommands = Pick<
  Backend,
  | "drawSteelListContent"
  | "drawSteelGetContent"
  | "drawSteelCheckContent"
  | "drawSteelSaveContent"
  | "drawSteelDeleteContent"
>;

export type FakeDrawSteel = DrawSteelCommands & {
  /** Forgets every piece (a new campaign was opened). */
  reset(): void;
};

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
    reset: () => {
      stored.clear();
    },
  };
}

/** The content with its name trimmed, as the api stores it. */
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

function distanceText(distance: Distance): string {
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
  const head = [`Level ${monster.level}`, monster.organization?.trim(), monster.role?.trim()].filter(Boolean).join(" ");
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
