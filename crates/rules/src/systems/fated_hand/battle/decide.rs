//! Checking GM commands against the battle rules and turning them into events.

use super::actions::{adjudicate, haul, offhand_action, use_perk, Adjudication};
use super::attack::{
    attack_by, battle_end, change_events, engagement_riposte, perks_in_play, Swing,
};
use super::berserk::with_berserk;
use super::cast::{cast, Casting};
use super::check::{actor, combatant, refuse, Decision};
use super::command::{Command, Event, ReagentSource};
use super::countdown::{next_count, still_to_act, to_action};
use super::engagement::breaks;
use super::offers;
use super::perk_actions::{attack_with_perks, perk_action, straight_run, PerkUse};
use super::perks::{end_of_turn_changes, with_study_draws};
use super::planning::{end_planning, plan};
use super::reagents;
use super::reshuffle::reshuffle;
use super::retreat::retreat;
use super::rules::{CombatCardDiscard, NonCasterReagents};
use super::sighted;
use super::spells;
use super::state::{BattleState, Combatant, CombatantId, Phase, Tile};
use super::stealth::{occupants, reveal, sneak, step_rolls};
use super::summon::{commanded, exhaustion, summon_creature};
use crate::cards::Card;
use crate::deck::Zone;
use crate::random::Rng;
use crate::systems::fated_hand::table_rules::NON_CASTER_REAGENTS;
use crate::RuleViolation;

pub(super) fn decide(state: &BattleState, command: &Command, rng: &mut Rng) -> Decision {
    let mut events = decide_command(state, command, rng)?;
    let exhausted = exhaustion(state, &events);
    events.extend(exhausted);
    let events = with_berserk(state, command, events);
    Ok(super::last_word::with_last_word(state, command, events))
}

fn decide_command(state: &BattleState, command: &Command, rng: &mut Rng) -> Decision {
    if let Phase::Ended { .. } = state.phase {
        return Err(refuse("Flow of Battle", "The battle is over."));
    }
    let events = match command {
        Command::Plan {
            who,
            stance,
            main_arm,
            offhand_arm,
            cards,
        } => plan(state, *who, *stance, *main_arm, *offhand_arm, cards, rng),
        Command::EndPlanning => end_planning(state),
        Command::ToAction { who } => to_action(state, *who, rng),
        Command::NextCount => next_count(state),
        Command::Move { path } => move_along(state, actor(state)?.0, path, rng),
        Command::Advance { tiles, disengage } => {
            advance(state, actor(state)?.0, *tiles, *disengage)
        }
        Command::Attack {
            target,
            defend,
            riposte,
            defend_riposte,
            distance,
            upper_hand,
            follow_up,
            target_perks,
        } => {
            let swing = Swing {
                defend: *defend,
                riposte: *riposte,
                defend_riposte: *defend_riposte,
                distance: *distance,
                upper_hand: *upper_hand,
                extra: false,
                follow_up: follow_up
                    .iter()
                    .filter(|id| **id < 64)
                    .fold(0u64, |mask, id| mask | 1 << id),
            };
            attack_with_perks(state, *target, swing, target_perks, rng)
        }
        Command::PerkAction {
            perk,
            target,
            defend,
            riposte,
            defend_riposte,
            distance,
            roll,
        } => {
            let order = PerkUse {
                perk,
                target: *target,
                swing: Swing {
                    defend: *defend,
                    riposte: *riposte,
                    defend_riposte: *defend_riposte,
                    distance: *distance,
                    upper_hand: false,
                    extra: false,
                    follow_up: 0,
                },
                roll: *roll,
            };
            perk_action(state, &order, rng)
        }
        Command::SummonMove {
            summon,
            path,
            tiles,
            disengage,
        } => summon_move(state, *summon, path, *tiles, *disengage, rng),
        Command::SummonAttack {
            summon,
            target,
            defend,
            riposte,
            defend_riposte,
            distance,
        } => {
            commanded(state, *summon)?;
            let swing = Swing {
                defend: *defend,
                riposte: *riposte,
                defend_riposte: *defend_riposte,
                distance: *distance,
                upper_hand: false,
                extra: false,
                follow_up: 0,
            };
            attack_by(state, *summon, *target, swing, rng)
        }
        Command::Riposte {
            riposter,
            target,
            defend,
        } => engagement_riposte(state, *riposter, *target, *defend, rng),
        Command::Rest { cleanse } => rest(state, *cleanse),
        Command::Focus => focus(state, rng),
        Command::EndTurn => {
            let (who, _) = actor(state)?;
            // Perks that act "at the end of your turn" (Unsettling Gaze).
            let (mut changes, mut rulings) = (Vec::new(), Vec::new());
            end_of_turn_changes(
                state,
                who,
                |change| changes.push(change),
                |who, def| rulings.push((who, def)),
            );
            let mut events = Vec::new();
            change_events(changes, rulings, Some(rng), &mut events);
            events.push(Event::TurnEnded { who });
            // Decisive Action: another turn, offered as this one ends.
            offers::after_turn(state, who, &mut events);
            Ok(events)
        }
        Command::TakePerkOffer {
            who,
            perk,
            target,
            defend,
            distance,
        } => offers::take(
            state,
            offers::Taking {
                who: *who,
                perk,
                target: *target,
                defend: *defend,
                distance: *distance,
            },
            rng,
        ),
        Command::SetSighted { who, perk, tiles } => sighted::set_sighted(state, *who, perk, tiles),
        Command::DeclinePerkOffer { who, perk, target } => {
            offers::decline(state, *who, perk, *target)
        }
        Command::EndRound { recover, discard } => end_round(state, recover, discard, rng),
        Command::Override {
            who,
            hit_points,
            handicap,
            note,
        } => override_numbers(state, *who, *hit_points, *handicap, note),
        Command::EndBattle { outcome } => Ok(vec![Event::BattleEnded { outcome: *outcome }]),
        Command::Retreat { agree, ripostes } => retreat(state, agree, ripostes),
        Command::Haul { target, to } => haul(state, *target, *to),
        Command::OffhandAction { who } => offhand_action(state, *who),
        Command::Sneak { who, roll } => sneak(state, *who, *roll, rng),
        Command::Reveal {
            who,
            riposte,
            defend,
        } => reveal(state, *who, *riposte, *defend),
        Command::Adjudicate {
            who,
            perk_or_spell,
            hit_points_change,
            handicap_change,
            external,
            movement_change,
            stealth_power_change,
            hidden,
            move_to,
            note,
        } => adjudicate(
            state,
            &Adjudication {
                who: *who,
                perk_or_spell: perk_or_spell.as_deref(),
                hit_points_change: *hit_points_change,
                handicap_change: *handicap_change,
                external: *external,
                movement_change: *movement_change,
                stealth_power_change: *stealth_power_change,
                hidden: *hidden,
                move_to: *move_to,
                note,
            },
        ),
        Command::Cast {
            spell,
            reagents,
            caster,
            target,
            defend,
            riposte,
            defend_riposte,
            distance,
            roll,
            count,
            targets,
        } => cast(
            state,
            &Casting {
                spell,
                reagents,
                caster: *caster,
                target: *target,
                defend: *defend,
                riposte: *riposte,
                defend_riposte: *defend_riposte,
                distance: *distance,
                roll: *roll,
                count: *count,
                targets,
            },
            rng,
        ),
        Command::UsePerk { who, perk, note } => use_perk(state, *who, perk, note, rng),
        Command::Summon { summon, at, dice } => summon_creature(state, summon, *at, *dice, rng),
    }?;
    let events = reagents::with_holy_draws(state, events, rng);
    Ok(with_study_draws(state, events, rng))
}

/// A commanded summon moves like any creature, on its own Movement ("Summoned Creatures"): along
/// a path with a grid, a number of tiles without one.
fn summon_move(
    state: &BattleState,
    summon: CombatantId,
    path: &[Tile],
    tiles: Option<u8>,
    disengage: bool,
    rng: &mut Rng,
) -> Decision {
    let (_, s) = commanded(state, summon)?;
    if s.summon_movement == Some(0) {
        return Err(refuse(
            "Summoned Creatures",
            format!(
                "{} has no Movement of its own (an Old Order piece moves as its Chess piece: \
                 place it with a ruling).",
                s.name
            ),
        ));
    }
    match (state.grid.is_some(), tiles) {
        (true, _) => move_along(state, summon, path, rng),
        (false, Some(tiles)) => advance(state, summon, tiles, disengage),
        (false, None) => Err(refuse(
            "Move",
            "This battle has no grid: say how many tiles the summon moves.",
        )),
    }
}

fn move_along(state: &BattleState, who: CombatantId, path: &[Tile], rng: &mut Rng) -> Decision {
    let c = &state.combatants[usize::from(who)];
    let Some(grid) = &state.grid else {
        return Err(refuse(
            "Move",
            "This battle has no grid: use Advance with a number of tiles.",
        ));
    };
    let Some(mut at) = c.position else {
        return Err(refuse(
            "Move",
            format!("{} has no place on the grid.", c.name),
        ));
    };
    if path.is_empty() {
        return Err(refuse("Move", "Give at least one tile to move to."));
    }
    if path.len() as i16 > c.movement_left {
        return Err(refuse(
            "Move",
            format!(
                "{} has {} Movement left; the path is {} tiles.",
                c.name,
                c.movement_left,
                path.len()
            ),
        ));
    }
    let start = at;
    for step in path {
        if at.distance(*step) != 1 {
            return Err(refuse(
                "Move",
                format!(
                    "({}, {}) is not adjacent to ({}, {}).",
                    step.x, step.y, at.x, at.y
                ),
            ));
        }
        // A Hidden creature may move through and stay in occupied tiles ("Sneak").
        let occupied = !c.hidden && occupants(state, who, *step).next().is_some();
        if !grid.is_open(*step) || occupied {
            return Err(refuse(
                "Move",
                format!("({}, {}) is not an open tile.", step.x, step.y),
            ));
        }
        at = *step;
    }
    let mut events = breaks(state, who, true);
    let mut rolls = Vec::new();
    let (mut from, mut taken) = (start, 0u8);
    let perks = perks_in_play(state);
    let mut opened = Vec::new();
    let mut daggers = Vec::new();
    for step in path {
        taken += 1;
        let (found, stop) = step_rolls(state, who, from, *step, rng);
        rolls.extend(found);
        // Watchful Daggers: a step beside their caster sets them off; a landed Riposte stops
        // the move there.
        let (fired, halted) = spells::daggers_at_step(state, who, *step);
        daggers.extend(fired);
        // Proactive Defense: the move stops where a Riposte is offered.
        if perks {
            opened = offers::stepping_in(state, who, from, *step);
            opened.extend(sighted::crossing(state, who, from, *step));
        }
        from = *step;
        if stop || halted || !opened.is_empty() {
            break;
        }
    }
    events.push(Event::Moved {
        who,
        tiles: taken,
        to: Some(from),
    });
    events.extend(straight_run(state, who, start, &path[..usize::from(taken)]));
    events.extend(rolls);
    events.extend(daggers);
    events.extend(opened);
    Ok(events)
}

pub(super) fn advance(
    state: &BattleState,
    who: CombatantId,
    tiles: u8,
    disengage: bool,
) -> Decision {
    let c = &state.combatants[usize::from(who)];
    if i16::from(tiles) > c.movement_left {
        return Err(refuse(
            "Move",
            format!("{} has {} Movement left.", c.name, c.movement_left),
        ));
    }
    let mut events = if disengage {
        breaks(state, who, true)
    } else {
        Vec::new()
    };
    events.push(Event::Moved {
        who,
        tiles,
        to: None,
    });
    Ok(events)
}

pub(super) fn rest(state: &BattleState, cleanse: [u8; 3]) -> Decision {
    let (who, c) = actor(state)?;
    if c.primary_used {
        return Err(refuse(
            "Basic Actions",
            format!("{} has already taken a Primary Action this turn.", c.name),
        ));
    }
    if c.moved > 1 {
        return Err(refuse(
            "Rest",
            format!(
                "{} moved {} tiles this turn; Rest allows at most 1.",
                c.name, c.moved
            ),
        ));
    }
    if c.casts_this_turn > 1 {
        return Err(refuse(
            "Rest",
            format!(
                "{} cast {} times this turn; Rest allows at most one Cast.",
                c.name, c.casts_this_turn
            ),
        ));
    }
    let total: u8 = cleanse.iter().sum();
    if total == 0 || total > 2 {
        return Err(refuse(
            "Rest",
            "Rest cleanses 2 Handicap in total: choose 1 or 2.",
        ));
    }
    if cleanse
        .iter()
        .zip(c.handicap)
        .any(|(want, has)| *want > has)
    {
        return Err(refuse("Rest", "Cleanse only Handicap the creature has."));
    }
    let change = cleanse.map(|n| -(n as i8));
    Ok(vec![
        Event::PrimaryAction { who },
        Event::Handicap {
            who,
            change,
            external: false,
        },
    ])
}

/// Whether the acting creature may Focus now: a Primary Action left, and a Reagent Hand or a
/// table that lets creatures without one draw Reagents. Shared with the legal-actions query.
pub(super) fn focus_checks(
    state: &BattleState,
) -> Result<(CombatantId, &Combatant), RuleViolation> {
    let (who, c) = actor(state)?;
    if c.primary_used {
        return Err(refuse(
            "Basic Actions",
            format!("{} has already taken a Primary Action this turn.", c.name),
        ));
    }
    if c.reagent_hand.is_none() && state.rules.non_caster_reagents == NonCasterReagents::NoReagents
    {
        return Err(refuse(
            "Reagents",
            format!(
                "{} has no Reagent Hand, and at this table a creature without one cannot draw \
                 Reagents (table rule: {}).",
                c.name, NON_CASTER_REAGENTS.title
            ),
        ));
    }
    Ok((who, c))
}

fn focus(state: &BattleState, rng: &mut Rng) -> Decision {
    let (who, c) = focus_checks(state)?;
    let mut events = vec![Event::PrimaryAction { who }];
    // "If you do this while Engaged, the Engagement is broken" — without a Riposte.
    events.extend(breaks(state, who, false));
    let card = match c.deck.clone() {
        Some(mut deck) => {
            if deck.cards(Zone::DrawPile).is_empty() {
                events.push(reshuffle(who, &mut deck, rng));
            }
            deck.draw(Zone::Reagents, rng).ok()
        }
        None => None,
    };
    events.push(Event::Focused { who, card });
    Ok(events)
}

/// Whether the round may end now: the countdown is under way and nobody it waits for is left.
/// Shared with the legal-actions query.
pub(super) fn end_round_checks(state: &BattleState) -> Result<(), RuleViolation> {
    if !matches!(state.phase, Phase::Countdown { .. }) {
        return Err(refuse(
            "Initiative Countdown",
            "The round ends after the countdown, when every creature has acted.",
        ));
    }
    let waiting = still_to_act(state);
    if !waiting.is_empty() {
        return Err(refuse(
            "Initiative Countdown",
            format!("Still to act: {}.", waiting.join(", ")),
        ));
    }
    Ok(())
}

fn end_round(
    state: &BattleState,
    recover: &[(CombatantId, usize)],
    discard: &[(CombatantId, Vec<Card>)],
    rng: &mut Rng,
) -> Decision {
    end_round_checks(state)?;
    let mut events = Vec::new();
    for (i, c) in state.combatants.iter().enumerate() {
        let id = i as CombatantId;
        if !c.active() || c.external_handicap || c.handicap == [0; 3] {
            if recover.iter().any(|(who, _)| *who == id) && c.external_handicap {
                return Err(refuse(
                    "Recovery",
                    format!(
                        "{} suffered Handicap from others this round: no Recovery.",
                        c.name
                    ),
                ));
            }
            continue;
        }
        let stat = match recover.iter().find(|(who, _)| *who == id) {
            Some((_, stat)) if *stat < 3 => *stat,
            Some(_) => {
                return Err(refuse(
                    "Recovery",
                    "Recovery cleanses one stat: 0 Strike, 1 Defense, 2 Speed.",
                ))
            }
            None => (0..3).max_by_key(|s| (c.handicap[*s], 3 - *s)).unwrap_or(0),
        };
        let amount = c.handicap[stat].min(2);
        if amount > 0 {
            let mut change = [0i8; 3];
            change[stat] = -(amount as i8);
            events.push(Event::Handicap {
                who: id,
                change,
                external: false,
            });
        }
    }
    // "Every spellcaster ... must discard Reagents down to it at the end of each Round."
    let discards = reagents::round_end_discards(state, discard)?;
    events.extend(discards.iter().cloned());
    events.push(Event::RoundEnded { round: state.round });
    // The next Planning Phase: tracked decks draw up to Hand Size, then every caster draws its
    // Reagent Draw Rate ("Planning Phase").
    let mut draws = Vec::new();
    let mut reagent_draws = Vec::new();
    for (i, c) in state.combatants.iter().enumerate() {
        let who = i as CombatantId;
        if !c.active() {
            continue;
        }
        let rate = c
            .reagent_hand
            .filter(|hand| !hand.holy_magic)
            .map_or(0, |hand| hand.draw_rate);
        let Some(mut deck) = c.deck.clone() else {
            reagents::draw(
                who,
                None,
                ReagentSource::DrawRate,
                rate,
                rng,
                &mut reagent_draws,
            );
            continue;
        };
        if state.rules.combat_card_discard == CombatCardDiscard::RoundEnd {
            deck.discard_all(Zone::InPlay);
        }
        for event in &discards {
            if let Event::ReagentsDiscarded {
                who: owner, cards, ..
            } = event
            {
                if *owner == who {
                    for card in cards {
                        let _ = deck.move_card(*card, Zone::Reagents, Zone::Discard);
                    }
                }
            }
        }
        let mut drawn = Vec::new();
        while deck.cards(Zone::Hand).len() < usize::from(c.hand_size) {
            if deck.cards(Zone::DrawPile).is_empty() {
                if deck.cards(Zone::Discard).is_empty() {
                    break;
                }
                events.push(reshuffle(who, &mut deck, rng));
            }
            match deck.draw(Zone::Hand, rng) {
                Ok(card) => drawn.push(card),
                Err(_) => break,
            }
        }
        if !drawn.is_empty() {
            draws.push((who, drawn));
        }
        reagents::draw(
            who,
            Some(&mut deck),
            ReagentSource::DrawRate,
            rate,
            rng,
            &mut reagent_draws,
        );
    }
    events.push(Event::PlanningBegan {
        round: state.round + 1,
        draws,
    });
    events.extend(reagent_draws);
    events.extend(super::summon::reroll_dice(state, rng));
    Ok(events)
}

fn override_numbers(
    state: &BattleState,
    who: CombatantId,
    hit_points: Option<i8>,
    handicap: Option<[u8; 3]>,
    note: &str,
) -> Decision {
    let c = combatant(state, who)?;
    if note.trim().is_empty() {
        return Err(refuse(
            "Flow of Battle",
            "Say why the result is overridden; the log keeps the note.",
        ));
    }
    if hit_points.is_some_and(|hp| !(0..=9).contains(&hp))
        || handicap.is_some_and(|h| h.iter().any(|n| *n > 20))
    {
        return Err(refuse(
            "Handicap",
            "Hit Points go from 0 to 9 and Handicap from 0 to 20 per stat.",
        ));
    }
    let mut events = vec![Event::Overridden {
        who,
        hit_points,
        handicap,
        note: note.trim().to_owned(),
    }];
    if hit_points == Some(0) && c.active() {
        events.push(Event::Incapacitated { who });
        events.extend(battle_end(state, &events));
    }
    Ok(events)
}
