//! A Game of Bastards' Oppositions on the shared encounter flow: its [`EncounterSystem`] (plan,
//! snapshot, GM view, end with the XP written to the ledgers) and its [`PlanVariants`] for the
//! simulator's variants and tuner.

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::systems::game_of_bastards::ledger::apply;
use tablekeep_rules::systems::game_of_bastards::opposition::{Command, Opposition, Setup};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CampaignStore, EncounterRow};

use super::ledger::load;
use super::opposition::{
    self, BastardsOppositionPlan, BastardsOppositionResult, BastardsOppositionView,
    BastardsParticipant, Replayed, FOES,
};
use crate::encounters::seam::{self, Closed, EncounterSystem, Ending};
use crate::encounters::stored::{parsed, to_json};
use crate::encounters::variants::PlanVariants;
use crate::AppError;

/// Game of Bastards Oppositions, as the shared encounter flow runs them.
pub struct Encounters;

/// How the GM ends an Opposition still under way: the characters stop it (step 13).
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsOppositionClose {
    /// Leave the XP of the Opposition out of the ledgers (it is written by default).
    #[serde(default)]
    #[specta(optional)]
    pub skip_xp: Option<bool>,
}

impl EncounterSystem for Encounters {
    const ID: SystemId = SystemId::GameOfBastards;
    type Battle = Opposition;
    type Plan = BastardsOppositionPlan;
    type View = BastardsOppositionView;
    type Result = BastardsOppositionResult;
    type Close = BastardsOppositionClose;

    fn validate_plan(store: &CampaignStore, plan: &BastardsOppositionPlan) -> Result<(), AppError> {
        opposition::validate_plan(store, plan)
    }

    fn participants(plan: &BastardsOppositionPlan) -> u32 {
        plan.participants.len() as u32
    }

    fn snapshot(
        store: &CampaignStore,
        plan: &BastardsOppositionPlan,
        rules: &TableRuleChoices,
    ) -> Result<Setup, AppError> {
        opposition::snapshot(store, plan, rules)
    }

    fn view(
        _store: &CampaignStore,
        replayed: &Replayed,
    ) -> Result<BastardsOppositionView, AppError> {
        Ok(opposition::opposition_view(replayed))
    }

    /// An Opposition still under way is ended by the characters stopping (step 13), a command
    /// like any other so the log says so. Every player character directly involved gains the
    /// Opposition's XP («XP and Advancement»), written to its ledger unless the GM says not to;
    /// NPCs, monsters and squads keep no XP.
    fn end(
        store: &CampaignStore,
        row: &EncounterRow,
        replayed: &Replayed,
        close: BastardsOppositionClose,
    ) -> Result<Ending<Command, BastardsOppositionResult>, AppError> {
        let plan: BastardsOppositionPlan = parsed(&row.plan, "plan")?;
        let Closed {
            final_command,
            outcome,
            state,
        } = seam::close(replayed, row, || Command::EndOpposition)?;
        let mut progression = Vec::new();
        let mut recorded = Vec::new();
        let mut seen_characters = Vec::new();
        if !close.skip_xp.unwrap_or(false) {
            let choices = crate::campaign_rules::rule_choices(store)?;
            for award in &outcome.xp {
                let Some(character_id) = plan
                    .participants
                    .get(usize::from(award.combatant))
                    .and_then(|p| p.character_id)
                else {
                    continue;
                };
                if seen_characters.contains(&character_id) {
                    continue;
                }
                seen_characters.push(character_id);
                // A character deleted since the launch, or no longer able to take an entry
                // (Killed in its ledger), gains nothing; the result says so.
                let Ok(loaded) = load(store, character_id) else {
                    continue;
                };
                if loaded.character.fields.kind != CharacterKind::Pc {
                    continue;
                }
                let Some(fated) = &loaded.folded.fated else {
                    continue;
                };
                if loaded.folded.problem.is_some() || apply(fated, &award.entry, &choices).is_err()
                {
                    continue;
                }
                let last = loaded.rows.last().map_or(0, |r| r.seq);
                progression.push((character_id, last, to_json(&award.entry)?));
                recorded.push(award.combatant);
            }
        }
        let result =
            opposition::result_of(&plan, &state, &outcome, final_command.is_some(), &recorded);
        Ok(Ending {
            final_command,
            result,
            progression,
            characters: Vec::new(),
        })
    }
}

impl PlanVariants for Encounters {
    type Participant = BastardsParticipant;
    const SCALED_POOL: &'static str = "pools";

    fn roster(plan: &mut BastardsOppositionPlan) -> &mut Vec<BastardsParticipant> {
        &mut plan.participants
    }

    /// An Opposition is played without a map.
    fn shifted(
        _participant: &BastardsParticipant,
        _dx: i16,
        _dy: i16,
    ) -> Option<BastardsParticipant> {
        None
    }

    /// The campaign's Game of Bastards NPCs (monsters kept as characters among them), each as
    /// one more foe.
    fn library_foes(
        store: &CampaignStore,
        _plan: &BastardsOppositionPlan,
    ) -> Result<Vec<(String, BastardsParticipant)>, AppError> {
        let filter = tablekeep_store::CharacterFilter {
            name_contains: None,
            tag: None,
            system: Some(SystemId::GameOfBastards),
            kind: Some(tablekeep_store::CharacterKind::Npc),
        };
        Ok(store
            .list_characters(&filter)?
            .into_iter()
            .map(|npc| {
                let participant = BastardsParticipant {
                    character_id: Some(npc.id),
                    squad: None,
                    side: FOES,
                    wildcards: None,
                    pools: None,
                };
                (npc.name, participant)
            })
            .collect())
    }

    fn is_foe(participant: &BastardsParticipant) -> bool {
        participant.side == FOES
    }

    /// Each foe's pools are scaled, rounded down, never below 1; a squad's members likewise.
    fn scale_foes(setup: &mut Setup, percent: u16) -> bool {
        let scale = |value: u8| {
            let scaled = u32::from(value) * u32::from(percent) / 100;
            u8::try_from(scaled.max(1)).unwrap_or(u8::MAX)
        };
        for combatant in setup.combatants.iter_mut().filter(|c| c.side == FOES) {
            if let Some(squad) = &mut combatant.squad {
                squad.members = scale(squad.members)
                    .min(tablekeep_rules::systems::game_of_bastards::opposition::SQUAD_MAX);
                continue;
            }
            let ranks = [
                combatant.traits.body,
                combatant.traits.spirit,
                combatant.traits.mind,
                combatant.traits.luck,
            ];
            let max = combatant
                .pool_max
                .unwrap_or(ranks.map(|rank| rank.saturating_mul(5)))
                .map(scale);
            combatant.pool_max = Some(max);
            combatant.pools = combatant
                .pools
                .map(|pools| std::array::from_fn(|i| pools[i].min(max[i])));
        }
        true
    }

    /// The book gives no Opposition budget.
    fn budget(
        _store: &CampaignStore,
        _plan: &BastardsOppositionPlan,
    ) -> Result<Option<crate::simulation::EncounterBudget>, AppError> {
        Ok(None)
    }
}
