//! Step 9: the cards revealed, totalled with their trait, compared, ties broken by the last
//! card's suit, and the difference taken off the defender's pool without rolling over.

use std::cmp::Ordering;

use super::super::cards::{card_value, suit_tie, CardUse};
use super::super::cite;
use super::super::content::{Skill, Trait};
use super::super::table_rules::{EXTRAS_TRAIT, KNOCKED_OUT_DEFENDER, SAME_SUIT_TIE};
use super::guards::{combatant_of, role_index, Checked};
use super::log::card_words;
use super::{CombatantId, Condition, OpposedDraw, OppositionState, Resolution, Role, Zone};
use crate::cards::Card;
use crate::citation::{Explained, Term};
use crate::pile::PileSet;

/// A party's card cap: its skill's rank («d. Opposed Draws»: "a number of cards equal to their
/// chosen skill"), the face-down card included.
pub(super) fn card_cap(rank: u8, skill: &Skill) -> Explained {
    let mut cap = Explained::sum(
        cite("d. Opposed Draws"),
        vec![Term {
            label: format!("{skill} rank"),
            value: i32::from(rank.max(1)),
            rule: cite("iv. Skills"),
        }],
    );
    cap.notes.push(
        "The face-down card counts toward the skill's rank: it is one of the cards played.".into(),
    );
    cap
}

/// Cards `who` has played from its hand (or the top, as a defender with none) in this draw.
pub(super) fn played_from_hand(
    state: &OppositionState,
    draw: &OpposedDraw,
    who: CombatantId,
    role: Role,
) -> u8 {
    let on_table =
        state.cards.pile(&Zone::FaceDown(who)).len() + state.cards.pile(&Zone::FaceUp(who)).len();
    (on_table as u8).saturating_sub(draw.bought[role_index(role)])
}

pub(super) fn total(
    state: &OppositionState,
    who: CombatantId,
    trait_bonus: Option<Trait>,
    cards: &[Card],
    role: Role,
    pool: Option<Trait>,
) -> Checked<Explained> {
    let combatant = combatant_of(state, who)?;
    let mut terms: Vec<Term> = cards
        .iter()
        .map(|card| Term {
            label: card_words(*card),
            value: i32::from(card_value(*card, CardUse::Draw)),
            rule: cite("ii. Fate Draws"),
        })
        .collect();
    let mut notes = Vec::new();
    if let Some(squad) = combatant.squad {
        // «Henchmen (Extras)»: armed Extras add their weapon's damage bonus to attack hands;
        // the book gives them no trait to add.
        if role == Role::Aggressor && squad.weapon_bonus > 0 {
            terms.push(Term {
                label: "weapon's damage bonus".into(),
                value: i32::from(squad.weapon_bonus),
                rule: cite("Henchmen (Extras)"),
            });
        }
        // Table rule `game_of_bastards.extras_trait`: nothing, or the Power Rating in a trait's
        // place.
        let power_rating = state.rules.is(&EXTRAS_TRAIT, "power_rating");
        if power_rating && !cards.is_empty() {
            terms.push(Term {
                label: "Power Rating in place of a trait".into(),
                value: i32::from(squad.power),
                rule: cite("Henchmen (Extras)"),
            });
        }
        let mut explained = Explained::sum(cite("d. Opposed Draws"), terms);
        if !power_rating {
            explained.notes.push(
                "Extras add no trait (Tablekeep's reading: the book gives them none).".into(),
            );
        }
        return Ok(explained);
    }
    // Table rule `game_of_bastards.knocked_out_defender`: a Knocked Out defender plays no cards
    // and chose no trait; by default nothing is added.
    let knocked_out = role == Role::Defender && !combatant.condition().can_act();
    let out_trait = match pool {
        Some(pool) if knocked_out && state.rules.is(&KNOCKED_OUT_DEFENDER, "pool_trait") => {
            Some(pool)
        }
        _ => None,
    };
    match (trait_bonus, out_trait) {
        (_, Some(pool)) => {
            terms.push(Term {
                label: format!("{} rank", pool.name()),
                value: i32::from(combatant.traits.get(pool)),
                rule: cite("iii. Traits"),
            });
            notes.push(format!(
                "{} is Knocked Out and plays no cards, but adds their {} rank (table rule, not \
                 from the book).",
                combatant.name,
                pool.name()
            ));
        }
        (Some(trait_bonus), None) if !cards.is_empty() => terms.push(Term {
            label: format!("{} rank", trait_bonus.name()),
            value: i32::from(combatant.traits.get(trait_bonus)),
            rule: cite("iii. Traits"),
        }),
        _ => notes.push(format!(
            "{} played no cards, so no trait is added (Tablekeep's reading of «Knocked Out»).",
            combatant.name
        )),
    }
    let mut explained = Explained::sum(cite("d. Opposed Draws"), terms);
    explained.notes = notes;
    Ok(explained)
}

pub(super) fn played_cards(state: &OppositionState, who: CombatantId) -> Vec<Card> {
    let mut cards = state.suited(Zone::FaceDown(who));
    cards.extend(state.suited(Zone::FaceUp(who)));
    cards
}

/// Step 9: the totals, the difference, ties by the last card's suit, and the damage.
pub(super) fn resolve(state: &OppositionState, draw: &OpposedDraw) -> Checked<Resolution> {
    let aggressor_cards = played_cards(state, draw.aggressor);
    let defender_cards = played_cards(state, draw.defender);
    let aggressor_total = total(
        state,
        draw.aggressor,
        Some(draw.aggressor_trait),
        &aggressor_cards,
        Role::Aggressor,
        None,
    )?;
    let defender_total = total(
        state,
        draw.defender,
        draw.defender_trait,
        &defender_cards,
        Role::Defender,
        Some(draw.kind.pool()),
    )?;
    let difference = aggressor_total.value - defender_total.value;
    let (winner, tie) = match difference.cmp(&0) {
        Ordering::Greater => (Role::Aggressor, None),
        Ordering::Less => (Role::Defender, None),
        Ordering::Equal => break_tie(state, aggressor_cards.last(), defender_cards.last()),
    };
    let defender = combatant_of(state, draw.defender)?;
    if let Some(squad) = defender.squad {
        let casualties = if winner == Role::Aggressor {
            casualties(difference).min(squad.members)
        } else {
            0
        };
        let members = squad.members - casualties;
        let mut hand = state.suited(Zone::Hand(draw.defender));
        hand.sort_by_key(|card| (card_value(*card, CardUse::Draw), *card));
        let excess = hand.len().saturating_sub(usize::from(members));
        hand.truncate(excess);
        return Ok(Resolution {
            aggressor: draw.aggressor,
            defender: draw.defender,
            kind: draw.kind,
            aggressor_cards,
            defender_cards,
            aggressor_total,
            defender_total,
            difference,
            winner,
            tie,
            damage: 0,
            lost: 0,
            casualties,
            trimmed: hand,
            condition: if members == 0 {
                Condition::Killed
            } else {
                Condition::Standing
            },
        });
    }
    let pool = draw.kind.pool();
    let left = defender.pool(pool);
    let owed = if winner == Role::Aggressor {
        difference.max(0).min(i32::from(u8::MAX)) as u8
    } else {
        0
    };
    let damage = owed.min(left);
    let mut pools = defender.pools;
    pools[super::trait_index(pool)] -= damage;
    Ok(Resolution {
        aggressor: draw.aggressor,
        defender: draw.defender,
        kind: draw.kind,
        aggressor_cards,
        defender_cards,
        aggressor_total,
        defender_total,
        difference,
        winner,
        tie,
        damage,
        lost: owed - damage,
        casualties: 0,
        trimmed: Vec::new(),
        condition: Condition::of(&pools),
    })
}

/// Members a squad of Extras loses to a difference: 1 for every 5 points («Henchmen
/// (Extras)»: "so if the opponent plays cards totaling 15, and the extras only manage a 5,
/// they lose 2 members").
pub fn casualties(difference: i32) -> u8 {
    (difference.max(0) / 5).min(i32::from(u8::MAX)) as u8
}

pub(super) fn break_tie(
    state: &OppositionState,
    aggressor_last: Option<&Card>,
    defender_last: Option<&Card>,
) -> (Role, Option<String>) {
    let (Some(a), Some(d)) = (aggressor_last, defender_last) else {
        return (Role::Aggressor, None);
    };
    match suit_tie(a.suit, d.suit) {
        Ordering::Greater => (
            Role::Aggressor,
            Some(format!(
                "a tie: the aggressor's last card, the {}, outranks the {} by suit (Clubs < Spades < Hearts < Diamonds)",
                card_words(*a),
                card_words(*d)
            )),
        ),
        Ordering::Less => (
            Role::Defender,
            Some(format!(
                "a tie: the defender's last card, the {}, outranks the {} by suit (Clubs < Spades < Hearts < Diamonds)",
                card_words(*d),
                card_words(*a)
            )),
        ),
        Ordering::Equal => {
            let aggressor = state.rules.is(&SAME_SUIT_TIE, "aggressor");
            (
                if aggressor { Role::Aggressor } else { Role::Defender },
                Some(format!(
                    "a tie with both last cards of one suit: the {} wins (table rule «{}»)",
                    if aggressor { "aggressor" } else { "defender" },
                    SAME_SUIT_TIE.title
                )),
            )
        }
    }
}
