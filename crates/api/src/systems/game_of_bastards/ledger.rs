//! A Game of Bastards character's advancement ledger through the commands: XP earned (a scene
//! the character was directly involved in, an Opposition, a disadvantage inflicted, a monster
//! killed), the spending windows (Time Passes, the moment before The End), XP spent, money
//! moved, death, and undo. The rules crate's [`ledger`](tablekeep_rules::systems::game_of_bastards::ledger)
//! checks and folds the entries; this module reads the campaign's rows, checks a new entry
//! against the replayed character, and appends it in one transaction. A refusal names its rule
//! and changes nothing.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::systems::game_of_bastards::content::{
    advantage, disadvantage, Skill, SkillKind, Trait, ADVANTAGES,
};
use tablekeep_rules::systems::game_of_bastards::creation::{
    DisadvantagePick, Fated, Inheritance, SpendingWindow, XpAccount,
};
use tablekeep_rules::systems::game_of_bastards::ledger::{
    apply, cash_in_capital, describe, opposition_ended, price, spend, successor, AdvancementError,
    Entry, XpPurchase,
};
use tablekeep_rules::systems::game_of_bastards::table_rules::disadvantage_removal_doubles;
use tablekeep_rules::systems::game_of_bastards::words::{count, dollars};
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::{RuleViolation, SystemId};
use tablekeep_store::{CampaignStore, Character, NewProgression, ProgressionRow};

use crate::campaign_rules::rule_choices;
use crate::{validate, AppError, Desk, ErrorKind};

/// An entry refused: invalid input at `field`, naming the rule.
pub(crate) fn refusal(error: AdvancementError, field: &str) -> AppError {
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
pub struct BastardsLedgerLine {
    /// Its place in the ledger, from 1 (the creation; an undo names the newest).
    pub seq: i64,
    /// The entry.
    pub entry: Entry,
    /// What it did, in a sentence.
    pub summary: String,
    /// XP it earned (positive) or spent (negative); 0 for an entry that moves no XP.
    pub xp: i64,
    /// The game session it was recorded in, by name.
    pub session: Option<String>,
    /// The GM's reason.
    pub reason: String,
    /// When it was recorded (RFC 3339, UTC).
    pub recorded_at: String,
}

/// Something XP can buy now, with its price or why not.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsPurchaseOffer {
    /// The purchase, as `game_of_bastards_spend` takes it.
    pub purchase: XpPurchase,
    /// It in words ("a rank of Body").
    pub label: String,
    /// Its XP price now.
    pub cost: u32,
    /// Why it cannot be bought now, naming the rule; `None` when it can.
    pub refusal: Option<RuleViolation>,
}

/// A Game of Bastards character's advancement: the ledger, the XP it adds up to, the spending
/// window, and what XP buys now.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsAdvancementView {
    /// The character.
    pub character_id: i64,
    /// XP by source and use.
    pub xp: XpAccount,
    /// XP ever gained.
    pub xp_gained: u32,
    /// XP spent.
    pub xp_spent: u32,
    /// XP left to spend.
    pub xp_unspent: u32,
    /// The spending window open now (Time Passes, or before The End); XP is spent only in one.
    pub window: Option<SpendingWindow>,
    /// Whether the character has been Killed (only undo applies then).
    pub dead: bool,
    /// What a successor would inherit, once the character is Killed («Killed»).
    pub successor: Option<Inheritance>,
    /// The entries, oldest first (the creation first).
    pub entries: Vec<BastardsLedgerLine>,
    /// What XP buys: each trait and skill rank, each advantage bought in play, each
    /// disadvantage XP removes; with its price now and why not, if not.
    pub offers: Vec<BastardsPurchaseOffer>,
    /// The first entry that no longer replays under the campaign's table rules (the ledger
    /// stops before it); `None` when every entry replays.
    pub problem: Option<RuleViolation>,
}

/// A ledger folded: the character after every entry that replays, the lines, and the first
/// entry that does not.
pub(crate) struct Folded {
    /// The character; `None` when even the creation does not replay (or the ledger is empty).
    pub fated: Option<Fated>,
    lines: Vec<BastardsLedgerLine>,
    /// The first entry that does not replay.
    pub problem: Option<RuleViolation>,
}

fn parse(row: &ProgressionRow) -> Result<Entry, AppError> {
    serde_json::from_str(&row.entry).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!(
                "A Game of Bastards ledger entry (#{}) could not be read: {e}",
                row.seq
            ),
        )
    })
}

fn with_reason(what: String, reason: &str) -> String {
    if reason.trim().is_empty() {
        format!("{what}.")
    } else {
        format!("{what}: {}.", reason.trim())
    }
}

/// An entry in a sentence, from the character before and after it.
fn summary(entry: &Entry, before: Option<&Fated>, after: &Fated) -> String {
    let xp = |n: u32| format!("{n} XP");
    match entry {
        Entry::Created { .. } => format!(
            "Created: {} to spend, {} spent on the build.",
            xp(after.xp.total()),
            xp(after.xp.spent_at_creation)
        ),
        Entry::SceneEnded => "A scene the character was directly involved in: 1 XP.".to_owned(),
        Entry::OppositionEnded { also_a_scene } => {
            if *also_a_scene {
                "An Opposition, also counted as a scene: 2 XP.".to_owned()
            } else {
                "An Opposition: 1 XP.".to_owned()
            }
        }
        Entry::DisadvantageInflicted { disadvantage: pick } => format!(
            "Wounded: {} inflicted: 1 XP.",
            disadvantage(&pick.id).map_or(pick.id.as_str(), |d| d.name)
        ),
        Entry::MonsterKilled { power_rating } => format!(
            "A monster of Power Rating {power_rating} killed: {}.",
            xp(u32::from(*power_rating) + 5)
        ),
        Entry::TimePassed => {
            "Time Passes: XP may be spent, and a level of Debt paid off.".to_owned()
        }
        Entry::TheEndBegan => "The End was called: XP may be spent before it plays out.".to_owned(),
        Entry::Spent { purchase, xp: cost } => {
            format!("Bought {}: {}.", describe(purchase), xp(*cost))
        }
        Entry::DebtPaidOff => "A level of Capital paid off a level of Debt.".to_owned(),
        Entry::CapitalGained { reason } => with_reason("Capital rose a level".to_owned(), reason),
        Entry::CapitalLost { reason } => with_reason("Capital fell a level".to_owned(), reason),
        Entry::CapitalCashedIn { cash } => format!(
            "A level of Capital cashed in for {}.",
            dollars(i64::from(*cash))
        ),
        Entry::LandedIncome { months } => {
            let before_cash = before.map_or(0, Fated::cash_on_hand);
            format!(
                "Landed income for {}: {}.",
                count(*months, "month", "months"),
                dollars(i64::from(after.cash_on_hand() - before_cash))
            )
        }
        Entry::CashChanged { amount, reason } => with_reason(
            if *amount < 0 {
                format!("{} spent", dollars(i64::from(*amount).abs()))
            } else {
                format!("{} gained", dollars(i64::from(*amount)))
            },
            reason,
        ),
        Entry::Killed => "Killed.".to_owned(),
    }
}

/// Folds `rows` under `choices`, stopping at the first entry that no longer replays.
pub(crate) fn fold(
    rows: &[ProgressionRow],
    choices: &TableRuleChoices,
) -> Result<Folded, AppError> {
    let mut fated: Option<Fated> = None;
    let mut lines = Vec::with_capacity(rows.len());
    let mut problem = None;
    for row in rows {
        let entry = parse(row)?;
        let next = match (&fated, &entry) {
            (None, Entry::Created { build }) => {
                tablekeep_rules::systems::game_of_bastards::creation::create_under(build, choices)
                    .map_err(AdvancementError::from)
            }
            (None, _) => Err(AdvancementError::Creation(
                "a character's ledger begins with its creation",
            )),
            (Some(current), entry) => apply(current, entry, choices),
        };
        match next {
            Ok(next) => {
                let moved = |f: Option<&Fated>| {
                    f.map_or(0, |f| {
                        i64::from(f.xp.total()) - i64::from(f.xp.spent_in_play)
                    })
                };
                let xp = match &entry {
                    Entry::Created { .. } => 0,
                    _ => moved(Some(&next)) - moved(fated.as_ref()),
                };
                lines.push(BastardsLedgerLine {
                    seq: row.seq,
                    summary: summary(&entry, fated.as_ref(), &next),
                    xp,
                    entry,
                    session: row.session.as_ref().map(|(_, name)| name.clone()),
                    reason: row.reason.clone(),
                    recorded_at: row.recorded_at.clone(),
                });
                fated = Some(next);
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
    Ok(Folded {
        fated,
        lines,
        problem,
    })
}

/// A stored Game of Bastards character, refused when it is of another system.
pub(crate) fn bastards_character(store: &CampaignStore, id: i64) -> Result<Character, AppError> {
    crate::characters::character_of(store, id, SystemId::GameOfBastards)
}

/// Everything a command needs about one character: the row, its ledger and its fold.
pub(crate) struct Loaded {
    pub character: Character,
    pub rows: Vec<ProgressionRow>,
    pub folded: Folded,
}

/// A character's ledger folded under the campaign's table rules.
pub(crate) fn load(store: &CampaignStore, id: i64) -> Result<Loaded, AppError> {
    let character = bastards_character(store, id)?;
    let rows = store.progression(character.id)?;
    let folded = fold(&rows, &rule_choices(store)?)?;
    Ok(Loaded {
        character,
        rows,
        folded,
    })
}

/// The character a loaded ledger stands at, refused when it has no build or stops short.
fn standing(loaded: &Loaded) -> Result<&Fated, AppError> {
    if let Some(problem) = &loaded.folded.problem {
        return Err(AppError {
            kind: ErrorKind::Conflict,
            message: format!(
                "{}'s ledger no longer replays under this campaign's table rules; undo its \
                 newest entries or change the rules back first. {}",
                loaded.character.fields.name, problem.message
            ),
            field: None,
            rule: Some(problem.rule.clone()),
        });
    }
    loaded.folded.fated.as_ref().ok_or_else(|| {
        AppError::invalid(
            "characterId",
            format!(
                "{} has no Game of Bastards build yet; build it before it advances.",
                loaded.character.fields.name
            ),
        )
    })
}

/// Every purchase worth offering: the four traits, each skill (the templates the character
/// holds), each advantage bought in play that names no weapon, each disadvantage XP removes.
fn offers(fated: &Fated, choices: &TableRuleChoices) -> Vec<BastardsPurchaseOffer> {
    let mut purchases: Vec<XpPurchase> = Trait::ALL
        .into_iter()
        .map(|trait_name| XpPurchase::Trait { trait_name })
        .collect();
    for kind in SkillKind::ALL {
        if kind.is_template() {
            purchases.extend(
                fated
                    .skills
                    .iter()
                    .filter(|held| held.skill.kind == kind)
                    .map(|held| XpPurchase::Skill {
                        skill: held.skill.clone(),
                    }),
            );
        } else {
            purchases.push(XpPurchase::Skill {
                skill: Skill::plain(kind),
            });
        }
    }
    purchases.extend(
        ADVANTAGES
            .iter()
            .filter(|entry| entry.creation_only.is_none() && !entry.takes_weapon)
            .map(|entry| XpPurchase::Advantage {
                id: entry.id.to_owned(),
                weapon: None,
            }),
    );
    purchases.extend(
        fated
            .disadvantages
            .iter()
            .filter(|pick| disadvantage(&pick.id).is_some_and(|d| d.removable_with_xp))
            .map(|pick| XpPurchase::RemoveDisadvantage {
                id: pick.id.clone(),
            }),
    );
    let doubling = disadvantage_removal_doubles(choices);
    purchases
        .into_iter()
        .map(|purchase| {
            let cost = price(fated, &purchase, doubling).unwrap_or(1);
            let refusal = spend(fated, purchase.clone(), choices)
                .err()
                .map(RuleViolation::from);
            BastardsPurchaseOffer {
                label: describe(&purchase),
                purchase,
                cost,
                refusal,
            }
        })
        .collect()
}

fn view(store: &CampaignStore, loaded: Loaded) -> Result<BastardsAdvancementView, AppError> {
    let choices = rule_choices(store)?;
    let Folded {
        fated,
        lines,
        problem,
    } = loaded.folded;
    let fated = fated.ok_or_else(|| {
        AppError::invalid(
            "characterId",
            format!(
                "{} has no Game of Bastards build yet; build it before it advances.",
                loaded.character.fields.name
            ),
        )
    })?;
    let successor = successor(&fated, &choices).ok().map(|mut inheritance| {
        inheritance.from = loaded.character.fields.name.clone();
        inheritance
    });
    Ok(BastardsAdvancementView {
        character_id: loaded.character.id,
        xp: fated.xp,
        xp_gained: fated.xp.total(),
        xp_spent: fated.xp.spent(),
        xp_unspent: fated.xp.unspent(),
        window: fated.window,
        dead: fated.dead,
        successor,
        entries: lines,
        offers: if fated.dead || problem.is_some() {
            Vec::new()
        } else {
            offers(&fated, &choices)
        },
        problem,
    })
}

/// Arguments of the commands that name one character.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsCharacterRef {
    /// The character.
    pub character_id: i64,
}

/// What happened to a character, as the GM records it.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum BastardsEvent {
    /// A scene it was directly involved in ended: 1 XP.
    SceneEnded,
    /// An Opposition it took part in ended: 1 XP (2 when the campaign counts it as a scene too,
    /// table rule `game_of_bastards.opposition_xp`).
    OppositionEnded,
    /// It was Wounded: a disadvantage inflicted, and 1 XP.
    DisadvantageInflicted {
        /// The disadvantage, at the levels it adds (and, for one the book only names, the
        /// effect its GM writes).
        disadvantage: DisadvantagePick,
    },
    /// It was in the scene when a monster was killed: the monster's Power Rating + 5 XP.
    MonsterKilled {
        /// The monster's Power Rating.
        #[serde(rename = "powerRating")]
        power_rating: u8,
    },
    /// The group used Time Passes: XP may be spent, and a level of Debt paid off.
    TimePassed,
    /// The group called The End: XP may be spent before it plays out.
    TheEndBegan,
    /// A level of Capital pays off a level of Debt (once each Time Passes).
    DebtPaidOff,
    /// A level of Capital gained (treasure, a windfall); the reason says what.
    CapitalGained,
    /// A level of Capital lost; the reason says why.
    CapitalLost,
    /// A level of Capital given up for cash (its worth by table rule
    /// `game_of_bastards.capital_cash_out`).
    CapitalCashedIn,
    /// Landed income collected in cash.
    LandedIncome {
        /// The months collected.
        months: u32,
    },
    /// Cash found (positive) or spent (negative); the reason says what for.
    CashChanged {
        /// Dollars.
        amount: i32,
    },
    /// The character was Killed.
    Killed,
}

/// Arguments of `game_of_bastards_record`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsRecord {
    /// The character.
    pub character_id: i64,
    /// What happened.
    pub event: BastardsEvent,
    /// Why, in the GM's words (also what a Capital or cash change was for).
    #[serde(default)]
    pub reason: String,
}

/// Arguments of `game_of_bastards_spend`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsSpend {
    /// The character.
    pub character_id: i64,
    /// What the XP buys.
    pub purchase: XpPurchase,
    /// Why, in the GM's words.
    #[serde(default)]
    pub reason: String,
}

/// Arguments of `game_of_bastards_undo_advancement`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BastardsAdvancementUndo {
    /// The character.
    pub character_id: i64,
    /// The seq of the entry the GM means to undo (the newest they see); refused with a conflict
    /// when the ledger moved on since. Absent: the newest entry.
    #[serde(default)]
    #[specta(optional)]
    pub expected_seq: Option<i64>,
}

fn at_field(mut error: AppError, field: &str) -> AppError {
    error.field = Some(field.to_owned());
    error
}

/// Appends `entry`, already checked against the replayed character, after the row `after`.
fn append(
    desk: &mut Desk,
    character_id: i64,
    after: i64,
    entry: &Entry,
    reason: &str,
) -> Result<BastardsAdvancementView, AppError> {
    let open = desk.store()?.open_game_session()?;
    let json = serde_json::to_string(entry).map_err(|e| {
        AppError::new(
            ErrorKind::Storage,
            format!("A ledger entry could not be written: {e}"),
        )
    })?;
    let now = desk.now();
    desk.store_mut()?.append_progression(
        character_id,
        after,
        &NewProgression {
            entry: &json,
            session_id: open.map(|s| s.id),
            reason,
        },
        now,
    )?;
    desk.after_write();
    game_of_bastards_advancement(desk, BastardsCharacterRef { character_id })
}

/// A Game of Bastards character's advancement: the ledger, XP, the window and what XP buys.
pub fn game_of_bastards_advancement(
    desk: &mut Desk,
    input: BastardsCharacterRef,
) -> Result<BastardsAdvancementView, AppError> {
    let store = desk.store()?;
    let loaded = load(store, input.character_id)?;
    view(store, loaded)
}

/// Records what happened to a character: XP earned, a spending window opened, money moved, or
/// its death.
pub fn game_of_bastards_record(
    desk: &mut Desk,
    input: BastardsRecord,
) -> Result<BastardsAdvancementView, AppError> {
    let reason = validate::notes(input.reason).map_err(|e| at_field(e, "reason"))?;
    let store = desk.store()?;
    let choices = rule_choices(store)?;
    let loaded = load(store, input.character_id)?;
    let fated = standing(&loaded)?;
    let entry = match input.event {
        BastardsEvent::SceneEnded => Entry::SceneEnded,
        BastardsEvent::OppositionEnded => opposition_ended(&choices),
        BastardsEvent::DisadvantageInflicted { disadvantage } => {
            Entry::DisadvantageInflicted { disadvantage }
        }
        BastardsEvent::MonsterKilled { power_rating } => Entry::MonsterKilled { power_rating },
        BastardsEvent::TimePassed => Entry::TimePassed,
        BastardsEvent::TheEndBegan => Entry::TheEndBegan,
        BastardsEvent::DebtPaidOff => Entry::DebtPaidOff,
        BastardsEvent::CapitalGained => Entry::CapitalGained {
            reason: reason.clone(),
        },
        BastardsEvent::CapitalLost => Entry::CapitalLost {
            reason: reason.clone(),
        },
        BastardsEvent::CapitalCashedIn => {
            cash_in_capital(fated, &choices).map_err(|e| refusal(e, "event"))?
        }
        BastardsEvent::LandedIncome { months } => Entry::LandedIncome { months },
        BastardsEvent::CashChanged { amount } => Entry::CashChanged {
            amount,
            reason: reason.clone(),
        },
        BastardsEvent::Killed => Entry::Killed,
    };
    apply(fated, &entry, &choices).map_err(|e| refusal(e, "event"))?;
    let after = loaded.rows.last().map_or(0, |row| row.seq);
    append(desk, input.character_id, after, &entry, &reason)
}

/// Spends XP on a purchase, priced under the campaign's table rules, in a spending window.
pub fn game_of_bastards_spend(
    desk: &mut Desk,
    input: BastardsSpend,
) -> Result<BastardsAdvancementView, AppError> {
    let reason = validate::notes(input.reason).map_err(|e| at_field(e, "reason"))?;
    let store = desk.store()?;
    let choices = rule_choices(store)?;
    let loaded = load(store, input.character_id)?;
    let fated = standing(&loaded)?;
    if let XpPurchase::Advantage { id, .. } = &input.purchase {
        if advantage(id).is_none() {
            return Err(AppError::invalid(
                "purchase.id",
                format!("There is no advantage {id:?}."),
            ));
        }
    }
    let entry = spend(fated, input.purchase, &choices).map_err(|e| refusal(e, "purchase"))?;
    let after = loaded.rows.last().map_or(0, |row| row.seq);
    append(desk, input.character_id, after, &entry, &reason)
}

/// Takes back the newest entry of a character's ledger; the creation cannot be undone.
pub fn game_of_bastards_undo_advancement(
    desk: &mut Desk,
    input: BastardsAdvancementUndo,
) -> Result<BastardsAdvancementView, AppError> {
    let store = desk.store()?;
    let loaded = load(store, input.character_id)?;
    let name = &loaded.character.fields.name;
    let newest = match loaded.rows.as_slice() {
        [] => {
            return Err(AppError::new(
                ErrorKind::Conflict,
                format!("{name} has no ledger: nothing to undo."),
            ))
        }
        [_] => return Err(refusal(AdvancementError::NothingToUndo, "characterId")),
        [.., newest] => newest.seq,
    };
    if let Some(expected) = input.expected_seq {
        if expected != newest {
            return Err(AppError::new(
                ErrorKind::Conflict,
                format!(
                    "{name}'s ledger changed meanwhile (its newest entry is #{newest}, not \
                     #{expected}); reload and try again."
                ),
            ));
        }
    }
    let now = desk.now();
    desk.store_mut()?
        .pop_progression_at(input.character_id, newest, now)?;
    desk.after_write();
    game_of_bastards_advancement(
        desk,
        BastardsCharacterRef {
            character_id: input.character_id,
        },
    )
}

/// Every Game of Bastards ledger must replay under `choices`; the first that does not refuses
/// the change, naming the character and the rule.
pub(crate) fn check_ledgers(
    store: &CampaignStore,
    choices: &TableRuleChoices,
) -> Result<(), AppError> {
    let filter = tablekeep_store::CharacterFilter {
        system: Some(SystemId::GameOfBastards),
        ..Default::default()
    };
    for summary in store.list_characters(&filter)? {
        let folded = fold(&store.progression(summary.id)?, choices)?;
        if let Some(problem) = folded.problem {
            return Err(AppError {
                kind: ErrorKind::Conflict,
                message: format!(
                    "{}'s ledger would break under this change: {}",
                    summary.name, problem.message
                ),
                field: None,
                rule: Some(problem.rule),
            });
        }
    }
    Ok(())
}

/// What `character`'s ledger recorded in game session `session`, a sentence an entry.
pub(crate) fn session_progress(
    store: &CampaignStore,
    character: &Character,
    session: i64,
) -> Result<Vec<String>, AppError> {
    let rows = store.progression(character.id)?;
    let folded = fold(&rows, &rule_choices(store)?)?;
    Ok(folded
        .lines
        .iter()
        .filter(|line| {
            rows.iter().any(|row| {
                row.seq == line.seq && row.session.as_ref().is_some_and(|(id, _)| *id == session)
            })
        })
        .map(|line| line.summary.clone())
        .collect())
}
