// The Game of Bastards Opposition types, from the generated bindings
// (crates/api/src/systems/game_of_bastards/opposition.rs and
// crates/rules/src/systems/game_of_bastards/opposition), under one import for the screens.

export type {
  BastardsAfter as After,
  BastardsCombatantView as CombatantView,
  BastardsOppositionPlan as Plan,
  BastardsOppositionResult as Result,
  BastardsOppositionView as OppositionView,
  BastardsParticipant as Participant,
  BastardsSquadPlan as SquadPlan,
  Card,
  EncounterView,
  LogLine,
  OppositionCommand as Command,
  OppositionCondition as Condition,
  OppositionPhase as Phase,
  OppositionResolution as Resolution,
  OppositionZone as Zone,
  PlayingCard,
  SeenOpposition,
  OppositionSeenCombatant as SeenCombatant,
} from "../../../bindings";
