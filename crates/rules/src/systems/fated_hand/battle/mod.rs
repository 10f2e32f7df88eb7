//! Fated Hand battles on the shared encounter engine ("Flow of Battle").
//!
//! [`FatedHandBattle`] implements [`crate::encounter::Battle`]: `decide` checks a GM command
//! against the battle rules and returns its events; `evolve` applies them. Results the rulebook
//! leaves to judgment (placement, most perk and spell effects) are the GM's: `Override` sets
//! numbers, `Adjudicate` applies an effect by hand, and the log records both.

mod actions;
mod attack;
mod autoplay;
mod berserk;
mod cast;
mod check;
mod command;
mod countdown;
mod decide;
mod engagement;
mod event;
mod evolve;
mod last_word;
mod legal;
pub mod log;
mod loop_rules;
pub(crate) mod magic_rules;
mod offers;
mod perk_actions;
mod perk_limits;
pub mod perks;
mod planning;
mod press_forward;
mod reagents;
mod reshuffle;
mod retreat;
mod riposte;
mod rules;
mod setup;
pub mod sight;
mod sighted;
mod spells;
mod state;
pub mod stats;
mod stealth;
mod summon;
mod unfold;
pub mod view;

pub use autoplay::{suggested_plan, Tactic};

#[cfg(test)]
mod test_kit;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_actions;
#[cfg(test)]
mod tests_autoplay;
#[cfg(test)]
mod tests_berserk;
#[cfg(test)]
mod tests_cast;
#[cfg(test)]
mod tests_concentration;
#[cfg(test)]
mod tests_earthquake;
#[cfg(test)]
mod tests_engagement;
#[cfg(test)]
mod tests_innovation;
#[cfg(test)]
mod tests_last_word;
#[cfg(test)]
mod tests_legal;
#[cfg(test)]
mod tests_legal_actions;
#[cfg(test)]
mod tests_offers;
#[cfg(test)]
mod tests_perk_actions;
#[cfg(test)]
mod tests_perk_readings;
#[cfg(test)]
mod tests_perk_rules;
#[cfg(test)]
mod tests_perk_terms;
#[cfg(test)]
mod tests_perks;
#[cfg(test)]
mod tests_perks_changes;
#[cfg(test)]
mod tests_plagiarism;
#[cfg(test)]
mod tests_reagents;
#[cfg(test)]
mod tests_reload;
#[cfg(test)]
mod tests_retreat;
#[cfg(test)]
mod tests_sight;
#[cfg(test)]
mod tests_stealth;
#[cfg(test)]
mod tests_study;
#[cfg(test)]
mod tests_summons;
#[cfg(test)]
mod tests_table_rules;
#[cfg(test)]
mod tests_thrown;
#[cfg(test)]
mod tests_view;
#[cfg(test)]
mod tests_wordless;

pub use cast::resolved_spell_attacks;
pub use command::{CardPlay, Command, Event, ReagentSource, RetreatRiposte};
pub use legal::AttackPreview;
pub use loop_rules::{
    EngagementBreaks, EngagementIncapacitation, EnterIncapacitatedTile, HeldTurns, InitiativeTies,
    RiposteChains, StealthDetails,
};
pub use offers::{OfferKind, PerkOffer, Reactions};
pub use rules::{
    BattleRules, CombatCardDiscard, InitiativeStart, MobileIntellectReset, NonCasterReagents,
    OneTwoLimit, ReloadCost, RetreatQuorum, SightedMarkers, SorcerousChain, StatDifference,
    TechniqueTag, ThrownArms, FIXED_COUNTDOWN_START,
};
pub use setup::{begin, CombatantSetup, Setup};
pub use sighted::SightedMarker;
pub use spells::{
    resolved_spells, spell_needs_ruling, BloodSacrificeTiming, CardValue, DaggersStrike,
    GainDefense, MirrorGuardPenetration, RandomStat, SpellAttackOutcome, SpellRanges, SpellRules,
    SpellWard, Sustained, WardLasts,
};
pub use state::{
    ArmProfile, ArmorMarks, BattleReagentHand, BattleState, Combatant, CombatantId, Grid, HeldTurn,
    Outcome, PendingRiposte, Phase, Side, Stance, StudyMarks, Tile,
};

use crate::encounter::{Battle, Legal, LegalNow, LogLine, Viewer};
use crate::random::Rng;
use crate::RuleViolation;

/// Fated Hand's battle rules.
pub struct FatedHandBattle;

impl Battle for FatedHandBattle {
    type Setup = Setup;
    type State = BattleState;
    type Command = Command;
    type Event = Event;
    type Outcome = Outcome;
    type View = view::SeenBattle;

    /// Engine decks are shuffled and draw their Hand Size; a Fated Hand setup is never refused.
    fn begin(setup: &Setup, rng: &mut Rng) -> Result<BattleState, RuleViolation> {
        Ok(setup::begin(setup, rng))
    }

    fn decide(
        state: &BattleState,
        command: &Command,
        rng: &mut Rng,
    ) -> Result<Vec<Event>, RuleViolation> {
        decide::decide(state, command, rng)
    }

    fn evolve(state: &mut BattleState, event: &Event) {
        evolve::evolve(state, event);
    }

    /// Every event has a line, and every line cites its rule.
    fn describe(state_before: &BattleState, event: &Event, command: u32) -> Option<LogLine> {
        Some(LogLine {
            command,
            ..log::describe(state_before, event)
        })
    }

    /// Round 1's Reagent Draw Rate, drawn as the battle began.
    fn opening(initial: &BattleState, viewer: Viewer) -> Vec<LogLine> {
        log::opening(initial, viewer)
    }

    fn outcome(state: &BattleState) -> Option<Outcome> {
        match state.phase {
            Phase::Ended { outcome } => Some(outcome),
            Phase::Planning | Phase::Countdown { .. } | Phase::Turn { .. } => None,
        }
    }

    fn view(state: &BattleState, viewer: Viewer) -> view::SeenBattle {
        view::view(state, viewer)
    }

    fn describe_for(
        state_before: &BattleState,
        event: &Event,
        state_after: &BattleState,
        command: u32,
        viewer: Viewer,
    ) -> Option<LogLine> {
        view::describe_for(state_before, event, state_after, command, viewer)
    }
}

impl Legal for FatedHandBattle {
    type Preview = AttackPreview;

    fn legal(state: &BattleState) -> LegalNow<Command, AttackPreview> {
        legal::legal(state)
    }
}
