//! Skill checks and the deck that feeds them ("Skill Checks", "Cards", "Topdeck Checks",
//! "Mid Combat Checks").

use serde::{Deserialize, Serialize};

use super::build::Build;
use super::cite;
use super::content::content;
use super::model::Skill;
use super::progression::talent_allows;
use crate::cards::Card;
use crate::citation::{Explained, Term};
use crate::deck::{Deck, DeckError, Zone};
use crate::random::Rng;
use crate::systems::fated_hand::table_rules::{
    DRINKING_CHECKS, SESSION_END_DISCARD, TALENT_RESTRICTION_TIMING,
};
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

/// A card's power in a check or a stat slot ("Cards"): A–3 +0, 4–6 +1, 7–9 +2, 10–Q +3, K +4.
pub const fn card_power(card: Card) -> i32 {
    match card.rank.number() {
        1..=3 => 0,
        4..=6 => 1,
        7..=9 => 2,
        10..=12 => 3,
        _ => 4,
    }
}

/// How the card for a check is chosen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(tag = "mode", rename_all = "snake_case")]
pub enum CheckCard {
    /// A card played from the hand: from the tracked hand, or entered as the physical card.
    Hand {
        /// The card played.
        card: Card,
    },
    /// The top card of the deck ("Topdeck Checks").
    Topdeck {
        /// The card that came up at the table, when the physical deck is used.
        #[serde(default)]
        entered: Option<Card>,
    },
    /// One of the two cards drawn for a check in combat ("Mid Combat Checks").
    MidCombat {
        /// The card played; the other of the two is discarded.
        card: Card,
    },
}

/// A skill check as the GM calls it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SkillCheck {
    /// The skill tested.
    pub skill: Skill,
    /// The card.
    pub card: CheckCard,
    /// A talent the GM judged to apply, by id; its bonus is added.
    #[serde(default)]
    pub talent: Option<String>,
    /// The secret Difficulty; without it the result reports the Power only.
    #[serde(default)]
    pub difficulty: Option<i32>,
}

/// The outcome of a skill check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct CheckOutcome {
    /// The card that was played.
    pub card: Card,
    /// Power = Attribute + Proficiency + card power (+ talent).
    pub power: Explained,
    /// The Difficulty, when given.
    pub difficulty: Option<i32>,
    /// Power ≥ Difficulty, when a Difficulty was given.
    pub success: Option<bool>,
}

/// Computes a check's Power with a known card; no deck involved.
pub fn resolve(
    build: &Build,
    skill: Skill,
    card: Card,
    talent: Option<&str>,
    difficulty: Option<i32>,
    rules: &TableRuleChoices,
) -> Result<CheckOutcome, RuleViolation> {
    let rule = cite("Skill Checks");
    let attribute = skill.attribute();
    let mut terms = vec![Term {
        label: format!("{attribute:?}"),
        value: i32::from(build.attributes.get(attribute)),
        rule: rule.clone(),
    }];
    if build.skill_proficiencies.contains(&skill) {
        terms.push(Term {
            label: format!("Proficient in {skill:?}"),
            value: 1,
            rule: rule.clone(),
        });
    }
    terms.push(Term {
        label: format!("Card {card}"),
        value: card_power(card),
        rule: cite("Cards"),
    });
    if let Some(id) = talent {
        let Some(def) = content().talent(id) else {
            return Err(RuleViolation::new(
                cite("Talents"),
                format!("There is no talent \"{id}\"."),
            ));
        };
        if !build.talents.iter().any(|t| t == id) {
            return Err(RuleViolation::new(
                cite("Talents"),
                format!("This character does not have the talent {}.", def.name),
            ));
        }
        // A talent's class restriction is met once, when it is chosen, or for as long as it is
        // held (table rule `fated_hand.talent_restriction_timing`).
        let current = content().class(build.current_class());
        if rules.is(&TALENT_RESTRICTION_TIMING, "while_held")
            && current.is_some_and(|class| !talent_allows(def, class, &build.classes, rules))
        {
            return Err(RuleViolation::new(
                cite("Talents"),
                format!(
                    "{} works only while the character's class may take it, and a {} may not \
                     (this table checks a talent's restriction for as long as it is held).",
                    def.name,
                    current.map_or("", |class| class.name.as_str())
                ),
            ));
        }
        let bonus = def.bonus_for(skill);
        // A drinking contest's check (Heavyweight's bonus names an Attribute, not a skill) is
        // a bare Brawn check, or a Toughness check (table rule fated_hand.drinking_checks).
        if let Some(drinking) = def
            .skill_bonuses
            .iter()
            .find_map(|b| b.attribute.filter(|_| b.skill.is_none()))
        {
            if drinking != attribute {
                return Err(RuleViolation::new(
                    cite("Talents"),
                    format!(
                        "{}'s bonus is for the {drinking:?} checks of a drinking contest, not a \
                         {attribute:?} check.",
                        def.name
                    ),
                ));
            }
            terms.retain(|t| !t.label.starts_with("Proficient in"));
            let toughness = rules.is(&DRINKING_CHECKS, "toughness");
            if toughness && build.skill_proficiencies.contains(&Skill::Toughness) {
                terms.insert(
                    1,
                    Term {
                        label: "Proficient in Toughness (a drinking check)".to_owned(),
                        value: 1,
                        rule: cite("Talents › Heavyweight"),
                    },
                );
            }
        }
        if bonus == 0 {
            return Err(RuleViolation::new(
                cite("Talents"),
                format!("{} gives no bonus to Power.", def.name),
            ));
        }
        terms.push(Term {
            label: def.name.clone(),
            value: bonus,
            rule: cite("Talents"),
        });
    }
    let power = Explained::sum(rule, terms);
    let success = difficulty.map(|d| power.value >= d);
    Ok(CheckOutcome {
        card,
        power,
        difficulty,
        success,
    })
}

/// Plays the check's card from a tracked deck and resolves it. The deck is changed only when the
/// check is legal.
pub fn play(
    build: &Build,
    deck: &mut Deck,
    hand_size: usize,
    check: &SkillCheck,
    rules: &TableRuleChoices,
    rng: &mut Rng,
) -> Result<CheckOutcome, RuleViolation> {
    let mut next = deck.clone();
    let card = match &check.card {
        CheckCard::Hand { card } => {
            next.move_card(*card, Zone::Hand, Zone::Discard)
                .map_err(|e| deck_violation(e, "Skill Checks"))?;
            *card
        }
        CheckCard::Topdeck { entered } => {
            let top = next
                .draw(Zone::Discard, rng)
                .map_err(|e| deck_violation(e, "Topdeck Checks"))?;
            if let Some(entered) = entered {
                if *entered != top {
                    // The table's deck is the truth: put the engine's card back and take the
                    // entered one from wherever the tracked draw pile holds it.
                    next = deck.clone();
                    next.move_card(*entered, Zone::DrawPile, Zone::Discard)
                        .map_err(|e| deck_violation(e, "Topdeck Checks"))?;
                    *entered
                } else {
                    top
                }
            } else {
                top
            }
        }
        CheckCard::MidCombat { card } => {
            let drawn = next.cards(Zone::InPlay).to_vec();
            if drawn.len() != 2 || !drawn.contains(card) {
                return Err(RuleViolation::new(
                    cite("Mid Combat Checks"),
                    format!("{card} is not one of the two cards drawn for this check; draw two first, then play one of them."),
                ));
            }
            next.discard_all(Zone::InPlay);
            *card
        }
    };
    let outcome = resolve(
        build,
        check.skill,
        card,
        check.talent.as_deref(),
        check.difficulty,
        rules,
    )?;
    // "When you have no cards left, draw cards from your deck up to your Hand Size."
    if next.cards(Zone::Hand).is_empty() {
        next.draw_up_to(Zone::Hand, hand_size, rng);
    }
    *deck = next;
    Ok(outcome)
}

/// Draws the two cards of a mid-combat check into play.
pub fn draw_mid_combat(deck: &mut Deck, rng: &mut Rng) -> Result<[Card; 2], RuleViolation> {
    if !deck.cards(Zone::InPlay).is_empty() {
        return Err(RuleViolation::new(
            cite("Mid Combat Checks"),
            "Two cards are already drawn for a check; play one of them first.",
        ));
    }
    let mut next = deck.clone();
    let first = next
        .draw(Zone::InPlay, rng)
        .map_err(|e| deck_violation(e, "Mid Combat Checks"))?;
    let second = next
        .draw(Zone::InPlay, rng)
        .map_err(|e| deck_violation(e, "Mid Combat Checks"))?;
    *deck = next;
    Ok([first, second])
}

/// Session start: the cards gathered and shuffled, then a hand of Hand Size drawn ("Cards").
pub fn start_session(deck: &mut Deck, hand_size: usize, rules: &TableRuleChoices, rng: &mut Rng) {
    gather(deck, rules, rng);
    deck.draw_up_to(Zone::Hand, hand_size, rng);
}

/// Session end: "discard all your cards and shuffle your deck" ("Cards"). Whether that takes the
/// Reagent Hand too is table rule `fated_hand.session_end_discard`.
pub fn end_session(deck: &mut Deck, rules: &TableRuleChoices, rng: &mut Rng) {
    gather(deck, rules, rng);
}

/// Every card back into the shuffled deck, but the Reagent Hand where the table keeps it.
fn gather(deck: &mut Deck, rules: &TableRuleChoices, rng: &mut Rng) {
    let kept: Vec<Card> = if rules.is(&SESSION_END_DISCARD, "keep_reagents") {
        deck.cards(Zone::Reagents).to_vec()
    } else {
        Vec::new()
    };
    deck.gather_and_shuffle(rng);
    for card in kept {
        let _ = deck.move_card(card, Zone::DrawPile, Zone::Reagents);
    }
}

/// Out of combat, a caster draws a Reagent when another character makes a check ("Reagents").
pub fn draw_reagent(deck: &mut Deck, rng: &mut Rng) -> Result<Card, RuleViolation> {
    deck.draw(Zone::Reagents, rng)
        .map_err(|e| deck_violation(e, "Reagents"))
}

fn deck_violation(err: DeckError, section: &'static str) -> RuleViolation {
    let message = match err {
        DeckError::NotThere {
            card,
            expected: Zone::Hand,
            ..
        } => format!("{card} is not in this character's hand."),
        DeckError::NotThere { card, expected, .. } => {
            format!("{card} is not in the {expected:?} pile.")
        }
        DeckError::Exhausted => "No card is left to draw.".to_owned(),
    };
    RuleViolation::new(cite(section), message)
}
