//! ClockWork combats on the shared encounter flow: the GM's plan (campaign characters on a
//! square map, each with its side, square and weapons), the launch snapshot built from the
//! characters' advanced sheets, the GM-screen view, and what the end records.
//!
//! The rules are the engine's (`tablekeep_rules::systems::clockwork::combat`); this module reads
//! the campaign and checks what the GM typed, naming the field at fault.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::encounter::{Battle, Encounter, Legal, LegalNow, LogLine};
use tablekeep_rules::grid::{Bounds, Square};
use tablekeep_rules::systems::clockwork::advancement::LUCK_PER_SESSION;
use tablekeep_rules::systems::clockwork::combat::auto::{next_command, Tactic};
use tablekeep_rules::systems::clockwork::combat::health::vitals_penalty;
use tablekeep_rules::systems::clockwork::combat::{
    ClockworkCombat, CombatPreview, CombatSetup, CombatState, CombatWeapon, CombatantId, Command,
    Fate, Fighter, Outcome,
};
use tablekeep_rules::systems::clockwork::content::gear::weapon_named;
use tablekeep_rules::systems::clockwork::sheet::sheet_under;
use tablekeep_rules::systems::clockwork::table_rules::combat_rules;
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::CharacterKind;
use tablekeep_store::{CampaignStore, Character};

use super::advancement::{campaign_rules, clockwork_character, load_progress};
use super::character::{armor_refusal, built, ClockworkData};
use crate::AppError;

/// The most creatures one combat holds (the engine numbers them in a byte).
pub const MAX_COMBATANTS: usize = 255;
/// The largest map side, in spaces.
pub const MAX_MAP_SIDE: u16 = 200;
/// The map when the GM draws none: room for two lines of fighters facing each other a few runs
/// apart. A table's choice, not the book's (the book plays on whatever map the GM lays out).
pub const DEFAULT_MAP: Bounds = Bounds::new(12, 12);
/// The most vitals the GM may give an NPC.
pub const MAX_NPC_VITALS: u8 = 12;
/// Log lines the GM screen receives with each view (the whole log is `encounter_log`).
const RECENT_LOG_LINES: usize = 80;
/// The side a party fights on, and the side of their foes (the simulator's two sides).
pub const PARTY: u8 = 0;
/// The foes' side.
pub const FOES: u8 = 1;

/// One creature in a prepared ClockWork combat: a campaign character (a player character once;
/// an NPC as many times as the GM likes, numbered).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkParticipant {
    /// The character (a ClockWork player character or NPC).
    pub character_id: i64,
    /// 0 for the party's side, 1 for their foes'.
    pub side: u8,
    /// Its starting space; placed in a line on its side's edge of the map when absent.
    #[serde(default)]
    #[specta(optional)]
    pub at: Option<Square>,
    /// The weapons it fights with, by their table names; by default the weapons of its loadout
    /// (at its sides and on its back).
    #[serde(default)]
    #[specta(optional)]
    pub weapons: Option<Vec<String>>,
    /// The weapons among those that one of its foci applies to (one more die), as the GM reads
    /// the focus.
    #[serde(default)]
    #[specta(optional)]
    pub focus_weapons: Option<Vec<String>>,
    /// It carries medical equipment (needed to stabilize the dying).
    #[serde(default)]
    #[specta(optional)]
    pub medical_kit: Option<bool>,
    /// An NPC's vitals when the GM makes it weaker or more important than the 6 of a player
    /// character («Grit & Vitals»).
    #[serde(default)]
    #[specta(optional)]
    pub vitals: Option<u8>,
}

/// The map: columns and rows of spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkMap {
    /// Columns.
    pub width: u16,
    /// Rows.
    pub height: u16,
}

/// A ClockWork combat as the GM prepares it.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema,
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkPlan {
    /// Who takes part, in the order the GM screen lists them.
    pub participants: Vec<ClockworkParticipant>,
    /// The map (12 × 12 spaces when absent).
    #[serde(default)]
    #[specta(optional)]
    pub map: Option<ClockworkMap>,
}

impl ClockworkPlan {
    /// The map's bounds.
    pub fn bounds(&self) -> Bounds {
        self.map
            .map_or(DEFAULT_MAP, |m| Bounds::new(m.width, m.height))
    }
}

/// One combatant as the fight left it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkAfter {
    /// The character it was, when it still exists.
    pub character_id: Option<i64>,
    /// Its name in the fight.
    pub name: String,
    /// Its side.
    pub side: u8,
    /// Vitals left, of how many.
    pub vitals: u8,
    /// Its vitals at the start.
    pub vitals_max: u8,
    /// Wounds taken.
    pub wounds: u8,
    /// Fighting, dying, stabilized or dead.
    pub fate: Fate,
}

/// What ending a ClockWork combat recorded. The luck each player character spent is written to
/// its advancement ledger (`luck`). ClockWork characters keep no running vitals or wounds
/// between fights in this version, so those are not written to the characters: the result lists
/// each combatant's state for the GM to carry on at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkResult {
    /// The side that carried it, if any.
    pub winner: Option<u8>,
    /// Whether the GM ended it before one side was left fighting.
    pub declared: bool,
    /// Rounds begun.
    pub rounds: u16,
    /// Every combatant, in the plan's order.
    pub combatants: Vec<ClockworkAfter>,
    /// The luck each character spent, as its advancement ledger recorded it.
    #[serde(default)]
    pub luck: Vec<super::combat_luck::ClockworkLuckRecord>,
}

/// A combatant's numbers for the GM screen, worked out from the state.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkCombatantView {
    /// Combatant id (its place in the list).
    pub id: CombatantId,
    /// The hits its current box holds: Grit less wounds («Wounds»).
    pub box_capacity: u8,
    /// Dice its rolls lose for vitals lost («Grit & Vitals»).
    pub vitals_penalty: u8,
    /// Whether it is the one acting now.
    pub acting: bool,
    /// Its place in the initiative order, from 1 (none before initiative).
    pub place: Option<u8>,
}

/// The running combat as the GM screen shows it.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkCombatView {
    /// Everything on the table.
    pub state: CombatState,
    /// Each combatant's numbers, in the same order.
    pub combatants: Vec<ClockworkCombatantView>,
    /// The newest log lines, oldest first.
    pub recent_log: Vec<LogLine>,
    /// What the automatic players would do next (each side closing on the nearest enemy), for
    /// "let the foes act".
    pub suggestion: Option<Command>,
    /// How it ended, once it has.
    pub outcome: Option<Outcome>,
    /// What the engine accepts now and what it refuses, with why: attacks per weapon and enemy
    /// with their pool, defense and chance to hit, stabilizing, steps, passing, the death roll.
    pub legal: LegalNow<Command, CombatPreview>,
}

fn invalid(field: &str, message: impl Into<String>) -> AppError {
    AppError::invalid(field, message)
}

/// A ClockWork character ready to fight: the character as its ledger leaves it, its sheet under
/// `choices`, and its stored data.
struct Ready {
    character: Character,
    data: ClockworkData,
    advanced: tablekeep_rules::systems::clockwork::creation::Character,
    /// Luck left this game session, by its ledger.
    luck_left: u8,
}

fn ready(
    store: &CampaignStore,
    character_id: i64,
    choices: &TableRuleChoices,
    field: &str,
) -> Result<Ready, AppError> {
    let field = format!("{field}.characterId");
    let field = field.as_str();
    let with_field = |e: AppError| AppError {
        field: Some(field.to_owned()),
        ..e
    };
    let character = clockwork_character(store, character_id).map_err(with_field)?;
    let data = ClockworkData::parse(&character.fields.data)?;
    let Some(made) = built(&data, choices) else {
        return Err(invalid(
            field,
            format!(
                "{} is not built yet; build them before they fight.",
                character.fields.name
            ),
        ));
    };
    let rules = campaign_rules(store)?;
    let (advanced, luck_left) = match load_progress(store, &character, choices, &rules)? {
        Some((_, folded)) => (folded.progress.character, folded.progress.luck_left),
        None => (made.character, LUCK_PER_SESSION),
    };
    Ok(Ready {
        character,
        data,
        advanced,
        luck_left,
    })
}

/// The weapon names a participant fights with: the ones the GM named, else its loadout's.
fn weapon_names(participant: &ClockworkParticipant, data: &ClockworkData) -> Vec<String> {
    match &participant.weapons {
        Some(named) => named.clone(),
        None => data
            .loadout
            .sides
            .iter()
            .chain(data.loadout.back.iter())
            .filter(|name| weapon_named(name).is_some())
            .cloned()
            .collect(),
    }
}

/// Checks a plan against the campaign: every character exists, is a built ClockWork character
/// (a player character listed once), sides are 0 or 1, weapons are in the tables, and starting
/// spaces are on the map and not shared.
pub fn validate_plan(store: &CampaignStore, plan: &ClockworkPlan) -> Result<(), AppError> {
    if plan.participants.len() > MAX_COMBATANTS {
        return Err(invalid(
            "plan.participants",
            format!("A combat holds at most {MAX_COMBATANTS} creatures."),
        ));
    }
    if let Some(map) = plan.map {
        for (side, value) in [("width", map.width), ("height", map.height)] {
            if !(2..=MAX_MAP_SIDE).contains(&value) {
                return Err(invalid(
                    &format!("plan.map.{side}"),
                    format!("A map's {side} runs from 2 to {MAX_MAP_SIDE} spaces; {value} given."),
                ));
            }
        }
    }
    let bounds = plan.bounds();
    let choices = crate::campaign_rules::rule_choices(store)?;
    let mut players = Vec::new();
    let mut taken: BTreeMap<Square, usize> = BTreeMap::new();
    for (index, participant) in plan.participants.iter().enumerate() {
        let field = format!("plan.participants[{index}]");
        let ready = ready(store, participant.character_id, &choices, &field)?;
        let name = &ready.character.fields.name;
        if participant.side > FOES {
            return Err(invalid(
                &format!("{field}.side"),
                format!(
                    "Side {} is not in this combat: 0 is the party's side, 1 their foes'.",
                    participant.side
                ),
            ));
        }
        if ready.character.fields.kind == CharacterKind::Pc {
            if players.contains(&participant.character_id) {
                return Err(invalid(
                    &field,
                    format!("{name} is listed twice; a player character fights once."),
                ));
            }
            players.push(participant.character_id);
            if participant.vitals.is_some() {
                return Err(invalid(
                    &format!("{field}.vitals"),
                    format!(
                        "{name} is a player character: their vitals are their sheet's; only an \
                         NPC's can be set («Grit & Vitals»)."
                    ),
                ));
            }
        }
        if let Some(vitals) = participant.vitals {
            if !(1..=MAX_NPC_VITALS).contains(&vitals) {
                return Err(invalid(
                    &format!("{field}.vitals"),
                    format!("An NPC's vitals run from 1 to {MAX_NPC_VITALS}; {vitals} given."),
                ));
            }
        }
        let weapons = weapon_names(participant, &ready.data);
        if participant.weapons.is_some() {
            for (w, weapon) in weapons.iter().enumerate() {
                // A weapon of the tables, or a grenade by its type («Grenades & Mines»).
                if let Err(refused) = CombatWeapon::named(weapon, false) {
                    return Err(AppError {
                        rule: Some(refused.rule),
                        ..invalid(&format!("{field}.weapons[{w}]"), refused.message)
                    });
                }
            }
        }
        for (f, focused) in participant.focus_weapons.iter().flatten().enumerate() {
            if !weapons.contains(focused) {
                return Err(invalid(
                    &format!("{field}.focusWeapons[{f}]"),
                    format!("{name} does not fight with a {focused} in this combat."),
                ));
            }
            if ready.advanced.foci().next().is_none() {
                return Err(invalid(
                    &format!("{field}.focusWeapons[{f}]"),
                    format!("{name} has no focus to apply to the {focused}."),
                ));
            }
        }
        if let Some(at) = participant.at {
            if !bounds.contains(at) {
                return Err(invalid(
                    &format!("{field}.at"),
                    format!(
                        "Space ({}, {}) is off the {} × {} map.",
                        at.x, at.y, bounds.width, bounds.height
                    ),
                ));
            }
            if let Some(other) = taken.insert(at, index) {
                return Err(invalid(
                    &format!("{field}.at"),
                    format!(
                        "Space ({}, {}) is taken by participant {}; one creature to a space.",
                        at.x,
                        at.y,
                        other + 1
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Starting spaces for everyone: the GM's where given, else the first free spaces of a line
/// down the side's edge (the party's on the left, the foes' on the right), then inwards.
fn placements(plan: &ClockworkPlan) -> Result<Vec<Square>, AppError> {
    let bounds = plan.bounds();
    let mut taken: Vec<Square> = plan.participants.iter().filter_map(|p| p.at).collect();
    let (width, height) = (bounds.width as i16, bounds.height as i16);
    let mut spaces = Vec::with_capacity(plan.participants.len());
    for (index, participant) in plan.participants.iter().enumerate() {
        if let Some(at) = participant.at {
            spaces.push(at);
            continue;
        }
        let columns: Vec<i16> = if participant.side == PARTY {
            (0..width).collect()
        } else {
            (0..width).rev().collect()
        };
        let free = columns
            .into_iter()
            .flat_map(|x| (0..height).map(move |y| Square::new(x, y)))
            .find(|square| !taken.contains(square))
            .ok_or_else(|| {
                invalid(
                    &format!("plan.participants[{index}].at"),
                    "The map has no free space left; make it larger.",
                )
            })?;
        taken.push(free);
        spaces.push(free);
    }
    Ok(spaces)
}

/// Builds the launch snapshot: each character as its advanced sheet stands now, with the
/// weapons it fights with; NPCs listed more than once are numbered.
pub fn snapshot(
    store: &CampaignStore,
    plan: &ClockworkPlan,
    choices: &TableRuleChoices,
) -> Result<CombatSetup, AppError> {
    validate_plan(store, plan)?;
    for (side, missing) in [
        (
            PARTY,
            "Add at least one creature to the party's side (side 0).",
        ),
        (FOES, "Add at least one foe (side 1)."),
    ] {
        if !plan.participants.iter().any(|p| p.side == side) {
            return Err(invalid("plan.participants", missing));
        }
    }
    let spaces = placements(plan)?;
    let mut copies: BTreeMap<i64, usize> = BTreeMap::new();
    for participant in &plan.participants {
        *copies.entry(participant.character_id).or_default() += 1;
    }
    let mut numbered: BTreeMap<i64, usize> = BTreeMap::new();
    let mut fighters = Vec::with_capacity(plan.participants.len());
    for (index, participant) in plan.participants.iter().enumerate() {
        let field = format!("plan.participants[{index}]");
        let ready = ready(store, participant.character_id, choices, &field)?;
        let sheet = sheet_under(&ready.advanced, &ready.data.worn, choices)
            .map_err(|e| armor_refusal(&format!("{field}.worn"), e))?;
        let focused = participant.focus_weapons.clone().unwrap_or_default();
        let weapons = weapon_names(participant, &ready.data)
            .iter()
            .map(|name| CombatWeapon::named(name, focused.contains(name)))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|v| AppError {
                field: Some(format!("{field}.weapons")),
                ..AppError::rule(v)
            })?;
        let name = &ready.character.fields.name;
        let name = if copies[&participant.character_id] > 1 {
            let n = numbered.entry(participant.character_id).or_default();
            *n += 1;
            format!("{name} {n}")
        } else {
            name.clone()
        };
        let mut fighter = Fighter::from_sheet(
            &name,
            participant.side,
            spaces[index],
            &ready.advanced,
            &sheet,
            weapons,
        );
        fighter.medical_kit = participant.medical_kit.unwrap_or(false);
        // «Using Luck» is a player's: a player character brings the luck it has left this
        // session; an NPC (perhaps fielded several times) none.
        if ready.character.fields.kind == CharacterKind::Pc {
            fighter = fighter.with_luck(ready.luck_left);
        }
        if let Some(vitals) = participant.vitals {
            fighter.vitals = vitals;
        }
        fighters.push(fighter);
    }
    let setup = CombatSetup {
        fighters,
        bounds: plan.bounds(),
        rules: combat_rules(choices),
    };
    tablekeep_rules::systems::clockwork::combat::setup::begin(&setup).map_err(AppError::rule)?;
    Ok(setup)
}

/// A launched combat replayed to the cursor.
pub type Replayed = Encounter<ClockworkCombat>;

/// What the automatic players do next when the GM lets them: each side closes on the nearest
/// enemy (the simulator's first tactic).
pub const SUGGESTED_TACTICS: [Tactic; 2] = [Tactic::FocusNearest, Tactic::FocusNearest];

/// The GM-screen view of the replayed combat.
pub fn combat_view(replayed: &Replayed) -> ClockworkCombatView {
    let state = &replayed.state;
    // Only the newest commands are described: enough to fill the screen's log, not the whole
    // history on every view.
    let from = replayed.events.len().saturating_sub(RECENT_LOG_LINES);
    let mut recent_log = replayed.log_from(from);
    let drop = recent_log.len().saturating_sub(RECENT_LOG_LINES);
    recent_log.drain(..drop);
    let actor = state.actor();
    let combatants = state
        .combatants
        .iter()
        .enumerate()
        .map(|(index, c)| {
            let id = index as CombatantId;
            ClockworkCombatantView {
                id,
                box_capacity: c.box_capacity(),
                vitals_penalty: vitals_penalty(c.vitals),
                acting: actor == Some(id),
                place: state
                    .order
                    .iter()
                    .position(|o| *o == id)
                    .map(|p| (p + 1) as u8),
            }
        })
        .collect();
    ClockworkCombatView {
        state: state.clone(),
        combatants,
        recent_log,
        suggestion: next_command(state, SUGGESTED_TACTICS),
        outcome: ClockworkCombat::outcome(state),
        legal: ClockworkCombat::legal(state),
    }
}

/// What the end records: every combatant as the fight left it, with the character it was.
pub fn result_of(
    store: &CampaignStore,
    plan: &ClockworkPlan,
    state: &CombatState,
    outcome: Outcome,
    declared: bool,
) -> ClockworkResult {
    let combatants = state
        .combatants
        .iter()
        .enumerate()
        .map(|(index, c)| {
            let character_id = plan
                .participants
                .get(index)
                .map(|p| p.character_id)
                .filter(|id| store.character(*id).is_ok());
            ClockworkAfter {
                character_id,
                name: c.fighter.name.clone(),
                side: c.fighter.side,
                vitals: c.vitals,
                vitals_max: c.fighter.vitals,
                wounds: c.wounds,
                fate: c.fate,
            }
        })
        .collect();
    ClockworkResult {
        winner: outcome.winner,
        declared,
        rounds: outcome.rounds,
        combatants,
        luck: Vec::new(),
    }
}
