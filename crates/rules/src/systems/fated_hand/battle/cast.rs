//! Casting combat spells ("Casting Spells", "Cast"): access, timing, the Reagents spent, and the
//! spell attacks the engine resolves with Magic Strike ("Magic Strike"). Every other effect is
//! handed to the GM with a `RulingNeeded` event, to be applied with `Adjudicate`.

use super::attack::{after, battle_end, riposte_events, targetable, Aim};
use super::check::{combatant, ensure_active, refuse, Decision};
use super::command::Event;
use super::loop_rules::StealthDetails;
use super::perk_limits::WORDLESS_INCANTATION;
use super::perks::{exchange_terms, Exchange};
use super::sight::{line_of_sight, CONVENTION};
use super::spells::{self, struck, BloodSacrificeTiming, Spell, SpellAttackOutcome};
use super::state::{BattleState, Combatant, CombatantId, Phase, Tile};
use super::stats::{explain, explain_magic_strike};
use crate::cards::Card;
use crate::citation::{Explained, Term};
use crate::deck::Zone;
use crate::random::Rng;
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::content::spells::{
    CostContext, SpellList, SpellStatus, SpellTiming, StarSuits,
};
use crate::systems::fated_hand::content::{content, SpellDef};
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::CONCENTRATION;
use crate::RuleViolation;

/// The Strike a spell attack uses.
#[derive(Clone, Copy)]
enum SpellStrike {
    /// The caster's Magic Strike plus this.
    MagicStrikePlus(i16),
    /// A fixed Strike.
    Fixed(i16),
}

/// A single-target spell attack the engine resolves.
struct SpellAttack {
    spell: &'static str,
    strike: SpellStrike,
    /// Furthest target in tiles, when the spell names one.
    range: Option<u16>,
    /// Handicap (Strike, Defense, Speed) given *instead of* a Hit when the Defend fails; all
    /// zero for a plain Hit.
    instead: [u8; 3],
    /// The target must stand next to a wall.
    by_a_wall: bool,
}

/// The spell attacks in the Combat Spell List that are one target, one Strike, one outcome.
/// Conditions on field effects (Undertow's Brine) stay the GM's.
const SPELL_ATTACKS: &[SpellAttack] = &[
    SpellAttack {
        spell: "spectral_slice",
        strike: SpellStrike::MagicStrikePlus(1),
        range: Some(1),
        instead: [0; 3],
        by_a_wall: false,
    },
    SpellAttack {
        spell: "black_dagger",
        strike: SpellStrike::MagicStrikePlus(3),
        range: Some(1),
        instead: [2, 2, 0],
        by_a_wall: false,
    },
    SpellAttack {
        spell: "ka_pow",
        strike: SpellStrike::MagicStrikePlus(2),
        range: Some(3),
        instead: [0, 1, 3],
        by_a_wall: false,
    },
    SpellAttack {
        spell: "skewer",
        strike: SpellStrike::MagicStrikePlus(5),
        range: Some(5),
        instead: [0; 3],
        by_a_wall: true,
    },
    SpellAttack {
        spell: "undertow",
        strike: SpellStrike::MagicStrikePlus(8),
        range: None,
        instead: [0; 3],
        by_a_wall: false,
    },
    SpellAttack {
        spell: "future_weapon",
        strike: SpellStrike::Fixed(15),
        range: Some(6),
        instead: [0; 3],
        by_a_wall: false,
    },
];

/// The ids of the spell attacks the engine resolves.
pub fn resolved_spell_attacks() -> impl Iterator<Item = &'static str> {
    SPELL_ATTACKS.iter().map(|a| a.spell)
}

/// A Cast command's fields.
pub(super) struct Casting<'a> {
    pub spell: &'a str,
    pub reagents: &'a [Card],
    pub caster: Option<CombatantId>,
    pub target: Option<CombatantId>,
    pub defend: bool,
    pub riposte: bool,
    pub defend_riposte: bool,
    pub distance: Option<u8>,
    pub roll: Option<u8>,
    pub count: Option<u8>,
    pub targets: &'a [CombatantId],
}

/// Whether `c` may cast `spell`: it knows it, or its wielded arm is a catalyst granting it.
fn has_access(c: &Combatant, spell: &str) -> bool {
    c.spells.iter().any(|s| s == spell)
        || c.wielded()
            .arm
            .as_deref()
            .and_then(|id| content().arm(id))
            .is_some_and(|arm| arm.spells.iter().any(|s| s == spell))
}

fn spell_def(id: &str) -> Result<&'static SpellDef, RuleViolation> {
    let def = content()
        .spell(id)
        .ok_or_else(|| refuse("Casting Spells", format!("There is no spell \"{id}\".")))?;
    if def.list == SpellList::Story {
        return Err(refuse(
            "Story Spell List",
            format!("{} is a story spell, cast out of combat.", def.name),
        ));
    }
    if def.status == SpellStatus::Stub || def.cost.is_none() {
        return Err(refuse(
            "Combat Spell List",
            format!(
                "{} has no printed cost: the GM applies it with Adjudicate.",
                def.name
            ),
        ));
    }
    Ok(def)
}

/// Perks that widen what pays a cost ("Perks List").
const UNBROKEN_INCANTATION: &str = "unbroken_incantation";
const RETROGRADE: &str = "the_stars_in_retrograde";

fn holds_perk(c: &Combatant, perk: &str) -> bool {
    c.perks.iter().chain(&c.wielded().perks).any(|p| p == perk)
}

/// Checks the Reagents: distinct cards, in the tracked Reagent hand (or entered for an untracked
/// deck, and not already on the table), paying the spell's cost. Returns the perk uses the
/// payment needed: Unbroken Incantation ("those same Reagents may be used to cast other spells on
/// the same turn") for cards spent earlier this turn, The Stars in Retrograde when the cards pay
/// only with a Star Suit card read one off or a Star Suit face card wild.
fn check_reagents(
    state: &BattleState,
    c: &Combatant,
    who: CombatantId,
    def: &SpellDef,
    reagents: &[Card],
    target: Option<CombatantId>,
) -> Result<Vec<Event>, RuleViolation> {
    let unbroken = holds_perk(c, UNBROKEN_INCANTATION);
    // "One of your Strike, Defense, or Speed cards may be used as a Reagent each turn."
    let wordless = holds_perk(c, WORDLESS_INCANTATION)
        && !c.perks_this_turn.iter().any(|p| p == WORDLESS_INCANTATION);
    let mut reused = Vec::new();
    let mut from_slot: Option<(Card, Stat)> = None;
    for (i, card) in reagents.iter().enumerate() {
        if reagents[..i].contains(card) {
            return Err(refuse("Cast", format!("{card} is named twice.")));
        }
        if unbroken && c.spent_reagents.contains(card) {
            reused.push(card.to_string());
            continue;
        }
        let slot = c
            .cards
            .and_then(|cards| cards.iter().position(|k| k == card));
        if let (true, Some(slot), None) = (wordless, slot, from_slot) {
            if c.slots_paid & (1 << slot) == 0 {
                from_slot = Some((*card, [Stat::Strike, Stat::Defense, Stat::Speed][slot]));
                continue;
            }
        }
        match &c.deck {
            Some(deck) if deck.zone_of(*card) != Zone::Reagents => {
                return Err(refuse(
                    "Reagents",
                    format!("{card} is not in {}'s Reagent hand.", c.name),
                ))
            }
            Some(_) => {}
            None => {
                let on_table = c.cards.is_some_and(|cards| cards.contains(card))
                    || c.spent_reagents.contains(card);
                if on_table {
                    return Err(refuse(
                        "Reagents",
                        format!("{card} is already on the table this turn."),
                    ));
                }
            }
        }
    }
    let context = cost_context(state, c, def, target);
    let cost = def.cost.as_ref().expect("checked by spell_def");
    if cost.accepts(reagents, &context).is_none() {
        return Err(refuse(
            "Casting Spells",
            format!(
                "These Reagents do not pay {}'s cost ({}).",
                def.name,
                def.cost_text.as_deref().unwrap_or("none printed")
            ),
        ));
    }
    let mut uses = Vec::new();
    if let Some((card, stat)) = from_slot {
        let kept = if state.rules.perks.wordless_incantation_leaves_slot {
            format!("it leaves the slot, and {stat:?} loses its power this round (table rule: Wordless Incantation)")
        } else {
            format!("it still counts for {stat:?} this round (table rule: Wordless Incantation)")
        };
        uses.push(Event::PerkUsed {
            who,
            perk: WORDLESS_INCANTATION.to_owned(),
            exclusive: false,
            note: format!(
                "{card}, the {stat:?} card, pays as a Reagent for {}; {kept}",
                def.name
            ),
        });
    }
    if !reused.is_empty() {
        uses.push(Event::PerkUsed {
            who,
            perk: UNBROKEN_INCANTATION.to_owned(),
            exclusive: false,
            note: format!(
                "{} paid for a spell earlier this turn and pays for {} too",
                reused.join(", "),
                def.name
            ),
        });
    }
    let printed = CostContext {
        retrograde: false,
        ..context
    };
    if context.retrograde && cost.accepts(reagents, &printed).is_none() {
        uses.push(Event::PerkUsed {
            who,
            perk: RETROGRADE.to_owned(),
            exclusive: false,
            note: format!(
                "read as printed these cards do not pay {}; a Star Suit card counts one higher or lower, or a Star Suit face card is wild",
                def.name
            ),
        });
    }
    Ok(uses)
}

/// What a cost is read against for `c` casting `def` at `target`: the Star Suits known, The
/// Stars in Retrograde, the spell's earlier casts, and the table's magic rules.
fn cost_context(
    state: &BattleState,
    c: &Combatant,
    def: &SpellDef,
    target: Option<CombatantId>,
) -> CostContext {
    state.rules.magic.costs(
        &def.id,
        CostContext {
            star_suits: StarSuits {
                caster: c.star_suit,
                ally: None,
                target: target
                    .and_then(|t| state.combatant(t))
                    .and_then(|t| t.star_suit),
            },
            retrograde: holds_perk(c, RETROGRADE),
            prior_uses: c
                .spells_cast
                .iter()
                .filter(|s| **s == def.id)
                .count()
                .min(255) as u8,
            ..CostContext::default()
        },
    )
}

/// Reagents that would pay for `c` casting `spell` at `target`, for the legal-actions answer:
/// from the tracked Reagent hand (and, with Unbroken Incantation, the cards spent this turn);
/// for a deck the engine does not track, any cards not already on the table (the player enters
/// the ones really played). `None` when nothing there pays, or the spell has no printed cost.
pub(super) fn payment_for(
    state: &BattleState,
    c: &Combatant,
    spell: &str,
    target: Option<CombatantId>,
) -> Option<Vec<Card>> {
    let def = content().spell(spell)?;
    let cost = def.cost.as_ref()?;
    let mut cards: Vec<Card> = match &c.deck {
        Some(deck) => deck.cards(Zone::Reagents).to_vec(),
        None => Card::full_deck()
            .filter(|card| {
                !c.cards.is_some_and(|cards| cards.contains(card))
                    && !c.spent_reagents.contains(card)
            })
            .collect(),
    };
    if c.deck.is_some() && holds_perk(c, UNBROKEN_INCANTATION) {
        cards.extend(c.spent_reagents.iter().copied());
    }
    let payment = cost.find_payment(&cards, &cost_context(state, c, def, target))?;
    Some(payment.cards.iter().map(|&i| cards[i]).collect())
}

/// Whether `c` may cast `spell` (see `has_access`), for the legal-actions answer.
pub(super) fn may_cast(c: &Combatant, spell: &str) -> bool {
    has_access(c, spell)
}

/// Whether a spell is cast at a target: the spell attacks and the effects that need one.
pub(super) fn aims_at_target(spell: &str) -> bool {
    SPELL_ATTACKS.iter().any(|a| a.spell == spell) || spells::needs_target(spell)
}

pub(super) fn cast(state: &BattleState, cmd: &Casting<'_>, rng: &mut Rng) -> Decision {
    let acting = match state.phase {
        Phase::Turn { actor, .. } => Some(actor),
        _ => None,
    };
    let Some(who) = cmd.caster.or(acting) else {
        return Err(refuse(
            "Cast",
            "Name the caster: no creature is taking its turn.",
        ));
    };
    let c = combatant(state, who)?;
    ensure_active(c)?;
    let def = spell_def(cmd.spell)?;
    let own_turn = acting == Some(who);
    // Blood Sacrifice "may be cast during the Planning Phase".
    let in_planning = state.phase == Phase::Planning && def.id == BLOOD_SACRIFICE;
    if !own_turn && !in_planning && def.timing != SpellTiming::Reaction {
        return Err(refuse(
            "Cast",
            format!("{} is cast on the caster's own turn.", def.name),
        ));
    }
    if !has_access(c, &def.id) {
        return Err(refuse(
            "Casting Spells",
            format!(
                "{} neither knows {} nor wields a catalyst that grants it.",
                c.name, def.name
            ),
        ));
    }
    // In the Planning Phase it takes no action, or the coming turn's Primary Action (table rule
    // `fated_hand.blood_sacrifice_timing`).
    let primary = def.timing == SpellTiming::PrimaryAction
        && !(in_planning
            && state.rules.spells.blood_sacrifice == BloodSacrificeTiming::FreeInPlanning);
    if primary && (c.primary_used || (in_planning && c.primary_spent_ahead)) {
        return Err(refuse(
            "Basic Actions",
            format!(
                "{} is a Primary Action and {} has already taken one this turn.",
                def.name, c.name
            ),
        ));
    }
    let perk_uses = check_reagents(state, c, who, def, cmd.reagents, cmd.target)?;
    let attack = SPELL_ATTACKS.iter().find(|a| a.spell == def.id);
    if let Some(target) = cmd.target {
        let t = combatant(state, target)?;
        targetable(t)?;
        if let (Some(from), Some(to), Some(_)) = (c.position, t.position, &state.grid) {
            if !line_of_sight(state, from, to) {
                return Err(refuse(
                    "Line of Sight",
                    format!(
                        "{} cannot see {} to target it: {}.",
                        c.name, t.name, CONVENTION
                    ),
                ));
            }
        }
    } else if attack.is_some() || spells::needs_target(&def.id) {
        return Err(refuse(
            "Combat Spell List",
            format!("{} needs a target.", def.name),
        ));
    }
    let mut events = Vec::new();
    if primary && !in_planning {
        events.push(Event::PrimaryAction { who });
    }
    if c.hidden && attack.is_some() && state.rules.stealth_details == StealthDetails::House {
        // Table default (digest A-26): attacking gives a Hidden creature away.
        events.push(Event::Revealed {
            who,
            roll: None,
            by: None,
            to: None,
        });
    }
    events.extend(perk_uses);
    // One Concentration spell at a time (table rule `fated_hand.concentration`): beginning
    // another ends the one the caster kept; the GM takes its effect off.
    if let Some(kept) = c
        .concentrating
        .as_deref()
        .filter(|_| spells::needs_concentration(def))
        .and_then(|id| content().spell(id))
    {
        events.push(Event::RulingNeeded {
            who,
            source: kept.id.clone(),
            effect: format!(
                "it ends, and its effect with it: {} concentrates on one spell at a time and \
                 begins {} (table rule: {}).",
                c.name, def.name, CONCENTRATION.title
            ),
        });
    }
    events.push(Event::SpellCast {
        who,
        spell: def.id.clone(),
        reagents: cmd.reagents.to_vec(),
        primary,
        target: cmd.target,
    });
    let resolved = Spell {
        state,
        caster: who,
        def,
        reagents: cmd.reagents,
        target: cmd.target,
        targets: cmd.targets,
        defend: cmd.defend,
        distance: cmd.distance,
        roll: cmd.roll,
        count: cmd.count,
    };
    match (attack, cmd.target) {
        (Some(attack), Some(target)) => {
            events.extend(spell_attack(state, who, target, attack, cmd, &events)?);
            events.extend(battle_end(state, &events));
        }
        _ => match spells::resolve(&resolved, rng) {
            Some(effects) => {
                events.extend(effects?);
                if let Some(why) = spells::spell_needs_ruling(&def.id) {
                    events.push(Event::RulingNeeded {
                        who,
                        source: def.id.clone(),
                        effect: why.to_owned(),
                    });
                }
                events.extend(battle_end(state, &events));
            }
            None => events.push(Event::RulingNeeded {
                who,
                source: def.id.clone(),
                effect: spells::spell_needs_ruling(&def.id)
                    .map_or_else(|| def.summary.clone(), str::to_owned),
            }),
        },
    }
    Ok(events)
}

const BLOOD_SACRIFICE: &str = "blood_sacrifice";

fn spell_attack(
    state: &BattleState,
    who: CombatantId,
    target: CombatantId,
    attack: &SpellAttack,
    cmd: &Casting<'_>,
    so_far: &[Event],
) -> Decision {
    let c = &state.combatants[usize::from(who)];
    let t = &state.combatants[usize::from(target)];
    let distance = match (c.position, t.position, &state.grid) {
        (Some(a), Some(b), Some(_)) => Some(a.distance(b)),
        _ => cmd.distance.map(u16::from),
    };
    if let (Some(range), Some(d)) = (attack.range, distance) {
        if d > range {
            return Err(refuse(
                "Combat Spell List",
                format!("{} is {d} tiles away; the spell reaches {range}.", t.name),
            ));
        }
    }
    if attack.by_a_wall {
        if let (Some(grid), Some(at)) = (&state.grid, t.position) {
            let walled = (-1..=1).any(|dy| {
                (-1..=1).any(|dx| {
                    grid.walls.contains(&Tile {
                        x: at.x + dx,
                        y: at.y + dy,
                    })
                })
            });
            if !walled {
                return Err(refuse(
                    "Combat Spell List",
                    format!("{} does not stand next to a wall.", t.name),
                ));
            }
        }
    }
    let strike = match attack.strike {
        SpellStrike::MagicStrikePlus(bonus) => {
            let mut s = explain_magic_strike(c);
            s.terms.push(Term {
                label: format!("Spell: Magic Strike {bonus:+}"),
                value: i32::from(bonus),
                rule: cite("Combat Spell List"),
            });
            s.value = s.terms.iter().map(|t| t.value).sum();
            s
        }
        SpellStrike::Fixed(value) => Explained::sum(
            cite("Combat Spell List"),
            vec![Term {
                label: "The spell's own Strike".to_owned(),
                value: i32::from(value),
                rule: cite("Combat Spell List"),
            }],
        ),
    };
    // The target's Defense perks (Defender, Divine Oversight…) count against a spell's attack
    // as against any other ("Perks List").
    let exchange = Exchange {
        state,
        attacker: who,
        target,
        riposte: false,
        ranged: false,
        distance,
        after: None,
        declared: [c.declared(), t.declared()],
        spell: true,
    };
    let defense = cmd.defend.then(|| {
        let mut defense = explain(t, Stat::Defense);
        exchange_terms(&exchange, Stat::Defense, false, &mut defense);
        defense
    });
    let (success, riposte_allowed) = match &defense {
        None => (true, false),
        Some(d) => (strike.value >= d.value + 2, d.value >= strike.value + 2),
    };
    if cmd.riposte && !riposte_allowed {
        return Err(refuse(
            "Defend",
            format!(
                "{} may riposte only when its Defense is at least the Strike + 2.",
                t.name
            ),
        ));
    }
    let mut events = vec![Event::Attacked {
        attacker: who,
        target,
        riposte: false,
        strike,
        defense,
        success,
        riposte_allowed,
    }];
    // A named effect takes the place of the Hit, or comes on top of it (table rule
    // `fated_hand.spell_attack_outcome`).
    let hit_too = state.rules.spells.attack_outcome == SpellAttackOutcome::HitAndEffect;
    if success {
        if attack.instead == [0; 3] || hit_too {
            struck(state, target, t.hit_points - 1, &mut events);
        }
        if attack.instead != [0; 3] {
            events.push(Event::Handicap {
                who: target,
                change: attack.instead.map(|n| n as i8),
                external: true,
            });
        }
    }
    if cmd.riposte {
        let mut all = so_far.to_vec();
        all.extend(events.iter().cloned());
        let now = after(state, &all);
        events.extend(riposte_events(
            &now,
            target,
            who,
            cmd.defend_riposte,
            Aim::at_distance(cmd.distance),
        )?);
    }
    Ok(events)
}
