//! Attack, Defend and Riposte ("Attack", "Defend", "Riposte", "Engagement"), and the end of the
//! battle when a side is down.

use super::check::{actor, combatant, primary_available, refuse, Decision};
use super::command::Event;
use super::loop_rules::StealthDetails;
use super::offers::{after_attack, upper_hand};
use super::perks::{
    attack_past_ally, exchange_changes, exchange_terms, forced_discards, magic_strike_perk,
    perk_rule, replaces_hit, riposte_check_shift, Exchange, Moment, PerkChange, Resolution,
};
use super::press_forward;
// The Riposte half of the exchange lives in `riposte.rs`; callers reach it through here.
pub(super) use super::riposte::{engagement_riposte, riposte_events, riposte_events_with};
use super::rules::{BattleRules, ReloadCost, ThrownArms};
use super::sight::{line_of_sight, CONVENTION};
use super::sighted::follow_up_terms;
use super::spells::{guard_falls, held_term, mirror_test, struck, MirrorTest};
use super::state::{ArmProfile, BattleState, Combatant, CombatantId, Outcome, Side, Tile};
use super::stats::{explain, explain_magic_strike, value};
use super::unfold::Unfolding;
use crate::citation::{Explained, Term};
use crate::random::Rng;
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::content::perks::PerkDef;
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::{RELOAD_COST, THROWN_ARMS};
use crate::RuleViolation;

/// Where an attack or riposte is aimed: the target's tile now, or the tile it stood on when an
/// Engagement broke ("Engagement").
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Aim {
    /// Distance in tiles when there is no grid.
    pub distance: Option<u8>,
    /// The target's tile to measure from instead of where it stands now.
    pub target_at: Option<Tile>,
}

impl Aim {
    /// Aimed at the target where it stands, `distance` tiles away without a grid.
    pub(super) fn at_distance(distance: Option<u8>) -> Aim {
        Aim {
            distance,
            target_at: None,
        }
    }
}

/// The arithmetic of one attack or riposte.
pub(super) struct Resolved {
    /// The attacker's Strike, explained.
    pub strike: Explained,
    /// The target's Defense, when it Defends.
    pub defense: Option<Explained>,
    /// Strike ≥ Defense + 2, or no Defend.
    pub success: bool,
    /// Defense ≥ Strike + 2: the target may Riposte.
    pub riposte_allowed: bool,
    /// A ranged attack (a ranged arm, or a thrown one): it creates no Engagement.
    pub ranged: bool,
    /// Tiles between attacker and target, when known.
    pub distance: Option<u16>,
    /// The target's Mirror Guard put to the test, when it has one.
    pub mirror: Option<MirrorTest>,
}

/// Whether an attack with `arm` at `distance` tiles (when known) is a ranged one: a ranged arm
/// always; an arm with an Effective Range but no Ranged trait is thrown (table rule
/// `fated_hand.thrown_arms`): beyond its melee reach by default, always when the table plays
/// thrown arms as ranged ones.
fn is_ranged(arm: &ArmProfile, rules: &BattleRules, distance: Option<u16>) -> bool {
    if arm.ranged {
        return true;
    }
    if arm.effective_range.is_none() {
        return false;
    }
    match rules.thrown_arms {
        ThrownArms::RangedReturning => true,
        ThrownArms::MeleeOrThrown => distance.is_some_and(|d| d > u16::from(arm.reach.max(1))),
    }
}

/// Table rule `fated_hand.reload_cost`: a ranged arm with a Reload Cost is empty after a shot
/// until its wielder pays that much Movement ("Arms List" prints the cost, never the rule).
/// Firing an empty arm reloads it first from the Movement left, or is refused. Gives the
/// reloading (when the arm was empty) and the emptying to put around the attack.
pub(super) fn reload_events(
    state: &BattleState,
    shooter: CombatantId,
    ranged: bool,
) -> Result<(Option<Event>, Option<Event>), RuleViolation> {
    let c = &state.combatants[usize::from(shooter)];
    let index = c.wielded_index();
    let arm = c.wielded();
    if !ranged
        || arm.reload_cost == 0
        || state.rules.reload_cost == ReloadCost::Ignored
        || index >= 8
    {
        return Ok((None, None));
    }
    let reloaded = if c.empty_arms & (1 << index) != 0 {
        if c.movement_left < i16::from(arm.reload_cost) {
            return Err(refuse(
                "Arms List",
                format!(
                    "{}'s {} is empty: reloading it costs {} Movement, and {} has {} left \
                     (table rule: {}).",
                    c.name,
                    arm.name,
                    arm.reload_cost,
                    c.name,
                    c.movement_left.max(0),
                    RELOAD_COST.title
                ),
            ));
        }
        Some(Event::Reloaded {
            who: shooter,
            arm: index,
            movement: arm.reload_cost,
        })
    } else {
        None
    };
    Ok((
        reloaded,
        Some(Event::Unloaded {
            who: shooter,
            arm: index,
        }),
    ))
}

pub(super) fn resolve(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
    riposte: bool,
    defend: bool,
    aim: Aim,
) -> Result<Resolved, RuleViolation> {
    let a = &state.combatants[usize::from(attacker)];
    let t = &state.combatants[usize::from(target)];
    let arm = a.wielded();
    let distance = aim.distance;
    let target_tile = aim.target_at.or(t.position);
    let geometry = match (a.position, target_tile, &state.grid) {
        (Some(from), Some(to), Some(grid)) => {
            Some((from.distance(to), grid.height_of(from) > grid.height_of(to)))
        }
        _ => distance.map(|d| (u16::from(d), false)),
    };
    let ranged = is_ranged(arm, &state.rules, geometry.map(|(d, _)| d));
    let exchange = Exchange {
        state,
        attacker,
        target,
        riposte,
        ranged,
        distance: geometry.map(|(d, _)| d),
        after: None,
        declared: [a.declared(), t.declared()],
        spell: false,
    };
    // Arcane Blade, Dark Blade: attacks are made with Magic Strike.
    let magic = magic_strike_perk(&exchange);
    let mut strike = match magic {
        Some(def) => {
            let mut strike = explain_magic_strike(a);
            strike.terms.push(Term {
                label: format!("{}: the attack uses Magic Strike", def.name),
                value: 0,
                rule: perk_rule(def),
            });
            strike
        }
        None => explain(a, Stat::Strike),
    };
    if ranged && !arm.ranged {
        strike.terms.push(Term {
            label: format!("{} thrown (table rule: {})", arm.name, THROWN_ARMS.title),
            value: 0,
            rule: THROWN_ARMS.rule.clone(),
        });
    }
    if ranged {
        if let (Some(from), Some(to), Some(_)) = (a.position, target_tile, &state.grid) {
            if !line_of_sight(state, from, to) {
                return Err(refuse(
                    "Line of Sight",
                    format!(
                        "{} has no clear line from ({}, {}) to {} at ({}, {}): {}.",
                        a.name, from.x, from.y, t.name, to.x, to.y, CONVENTION
                    ),
                ));
            }
        }
        if let (Some((min, max)), Some((d, _))) = (arm.effective_range, geometry) {
            let outside = if d < u16::from(min) {
                u16::from(min) - d
            } else {
                d.saturating_sub(u16::from(max))
            };
            if outside > 0 {
                strike.terms.push(Term {
                    label: format!("{outside} tiles outside Effective Range"),
                    value: -i32::from(outside),
                    rule: cite("Effective Range"),
                });
            }
        }
        if let Some((_, true)) = geometry {
            strike.terms.push(Term {
                label: "High ground".to_owned(),
                value: 1,
                rule: cite("Effective Range"),
            });
        }
    } else if let Some((d, _)) = geometry {
        let reach = u16::from(arm.reach.max(1));
        let past = match (a.position, target_tile) {
            (Some(from), Some(to)) if reach == 1 && d == 2 => {
                attack_past_ally(state, attacker, from, to)
            }
            _ => None,
        };
        if let (true, Some((def, ally))) = (d > reach, past) {
            strike.terms.push(Term {
                label: format!("{}: past {}", def.name, ally.name),
                value: 0,
                rule: perk_rule(def),
            });
        } else if d > reach {
            return Err(refuse(
                "Attack",
                format!(
                    "{} is {d} tiles away; {}'s reach is {}.",
                    t.name,
                    arm.name,
                    arm.reach.max(1)
                ),
            ));
        }
    }
    if riposte && !ranged {
        strike.terms.push(Term {
            label: "Melee Riposte".to_owned(),
            value: 2,
            rule: cite("Riposte"),
        });
    }
    exchange_terms(&exchange, Stat::Strike, magic.is_some(), &mut strike);
    let mut lock = 0;
    let mut defense = defend.then(|| {
        let mut defense = explain(t, Stat::Defense);
        exchange_terms(&exchange, Stat::Defense, false, &mut defense);
        // Joint Lock: −1 Defense only for whether a Riposte is allowed.
        lock = riposte_check_shift(&exchange, &mut defense);
        defense
    });
    // Mirror Guard: an attacker stat dividing by the hidden card's number makes the Defense
    // succeed outright, with a Riposte.
    let mirror = mirror_test(state, attacker, target);
    let mut held = false;
    if let (Some(test), Some(d)) = (mirror, defense.as_mut()) {
        if let Some(term) = held_term(&test, &a.name) {
            d.terms.push(term);
            held = true;
        }
    }
    let (success, riposte_allowed) = match &defense {
        None => (true, false),
        _ if held => (false, true),
        Some(d) => (
            strike.value >= d.value + 2,
            d.value + lock >= strike.value + 2,
        ),
    };
    Ok(Resolved {
        strike,
        defense,
        success,
        riposte_allowed,
        ranged,
        distance: exchange.distance,
        mirror,
    })
}

#[allow(clippy::too_many_arguments)]
pub(super) fn attack(
    state: &BattleState,
    target: CombatantId,
    defend: bool,
    riposte: bool,
    defend_riposte: bool,
    distance: Option<u8>,
    upper_hand: bool,
    follow_up: u64,
    rng: &mut Rng,
) -> Decision {
    let (attacker, _) = actor(state)?;
    let swing = Swing {
        defend,
        riposte,
        defend_riposte,
        distance,
        upper_hand,
        extra: false,
        follow_up,
    };
    attack_by(state, attacker, target, swing, rng)
}

/// How an attack is to be played: whether the target Defends, whether it Ripostes (and Defends
/// that Riposte), and the distance the GM gave when there is no grid.
#[derive(Clone, Copy, Debug)]
pub(super) struct Swing {
    pub defend: bool,
    pub riposte: bool,
    pub defend_riposte: bool,
    pub distance: Option<u8>,
    /// The target takes its Upper Hand Riposte before the attack is resolved (`offers`).
    pub upper_hand: bool,
    /// An Attack a perk grants besides the Primary Action (One-Two's second Attack).
    pub extra: bool,
    /// Creatures joining with Follow Up (bit i = combatant i).
    pub follow_up: u64,
}

/// An attack as it stands before anything happens: who spends the Primary Action, the
/// arithmetic before the target's perks answer, and the reload around a shot.
pub(super) struct Opening {
    /// The creature whose Primary Action the attack is (a summon's controller).
    pub controller: CombatantId,
    /// Strike against Defense as the table stands.
    pub first: Resolved,
    /// An empty arm reloaded first.
    pub reloaded: Option<Event>,
    /// The arm emptied by the shot.
    pub unloaded: Option<Event>,
}

/// The checks an attack by `attacker` on `target` passes before anything happens, shared by
/// `attack_by` and the legal-actions query (`legal.rs`): the Primary Action ("Basic Actions",
/// "Offhand Action"), a target that can be targeted, reach, Line of Sight and the reload.
pub(super) fn attack_opening(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
    defend: bool,
    aim: Aim,
    extra: bool,
) -> Result<Opening, RuleViolation> {
    let a = combatant(state, attacker)?;
    let (controller_id, controller) = match a.summoned_by {
        Some(by) => (by, combatant(state, by)?),
        None => (attacker, a),
    };
    if !extra {
        primary_available(controller)?;
    }
    let t = combatant(state, target)?;
    if target == attacker {
        return Err(refuse("Attack", "A creature cannot attack itself."));
    }
    targetable(t)?;
    let first = resolve(state, attacker, target, false, defend, aim)?;
    let (reloaded, unloaded) = reload_events(state, attacker, first.ranged)?;
    Ok(Opening {
        controller: controller_id,
        first,
        reloaded,
        unloaded,
    })
}

/// An attack by `attacker`: the acting creature, or a Summoned Creature it commands, whose Attack
/// is the controller's Primary Action ("Summoned Creatures").
pub(super) fn attack_by(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
    swing: Swing,
    rng: &mut Rng,
) -> Decision {
    if swing.upper_hand {
        let mut events = upper_hand(state, attacker, target, swing.defend_riposte, rng)?;
        let answered = after(state, &events);
        let rest = Swing {
            upper_hand: false,
            ..swing
        };
        events.extend(attack_by(&answered, attacker, target, rest, rng)?);
        return Ok(events);
    }
    let Swing {
        defend,
        riposte,
        defend_riposte,
        distance,
        extra,
        ..
    } = swing;
    let a = combatant(state, attacker)?;
    let t = combatant(state, target)?;
    let aim = Aim::at_distance(distance);
    let Opening {
        controller: controller_id,
        first,
        reloaded,
        unloaded,
    } = attack_opening(state, attacker, target, defend, aim, extra)?;
    // Perks of the target that strike "before resolving the attack" (Swordplay, Bulwark).
    let mut events: Vec<Event> = reloaded.into_iter().collect();
    if a.hidden && state.rules.stealth_details == StealthDetails::House {
        // Table default (digest A-26): an ordinary Attack gives the attacker away (table rule
        // fated_hand.stealth_details).
        events.push(Event::Revealed {
            who: attacker,
            roll: None,
            by: None,
            to: None,
        });
    }
    if !extra {
        events.push(Event::PrimaryAction { who: controller_id });
    }
    let targeted = Exchange {
        state,
        attacker,
        target,
        riposte: false,
        ranged: first.ranged,
        distance: first.distance,
        after: None,
        declared: [a.declared(), t.declared()],
        spell: false,
    };
    // Without a perk anywhere, the perk stages have nothing to read: no state is built for them.
    let perks = perks_in_play(state);
    if perks {
        perk_events(&targeted, Moment::Targeted, Some(rng), &mut events);
    }
    // One copy of the state follows the exchange's events through every stage below.
    let mut unfolding = Unfolding::new(state);
    let before = if perks {
        unfolding.after(&events)
    } else {
        state
    };
    let Resolved {
        mut strike,
        defense,
        mut success,
        mut riposte_allowed,
        ranged,
        distance: tiles,
        mirror,
    } = if events
        .iter()
        .any(|e| matches!(e, Event::PerkApplied { .. }))
    {
        resolve(before, attacker, target, false, defend, aim)?
    } else {
        first
    };
    if swing.follow_up != 0 {
        // Follow Up: allies add part of their Strike before the attack is judged.
        follow_up_terms(before, attacker, target, swing.follow_up, &mut strike)?;
        let held = defense.is_some() && mirror.is_some_and(|m| m.divides.is_some());
        success = !held && defense.as_ref().is_none_or(|d| strike.value >= d.value + 2);
        riposte_allowed = held
            || defense
                .as_ref()
                .is_some_and(|d| d.value >= strike.value + 2);
    }
    if riposte && !riposte_allowed {
        return Err(refuse(
            "Defend",
            format!(
                "{} may riposte only when its Defense is at least the Strike + 2.",
                t.name
            ),
        ));
    }
    let resolution = Resolution {
        strike: strike.value,
        defense: defense.as_ref().map_or_else(
            || {
                i32::from(value(
                    &before.combatants[usize::from(target)],
                    Stat::Defense,
                ))
            },
            |d| d.value,
        ),
        defended: defense.is_some(),
        success,
        riposted: riposte,
    };
    let defended = defense.is_some();
    events.push(Event::Attacked {
        attacker,
        target,
        riposte: false,
        strike,
        defense,
        success,
        riposte_allowed,
    });
    events.extend(unloaded);
    events.extend(guard_falls(
        state,
        (attacker, target),
        mirror,
        (defended, success),
    ));
    // Toxic Weapon, Entangling: the perk's Handicap (dealt below) takes the place of the Hit.
    let judged = Exchange {
        state: before,
        attacker,
        target,
        riposte: false,
        ranged,
        distance: tiles,
        after: Some(resolution),
        declared: [a.declared(), t.declared()],
        spell: false,
    };
    let mut down = false;
    if success && replaces_hit(&judged).is_none() {
        down = struck(state, target, t.hit_points - 1, &mut events);
    }
    // "When one character attacks another in melee, this creates an Engagement" ("Engagement").
    if !ranged && !down && !a.engaged_with(target) {
        events.push(Event::Engaged {
            a: attacker,
            b: target,
        });
    }
    // Perks that act once the attack is resolved (Pressure Points, Sunder, Pitched Battle…),
    // before the Riposte, which is an action of its own.
    // The perk stages after the attack is judged, each read on the state after the events so far.
    let perk_stage =
        |moment: Moment, rng: &mut Rng, events: &mut Vec<Event>, unfolding: &mut Unfolding<'_>| {
            let now = unfolding.after(events);
            let exchange = Exchange {
                state: now,
                attacker,
                target,
                riposte: false,
                ranged,
                distance: tiles,
                after: Some(resolution),
                declared: [a.declared(), t.declared()],
                spell: false,
            };
            perk_events(&exchange, moment, Some(rng), events);
        };
    if perks {
        perk_stage(Moment::Resolved, rng, &mut events, &mut unfolding);
    }
    if riposte {
        // The Riposte is a new action: resolve it on the state after the attack, so an Offhand
        // Action spent on the attack or the Defend no longer applies.
        let after = unfolding.after(&events);
        events.extend(riposte_events_with(
            after,
            (target, attacker),
            defend_riposte,
            (Aim::default(), 0),
            Some(rng),
        )?);
    }
    // Perks that wait for the Riposte to be decided (Staunch).
    if perks {
        perk_stage(Moment::RiposteDecided, rng, &mut events, &mut unfolding);
        // Press Forward: the shove, once the target has failed to Riposte.
        if !ranged && press_forward::declared(a) {
            let now = unfolding.after(&events);
            press_forward::shove(state, now, (attacker, target), &mut events);
        }
    }
    let ended = battle_end(state, &events);
    if ended.is_empty() && perks {
        // One-Two, Opportunist: chances the attack opens, offered to take or decline.
        let opened = after_attack(state, attacker, target, &events, &mut unfolding);
        events.extend(opened);
    }
    events.extend(ended);
    Ok(events)
}

/// The changes perks make at `moment` of the exchange, and a ruling for each whose condition
/// only the GM can settle. Without `rng` (a Riposte decided elsewhere), a perk that flips a coin
/// is left to the GM too.
pub(super) fn perk_events(
    exchange: &Exchange<'_>,
    moment: Moment,
    rng: Option<&mut Rng>,
    events: &mut Vec<Event>,
) {
    let mut changes = Vec::new();
    let mut rulings = Vec::new();
    exchange_changes(
        exchange,
        moment,
        |change| changes.push(change),
        |who, def| rulings.push((who, def)),
    );
    let start = events.len();
    change_events(changes, rulings, rng, events);
    // Hidden Fang's discard comes on the same coin as its tripled Riposte.
    let discards = forced_discards(exchange.state, &events[start..]);
    events.extend(discards);
}

/// The events for perk changes (a coin flipped for each that needs one; without `rng`, the GM
/// flips it) and the rulings the GM must make.
pub(super) fn change_events(
    changes: Vec<PerkChange>,
    mut rulings: Vec<(CombatantId, &'static PerkDef)>,
    mut rng: Option<&mut Rng>,
    events: &mut Vec<Event>,
) {
    for change in changes {
        let random = change.coin_flip || change.random_stat != 0;
        if !random {
            events.push(perk_applied(&change, change.handicap, None));
            continue;
        }
        let Some(rng) = rng.as_deref_mut() else {
            rulings.push((change.by, change.perk));
            continue;
        };
        let coin = change.coin_flip.then(|| rng.coin());
        let mut handicap = change.handicap;
        if change.random_stat != 0 {
            handicap[rng.index(3)] += change.random_stat;
        }
        events.push(perk_applied(&change, handicap, coin));
    }
    for (who, def) in rulings {
        events.push(Event::RulingNeeded {
            who,
            source: def.id.clone(),
            effect: def.summary.clone(),
        });
    }
}

fn perk_applied(change: &PerkChange, handicap: [i8; 3], coin: Option<bool>) -> Event {
    Event::PerkApplied {
        by: change.by,
        perk: change.perk.id.clone(),
        who: change.who,
        handicap,
        hand_size: change.hand_size,
        stealth_power: change.stealth_power,
        coin,
    }
}

/// Whether any creature in the battle carries a perk, its own or one of its arms': without one
/// the perk stages of an exchange have nothing to read, and the state after each step need not
/// be built (a simulation's hot loop).
pub(super) fn perks_in_play(state: &BattleState) -> bool {
    state
        .combatants
        .iter()
        .any(|c| !c.perks.is_empty() || c.arms.iter().any(|arm| !arm.perks.is_empty()))
}

/// The state after `events`, for deciding what follows them within one command.
pub(super) fn after(state: &BattleState, events: &[Event]) -> BattleState {
    let mut next = state.clone();
    for event in events {
        super::evolve::evolve(&mut next, event);
    }
    next
}

/// Refuses a target that cannot be targeted: Incapacitated ("Hit Points") or Hidden ("Sneak").
pub(super) fn targetable(t: &Combatant) -> Result<(), RuleViolation> {
    if !t.active() {
        return Err(refuse(
            "Hit Points",
            format!("{} is Incapacitated and cannot be targeted.", t.name),
        ));
    }
    if t.hidden {
        return Err(refuse(
            "Sneak",
            format!("{} is Hidden and cannot be targeted.", t.name),
        ));
    }
    Ok(())
}

/// The battle ends when a side has no active creature left (table rule fated_hand.battle_end).
pub(super) fn battle_end(state: &BattleState, events: &[Event]) -> Vec<Event> {
    let downed: Vec<CombatantId> = events
        .iter()
        .filter_map(|e| {
            if let Event::Incapacitated { who } = e {
                Some(*who)
            } else {
                None
            }
        })
        .collect();
    if downed.is_empty() {
        return Vec::new();
    }
    outcome(state, &downed)
        .map(|outcome| Event::BattleEnded { outcome })
        .into_iter()
        .collect()
}

/// How the battle ends when `downed` go down as well, if a side then has no active creature
/// left (summons do not hold the field).
pub(super) fn outcome(state: &BattleState, downed: &[CombatantId]) -> Option<Outcome> {
    let standing = |side: Side| {
        state.combatants.iter().enumerate().any(|(i, c)| {
            c.side == side && c.active() && !c.is_summon() && !downed.contains(&(i as CombatantId))
        })
    };
    match (standing(Side::Party), standing(Side::Foes)) {
        (true, false) => Some(Outcome::PartyWon),
        (false, true) => Some(Outcome::FoesWon),
        (false, false) => Some(Outcome::Declared),
        (true, true) => None,
    }
}
