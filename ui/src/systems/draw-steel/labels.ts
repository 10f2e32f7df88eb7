// The Draw Steel vocabulary as the screens print it. Words, orderings and abbreviations only;
// every rule (what is valid, what a roll comes to) is the engine's.

import type {
  AbilitySource,
  ActionType,
  AssistGrant,
  Characteristic,
  ConditionKind,
  ContentKind,
  Distance,
  DrawSteelDuration,
  EdgeBaneNet,
  Effect,
  ForcedKind,
  Keyword,
  TargetKind,
  TestDifficulty,
  TestOutcome,
  Tier,
} from "../../bindings";

export const CHARACTERISTICS: readonly Characteristic[] = ["might", "agility", "reason", "intuition", "presence"];
export const CHARACTERISTIC_LABEL: Record<Characteristic, string> = {
  might: "Might",
  agility: "Agility",
  reason: "Reason",
  intuition: "Intuition",
  presence: "Presence",
};
/** The one-letter abbreviations stat blocks use ("6 + M damage"). */
export const CHARACTERISTIC_LETTER: Record<Characteristic, string> = {
  might: "M",
  agility: "A",
  reason: "R",
  intuition: "I",
  presence: "P",
};

export const CONTENT_KINDS: readonly ContentKind[] = ["ability", "monster", "ancestry", "class", "kit"];
export const CONTENT_KIND_LABEL: Record<ContentKind, string> = {
  ability: "Ability",
  monster: "Monster",
  ancestry: "Ancestry",
  class: "Class",
  kit: "Kit",
};
export const CONTENT_KIND_PLURAL: Record<ContentKind, string> = {
  ability: "Abilities",
  monster: "Monsters",
  ancestry: "Ancestries",
  class: "Classes",
  kit: "Kits",
};

export const ACTION_TYPES: readonly ActionType[] = [
  "main_action",
  "maneuver",
  "move_action",
  "triggered",
  "free_triggered",
  "free_maneuver",
  "no_action",
];
export const ACTION_LABEL: Record<ActionType, string> = {
  main_action: "Main action",
  maneuver: "Maneuver",
  move_action: "Move action",
  triggered: "Triggered action",
  free_triggered: "Free triggered action",
  free_maneuver: "Free maneuver",
  no_action: "No action",
};
/** Actions that have a trigger. */
export const TRIGGERED_ACTIONS: readonly ActionType[] = ["triggered", "free_triggered"];

export const KEYWORDS: readonly Keyword[] = ["melee", "ranged", "strike", "area", "weapon", "magic", "psionic", "charge"];
export const KEYWORD_LABEL: Record<Keyword, string> = {
  melee: "Melee",
  ranged: "Ranged",
  strike: "Strike",
  area: "Area",
  weapon: "Weapon",
  magic: "Magic",
  psionic: "Psionic",
  charge: "Charge",
};

export type DistanceKind = Distance["kind"];
export const DISTANCE_KINDS: readonly DistanceKind[] = ["melee", "ranged", "melee_or_ranged", "self_only", "aura", "burst", "cube", "line", "wall"];
export const DISTANCE_LABEL: Record<DistanceKind, string> = {
  self_only: "Self",
  melee: "Melee",
  ranged: "Ranged",
  melee_or_ranged: "Melee or ranged",
  aura: "Aura",
  burst: "Burst",
  cube: "Cube",
  line: "Line",
  wall: "Wall",
};
/** The numbers each distance kind has, in the order the form shows them, with their labels. */
export const DISTANCE_FIELDS: { [K in DistanceKind]: readonly { key: string; label: string }[] } = {
  self_only: [],
  melee: [{ key: "reach", label: "Reach" }],
  ranged: [{ key: "range", label: "Range" }],
  melee_or_ranged: [
    { key: "reach", label: "Reach" },
    { key: "range", label: "Range" },
  ],
  aura: [{ key: "radius", label: "Radius" }],
  burst: [{ key: "radius", label: "Radius" }],
  cube: [
    { key: "side", label: "Side" },
    { key: "within", label: "Within" },
  ],
  line: [
    { key: "length", label: "Length" },
    { key: "width", label: "Width" },
    { key: "within", label: "Within" },
  ],
  wall: [
    { key: "squares", label: "Squares" },
    { key: "within", label: "Within" },
  ],
};

export const TARGET_KINDS: readonly TargetKind[] = ["creatures", "enemies", "allies", "self_and_allies", "creatures_or_objects", "self_only"];
export const TARGET_LABEL: Record<TargetKind, string> = {
  creatures: "Creatures",
  enemies: "Enemies",
  allies: "Allies",
  self_and_allies: "Self and allies",
  creatures_or_objects: "Creatures or objects",
  self_only: "Self",
};

export const CONDITIONS: readonly ConditionKind[] = [
  "bleeding",
  "dazed",
  "frightened",
  "grabbed",
  "prone",
  "restrained",
  "slowed",
  "taunted",
  "weakened",
];
export const CONDITION_LABEL: Record<ConditionKind, string> = {
  bleeding: "Bleeding",
  dazed: "Dazed",
  frightened: "Frightened",
  grabbed: "Grabbed",
  prone: "Prone",
  restrained: "Restrained",
  slowed: "Slowed",
  taunted: "Taunted",
  weakened: "Weakened",
};

export const DURATIONS: readonly DrawSteelDuration[] = ["end_of_turn", "save_ends", "end_of_encounter", "until_removed"];
export const DURATION_LABEL: Record<DrawSteelDuration, string> = {
  end_of_turn: "EoT",
  save_ends: "save ends",
  end_of_encounter: "end of encounter",
  until_removed: "until removed",
};
/** The longer words for the duration select. */
export const DURATION_OPTION: Record<DrawSteelDuration, string> = {
  end_of_turn: "EoT (end of the target's next turn)",
  save_ends: "Save ends",
  end_of_encounter: "End of encounter",
  until_removed: "Until removed",
};

export const FORCED_KINDS: readonly ForcedKind[] = ["push", "pull", "slide"];
export const FORCED_LABEL: Record<ForcedKind, string> = { push: "Push", pull: "Pull", slide: "Slide" };

export type EffectKind = Effect["kind"];
export const EFFECT_KINDS: readonly EffectKind[] = ["damage", "condition", "forced_move", "gain_surges", "text"];
export const EFFECT_LABEL: Record<EffectKind, string> = {
  damage: "Damage",
  condition: "Condition",
  forced_move: "Forced movement",
  gain_surges: "Gain surges",
  text: "GM text",
};

/** The sizes the form offers; a stored size outside them is added to the list. */
export const SIZES: readonly string[] = ["1T", "1S", "1M", "1L", "2", "3", "4", "5", "6", "7", "8", "9", "10"];

export const TIERS: readonly Tier[] = ["one", "two", "three"];
export const TIER_NUMBER: Record<Tier, number> = { one: 1, two: 2, three: 3 };
/** The totals of each tier, as the ability's tier columns are headed. */
export const TIER_BAND: readonly string[] = ["≤11", "12–16", "17+"];

export const DIFFICULTIES: readonly TestDifficulty[] = ["easy", "medium", "hard"];
export const DIFFICULTY_LABEL: Record<TestDifficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

/** In the order of `TestOdds` (worst first). */
export const TEST_OUTCOMES: readonly TestOutcome[] = [
  "failure_with_consequence",
  "failure",
  "success_with_consequence",
  "success",
  "success_with_reward",
];
export const TEST_OUTCOME_LABEL: Record<TestOutcome, string> = {
  failure_with_consequence: "Failure with consequence",
  failure: "Failure",
  success_with_consequence: "Success with consequence",
  success: "Success",
  success_with_reward: "Success with reward",
};

export const NET_LABEL: Record<EdgeBaneNet, string> = {
  none: "No edge or bane",
  edge: "Edge",
  bane: "Bane",
  double_edge: "Double edge",
  double_bane: "Double bane",
};

export const ASSIST_GRANTS: readonly AssistGrant[] = ["bane", "edge", "double_edge"];
export const ASSIST_LABEL: Record<AssistGrant, string> = { bane: "A bane", edge: "An edge", double_edge: "A double edge" };

export const SOURCE_LABEL: Record<AbilitySource, string> = {
  class: "Class abilities",
  kit: "Kit abilities",
  own: "Chosen abilities",
};

/** "+2", "−1", "0": a score as a stat block prints it. */
export function signedScore(value: number): string {
  if (value > 0) return `+${value}`;
  if (value < 0) return `−${Math.abs(value)}`;
  return "0";
}
