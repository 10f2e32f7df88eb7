//! Draw Steel's encounters on the shared flow: its [`EncounterSystem`], the end with its
//! write-back to heroes, and roll previews.

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::systems::draw_steel::combat::{
    CombatSetup, Command, DrawSteelCombat, Outcome, RollPreview, Side, TargetChoice,
};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, EncounterRow};

use super::combat::{
    self, DrawSteelCombatView, DrawSteelParticipant, DrawSteelPlan, DrawSteelResult,
    DrawSteelSource, Replayed,
};
use crate::encounters::seam::{self, Closed, EncounterSystem, Ending};
use crate::encounters::stored::{running, running_replayed, to_json};
use crate::encounters::variants::PlanVariants;
use crate::{AppError, Desk, ErrorKind};
use tablekeep_rules::systems::draw_steel::geometry::Pos;

/// Draw Steel combats, as the shared encounter flow runs them.
pub struct Encounters;

/// How the Director ends a Draw Steel combat.
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawSteelClose {
    /// The Victories each hero who took part earns (default 0).
    #[serde(default)]
    #[specta(optional)]
    pub victories: Option<u16>,
    /// How the combat ended (default: the heroes won if no foe is standing, lost if no hero is,
    /// else declared by the Director).
    #[serde(default)]
    #[specta(optional)]
    pub outcome: Option<Outcome>,
}

impl EncounterSystem for Encounters {
    const ID: SystemId = SystemId::DrawSteel;
    type Battle = DrawSteelCombat;
    type Plan = DrawSteelPlan;
    type View = DrawSteelCombatView;
    type Result = DrawSteelResult;
    type Close = DrawSteelClose;

    fn validate_plan(store: &CampaignStore, plan: &DrawSteelPlan) -> Result<(), AppError> {
        combat::validate_plan(store, plan)
    }

    fn participants(plan: &DrawSteelPlan) -> u32 {
        plan.participants.len() as u32
    }

    fn snapshot(
        store: &CampaignStore,
        plan: &DrawSteelPlan,
        rules: &TableRuleChoices,
    ) -> Result<CombatSetup, AppError> {
        combat::snapshot(store, plan, rules)
    }

    fn view(_store: &CampaignStore, replayed: &Replayed) -> Result<DrawSteelCombatView, AppError> {
        Ok(combat::combat_view(replayed))
    }

    /// Save-ends effects and surges end, and each hero's Stamina, Recoveries and the Victories
    /// the Director awards go to the hero's ledger, one entry each, after the entry the end
    /// read (a hero whose ledger moved on meanwhile refuses the end, and nothing is written).
    fn end(
        store: &CampaignStore,
        row: &EncounterRow,
        replayed: &Replayed,
        close: DrawSteelClose,
    ) -> Result<Ending<Command, DrawSteelResult>, AppError> {
        let Closed {
            final_command,
            outcome,
            state,
        } = seam::close(replayed, row, || Command::EndCombat {
            outcome: close
                .outcome
                .or(combat::decided(&replayed.state))
                .unwrap_or(Outcome::Declared),
        })?;
        let victories = close.victories.unwrap_or(0);
        let (result, records) = combat::result_of(store, &state, &row.name, outcome, victories)?;
        let progression = records
            .iter()
            .map(|(character_id, last_seq, entry)| Ok((*character_id, *last_seq, to_json(entry)?)))
            .collect::<Result<_, AppError>>()?;
        Ok(Ending {
            final_command,
            result,
            progression,
            characters: Vec::new(),
        })
    }
}

/// Arguments of `draw_steel_roll_preview`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawSteelRollPreviewRequest {
    /// The running encounter.
    pub id: i64,
    /// Who would roll.
    pub user: u8,
    /// The ability's index among the user's abilities; absent for a free strike.
    #[serde(default)]
    #[specta(optional)]
    pub ability: Option<u8>,
    /// The targets, with the situation against each.
    pub targets: Vec<TargetChoice>,
}

/// Before rolling: each target's edges and banes with their reasons and the exact odds of each
/// tier. Saves nothing.
pub fn draw_steel_roll_preview(
    desk: &mut Desk,
    input: DrawSteelRollPreviewRequest,
) -> Result<Vec<RollPreview>, AppError> {
    let store = desk.store()?;
    let row = running(store, input.id)?;
    if row.system != SystemId::DrawSteel.as_str() {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "Roll previews are for Draw Steel combats.",
        ));
    }
    let replayed = running_replayed::<Encounters>(store, &row)?;
    combat::roll_preview(&replayed.state, input.user, input.ability, &input.targets)
}

impl PlanVariants for Encounters {
    type Participant = DrawSteelParticipant;
    const SCALED_POOL: &'static str = "Stamina";

    fn roster(plan: &mut DrawSteelPlan) -> &mut Vec<DrawSteelParticipant> {
        &mut plan.participants
    }

    fn shifted(
        participant: &DrawSteelParticipant,
        dx: i16,
        dy: i16,
    ) -> Option<DrawSteelParticipant> {
        let at = participant.position?;
        Some(DrawSteelParticipant {
            position: Some(Pos {
                x: at.x.checked_add(dx)?,
                y: at.y.checked_add(dy)?,
            }),
            ..participant.clone()
        })
    }

    fn library_foes(
        store: &CampaignStore,
        plan: &DrawSteelPlan,
    ) -> Result<Vec<(String, DrawSteelParticipant)>, AppError> {
        let filter = tablekeep_store::ContentFilter {
            kind: Some("monster".to_owned()),
            name_contains: None,
        };
        let position = plan
            .participants
            .iter()
            .find(|p| p.side == Side::Foes)
            .and_then(|p| p.position);
        Ok(store
            .list_content(SystemId::DrawSteel, &filter)?
            .into_iter()
            .map(|row| {
                let participant = DrawSteelParticipant {
                    source: DrawSteelSource::Monster { content_id: row.id },
                    side: Side::Foes,
                    position,
                    surprised: false,
                    squad: None,
                };
                (row.name, participant)
            })
            .collect())
    }

    fn is_foe(participant: &DrawSteelParticipant) -> bool {
        participant.side == Side::Foes
    }

    /// Stamina, its winded value and Recovery value scale together, so a scaled monster is
    /// winded at the same fraction of its Stamina as its stat block says.
    fn scale_foes(setup: &mut CombatSetup, percent: u16) -> bool {
        let scaled = |value: i32| (value * i32::from(percent) / 100).max(1);
        for combatant in setup.combatants.iter_mut().filter(|c| c.side == Side::Foes) {
            combatant.stamina_max = scaled(combatant.stamina_max);
            combatant.stamina = scaled(combatant.stamina);
            combatant.winded_value = scaled(combatant.winded_value);
            combatant.recovery_value = scaled(combatant.recovery_value);
        }
        true
    }

    /// The encounter values on the foes' stat blocks, added up: the GM enters them with each
    /// stat block; the glossary gives no budget to compare them with, so none is invented.
    fn budget(
        store: &CampaignStore,
        plan: &DrawSteelPlan,
    ) -> Result<Option<crate::simulation::EncounterBudget>, AppError> {
        let mut value = 0u32;
        let mut valued = 0usize;
        for (index, participant) in plan.participants.iter().enumerate() {
            let DrawSteelSource::Monster { content_id } = participant.source else {
                continue;
            };
            if participant.side != Side::Foes {
                continue;
            }
            let block = combat::monster(store, content_id, &format!("plan.participants[{index}]"))?;
            if block.encounter_value > 0 {
                valued += 1;
            }
            value += u32::from(block.encounter_value);
        }
        if valued == 0 {
            return Ok(None);
        }
        Ok(Some(crate::simulation::EncounterBudget {
            name: "Encounter value of the foes".to_owned(),
            value,
            explanation: "The encounter values on your stat blocks, added up for every foe."
                .to_owned(),
        }))
    }
}
