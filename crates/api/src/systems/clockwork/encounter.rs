//! ClockWork's encounters on the shared flow: its [`EncounterSystem`] (plan, snapshot, GM view,
//! end) and its [`PlanVariants`] for the simulator's variants and tuner.

use schemars::JsonSchema;
use serde::Deserialize;
use tablekeep_rules::grid::Square;
use tablekeep_rules::systems::clockwork::combat::{ClockworkCombat, CombatSetup, Command};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::SystemId;
use tablekeep_store::{CampaignStore, EncounterRow};

use super::combat::{
    self, ClockworkCombatView, ClockworkParticipant, ClockworkPlan, ClockworkResult, Replayed, FOES,
};
use super::combat_luck;
use crate::encounters::seam::{self, Closed, EncounterSystem, Ending};
use crate::encounters::stored::parsed;
use crate::encounters::variants::PlanVariants;
use crate::AppError;

/// ClockWork combats, as the shared encounter flow runs them.
pub struct Encounters;

/// How the GM ends a ClockWork combat that is still under way.
#[derive(Debug, Default, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkClose {
    /// The side the GM declares the winner (0 the party, 1 their foes); none for a draw. Read
    /// only when the combat is not over yet.
    #[serde(default)]
    #[specta(optional)]
    pub winner: Option<u8>,
}

impl EncounterSystem for Encounters {
    const ID: SystemId = SystemId::Clockwork;
    type Battle = ClockworkCombat;
    type Plan = ClockworkPlan;
    type View = ClockworkCombatView;
    type Result = ClockworkResult;
    type Close = ClockworkClose;

    fn validate_plan(store: &CampaignStore, plan: &ClockworkPlan) -> Result<(), AppError> {
        combat::validate_plan(store, plan)
    }

    fn participants(plan: &ClockworkPlan) -> u32 {
        plan.participants.len() as u32
    }

    fn snapshot(
        store: &CampaignStore,
        plan: &ClockworkPlan,
        rules: &TableRuleChoices,
    ) -> Result<CombatSetup, AppError> {
        combat::snapshot(store, plan, rules)
    }

    fn view(_store: &CampaignStore, replayed: &Replayed) -> Result<ClockworkCombatView, AppError> {
        Ok(combat::combat_view(replayed))
    }

    /// A combat still under way is ended by the GM's declaration (a command like any other, so
    /// the log says so); the result lists every combatant's vitals, wounds and fate. The luck the
    /// fight spent becomes `LuckUsed` entries in the characters' ledgers, in the same
    /// transaction; vitals and wounds are not written: characters keep none between fights yet.
    fn end(
        store: &CampaignStore,
        row: &EncounterRow,
        replayed: &Replayed,
        close: ClockworkClose,
    ) -> Result<Ending<Command, ClockworkResult>, AppError> {
        let plan: ClockworkPlan = parsed(&row.plan, "plan")?;
        let Closed {
            final_command,
            outcome,
            state,
        } = seam::close(replayed, row, || Command::EndCombat {
            winner: close.winner,
        })?;
        let mut result = combat::result_of(store, &plan, &state, outcome, final_command.is_some());
        let (progression, luck) =
            combat_luck::luck_write_back(store, &plan, &replayed.events, &row.name)?;
        result.luck = luck;
        Ok(Ending {
            final_command,
            result,
            progression,
            characters: Vec::new(),
        })
    }
}

impl PlanVariants for Encounters {
    type Participant = ClockworkParticipant;
    const SCALED_POOL: &'static str = "vitals";

    fn roster(plan: &mut ClockworkPlan) -> &mut Vec<ClockworkParticipant> {
        &mut plan.participants
    }

    fn shifted(
        participant: &ClockworkParticipant,
        dx: i16,
        dy: i16,
    ) -> Option<ClockworkParticipant> {
        let at = participant.at?;
        Some(ClockworkParticipant {
            at: Some(Square::new(at.x.checked_add(dx)?, at.y.checked_add(dy)?)),
            ..participant.clone()
        })
    }

    /// The campaign's ClockWork NPCs, each as one more foe with its own loadout, standing where
    /// the plan's first foe stands (or placed on the foes' edge).
    fn library_foes(
        store: &CampaignStore,
        plan: &ClockworkPlan,
    ) -> Result<Vec<(String, ClockworkParticipant)>, AppError> {
        let filter = tablekeep_store::CharacterFilter {
            name_contains: None,
            tag: None,
            system: Some(SystemId::Clockwork),
            kind: Some(tablekeep_store::CharacterKind::Npc),
        };
        let at = plan
            .participants
            .iter()
            .find(|p| p.side == FOES)
            .and_then(|p| p.at);
        Ok(store
            .list_characters(&filter)?
            .into_iter()
            .map(|npc| {
                let participant = ClockworkParticipant {
                    character_id: npc.id,
                    side: FOES,
                    at,
                    weapons: None,
                    focus_weapons: None,
                    medical_kit: None,
                    vitals: None,
                };
                (npc.name, participant)
            })
            .collect())
    }

    fn is_foe(participant: &ClockworkParticipant) -> bool {
        participant.side == FOES
    }

    /// Vitals are the pool a GM makes an NPC weaker or tougher with («Grit & Vitals»): each
    /// foe's are scaled, rounded down, never below 1.
    fn scale_foes(setup: &mut CombatSetup, percent: u16) -> bool {
        for fighter in setup.fighters.iter_mut().filter(|f| f.side == FOES) {
            let scaled = u32::from(fighter.vitals) * u32::from(percent) / 100;
            fighter.vitals = u8::try_from(scaled.max(1)).unwrap_or(u8::MAX);
        }
        true
    }

    /// The book gives no encounter budget, and its characters carry no value to add up.
    fn budget(
        _store: &CampaignStore,
        _plan: &ClockworkPlan,
    ) -> Result<Option<crate::simulation::EncounterBudget>, AppError> {
        Ok(None)
    }
}
