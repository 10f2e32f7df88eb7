//! The battle log: every event in words, with its numbers and the rule it comes from.
//!
//! The match below names every event, so a new one cannot compile until it is logged; each arm
//! hands its fields to the file of its subject.

mod attack;
mod cast;
mod gm;
mod movement;
mod offers;
mod opening;
mod perks;
mod round;
mod spells;
mod stealth;
mod study;
mod turn;
mod words;

pub use crate::encounter::LogLine;
pub use opening::opening;

use super::command::Event;
use super::state::BattleState;

/// Describes `event` as it applies to `state` (the state before the event): the rule is always
/// there, the round is the state's (a new round's Planning Phase belongs to the new round), and
/// `command` is 0 (`FatedHandBattle::describe` sets it).
pub fn describe(state: &BattleState, event: &Event) -> LogLine {
    let round = if let Event::PlanningBegan { round, .. } = event {
        *round
    } else {
        state.round
    };
    LogLine {
        round: Some(round),
        ..sentence(state, event)
    }
}

fn sentence(state: &BattleState, event: &Event) -> LogLine {
    match event {
        // The round: planning, the countdown, the end.
        Event::PlanningBegan { round, draws } => round::planning_began(*round, draws),
        Event::Reshuffled { who, order } => round::reshuffled(state, *who, order.len()),
        Event::Planned {
            who, stance, cards, ..
        } => round::planned(state, *who, *stance, cards),
        Event::CountdownBegan { count } => round::countdown_began(*count),
        Event::Counted { count } => round::counted(*count),
        Event::RoundEnded { round } => round::round_ended(state, *round),
        Event::BattleEnded { outcome } => round::battle_ended(*outcome),
        // A creature's turn.
        Event::TieBroken { between, first } => round::tie_broken(state, between, *first),
        Event::TurnBegan { who, movement } => turn::turn_began(state, *who, *movement),
        Event::PrimaryAction { who } => turn::primary_action(state, *who),
        Event::OffhandReady { who, arm } => turn::offhand_ready(state, *who, *arm),
        Event::TurnEnded { who } => turn::turn_ended(state, *who),
        // Moving, hauling, retreating.
        Event::Moved { who, tiles, to } => movement::moved(state, *who, *tiles, *to),
        Event::Unloaded { who, arm } => movement::unloaded(state, *who, *arm),
        Event::Reloaded { who, arm, movement } => movement::reloaded(state, *who, *arm, *movement),
        Event::Hauled { who, target, to } => movement::hauled(state, *who, *target, *to),
        Event::RetreatAttempted { agreed } => movement::retreat_attempted(state, agreed),
        Event::RetreatResolved { success } => movement::retreat_resolved(*success),
        // Attacks and what they do.
        Event::EngagementBroken {
            mover,
            other,
            riposte,
        } => attack::engagement_broken(state, *mover, *other, *riposte),
        Event::Attacked {
            attacker,
            target,
            riposte,
            strike,
            defense,
            success,
            riposte_allowed,
        } => attack::attacked(
            state,
            (*attacker, *target),
            *riposte,
            strike,
            defense.as_ref(),
            (*success, *riposte_allowed),
        ),
        Event::Hit { who, remaining } => attack::hit(state, *who, *remaining),
        Event::Incapacitated { who } => attack::incapacitated(state, *who),
        Event::Engaged { a, b } => attack::engaged(state, *a, *b),
        Event::Handicap {
            who,
            change,
            external,
        } => attack::handicap(state, *who, change, *external),
        Event::PerkApplied {
            by,
            perk,
            who,
            handicap,
            hand_size,
            stealth_power,
            coin,
        } => attack::perk_applied(
            state,
            (*by, *who),
            perk,
            (handicap, *hand_size, *stealth_power),
            *coin,
        ),
        // Stealth.
        Event::StealthGained { who, gain } => stealth::stealth_gained(state, *who, gain),
        Event::Sneaked {
            who,
            roll,
            power,
            hidden,
        } => stealth::sneaked(state, *who, roll.value, *power, *hidden),
        Event::RevealRolled {
            who,
            hostile,
            roll,
            revealed,
        } => stealth::reveal_rolled(state, *who, *hostile, roll.value, *revealed),
        Event::Revealed { who, by, to, .. } => stealth::revealed(state, *who, *by, *to),
        // Reagents, spells and summons.
        Event::Focused { who, card } => cast::focused(state, *who, *card),
        Event::ReagentsDrawn {
            who,
            source,
            count,
            cards,
        } => cast::reagents_drawn(state, *who, *source, *count, cards),
        Event::HolyUnchecked { who, source } => cast::holy_unchecked(state, *who, *source),
        Event::ReagentsDiscarded {
            who,
            cards,
            hand_size,
            chosen,
        } => cast::reagents_discarded(state, *who, cards, *hand_size, *chosen),
        Event::SpellCast {
            who,
            spell,
            reagents,
            primary,
            target,
        } => cast::spell_cast(state, *who, spell, reagents, *primary, *target),
        Event::SpellEffect {
            by,
            spell,
            who,
            handicap,
            why,
        } => spells::spell_effect(state, (*by, *who), spell, handicap, why),
        Event::SpellWarded {
            by,
            who,
            ward,
            bonus,
        } => spells::spell_warded(state, (*by, *who), ward, bonus),
        Event::SpellRolled { by, spell, roll } => spells::spell_rolled(state, *by, spell, roll),
        Event::Summoned {
            by,
            name,
            strike,
            defense,
            movement,
            at,
            hit_points,
            ..
        } => cast::summoned(
            state,
            *by,
            name,
            (strike, defense),
            *movement,
            *at,
            *hit_points,
        ),
        Event::SummonExhausted { who, stat, value } => {
            cast::summon_exhausted(state, *who, *stat, *value)
        }
        Event::SummonRerolled {
            who,
            stat,
            rolled,
            value,
        } => cast::summon_rerolled(state, *who, *stat, *rolled, value),
        // Reagent and turn-holding perks.
        Event::PerkReagents {
            who,
            perk,
            count,
            cards,
            coin,
            tiles,
            to_hand,
        } => study::perk_reagents(
            state,
            *who,
            perk,
            (*count, cards),
            *coin,
            (*tiles, *to_hand),
        ),
        Event::StudyReset { who, perk, tiles } => study::study_reset(state, *who, perk, *tiles),
        Event::Foresaw {
            who,
            perk,
            cards,
            count,
        } => study::foresaw(state, *who, perk, cards, *count),
        Event::PerkDiscarded {
            by,
            perk,
            who,
            count,
            cards,
        } => study::perk_discarded(state, (*by, *who), perk, *count, cards),
        Event::Held { who } => study::held(state, *who),
        Event::Meditated {
            who,
            meditated,
            opponents,
            last,
            handicap,
            hand_size,
        } => study::meditated(
            state,
            *who,
            (*meditated, *opponents, *last),
            handicap,
            *hand_size,
        ),
        // Chances perks offer out of the usual order.
        Event::PerkOffered { offer } => offers::perk_offered(state, offer),
        Event::OfferTaken { who, perk, target } => offers::offer_taken(state, *who, perk, *target),
        Event::OfferDeclined { who, perk, .. } => offers::offer_declined(state, *who, perk),
        Event::SightedSet { who, perk, tiles } => offers::sighted_set(state, *who, perk, tiles),
        Event::MovementStopped { who, by, perk } => {
            offers::movement_stopped(state, *who, *by, perk)
        }
        Event::Shoved { by, who, to, into } => offers::shoved(state, (*by, *who), *to, *into),
        Event::Followed { who, to } => offers::followed(state, *who, *to),
        Event::MirrorGuardFell { who, by } => cast::mirror_guard_fell(state, *who, *by),
        // The GM's hand: overrides, rulings, perks.
        Event::Overridden {
            who,
            hit_points,
            handicap,
            note,
        } => gm::overridden(state, *who, *hit_points, *handicap, note),
        Event::Adjudicated {
            who,
            perk_or_spell,
            hit_points,
            handicap_change,
            movement_change,
            stealth_power_change,
            hidden,
            move_to,
            note,
            ..
        } => gm::adjudicated(
            state,
            *who,
            perk_or_spell.as_deref(),
            gm::Ruling {
                hit_points: *hit_points,
                handicap_change: *handicap_change,
                movement_change: *movement_change,
                stealth_power_change: *stealth_power_change,
                hidden: *hidden,
                move_to: *move_to,
            },
            note,
        ),
        Event::RulingNeeded {
            who,
            source,
            effect,
        } => gm::ruling_needed(state, *who, source, effect),
        Event::PerkUsed {
            who,
            perk,
            exclusive,
            note,
        } => gm::perk_used(state, *who, perk, *exclusive, note),
        Event::Innovated { who, stat } => gm::innovated(state, *who, *stat),
        Event::Berserk {
            who,
            turns,
            interrupts,
        } => gm::berserk(state, *who, *turns, *interrupts),
        Event::BerserkOutlasted { who } => gm::berserk_outlasted(state, *who),
        Event::StraightRun { who, run } => perks::straight_run(state, *who, run.tiles),
        Event::Guarded { who, perk, bonus } => perks::guarded(state, *who, perk, bonus),
        Event::PerkRolled { by, perk, roll } => perks::perk_rolled(state, *by, perk, roll),
        Event::Executed { who, target, power } => perks::executed(state, *who, *target, power),
    }
}
