// Hand-built encounter views for GM-screen tests: what the backend sends for a small fight
// (Joe and Mira against two Bandits) at each point of a round. Numbers are made up but consistent.

import type { Card, Explained } from "../bindings";
import type {
  ArmProfile,
  BattleState,
  Combatant,
  CombatantView,
  EncounterView,
  FatedHandBattleView,
  KnowledgeOffer,
  LogLine,
  Phase,
} from "../systems/fated-hand/encounter/types";

const NOW = "2025-03-01T19:30:00.000Z";
const FH = "fated_hand" as const;
const cite = (section: string) => ({ system: FH, section });

export const card = (rank: number, suit: Card["suit"]): Card => ({ rank, suit });

/** A stat with its terms, the way the engine explains it. */
export function explained(_label: string, terms: [string, number][], section = "Combat Statistics"): Explained {
  return {
    value: terms.reduce((sum, [, value]) => sum + value, 0),
    terms: terms.map(([termLabel, value]) => ({ label: termLabel, value, rule: cite(section) })),
    rule: cite(section),
    notes: [],
  };
}

export function arm(name: string, id: string | null, strike: number, defense: number, speed: number, extra: Partial<ArmProfile> = {}): ArmProfile {
  return { arm: id, name, strike, defense, speed, magicStrike: 0, reach: 1, effectiveRange: null, ranged: false, twoHanded: false, ...extra };
}

export function combatant(name: string, fields: Partial<Combatant> = {}): Combatant {
  return {
    name,
    side: "party",
    characterId: null,
    arms: [arm("Empty hands", null, 2, 2, 4)],
    mainArm: 0,
    offhandArm: null,
    stance: "balanced",
    cards: null,
    handicap: [0, 0, 0],
    hitPoints: 5,
    maxHitPoints: 5,
    incapacitated: false,
    engaged: 0,
    position: null,
    acted: false,
    planned: false,
    movementLeft: 0,
    moved: 0,
    primaryUsed: false,
    externalHandicap: false,
    handSize: 4,
    deck: null,
    spells: [],
    perks: [],
    starSuit: null,
    hidden: false,
    stealthPower: 0,
    offhandReady: false,
    offhandUsed: false,
    castsThisTurn: 0,
    spellsCast: [],
    spentReagents: [],
    exclusivePerk: null,
    summonedBy: null,
    ...fields,
  };
}

const BANDIT_HAND = [card(9, "clubs"), card(4, "hearts"), card(11, "spades"), card(2, "diamonds")];

/** Joe (entered cards, spear and shield), Mira (a caster), and two engine-dealt Bandits. */
export function roster(): Combatant[] {
  return [
    combatant("Joe", {
      characterId: 1,
      arms: [arm("Spear", "spear", 5, 3, 4, { reach: 2 }), arm("Round Shield", "round_shield", 2, 6, 3)],
      offhandArm: 1,
      hitPoints: 6,
      maxHitPoints: 8,
      handicap: [1, 0, 2],
      perks: ["quick_footed"],
    }),
    combatant("Mira", {
      characterId: 2,
      arms: [arm("Quarterstaff", "quarterstaff", 3, 4, 5)],
      spells: ["flame", "gust"],
      deck: { drawPile: [], hand: [], reagents: [card(5, "hearts"), card(8, "hearts")], inPlay: [], discard: [] },
    }),
    combatant("Bandit 1", {
      side: "foes",
      characterId: 3,
      arms: [arm("Club", "club", 4, 3, 3)],
      deck: { drawPile: [], hand: BANDIT_HAND, reagents: [], inPlay: [], discard: [] },
    }),
    combatant("Bandit 2", {
      side: "foes",
      characterId: 3,
      arms: [arm("Club", "club", 4, 3, 3)],
      hitPoints: 0,
      incapacitated: true,
      deck: { drawPile: [], hand: BANDIT_HAND, reagents: [], inPlay: [], discard: [] },
    }),
  ];
}

function views(combatants: Combatant[], mayAct: number[] = []): CombatantView[] {
  return combatants.map((c, id) => {
    const main = c.arms[c.mainArm] ?? c.arms[0]!;
    const cards = c.cards ?? [card(0, "clubs"), card(0, "clubs"), card(0, "clubs")];
    const stat = (sheet: number, stance: number, index: 0 | 1 | 2, label: string) =>
      explained(label, [
        [`${main.name} sheet`, sheet],
        [c.cards ? `Card ${cards[index].rank}` : "No card yet", c.cards ? Math.ceil(cards[index].rank / 2) : 0],
        ["Stance", stance],
        ["Handicap", -c.handicap[index]],
      ]);
    return {
      id,
      strike: stat(main.strike, c.stance === "aggressive" ? 2 : c.stance === "defensive" ? -1 : 0, 0, "Strike"),
      defense: stat(main.defense, c.stance === "defensive" ? 2 : c.stance === "aggressive" ? -1 : 0, 1, "Defense"),
      speed: stat(main.speed, c.stance === "balanced" ? 1 : 0, 2, "Speed"),
      movement: 3,
      mayAct: mayAct.includes(id),
      hand: c.deck?.hand ?? [],
      reagents: c.deck?.reagents ?? [],
      drawPile: c.deck ? 40 : 0,
      discard: 0,
      engagedWith: combatants.map((_, other) => other).filter((other) => (c.engaged & (1 << other)) !== 0),
    };
  });
}

const LOG: LogLine[] = [
  { command: 0, round: 1, text: "Round 1: the Planning Phase begins; 8 cards drawn up to Hand Size.", rule: cite("Planning Phase"), numbers: [], details: [] },
  {
    command: 1,
    round: 1,
    text: "Joe attacks Bandit 2: Strike 9 against Defense 6, a hit.",
    rule: cite("Attack"),
    numbers: [explained("Strike", [["Spear sheet", 5], ["Card 8", 4]], "Attack")],
    details: [],
  },
];

export const OFFERS: KnowledgeOffer[] = [
  {
    characterId: 1,
    name: "Joe",
    target: { kind: "arm", id: "club" },
    targetName: "Club",
    manner: "dominance",
    points: 2,
    because: "struck a hit against Bandit 2, who wielded it",
    rule: cite("Learning New Proficiencies"),
  },
  {
    characterId: 1,
    name: "Joe",
    target: { kind: "arm", id: "club" },
    targetName: "Club",
    manner: "live_opposition",
    points: 1,
    because: "engaged for a turn against Bandit 1, who wielded it",
    rule: cite("Learning New Proficiencies"),
  },
];

type BattleOptions = { mayAct?: number[]; edit?: (combatants: Combatant[]) => void; state?: Partial<BattleState> };

/** A Fated Hand battle as the boundary carries it (tagged with its system). */
export type TaggedBattle = { system: typeof FH } & FatedHandBattleView;

export function battle(phase: Phase, options: BattleOptions = {}): TaggedBattle {
  const combatants = roster();
  options.edit?.(combatants);
  return {
    system: FH,
    state: { round: 2, phase, combatants, grid: null, pendingRipostes: [], retreatBlocked: false, ...options.state },
    combatants: views(combatants, options.mayAct),
    recentLog: LOG,
    offers: OFFERS,
  };
}

export function encounter(fields: Partial<EncounterView> = {}): EncounterView {
  return {
    id: 1,
    name: "Ambush at the ford",
    system: FH,
    phase: "running",
    cursor: 5,
    commandCount: 5,
    canUndo: true,
    canRedo: false,
    seed: 42,
    plan: {
      system: FH,
      participants: [
        { characterId: 1, side: "party" },
        { characterId: 2, side: "party" },
        { characterId: 3, side: "foes" },
        { characterId: 3, side: "foes" },
      ],
    },
    battle: null,
    result: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...fields,
  };
}

/** Round 2's Planning Phase: nobody has planned yet. */
export const PLANNING = encounter({ battle: battle({ phase: "planning" }) });

/** The countdown at 7: Joe and Bandit 1 may act; Mira has not reached it. */
export const COUNTDOWN = encounter({
  battle: battle(
    { phase: "countdown", count: 7 },
    {
      mayAct: [0, 2],
      edit: (all) => {
        for (const c of all) c.planned = true;
        all[0]!.cards = [card(8, "spades"), card(5, "hearts"), card(10, "clubs")];
        all[0]!.stance = "aggressive";
      },
    },
  ),
});

/** Joe's turn, engaged with Bandit 1. */
export const TURN = encounter({
  battle: battle(
    { phase: "turn", actor: 0, count: 7 },
    {
      edit: (all) => {
        for (const c of all) c.planned = true;
        all[0]!.cards = [card(8, "spades"), card(5, "hearts"), card(10, "clubs")];
        all[0]!.movementLeft = 3;
        all[0]!.engaged = 1 << 2;
        all[2]!.engaged = 1 << 0;
        all[2]!.hidden = false;
        all[1]!.hidden = true;
      },
    },
  ),
});
