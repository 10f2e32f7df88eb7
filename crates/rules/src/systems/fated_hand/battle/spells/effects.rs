//! Spells that deal Handicap, Hits or Reagents at once, by the numbers their entries print
//! ("Combat Spell List").

use super::super::check::refuse;
use super::super::command::{Event, ReagentSource};
use super::super::perks::{exchange_terms, Exchange};
use super::super::reagents;
use super::super::sight::line_of_sight;
use super::super::state::{BattleState, CombatantId, Side, Stance};
use super::super::stats::{explain, explain_in, explain_magic_strike, value};
use super::rules::{CardValue, RandomStat, SpellRanges};
use super::{spell_cite, the_target, Spell};
use crate::citation::{Explained, Term};
use crate::deck::Zone;
use crate::random::{roll_or_enter, DieRoll, Rng};
use crate::systems::fated_hand::checks::card_power;
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::CARD_VALUE_IN_EFFECTS;
use crate::RuleViolation;

type Decision = Result<Vec<Event>, RuleViolation>;

const STATS: [Stat; 3] = [Stat::Strike, Stat::Defense, Stat::Speed];
const STAT_NAMES: [&str; 3] = ["Strike", "Defense", "Speed"];

fn effect(cast: &Spell<'_>, who: CombatantId, handicap: [i8; 3], why: Explained) -> Event {
    Event::SpellEffect {
        by: cast.caster,
        spell: cast.def.id.clone(),
        who,
        handicap,
        why,
    }
}

fn term(cast: &Spell<'_>, label: String, value: i32) -> Term {
    Term {
        label,
        value,
        rule: spell_cite(&cast.def.id),
    }
}

fn amount(n: i32) -> i8 {
    n.clamp(0, i32::from(i8::MAX)) as i8
}

/// Refuses a target further than `range` tiles from the caster (on the grid, or at the entered
/// distance without one).
fn within(cast: &Spell<'_>, target: CombatantId, range: u16) -> Result<(), RuleViolation> {
    let state = cast.state;
    let (c, t) = (
        &state.combatants[usize::from(cast.caster)],
        &state.combatants[usize::from(target)],
    );
    let distance = match (c.position, t.position, &state.grid) {
        (Some(a), Some(b), Some(_)) => Some(a.distance(b)),
        _ => cast.distance.map(u16::from),
    };
    match distance {
        Some(d) if d > range => Err(refuse(
            "Combat Spell List",
            format!(
                "{} is {d} tiles away; {} reaches {range}.",
                t.name, cast.def.name
            ),
        )),
        _ => Ok(()),
    }
}

/// The creatures next to the caster that `include` accepts: on the grid, those on adjacent
/// tiles; without one, those the GM names.
fn adjacent(
    cast: &Spell<'_>,
    include: impl Fn(&super::super::state::Combatant) -> bool,
) -> Result<Vec<CombatantId>, RuleViolation> {
    let state = cast.state;
    let c = &state.combatants[usize::from(cast.caster)];
    if let (Some(_), Some(at)) = (&state.grid, c.position) {
        return Ok(state
            .combatants
            .iter()
            .enumerate()
            .filter(|(i, o)| {
                *i != usize::from(cast.caster)
                    && o.active()
                    && include(o)
                    && o.position.is_some_and(|p| p.distance(at) == 1)
            })
            .map(|(i, _)| i as CombatantId)
            .collect());
    }
    let mut ids = Vec::with_capacity(cast.targets.len());
    for &id in cast.targets {
        let o = state
            .combatant(id)
            .ok_or_else(|| refuse("Combat Spell List", format!("There is no creature #{id}.")))?;
        if id == cast.caster || !o.active() || !include(o) || ids.contains(&id) {
            return Err(refuse(
                "Combat Spell List",
                format!("{} cannot be caught by {}.", o.name, cast.def.name),
            ));
        }
        ids.push(id);
    }
    Ok(ids)
}

fn hit(state: &BattleState, who: CombatantId, events: &mut Vec<Event>) {
    let hits_before = events
        .iter()
        .filter(|e| matches!(e, Event::Hit { who: w, .. } if *w == who))
        .count() as i8;
    let remaining = state.combatants[usize::from(who)].hit_points - hits_before - 1;
    super::struck(state, who, remaining, events);
}

/// Breaker Beam: "Targeted visible creature within four tiles suffers Defense Handicap equal to
/// half their current Defense" — halved by table rule `fated_hand.half_rounding`.
pub(super) fn breaker_beam(cast: &Spell<'_>) -> Decision {
    let t = the_target(cast)?;
    within(cast, t, 4)?;
    let mut why = explain_in(cast.state, t, Stat::Defense);
    let rounding = cast.state.rules.perks.half_rounding;
    let half = rounding.half(why.value.max(0));
    why.notes.push(format!(
        "Breaker Beam: half of Defense {}, {} (table rule: halving), is {half}.",
        why.value,
        rounding.words()
    ));
    why.value = half;
    why.rule = spell_cite(&cast.def.id);
    Ok(vec![effect(cast, t, [0, amount(half), 0], why)])
}

/// Grasping Root: "If their speed is less than 13, they suffer 5 Speed Handicap and 2 Defense
/// Handicap", on a visible, grounded creature within four tiles (whether one flies is the GM's
/// to say: the engine knows no flight).
pub(super) fn grasping_root(cast: &Spell<'_>) -> Decision {
    let t = the_target(cast)?;
    within(cast, t, 4)?;
    let mut why = explain_in(cast.state, t, Stat::Speed);
    let caught = why.value < 13;
    why.notes.push(if caught {
        format!("Speed {} is under 13: the roots take hold.", why.value)
    } else {
        format!(
            "Speed {} is not under 13: the roots find no hold.",
            why.value
        )
    });
    let handicap = if caught { [0, 2, 5] } else { [0; 3] };
    Ok(vec![effect(cast, t, handicap, why)])
}

/// Numbfingers: "2 Strike Handicap plus 1 Strike Handicap for every card of your Star Suit in
/// your hand when you cast this spell (Reagents already spent this turn count)", within 2 tiles.
/// The hand is the Reagent hand: counted from a tracked deck, entered otherwise.
pub(super) fn numbfingers(cast: &Spell<'_>) -> Decision {
    let t = the_target(cast)?;
    within(cast, t, 2)?;
    let c = &cast.state.combatants[usize::from(cast.caster)];
    let stars = match (c.star_suit, &c.deck) {
        (None, _) => 0,
        (Some(suit), Some(deck)) => deck
            .cards(Zone::Reagents)
            .iter()
            .chain(&c.spent_reagents)
            .filter(|card| card.suit == suit)
            .count() as i32,
        (Some(suit), None) => i32::from(cast.count.ok_or_else(|| {
            refuse(
                "Combat Spell List",
                format!(
                    "Enter how many {suit:?} ({}'s Star Suit) are in its Reagent hand, counting \
                     those spent this turn: the engine does not track its deck.",
                    c.name
                ),
            )
        })?),
    };
    let mut terms = vec![term(cast, "Numbfingers: 2 Strike Handicap".to_owned(), 2)];
    if let Some(suit) = c.star_suit {
        terms.push(term(
            cast,
            format!("{suit:?} (Star Suit) in the Reagent hand: 1 each"),
            stars,
        ));
    }
    let why = Explained::sum(spell_cite(&cast.def.id), terms);
    Ok(vec![effect(cast, t, [amount(why.value), 0, 0], why)])
}

/// Petty Hex: a visible foe "take[s] 1 Handicap in two random Stats" — two different stats or
/// two separate picks by table rule `fated_hand.random_stat`.
pub(super) fn petty_hex(cast: &Spell<'_>, rng: &mut Rng) -> Decision {
    let t = the_target(cast)?;
    let state = cast.state;
    if state.combatants[usize::from(t)].side == state.combatants[usize::from(cast.caster)].side {
        return Err(refuse(
            "Combat Spell List",
            format!("{} is aimed at a foe.", cast.def.name),
        ));
    }
    let mut events = Vec::new();
    let mut handicap = [0i8; 3];
    let mut terms = Vec::new();
    let mut left: Vec<usize> = vec![0, 1, 2];
    for _ in 0..2 {
        let roll = DieRoll::rolled(rng, left.len() as u8);
        let slot = left[usize::from(roll.value) - 1];
        if state.rules.spells.random_stat == RandomStat::Distinct {
            left.retain(|s| *s != slot);
        }
        handicap[slot] += 1;
        terms.push(term(
            cast,
            format!(
                "1d{} shows {}: {}",
                roll.sides, roll.value, STAT_NAMES[slot]
            ),
            1,
        ));
        events.push(Event::SpellRolled {
            by: cast.caster,
            spell: cast.def.id.clone(),
            roll,
        });
    }
    let mut why = Explained::sum(spell_cite(&cast.def.id), terms);
    why.notes.push(
        match state.rules.spells.random_stat {
            RandomStat::Distinct => {
                "Two different stats, each as likely (table rule: random stats)."
            }
            RandomStat::Independent => {
                "Each pick on its own, so one stat may come up twice (table rule: random stats)."
            }
        }
        .to_owned(),
    );
    events.push(effect(cast, t, handicap, why));
    Ok(events)
}

/// Icicle: "The target suffers 3 Speed Handicap." No range is printed: 4 tiles with line of sight
/// by table rule `fated_hand.spell_ranges`, or whatever the GM says.
pub(super) fn icicle(cast: &Spell<'_>) -> Decision {
    let t = the_target(cast)?;
    let mut why = Explained::sum(
        spell_cite(&cast.def.id),
        vec![term(cast, "Icicle: 3 Speed Handicap".to_owned(), 3)],
    );
    match cast.state.rules.spells.ranges {
        SpellRanges::HouseRanges => {
            within(cast, t, 4)?;
            why.notes
                .push("It reaches 4 tiles with line of sight (table rule: spell ranges).".into());
        }
        SpellRanges::GmEachCast => why
            .notes
            .push("The GM sets its range (table rule: spell ranges).".into()),
    }
    Ok(vec![effect(cast, t, [0, 0, 3], why)])
}

/// Killing Frost: "All targetable creatures with less than 1 Speed suffer 1 Hit."
pub(super) fn killing_frost(cast: &Spell<'_>) -> Decision {
    let state = cast.state;
    let mut events = Vec::new();
    for (i, c) in state.combatants.iter().enumerate() {
        let id = i as CombatantId;
        if !c.active() || c.hidden {
            continue;
        }
        let mut speed = explain_in(state, id, Stat::Speed);
        if speed.value >= 1 {
            continue;
        }
        speed
            .notes
            .push(format!("Speed {} is below 1: 1 Hit.", speed.value));
        events.push(effect(cast, id, [0; 3], speed));
        hit(state, id, &mut events);
    }
    Ok(events)
}

/// Misery Loves Company: two creatures within 3 tiles of one another; "For every Handicap on the
/// first target, cause the second target to suffer the same."
pub(super) fn misery_loves_company(cast: &Spell<'_>) -> Decision {
    let state = cast.state;
    let first = the_target(cast)?;
    let [second] = cast.targets[..] else {
        return Err(refuse(
            "Combat Spell List",
            format!("{} needs a second target (targets: its id).", cast.def.name),
        ));
    };
    let s = state.combatant(second).ok_or_else(|| {
        refuse(
            "Combat Spell List",
            format!("There is no creature #{second}."),
        )
    })?;
    super::super::attack::targetable(s)?;
    let f = &state.combatants[usize::from(first)];
    if second == first {
        return Err(refuse(
            "Combat Spell List",
            format!("{} needs two different creatures.", cast.def.name),
        ));
    }
    if let (Some(a), Some(b), Some(_)) = (f.position, s.position, &state.grid) {
        if a.distance(b) > 3 {
            return Err(refuse(
                "Combat Spell List",
                format!(
                    "{} and {} are {} tiles apart; {} joins creatures within 3.",
                    f.name,
                    s.name,
                    a.distance(b),
                    cast.def.name
                ),
            ));
        }
        let c = &state.combatants[usize::from(cast.caster)];
        if let Some(from) = c.position {
            if !line_of_sight(state, from, b) {
                return Err(refuse(
                    "Line of Sight",
                    format!("{} cannot see {} to target it.", c.name, s.name),
                ));
            }
        }
    }
    let terms = (0..3)
        .filter(|&i| f.handicap[i] > 0)
        .map(|i| {
            term(
                cast,
                format!("{}'s {} Handicap", f.name, STAT_NAMES[i]),
                i32::from(f.handicap[i]),
            )
        })
        .collect();
    let why = Explained::sum(spell_cite(&cast.def.id), terms);
    Ok(vec![effect(
        cast,
        second,
        f.handicap.map(|n| amount(i32::from(n))),
        why,
    )])
}

/// Forgetfullness: "remove all Handicap on yourself." Ignoring field effects for the round stays
/// with the GM, who keeps the field.
pub(super) fn forgetfullness(cast: &Spell<'_>) -> Decision {
    let c = &cast.state.combatants[usize::from(cast.caster)];
    let terms = (0..3)
        .filter(|&i| c.handicap[i] > 0)
        .map(|i| {
            term(
                cast,
                format!("{} Handicap shed", STAT_NAMES[i]),
                -i32::from(c.handicap[i]),
            )
        })
        .collect();
    let mut why = Explained::sum(spell_cite(&cast.def.id), terms);
    why.notes.push(
        "Field effects do not touch the caster for the rest of the round: the GM applies that."
            .into(),
    );
    let cleanse = c.handicap.map(|n| -amount(i32::from(n)));
    Ok(vec![effect(cast, cast.caster, cleanse, why)])
}

/// Blood Sacrifice: "draw 1 or 2 Reagents. Then, suffer 1 Handicap in all Stats for each card
/// drawn. If this would make any Stat negative, you may not cast the spell."
pub(super) fn blood_sacrifice(cast: &Spell<'_>, rng: &mut Rng) -> Decision {
    let n = match cast.count {
        Some(n @ 1..=2) => n,
        _ => {
            return Err(refuse(
                "Combat Spell List",
                "Blood Sacrifice draws 1 or 2 Reagents: say how many (count).",
            ))
        }
    };
    let c = &cast.state.combatants[usize::from(cast.caster)];
    for (i, stat) in STATS.iter().enumerate() {
        let now = value(c, *stat);
        if now - i16::from(n) < 0 {
            return Err(refuse(
                "Combat Spell List",
                format!(
                    "{}'s {} is {now}: {n} Handicap would make it negative, so Blood Sacrifice \
                     cannot be cast.",
                    c.name, STAT_NAMES[i]
                ),
            ));
        }
    }
    let mut events = Vec::new();
    let mut deck = c.deck.clone();
    reagents::draw(
        cast.caster,
        deck.as_mut(),
        ReagentSource::Spell,
        n,
        rng,
        &mut events,
    );
    let why = Explained::sum(
        spell_cite(&cast.def.id),
        vec![term(
            cast,
            format!("1 Handicap in every Stat per Reagent drawn ({n})"),
            i32::from(n),
        )],
    );
    let each = n as i8;
    events.push(effect(cast, cast.caster, [each; 3], why));
    Ok(events)
}

/// Defense against a spell's attack, with the target's Defense perks ("Perks List").
pub(super) fn spell_defense(
    state: &BattleState,
    attacker: CombatantId,
    target: CombatantId,
) -> Explained {
    let (c, t) = (
        &state.combatants[usize::from(attacker)],
        &state.combatants[usize::from(target)],
    );
    let exchange = Exchange {
        state,
        attacker,
        target,
        riposte: false,
        ranged: false,
        distance: Some(1),
        after: None,
        declared: [c.declared(), t.declared()],
        spell: true,
    };
    let mut defense = explain(t, Stat::Defense);
    exchange_terms(&exchange, Stat::Defense, false, &mut defense);
    defense
}

/// Final Flash: "All creatures adjacent to your defend against an attack with Magic Strike +
/// 1d10. Afterwards, you fall dead, regardless of any Hit Points you still retain." The d10 is
/// the table's when entered.
pub(super) fn final_flash(cast: &Spell<'_>, rng: &mut Rng) -> Decision {
    let state = cast.state;
    let caught = adjacent(cast, |o| !o.hidden)?;
    let roll = roll_or_enter(rng, 10, cast.roll)
        .map_err(|e| refuse("Combat Spell List", e.to_string()))?;
    let c = &state.combatants[usize::from(cast.caster)];
    let mut strike = explain_magic_strike(c);
    strike.terms.push(term(
        cast,
        format!("Final Flash: 1d10 shows {}", roll.value),
        i32::from(roll.value),
    ));
    strike.value = strike.terms.iter().map(|t| t.value).sum();
    strike.rule = spell_cite(&cast.def.id);
    let mut events = vec![Event::SpellRolled {
        by: cast.caster,
        spell: cast.def.id.clone(),
        roll,
    }];
    for target in caught {
        let defense = cast
            .defend
            .then(|| spell_defense(state, cast.caster, target));
        let success = defense.as_ref().is_none_or(|d| strike.value >= d.value + 2);
        events.push(Event::Attacked {
            attacker: cast.caster,
            target,
            riposte: false,
            strike: strike.clone(),
            defense,
            success,
            riposte_allowed: false,
        });
        if success {
            hit(state, target, &mut events);
        }
    }
    let mut end = Explained::sum(spell_cite(&cast.def.id), Vec::new());
    end.notes.push(format!(
        "{} falls dead, whatever Hit Points it had left.",
        c.name
    ));
    events.push(effect(cast, cast.caster, [0; 3], end));
    if c.active() {
        events.push(Event::Hit {
            who: cast.caster,
            remaining: 0,
        });
        events.push(Event::Incapacitated { who: cast.caster });
    }
    Ok(events)
}

/// Earthquake: "A 4 tile wide circle quakes at a point within sight. All creatures, excluding
/// the caster, defend against an attack with Magic Strike + Sum of Reagents." The GM names the
/// creatures the circle catches (`targets`, none when it catches no one: the command gives no
/// point to measure from); the sum reads the cards' power or their numbers by table rule
/// `fated_hand.card_value_in_effects`.
pub(super) fn earthquake(cast: &Spell<'_>) -> Decision {
    let state = cast.state;
    let mut caught = Vec::with_capacity(cast.targets.len());
    for &id in cast.targets {
        let o = state
            .combatant(id)
            .ok_or_else(|| refuse("Combat Spell List", format!("There is no creature #{id}.")))?;
        if id == cast.caster || !o.active() || caught.contains(&id) {
            return Err(refuse(
                "Combat Spell List",
                format!("{} cannot be caught by {}.", o.name, cast.def.name),
            ));
        }
        caught.push(id);
    }
    let numbering = state.rules.magic.card_numbering;
    let (sum, reading): (i32, &str) = match state.rules.spells.card_value {
        CardValue::Power => (cast.reagents.iter().map(|c| card_power(*c)).sum(), "power"),
        CardValue::Number => (
            cast.reagents
                .iter()
                .map(|c| i32::from(numbering.number(c.rank)))
                .sum(),
            "numbers",
        ),
    };
    let c = &state.combatants[usize::from(cast.caster)];
    let mut strike = explain_magic_strike(c);
    let cards: Vec<String> = cast.reagents.iter().map(ToString::to_string).collect();
    strike.terms.push(term(
        cast,
        format!(
            "Earthquake: the {reading} of the Reagents {} (table rule: {})",
            cards.join(", "),
            CARD_VALUE_IN_EFFECTS.title
        ),
        sum,
    ));
    strike.value = strike.terms.iter().map(|t| t.value).sum();
    strike.rule = spell_cite(&cast.def.id);
    let mut events = Vec::new();
    for target in caught {
        let defense = cast
            .defend
            .then(|| spell_defense(state, cast.caster, target));
        let success = defense.as_ref().is_none_or(|d| strike.value >= d.value + 2);
        events.push(Event::Attacked {
            attacker: cast.caster,
            target,
            riposte: false,
            strike: strike.clone(),
            defense,
            success,
            riposte_allowed: false,
        });
        if success {
            hit(state, target, &mut events);
        }
    }
    Ok(events)
}

/// Solar Flare: "Foes adjacent to you suffer 3 Defense Handicap and 3 Speed Handicap if they are
/// not in Defensive Stance and 1 Defense Handicap and 1 Speed Handicap otherwise."
pub(super) fn solar_flare(cast: &Spell<'_>) -> Decision {
    let side: Side = cast.state.combatants[usize::from(cast.caster)].side;
    let foes = adjacent(cast, |o| o.side != side)?;
    Ok(foes
        .into_iter()
        .map(|id| {
            let o = &cast.state.combatants[usize::from(id)];
            let defensive = !o.is_summon() && o.stance == Stance::Defensive;
            let (n, label) = if defensive {
                (1, "In Defensive Stance: 1 Defense and 1 Speed Handicap")
            } else {
                (3, "Not in Defensive Stance: 3 Defense and 3 Speed Handicap")
            };
            let why = Explained::sum(
                spell_cite(&cast.def.id),
                vec![term(cast, label.to_owned(), 2 * n)],
            );
            effect(cast, id, [0, n as i8, n as i8], why)
        })
        .collect())
}
