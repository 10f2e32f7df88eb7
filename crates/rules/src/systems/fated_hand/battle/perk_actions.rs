//! Perks that are actions of their own, resolved by the engine ("Perks List"): Astonish, Dirty
//! Trick, Dive Tackle, Execution, Glint of Gold; and what perks add around an Attack: the
//! target's declared choices (Perfect Deflect, Joint Lock), Charged Strike's sweep, Iron Fist's
//! Defense when an Engagement begins, Charge!'s straight line.

use std::borrow::Cow;

use super::actions::use_perk;
use super::attack::{
    after, attack, battle_end, perks_in_play, resolve, riposte_events, targetable, Aim, Resolved,
    Swing,
};
use super::check::{actor, combatant, Decision};
use super::command::Event;
use super::perks::{
    charged, exchange_terms, own, perk_rule, DiveTackleCost, Exchange, HalfRounding, NamedOutcome,
    Own, StraightRun,
};
use super::rules::TechniqueTag;
use super::sight::line_of_sight;
use super::spells::struck;
use super::state::{BattleState, Combatant, CombatantId, Tile};
use super::stats::{explain, value};
use crate::citation::{Explained, Term};
use crate::random::{roll_or_enter, Rng};
use crate::systems::fated_hand::content::content;
use crate::systems::fated_hand::content::perks::terms::{ExecutionPower, HandicapAmount};
use crate::systems::fated_hand::content::perks::{Condition, PerkDef, PerkEffect};
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::{HALF_ROUNDING, NAMED_OUTCOME_REPLACES_HIT};
use crate::RuleViolation;

/// A refusal citing the perk's own entry.
fn refuse_perk(def: &PerkDef, message: impl Into<String>) -> RuleViolation {
    RuleViolation::new(perk_rule(def), message)
}

/// What a `PerkAction` command asks for.
pub(super) struct PerkUse<'a> {
    pub perk: &'a str,
    pub target: Option<CombatantId>,
    pub swing: Swing,
    pub roll: Option<u8>,
}

/// The acting creature uses a perk that is an action of its own.
pub(super) fn perk_action(state: &BattleState, order: &PerkUse<'_>, rng: &mut Rng) -> Decision {
    let (who, c) = actor(state)?;
    let Some(def) = content().perk(order.perk) else {
        return Err(super::check::refuse(
            "Perks List",
            format!("There is no perk \"{}\".", order.perk),
        ));
    };
    if !super::perks::track::holds(c, order.perk) {
        return Err(refuse_perk(
            def,
            format!("{} does not have {}.", c.name, def.name),
        ));
    }
    if own(def) != Some(Own::Action) {
        return Err(refuse_perk(
            def,
            format!(
                "{} is not an action of its own: use it with Use perk (or, for a choice on a \
                 Defend, with the attack).",
                def.name
            ),
        ));
    }
    // "Only one Exclusive Perk per action"; whether (Technique) counts as Exclusive is table rule
    // fated_hand.technique_tag.
    let exclusive =
        def.exclusive || (def.technique && state.rules.technique_tag == TechniqueTag::AsExclusive);
    let innovated = if exclusive {
        super::perks::exclusive_slot(state, who, order.perk, rng)?
    } else {
        None
    };
    let uses_primary = def.id != "execution";
    if uses_primary && c.primary_used {
        return Err(super::check::refuse(
            "Basic Actions",
            format!(
                "{} has already taken a Primary Action this turn; {} takes it.",
                c.name, def.name
            ),
        ));
    }
    let mut events: Vec<Event> = innovated.into_iter().collect();
    if uses_primary {
        events.push(Event::PrimaryAction { who });
    }
    events.push(Event::PerkUsed {
        who,
        perk: def.id.clone(),
        exclusive: false,
        note: String::new(),
    });
    match def.id.as_str() {
        "astonish" => astonish(state, who, def, &mut events),
        "glint_of_gold" => glint_of_gold(state, who, def, order, &mut events)?,
        "execution" => execution(state, who, def, order, &mut events)?,
        _ => special_attack(state, who, def, order, rng, &mut events)?,
    }
    guards(state, &mut events);
    Ok(events)
}

/// The target of a perk that needs one: an opponent that can be targeted, and how far it is
/// (from the grid, or as the GM gave it).
fn opponent<'s>(
    state: &'s BattleState,
    who: CombatantId,
    def: &PerkDef,
    order: &PerkUse<'_>,
) -> Result<(CombatantId, &'s Combatant, Option<u16>), RuleViolation> {
    let Some(target) = order.target else {
        return Err(refuse_perk(
            def,
            format!("Say whom {} is aimed at.", def.name),
        ));
    };
    let c = &state.combatants[usize::from(who)];
    let t = combatant(state, target)?;
    targetable(t)?;
    if t.side == c.side {
        return Err(refuse_perk(
            def,
            format!(
                "{} is aimed at an opponent; {} is an ally.",
                def.name, t.name
            ),
        ));
    }
    let distance = match (c.position, t.position, &state.grid) {
        (Some(from), Some(to), Some(_)) => Some(from.distance(to)),
        _ => order.swing.distance.map(u16::from),
    };
    Ok((target, t, distance))
}

fn out_of_range(def: &PerkDef, t: &Combatant, distance: u16, range: u16) -> RuleViolation {
    let tiles = if range == 1 { "tile" } else { "tiles" };
    refuse_perk(
        def,
        format!(
            "{} is {distance} tiles away; {} reaches {range} {tiles}.",
            t.name, def.name
        ),
    )
}

/// Astonish: "All opponents adjacent to you become Engaged against you."
fn astonish(state: &BattleState, who: CombatantId, def: &PerkDef, events: &mut Vec<Event>) {
    let c = &state.combatants[usize::from(who)];
    let (Some(at), Some(_)) = (c.position, &state.grid) else {
        events.push(Event::RulingNeeded {
            who,
            source: def.id.clone(),
            effect: "Without a grid the battle cannot see who stands next to the performer: \
                     the GM engages each adjacent opponent."
                .to_owned(),
        });
        return;
    };
    for (i, o) in state.combatants.iter().enumerate() {
        let id = i as CombatantId;
        let adjacent = o.position.is_some_and(|p| at.distance(p) == 1);
        if o.side != c.side && o.active() && !o.hidden && adjacent && !c.engaged_with(id) {
            events.push(Event::Engaged { a: who, b: id });
        }
    }
}

/// Glint of Gold: "They immediately suffer 1 Defense Handicap, and must transfer every Handicap
/// of any other type on themself to Defense." A visible enemy within two tiles.
fn glint_of_gold(
    state: &BattleState,
    who: CombatantId,
    def: &PerkDef,
    order: &PerkUse<'_>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let (target, t, distance) = opponent(state, who, def, order)?;
    let range = match def.requires {
        Condition::TargetWithin { tiles } => u16::from(tiles),
        _ => 2,
    };
    if let Some(d) = distance.filter(|d| *d > range) {
        return Err(out_of_range(def, t, d, range));
    }
    let c = &state.combatants[usize::from(who)];
    if let (Some(from), Some(to), Some(_)) = (c.position, t.position, &state.grid) {
        if !line_of_sight(state, from, to) {
            return Err(refuse_perk(
                def,
                format!(
                    "{} cannot see {}: Glint of Gold needs a visible enemy.",
                    c.name, t.name
                ),
            ));
        }
    }
    let dealt = def
        .effects
        .iter()
        .find_map(|e| match e {
            PerkEffect::InflictHandicap { defense, .. } => Some(*defense),
            _ => None,
        })
        .unwrap_or(1);
    let [strike, _, speed] = t.handicap.map(|h| h.min(i8::MAX as u8) as i8);
    events.push(Event::PerkApplied {
        by: who,
        perk: def.id.clone(),
        who: target,
        handicap: [
            -strike,
            (dealt.min(i8::MAX as u8) as i8)
                .saturating_add(strike)
                .saturating_add(speed),
            -speed,
        ],
        hand_size: 0,
        stealth_power: 0,
        coin: None,
    });
    Ok(())
}

/// Execution: next to the target, with Execution Power at the threshold, a Hit whatever its
/// Defense; at most once a turn, and not the creature's Attack.
fn execution(
    state: &BattleState,
    who: CombatantId,
    def: &PerkDef,
    order: &PerkUse<'_>,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let c = &state.combatants[usize::from(who)];
    if c.perk_track.executed {
        return Err(refuse_perk(
            def,
            format!(
                "{} has already Executed this turn; at most once per turn.",
                c.name
            ),
        ));
    }
    let (target, t, distance) = opponent(state, who, def, order)?;
    if let Some(d) = distance.filter(|d| *d != 1) {
        return Err(out_of_range(def, t, d, 1));
    }
    let Some(formula) = def.effects.iter().find_map(|e| match e {
        PerkEffect::Execute(p) => Some(*p),
        _ => None,
    }) else {
        return Err(refuse_perk(
            def,
            "The perk's Execution Power is not encoded.",
        ));
    };
    let power = execution_power(state, who, target, def, &formula);
    if power.value < i32::from(formula.threshold) {
        let terms: Vec<String> = power
            .terms
            .iter()
            .map(|t| format!("{} {:+}", t.label, t.value))
            .collect();
        return Err(refuse_perk(
            def,
            format!(
                "{}'s Execution Power against {} is {} ({}); it must reach {}.",
                c.name,
                t.name,
                power.value,
                terms.join(", "),
                formula.threshold
            ),
        ));
    }
    events.push(Event::Executed { who, target, power });
    struck(state, target, t.hit_points - 1, events);
    events.extend(battle_end(state, events));
    Ok(())
}

/// The Execution Power of `who` against `target`, term by term.
fn execution_power(
    state: &BattleState,
    who: CombatantId,
    target: CombatantId,
    def: &PerkDef,
    f: &ExecutionPower,
) -> Explained {
    let c = &state.combatants[usize::from(who)];
    let t = &state.combatants[usize::from(target)];
    let rounding = state.rules.perks.half_rounding;
    let strike = i32::from(value(c, Stat::Strike));
    let base = divided(strike, f.strike_divisor, rounding);
    let mut terms = vec![Term {
        label: format!(
            "Strike {strike} ÷ {} ({}; table rule: {})",
            f.strike_divisor,
            rounding.words(),
            HALF_ROUNDING.title
        ),
        value: base,
        rule: perk_rule(def),
    }];
    let mut add = |label: String, value: i32| {
        if value != 0 {
            terms.push(Term {
                label,
                value,
                rule: perk_rule(def),
            });
        }
    };
    if t.engaged_with(who) {
        add(
            format!("{} is Engaged with {}", t.name, c.name),
            i32::from(f.target_engaged_with_you),
        );
    }
    let allies = state
        .combatants
        .iter()
        .enumerate()
        .filter(|(i, o)| {
            *i != usize::from(who) && o.side == c.side && o.active() && t.engaged_with(*i as u8)
        })
        .count() as i32;
    let word = if allies == 1 { "ally" } else { "allies" };
    add(
        format!("{allies} {word} Engaged with {}", t.name),
        allies * i32::from(f.per_ally_engaged_with_target),
    );
    let own: i32 = c.handicap.iter().map(|h| i32::from(*h)).sum();
    add(
        format!("{own} Handicap on {}", c.name),
        own * i32::from(f.per_handicap_on_you),
    );
    let theirs: i32 = t.handicap.iter().map(|h| i32::from(*h)).sum();
    add(
        format!("{theirs} Handicap on {}", t.name),
        theirs * i32::from(f.per_handicap_on_target),
    );
    if c.hidden {
        add(format!("{} is Hidden", c.name), i32::from(f.hidden));
    }
    Explained::sum(perk_rule(def), terms)
}

/// `n` ÷ `divisor`, rounded as the table plays halves.
fn divided(n: i32, divisor: u8, rounding: HalfRounding) -> i32 {
    let d = i32::from(divisor.max(1));
    if d == 2 {
        return rounding.half(n);
    }
    match rounding {
        HalfRounding::Down => n.div_euclid(d),
        HalfRounding::Up => -(-n).div_euclid(d),
    }
}

/// Dirty Trick and Dive Tackle: an attack at the perk's range with its Strike bonus, whose named
/// effect on success replaces the Hit (table rule `fated_hand.named_outcome_replaces_hit`).
fn special_attack(
    state: &BattleState,
    who: CombatantId,
    def: &PerkDef,
    order: &PerkUse<'_>,
    rng: &mut Rng,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let Some((range, bonus)) = def.effects.iter().find_map(|e| match e {
        PerkEffect::SpecialAttack {
            range_tiles,
            strike_bonus,
            ..
        } => Some((u16::from(*range_tiles), i32::from(*strike_bonus))),
        _ => None,
    }) else {
        return Err(refuse_perk(def, "The perk's attack is not encoded."));
    };
    let (target, t, distance) = opponent(state, who, def, order)?;
    if let Some(d) = distance.filter(|d| *d > range) {
        return Err(out_of_range(def, t, d, range));
    }
    // Dirty Trick throws what is at hand (no Engagement); Dive Tackle closes in.
    let ranged = range > 1;
    let a = &state.combatants[usize::from(who)];
    let mut pre = Vec::new();
    if a.hidden {
        // As with an Attack (digest A-26), the attack gives the attacker away.
        pre.push(Event::Revealed {
            who,
            roll: None,
            by: None,
            to: None,
        });
    }
    // Dive Tackle: "After you use this technique, suffer 3 Strike, Defense, and Speed Handicap",
    // before its attack or once it is over (table rule `fated_hand.dive_tackle_cost`).
    let price = super::perks::self_handicap_cost(def).map(|cost| Event::PerkApplied {
        by: who,
        perk: def.id.clone(),
        who,
        handicap: cost,
        hand_size: 0,
        stealth_power: 0,
        coin: None,
    });
    let price_after = state.rules.perks.dive_tackle_cost == DiveTackleCost::AfterAttack;
    let (price_before, price_after) = if price_after {
        (None, price)
    } else {
        (price, None)
    };
    pre.extend(price_before);
    events.extend(pre);
    let now = after(state, events);
    let exchange = Exchange {
        state: &now,
        attacker: who,
        target,
        riposte: false,
        ranged,
        distance,
        after: None,
        declared: [
            now.combatants[usize::from(who)].declared(),
            now.combatants[usize::from(target)].declared(),
        ],
        spell: false,
    };
    let mut strike = explain(&now.combatants[usize::from(who)], Stat::Strike);
    strike.terms.push(Term {
        label: format!("{} {bonus:+}", def.name),
        value: bonus,
        rule: perk_rule(def),
    });
    exchange_terms(&exchange, Stat::Strike, false, &mut strike);
    let defense = order.swing.defend.then(|| {
        let mut d = explain(&now.combatants[usize::from(target)], Stat::Defense);
        exchange_terms(&exchange, Stat::Defense, false, &mut d);
        d
    });
    let (success, riposte_allowed) = match &defense {
        None => (true, false),
        Some(d) => (strike.value >= d.value + 2, d.value >= strike.value + 2),
    };
    let replaces = state.rules.perks.named_outcome == NamedOutcome::Replaces;
    strike.notes.push(format!(
        "{}: on success its Handicap {} the Hit (table rule: {})",
        def.name,
        if replaces {
            "takes the place of"
        } else {
            "comes on top of"
        },
        NAMED_OUTCOME_REPLACES_HIT.title
    ));
    if order.swing.riposte && !riposte_allowed {
        return Err(super::check::refuse(
            "Defend",
            format!(
                "{} may riposte only when its Defense is at least the Strike + 2.",
                t.name
            ),
        ));
    }
    events.push(Event::Attacked {
        attacker: who,
        target,
        riposte: false,
        strike,
        defense,
        success,
        riposte_allowed,
    });
    let mut down = false;
    if success {
        if !replaces {
            down = struck(state, target, t.hit_points - 1, events);
        }
        if !down {
            named_effect(who, target, def, order.roll, rng, events)?;
        }
    }
    if !ranged && !down && !a.engaged_with(target) {
        events.push(Event::Engaged { a: who, b: target });
    }
    if order.swing.riposte {
        let now = after(state, events);
        events.extend(riposte_events(
            &now,
            target,
            who,
            order.swing.defend_riposte,
            Aim::default(),
        )?);
    }
    events.extend(price_after);
    events.extend(battle_end(state, events));
    Ok(())
}

/// What a successful Dirty Trick or Dive Tackle does instead of the Hit (or on top of it, by
/// table rule): the perk's Handicap, a die's worth in a random stat for Dirty Trick.
fn named_effect(
    who: CombatantId,
    target: CombatantId,
    def: &PerkDef,
    entered: Option<u8>,
    rng: &mut Rng,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    for effect in &def.effects {
        let handicap = match effect {
            PerkEffect::InflictHandicap {
                strike,
                defense,
                speed,
                ..
            } => [*strike, *defense, *speed].map(|n| n.min(i8::MAX as u8) as i8),
            PerkEffect::InflictVariableHandicap {
                amount: HandicapAmount::Roll { count: 1, sides },
                ..
            } => {
                let roll = roll_or_enter(rng, *sides, entered)
                    .map_err(|e| refuse_perk(def, e.to_string()))?;
                events.push(Event::PerkRolled {
                    by: who,
                    perk: def.id.clone(),
                    roll,
                });
                let mut handicap = [0; 3];
                handicap[rng.index(3)] = roll.value.min(i8::MAX as u8) as i8;
                handicap
            }
            _ => continue,
        };
        events.push(Event::PerkApplied {
            by: who,
            perk: def.id.clone(),
            who: target,
            handicap,
            hand_size: 0,
            stealth_power: 0,
            coin: None,
        });
    }
    Ok(())
}

/// An Attack with what perks add around it: the target's declared choices first (Perfect
/// Deflect, Joint Lock), then Charged Strike's sweep and Iron Fist's Defense. Without perks and
/// declarations it is the plain Attack.
pub(super) fn attack_with_perks(
    state: &BattleState,
    target: CombatantId,
    swing: Swing,
    target_perks: &[String],
    rng: &mut Rng,
) -> Decision {
    let plain = |state: &BattleState, rng: &mut Rng| {
        attack(
            state,
            target,
            swing.defend,
            swing.riposte,
            swing.defend_riposte,
            swing.distance,
            swing.upper_hand,
            swing.follow_up,
            rng,
        )
    };
    if target_perks.is_empty() && !perks_in_play(state) {
        return plain(state, rng);
    }
    let mut events = Vec::new();
    for perk in target_perks {
        let now = after(state, &events);
        events.extend(use_perk(&now, target, perk, "", rng)?);
    }
    let now = if events.is_empty() {
        Cow::Borrowed(state)
    } else {
        Cow::Owned(after(state, &events))
    };
    events.extend(plain(&now, rng)?);
    sweep(state, target, &mut events)?;
    guards(state, &mut events);
    Ok(events)
}

/// Charged Strike: "Your attack becomes a massive sweep which targets all creature adjacent to
/// you": every other creature next to the attacker, friend or foe, Defends against the same
/// swing (no Riposte is offered; the GM calls one by hand if the table wants it).
fn sweep(
    state: &BattleState,
    target: CombatantId,
    events: &mut Vec<Event>,
) -> Result<(), RuleViolation> {
    let Some(who) = events.iter().find_map(|e| match e {
        Event::Attacked {
            attacker,
            target: t,
            riposte: false,
            ..
        } if *t == target => Some(*attacker),
        _ => None,
    }) else {
        return Ok(());
    };
    let c = &state.combatants[usize::from(who)];
    let Some(def) = content()
        .perk("charged_strike")
        .filter(|_| super::perks::track::holds(c, "charged_strike"))
    else {
        return Ok(());
    };
    if !charged(c, &state.rules)
        || c.wielded().ranged
        || events
            .iter()
            .any(|e| matches!(e, Event::BattleEnded { .. }))
    {
        return Ok(());
    }
    let Some(at) = c.position.filter(|_| state.grid.is_some()) else {
        events.push(Event::RulingNeeded {
            who,
            source: def.id.clone(),
            effect: "The sweep also targets every other creature adjacent to the attacker; \
                     without a grid the GM resolves those attacks."
                .to_owned(),
        });
        return Ok(());
    };
    let others: Vec<CombatantId> = state
        .combatants
        .iter()
        .enumerate()
        .filter(|(i, o)| {
            *i != usize::from(who)
                && *i != usize::from(target)
                && o.active()
                && !o.hidden
                && o.position.is_some_and(|p| at.distance(p) == 1)
        })
        .map(|(i, _)| i as CombatantId)
        .collect();
    let mut swept = Vec::new();
    for other in others {
        let now = after(
            state,
            events
                .iter()
                .chain(&swept)
                .cloned()
                .collect::<Vec<_>>()
                .as_slice(),
        );
        let o = &now.combatants[usize::from(other)];
        if !o.active() {
            continue;
        }
        let Resolved {
            strike,
            defense,
            success,
            riposte_allowed,
            ..
        } = resolve(&now, who, other, false, true, Aim::default())?;
        swept.push(Event::Attacked {
            attacker: who,
            target: other,
            riposte: false,
            strike,
            defense,
            success,
            riposte_allowed,
        });
        let mut down = false;
        if success {
            down = struck(state, other, o.hit_points - 1, &mut swept);
        }
        if !down && !now.combatants[usize::from(who)].engaged_with(other) {
            swept.push(Event::Engaged { a: who, b: other });
        }
    }
    let mut all = events.clone();
    all.extend(swept.iter().cloned());
    let ended = battle_end(state, &all);
    events.extend(swept);
    events.extend(ended);
    Ok(())
}

/// Iron Fist: "When you begin a new Engagement, gain bonus Defense equal to half your Strike
/// until the end of your next turn." Once per command, for the creature that began it.
fn guards(state: &BattleState, events: &mut Vec<Event>) {
    let mut guarded: Vec<Event> = Vec::new();
    for e in events.iter() {
        let Event::Engaged { a, .. } = e else {
            continue;
        };
        let c = &state.combatants[usize::from(*a)];
        if !super::perks::track::holds(c, "iron_fist")
            || guarded
                .iter()
                .any(|g| matches!(g, Event::Guarded { who, .. } if who == a))
        {
            continue;
        }
        let Some(def) = content().perk("iron_fist") else {
            continue;
        };
        let now = after(state, events);
        let rounding = now.rules.perks.half_rounding;
        let strike = i32::from(value(&now.combatants[usize::from(*a)], Stat::Strike));
        let bonus = rounding.half(strike).max(0);
        guarded.push(Event::Guarded {
            who: *a,
            perk: def.id.clone(),
            bonus: Explained::sum(
                perk_rule(def),
                vec![Term {
                    label: format!(
                        "Half of Strike {strike} ({}; table rule: {})",
                        rounding.words(),
                        HALF_ROUNDING.title
                    ),
                    value: bonus,
                    rule: perk_rule(def),
                }],
            ),
        });
    }
    events.extend(guarded);
}

/// Charge!: the straight line a mover holding the perk has just run along `path` from `start`,
/// continuing the line it ran before on this turn when the path goes on in the same direction.
pub(super) fn straight_run(
    state: &BattleState,
    who: CombatantId,
    start: Tile,
    path: &[Tile],
) -> Option<Event> {
    let c = &state.combatants[usize::from(who)];
    if c.perks.is_empty() && c.wielded().perks.is_empty()
        || !super::perks::track::holds(c, "charge")
    {
        return None;
    }
    let mut run: Option<StraightRun> = c.perk_track.run;
    let mut from = start;
    for step in path {
        let (dx, dy) = ((step.x - from.x) as i8, (step.y - from.y) as i8);
        run = Some(match run {
            Some(r) if (r.dx, r.dy) == (dx, dy) => StraightRun {
                tiles: r.tiles.saturating_add(1),
                ..r
            },
            _ => StraightRun { dx, dy, tiles: 1 },
        });
        from = *step;
    }
    run.map(|run| Event::StraightRun { who, run })
}
