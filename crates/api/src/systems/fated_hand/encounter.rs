//! Fated Hand's encounters on the shared flow: its [`EncounterSystem`], and how a battle ends
//! (accepted Knowledge Points go to the characters' ledgers).

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::systems::fated_hand::battle::{Command, FatedHandBattle, Outcome, Setup};
use tablekeep_rules::systems::fated_hand::build::KnowledgeTarget;
use tablekeep_rules::systems::fated_hand::progression::{apply, Manner, Progression};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, EncounterRow};

use super::battle::{
    self, FatedHandBattleView, FatedHandParticipant, FatedHandPlan, FatedHandResult, Replayed,
};
use super::{load_build, state::rule_choices};
use crate::encounters::seam::{self, Closed, EncounterSystem, Ending};
use crate::encounters::stored::to_json;
use crate::encounters::variants::PlanVariants;
use crate::AppError;
use tablekeep_rules::systems::fated_hand::battle::{Side, Tile};

/// Fated Hand battles, as the shared encounter flow runs them.
pub struct Encounters;

/// One accepted Knowledge Point award.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct AcceptedAward {
    /// The character.
    pub character_id: i64,
    /// The arm or spell.
    pub target: KnowledgeTarget,
    /// How it was learned.
    pub manner: Manner,
}
/// How the GM ends a Fated Hand battle.
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FatedHandClose {
    /// How it ended, when the battle is not over yet (default: the GM declares it over).
    #[serde(default)]
    #[specta(optional)]
    pub outcome: Option<Outcome>,
    /// The Knowledge Points the GM accepts from the battle's offers.
    #[serde(default)]
    pub awards: Vec<AcceptedAward>,
}

impl EncounterSystem for Encounters {
    const ID: SystemId = SystemId::FatedHand;
    type Battle = FatedHandBattle;
    type Plan = FatedHandPlan;
    type View = FatedHandBattleView;
    type Result = FatedHandResult;
    type Close = FatedHandClose;

    fn validate_plan(store: &CampaignStore, plan: &FatedHandPlan) -> Result<(), AppError> {
        battle::validate_plan(store, plan)
    }

    fn participants(plan: &FatedHandPlan) -> u32 {
        plan.participants.len() as u32
    }

    fn snapshot(
        store: &CampaignStore,
        plan: &FatedHandPlan,
        rules: &TableRuleChoices,
    ) -> Result<Setup, AppError> {
        battle::snapshot(store, plan, rules)
    }

    fn view(store: &CampaignStore, replayed: &Replayed) -> Result<FatedHandBattleView, AppError> {
        battle::battle_view(store, replayed, &rule_choices(store)?)
    }

    fn end(
        store: &CampaignStore,
        row: &EncounterRow,
        replayed: &Replayed,
        close: FatedHandClose,
    ) -> Result<Ending<Command, FatedHandResult>, AppError> {
        let rules = rule_choices(store)?;
        let Closed {
            final_command,
            outcome,
            state,
        } = seam::close(replayed, row, || Command::EndBattle {
            outcome: close.outcome.unwrap_or(Outcome::Declared),
        })?;
        let offers = battle::offers(store, replayed, &rules)?;
        let mut awarded = Vec::new();
        let mut progression = Vec::new();
        let mut builds = BTreeMap::new();
        let mut used = Vec::new();
        for (index, award) in close.awards.iter().enumerate() {
            let field = format!("awards[{index}]");
            // Each offer is accepted once: two awards alike need two offers alike (Plaigarism
            // offers one per creature watched).
            let (offer_index, offer) = offers
                .iter()
                .enumerate()
                .find(|(i, o)| {
                    !used.contains(i)
                        && o.character_id == award.character_id
                        && o.target == award.target
                        && o.manner == award.manner
                })
                .ok_or_else(|| {
                    AppError::invalid(
                        &field,
                        "This award is not among the battle's offers; give other awards from the character's Knowledge panel.",
                    )
                })?;
            used.push(offer_index);
            let (build, last) = match builds.entry(award.character_id) {
                std::collections::btree_map::Entry::Occupied(found) => found.into_mut(),
                std::collections::btree_map::Entry::Vacant(slot) => {
                    let character = store.character(award.character_id)?;
                    let loaded = load_build(store, &character)?
                        .ok_or_else(|| AppError::invalid(&field, "The character has no build."))?;
                    slot.insert(loaded)
                }
            };
            let entry = Progression::KnowledgeAwarded {
                target: award.target.clone(),
                manner: award.manner,
                points: None,
            };
            *build = apply(build, &entry, &rules)?;
            progression.push((award.character_id, *last, to_json(&entry)?));
            *last += 1;
            awarded.push(offer.clone());
        }
        Ok(Ending {
            final_command,
            result: battle::result_of(&state, outcome, awarded),
            progression,
            characters: Vec::new(),
        })
    }
}

impl PlanVariants for Encounters {
    type Participant = FatedHandParticipant;
    const SCALED_POOL: &'static str = "Hit Points";

    fn roster(plan: &mut FatedHandPlan) -> &mut Vec<FatedHandParticipant> {
        &mut plan.participants
    }

    fn shifted(
        participant: &FatedHandParticipant,
        dx: i16,
        dy: i16,
    ) -> Option<FatedHandParticipant> {
        let at = participant.position?;
        Some(FatedHandParticipant {
            position: Some(Tile {
                x: at.x.checked_add(dx)?,
                y: at.y.checked_add(dy)?,
            }),
            ..participant.clone()
        })
    }

    fn library_foes(
        store: &CampaignStore,
        plan: &FatedHandPlan,
    ) -> Result<Vec<(String, FatedHandParticipant)>, AppError> {
        let filter = tablekeep_store::CharacterFilter {
            name_contains: None,
            tag: None,
            system: Some(SystemId::FatedHand),
            kind: Some(tablekeep_store::CharacterKind::Npc),
        };
        let position = plan
            .participants
            .iter()
            .find(|p| p.side == Side::Foes)
            .and_then(|p| p.position);
        Ok(store
            .list_characters(&filter)?
            .into_iter()
            .map(|npc| {
                let participant = FatedHandParticipant {
                    character_id: npc.id,
                    side: Side::Foes,
                    position,
                    engine_deck: None,
                };
                (npc.name, participant)
            })
            .collect())
    }

    fn is_foe(participant: &FatedHandParticipant) -> bool {
        participant.side == Side::Foes
    }

    /// Fated Hand's Hit Points come from the build by the book (a handful each); a GM adds or
    /// removes foes rather than scaling them, so there is nothing to scale.
    fn scale_foes(_setup: &mut Setup, _percent: u16) -> bool {
        false
    }

    /// The rulebook gives no encounter budget and its combatants carry no value to add up.
    fn budget(
        _store: &CampaignStore,
        _plan: &FatedHandPlan,
    ) -> Result<Option<crate::simulation::EncounterBudget>, AppError> {
        Ok(None)
    }
}
