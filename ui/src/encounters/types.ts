// The encounter types of the backend, as the generated bindings will name them. Until
// `bindings.ts` is regenerated with the encounter commands these mirror the Rust types by hand
// (crates/api/src/encounters.rs, crates/api/src/fated_hand/battle.rs, the battle engine); then
// this file becomes a re-export.

import type { Card, Citation, Explained, KnowledgeTarget, Manner, Suit, SystemId } from "../bindings";

export type Side = "party" | "foes";
export type Stance = "aggressive" | "defensive" | "balanced";
export type Outcome = "party_won" | "foes_won" | "retreat" | "declared";
export type Tile = { x: number; y: number };
export type Grid = { width: number; height: number; walls?: Tile[]; elevation?: [Tile, number][] };
export type CardPlay = { from: "hand"; card: Card } | { from: "entered"; card: Card } | { from: "draw" };
export type RetreatRiposte = { riposter: number; target: number; defend?: boolean; distance?: number | null };

export type Command =
  | { command: "plan"; who: number; stance: Stance; main_arm: number; offhand_arm?: number | null; cards: [CardPlay, CardPlay, CardPlay] }
  | { command: "end_planning" }
  | { command: "to_action"; who: number }
  | { command: "next_count" }
  | { command: "move"; path: Tile[] }
  | { command: "advance"; tiles: number; disengage?: boolean }
  | { command: "attack"; target: number; defend?: boolean; riposte?: boolean; defend_riposte?: boolean; distance?: number | null }
  | { command: "riposte"; riposter: number; target: number; defend?: boolean }
  | { command: "rest"; cleanse: [number, number, number] }
  | { command: "focus" }
  | { command: "end_turn" }
  | { command: "end_round"; recover?: [number, number][] }
  | { command: "override"; who: number; hit_points?: number | null; handicap?: [number, number, number] | null; note: string }
  | { command: "end_battle"; outcome: Outcome }
  | { command: "retreat"; agree: number[]; ripostes?: RetreatRiposte[] }
  | { command: "haul"; target?: number | null; to?: Tile | null }
  | { command: "offhand_action"; who: number }
  | { command: "sneak"; who: number; roll?: number | null }
  | { command: "reveal"; who: number; riposte?: number | null; defend?: boolean }
  | {
      command: "adjudicate";
      who: number;
      perk_or_spell?: string | null;
      hit_points_change?: number;
      handicap_change?: [number, number, number];
      external?: boolean;
      movement_change?: number;
      stealth_power_change?: number;
      hidden?: boolean | null;
      move_to?: Tile | null;
      note: string;
    }
  | {
      command: "cast";
      spell: string;
      reagents: Card[];
      caster?: number | null;
      target?: number | null;
      defend?: boolean;
      riposte?: boolean;
      defend_riposte?: boolean;
      distance?: number | null;
    }
  | { command: "use_perk"; who: number; perk: string; note?: string }
  | { command: "summon"; summon: string; at?: Tile | null; dice?: number | null };

export type ArmProfile = {
  arm: string | null;
  name: string;
  strike: number;
  defense: number;
  speed: number;
  magicStrike: number;
  reach: number;
  effectiveRange: [number, number] | null;
  ranged: boolean;
  twoHanded: boolean;
};

export type Deck = { drawPile: Card[]; hand: Card[]; reagents: Card[]; inPlay: Card[]; discard: Card[] };

export type Combatant = {
  name: string;
  side: Side;
  characterId: number | null;
  arms: ArmProfile[];
  mainArm: number;
  offhandArm: number | null;
  stance: Stance;
  cards: [Card, Card, Card] | null;
  handicap: [number, number, number];
  hitPoints: number;
  maxHitPoints: number;
  incapacitated: boolean;
  engaged: number;
  position: Tile | null;
  acted: boolean;
  planned: boolean;
  movementLeft: number;
  moved: number;
  primaryUsed: boolean;
  externalHandicap: boolean;
  handSize: number;
  deck: Deck | null;
  spells?: string[];
  perks?: string[];
  starSuit?: Suit | null;
  hidden?: boolean;
  stealthPower?: number;
  offhandReady?: boolean;
  offhandUsed?: boolean;
  castsThisTurn?: number;
  spellsCast?: string[];
  spentReagents?: Card[];
  exclusivePerk?: string | null;
  summonedBy?: number | null;
};

export type Phase =
  | { phase: "planning" }
  | { phase: "countdown"; count: number }
  | { phase: "turn"; actor: number; count: number }
  | { phase: "ended"; outcome: Outcome };

export type PendingRiposte = { riposter: number; target: number };

export type BattleState = {
  round: number;
  phase: Phase;
  combatants: Combatant[];
  grid: Grid | null;
  pendingRipostes: PendingRiposte[];
  retreatBlocked?: boolean;
};

export type CombatantView = {
  id: number;
  strike: Explained;
  defense: Explained;
  speed: Explained;
  movement: number;
  mayAct: boolean;
  hand: Card[];
  reagents: Card[];
  drawPile: number;
  discard: number;
  engagedWith: number[];
};

export type LogLine = { text: string; rule: Citation; numbers: Explained[] };
export type LogEntry = { command: number; round: number; line: LogLine };

export type KnowledgeOffer = {
  characterId: number;
  name: string;
  target: KnowledgeTarget;
  targetName: string;
  manner: Manner;
  points: number;
  because: string;
  rule: Citation;
};

export type FatedHandBattleView = { state: BattleState; combatants: CombatantView[]; recentLog: LogEntry[]; offers: KnowledgeOffer[] };

export type FatedHandParticipant = { characterId: number; side: Side; position?: Tile | null; engineDeck?: boolean | null };
export type FatedHandPlan = { participants: FatedHandParticipant[]; grid?: Grid | null };

export type FallenCombatant = { name: string; side: Side; characterId: number | null };
export type FatedHandResult = { outcome: Outcome; rounds: number; incapacitated: FallenCombatant[]; awarded: KnowledgeOffer[]; party: number[] };

export type EncounterPhase = "prepared" | "running" | "ended";

export type EncounterView = {
  id: number;
  name: string;
  system: SystemId;
  phase: EncounterPhase;
  cursor: number;
  commandCount: number;
  canUndo: boolean;
  canRedo: boolean;
  seed: number | null;
  fatedHand: FatedHandPlan | null;
  battle: FatedHandBattleView | null;
  result: FatedHandResult | null;
  createdAt: string;
  updatedAt: string;
};

export type EncounterSummary = {
  id: number;
  name: string;
  system: SystemId;
  phase: EncounterPhase;
  participants: number;
  cursor: number;
  updatedAt: string;
};

export type LogFormat = "json" | "text";
export type EncounterLog = { id: number; name: string; entries: LogEntry[]; text: string; written: string | null };

export type NewEncounter = { name: string; fatedHand?: FatedHandPlan | null };
export type EncounterEdit = { id: number; name: string; fatedHand?: FatedHandPlan | null };
export type EncounterRef = { id: number };
export type EncounterLaunch = { id: number; seed?: number | null };
export type EncounterCommand = { id: number; expectedCursor?: number | null; fatedHand?: Command | null };
export type EncounterSteps = { id: number; steps?: number | null };
export type EncounterLogRequest = { id: number; path?: string | null; format?: LogFormat | null };
export type AcceptedAward = { characterId: number; target: KnowledgeTarget; manner: Manner };
export type EncounterEnd = { id: number; outcome?: Outcome | null; awards: AcceptedAward[] };

/** The encounter commands, as `Backend` will have them once the bindings are regenerated. */
export type EncounterBackend = {
  createEncounter(input: NewEncounter): Promise<EncounterView>;
  updateEncounter(input: EncounterEdit): Promise<EncounterView>;
  startEncounter(input: EncounterLaunch): Promise<EncounterView>;
  getEncounter(input: EncounterRef): Promise<EncounterView>;
  listEncounters(): Promise<EncounterSummary[]>;
  encounterCommand(input: EncounterCommand): Promise<EncounterView>;
  encounterUndo(input: EncounterSteps): Promise<EncounterView>;
  encounterRedo(input: EncounterSteps): Promise<EncounterView>;
  encounterLog(input: EncounterLogRequest): Promise<EncounterLog>;
  endEncounter(input: EncounterEnd): Promise<EncounterView>;
  deleteEncounter(input: EncounterRef): Promise<EncounterSummary[]>;
};
