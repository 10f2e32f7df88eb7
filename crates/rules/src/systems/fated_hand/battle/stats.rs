//! A combatant's stats this round: Base + Arm + Class (the sheet value) + Stance + Card −
//! Handicap ("Determining Combat Power").

use super::state::{ArmProfile, Combatant};
use crate::citation::{Explained, Term};
use crate::systems::fated_hand::checks::card_power;
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::model::Stat;

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

/// The stat's value now, without explanation (the simulation path: no allocation).
pub fn value(combatant: &Combatant, stat: Stat) -> i16 {
    let card = combatant
        .cards
        .map_or(0, |cards| card_power(cards[slot(stat)]) as i16);
    sheet_value(combatant.wielded(), stat) + combatant.stance.bonus(stat) + card
        - i16::from(combatant.handicap[slot(stat)])
}

/// The stat's value now with every term and its rule.
pub fn explain(combatant: &Combatant, stat: Stat) -> Explained {
    let arm = combatant.wielded();
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
        terms.push(Term {
            label: format!("Card {card}"),
            value: card_power(card),
            rule: cite("Cards"),
        });
    }
    let handicap = combatant.handicap[slot(stat)];
    if handicap > 0 {
        terms.push(Term {
            label: "Handicap".to_owned(),
            value: -i32::from(handicap),
            rule: cite("Handicap"),
        });
    }
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
