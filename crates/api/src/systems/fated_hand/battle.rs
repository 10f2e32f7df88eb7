//! Fated Hand encounters: the GM's preparation, the launch snapshot built from character sheets,
//! replaying the stored commands, the GM-screen view, the log, and the write-back at the end.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Explained;
use tablekeep_rules::deck::Zone;
use tablekeep_rules::encounter::LogLine;
use tablekeep_rules::encounter::{Battle, Encounter, Legal, LegalNow};
use tablekeep_rules::systems::fated_hand::battle::stats::{explain_in, movement_in};
use tablekeep_rules::systems::fated_hand::battle::{
    suggested_plan, AttackPreview, BattleRules, BattleState, CombatantId, Command, Event,
    FatedHandBattle, Grid, Outcome, Phase, Setup, Side, Tile,
};
use tablekeep_rules::systems::fated_hand::build::Build;
use tablekeep_rules::systems::fated_hand::encounter_prep::{
    combatant_setup, offer_knowledge, KnowledgeOffer, Recruit,
};
use tablekeep_rules::systems::fated_hand::model::Stat;
use tablekeep_rules::systems::fated_hand::sheet::sheet;
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::CampaignStore;

use super::state::{load_build, FatedHandData};
use crate::{AppError, ErrorKind};

/// The most combatants one battle can hold (engagements are a 64-bit set).
pub const MAX_COMBATANTS: usize = 64;
/// The largest grid side, in tiles.
pub const MAX_GRID_SIDE: i16 = 100;
/// Log lines the GM screen receives with each view (the whole log is `encounter_log`).
const RECENT_LOG_LINES: usize = 80;

/// A Fated Hand encounter as the GM prepares it.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema,
)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FatedHandPlan {
    /// Who takes part, in the order they are listed on the GM screen.
    pub participants: Vec<FatedHandParticipant>,
    /// The battle grid, if one is used.
    #[serde(default)]
    #[specta(optional)]
    pub grid: Option<Grid>,
}

/// One campaign character in a prepared encounter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FatedHandParticipant {
    /// The character (player character or NPC; an NPC may be listed more than once).
    pub character_id: i64,
    /// Its side.
    pub side: Side,
    /// Its starting tile, when the encounter uses a grid.
    #[serde(default)]
    #[specta(optional)]
    pub position: Option<Tile>,
    /// Whether the engine deals its cards. By default NPCs' are dealt by the engine and player
    /// characters play physical cards that the GM enters.
    #[serde(default)]
    #[specta(optional)]
    pub engine_deck: Option<bool>,
}

/// One combatant's numbers this round, for the GM screen.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CombatantView {
    /// Combatant id (its position in the battle's list).
    pub id: CombatantId,
    /// Strike with its arithmetic.
    pub strike: Explained,
    /// Defense with its arithmetic.
    pub defense: Explained,
    /// Speed with its arithmetic.
    pub speed: Explained,
    /// Movement this turn: half of Speed, rounded up.
    pub movement: i16,
    /// It may answer "To action!" at the current count.
    pub may_act: bool,
    /// Cards in its tracked hand.
    pub hand: Vec<tablekeep_rules::cards::Card>,
    /// Its Reagents.
    pub reagents: Vec<tablekeep_rules::cards::Card>,
    /// Cards left in its draw pile.
    pub draw_pile: u32,
    /// Cards in its discard pile.
    pub discard: u32,
    /// The ids of the combatants it is engaged with (their places in `state.combatants`).
    pub engaged_with: Vec<CombatantId>,
    /// The plan "plan the foes automatically" makes for it: the engine's own choice from the
    /// hand shown above, so the cards played are the cards displayed. `None` when it makes no
    /// plan now (already planned, Incapacitated, a summon, or its cards are physical).
    pub suggested_plan: Option<Command>,
}

/// The running battle as the GM screen shows it.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FatedHandBattleView {
    /// Everything on the table.
    pub state: BattleState,
    /// Each combatant's numbers this round, in the same order.
    pub combatants: Vec<CombatantView>,
    /// The newest log lines, oldest first.
    pub recent_log: Vec<LogLine>,
    /// Knowledge Points the battle so far suggests (offered when it ends).
    pub offers: Vec<KnowledgeOffer>,
    /// What the engine accepts now and what it refuses, with why: the GM screen offers the one
    /// and greys out the other with its reason (an Attack with its range and thresholds).
    pub legal: LegalNow<Command, AttackPreview>,
}

/// What ending the encounter wrote back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FatedHandResult {
    /// How the battle ended.
    pub outcome: Outcome,
    /// Rounds fought.
    pub rounds: u16,
    /// Combatants down at the end, by name, with their campaign characters.
    pub incapacitated: Vec<FallenCombatant>,
    /// Knowledge Points the GM accepted (written to the characters' histories).
    pub awarded: Vec<KnowledgeOffer>,
    /// Party characters who took part (to offer advancement).
    pub party: Vec<i64>,
}

/// A combatant who ended the battle Incapacitated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FallenCombatant {
    /// Battle name.
    pub name: String,
    /// Its side.
    pub side: Side,
    /// The campaign character.
    pub character_id: Option<i64>,
}

fn invalid(field: &str, message: impl Into<String>) -> AppError {
    AppError::invalid(field, message)
}

/// Checks a plan against the campaign: characters exist, are built Fated Hand characters, player
/// characters appear once, the grid is sane and positions are open and distinct.
pub fn validate_plan(store: &CampaignStore, plan: &FatedHandPlan) -> Result<(), AppError> {
    if plan.participants.len() > MAX_COMBATANTS {
        return Err(invalid(
            "plan.participants",
            format!("A battle holds at most {MAX_COMBATANTS} combatants."),
        ));
    }
    if let Some(grid) = &plan.grid {
        if !(1..=MAX_GRID_SIDE).contains(&grid.width) || !(1..=MAX_GRID_SIDE).contains(&grid.height)
        {
            return Err(invalid(
                "plan.grid",
                format!("A grid is 1 to {MAX_GRID_SIDE} tiles on each side."),
            ));
        }
    }
    let mut seen_pcs = Vec::new();
    let mut taken: Vec<Tile> = Vec::new();
    for (index, participant) in plan.participants.iter().enumerate() {
        let field = format!("plan.participants[{index}]");
        let character = store.character(participant.character_id)?;
        if character.fields.system != SystemId::FatedHand {
            return Err(invalid(
                &field,
                format!("{} is not a Fated Hand character.", character.fields.name),
            ));
        }
        if load_build(store, &character)?.is_none() {
            return Err(invalid(
                &field,
                format!(
                    "{} has no Fated Hand build yet; build the character first.",
                    character.fields.name
                ),
            ));
        }
        if character.fields.kind == CharacterKind::Pc {
            if seen_pcs.contains(&character.id) {
                return Err(invalid(
                    &field,
                    format!(
                        "{} is listed twice; only NPCs can come in numbers.",
                        character.fields.name
                    ),
                ));
            }
            seen_pcs.push(character.id);
        }
        match (&plan.grid, participant.position) {
            (Some(grid), Some(tile)) => {
                if !grid.is_open(tile) {
                    return Err(invalid(
                        &format!("{field}.position"),
                        format!(
                            "{} cannot start at ({}, {}): it is off the grid or a wall.",
                            character.fields.name, tile.x, tile.y
                        ),
                    ));
                }
                if taken.contains(&tile) {
                    return Err(invalid(
                        &format!("{field}.position"),
                        format!(
                            "Two combatants cannot start on the same tile ({}, {}).",
                            tile.x, tile.y
                        ),
                    ));
                }
                taken.push(tile);
            }
            (None, Some(_)) => {
                return Err(invalid(
                    &format!("{field}.position"),
                    "A starting tile needs a grid; add one or clear the position.",
                ))
            }
            _ => {}
        }
    }
    Ok(())
}

/// Builds the launch snapshot: each participant's sheet as it stands now becomes a combatant.
/// The launch snapshot under the table rules `rules` (the campaign's at a launch; a simulated
/// variant may switch some).
pub fn snapshot(
    store: &CampaignStore,
    plan: &FatedHandPlan,
    rules: &TableRuleChoices,
) -> Result<Setup, AppError> {
    validate_plan(store, plan)?;
    for side in [Side::Party, Side::Foes] {
        if !plan.participants.iter().any(|p| p.side == side) {
            return Err(invalid(
                "plan.participants",
                match side {
                    Side::Party => "Add at least one combatant to the party's side.",
                    Side::Foes => "Add at least one foe.",
                },
            ));
        }
    }
    if plan.grid.is_some() {
        if let Some(index) = plan.participants.iter().position(|p| p.position.is_none()) {
            return Err(invalid(
                &format!("plan.participants[{index}].position"),
                "On a grid every combatant needs a starting tile.",
            ));
        }
    }
    let battle_rules = BattleRules::from_choices(rules);
    let mut copies: BTreeMap<i64, usize> = BTreeMap::new();
    for participant in &plan.participants {
        *copies.entry(participant.character_id).or_default() += 1;
    }
    let mut numbered: BTreeMap<i64, usize> = BTreeMap::new();
    let mut combatants = Vec::with_capacity(plan.participants.len());
    for participant in &plan.participants {
        let character = store.character(participant.character_id)?;
        let (build, _) = load_build(store, &character)?.ok_or_else(|| {
            AppError::new(
                ErrorKind::Conflict,
                "A participant lost its build meanwhile.",
            )
        })?;
        let data = FatedHandData::parse(&character.fields.data)?;
        let sheet = sheet(&build, &data.gear, rules);
        let name = if copies[&character.id] > 1 {
            let n = numbered.entry(character.id).or_default();
            *n += 1;
            format!("{} {}", character.fields.name, n)
        } else {
            character.fields.name.clone()
        };
        combatants.push(combatant_setup(&Recruit {
            name,
            side: participant.side,
            character_id: character.id,
            sheet: &sheet,
            engine_deck: participant
                .engine_deck
                .unwrap_or(character.fields.kind == CharacterKind::Npc),
            position: participant.position,
            non_caster_reagents: battle_rules.non_caster_reagents,
            rules,
        }));
    }
    Ok(Setup {
        combatants,
        grid: plan.grid.clone(),
        rules: battle_rules,
    })
}

/// A launched battle replayed to the cursor.
pub type Replayed = Encounter<FatedHandBattle>;

/// Applies the recorded events once more over the initial state, calling
/// `visit(command index, state just before the event, event)` for each.
fn walk(replayed: &Replayed, mut visit: impl FnMut(usize, &BattleState, &Event)) {
    let mut state = replayed.initial.clone();
    for (index, events) in replayed.events.iter().enumerate() {
        for event in events {
            visit(index, &state, event);
            FatedHandBattle::evolve(&mut state, event);
        }
    }
}

/// The builds of the party's campaign characters, for proficiency checks.
fn party_builds(
    store: &CampaignStore,
    state: &BattleState,
) -> Result<BTreeMap<i64, Build>, AppError> {
    let mut builds = BTreeMap::new();
    for combatant in &state.combatants {
        let (Some(id), Side::Party) = (combatant.character_id, combatant.side) else {
            continue;
        };
        if builds.contains_key(&id) {
            continue;
        }
        // A character deleted since the launch simply gets no offers.
        if let Ok(character) = store.character(id) {
            if let Some((build, _)) = load_build(store, &character)? {
                builds.insert(id, build);
            }
        }
    }
    Ok(builds)
}

/// The Knowledge Points the battle's events suggest for party characters.
pub fn offers(
    store: &CampaignStore,
    replayed: &Replayed,
    rules: &TableRuleChoices,
) -> Result<Vec<KnowledgeOffer>, AppError> {
    let builds = party_builds(store, &replayed.initial)?;
    let mut offers = Vec::new();
    walk(replayed, |_, state, event| {
        offer_knowledge(&builds, state, event, rules, &mut offers);
    });
    Ok(offers)
}

/// The GM-screen view of a replayed battle: one more pass over its events gives both the recent
/// log and the Knowledge Point offers.
pub fn battle_view(
    store: &CampaignStore,
    replayed: &Replayed,
    rules: &TableRuleChoices,
) -> Result<FatedHandBattleView, AppError> {
    let builds = party_builds(store, &replayed.initial)?;
    let from = replayed.events.len().saturating_sub(RECENT_LOG_LINES);
    let mut recent_log = Vec::new();
    let mut offers = Vec::new();
    walk(replayed, |index, state, event| {
        if index >= from {
            recent_log.extend(FatedHandBattle::describe(state, event, index as u32));
        }
        offer_knowledge(&builds, state, event, rules, &mut offers);
    });
    if recent_log.len() > RECENT_LOG_LINES {
        recent_log.drain(..recent_log.len() - RECENT_LOG_LINES);
    }
    let state = &replayed.state;
    let counting = matches!(state.phase, Phase::Countdown { .. });
    let legal = FatedHandBattle::legal(state);
    let combatants = state
        .combatants
        .iter()
        .enumerate()
        .map(|(index, c)| {
            let id = index as CombatantId;
            let zone = |zone: Zone| c.deck.as_ref().map_or(&[][..], |deck| deck.cards(zone));
            CombatantView {
                id,
                strike: explain_in(state, id, Stat::Strike),
                defense: explain_in(state, id, Stat::Defense),
                // A summon's Speed is its controller's, its Movement its own ("Summoned
                // Creatures").
                speed: explain_in(state, id, Stat::Speed),
                movement: movement_in(state, id),
                may_act: counting && may_act(&legal, index as CombatantId),
                hand: zone(Zone::Hand).to_vec(),
                reagents: zone(Zone::Reagents).to_vec(),
                draw_pile: zone(Zone::DrawPile).len() as u32,
                discard: zone(Zone::Discard).len() as u32,
                engaged_with: (0..state.combatants.len())
                    .filter(|other| c.engaged_with(*other as CombatantId))
                    .map(|other| other as CombatantId)
                    .collect(),
                suggested_plan: suggested_plan(state, id),
            }
        })
        .collect();
    Ok(FatedHandBattleView {
        state: state.clone(),
        combatants,
        recent_log,
        offers,
        legal,
    })
}

/// Whether `who` may answer "To action!" now: the engine's legal-actions answer, so the GM
/// screen never offers a turn the rules refuse.
fn may_act(legal: &LegalNow<Command, AttackPreview>, who: CombatantId) -> bool {
    legal
        .offered
        .iter()
        .any(|o| o.command == Command::ToAction { who })
}

/// The result of a finished battle.
pub fn result_of(
    state: &BattleState,
    outcome: Outcome,
    awarded: Vec<KnowledgeOffer>,
) -> FatedHandResult {
    let mut party: Vec<i64> = state
        .combatants
        .iter()
        .filter(|c| c.side == Side::Party)
        .filter_map(|c| c.character_id)
        .collect();
    party.dedup();
    FatedHandResult {
        outcome,
        rounds: state.round,
        incapacitated: state
            .combatants
            .iter()
            .filter(|c| c.incapacitated)
            .map(|c| FallenCombatant {
                name: c.name.clone(),
                side: c.side,
                character_id: c.character_id,
            })
            .collect(),
        awarded,
        party,
    }
}
