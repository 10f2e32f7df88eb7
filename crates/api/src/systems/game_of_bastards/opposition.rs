//! A Game of Bastards Opposition on the shared encounter flow: the GM's plan (campaign
//! characters — player characters, NPCs and monsters kept as characters — and squads of Extras
//! typed by the GM, each on a side), the launch snapshot from the characters' ledgers folded
//! under the campaign's table rules, the GM-screen view, and what the end records.
//!
//! The rules are the engine's (`tablekeep_rules::systems::game_of_bastards::opposition`); this
//! module reads the campaign and checks what the GM typed, naming the field at fault.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Explained;
use tablekeep_rules::encounter::{Battle, Encounter, Legal, LegalNow, LogLine, Viewer};
use tablekeep_rules::systems::game_of_bastards::creation::{Fated, TraitRanks};
use tablekeep_rules::systems::game_of_bastards::opposition::auto::{next_command, Tactic};
use tablekeep_rules::systems::game_of_bastards::opposition::{
    Combatant, CombatantSetup, Command, Condition, Opposition, OppositionState, Outcome, Phase,
    SeenOpposition, Setup, Squad, TurnStep, SQUAD_MAX,
};
use tablekeep_rules::systems::game_of_bastards::sheet::sheet_under;
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::CharacterKind;
use tablekeep_store::CampaignStore;

use super::ledger::load;
use crate::AppError;

/// The most combatants one Opposition holds (the engine numbers them in 16 bits; a table holds
/// far fewer).
pub const MAX_COMBATANTS: usize = 64;
/// The side a party plays on, and the side of their foes (the simulator's two sides).
pub const PARTY: u8 = 0;
/// The foes' side.
pub const FOES: u8 = 1;
/// The most Wildcards the GM may hand a combatant as the Opposition begins.
pub const MAX_WILDCARDS: u16 = 99;
/// Log lines the GM screen receives with each view (the whole log is `encounter_log`).
const RECENT_LOG_LINES: usize = 80;

/// A squad of Extras as the GM types it («Henchmen (Extras)»).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsSquadPlan {
    /// Its name ("Bandits").
    pub name: String,
    /// Members, 1 to 5.
    pub members: u8,
    /// Power Rating, at least 1.
    pub power: u8,
    /// The damage bonus of the weapon they carry, no more than the Power Rating.
    #[serde(default)]
    #[specta(optional)]
    pub weapon_bonus: Option<u8>,
}

/// One combatant of a prepared Opposition: a campaign character (a player character once; an
/// NPC or monster as many times as the GM likes, numbered) or a squad of Extras.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsParticipant {
    /// The character (a Game of Bastards character with a build), unless a squad.
    #[serde(default)]
    #[specta(optional)]
    pub character_id: Option<i64>,
    /// A squad of Extras, unless a character.
    #[serde(default)]
    #[specta(optional)]
    pub squad: Option<BastardsSquadPlan>,
    /// 0 for the party's side, 1 for their foes'.
    pub side: u8,
    /// Wildcards it holds as the Opposition begins (none when absent).
    #[serde(default)]
    #[specta(optional)]
    pub wildcards: Option<u16>,
    /// Points left in each pool (Body, Spirit, Mind, Luck) as the Opposition begins, when the
    /// character comes in hurt; full when absent.
    #[serde(default)]
    #[specta(optional)]
    pub pools: Option<[u8; 4]>,
}

/// An Opposition as the GM prepares it.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema,
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsOppositionPlan {
    /// Who takes part, in the order the GM screen lists them.
    pub participants: Vec<BastardsParticipant>,
}

/// A combatant's state for the GM screen.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsCombatantView {
    /// Combatant id (its place in the plan: combatant `i` is the plan's participant `i`).
    pub id: u16,
    /// Its state by its empty pools («f. Player States»).
    pub condition: Condition,
    /// Whether it is the one acting now.
    pub acting: bool,
}

/// The running Opposition as the GM screen shows it: everything, every hand and the shoe.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsOppositionView {
    /// The Opposition as the GM sees it: every pile with its cards, the shoe's order included.
    pub seen: SeenOpposition,
    /// Each combatant's state and character, in the same order.
    pub combatants: Vec<BastardsCombatantView>,
    /// The newest log lines, oldest first.
    pub recent_log: Vec<LogLine>,
    /// What the automatic players would do next, for "let them act".
    pub suggestion: Option<Command>,
    /// How it ended, once it has.
    pub outcome: Option<Outcome>,
    /// What the engine accepts now and what it refuses, with why.
    pub legal: LegalNow<Command, Explained>,
}

/// One combatant as the Opposition left it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsAfter {
    /// The character it was, when it still exists.
    pub character_id: Option<i64>,
    /// Its name in the Opposition.
    pub name: String,
    /// Its side.
    pub side: u8,
    /// Points left in each pool (Body, Spirit, Mind, Luck).
    pub pools: [u8; 4],
    /// Its state.
    pub condition: Condition,
    /// XP written to its ledger for taking part.
    pub xp_recorded: bool,
}

/// What ending an Opposition recorded: each combatant's pools and state for the GM to carry on
/// at the table, and the XP written to the ledgers of the characters directly involved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsOppositionResult {
    /// The side still standing, if one is.
    pub standing_side: Option<u8>,
    /// Whether the GM ended it before one side was left standing.
    pub declared: bool,
    /// Rounds begun.
    pub rounds: u16,
    /// Every combatant, in the plan's order.
    pub combatants: Vec<BastardsAfter>,
}

fn invalid(field: &str, message: impl Into<String>) -> AppError {
    AppError::invalid(field, message)
}

/// A character ready to play: its name, kind and fold under the campaign's rules.
struct Ready {
    name: String,
    kind: CharacterKind,
    fated: Fated,
}

fn ready(store: &CampaignStore, character_id: i64, field: &str) -> Result<Ready, AppError> {
    let field = format!("{field}.characterId");
    let with_field = |e: AppError| AppError {
        field: Some(field.clone()),
        ..e
    };
    let loaded = load(store, character_id).map_err(with_field)?;
    let name = loaded.character.fields.name.clone();
    if let Some(problem) = &loaded.folded.problem {
        return Err(invalid(
            &field,
            format!(
                "{name}'s ledger no longer replays under this campaign's table rules: {}",
                problem.message
            ),
        ));
    }
    let Some(fated) = loaded.folded.fated else {
        return Err(invalid(
            &field,
            format!("{name} has no Game of Bastards build yet; build them before they play."),
        ));
    };
    if fated.dead {
        return Err(invalid(&field, format!("{name} has been Killed.")));
    }
    Ok(Ready {
        name,
        kind: loaded.character.fields.kind,
        fated,
    })
}

fn check_squad(squad: &BastardsSquadPlan, field: &str) -> Result<(), AppError> {
    if squad.name.trim().is_empty() {
        return Err(invalid(
            &format!("{field}.squad.name"),
            "Give the squad a name.",
        ));
    }
    if !(1..=SQUAD_MAX).contains(&squad.members) {
        return Err(invalid(
            &format!("{field}.squad.members"),
            format!(
                "A squad of Extras holds 1 to {SQUAD_MAX} members («Henchmen (Extras)»); {} given.",
                squad.members
            ),
        ));
    }
    if squad.power == 0 {
        return Err(invalid(
            &format!("{field}.squad.power"),
            "A squad's Power Rating is at least 1.",
        ));
    }
    let bonus = squad.weapon_bonus.unwrap_or(0);
    if bonus > squad.power {
        return Err(invalid(
            &format!("{field}.squad.weaponBonus"),
            format!(
                "A weapon with a damage bonus of {bonus} is above the squad's Power Rating of {}: \
                 Extras cannot wield it («Henchmen (Extras)»).",
                squad.power
            ),
        ));
    }
    Ok(())
}

/// Checks a plan against the campaign: each participant is one character or one squad, every
/// character exists, is a built and living Game of Bastards character (a player character
/// listed once), sides are 0 or 1, squads fit the book, Wildcards and pools are in range.
pub fn validate_plan(store: &CampaignStore, plan: &BastardsOppositionPlan) -> Result<(), AppError> {
    if plan.participants.len() > MAX_COMBATANTS {
        return Err(invalid(
            "plan.participants",
            format!("An Opposition holds at most {MAX_COMBATANTS} combatants."),
        ));
    }
    let choices = crate::campaign_rules::rule_choices(store)?;
    let mut players = Vec::new();
    for (index, participant) in plan.participants.iter().enumerate() {
        let field = format!("plan.participants[{index}]");
        if participant.side > FOES {
            return Err(invalid(
                &format!("{field}.side"),
                format!(
                    "Side {} is not in this Opposition: 0 is the party's side, 1 their foes'.",
                    participant.side
                ),
            ));
        }
        if let Some(wildcards) = participant.wildcards {
            if wildcards > MAX_WILDCARDS {
                return Err(invalid(
                    &format!("{field}.wildcards"),
                    format!("At most {MAX_WILDCARDS} Wildcards; {wildcards} given."),
                ));
            }
        }
        match (&participant.character_id, &participant.squad) {
            (Some(id), None) => {
                let ready = ready(store, *id, &field)?;
                if ready.kind == CharacterKind::Pc {
                    if players.contains(id) {
                        return Err(invalid(
                            &field,
                            format!(
                                "{} is listed twice; a player character plays once.",
                                ready.name
                            ),
                        ));
                    }
                    players.push(*id);
                }
                if let Some(pools) = participant.pools {
                    let max = pool_max(&ready.fated, &choices);
                    for (at, (left, most)) in pools.iter().zip(max).enumerate() {
                        if *left > most {
                            return Err(invalid(
                                &format!("{field}.pools[{at}]"),
                                format!(
                                    "{} holds at most {most} points in that pool; {left} given.",
                                    ready.name
                                ),
                            ));
                        }
                    }
                }
            }
            (None, Some(squad)) => {
                check_squad(squad, &field)?;
                if participant.pools.is_some() {
                    return Err(invalid(
                        &format!("{field}.pools"),
                        "A squad of Extras has members, not pools.",
                    ));
                }
            }
            _ => {
                return Err(invalid(
                    &field,
                    "Each participant is either a character (characterId) or a squad of Extras \
                     (squad), not both nor neither.",
                ))
            }
        }
    }
    Ok(())
}

/// Each pool's maximum on the character's sheet (rank × 5, raised by advantages).
fn pool_max(fated: &Fated, choices: &TableRuleChoices) -> [u8; 4] {
    let sheet = sheet_under(fated, choices);
    let mut max = [0u8; 4];
    for (slot, line) in max.iter_mut().zip(&sheet.traits) {
        *slot = u8::try_from(line.pool.value.max(0)).unwrap_or(u8::MAX);
    }
    max
}

/// Builds the launch snapshot: each character as its ledger stands now, each squad as typed;
/// NPCs listed more than once are numbered.
pub fn snapshot(
    store: &CampaignStore,
    plan: &BastardsOppositionPlan,
    choices: &TableRuleChoices,
) -> Result<Setup, AppError> {
    validate_plan(store, plan)?;
    for (side, missing) in [
        (
            PARTY,
            "Add at least one combatant to the party's side (side 0).",
        ),
        (FOES, "Add at least one foe (side 1)."),
    ] {
        if !plan.participants.iter().any(|p| p.side == side) {
            return Err(invalid("plan.participants", missing));
        }
    }
    let mut copies: BTreeMap<i64, usize> = BTreeMap::new();
    for id in plan.participants.iter().filter_map(|p| p.character_id) {
        *copies.entry(id).or_default() += 1;
    }
    let mut numbered: BTreeMap<i64, usize> = BTreeMap::new();
    let mut combatants = Vec::with_capacity(plan.participants.len());
    for (index, participant) in plan.participants.iter().enumerate() {
        let field = format!("plan.participants[{index}]");
        let id = index as u16;
        let wildcards = participant.wildcards.unwrap_or(0);
        let combatant = match (&participant.character_id, &participant.squad) {
            (Some(character_id), _) => {
                let ready = ready(store, *character_id, &field)?;
                let name = if copies[character_id] > 1 {
                    let n = numbered.entry(*character_id).or_default();
                    *n += 1;
                    format!("{} {n}", ready.name)
                } else {
                    ready.name
                };
                CombatantSetup {
                    id,
                    name,
                    side: participant.side,
                    traits: ready.fated.traits,
                    skills: ready.fated.skills.clone(),
                    pool_max: Some(pool_max(&ready.fated, choices)),
                    pools: participant.pools,
                    wildcards,
                    squad: None,
                }
            }
            (None, Some(squad)) => CombatantSetup {
                id,
                name: squad.name.trim().to_owned(),
                side: participant.side,
                // A squad's traits and pools are unused: its members and Power Rating play.
                traits: TraitRanks {
                    body: 1,
                    spirit: 1,
                    mind: 1,
                    luck: 1,
                },
                skills: Vec::new(),
                pool_max: None,
                pools: None,
                wildcards,
                squad: Some(Squad {
                    members: squad.members,
                    power: squad.power,
                    weapon_bonus: squad.weapon_bonus.unwrap_or(0),
                }),
            },
            (None, None) => unreachable!("validate_plan refuses a participant with neither"),
        };
        combatants.push(combatant);
    }
    let setup = Setup {
        combatants,
        rules: choices.clone(),
    };
    tablekeep_rules::encounter::start::<Opposition>(&setup, 0).map_err(AppError::rule)?;
    Ok(setup)
}

/// A launched Opposition replayed to the cursor.
pub type Replayed = Encounter<Opposition>;

/// What the automatic players do next when the GM lets them: each attacks the weakest enemy.
pub const SUGGESTED_TACTICS: [Tactic; 2] = [Tactic::FocusWeakest, Tactic::FocusWeakest];

fn actor(state: &OppositionState) -> Option<u16> {
    match &state.phase {
        Phase::Turn(turn) => Some(match &turn.step {
            TurnStep::DesperationDraw { combatant } => *combatant,
            _ => turn.actor,
        }),
        Phase::Initiative | Phase::Ended(_) => None,
    }
}

fn character_of(plan: &BastardsOppositionPlan, index: usize) -> Option<i64> {
    plan.participants.get(index).and_then(|p| p.character_id)
}

/// The GM-screen view of the replayed Opposition: every card, as the GM sees them.
pub fn opposition_view(replayed: &Replayed) -> BastardsOppositionView {
    let state = &replayed.state;
    let from = replayed.events.len().saturating_sub(RECENT_LOG_LINES);
    let mut recent_log = replayed.log_from(from);
    let drop = recent_log.len().saturating_sub(RECENT_LOG_LINES);
    recent_log.drain(..drop);
    let acting = actor(state);
    let combatants = state
        .combatants
        .iter()
        .map(|c: &Combatant| BastardsCombatantView {
            id: c.id,
            condition: c.condition(),
            acting: acting == Some(c.id),
        })
        .collect();
    BastardsOppositionView {
        seen: Opposition::view(state, Viewer::Gm),
        combatants,
        recent_log,
        suggestion: next_command(state, SUGGESTED_TACTICS),
        outcome: Opposition::outcome(state),
        legal: Opposition::legal(state),
    }
}

/// What the end records: every combatant as the Opposition left it.
pub fn result_of(
    plan: &BastardsOppositionPlan,
    state: &OppositionState,
    outcome: &Outcome,
    declared: bool,
    recorded: &[u16],
) -> BastardsOppositionResult {
    let combatants = state
        .combatants
        .iter()
        .enumerate()
        .map(|(index, c)| BastardsAfter {
            character_id: character_of(plan, index),
            name: c.name.clone(),
            side: c.side,
            pools: c.pools,
            condition: c.condition(),
            xp_recorded: recorded.contains(&c.id),
        })
        .collect();
    BastardsOppositionResult {
        standing_side: outcome.standing_side,
        declared,
        rounds: state.round,
        combatants,
    }
}
