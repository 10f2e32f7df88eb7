//! A ClockWork character's advancement («Experience», «Using Luck»): the GM's awards, the ranks,
//! spells and features bought with them, the luck spent, kept in the campaign's progression
//! ledger (one row per entry, tagged with the game session it happened in).
//!
//! The rules crate's [`Ledger`](tablekeep_rules::systems::clockwork::advancement::Ledger) folds
//! the entries; this module adds the game sessions: a row recorded in another game session than
//! the one before it begins a new session of the ledger (luck refills), and so does the open game
//! session for the next entry. Every command is one append or one removal: the entry is applied
//! to the replayed ledger first, and a refusal names its rule and changes nothing.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::clockwork::advancement::{
    apply, skill_rank_cost, AdvancementError, LedgerEntry, Power, Progress, LUCK_PER_SESSION,
};
use tablekeep_rules::systems::clockwork::content::{power_xp_cost, CampaignSpeed, DamageType};
use tablekeep_rules::systems::clockwork::creation::Character as RulesCharacter;
use tablekeep_rules::systems::clockwork::skills::{Attribute, Skill};
use tablekeep_rules::systems::clockwork::table_rules::{advancement_rules, AdvancementRules};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::{RuleViolation, SystemId};
use tablekeep_store::{CampaignStore, Character, GameSession, NewProgression, ProgressionRow};

use super::character::{built, ClockworkData};
use super::speed::campaign_speed;
use crate::campaign_rules::rule_choices;
use crate::{validate, AppError, Desk, ErrorKind};

fn experience() -> Citation {
    Citation::new(SystemId::Clockwork, "Experience")
}

/// A ledger entry refused: invalid input at its field, naming the rule.
fn refusal(error: AdvancementError) -> AppError {
    let field = error.field();
    let violation = RuleViolation::from(error);
    AppError {
        kind: ErrorKind::InvalidInput,
        message: violation.message,
        field: Some(field.to_owned()),
        rule: Some(violation.rule),
    }
}

/// One entry of the ledger as the GM reads it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkLedgerLine {
    /// Its place in the ledger, from 1 (an undo names the newest).
    pub seq: i64,
    /// The entry.
    pub entry: LedgerEntry,
    /// What it did, in a sentence.
    pub summary: String,
    /// The experience it cost, for a purchase.
    pub cost: Option<u32>,
    /// The game session it was recorded in, by name.
    pub session: Option<String>,
    /// The GM's reason.
    pub reason: String,
    /// When it was recorded (RFC 3339, UTC).
    pub recorded_at: String,
}

/// One session of the ledger: a game session of the campaign, or the time before the first.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkSessionLine {
    /// The game session's id and name; `None` for entries recorded outside any game session
    /// before it (or in another campaign).
    pub game_session: Option<i64>,
    /// Its name, or a phrase for the time outside the game sessions.
    pub name: String,
    /// Experience awarded in it.
    pub xp_awarded: u32,
    /// Luck spent in it.
    pub luck_used: u8,
    /// Times the GM refilled luck in it.
    pub luck_refreshed: u8,
}

/// What the next rank of a skill costs.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkRankPrice {
    /// The skill.
    pub skill: Skill,
    /// Its rank now.
    pub rank: u8,
    /// The rank it would reach; `None` at 4, the best.
    pub next: Option<u8>,
    /// Its experience cost; `None` at 4.
    pub cost: Option<u32>,
    /// Why it cannot be bought now, naming the rule; `None` when it can.
    pub refusal: Option<RuleViolation>,
}

/// What a spell or feature of a level costs.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkPowerPrice {
    /// The level (1–4).
    pub level: u8,
    /// Its experience cost.
    pub cost: u32,
}

/// A ClockWork character's advancement: the ledger, what it added up to, and the prices now.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkAdvancementView {
    /// The character.
    pub character_id: i64,
    /// The campaign's speed, which picks the price column.
    pub speed: CampaignSpeed,
    /// Whether the GM picked the speed (else normal).
    pub speed_picked: bool,
    /// Whether `clockwork.skill_xp_cost` doubles each rank's row (the book's example's reading).
    pub doubled_skill_costs: bool,
    /// Experience awarded in all.
    pub xp_earned: u32,
    /// Experience spent in all.
    pub xp_spent: u32,
    /// Experience unspent.
    pub xp_left: u32,
    /// Luck left in the current session (a new game session refills it).
    pub luck_left: u8,
    /// Luck a session gives.
    pub luck_per_session: u8,
    /// The four attributes after every purchase.
    pub attributes: Vec<tablekeep_rules::systems::clockwork::advancement::AttributeScore>,
    /// Spells learned with experience.
    pub spells: Vec<Power>,
    /// Features bought with experience.
    pub features: Vec<Power>,
    /// Resistance points a risen Body brought that are not placed yet.
    pub resistance_points_to_place: u8,
    /// What changed along the way that the GM should see (an attribute that rose).
    pub notes: Vec<String>,
    /// The entries, oldest first.
    pub entries: Vec<ClockworkLedgerLine>,
    /// The sessions, the current one last.
    pub sessions: Vec<ClockworkSessionLine>,
    /// The next rank of each skill and what it costs.
    pub rank_prices: Vec<ClockworkRankPrice>,
    /// What a spell or feature of each level costs.
    pub power_prices: Vec<ClockworkPowerPrice>,
    /// The rule the prices come from.
    pub price_rule: Citation,
    /// The first entry that no longer replays under the campaign's speed and table rules (the
    /// ledger stops before it); `None` when every entry replays.
    pub problem: Option<RuleViolation>,
}

/// A ledger folded with its game sessions.
pub(crate) struct Folded {
    /// The progress after every entry that replays, with the open game session begun.
    pub progress: Progress,
    lines: Vec<ClockworkLedgerLine>,
    sessions: Vec<Option<(i64, String)>>,
    /// The first entry that does not replay.
    pub problem: Option<RuleViolation>,
}

fn summary(entry: &LedgerEntry, before: &Progress, after: &Progress) -> String {
    match entry {
        LedgerEntry::XpAwarded { points, reason } => {
            let what = if *points == 1 {
                "1 experience point awarded".to_owned()
            } else {
                format!("{points} experience points awarded")
            };
            if reason.trim().is_empty() {
                format!("{what}.")
            } else {
                format!("{what}: {}.", reason.trim())
            }
        }
        LedgerEntry::SkillRankBought { .. }
        | LedgerEntry::SpellLearned { .. }
        | LedgerEntry::FeatureBought { .. } => after
            .bill
            .last()
            .filter(|_| after.bill.len() > before.bill.len())
            .map_or_else(String::new, |line| format!("Bought {}.", line.label)),
        LedgerEntry::ResistancePointPlaced { damage } => {
            format!("A resistance point placed on {damage}.")
        }
        LedgerEntry::SessionBegan => "A new session began: luck refilled.".to_owned(),
        LedgerEntry::LuckUsed { roll } => {
            if roll.trim().is_empty() {
                "Luck spent on a reroll.".to_owned()
            } else {
                format!("Luck spent to reroll {}.", roll.trim())
            }
        }
        LedgerEntry::LuckRefreshed => "Luck refilled: much time passed in the game.".to_owned(),
    }
}

fn parse(row: &ProgressionRow) -> Result<LedgerEntry, AppError> {
    serde_json::from_str(&row.entry).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!(
                "A ClockWork ledger entry (#{}) could not be read: {e}",
                row.seq
            ),
        )
    })
}

/// Folds `rows` onto `character`: a row of another game session than the one before begins a
/// session; so does `open`, the open game session, after the last row.
pub(crate) fn fold(
    character: &RulesCharacter,
    rows: &[ProgressionRow],
    rules: &AdvancementRules,
    open: Option<&GameSession>,
) -> Result<Folded, AppError> {
    let mut progress = Progress::new(character);
    let mut sessions: Vec<Option<(i64, String)>> = vec![None];
    let mut lines = Vec::with_capacity(rows.len());
    let mut problem = None;
    let begin = |progress: &mut Progress,
                 sessions: &mut Vec<Option<(i64, String)>>,
                 session: Option<(i64, String)>| {
        if let Ok(next) = apply(progress, &LedgerEntry::SessionBegan, rules) {
            *progress = next;
            sessions.push(session);
        }
    };
    for row in rows {
        let entry = parse(row)?;
        if let Some((id, name)) = &row.session {
            let current = sessions.last().and_then(|s| s.as_ref().map(|(id, _)| *id));
            if current != Some(*id) {
                begin(&mut progress, &mut sessions, Some((*id, name.clone())));
            }
        }
        match apply(&progress, &entry, rules) {
            Ok(next) => {
                if entry == LedgerEntry::SessionBegan {
                    sessions.push(None);
                }
                lines.push(ClockworkLedgerLine {
                    seq: row.seq,
                    summary: summary(&entry, &progress, &next),
                    cost: (next.xp_spent > progress.xp_spent)
                        .then(|| next.xp_spent - progress.xp_spent),
                    entry,
                    session: row.session.as_ref().map(|(_, name)| name.clone()),
                    reason: row.reason.clone(),
                    recorded_at: row.recorded_at.clone(),
                });
                progress = next;
            }
            Err(error) => {
                let violation = RuleViolation::from(error);
                problem = Some(RuleViolation::new(
                    violation.rule,
                    format!(
                        "Entry #{} no longer applies: {}",
                        row.seq, violation.message
                    ),
                ));
                break;
            }
        }
    }
    if let Some(open) = open {
        let current = sessions.last().and_then(|s| s.as_ref().map(|(id, _)| *id));
        if problem.is_none() && current != Some(open.id) {
            begin(
                &mut progress,
                &mut sessions,
                Some((open.id, open.name.clone())),
            );
        }
    }
    Ok(Folded {
        progress,
        lines,
        sessions,
        problem,
    })
}

/// A stored ClockWork character, refused when it is of another system.
pub(crate) fn clockwork_character(store: &CampaignStore, id: i64) -> Result<Character, AppError> {
    crate::characters::character_of(store, id, SystemId::Clockwork)
}

/// The advancement rules of the campaign.
pub(crate) fn campaign_rules(store: &CampaignStore) -> Result<AdvancementRules, AppError> {
    let (speed, _) = campaign_speed(store)?;
    Ok(advancement_rules(speed, &rule_choices(store)?))
}

/// Everything a command needs about one character: its created self and its folded ledger.
pub(crate) struct Loaded {
    character: Character,
    rows: Vec<ProgressionRow>,
    folded: Folded,
}

/// A ClockWork character's ledger folded under the campaign's rules, or `None` for a character
/// not built yet.
pub(crate) fn load_progress(
    store: &CampaignStore,
    character: &Character,
    choices: &TableRuleChoices,
    rules: &AdvancementRules,
) -> Result<Option<(Vec<ProgressionRow>, Folded)>, AppError> {
    let data = ClockworkData::parse(&character.fields.data)?;
    let Some(made) = built(&data, choices) else {
        return Ok(None);
    };
    let rows = store.progression(character.id)?;
    let open = store.open_game_session()?;
    let folded = fold(&made.character, &rows, rules, open.as_ref())?;
    Ok(Some((rows, folded)))
}

fn load(store: &CampaignStore, id: i64) -> Result<Loaded, AppError> {
    let character = clockwork_character(store, id)?;
    let choices = rule_choices(store)?;
    let rules = campaign_rules(store)?;
    let (rows, folded) = load_progress(store, &character, &choices, &rules)?.ok_or_else(|| {
        AppError::invalid(
            "characterId",
            format!(
                "{} has no ClockWork build yet; build it before it advances.",
                character.fields.name
            ),
        )
    })?;
    Ok(Loaded {
        character,
        rows,
        folded,
    })
}

fn view(store: &CampaignStore, loaded: Loaded) -> Result<ClockworkAdvancementView, AppError> {
    let (speed, picked) = campaign_speed(store)?;
    let rules = campaign_rules(store)?;
    let Folded {
        progress,
        lines,
        sessions,
        problem,
    } = loaded.folded;
    let rank_prices = Attribute::ALL
        .into_iter()
        .flat_map(Attribute::skills)
        .map(|skill| {
            let rank = progress.character.skills.get(skill);
            let next = rank.checked_sub(1).filter(|to| *to >= 4);
            let cost = next.and_then(|to| skill_rank_cost(&rules, to));
            let refusal = apply(&progress, &LedgerEntry::SkillRankBought { skill }, &rules)
                .err()
                .map(RuleViolation::from);
            ClockworkRankPrice {
                skill,
                rank,
                next,
                cost,
                refusal,
            }
        })
        .collect();
    let power_prices = (1..=4)
        .filter_map(|level| {
            power_xp_cost(speed, level).map(|cost| ClockworkPowerPrice {
                level,
                cost: u32::from(cost),
            })
        })
        .collect();
    let session_lines = progress
        .sessions
        .iter()
        .zip(&sessions)
        .enumerate()
        .filter(|(index, (record, game))| {
            game.is_some()
                || *index + 1 == sessions.len()
                || record.xp_awarded > 0
                || record.luck_used > 0
                || record.luck_refreshed > 0
        })
        .map(|(_, (record, game))| ClockworkSessionLine {
            game_session: game.as_ref().map(|(id, _)| *id),
            name: game.as_ref().map_or_else(
                || "Outside the game sessions".to_owned(),
                |(_, name)| name.clone(),
            ),
            xp_awarded: record.xp_awarded,
            luck_used: record.luck_used,
            luck_refreshed: record.luck_refreshed,
        })
        .collect();
    Ok(ClockworkAdvancementView {
        character_id: loaded.character.id,
        speed,
        speed_picked: picked,
        doubled_skill_costs: rules.doubled_skill_costs,
        xp_earned: progress.xp_earned,
        xp_spent: progress.xp_spent,
        xp_left: progress.xp_left(),
        luck_left: progress.luck_left,
        luck_per_session: LUCK_PER_SESSION,
        attributes: progress.attributes,
        spells: progress.spells,
        features: progress.features,
        resistance_points_to_place: progress.resistance_points_to_place,
        notes: progress.notes,
        entries: lines,
        sessions: session_lines,
        rank_prices,
        power_prices,
        price_rule: experience(),
        problem,
    })
}

/// Arguments of the commands that name one character.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkCharacterRef {
    /// The character.
    pub character_id: i64,
}

/// Arguments of `clockwork_award_xp`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkXpAward {
    /// The character.
    pub character_id: i64,
    /// Points awarded, 1 to 4 («Experience»'s table).
    pub points: u8,
    /// Why, in the GM's words.
    #[serde(default)]
    pub reason: String,
}

/// What experience buys.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ClockworkPurchaseChoice {
    /// One rank of a skill (it drops by one; lower is better).
    SkillRank {
        /// The skill.
        skill: Skill,
    },
    /// A spell, at its level.
    Spell {
        /// Its name.
        name: String,
        /// Its level (1–4).
        level: u8,
    },
    /// A feature, at its level.
    Feature {
        /// Its name.
        name: String,
        /// Its level (1–4).
        level: u8,
        /// What it applies to, for Improved Critical (a weapon type).
        #[serde(default)]
        choice: String,
    },
    /// A resistance point a risen Body brought, placed on a damage type (free).
    ResistancePoint {
        /// The type it goes to.
        damage: DamageType,
    },
}

/// Arguments of `clockwork_buy`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkBuy {
    /// The character.
    pub character_id: i64,
    /// What to buy.
    pub purchase: ClockworkPurchaseChoice,
}

/// Arguments of `clockwork_use_luck`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkLuckUse {
    /// The character.
    pub character_id: i64,
    /// The roll rerolled, in the GM's words.
    #[serde(default)]
    pub roll: String,
}

/// Arguments of `clockwork_undo_advancement`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkAdvancementUndo {
    /// The character.
    pub character_id: i64,
    /// The seq of the entry the GM means to undo (the newest they see); refused with a conflict
    /// when the ledger moved on since. Absent: the newest entry.
    #[serde(default)]
    #[specta(optional)]
    pub expected_seq: Option<i64>,
}

/// Records `entry` for a character after checking it against the replayed ledger; one append.
pub(crate) fn record(
    desk: &mut Desk,
    character_id: i64,
    entry: LedgerEntry,
    reason: &str,
    prefix: &str,
) -> Result<ClockworkAdvancementView, AppError> {
    let store = desk.store()?;
    let loaded = load(store, character_id)?;
    if let Some(problem) = &loaded.folded.problem {
        return Err(AppError {
            kind: ErrorKind::Conflict,
            message: format!(
                "{}'s ledger no longer replays under this campaign's speed and table rules; \
                 undo its newest entries or change them back first. {}",
                loaded.character.fields.name, problem.message
            ),
            field: None,
            rule: Some(problem.rule.clone()),
        });
    }
    let rules = campaign_rules(store)?;
    apply(&loaded.folded.progress, &entry, &rules).map_err(|e| {
        let mut error = refusal(e);
        error.field = error.field.map(|f| format!("{prefix}{f}"));
        error
    })?;
    let open = store.open_game_session()?;
    let json = serde_json::to_string(&entry).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("A ledger entry could not be written: {e}"),
        )
    })?;
    let last = loaded.rows.last().map_or(0, |row| row.seq);
    let now = desk.now();
    desk.store_mut()?.append_progression(
        character_id,
        last,
        &NewProgression {
            entry: &json,
            session_id: open.map(|s| s.id),
            reason,
        },
        now,
    )?;
    desk.after_write();
    clockwork_advancement(desk, ClockworkCharacterRef { character_id })
}

fn at_field(mut error: AppError, field: &str) -> AppError {
    error.field = Some(field.to_owned());
    error
}

/// A ClockWork character's advancement: ledger, experience, luck and the prices now.
pub fn clockwork_advancement(
    desk: &mut Desk,
    input: ClockworkCharacterRef,
) -> Result<ClockworkAdvancementView, AppError> {
    let store = desk.store()?;
    let loaded = load(store, input.character_id)?;
    view(store, loaded)
}

/// The GM awards 1 to 4 experience points.
pub fn clockwork_award_xp(
    desk: &mut Desk,
    input: ClockworkXpAward,
) -> Result<ClockworkAdvancementView, AppError> {
    let reason = validate::notes(input.reason).map_err(|e| at_field(e, "reason"))?;
    record(
        desk,
        input.character_id,
        LedgerEntry::XpAwarded {
            points: input.points,
            reason: reason.clone(),
        },
        &reason,
        "",
    )
}

/// Buys a skill rank, a spell or a feature with experience, or places a resistance point.
pub fn clockwork_buy(
    desk: &mut Desk,
    input: ClockworkBuy,
) -> Result<ClockworkAdvancementView, AppError> {
    let entry = match input.purchase {
        ClockworkPurchaseChoice::SkillRank { skill } => LedgerEntry::SkillRankBought { skill },
        ClockworkPurchaseChoice::Spell { name, level } => LedgerEntry::SpellLearned { name, level },
        ClockworkPurchaseChoice::Feature {
            name,
            level,
            choice,
        } => LedgerEntry::FeatureBought {
            name,
            level,
            choice,
        },
        ClockworkPurchaseChoice::ResistancePoint { damage } => {
            LedgerEntry::ResistancePointPlaced { damage }
        }
    };
    record(desk, input.character_id, entry, "", "purchase.")
}

/// Spends one luck on a reroll («Using Luck»: three a game session).
pub fn clockwork_use_luck(
    desk: &mut Desk,
    input: ClockworkLuckUse,
) -> Result<ClockworkAdvancementView, AppError> {
    let roll = validate::notes(input.roll).map_err(|e| at_field(e, "roll"))?;
    record(
        desk,
        input.character_id,
        LedgerEntry::LuckUsed { roll: roll.clone() },
        &roll,
        "",
    )
}

/// The GM refills a character's luck mid-session: much time passed in the game («Using Luck»).
pub fn clockwork_refresh_luck(
    desk: &mut Desk,
    input: ClockworkCharacterRef,
) -> Result<ClockworkAdvancementView, AppError> {
    record(desk, input.character_id, LedgerEntry::LuckRefreshed, "", "")
}

/// Takes back the newest entry of a character's ledger: the character stands as before it.
pub fn clockwork_undo_advancement(
    desk: &mut Desk,
    input: ClockworkAdvancementUndo,
) -> Result<ClockworkAdvancementView, AppError> {
    let store = desk.store()?;
    let loaded = load(store, input.character_id)?;
    let Some(newest) = loaded.rows.last() else {
        return Err(AppError::new(
            ErrorKind::Conflict,
            format!(
                "{} has no advancement recorded: nothing to undo.",
                loaded.character.fields.name
            ),
        ));
    };
    if let Some(expected) = input.expected_seq {
        if expected != newest.seq {
            return Err(AppError::new(
                ErrorKind::Conflict,
                format!(
                    "{}'s ledger changed meanwhile (its newest entry is #{}, not #{expected}); \
                     reload and try again.",
                    loaded.character.fields.name, newest.seq
                ),
            ));
        }
    }
    let seq = newest.seq;
    let now = desk.now();
    desk.store_mut()?
        .pop_progression_at(input.character_id, seq, now)?;
    desk.after_write();
    clockwork_advancement(
        desk,
        ClockworkCharacterRef {
            character_id: input.character_id,
        },
    )
}

/// Every ClockWork character's ledger must replay at `speed` under `choices`; the first that
/// does not refuses the change, naming the character and the rule.
pub(crate) fn check_ledgers(
    store: &CampaignStore,
    speed: CampaignSpeed,
    choices: &TableRuleChoices,
) -> Result<(), AppError> {
    let rules = advancement_rules(speed, choices);
    let filter = tablekeep_store::CharacterFilter {
        system: Some(SystemId::Clockwork),
        ..Default::default()
    };
    for summary in store.list_characters(&filter)? {
        let character = store.character(summary.id)?;
        let Some((_, folded)) = load_progress(store, &character, choices, &rules)? else {
            continue;
        };
        if let Some(problem) = folded.problem {
            return Err(AppError {
                kind: ErrorKind::Conflict,
                message: format!(
                    "{}'s advancement would break under this change: {}",
                    character.fields.name, problem.message
                ),
                field: None,
                rule: Some(problem.rule),
            });
        }
    }
    Ok(())
}

/// What `character`'s ledger recorded in game session `session`, a sentence an entry, with the
/// experience awarded in it in all.
pub(crate) fn session_progress(
    store: &CampaignStore,
    character: &Character,
    session: i64,
) -> Result<Vec<String>, AppError> {
    let choices = rule_choices(store)?;
    let rules = campaign_rules(store)?;
    let Some((rows, folded)) = load_progress(store, character, &choices, &rules)? else {
        return Ok(Vec::new());
    };
    let in_session = |seq: i64| {
        rows.iter()
            .any(|row| row.seq == seq && row.session.as_ref().is_some_and(|(id, _)| *id == session))
    };
    let mut lines: Vec<String> = folded
        .lines
        .iter()
        .filter(|line| in_session(line.seq))
        .map(|line| line.summary.clone())
        .collect();
    if lines.is_empty() {
        return Ok(lines);
    }
    if let Some(record) = folded
        .progress
        .sessions
        .iter()
        .zip(&folded.sessions)
        .find(|(_, game)| game.as_ref().is_some_and(|(id, _)| *id == session))
        .map(|(record, _)| record)
    {
        let points = if record.xp_awarded == 1 {
            "1 experience point".to_owned()
        } else {
            format!("{} experience points", record.xp_awarded)
        };
        let refilled = match record.luck_refreshed {
            0 => String::new(),
            1 => ", luck refilled once".to_owned(),
            n => format!(", luck refilled {n} times"),
        };
        lines.push(format!(
            "In this session: {points} awarded, {} luck spent{refilled}.",
            record.luck_used
        ));
    }
    Ok(lines)
}
