//! Parties: groups of player characters that play together.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::SystemId;
use tablekeep_store::Party;

use crate::{validate, AppError, Desk};

/// Arguments of `create_party`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NewParty {
    /// The party's name.
    pub name: String,
}

/// Names one party.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PartyId {
    /// The party's id.
    pub id: i64,
}

/// Arguments of `rename_party`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PartyRename {
    /// The party's id.
    pub id: i64,
    /// The new name.
    pub name: String,
}

/// Arguments of `add_to_party` and `remove_from_party`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PartyMembership {
    /// The party.
    pub party_id: i64,
    /// The player character joining or leaving it.
    pub character_id: i64,
}

/// A party with its members.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartyView {
    /// The party's id.
    pub id: i64,
    /// The party's name.
    pub name: String,
    /// When the party was formed (RFC 3339, UTC).
    pub created_at: String,
    /// Its members, by name.
    pub members: Vec<PartyMemberView>,
}

/// A member as the party lists it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartyMemberView {
    /// The character's id.
    pub id: i64,
    /// The character's name.
    pub name: String,
    /// The character's system.
    pub system: SystemId,
}

/// What `delete_party` removed.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedParty {
    /// The id the party had.
    pub id: i64,
}

/// Forms an empty party.
pub fn create_party(desk: &mut Desk, input: NewParty) -> Result<PartyView, AppError> {
    let name = validate::name("name", &input.name)?;
    let now = desk.now();
    let party = desk.store_mut()?.insert_party(&name, now)?;
    desk.after_write();
    Ok(view(party))
}

/// Every party with its members, by name.
pub fn list_parties(desk: &mut Desk) -> Result<Vec<PartyView>, AppError> {
    Ok(desk.store()?.parties()?.into_iter().map(view).collect())
}

/// Renames a party.
pub fn rename_party(desk: &mut Desk, input: PartyRename) -> Result<PartyView, AppError> {
    let name = validate::name("name", &input.name)?;
    let party = desk.store_mut()?.rename_party(input.id, &name)?;
    desk.after_write();
    Ok(view(party))
}

/// Disbands a party; its members stay in the campaign.
pub fn delete_party(desk: &mut Desk, input: PartyId) -> Result<DeletedParty, AppError> {
    desk.store_mut()?.delete_party(input.id)?;
    desk.after_write();
    Ok(DeletedParty { id: input.id })
}

/// Adds a player character to a party (NPCs are refused).
pub fn add_to_party(desk: &mut Desk, input: PartyMembership) -> Result<PartyView, AppError> {
    let now = desk.now();
    let party = desk
        .store_mut()?
        .add_party_member(input.party_id, input.character_id, now)?;
    desk.after_write();
    Ok(view(party))
}

/// Removes a character from a party.
pub fn remove_from_party(desk: &mut Desk, input: PartyMembership) -> Result<PartyView, AppError> {
    let party = desk
        .store_mut()?
        .remove_party_member(input.party_id, input.character_id)?;
    desk.after_write();
    Ok(view(party))
}

fn view(party: Party) -> PartyView {
    PartyView {
        id: party.id,
        name: party.name,
        created_at: party.created_at,
        members: party
            .members
            .into_iter()
            .map(|m| PartyMemberView {
                id: m.id,
                name: m.name,
                system: m.system,
            })
            .collect(),
    }
}
