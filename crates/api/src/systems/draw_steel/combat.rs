//! Draw Steel encounters: the GM's preparation, the launch snapshot built from hero sheets and
//! stat blocks, replaying the stored commands, the GM-screen view with roll previews, the log,
//! and the write-back to heroes at the end.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::encounter::{Encounter, Legal, LegalNow};
use tablekeep_rules::systems::draw_steel::combat::log::{line, LogLine};
use tablekeep_rules::systems::draw_steel::combat::{
    auto, begin, preview, CombatPreview, CombatRules, CombatSetup, CombatState, Combatant,
    CombatantId, Command, DrawSteelCombat, Fate, Outcome, RollPreview, Side, SquadSetup,
    TargetChoice,
};
use tablekeep_rules::systems::draw_steel::content::{Content, StatBlock};
use tablekeep_rules::systems::draw_steel::geometry::{Grid, Pos};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::SystemId;
use tablekeep_store::CampaignStore;

use super::heroes::{load_hero, LoadedHero};
use crate::{AppError, ErrorKind};
use tablekeep_rules::systems::draw_steel::progression::ProgressEntry;

/// The most creatures one combat holds.
pub const MAX_COMBATANTS: usize = 200;
/// Log lines the GM screen receives with each view (the whole log is `encounter_log`).
const RECENT_LOG_LINES: usize = 80;

/// Where a combatant comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum DrawSteelSource {
    /// A hero of the campaign (a Draw Steel character).
    Hero {
        /// The character.
        #[serde(rename = "characterId")]
        character_id: i64,
    },
    /// A monster from the content library.
    Monster {
        /// The stat block's content id.
        #[serde(rename = "contentId")]
        content_id: i64,
    },
}

/// One creature in a prepared encounter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawSteelParticipant {
    /// Hero or monster.
    pub source: DrawSteelSource,
    /// Its side (heroes default to the heroes' side, monsters to the foes').
    pub side: Side,
    /// Its starting square (the corner of its space nearest the origin), on a map.
    #[serde(default)]
    #[specta(optional)]
    pub position: Option<Pos>,
    /// Not ready when the combat starts.
    #[serde(default)]
    pub surprised: bool,
    /// The squad it fights in, by the GM's name for it: monsters of one name form one squad,
    /// sharing Stamina and a turn under table rule `draw_steel.minion_squads` (ignored while
    /// the rule is off). Left out for a creature that fights alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[specta(optional)]
    pub squad: Option<String>,
}

/// A Draw Steel encounter as the GM prepares it.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema,
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DrawSteelPlan {
    /// Who takes part, in the order the GM screen lists them.
    pub participants: Vec<DrawSteelParticipant>,
    /// The map, if one is used.
    #[serde(default)]
    #[specta(optional)]
    pub grid: Option<Grid>,
    /// Hero tokens at the start (default: one per hero).
    #[serde(default)]
    #[specta(optional)]
    pub hero_tokens: Option<u16>,
    /// The Director's Malice at the start.
    #[serde(default)]
    pub malice: u16,
}

/// What ending a Draw Steel encounter wrote back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawSteelResult {
    /// How it ended.
    pub outcome: Outcome,
    /// Rounds fought.
    pub rounds: u16,
    /// Victories awarded to each hero who took part.
    pub victories: u16,
    /// Each hero's Stamina and Recoveries as written back.
    pub heroes: Vec<HeroAfter>,
    /// Creatures that fell, by name.
    pub fallen: Vec<String>,
    /// Heroes deleted from the campaign during the fight, by name: nothing was written back
    /// for them. Left out when there are none (as in results written before it existed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[specta(optional)]
    pub deleted: Option<Vec<String>>,
}

/// A hero after the combat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HeroAfter {
    /// The character.
    pub character_id: i64,
    /// Name.
    pub name: String,
    /// Stamina at the end.
    pub stamina: i32,
    /// Recoveries left.
    pub recoveries: u8,
    /// Whether the hero was dying or dead at the end.
    pub fate: Fate,
}

/// A combatant's numbers for the GM screen.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawSteelCombatantView {
    /// Combatant id.
    pub id: CombatantId,
    /// Speed after conditions.
    pub speed: u8,
    /// Winded (everyone can tell).
    pub winded: bool,
    /// Whether its turn can start now.
    pub may_start_turn: bool,
}

/// The running combat as the GM screen shows it.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawSteelCombatView {
    /// Everything on the table.
    pub state: CombatState,
    /// Each combatant's numbers, in the same order.
    pub combatants: Vec<DrawSteelCombatantView>,
    /// The newest log lines, oldest first.
    pub recent_log: Vec<LogLine>,
    /// What automatic play would do next (for "let the foes act").
    pub suggestion: Option<Command>,
    /// The outcome when one side has nobody standing.
    pub decided: Option<Outcome>,
    /// What the engine accepts now and what it refuses, with why: the GM screen offers the one
    /// and greys out the other with its reason (a target with its distance and tier odds, a
    /// pending forced movement net of stability).
    pub legal: LegalNow<Command, CombatPreview>,
}

fn invalid(field: &str, message: impl Into<String>) -> AppError {
    AppError::invalid(field, message)
}

pub(super) fn monster(
    store: &CampaignStore,
    content_id: i64,
    field: &str,
) -> Result<StatBlock, AppError> {
    let row = store
        .content(SystemId::DrawSteel, content_id)
        .map_err(|_| {
            invalid(
                field,
                format!("There is no Draw Steel content number {content_id}."),
            )
        })?;
    match serde_json::from_str::<Content>(&row.data) {
        Ok(Content::Monster(block)) => Ok(block),
        Ok(other) => Err(invalid(
            field,
            format!("{} is a {}, not a monster.", other.name(), other.kind()),
        )),
        Err(e) => Err(AppError::new(
            ErrorKind::Storage,
            format!("Content {content_id} is damaged: {e}."),
        )),
    }
}

/// Checks a plan against the campaign: heroes exist and are built Draw Steel heroes listed once,
/// monsters are stat blocks, the map is sane and starting spaces fit and do not overlap.
pub fn validate_plan(store: &CampaignStore, plan: &DrawSteelPlan) -> Result<(), AppError> {
    if plan.participants.len() > MAX_COMBATANTS {
        return Err(invalid(
            "plan.participants",
            format!("A combat holds at most {MAX_COMBATANTS} creatures."),
        ));
    }
    if let Some(grid) = &plan.grid {
        grid.validate()
            .map_err(|v| invalid("plan.grid", v.message))?;
    }
    let mut heroes = Vec::new();
    for (index, participant) in plan.participants.iter().enumerate() {
        let field = format!("plan.participants[{index}]");
        match participant.source {
            DrawSteelSource::Hero { character_id } => {
                let hero = load_hero(store, character_id).map_err(|e| AppError {
                    field: Some(field.clone()),
                    ..e
                })?;
                if heroes.contains(&character_id) {
                    return Err(invalid(
                        &field,
                        format!(
                            "{} is listed twice; a hero fights once.",
                            hero.character.fields.name
                        ),
                    ));
                }
                heroes.push(character_id);
            }
            DrawSteelSource::Monster { content_id } => {
                monster(store, content_id, &field)?;
            }
        }
        if participant.squad.is_some() {
            if let DrawSteelSource::Hero { .. } = participant.source {
                return Err(invalid(
                    &format!("{field}.squad"),
                    "A hero fights alone; only monsters form squads.",
                ));
            }
        }
        if participant.position.is_some() && plan.grid.is_none() {
            return Err(invalid(
                &format!("{field}.position"),
                "A starting square needs a map; add one or clear the position.",
            ));
        }
    }
    plan_squads(store, plan)?;
    Ok(())
}

/// The plan's squads, in the order their first members are listed: each with its members'
/// places. A squad needs a name, two members or more, one side, and one Stamina for all its
/// members (its pool counts minions by it).
fn plan_squads(store: &CampaignStore, plan: &DrawSteelPlan) -> Result<Vec<SquadSetup>, AppError> {
    let mut squads: Vec<(SquadSetup, Side, u16, String)> = Vec::new();
    for (index, participant) in plan.participants.iter().enumerate() {
        let Some(name) = &participant.squad else {
            continue;
        };
        let field = format!("plan.participants[{index}].squad");
        let name = name.trim();
        if name.is_empty() {
            return Err(invalid(
                &field,
                "Name the squad, or leave the creature out of squads.",
            ));
        }
        let DrawSteelSource::Monster { content_id } = participant.source else {
            return Err(invalid(
                &field,
                "A hero fights alone; only monsters form squads.",
            ));
        };
        let block = monster(store, content_id, &format!("plan.participants[{index}]"))?;
        let place = CombatantId::try_from(index).map_err(|_| {
            invalid(
                &field,
                format!("A combat holds at most {MAX_COMBATANTS} creatures."),
            )
        })?;
        match squads.iter_mut().find(|(s, ..)| s.name == name) {
            None => squads.push((
                SquadSetup {
                    name: name.to_owned(),
                    members: vec![place],
                },
                participant.side,
                block.stamina,
                block.name,
            )),
            Some((squad, side, stamina, first)) => {
                if *side != participant.side {
                    return Err(invalid(
                        &field,
                        format!("{name} fights on one side; this creature is on the other."),
                    ));
                }
                if *stamina != block.stamina {
                    return Err(invalid(
                        &field,
                        format!(
                            "{name}'s members share one Stamina each: {first} has {stamina}, \
                             {} has {}.",
                            block.name, block.stamina
                        ),
                    ));
                }
                squad.members.push(place);
            }
        }
    }
    for (squad, ..) in &squads {
        if let [only] = squad.members.as_slice() {
            return Err(invalid(
                &format!("plan.participants[{only}].squad"),
                format!(
                    "{} has only this creature; a squad needs at least two monsters.",
                    squad.name
                ),
            ));
        }
    }
    Ok(squads.into_iter().map(|(squad, ..)| squad).collect())
}

/// A hero as a combatant: the sheet's numbers with the Stamina and Recoveries the hero has now.
fn hero_combatant(
    loaded: &LoadedHero,
    side: Side,
    position: Option<Pos>,
    surprised: bool,
) -> Combatant {
    let sheet = &loaded.sheet;
    let progress = &loaded.hero.progress;
    Combatant {
        name: loaded.character.fields.name.clone(),
        side,
        hero: true,
        level: sheet.level,
        characteristics: sheet.characteristics,
        size: sheet.size,
        speed: u8::try_from(sheet.speed.value.max(0)).unwrap_or(u8::MAX),
        stability: u8::try_from(sheet.stability.value.max(0)).unwrap_or(u8::MAX),
        stamina_max: sheet.stamina_maximum.value,
        stamina: progress.current_stamina(sheet),
        winded_value: sheet.winded_value.value,
        recovery_value: sheet.recovery_value.value,
        recoveries: u8::try_from(progress.recoveries_left(sheet).max(0)).unwrap_or(u8::MAX),
        free_strike: u16::try_from(sheet.free_strike.value.max(0)).unwrap_or(0),
        weapon_bonus: loaded
            .parts
            .kit
            .as_ref()
            .map_or([0; 3], |kit| kit.damage_bonus),
        immunities: Vec::new(),
        weaknesses: Vec::new(),
        abilities: sheet.abilities.iter().map(|a| a.ability.clone()).collect(),
        resource_name: sheet.heroic_resource.clone(),
        resource: progress.heroic_resource,
        position,
        elevation: 0,
        surges: 0,
        conditions: Vec::new(),
        hidden: false,
        invisible: false,
        surprised,
        fate: if progress.current_stamina(sheet) <= 0 {
            Fate::Dying
        } else {
            Fate::Standing
        },
        turns_started: 0,
        acted: false,
        triggered_round: 0,
        source_id: Some(loaded.character.id),
        squad: None,
    }
}

/// Builds the launch snapshot: heroes as their sheets and progress stand now, monsters from
/// their stat blocks (several of one kind are numbered).
pub fn snapshot(
    store: &CampaignStore,
    plan: &DrawSteelPlan,
    choices: &TableRuleChoices,
) -> Result<CombatSetup, AppError> {
    validate_plan(store, plan)?;
    for side in [Side::Heroes, Side::Foes] {
        if !plan.participants.iter().any(|p| p.side == side) {
            return Err(invalid(
                "plan.participants",
                match side {
                    Side::Heroes => "Add at least one creature to the heroes' side.",
                    Side::Foes => "Add at least one foe.",
                },
            ));
        }
    }
    if plan.grid.is_some() {
        if let Some(index) = plan.participants.iter().position(|p| p.position.is_none()) {
            return Err(invalid(
                &format!("plan.participants[{index}].position"),
                "On a map every creature needs a starting square.",
            ));
        }
    }
    let mut copies: BTreeMap<i64, usize> = BTreeMap::new();
    for participant in &plan.participants {
        if let DrawSteelSource::Monster { content_id } = participant.source {
            *copies.entry(content_id).or_default() += 1;
        }
    }
    let mut numbered: BTreeMap<i64, usize> = BTreeMap::new();
    let mut combatants = Vec::with_capacity(plan.participants.len());
    let mut hero_count = 0u16;
    for (index, participant) in plan.participants.iter().enumerate() {
        let field = format!("plan.participants[{index}]");
        let combatant = match participant.source {
            DrawSteelSource::Hero { character_id } => {
                hero_count += 1;
                let hero = load_hero(store, character_id)?;
                // The dead stay out of fights: entering them as dying would let a fight's
                // healing undo a death the campaign recorded ("Stamina").
                if hero.hero.progress.dead {
                    return Err(invalid(
                        &field,
                        format!(
                            "{} is dead: leave them out, or record their return first \
                             (draw_steel_return_hero).",
                            hero.character.fields.name
                        ),
                    ));
                }
                hero_combatant(
                    &hero,
                    participant.side,
                    participant.position,
                    participant.surprised,
                )
            }
            DrawSteelSource::Monster { content_id } => {
                let block = monster(store, content_id, &field)?;
                let name = if copies[&content_id] > 1 {
                    let n = numbered.entry(content_id).or_default();
                    *n += 1;
                    format!("{} {}", block.name, n)
                } else {
                    block.name.clone()
                };
                Combatant::monster(
                    &block,
                    name,
                    participant.side,
                    participant.position,
                    participant.surprised,
                    Some(content_id),
                )
            }
        };
        combatants.push(combatant);
    }
    let setup = CombatSetup {
        combatants,
        grid: plan.grid.clone(),
        hero_tokens: plan.hero_tokens.unwrap_or_else(|| {
            tablekeep_rules::systems::draw_steel::table_rules::unstated::starting_hero_tokens(
                choices, hero_count,
            )
        }),
        malice: plan.malice,
        rules: CombatRules::from_choices(choices),
        // Carried whatever the table rule says: the engine plays them only under its
        // `squads` option, so a variant switching the rule compares the two readings.
        squads: plan_squads(store, plan)?,
    };
    begin(setup.clone()).map_err(AppError::rule)?;
    Ok(setup)
}

/// A launched combat replayed to the cursor.
pub type Replayed = Encounter<DrawSteelCombat>;

/// The GM-screen view of the replayed combat.
pub fn combat_view(replayed: &Replayed) -> DrawSteelCombatView {
    let state = &replayed.state;
    // Only the newest commands' lines are written out: enough commands from the end to fill
    // the screen's log, not the whole history on every view.
    let names = &replayed.initial.combatants;
    let mut recent_log: Vec<LogLine> = replayed
        .events
        .iter()
        .enumerate()
        .rev()
        .flat_map(|(index, events)| {
            events
                .iter()
                .rev()
                .filter_map(move |event| line(names, index as u32, event))
        })
        .take(RECENT_LOG_LINES)
        .collect();
    recent_log.reverse();
    let legal = DrawSteelCombat::legal(state);
    let combatants = state
        .combatants
        .iter()
        .enumerate()
        .map(|(index, c)| {
            let id = index as CombatantId;
            // The engine's own answer, so the screen never offers a turn the rules refuse.
            let may_start_turn = legal
                .offered
                .iter()
                .any(|o| o.command == Command::StartTurn { actor: id });
            DrawSteelCombatantView {
                id,
                speed: tablekeep_rules::systems::draw_steel::combat::effective_speed(c),
                winded: c.winded(),
                may_start_turn,
            }
        })
        .collect();
    let decided = decided(state);
    DrawSteelCombatView {
        state: state.clone(),
        combatants,
        recent_log,
        suggestion: auto::next_command(state),
        decided,
        legal,
    }
}

/// The outcome when one side has nobody standing.
pub fn decided(state: &CombatState) -> Option<Outcome> {
    let standing = |side: Side| {
        state
            .combatants
            .iter()
            .any(|c| c.side == side && c.fate == Fate::Standing)
    };
    match (standing(Side::Heroes), standing(Side::Foes)) {
        (true, false) => Some(Outcome::HeroesWon),
        (false, true) => Some(Outcome::HeroesLost),
        _ => None,
    }
}

/// The exact odds of each tier against each target, before rolling.
pub fn roll_preview(
    state: &CombatState,
    user: CombatantId,
    ability: Option<u8>,
    targets: &[TargetChoice],
) -> Result<Vec<RollPreview>, AppError> {
    preview(state, user, ability, targets).map_err(AppError::rule)
}

/// A ledger entry to append: the hero, the seq of the newest entry read, the entry.
pub type LedgerAppend = (i64, i64, ProgressEntry);

/// The write-back of an ended combat: for each hero, a ledger entry with the Stamina,
/// Recoveries and heroic resource the fight left them and the Victories awarded, with the seq
/// of the newest entry read.
pub fn result_of(
    store: &CampaignStore,
    state: &CombatState,
    encounter: &str,
    outcome: Outcome,
    victories: u16,
) -> Result<(DrawSteelResult, Vec<LedgerAppend>), AppError> {
    let mut heroes = Vec::new();
    let mut records = Vec::new();
    let mut deleted = Vec::new();
    for combatant in state.combatants.iter().filter(|c| c.hero) {
        let Some(character_id) = combatant.source_id else {
            continue;
        };
        let loaded = match load_hero(store, character_id) {
            Ok(loaded) => loaded,
            // The GM deleted the hero mid-fight: the fight still ends, and says so.
            Err(_) if store.character(character_id).is_err() => {
                deleted.push(combatant.name.clone());
                continue;
            }
            Err(err) => return Err(err),
        };
        let entry = ProgressEntry::CombatEnded {
            encounter: encounter.to_owned(),
            stamina: combatant.stamina,
            recoveries: combatant.recoveries,
            heroic_resource: combatant.resource,
            victories,
            died: combatant.fate == Fate::Dead,
        };
        heroes.push(HeroAfter {
            character_id,
            name: combatant.name.clone(),
            stamina: combatant.stamina,
            recoveries: combatant.recoveries,
            fate: combatant.fate,
        });
        records.push((character_id, loaded.last_seq, entry));
    }
    let fallen = state
        .combatants
        .iter()
        .filter(|c| matches!(c.fate, Fate::Dead | Fate::Unconscious | Fate::Dying))
        .map(|c| c.name.clone())
        .collect();
    Ok((
        DrawSteelResult {
            outcome,
            rounds: state.round,
            victories,
            heroes,
            fallen,
            deleted: (!deleted.is_empty()).then_some(deleted),
        },
        records,
    ))
}

/// The system id of these encounters.
pub const SYSTEM: SystemId = SystemId::DrawSteel;
