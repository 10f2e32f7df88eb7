//! A combatant's stats this round: Base + Arm + Class (the sheet value) + Stance + Card −
//! Handicap ("Determining Combat Power").

use super::perks::{malus_terms, no_mercy_speed};
use super::spells::wards;
use super::state::{ArmProfile, BattleState, Combatant, CombatantId};
use crate::citation::{Citation, Explained, Term};
use crate::systems::fated_hand::checks::card_power;
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::model::Stat;
use crate::systems::fated_hand::table_rules::{SHIELD_RULES, SUMMON_WHOSE_DEFENSE};

const fn slot(stat: Stat) -> usize {
    match stat {
        Stat::Strike => 0,
        Stat::Defense => 1,
        Stat::Speed => 2,
    }
}

fn sheet_value(arm: &ArmProfile, stat: Stat) -> i16 {
    match stat {
        Stat::Strike => arm.strike,
        Stat::Defense => arm.defense,
        Stat::Speed => arm.speed,
    }
}

/// The stance's bonus: a Summoned Creature plans no stance ("Summoned Creatures").
fn stance_bonus(combatant: &Combatant, stat: Stat) -> i16 {
    if combatant.is_summon() {
        0
    } else {
        combatant.stance.bonus(stat)
    }
}

/// Whether the card of `stat`'s slot left it to pay as a Reagent (Wordless Incantation under
/// table rule `fated_hand.wordless_incantation_card`'s `leaves_slot`).
fn slot_paid(combatant: &Combatant, stat: Stat) -> bool {
    combatant.slots_paid & (1 << slot(stat)) != 0
}

/// The stat's value now, without explanation (the simulation path: no allocation). A Summoned
/// Creature's Speed is its controller's: see [`value_in`].
pub fn value(combatant: &Combatant, stat: Stat) -> i16 {
    let card = match combatant.cards {
        Some(cards) if !slot_paid(combatant, stat) => card_power(cards[slot(stat)]) as i16,
        _ => 0,
    };
    let momentum = if stat == Stat::Speed {
        no_mercy_speed(combatant)
    } else {
        0
    };
    let offhand = if stat == Stat::Defense {
        combatant
            .offhand_defense()
            .map_or(0, |arm| arm.offhand_defense)
    } else {
        0
    };
    let before = sheet_value(combatant.wielded(), stat) + stance_bonus(combatant, stat) + card
        - i16::from(combatant.handicap[slot(stat)])
        - i16::from(combatant.malus[slot(stat)])
        + momentum
        + offhand;
    before + wards::bonus(combatant, stat, before)
}

/// The controller of `id` when it is a Summoned Creature whose controller is in the battle.
fn controller(state: &BattleState, id: CombatantId) -> Option<&Combatant> {
    state
        .combatant(id)
        .and_then(|c| c.summoned_by)
        .and_then(|by| state.combatant(by))
}

/// The stat's value in the battle: "Summons have the Speed of their controller" ("Summoned
/// Creatures"), less the summon's own Speed Handicap; every other stat is [`value`].
pub fn value_in(state: &BattleState, id: CombatantId, stat: Stat) -> i16 {
    let c = &state.combatants[usize::from(id)];
    match (stat, controller(state, id)) {
        (Stat::Speed, Some(by)) => {
            value(by, Stat::Speed)
                - i16::from(c.handicap[slot(stat)])
                - i16::from(c.malus[slot(stat)])
        }
        _ => value(c, stat),
    }
}

/// [`value_in`] with every term and its rule.
pub fn explain_in(state: &BattleState, id: CombatantId, stat: Stat) -> Explained {
    let c = &state.combatants[usize::from(id)];
    let Some(by) = controller(state, id).filter(|_| stat == Stat::Speed) else {
        return explain(c, stat);
    };
    let mut terms = vec![Term {
        label: format!("Speed of its controller, {}", by.name),
        value: i32::from(value(by, Stat::Speed)),
        rule: cite("Summoned Creatures"),
    }];
    handicap_term(c, stat, &mut terms);
    Explained::sum(cite("Summoned Creatures"), terms)
}

/// Movement this turn in the battle: a Summoned Creature's is the one its description gives
/// ("Summoned Creatures"); anyone else's is [`movement`].
pub fn movement_in(state: &BattleState, id: CombatantId) -> i16 {
    let c = &state.combatants[usize::from(id)];
    c.summon_movement.unwrap_or_else(|| movement(c))
}

fn handicap_term(combatant: &Combatant, stat: Stat, terms: &mut Vec<Term>) {
    let handicap = combatant.handicap[slot(stat)];
    if handicap > 0 {
        terms.push(Term {
            label: "Handicap".to_owned(),
            value: -i32::from(handicap),
            rule: cite("Handicap"),
        });
    }
    // A malus kept apart from Handicap (table rule fated_hand.attack_handicap_is_strike).
    malus_terms(combatant, slot(stat), terms);
}

/// The stat's value now with every term and its rule.
pub fn explain(combatant: &Combatant, stat: Stat) -> Explained {
    let arm = combatant.wielded();
    if combatant.is_summon() {
        // Its description's number, fixed when it was summoned; no stance and no cards.
        let follows = stat == Stat::Defense && combatant.defense_follows.is_some();
        let mut terms = vec![Term {
            label: if follows {
                format!(
                    "{}'s Defense from its controller's as it stands (table rule: {})",
                    combatant.name, SUMMON_WHOSE_DEFENSE.title
                )
            } else {
                format!("{}'s {stat:?} as summoned", combatant.name)
            },
            value: i32::from(sheet_value(arm, stat)),
            rule: cite("Summoned Creatures"),
        }];
        handicap_term(combatant, stat, &mut terms);
        wards::terms(combatant, stat, &mut terms);
        return Explained::sum(cite("Summoned Creatures"), terms);
    }
    let mut terms = vec![
        if combatant.offhand_ready && combatant.offhand_arm.is_some() {
            Term {
                label: format!("Sheet {stat:?} with {} as the Main Arm", arm.name),
                value: i32::from(sheet_value(arm, stat)),
                rule: cite("Offhand Action"),
            }
        } else {
            Term {
                label: format!("Sheet {stat:?} with {} (Base + Arm + Class)", arm.name),
                value: i32::from(sheet_value(arm, stat)),
                rule: cite("Determining Combat Power"),
            }
        },
    ];
    if let Some(shield) = combatant
        .offhand_defense()
        .filter(|_| stat == Stat::Defense)
    {
        terms.push(Term {
            label: format!(
                "{} in the offhand (table rule: {})",
                shield.name, SHIELD_RULES.title
            ),
            value: i32::from(shield.offhand_defense),
            rule: SHIELD_RULES.rule.clone(),
        });
    }
    let stance = combatant.stance.bonus(stat);
    if stance != 0 {
        terms.push(Term {
            label: format!("{:?} Stance", combatant.stance),
            value: i32::from(stance),
            rule: cite("Stances"),
        });
    }
    if let Some(cards) = combatant.cards {
        let card = cards[slot(stat)];
        terms.push(if slot_paid(combatant, stat) {
            Term {
                label: format!("Card {card}, spent as a Reagent by Wordless Incantation"),
                value: 0,
                rule: Citation {
                    system: crate::SystemId::FatedHand,
                    section: std::borrow::Cow::Borrowed("Perks List › Wordless Incantation (A)"),
                },
            }
        } else {
            Term {
                label: format!("Card {card}"),
                value: card_power(card),
                rule: cite("Cards"),
            }
        });
    }
    handicap_term(combatant, stat, &mut terms);
    let momentum = if stat == Stat::Speed {
        no_mercy_speed(combatant)
    } else {
        0
    };
    if momentum != 0 {
        terms.push(Term {
            label: format!("No Mercy {momentum:+}"),
            value: i32::from(momentum),
            rule: Citation {
                system: crate::SystemId::FatedHand,
                section: std::borrow::Cow::Borrowed("Perks List › No Mercy"),
            },
        });
    }
    wards::terms(combatant, stat, &mut terms);
    Explained::sum(cite("Determining Combat Power"), terms)
}

/// Magic Strike now: the sheet Magic Strike with the wielded arm (Strike without the arm's Strike
/// bonus) plus the Strike Stance bonus and Strike card, less Strike Handicap ("Magic Strike").
pub fn explain_magic_strike(combatant: &Combatant) -> Explained {
    let arm = combatant.wielded();
    let mut terms = vec![Term {
        label: format!("Sheet Magic Strike with {}", arm.name),
        value: i32::from(arm.magic_strike),
        rule: cite("Magic Strike"),
    }];
    let stance = combatant.stance.bonus(Stat::Strike);
    if stance != 0 {
        terms.push(Term {
            label: format!("{:?} Stance", combatant.stance),
            value: i32::from(stance),
            rule: cite("Stances"),
        });
    }
    if let Some(cards) = combatant.cards {
        terms.push(Term {
            label: format!("Strike card {}", cards[0]),
            value: card_power(cards[0]),
            rule: cite("Cards"),
        });
    }
    if combatant.handicap[0] > 0 {
        terms.push(Term {
            label: "Strike Handicap".to_owned(),
            value: -i32::from(combatant.handicap[0]),
            rule: cite("Handicap"),
        });
    }
    malus_terms(combatant, 0, &mut terms);
    // A spell's Strike bonus (Sharpen) counts toward Magic Strike as Strike Handicap does.
    wards::terms(combatant, Stat::Strike, &mut terms);
    Explained::sum(cite("Magic Strike"), terms)
}

/// Movement this turn: half of Speed, rounded up, never below 0 ("Move").
pub fn movement(combatant: &Combatant) -> i16 {
    (value(combatant, Stat::Speed).max(0) + 1) / 2
}

/// The slot of `stat` in the three-card and Handicap arrays.
pub const fn index(stat: Stat) -> usize {
    slot(stat)
}
