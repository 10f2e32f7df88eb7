// Draw Steel encounters for the fake backend: a test double, not a second engine. It stores plans,
// launches them from the fake's heroes (fixed stand-in numbers) and library monsters, and plays a
// few commands plainly enough for the screens to move on (the first side's d10, turns one
// creature at a time, power rolls with the printed tier damage, free strikes, movement, the GM's
// adjustments). Anything subtler is recorded and logged without effect; tests that need a
// particular answer program it with vi.spyOn. Rolled dice come from (seed, command, die), so undo
// and redo replay exactly, as in the real engine.

import type { Backend } from "../backend";
import type {
  Ability,
  CombatRules,
  CombatState,
  DrawSteelCombatant as Combatant,
  DrawSteelCombatView as CombatView,
  DrawSteelCommand as Command,
  DrawSteelOutcome as Outcome,
  DrawSteelPlan as Plan,
  DrawSteelSide as Side,
  EncounterSummary,
  EncounterView,
  LogLine,
  RollPreview,
  StatBlock,
  TargetChoice,
} from "../bindings";
import { createFakeBackend, type FakeBackend } from "./fake-backend";
import { stepTo } from "./fake-encounters";
import { fail, failRule } from "./fake-errors";
import { logText } from "./fake-log";

const NOW = "2025-03-01T19:30:00.000Z";
const SYSTEM = "draw_steel" as const;

/** A monster for the library: a small brute with one signature ability that rolls Might. */
export const MIRE_GNAWER: StatBlock = {
  name: "Mire Gnawer",
  level: 1,
  role: "Brute",
  organization: "Minion",
  stamina: 12,
  speed: 5,
  size: "1S",
  stability: 0,
  freeStrike: 2,
  characteristics: { might: 2, agility: 1, reason: -2, intuition: 0, presence: -1 },
  abilities: [
    {
      name: "Gnaw",
      keywords: ["melee", "strike", "weapon"],
      action: "main_action",
      distance: { kind: "melee", reach: 1 },
      targets: { kind: "enemies", count: 1 },
      roll: ["might"],
      tiers: [
        { effects: [{ kind: "damage", amount: 2 }] },
        { effects: [{ kind: "damage", amount: 4 }] },
        { effects: [{ kind: "damage", amount: 5 }, { kind: "condition", condition: "bleeding", duration: "save_ends", potency: { characteristic: "might", value: 1 } }] },
      ],
    },
  ],
};

/** The stand-in hero's signature ability. */
export const MIGHTY_SWING: Ability = {
  name: "Mighty Swing",
  keywords: ["melee", "strike", "weapon"],
  action: "main_action",
  distance: { kind: "melee", reach: 1 },
  targets: { kind: "enemies", count: 1 },
  roll: ["might", "agility"],
  tiers: [{ effects: [{ kind: "damage", amount: 4 }] }, { effects: [{ kind: "damage", amount: 7 }] }, { effects: [{ kind: "damage", amount: 10 }, { kind: "forced_move", movement: "push", distance: 2 }] }],
};

export const DEFAULT_RULES: CombatRules = {
  eotSpansNextTurn: true,
  savesAtTurnEnd: true,
  heroDeathAtNegativeWinded: true,
  clampNonHeroStamina: true,
  bleedingOncePerAction: true,
  triggeredPerRound: 1,
  maxDamageSurges: 3,
  surgesPerPotency: 2,
  tokenCostSurges: 1,
  tokenCostSave: 1,
  tokenCostStamina: 2,
  opportunityIsFreeTriggered: true,
  readySideFirst: true,
  edgesCancelOneForOne: true,
  naturalBeatsDoubleBane: false,
  fallOnEffectiveHeight: true,
};

/** A combatant with plain numbers; `fields` override them. */
export function dsCombatant(name: string, fields: Partial<Combatant> = {}): Combatant {
  return {
    name,
    side: "foes",
    hero: false,
    level: 1,
    characteristics: { might: 2, agility: 1, reason: 0, intuition: 0, presence: 0 },
    size: "1M",
    speed: 5,
    stability: 0,
    staminaMax: 20,
    stamina: 20,
    windedValue: 10,
    recoveryValue: 0,
    recoveries: 0,
    freeStrike: 2,
    weaponBonus: [0, 0, 0],
    immunities: [],
    weaknesses: [],
    abilities: [],
    resourceName: "",
    resource: 0,
    position: null,
    elevation: 0,
    surges: 0,
    conditions: [],
    hidden: false,
    invisible: false,
    surprised: false,
    fate: "standing",
    turnsStarted: 0,
    acted: false,
    triggeredRound: 0,
    sourceId: null,
    ...fields,
  };
}

/** The fake's stand-in for a built hero: the real sheet is the heroes screens' business. */
export function standInHero(name: string, characterId: number, fields: Partial<Combatant> = {}): Combatant {
  return dsCombatant(name, {
    side: "heroes",
    hero: true,
    characteristics: { might: 2, agility: 1, reason: 0, intuition: 1, presence: 0 },
    staminaMax: 30,
    stamina: 30,
    windedValue: 15,
    recoveryValue: 10,
    recoveries: 8,
    freeStrike: 3,
    abilities: [MIGHTY_SWING],
    resourceName: "Wrath",
    sourceId: characterId,
    ...fields,
  });
}

function monsterCombatant(block: StatBlock, name: string, contentId: number): Combatant {
  return dsCombatant(name, {
    level: block.level,
    characteristics: block.characteristics,
    size: block.size,
    speed: block.speed,
    stability: block.stability,
    staminaMax: block.stamina,
    stamina: block.stamina,
    windedValue: Math.floor(block.stamina / 2),
    freeStrike: block.freeStrike,
    abilities: block.abilities ?? [],
    sourceId: contentId,
  });
}

/** A fresh combat state before the first side is settled. */
export function openingState(combatants: Combatant[], fields: Partial<CombatState> = {}): CombatState {
  return {
    grid: null,
    combatants,
    round: 0,
    phase: { kind: "opening" },
    firstSide: null,
    turn: null,
    heroTokens: combatants.filter((c) => c.hero).length,
    malice: 0,
    pendingMoves: [],
    opportunities: [],
    rules: DEFAULT_RULES,
    ...fields,
  };
}

const rule = (section: string) => ({ system: SYSTEM, section });
const canAct = (c: Combatant) => c.fate === "standing" || c.fate === "dying";
const sideCanAct = (state: CombatState, side: Side) => state.combatants.some((c) => c.side === side && !c.acted && canAct(c));
const other = (side: Side): Side => (side === "heroes" ? "foes" : "heroes");

/** A d`sides` from (seed, command, die): the same inputs give the same face. */
function rolled(seed: number, command: number, die: number, sides: number): number {
  let h = (seed * 2654435761 + command * 40503 + die * 9973 + 17) >>> 0;
  h = (h ^ (h >>> 13)) >>> 0;
  h = Math.imul(h, 1274126177) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return (h % sides) + 1;
}

/** A Draw Steel combat as the boundary carries it (tagged with its system). */
export type TaggedCombat = { system: typeof SYSTEM } & CombatView;

/** The state with the view's numbers around it. */
export function combatView(state: CombatState, log: LogLine[]): TaggedCombat {
  const standing = (side: Side) => state.combatants.some((c) => c.side === side && c.fate === "standing");
  const decided: Outcome | null = standing("heroes") && !standing("foes") ? "heroes_won" : !standing("heroes") && standing("foes") ? "heroes_lost" : null;
  return {
    system: SYSTEM,
    state,
    combatants: state.combatants.map((c, id) => ({
      id,
      speed: c.conditions.some((k) => k.kind === "slowed") ? Math.min(2, c.speed) : c.speed,
      winded: c.stamina <= c.windedValue,
      mayStartTurn:
        state.turn === null &&
        state.pendingMoves.length === 0 &&
        !c.acted &&
        canAct(c) &&
        state.phase.kind === "round" &&
        (c.side === state.phase.next || !sideCanAct(state, state.phase.next)),
    })),
    recentLog: log.slice(-80),
    suggestion: suggest(state, decided),
    decided,
  };
}

/** What automatic play would do next: roll, start the next creature's turn, strike, end the turn. */
function suggest(state: CombatState, decided: Outcome | null): Command | null {
  const phase = state.phase;
  if (phase.kind === "ended") return null;
  if (phase.kind === "opening") return { command: "roll_first_side", die: null };
  if (state.pendingMoves.length > 0) return { command: "skip_forced_move" };
  if (decided) return { command: "end_combat", outcome: decided };
  if (!state.turn) {
    const side = sideCanAct(state, phase.next) ? phase.next : other(phase.next);
    const actor = state.combatants.findIndex((c) => c.side === side && !c.acted && canAct(c));
    return actor >= 0 ? { command: "start_turn", actor } : null;
  }
  const me = state.combatants[state.turn.actor]!;
  const target = state.combatants.findIndex((c) => c.side !== me.side && c.fate === "standing");
  if (state.turn.budget.main > 0 && target >= 0) return { command: "free_strike", attacker: state.turn.actor, target: { target } };
  return { command: "end_turn", saves: [] };
}

type Applied = { state: CombatState; log: LogLine[] };

/** Plays `command` (number `index`) on a copy of `state`, or refuses it the way the engine would. */
function apply(before: CombatState, command: Command, index: number, seed: number): Applied {
  const state = structuredClone(before);
  const log: LogLine[] = [];
  const say = (text: string, section: string | null = null, details: string[] = []) => log.push({ command: index, round: state.round > 0 ? state.round : null, text, rule: section ? rule(section) : null, numbers: [], details });
  const who = (id: number) => state.combatants[id] ?? failRule("Target", `There is no combatant number ${id} in this combat.`, SYSTEM);
  const running = () => {
    if (state.phase.kind === "opening") failRule("Surprised", "Settle which side acts first before anyone acts.", SYSTEM);
    if (state.phase.kind === "ended") failRule("Turn", "The combat is over.", SYSTEM);
  };
  const acting = (id: number, doing: string) => {
    running();
    if (!state.turn) failRule("Turn", "No turn is under way: start a creature's turn first.", SYSTEM);
    if (state.turn.actor !== id) failRule("Turn", `It is ${who(state.turn.actor).name}'s turn; ${who(id).name} cannot ${doing} now.`, SYSTEM);
    return state.turn;
  };
  const spendMain = (id: number) => {
    const turn = acting(id, "act");
    if (turn.budget.main < 1) failRule("Main Action", "The main action has been used this turn.", SYSTEM);
    turn.budget.main -= 1;
    turn.budget.things += 1;
    turn.budget.immediateMain = false;
  };
  const damage = (id: number, amount: number, knockOut: boolean) => {
    const c = who(id);
    c.stamina -= amount;
    if (!c.hero && c.stamina <= 0) {
      c.stamina = 0;
      c.fate = knockOut ? "unconscious" : "dead";
      say(`${c.name} is ${c.fate === "dead" ? "killed" : "knocked out"}`, "Stamina");
    } else if (c.hero && c.stamina <= 0 && c.fate === "standing") {
      c.fate = "dying";
      say(`${c.name} is dying`, "Stamina");
    }
  };
  const roll = (userId: number, ability: Ability, targets: TargetChoice[], dice: [number, number] | null | undefined, knockOut: boolean) => {
    const user = who(userId);
    const chars = ability.roll ?? [];
    const score = chars.length ? Math.max(...chars.map((c) => user.characteristics[c])) : 0;
    const [a, b] = dice ?? [rolled(seed, index, 0, 10), rolled(seed, index, 1, 10)];
    if (![a, b].every((d) => Number.isInteger(d) && d >= 1 && d <= 10)) failRule("Ability Roll", "A d10 shows 1 to 10.", SYSTEM);
    say(`${user.name} uses ${ability.name}: 2d10 ${a} + ${b} (${dice ? "entered" : "rolled"})${chars.length ? `, score ${score >= 0 ? "+" : ""}${score}` : ""}`, "Ability Roll");
    for (const choice of targets) {
      const target = who(choice.target);
      if (target.fate === "dead") failRule("Target", `${target.name} is dead and cannot be targeted.`, SYSTEM);
      const total = a + b + score;
      const tier = a + b >= 19 ? 3 : total <= 11 ? 1 : total <= 16 ? 2 : 3;
      say(`${target.name}: ${total} → tier ${tier}`, "Power Roll", ["no edges or banes"]);
      for (const effect of ability.tiers?.[tier - 1]?.effects ?? []) {
        if (effect.kind === "damage") {
          const amount = effect.amount + (effect.addCharacteristic ? score : 0);
          say(`${target.name} takes ${amount} damage`, "Damage");
          damage(choice.target, amount, knockOut);
        }
      }
    }
  };

  switch (command.command) {
    case "roll_first_side": {
      if (state.phase.kind !== "opening") failRule("Surprised", "The first side is already settled.", SYSTEM);
      const ready = (side: Side) => state.combatants.some((c) => c.side === side && !c.surprised && canAct(c));
      let side: Side;
      if (ready("heroes") !== ready("foes") && state.rules.readySideFirst) {
        if (command.die != null) failRule("Surprised", "Only one side has creatures ready for combat, so it acts first without a roll.", SYSTEM);
        side = ready("heroes") ? "heroes" : "foes";
        say(`Only the ${side} were ready: they act first without a roll`, "Surprised");
      } else {
        const die = command.die ?? rolled(seed, index, 0, 10);
        if (!Number.isInteger(die) || die < 1 || die > 10) failRule("Surprised", "A d10 shows 1 to 10.", SYSTEM);
        side = die >= 6 ? "heroes" : "foes";
        say(`d10 ${die} (${command.die != null ? "entered" : "rolled"}): the ${side} act first`, "Surprised");
      }
      Object.assign(state, { round: 1, phase: { kind: "round", next: side }, firstSide: side });
      say(`Round 1 begins; the ${side} pick first`, "Turn");
      break;
    }
    case "start_turn": {
      running();
      if (state.turn) failRule("Turn", `${who(state.turn.actor).name}'s turn is still under way; end it first.`, SYSTEM);
      const c = who(command.actor);
      if (!canAct(c)) failRule("Stamina", `${c.name} is out of the fight and takes no turns.`, SYSTEM);
      if (c.acted) failRule("Turn", `${c.name} has already acted this round.`, SYSTEM);
      const next = state.phase.kind === "round" ? state.phase.next : "heroes";
      if (c.side !== next && sideCanAct(state, next)) failRule("Turn", `The sides take turns one creature at a time: it is the ${next}' pick.`, SYSTEM);
      const dazed = c.conditions.some((k) => k.kind === "dazed");
      state.turn = { actor: command.actor, budget: { main: 1, maneuver: 1, moves: 1, movement: 0, dazed, things: 0, immediateMain: false }, hiddenBenefit: false };
      c.turnsStarted += 1;
      say(`${c.name}'s turn`);
      break;
    }
    case "end_turn": {
      running();
      if (!state.turn) failRule("Turn", "No turn is under way.", SYSTEM);
      const actor = state.turn.actor;
      const c = who(actor);
      c.acted = true;
      state.turn = null;
      say(`${c.name} ends the turn`, "Turn");
      if (!state.combatants.some((x) => !x.acted && canAct(x))) {
        say(`Round ${state.round} ends`, "Turn");
        state.round += 1;
        state.combatants.forEach((x) => (x.acted = false));
        state.phase = { kind: "round", next: state.firstSide ?? "heroes" };
        say(`Round ${state.round} begins; the ${state.firstSide ?? "heroes"} pick first`, "Turn");
      } else {
        const nextSide = other(c.side);
        state.phase = { kind: "round", next: sideCanAct(state, nextSide) ? nextSide : c.side };
      }
      break;
    }
    case "use_ability": {
      const user = who(command.user);
      const ability = user.abilities[command.ability] ?? failRule("Ability", `${user.name} has no ability number ${command.ability}.`, SYSTEM);
      if (ability.action === "main_action") spendMain(command.user);
      else if (ability.action === "maneuver") {
        const turn = acting(command.user, `use ${ability.name}`);
        if (turn.budget.maneuver < 1) failRule("Maneuver", "No maneuver is left.", SYSTEM);
        turn.budget.maneuver -= 1;
      }
      if (command.targets.length === 0 && ability.targets.kind !== "self_only") failRule("Target", `Choose at least one target for ${ability.name}.`, SYSTEM);
      roll(command.user, ability, command.targets, command.dice, command.knockOut ?? false);
      break;
    }
    case "free_strike": {
      const opportunity = state.opportunities.some((o) => o.attacker === command.attacker && o.mover === command.target.target);
      if (!opportunity) spendMain(command.attacker);
      const attacker = who(command.attacker);
      const strike: Ability = {
        name: "Free Strike",
        action: "main_action",
        distance: { kind: "melee", reach: 1 },
        targets: { kind: "enemies", count: 1 },
        roll: ["might", "agility"],
        tiers: [0, 1, 2].map(() => ({ effects: [{ kind: "damage" as const, amount: attacker.freeStrike }] })),
      };
      roll(command.attacker, strike, [command.target], command.dice, command.knockOut ?? false);
      break;
    }
    case "advance":
    case "charge":
    case "shift": {
      const turn = acting(state.turn?.actor ?? -1, "move");
      const c = who(turn.actor);
      const path = command.command === "shift" ? [command.to] : command.path;
      const last = path.at(-1);
      if (last) c.position = last;
      say(`${c.name} ${command.command === "shift" ? "shifts" : "moves"} ${path.length} square${path.length === 1 ? "" : "s"}`, "Move");
      if (command.command === "charge") {
        spendMain(turn.actor);
        const strike: Ability = { ...MIGHTY_SWING, name: "Free Strike", tiers: [0, 1, 2].map(() => ({ effects: [{ kind: "damage" as const, amount: c.freeStrike }] })) };
        roll(turn.actor, strike, [command.target], command.dice, command.knockOut ?? false);
      }
      break;
    }
    case "adjust": {
      running();
      const c = who(command.who);
      if (command.damage) damage(command.who, command.damage, false);
      if (command.heal) c.stamina = Math.min(c.staminaMax, c.stamina + command.heal);
      c.surges = Math.max(0, c.surges + (command.surges ?? 0));
      c.resource = Math.max(0, c.resource + (command.resource ?? 0));
      if (command.hidden != null) c.hidden = command.hidden;
      if (command.invisible != null) c.invisible = command.invisible;
      if (command.position) c.position = command.position;
      say(`The GM adjusts ${c.name}${command.reason ? `: ${command.reason}` : ""}`);
      break;
    }
    case "adjust_pools":
      running();
      state.heroTokens = Math.max(0, state.heroTokens + (command.heroTokens ?? 0));
      state.malice = Math.max(0, state.malice + (command.malice ?? 0));
      say("The GM adjusts the pools");
      break;
    case "impose_condition": {
      running();
      const c = who(command.target);
      c.conditions.push({ kind: command.condition, duration: command.duration, source: command.source ?? null, endsAfterTurn: null });
      say(`${c.name} is ${command.condition}`, command.condition.charAt(0).toUpperCase() + command.condition.slice(1));
      break;
    }
    case "remove_condition": {
      running();
      const c = who(command.target);
      if (!c.conditions.some((k) => k.kind === command.condition)) failRule(command.condition, `${c.name} is not ${command.condition}.`, SYSTEM);
      c.conditions = c.conditions.filter((k) => k.kind !== command.condition);
      say(`${c.name} is no longer ${command.condition}`);
      break;
    }
    case "end_combat":
      state.phase = { kind: "ended", outcome: command.outcome };
      state.turn = null;
      say("The combat ends", "Turn");
      break;
    default:
      running();
      say(`The GM: ${command.command.replace(/_/g, " ")}`);
  }
  state.opportunities = [];
  return { state, log };
}

/** The exact odds of each tier out of the 100 rolls of 2d10, with the situation's edges and banes. */
function preview(state: CombatState, userId: number, abilityIndex: number | null | undefined, targets: TargetChoice[]): RollPreview[] {
  const user = state.combatants[userId] ?? failRule("Target", `There is no combatant number ${userId} in this combat.`, SYSTEM);
  const ability = abilityIndex == null ? { roll: ["might", "agility"] as const, action: "main_action" } : user.abilities[abilityIndex];
  if (!ability) failRule("Ability", `${user.name} has no ability number ${abilityIndex}.`, SYSTEM);
  const chars = [...(ability.roll ?? [])];
  if (chars.length === 0) return [];
  const best = chars.reduce((a, b) => (user.characteristics[b] > user.characteristics[a] ? b : a));
  const score = user.characteristics[best];
  return targets.map((choice) => {
    const reasons = [];
    if (choice.cover) reasons.push({ edges: 0, banes: 1, label: "Target has cover", rule: rule("Cover") });
    if (choice.concealed) reasons.push({ edges: 0, banes: 1, label: "Target is concealed", rule: rule("Concealment") });
    if (choice.edges) reasons.push({ edges: choice.edges, banes: 0, label: "Granted by the GM", rule: rule("Edges and Banes") });
    if (choice.banes) reasons.push({ edges: 0, banes: choice.banes, label: "Imposed by the GM", rule: rule("Edges and Banes") });
    const edges = reasons.reduce((n, r) => n + r.edges, 0);
    const banes = reasons.reduce((n, r) => n + r.banes, 0);
    const net = Math.min(2, edges) - Math.min(2, banes);
    const counts: [number, number, number] = [0, 0, 0];
    for (let a = 1; a <= 10; a++) {
      for (let b = 1; b <= 10; b++) {
        const total = a + b + score + (net === 1 ? 2 : net === -1 ? -2 : 0);
        let tier = total <= 11 ? 1 : total <= 16 ? 2 : 3;
        if (net >= 2) tier = Math.min(3, tier + 1);
        if (net <= -2) tier = Math.max(1, tier - 1);
        if (a + b >= 19) tier = 3;
        counts[tier - 1] += 1;
      }
    }
    return { target: choice.target, characteristic: [best, score], edges, banes, reasons, odds: { counts, percent: [...counts] as [number, number, number] }, canCrit: ability.action === "main_action" };
  });
}

type Stored = { view: EncounterView; launched: CombatState | null; commands: Command[]; log: LogLine[] };

/** The encounter's Draw Steel plan and combat (the stored encounters are all Draw Steel's). */
const planOf = (view: EncounterView): Plan => (view.plan.system === SYSTEM ? view.plan : { participants: [] });
const combatOf = (view: EncounterView): TaggedCombat => (view.battle?.system === SYSTEM ? view.battle : fail("conflict", "Launch the encounter first (start_encounter)."));

export type DsCombatBackend = FakeBackend & {
  /** The Draw Steel commands applied to an encounter, in order (up to its cursor). */
  drawSteelCommands(id: number): Command[];
};

/**
 * The fake backend with Draw Steel encounters: their commands are answered here, everything else
 * by `createFakeBackend`. `running` launches encounters straight into their combat state.
 */
export function createDsCombatBackend(seed: Parameters<typeof createFakeBackend>[0] = {}, running: { name: string; state: CombatState; plan?: Plan; id?: number }[] = []): DsCombatBackend {
  const base = createFakeBackend(seed);
  const stored = new Map<number, Stored>();
  let nextId = 500;

  const blank = (id: number, name: string, plan: Plan): EncounterView => ({
    id,
    name,
    system: SYSTEM,
    phase: "prepared",
    cursor: 0,
    commandCount: 0,
    canUndo: false,
    canRedo: false,
    seed: null,
    plan: { system: SYSTEM, ...structuredClone(plan) },
    battle: null,
    result: null,
    createdAt: NOW,
    updatedAt: NOW,
  });
  for (const r of running) {
    const id = r.id ?? nextId++;
    const view = blank(id, r.name, r.plan ?? { participants: [] });
    view.phase = "running";
    view.seed = 7;
    view.battle = combatView(r.state, []);
    stored.set(id, { view, launched: structuredClone(r.state), commands: [], log: [] });
  }

  const get = (id: number) => stored.get(id);
  const name = (text: string) => (text.trim() === "" ? fail("invalidInput", "The name must not be empty.", "name") : text.trim());
  const summary = (view: EncounterView): EncounterSummary => ({
    id: view.id,
    name: view.name,
    system: view.system,
    phase: view.phase,
    participants: planOf(view).participants.length,
    cursor: view.cursor,
    updatedAt: view.updatedAt,
  });
  const order = { running: 0, prepared: 1, ended: 2 } as const;
  const list = async () => {
    const all = [...(await base.listEncounters()), ...[...stored.values()].map((s) => summary(s.view))];
    return all.sort((a, b) => order[a.phase] - order[b.phase] || a.id - b.id);
  };
  /** Replays the first `cursor` commands from the launch state. */
  const replay = (s: Stored, cursor: number) => {
    let state = structuredClone(s.launched!);
    const log: LogLine[] = [];
    s.commands.slice(0, cursor).forEach((command, index) => {
      const applied = apply(state, command, index, s.view.seed ?? 0);
      state = applied.state;
      log.push(...applied.log);
    });
    Object.assign(s.view, { cursor, canUndo: cursor > 0, canRedo: cursor < s.commands.length, commandCount: s.commands.length, updatedAt: NOW });
    s.view.battle = combatView(state, log);
    s.log = log;
    return structuredClone(s.view);
  };
  const launch = async (view: EncounterView): Promise<CombatState> => {
    const plan = planOf(view);
    for (const side of ["heroes", "foes"] as const) {
      if (!plan.participants.some((p) => p.side === side)) {
        fail("invalidInput", side === "heroes" ? "Add at least one creature to the heroes' side." : "Add at least one foe.", "plan.participants");
      }
    }
    const counts = new Map<number, number>();
    for (const p of plan.participants) if (p.source.kind === "monster") counts.set(p.source.contentId, (counts.get(p.source.contentId) ?? 0) + 1);
    const numbered = new Map<number, number>();
    const combatants: Combatant[] = [];
    for (const [index, p] of plan.participants.entries()) {
      if (plan.grid && !p.position) fail("invalidInput", "On a map every creature needs a starting square.", `plan.participants[${index}].position`);
      if (p.source.kind === "hero") {
        const c = await base.getCharacter({ id: p.source.characterId });
        if (c.system !== SYSTEM) fail("invalidInput", `${c.name} is not a Draw Steel hero.`, `plan.participants[${index}]`);
        combatants.push(standInHero(c.name, c.id, { side: p.side, surprised: p.surprised ?? false, position: p.position ?? null }));
      } else {
        const contentId = p.source.contentId;
        const content = (await base.drawSteelGetContent({ id: contentId })).content;
        if (content.kind !== "monster") fail("invalidInput", `${content.data.name} is not a monster.`, `plan.participants[${index}]`);
        const n = (numbered.get(contentId) ?? 0) + 1;
        numbered.set(contentId, n);
        const label = (counts.get(contentId) ?? 0) > 1 ? `${content.data.name} ${n}` : content.data.name;
        combatants.push({ ...monsterCombatant(content.data, label, contentId), side: p.side, surprised: p.surprised ?? false, position: p.position ?? null });
      }
    }
    return openingState(combatants, { grid: plan.grid ?? null, heroTokens: plan.heroTokens ?? combatants.filter((c) => c.hero).length, malice: plan.malice ?? 0 });
  };

  const backend: DsCombatBackend = {
    ...base,
    createEncounter: async (input) => {
      if (input.plan.system !== SYSTEM) return base.createEncounter(input);
      await base.campaignInfo();
      const { system: _system, ...plan } = input.plan;
      const view = blank(nextId++, name(input.name), plan);
      stored.set(view.id, { view, launched: null, commands: [], log: [] });
      return structuredClone(view);
    },
    updateEncounter: async (input) => {
      const s = get(input.id);
      if (!s) return base.updateEncounter(input);
      if (s.view.phase !== "prepared") fail("conflict", "Only a prepared encounter can be edited.");
      if (input.plan.system !== SYSTEM) fail("invalidInput", "An encounter keeps its system; give a Draw Steel plan.", "plan.system");
      Object.assign(s.view, { name: name(input.name), plan: structuredClone(input.plan) });
      return structuredClone(s.view);
    },
    startEncounter: async (input) => {
      const s = get(input.id);
      if (!s) return base.startEncounter(input);
      if (s.view.phase !== "prepared") fail("conflict", "This encounter was launched already.");
      s.launched = await launch(s.view);
      Object.assign(s.view, { phase: "running", seed: input.seed ?? 7 });
      return replay(s, 0);
    },
    getEncounter: async (input) => {
      const s = get(input.id);
      return s ? structuredClone(s.view) : base.getEncounter(input);
    },
    listEncounters: list,
    encounterCommand: async (input) => {
      const s = get(input.id);
      if (!s) return base.encounterCommand(input);
      if (s.view.phase !== "running") fail("conflict", s.view.phase === "ended" ? "This encounter is over." : "Launch the encounter first (start_encounter).");
      if (input.expectedCursor != null && input.expectedCursor !== s.view.cursor) fail("conflict", "The combat moved on since this screen was drawn (another window?); reload and try again.");
      if (input.command.system !== SYSTEM) fail("invalidInput", "This is a Draw Steel encounter; the command given is for another system.", "command");
      const { system: _system, ...command } = input.command;
      // Refusals throw before anything is stored, as in the real engine.
      apply(combatOf(s.view).state, command, s.view.cursor, s.view.seed ?? 0);
      s.commands = [...s.commands.slice(0, s.view.cursor), structuredClone(command)];
      const before = { id: s.view.id, cursor: s.view.cursor, updatedAt: s.view.updatedAt };
      return stepTo(before, replay(s, s.view.cursor + 1));
    },
    encounterUndo: async (input) => {
      const s = get(input.id);
      if (!s) return base.encounterUndo(input);
      const target = s.view.cursor - (input.steps ?? 1);
      if (target < 0) fail("conflict", "There is nothing to undo.");
      return replay(s, target);
    },
    encounterRedo: async (input) => {
      const s = get(input.id);
      if (!s) return base.encounterRedo(input);
      const target = s.view.cursor + (input.steps ?? 1);
      if (target > s.commands.length) fail("conflict", "There is nothing to redo.");
      return replay(s, target);
    },
    encounterLog: async (input) => {
      const s = get(input.id);
      if (!s) return base.encounterLog(input);
      return { id: input.id, name: s.view.name, lines: s.log, text: logText(s.view.name, s.log), written: input.path?.trim() ? input.path.trim() : null };
    },
    endEncounter: async (input) => {
      const s = get(input.id);
      if (!s) return base.endEncounter(input);
      if (s.view.phase !== "running") fail("conflict", s.view.phase === "ended" ? "This encounter is over." : "Launch the encounter first (start_encounter).");
      const close = input.close;
      if (close && close.system !== SYSTEM) fail("invalidInput", "This is a Draw Steel encounter; the close given is for another system.", "close");
      const combat = combatOf(s.view);
      const state = combat.state;
      const outcome: Outcome = state.phase.kind === "ended" ? state.phase.outcome : (close?.outcome ?? combat.decided ?? "declared");
      const victories = close?.victories ?? 0;
      s.view.phase = "ended";
      s.view.result = {
        system: SYSTEM,
        outcome,
        rounds: state.round,
        victories,
        heroes: state.combatants
          .filter((c) => c.hero && c.sourceId !== null)
          .map((c) => ({ characterId: c.sourceId!, name: c.name, stamina: c.stamina, recoveries: c.recoveries, fate: c.fate })),
        fallen: state.combatants.filter((c) => c.fate !== "standing").map((c) => c.name),
      };
      return structuredClone(s.view);
    },
    deleteEncounter: async (input) => {
      if (!stored.delete(input.id)) await base.deleteEncounter(input);
      return list();
    },
    drawSteelRollPreview: async (input) => {
      const s = get(input.id);
      if (!s || s.view.phase !== "running") fail("conflict", "Roll previews are for running Draw Steel combats.");
      return preview(combatOf(s.view).state, input.user, input.ability, input.targets);
    },
    drawSteelCommands: (id) => get(id)?.commands.slice(0, get(id)?.view.cursor ?? 0) ?? [],
  };
  return backend;
}
