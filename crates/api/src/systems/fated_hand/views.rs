//! What the GM screen receives about a Fated Hand character.

use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::cards::Card;
use tablekeep_rules::deck::{Deck, Zone};
use tablekeep_rules::systems::fated_hand::content::content;
use tablekeep_rules::systems::fated_hand::gear::Gear;
use tablekeep_rules::systems::fated_hand::progression::Progression;
use tablekeep_rules::systems::fated_hand::sheet::Sheet;
use tablekeep_store::ProgressionRow;

/// The Fated Hand part of a character.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FatedHandView {
    /// The computed sheet; `None` until the character is built with the creation wizard.
    pub sheet: Option<Sheet>,
    /// Carried and equipped arms, armor and items.
    pub gear: Gear,
    /// The progression ledger, oldest first.
    pub history: Vec<ProgressionView>,
    /// Whether there is a progression entry after creation to undo.
    pub can_undo_progression: bool,
    /// The tracked deck, once a game session dealt it.
    pub deck: Option<DeckView>,
}

/// One ledger entry.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgressionView {
    /// Position in the ledger, from 1.
    pub seq: i64,
    /// What happened, in a sentence.
    pub summary: String,
    /// The entry itself.
    pub entry: Progression,
    /// The game session it happened in.
    pub session: Option<String>,
    /// The GM's reason.
    pub reason: String,
    /// When it was recorded (RFC 3339, UTC).
    pub recorded_at: String,
}

/// A tracked deck as the GM sees it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeckView {
    /// The hand.
    pub hand: Vec<Card>,
    /// The reagent hand.
    pub reagents: Vec<Card>,
    /// Cards drawn for a check in combat, waiting for one to be played.
    pub in_play: Vec<Card>,
    /// Cards left to draw.
    pub draw_pile: usize,
    /// The discard pile, newest last.
    pub discard: Vec<Card>,
}

pub(crate) fn deck_view(deck: &Deck) -> DeckView {
    DeckView {
        hand: deck.cards(Zone::Hand).to_vec(),
        reagents: deck.cards(Zone::Reagents).to_vec(),
        in_play: deck.cards(Zone::InPlay).to_vec(),
        draw_pile: deck.cards(Zone::DrawPile).len(),
        discard: deck.cards(Zone::Discard).to_vec(),
    }
}

pub(crate) fn history_view(entries: &[(ProgressionRow, Progression)]) -> Vec<ProgressionView> {
    entries
        .iter()
        .map(|(row, entry)| ProgressionView {
            seq: row.seq,
            summary: summarise(entry),
            entry: entry.clone(),
            session: row.session.as_ref().map(|(_, name)| name.clone()),
            reason: row.reason.clone(),
            recorded_at: row.recorded_at.clone(),
        })
        .collect()
}

fn summarise(entry: &Progression) -> String {
    let content = content();
    let class_name = |id: &str| content.class(id).map_or(id.to_owned(), |c| c.name.clone());
    let perk_name = |id: &str| content.perk(id).map_or(id.to_owned(), |p| p.name.clone());
    match entry {
        Progression::Created { build } => {
            let arm = content
                .arm(&build.arm_proficiency)
                .map_or(build.arm_proficiency.clone(), |a| a.name.clone());
            let talent = content
                .talent(&build.talent)
                .map_or(build.talent.clone(), |t| t.name.clone());
            format!(
                "Created as a level-0 Novice, proficient with the {arm}, with the talent {talent}."
            )
        }
        Progression::Advanced {
            promotion, perk, ..
        } => {
            let perk = perk_name(perk);
            match promotion {
                Some(promotion) => {
                    let mut text = format!(
                        "Advanced and promoted to {}; learned {perk}",
                        class_name(&promotion.class)
                    );
                    if let Some(class_perk) = &promotion.class_perk {
                        text.push_str(&format!(" and the Class Perk {}", perk_name(class_perk)));
                    }
                    if let Some(talent) = &promotion.talent {
                        let talent = content
                            .talent(talent)
                            .map_or(talent.clone(), |t| t.name.clone());
                        text.push_str(&format!("; gained the talent {talent}"));
                    }
                    if !promotion.story_spells.is_empty() {
                        let spells: Vec<String> = promotion
                            .story_spells
                            .iter()
                            .map(|s| content.spell(s).map_or(s.clone(), |d| d.name.clone()))
                            .collect();
                        text.push_str(&format!("; learned the Story Spells {}", spells.join(", ")));
                    }
                    text.push('.');
                    text
                }
                None => format!("Advanced a level and learned {perk}."),
            }
        }
        Progression::KnowledgeAwarded {
            target,
            manner,
            points,
        } => {
            let name = match target {
                tablekeep_rules::systems::fated_hand::build::KnowledgeTarget::Arm(id) => {
                    content.arm(id).map_or(id.clone(), |a| a.name.clone())
                }
                tablekeep_rules::systems::fated_hand::build::KnowledgeTarget::Spell(id) => {
                    content.spell(id).map_or(id.clone(), |s| s.name.clone())
                }
            };
            let points = points.unwrap_or_else(|| manner.points());
            format!(
                "{points} Knowledge Point{} toward {name} ({}).",
                if points == 1 { "" } else { "s" },
                manner.name()
            )
        }
    }
}
