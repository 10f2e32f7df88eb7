// The ClockWork combat types, from the generated bindings (crates/api/src/systems/clockwork/combat.rs
// and crates/rules/src/systems/clockwork/combat), under one import for the screens.

export type {
  ClockworkAfter as After,
  ClockworkAttackOrder as AttackOrder,
  ClockworkCombatant as Combatant,
  ClockworkCombatantView as CombatantView,
  ClockworkCombatPreview as CombatPreview,
  ClockworkCombatState as CombatState,
  ClockworkCombatView as CombatView,
  ClockworkCommand as Command,
  ClockworkCover as Cover,
  ClockworkFate as Fate,
  ClockworkMap as CombatMap,
  ClockworkPace as Pace,
  ClockworkParticipant as Participant,
  ClockworkPhase as Phase,
  ClockworkPlan as Plan,
  ClockworkReaction as Reaction,
  ClockworkResult as Result,
  EncounterView,
  GridSquare as Square,
  LogLine,
} from "../../../bindings";
