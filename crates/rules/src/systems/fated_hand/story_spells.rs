//! Casting a story spell ("Story Spell List"): out of combat, from the Reagent Hand a caster
//! builds up between fights ("Reagents"), paying the printed cost ("Casting Spells", "Cast").
//! Story spells change the story, not the board, so the engine checks who may cast the spell
//! and what it costs, spends the cards, and leaves the effect to the table.
//!
//! Three costs cannot be read as printed, each settled by a table rule read here:
//! Advanced Illusion (`fated_hand.advanced_illusion_cost`), Mold Earth
//! (`fated_hand.mold_earth_cost`) and Mutate (`fated_hand.mutate_cost`).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::battle::magic_rules::MagicRules;
use super::build::{Build, KnowledgeTarget};
use super::cite;
use super::content::spells::{
    CardPred, CostContext, CostPart, CostPattern, SpellCost, SpellList, SpellStatus, StarSuits,
    Whose,
};
use super::content::{content, SpellDef};
use super::knowledge::is_proficient;
use super::table_rules::{ADVANCED_ILLUSION_COST, MOLD_EARTH_COST, MUTATE_COST};
use crate::cards::{Card, Suit};
use crate::citation::Citation;
use crate::deck::{Deck, Zone};
use crate::table_rules::TableRuleChoices;
use crate::RuleViolation;

const ADVANCED_ILLUSION: &str = "advanced_illusion";
const MOLD_EARTH: &str = "mold_earth";
const MUTATE: &str = "mutate";

/// How the three story spells whose printed cost does not work are paid, from the campaign's
/// table rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StoryCostRules {
    /// Advanced Illusion keeps its printed "2 diamonds less than 1", which nothing pays
    /// (`as_printed`); otherwise it asks for diamonds less than 10, as Lesser Illusion does.
    pub advanced_illusion_as_printed: bool,
    /// Mold Earth's cost is whatever the GM sets at the table (`gm_sets`); otherwise 2 even
    /// cards, as Shape Water.
    pub mold_earth_set_by_gm: bool,
    /// Mutate's run-together cost is one card, a Club face card of the target's Star Suit
    /// (`one_card`); otherwise two: a Club, and a face card of the target's Star Suit.
    pub mutate_one_card: bool,
}

impl StoryCostRules {
    /// The campaign's choices for these rules.
    pub fn from_choices(choices: &TableRuleChoices) -> StoryCostRules {
        StoryCostRules {
            advanced_illusion_as_printed: choices.is(&ADVANCED_ILLUSION_COST, "as_printed"),
            mold_earth_set_by_gm: choices.is(&MOLD_EARTH_COST, "gm_sets"),
            mutate_one_card: choices.is(&MUTATE_COST, "one_card"),
        }
    }
}

/// A story spell as the GM records its casting.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StoryCast {
    /// The spell, by id.
    pub spell: String,
    /// The Reagents spent: from the tracked Reagent Hand, or the cards the player put down
    /// when the deck is not tracked.
    pub reagents: Vec<Card>,
    /// The Star Suit of the spell's target, for a cost that names it (Mutate).
    #[serde(default)]
    pub target_star_suit: Option<Suit>,
}

/// What casting a story spell did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct StoryCastOutcome {
    /// The spell's id.
    pub spell: String,
    /// Its name as printed.
    pub name: String,
    /// The Reagents spent, now in the discard pile when the deck is tracked.
    pub reagents: Vec<Card>,
    /// The cost the cards paid, as the table reads it.
    pub cost: String,
    /// What happened, in a sentence, naming the table rule that set the cost when one did.
    pub text: String,
    /// What the spell does, for the table to play out.
    pub effect: String,
    /// The spell's entry in the rulebook.
    pub rule: Citation,
}

/// A cost as the table reads it: its words, its cards, and the title of the table rule that
/// settled it, when one did.
struct ReadCost {
    text: Cow<'static, str>,
    cost: Cow<'static, SpellCost>,
    rule: Option<&'static str>,
}

fn read(text: &'static str, cost: Cow<'static, SpellCost>, rule: Option<&'static str>) -> ReadCost {
    ReadCost {
        text: Cow::Borrowed(text),
        cost,
        rule,
    }
}

/// The cost `def` asks for under `rules`, in the rulebook's phrasing and structured; `None`
/// where the GM sets it (Mold Earth under `gm_sets`). A cost no card can pay is refused here
/// with the reason.
fn cost_of(
    def: &'static SpellDef,
    rules: StoryCostRules,
) -> Result<Option<ReadCost>, RuleViolation> {
    let house = def.house_cost.as_ref();
    match def.id.as_str() {
        ADVANCED_ILLUSION if rules.advanced_illusion_as_printed => Err(RuleViolation::new(
            cite("Story Spell List › Advanced Illusion"),
            "Advanced Illusion asks for 2 diamonds less than 1, which no card is, so it cannot be cast (table rule: Advanced Illusion's cost, as printed).",
        )),
        ADVANCED_ILLUSION => {
            let house = house.expect("Advanced Illusion carries its house cost");
            Ok(Some(read(
                &house.cost_text,
                Cow::Borrowed(&house.cost),
                Some(ADVANCED_ILLUSION_COST.title),
            )))
        }
        MOLD_EARTH if rules.mold_earth_set_by_gm => Ok(None),
        MOLD_EARTH => {
            let house = house.expect("Mold Earth carries its house cost");
            Ok(Some(read(
                &house.cost_text,
                Cow::Borrowed(&house.cost),
                Some(MOLD_EARTH_COST.title),
            )))
        }
        MUTATE => {
            let printed = def.cost.as_ref().expect("Mutate's cost is printed");
            if rules.mutate_one_card {
                Ok(Some(read(
                    "1 Club Face Card of the Target's Star Suit",
                    Cow::Owned(one_card(printed)),
                    Some(MUTATE_COST.title),
                )))
            } else {
                Ok(Some(read(
                    "1 Club and 1 Face Card of the Target's Star Suit",
                    Cow::Borrowed(printed),
                    Some(MUTATE_COST.title),
                )))
            }
        }
        _ => match (&def.cost, &def.cost_text) {
            (Some(cost), Some(text)) if def.status == SpellStatus::Final => {
                Ok(Some(read(text, Cow::Borrowed(cost), None)))
            }
            _ => Err(RuleViolation::new(
                cite("Story Spell List"),
                format!("{} has no printed cost: the GM rules on it at the table.", def.name),
            )),
        },
    }
}

/// Every card test of every part of the cost's first pattern asked of one card: Mutate's
/// "1 club Target's Star Suit Face Card" read as a single card.
fn one_card(printed: &SpellCost) -> SpellCost {
    let mut card: Vec<CardPred> = printed
        .patterns
        .iter()
        .take(1)
        .flat_map(|pattern| &pattern.parts)
        .flat_map(|part| part.card.iter().copied())
        .collect();
    card.sort();
    card.dedup();
    SpellCost {
        patterns: vec![CostPattern {
            parts: vec![CostPart {
                count: 1,
                card,
                groups: Vec::new(),
            }],
            ..CostPattern::default()
        }],
        ..printed.clone()
    }
}

fn names_target_suit(cost: &SpellCost) -> bool {
    cost.patterns
        .iter()
        .flat_map(|pattern| &pattern.parts)
        .any(|part| part.card.contains(&CardPred::StarSuit(Whose::Target)))
}

/// The story spell `id`, or why it cannot be cast as one.
fn story_spell(id: &str) -> Result<&'static SpellDef, RuleViolation> {
    let def = content().spell(id).ok_or_else(|| {
        RuleViolation::new(
            cite("Story Spell List"),
            format!("There is no spell \"{id}\"."),
        )
    })?;
    if def.list != SpellList::Story {
        return Err(RuleViolation::new(
            cite("Casting Spells"),
            format!("{} is a combat spell: cast it in a battle.", def.name),
        ));
    }
    Ok(def)
}

/// Casts the story spell `cast.spell` for `build` ("Casting Spells"): it must be one of the
/// character's Story Spells or a spell it is proficient in, and the Reagents must pay its cost
/// under the table's rules. With a tracked `deck` the Reagents come from its Reagent Hand and go
/// to the discard pile ("Cast": spent cards are discarded once the casting is over); without
/// one the cards entered are checked only. Nothing changes when the casting is refused.
pub fn cast_story_spell(
    caster: &str,
    build: &Build,
    deck: Option<&mut Deck>,
    cast: &StoryCast,
    choices: &TableRuleChoices,
) -> Result<StoryCastOutcome, RuleViolation> {
    let def = story_spell(&cast.spell)?;
    let known = build.story_spells.contains(&def.id)
        || is_proficient(build, &KnowledgeTarget::Spell(def.id.clone()), choices);
    if !known {
        return Err(RuleViolation::new(
            cite("Casting Spells"),
            format!(
                "{caster} has no access to {}: it is not one of their Story Spells and they are not proficient in it.",
                def.name
            ),
        ));
    }
    for (i, card) in cast.reagents.iter().enumerate() {
        if cast.reagents[..i].contains(card) {
            return Err(RuleViolation::new(
                cite("Cast"),
                format!("{card} is named twice."),
            ));
        }
    }
    if let Some(deck) = deck.as_deref() {
        if let Some(card) = cast
            .reagents
            .iter()
            .find(|card| deck.zone_of(**card) != Zone::Reagents)
        {
            return Err(RuleViolation::new(
                cite("Reagents"),
                format!("{card} is not in {caster}'s Reagent Hand."),
            ));
        }
    }
    let rules = StoryCostRules::from_choices(choices);
    let rule = cite_entry(def);
    let (cost_text, rule_note) = match cost_of(def, rules)? {
        None => {
            // Mold Earth under `gm_sets`: the GM names the cost at the table, and the cards
            // entered are that cost. Casting for nothing is still refused.
            if cast.reagents.is_empty() {
                return Err(RuleViolation::new(
                    rule,
                    format!(
                        "The GM sets {}'s cost (table rule: {}): enter the cards it takes.",
                        def.name, MOLD_EARTH_COST.title
                    ),
                ));
            }
            (
                Cow::Borrowed("the cards the GM set"),
                Some(MOLD_EARTH_COST.title),
            )
        }
        Some(ReadCost {
            text,
            cost,
            rule: note,
        }) => {
            if names_target_suit(&cost) && cast.target_star_suit.is_none() {
                return Err(RuleViolation::new(
                    rule,
                    format!("{}'s cost names the target's Star Suit: give it.", def.name),
                ));
            }
            let context = MagicRules::from_choices(choices).costs(
                &def.id,
                CostContext {
                    star_suits: StarSuits {
                        caster: Some(build.star_suit()),
                        ally: None,
                        target: cast.target_star_suit,
                    },
                    ..CostContext::default()
                },
            );
            if cost.accepts(&cast.reagents, &context).is_none() {
                let under = note
                    .map(|title| format!(" (table rule: {title})"))
                    .unwrap_or_default();
                return Err(RuleViolation::new(
                    rule,
                    format!(
                        "These Reagents do not pay {}'s cost: {text}{under}.",
                        def.name
                    ),
                ));
            }
            (text, note)
        }
    };
    if let Some(deck) = deck {
        for card in &cast.reagents {
            deck.move_card(*card, Zone::Reagents, Zone::Discard)
                .expect("checked in the Reagent Hand above");
        }
    }
    let spent = cast
        .reagents
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let under = rule_note
        .map(|title| format!(" (table rule: {title})"))
        .unwrap_or_default();
    Ok(StoryCastOutcome {
        spell: def.id.clone(),
        name: def.name.clone(),
        reagents: cast.reagents.clone(),
        cost: cost_text.clone().into_owned(),
        text: format!(
            "{caster} casts {}, spending {spent}: {cost_text}{under}.",
            def.name
        ),
        effect: def.summary.clone(),
        rule,
    })
}

/// "Story Spell List › <heading>": the spell's own entry, its heading line as printed (the name,
/// then its type tag when it has one: "Gust (Spell)").
pub(super) fn cite_entry(def: &SpellDef) -> Citation {
    use super::content::MagicType;
    let tag = match def.magic_type {
        None => "",
        Some(MagicType::Spell) => " (Spell)",
        Some(MagicType::Hex) => " (Hex)",
        Some(MagicType::Miracle) => " (Miracle)",
    };
    Citation {
        system: crate::SystemId::FatedHand,
        section: Cow::Owned(format!("Story Spell List › {}{tag}", def.name)),
    }
}
