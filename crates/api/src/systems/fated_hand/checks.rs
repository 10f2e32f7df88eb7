//! Skill checks from the GM screen, on tracked decks or with the physical card entered.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::cards::Card;
use tablekeep_rules::deck::Zone;
use tablekeep_rules::systems::fated_hand::checks::{
    draw_mid_combat, draw_reagent, play, resolve, CheckCard, CheckOutcome, SkillCheck,
};
use tablekeep_rules::systems::fated_hand::sheet::sheet;
use tablekeep_rules::SystemId;
use tablekeep_store::DeckRow;

use super::state::{deck_rng, deck_row, load_build, parse_deck, rule_choices, FatedHandData};
use super::views::{deck_view, DeckView};
use crate::characters::CharacterRef;
use crate::{AppError, Desk, ErrorKind};

/// Arguments of `skill_check`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SkillCheckRequest {
    /// The character making the check.
    pub id: i64,
    /// The check.
    pub check: SkillCheck,
}

/// A reagent another caster drew because of the check ("Reagents").
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReagentDraw {
    /// The caster.
    pub character_id: i64,
    /// The caster's name.
    pub name: String,
    /// The reagent drawn.
    pub card: Card,
}

/// The result of `skill_check`.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SkillCheckResult {
    /// Power, the card and success.
    pub outcome: CheckOutcome,
    /// The checker's deck afterwards, when it is tracked.
    pub deck: Option<DeckView>,
    /// Reagents drawn by the other casters of the checker's parties (out of combat).
    pub reagent_draws: Vec<ReagentDraw>,
}

/// Makes a skill check: from the tracked hand when the character's deck is dealt, otherwise with
/// the card entered from the table.
pub fn skill_check(
    desk: &mut Desk,
    input: SkillCheckRequest,
) -> Result<SkillCheckResult, AppError> {
    let now = desk.now();
    let store = desk.store_mut()?;
    let character = store.character(input.id)?;
    let Some((build, _)) = load_build(store, &character)? else {
        return Err(unbuilt(&character.fields.name));
    };
    let rules = rule_choices(store)?;
    let Some(row) = store.deck(input.id)? else {
        // Untracked: the GM enters the card the player put down.
        let card = match &input.check.card {
            CheckCard::Hand { card } | CheckCard::MidCombat { card } | CheckCard::Topdeck { entered: Some(card) } => *card,
            CheckCard::Topdeck { entered: None } => {
                return Err(AppError::invalid(
                    "card",
                    "This character's deck is not tracked (no session dealt it): enter the card that came up.",
                ))
            }
        };
        let outcome = resolve(
            &build,
            input.check.skill,
            card,
            input.check.talent.as_deref(),
            input.check.difficulty,
            &rules,
        )?;
        return Ok(SkillCheckResult {
            outcome,
            deck: None,
            reagent_draws: Vec::new(),
        });
    };
    let data = FatedHandData::parse(&character.fields.data)?;
    let hand_size =
        usize::try_from(sheet(&build, &data.gear, &rules).hand_size.value.max(0)).unwrap_or(0);
    let mut deck = parse_deck(&row)?;
    let mut rng = deck_rng(row.seed, row.operations);
    let outcome = play(&build, &mut deck, hand_size, &input.check, &rules, &mut rng)?;
    let mut saves = vec![(
        input.id,
        Some(row.operations),
        deck_row(&deck, row.seed, row.operations + 1),
    )];
    let reagent_draws = other_casters_draw(store, &character, &mut saves)?;
    store.save_decks(&saves, now)?;
    desk.after_write();
    Ok(SkillCheckResult {
        outcome,
        deck: Some(deck_view(&deck)),
        reagent_draws,
    })
}

/// Draws the two cards of a check in combat ("Mid Combat Checks"); play one with `skill_check`.
pub fn draw_check_cards(desk: &mut Desk, input: CharacterRef) -> Result<DeckView, AppError> {
    let now = desk.now();
    let store = desk.store_mut()?;
    let character = store.character(input.id)?;
    if load_build(store, &character)?.is_none() {
        return Err(unbuilt(&character.fields.name));
    }
    let row = store.deck(input.id)?.ok_or_else(|| {
        AppError::new(
            ErrorKind::Conflict,
            format!(
                "{}'s deck is not tracked; start a game session to deal it.",
                character.fields.name
            ),
        )
    })?;
    let mut deck = parse_deck(&row)?;
    let mut rng = deck_rng(row.seed, row.operations);
    draw_mid_combat(&mut deck, &mut rng)?;
    store.save_decks(
        &[(
            input.id,
            Some(row.operations),
            deck_row(&deck, row.seed, row.operations + 1),
        )],
        now,
    )?;
    desk.after_write();
    Ok(deck_view(&deck))
}

/// Out of combat, every other caster in the checker's parties draws a Reagent.
fn other_casters_draw(
    store: &tablekeep_store::CampaignStore,
    checker: &tablekeep_store::Character,
    saves: &mut Vec<(i64, Option<i64>, DeckRow)>,
) -> Result<Vec<ReagentDraw>, AppError> {
    let mut draws = Vec::new();
    let mut seen = vec![checker.id];
    for (party, _) in &checker.parties {
        let party = *party;
        for member in store.party(party)?.members {
            if seen.contains(&member.id) || member.system != SystemId::FatedHand {
                continue;
            }
            seen.push(member.id);
            let character = store.character(member.id)?;
            let Some((build, _)) = load_build(store, &character)? else {
                continue;
            };
            let magical = tablekeep_rules::systems::fated_hand::content::content()
                .class(build.current_class())
                .is_some_and(|class| class.magical);
            let Some(row) = store.deck(member.id)? else {
                continue;
            };
            if !magical {
                continue;
            }
            let mut deck = parse_deck(&row)?;
            let mut rng = deck_rng(row.seed, row.operations);
            if let Ok(card) = draw_reagent(&mut deck, &mut rng) {
                draws.push(ReagentDraw {
                    character_id: member.id,
                    name: member.name.clone(),
                    card,
                });
                saves.push((
                    member.id,
                    Some(row.operations),
                    deck_row(&deck, row.seed, row.operations + 1),
                ));
            }
            debug_assert!(deck
                .cards(Zone::Reagents)
                .iter()
                .all(|c| deck.zone_of(*c) == Zone::Reagents));
        }
    }
    Ok(draws)
}

fn unbuilt(name: &str) -> AppError {
    AppError::new(
        ErrorKind::Conflict,
        format!("{name} has no Fated Hand build yet; build the character first."),
    )
}
