//! Applying events to the battle. Events were checked when decided, so nothing here can fail.
//!
//! The match below names every event, so a new one cannot compile until it is applied; each arm
//! hands its fields to the file of its subject.

mod attack;
mod berserk;
mod cast;
mod gm;
mod movement;
mod round;
mod stealth;
mod study;
mod turn;

use super::command::Event;
use super::offers;
use super::perks::lapses_with_round;
use super::state::BattleState;

pub(super) fn evolve(state: &mut BattleState, event: &Event) {
    if !state.reactions.is_idle() {
        offers::lapse(state, event);
    }
    apply(state, event);
    // The histories a few perks read (Charge!, No Mercy…), kept for their holders only.
    super::perks::track::evolve(state, event);
    // Spell bonuses that this event ends.
    super::spells::wards::evolve(state, event);
    // Summons whose Defense follows their controller's.
    super::summon::follow_controllers(state);
}

fn apply(state: &mut BattleState, event: &Event) {
    match event {
        // The round: planning, the countdown, the end.
        Event::PlanningBegan { round, draws } => round::planning_began(state, *round, draws),
        Event::Reshuffled { who, order } => round::reshuffled(state, *who, order),
        Event::Planned {
            who,
            stance,
            main_arm,
            offhand_arm,
            cards,
            plays,
        } => round::planned(state, *who, *stance, *main_arm, *offhand_arm, cards, plays),
        Event::CountdownBegan { count } | Event::Counted { count } => {
            round::counted(state, *count);
        }
        Event::RoundEnded { .. } => round::round_ended(state),
        Event::BattleEnded { outcome } => round::battle_ended(state, *outcome),
        // A creature's turn.
        Event::TieBroken { .. } => {}
        Event::TurnBegan { who, movement } => turn::turn_began(state, *who, *movement),
        Event::PrimaryAction { who } => turn::primary_action(state, *who),
        Event::OffhandReady { who, .. } => turn::offhand_ready(state, *who),
        Event::TurnEnded { who } => turn::turn_ended(state, *who),
        // Moving, hauling, retreating.
        Event::Moved { who, tiles, to } => movement::moved(state, *who, *tiles, *to),
        Event::Unloaded { who, arm } => movement::unloaded(state, *who, *arm),
        Event::Reloaded { who, arm, movement } => {
            movement::reloaded(state, *who, *arm, *movement);
        }
        Event::Hauled { who, target, to } => movement::hauled(state, *who, *target, *to),
        Event::RetreatAttempted { .. } => {}
        Event::RetreatResolved { success } => movement::retreat_resolved(state, *success),
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
            defense,
            riposte_allowed,
            ..
        } => attack::attacked(
            state,
            *attacker,
            *target,
            *riposte,
            defense.is_some(),
            *riposte_allowed,
        ),
        Event::Hit { who, remaining } => attack::hit(state, *who, *remaining),
        Event::Incapacitated { who } => attack::incapacitate(state, *who),
        Event::Engaged { a, b } => attack::engaged(state, *a, *b),
        Event::Handicap {
            who,
            change,
            external,
        } => attack::handicap(state, *who, *change, *external),
        Event::PerkApplied {
            by,
            perk,
            who,
            handicap,
            hand_size,
            stealth_power,
            coin,
            ..
        } => {
            if *coin != Some(false) {
                // A malus that lapses with the round is kept apart from Handicap (table rule
                // fated_hand.attack_handicap_is_strike).
                let handicap = if lapses_with_round(&state.rules, perk) {
                    gm::malus(state, *who, *handicap);
                    [0; 3]
                } else {
                    *handicap
                };
                gm::perk_applied(state, (*by, *who), handicap, *hand_size, *stealth_power);
            }
        }
        // Stealth.
        Event::StealthGained { who, gain } => stealth::stealth_gained(state, *who, gain.value),
        Event::Sneaked { who, hidden, .. } => stealth::sneaked(state, *who, *hidden),
        Event::RevealRolled { .. } => {}
        Event::Revealed { who, to, .. } => stealth::revealed(state, *who, *to),
        // Reagents, spells and summons.
        Event::Focused { who, card } => cast::focused(state, *who, *card),
        Event::ReagentsDrawn { who, cards, .. } => cast::reagents_drawn(state, *who, cards),
        Event::ReagentsDiscarded { who, cards, .. } => {
            cast::reagents_discarded(state, *who, cards);
        }
        Event::SpellCast {
            who,
            spell,
            reagents,
            primary,
            ..
        } => cast::spell_cast(state, *who, spell, reagents, *primary),
        Event::SpellEffect {
            by, who, handicap, ..
        } => {
            if *handicap != [0; 3] {
                attack::handicap(state, *who, *handicap, by != who);
            }
        }
        Event::SpellWarded { who, ward, .. } => cast::warded(state, *who, ward),
        Event::SpellRolled { .. } => {}
        Event::Summoned {
            by,
            summon,
            name,
            strike,
            defense,
            movement,
            at,
            hit_points,
            ..
        } => cast::summoned(
            state,
            (*by, summon),
            name,
            (strike.value, defense.value, *movement),
            *at,
            *hit_points,
        ),
        Event::SummonExhausted { who, .. } => cast::summon_exhausted(state, *who),
        Event::SummonRerolled {
            who, stat, value, ..
        } => cast::summon_rerolled(state, *who, *stat, value.value),
        // Reagent and turn-holding perks.
        Event::PerkReagents {
            who,
            cards,
            tiles,
            to_hand,
            ..
        } => study::perk_reagents(state, *who, cards, *tiles, *to_hand),
        Event::StudyReset { who, .. } => study::study_reset(state, *who),
        Event::Foresaw { .. } | Event::HolyUnchecked { .. } => {}
        Event::PerkDiscarded { who, cards, .. } => study::perk_discarded(state, *who, cards),
        Event::Held { who } => study::held(state, *who),
        Event::Meditated {
            who,
            handicap,
            hand_size,
            ..
        } => study::meditated(state, *who, *handicap, *hand_size),
        // Chances perks offer out of the usual order.
        Event::PerkOffered { offer } => offers::opened(state, offer),
        Event::OfferTaken { who, perk, target } => offers::taken(state, *who, perk, *target),
        Event::OfferDeclined { who, perk, target } => offers::close(state, *who, perk, *target),
        Event::MovementStopped { who, .. } => offers::movement_stopped(state, *who),
        Event::Shoved { who, to, .. } => {
            if let Some(to) = to {
                state.combatants[usize::from(*who)].position = Some(*to);
            }
        }
        Event::Followed { who, to } => state.combatants[usize::from(*who)].position = Some(*to),
        // The guard itself is taken off with the other spells' bonuses (`spells::wards`).
        Event::MirrorGuardFell { .. } => {}
        Event::SightedSet { who, perk, tiles } => {
            super::sighted::sighted_set(state, *who, perk, tiles);
        }
        // The GM's hand: overrides, rulings, perks.
        Event::Overridden {
            who,
            hit_points,
            handicap,
            ..
        } => gm::overridden(state, *who, *hit_points, *handicap),
        Event::Adjudicated {
            who,
            hit_points,
            handicap_change,
            external,
            movement_change,
            stealth_power_change,
            hidden,
            move_to,
            ..
        } => gm::adjudicated(
            state,
            *who,
            gm::Ruling {
                hit_points: *hit_points,
                handicap_change: *handicap_change,
                external: *external,
                movement_change: *movement_change,
                stealth_power_change: *stealth_power_change,
                hidden: *hidden,
                move_to: *move_to,
            },
        ),
        Event::RulingNeeded { .. } => {}
        // Perk histories and rolls: the history is kept below; the Hit of an Execution and the
        // Handicap of a roll are events of their own.
        Event::StraightRun { .. }
        | Event::Guarded { .. }
        | Event::PerkRolled { .. }
        | Event::Executed { .. } => {}
        Event::PerkUsed {
            who,
            perk,
            exclusive,
            ..
        } => gm::perk_used(state, *who, perk, *exclusive),
        Event::Innovated { who, stat } => gm::innovated(state, *who, *stat),
        Event::Berserk {
            who,
            turns,
            interrupts,
        } => berserk::raged(state, *who, *turns, *interrupts),
        Event::BerserkOutlasted { who } => berserk::outlasted(state, *who),
    }
}
