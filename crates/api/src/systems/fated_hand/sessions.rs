//! Fated Hand's part of a game session: starting one deals every player character's deck;
//! ending one gathers and shuffles them ("Cards"; the Reagent Hand stays where table rule
//! `fated_hand.session_end_discard` keeps it).

use tablekeep_rules::deck::Deck;
use tablekeep_rules::systems::fated_hand::checks::{end_session, start_session};
use tablekeep_rules::systems::fated_hand::sheet::sheet;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CampaignStore, CharacterFilter, PartyMember};

use super::state::{deck_rng, deck_row, load_build, parse_deck, rule_choices, FatedHandData};
use crate::systems::seam::SessionDecks;
use crate::AppError;

/// Deals the decks of `party`'s Fated Hand characters, or of every Fated Hand player character.
pub(crate) fn deal(
    store: &CampaignStore,
    party: Option<&[PartyMember]>,
    seed: i64,
) -> Result<SessionDecks, AppError> {
    let members: Vec<i64> = match party {
        Some(members) => members
            .iter()
            .filter(|m| m.system == SystemId::FatedHand)
            .map(|m| m.id)
            .collect(),
        None => store
            .list_characters(&CharacterFilter {
                system: Some(SystemId::FatedHand),
                kind: Some(CharacterKind::Pc),
                ..Default::default()
            })?
            .into_iter()
            .map(|c| c.id)
            .collect(),
    };
    let rules = rule_choices(store)?;
    let mut dealt = SessionDecks::default();
    for id in members {
        let character = store.character(id)?;
        let Some((build, _)) = load_build(store, &character)? else {
            continue;
        };
        let gear = FatedHandData::parse(&character.fields.data)?.gear;
        let hand_size =
            usize::try_from(sheet(&build, &gear, &rules).hand_size.value.max(0)).unwrap_or(0);
        let (mut deck, row_seed, operations) = match store.deck(id)? {
            Some(row) => (parse_deck(&row)?, row.seed, Some(row.operations)),
            None => {
                let seed = seed ^ id;
                (Deck::shuffled(&mut deck_rng(seed, 0)), seed, None)
            }
        };
        let next = operations.unwrap_or(0) + 1;
        start_session(&mut deck, hand_size, &rules, &mut deck_rng(row_seed, next));
        dealt
            .decks
            .push((id, operations, deck_row(&deck, row_seed, next)));
        dealt.names.push(character.fields.name);
    }
    Ok(dealt)
}

/// Gathers and shuffles every tracked Fated Hand deck.
pub(crate) fn gather(store: &CampaignStore) -> Result<SessionDecks, AppError> {
    let rules = rule_choices(store)?;
    let mut gathered = SessionDecks::default();
    for summary in store.list_characters(&CharacterFilter {
        system: Some(SystemId::FatedHand),
        ..Default::default()
    })? {
        let Some(row) = store.deck(summary.id)? else {
            continue;
        };
        let mut deck = parse_deck(&row)?;
        end_session(
            &mut deck,
            &rules,
            &mut deck_rng(row.seed, row.operations + 1),
        );
        gathered.decks.push((
            summary.id,
            Some(row.operations),
            deck_row(&deck, row.seed, row.operations + 1),
        ));
        gathered.names.push(summary.name);
    }
    Ok(gathered)
}
