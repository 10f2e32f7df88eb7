//! ClockWork rolls anywhere («Action Rolls»): the exact odds of a pool before it is thrown, a
//! roll with the engine's dice or the table's, read against a difficulty or another roll, and a
//! luck reroll that spends the character's luck through the advancement ledger.
//!
//! A pool is a campaign character's (its attribute, rank, bonus skill and the foci the GM says
//! apply) or typed in raw. Nothing but a luck reroll is stored: a roll is an answer, not a
//! record. The rules are `tablekeep_rules::systems::clockwork::roll`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use tablekeep_rules::citation::{Citation, Explained};
use tablekeep_rules::random::Rng;
use tablekeep_rules::systems::clockwork::advancement::{luck_keeps_best, LedgerEntry};
use tablekeep_rules::systems::clockwork::creation::attribute_score;
use tablekeep_rules::systems::clockwork::roll::odds::GainChance;
use tablekeep_rules::systems::clockwork::roll::{
    against, check_luck_on_roll, opposed, pool_odds, pool_size, roll_pool, take_reroll, DieRead,
    Difficulty, GainOdds, Outcome, PoolRequest, PoolRoll, RollError, Setting, Winner,
};
use tablekeep_rules::systems::clockwork::skills::Skill;
use tablekeep_rules::systems::clockwork::table_rules::{pool_rules, PoolRules};
use tablekeep_rules::SystemId;
use tablekeep_store::CampaignStore;

use super::advancement::{campaign_rules, clockwork_character, load_progress, record};
use super::character::{built, ClockworkData};
use crate::campaign_rules::rule_choices;
use crate::{AppError, Desk, ErrorKind};

fn cite(section: &'static str) -> Citation {
    Citation::new(SystemId::Clockwork, section)
}

/// Where a pool's dice come from.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum ClockworkPoolSource {
    /// A campaign character rolling one of its skills: its attribute, its rank, its bonus skill.
    #[serde(rename_all = "camelCase")]
    Character {
        /// The character.
        character_id: i64,
        /// The skill rolled.
        skill: Skill,
        /// The character's foci the GM says apply to this roll, by name.
        #[serde(default)]
        foci: Vec<String>,
    },
    /// A pool typed in, for a creature that is not in the campaign.
    #[serde(rename_all = "camelCase")]
    Raw {
        /// The attribute score, 5–10.
        attribute: u8,
        /// The skill rank, 4–12.
        skill_rank: u8,
        /// The skill is a bonus skill.
        #[serde(default)]
        bonus_skill: bool,
        /// Foci that apply.
        #[serde(default)]
        foci: u8,
    },
}

/// A pool to throw: whose, and the dice the situation adds or takes away.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkPool {
    /// Whose dice.
    pub source: ClockworkPoolSource,
    /// Dice the situation adds (positive) or takes away (negative), as the GM rules.
    #[serde(default)]
    #[specta(optional)]
    pub situational: Option<i8>,
}

/// Arguments of `clockwork_roll_odds`.
#[derive(Clone, Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkRollOddsRequest {
    /// The pool of the one acting.
    pub pool: ClockworkPool,
    /// For an unopposed roll: the difficulty.
    #[serde(default)]
    #[specta(optional)]
    pub difficulty: Option<Difficulty>,
    /// In or out of combat (dramatic results are for rolls out of combat); out by default.
    #[serde(default)]
    #[specta(optional)]
    pub setting: Option<Setting>,
    /// For an opposed roll: the pool of the one reacting.
    #[serde(default)]
    #[specta(optional)]
    pub opposed: Option<ClockworkPool>,
}

/// One pool's exact odds.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkPoolOdds {
    /// The character rolling, for a character's pool.
    pub who: Option<String>,
    /// The roll in words ("Body / Strength").
    pub roll: String,
    /// How many dice, explained.
    pub size: Explained,
    /// The rank a die must reach to gain.
    pub skill_rank: u8,
    /// The chance of each number of gains, and of at least it, fewest first.
    pub chances: Vec<GainChance>,
}

/// The chances against a difficulty.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkDifficultyOdds {
    /// Gains needed.
    pub needed: i32,
    /// The chance of meeting it.
    pub success: f64,
    /// Out of combat: the chance of 3 or more over it.
    pub dramatic_success: Option<f64>,
    /// Out of combat: the chance of 3 or more short of it.
    pub dramatic_failure: Option<f64>,
    /// «Unopposed Rolls».
    pub rule: Citation,
}

/// The chances of an opposed roll.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkOpposedOdds {
    /// The one reacting.
    pub reactor: ClockworkPoolOdds,
    /// The chance the one acting wins (ties are theirs).
    pub actor_wins: f64,
    /// «Opposed Rolls».
    pub rule: Citation,
}

/// The exact odds of a roll before it is thrown.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkRollOdds {
    /// The one acting.
    pub actor: ClockworkPoolOdds,
    /// Against a difficulty.
    pub difficulty: Option<ClockworkDifficultyOdds>,
    /// Against another roll.
    pub opposed: Option<ClockworkOpposedOdds>,
}

/// The reacting side of an opposed roll.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkOpposedSide {
    /// Its pool.
    pub pool: ClockworkPool,
    /// Its dice as the table rolled them (one per die, 1 to 12); absent for the engine's.
    #[serde(default)]
    #[specta(optional)]
    pub dice: Option<Vec<u8>>,
}

/// Arguments of `clockwork_roll`.
#[derive(Clone, Debug, Serialize, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkRollRequest {
    /// The pool of the one acting.
    pub pool: ClockworkPool,
    /// Its dice as the table rolled them (one per die, 1 to 12); absent for the engine's.
    #[serde(default)]
    #[specta(optional)]
    pub dice: Option<Vec<u8>>,
    /// For an unopposed roll: the difficulty.
    #[serde(default)]
    #[specta(optional)]
    pub difficulty: Option<Difficulty>,
    /// In or out of combat (dramatic results are for rolls out of combat); out by default.
    #[serde(default)]
    #[specta(optional)]
    pub setting: Option<Setting>,
    /// For an opposed roll: the one reacting.
    #[serde(default)]
    #[specta(optional)]
    pub opposed: Option<ClockworkOpposedSide>,
}

/// Which side of a roll.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, specta::Type, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum ClockworkRollSide {
    /// The one acting.
    #[default]
    Actor,
    /// The one reacting, in an opposed roll.
    Reactor,
}

/// Arguments of `clockwork_luck_reroll`.
#[derive(Debug, Deserialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClockworkLuckReroll {
    /// The roll as it was thrown, every die entered as it fell (both sides' for an opposed
    /// roll).
    pub roll: ClockworkRollRequest,
    /// Whose roll is thrown again: the one acting by default.
    #[serde(default)]
    #[specta(optional)]
    pub side: Option<ClockworkRollSide>,
    /// The reroll's dice as the table rolled them; absent for the engine's.
    #[serde(default)]
    #[specta(optional)]
    pub dice: Option<Vec<u8>>,
    /// Luck already spent on this roll (a Halfling may spend more than one).
    #[serde(default)]
    #[specta(optional)]
    pub spent_on_this_roll: Option<u8>,
}

/// One side's dice, each read.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkThrow {
    /// The character rolling, for a character's pool.
    pub who: Option<String>,
    /// The roll in words ("Body / Strength").
    pub roll: String,
    /// The pool thrown: its size explained, its dice (rolled or entered), its gains.
    pub pool: PoolRoll,
    /// Each die with the gains it makes and why.
    pub dice: Vec<DieRead>,
}

/// An unopposed roll read against its difficulty.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkDifficultyResult {
    /// Gains needed.
    pub needed: i32,
    /// Success, failure, or a dramatic one.
    pub outcome: Outcome,
    /// The reading in words.
    pub why: String,
    /// The heading it follows.
    pub rule: Citation,
}

/// An opposed roll read.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkOpposedResult {
    /// The one reacting.
    pub reactor: ClockworkThrow,
    /// Who won.
    pub winner: Winner,
    /// The reading in words.
    pub why: String,
    /// «Opposed Rolls».
    pub rule: Citation,
}

/// The luck a reroll spent.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkLuckSpent {
    /// The side thrown again.
    pub side: ClockworkRollSide,
    /// The character who spent it.
    pub who: String,
    /// The roll set aside.
    pub set_aside: PoolRoll,
    /// Whether the earlier roll still counts (a Halfling's better one).
    pub kept_earlier: bool,
    /// Why the roll that counts counts.
    pub why: String,
    /// The heading it follows.
    pub rule: Citation,
    /// Luck the character has left this game session.
    pub luck_left: u8,
    /// Luck now spent on this roll.
    pub spent_on_this_roll: u8,
}

/// A roll thrown and read.
#[derive(Clone, Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ClockworkRollResult {
    /// The one acting.
    pub actor: ClockworkThrow,
    /// Against a difficulty.
    pub difficulty: Option<ClockworkDifficultyResult>,
    /// Against another roll.
    pub opposed: Option<ClockworkOpposedResult>,
    /// The odds it had.
    pub odds: ClockworkRollOdds,
    /// For a luck reroll: the luck spent and the roll set aside.
    pub luck: Option<ClockworkLuckSpent>,
}

/// A pool worked out: the request the rules read, and whose it is.
struct Resolved {
    who: Option<(i64, String)>,
    roll: String,
    request: PoolRequest,
    keeps_best: bool,
}

fn sentence(error: &RollError) -> String {
    let text = error.to_string();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => format!("{}{}.", first.to_uppercase(), chars.as_str()),
        None => text,
    }
}

fn roll_refusal(error: RollError, field: &str, dice_field: &str) -> AppError {
    let at = match &error {
        RollError::Attribute(_) => format!("{field}.source.attribute"),
        RollError::SkillRank(_) => format!("{field}.source.skillRank"),
        RollError::NoDice(_) => format!("{field}.situational"),
        RollError::Entered(_) | RollError::EnteredFlat(_) => dice_field.to_owned(),
        RollError::FlatTarget(_) | RollError::Extreme(_) => "difficulty".to_owned(),
        RollError::LuckOncePerRoll => "spentOnThisRoll".to_owned(),
    };
    AppError {
        kind: ErrorKind::InvalidInput,
        message: sentence(&error),
        field: Some(at),
        rule: Some(error.rule()),
    }
}

/// Works out `pool` from the campaign: a character's attribute, rank, bonus skill and foci as
/// its ledger leaves them, or the raw numbers; refused with the field at fault.
fn resolve(
    store: &CampaignStore,
    rules: &PoolRules,
    pool: &ClockworkPool,
    field: &str,
) -> Result<Resolved, AppError> {
    let situational = pool.situational.unwrap_or(0);
    let resolved = match &pool.source {
        ClockworkPoolSource::Raw {
            attribute,
            skill_rank,
            bonus_skill,
            foci,
        } => Resolved {
            who: None,
            roll: format!("{} dice against rank {skill_rank}", attribute),
            request: PoolRequest {
                attribute: *attribute,
                skill_rank: *skill_rank,
                bonus_skill: *bonus_skill,
                foci: *foci,
                situational,
            },
            keeps_best: false,
        },
        ClockworkPoolSource::Character {
            character_id,
            skill,
            foci,
        } => {
            let id_field = format!("{field}.source.characterId");
            let character = clockwork_character(store, *character_id).map_err(|e| AppError {
                field: Some(id_field.clone()),
                ..e
            })?;
            let choices = rule_choices(store)?;
            let data = ClockworkData::parse(&character.fields.data)?;
            let Some(made) = built(&data, &choices) else {
                return Err(AppError::invalid(
                    &id_field,
                    format!(
                        "{} is not built yet; build them before they roll.",
                        character.fields.name
                    ),
                ));
            };
            let advancement = campaign_rules(store)?;
            let advanced = match load_progress(store, &character, &choices, &advancement)? {
                Some((_, folded)) => folded.progress.character,
                None => made.character,
            };
            let name = character.fields.name.clone();
            let mut counted: Vec<&str> = Vec::with_capacity(foci.len());
            for (index, focus) in foci.iter().enumerate() {
                let wanted = focus.trim();
                let has = advanced
                    .foci()
                    .any(|f| f.skill == *skill && f.name.trim().eq_ignore_ascii_case(wanted));
                if !has {
                    return Err(AppError::invalid(
                        &format!("{field}.source.foci[{index}]"),
                        format!(
                            "{name} has no {} focus called \"{wanted}\" («Foci»).",
                            skill.name()
                        ),
                    ));
                }
                if counted.iter().any(|c| c.eq_ignore_ascii_case(wanted)) {
                    return Err(AppError::invalid(
                        &format!("{field}.source.foci[{index}]"),
                        format!("The focus \"{wanted}\" is named twice; it applies once."),
                    ));
                }
                counted.push(wanted);
            }
            let attribute = skill.attribute();
            Resolved {
                roll: format!("{} / {}", attribute.name(), skill.name()),
                request: PoolRequest {
                    attribute: attribute_score(&advanced.skills, attribute),
                    skill_rank: advanced.skills.get(*skill),
                    bonus_skill: advanced.bonus_skills.contains(skill),
                    foci: u8::try_from(counted.len()).unwrap_or(u8::MAX),
                    situational,
                },
                keeps_best: luck_keeps_best(advanced.build.species),
                who: Some((*character_id, name)),
            }
        }
    };
    pool_size(&resolved.request, rules).map_err(|e| roll_refusal(e, field, "dice"))?;
    Ok(resolved)
}

fn odds_of(
    resolved: &Resolved,
    rules: &PoolRules,
    field: &str,
) -> Result<(ClockworkPoolOdds, GainOdds), AppError> {
    let refuse = |e| roll_refusal(e, field, "dice");
    let size = pool_size(&resolved.request, rules).map_err(refuse)?;
    let odds = pool_odds(&resolved.request, rules).map_err(refuse)?;
    Ok((
        ClockworkPoolOdds {
            who: resolved.who.as_ref().map(|(_, name)| name.clone()),
            roll: resolved.roll.clone(),
            size,
            skill_rank: resolved.request.skill_rank,
            chances: odds.chances(),
        },
        odds,
    ))
}

fn roll_odds(
    actor: &Resolved,
    difficulty: Option<Difficulty>,
    setting: Setting,
    reactor: Option<&Resolved>,
    rules: &PoolRules,
) -> Result<ClockworkRollOdds, AppError> {
    let (actor_odds, gains) = odds_of(actor, rules, "pool")?;
    let difficulty = match difficulty {
        Some(difficulty) => {
            let needed = difficulty
                .gains()
                .map_err(|e| roll_refusal(e, "pool", "dice"))?;
            let dramatic = setting == Setting::OutOfCombat;
            Some(ClockworkDifficultyOdds {
                needed,
                success: gains.at_least(needed),
                dramatic_success: dramatic.then(|| gains.at_least(needed + 3)),
                dramatic_failure: dramatic.then(|| 1.0 - gains.at_least(needed - 2)),
                rule: cite("Unopposed Rolls"),
            })
        }
        None => None,
    };
    let opposed = match reactor {
        Some(reactor) => {
            let (reactor_odds, theirs) = odds_of(reactor, rules, "opposed.pool")?;
            Some(ClockworkOpposedOdds {
                reactor: reactor_odds,
                actor_wins: gains.actor_wins(&theirs),
                rule: cite("Opposed Rolls"),
            })
        }
        None => None,
    };
    Ok(ClockworkRollOdds {
        actor: actor_odds,
        difficulty,
        opposed,
    })
}

fn check_kind(difficulty: Option<Difficulty>, opposed: bool) -> Result<(), AppError> {
    if difficulty.is_some() && opposed {
        return Err(AppError {
            rule: Some(cite("Opposed Rolls")),
            ..AppError::invalid(
                "difficulty",
                "An opposed roll is won by the higher gains and has no difficulty: give one or \
                 the other.",
            )
        });
    }
    Ok(())
}

fn throw(
    resolved: &Resolved,
    rules: &PoolRules,
    rng: &mut Rng,
    entered: Option<&[u8]>,
    field: &str,
    dice_field: &str,
) -> Result<PoolRoll, AppError> {
    roll_pool(&resolved.request, rules, rng, entered)
        .map_err(|e| roll_refusal(e, field, dice_field))
}

fn thrown(resolved: &Resolved, pool: PoolRoll) -> ClockworkThrow {
    ClockworkThrow {
        who: resolved.who.as_ref().map(|(_, name)| name.clone()),
        roll: resolved.roll.clone(),
        dice: pool.each_die(),
        pool,
    }
}

/// Reads the thrown dice against the difficulty or the other roll.
fn read(
    actor: ClockworkThrow,
    reactor: Option<ClockworkThrow>,
    difficulty: Option<Difficulty>,
    setting: Setting,
    odds: ClockworkRollOdds,
) -> Result<ClockworkRollResult, AppError> {
    let gains = actor.pool.gains.value;
    let difficulty = match difficulty {
        Some(difficulty) => {
            let needed = difficulty
                .gains()
                .map_err(|e| roll_refusal(e, "pool", "dice"))?;
            let outcome =
                against(gains, difficulty, setting).map_err(|e| roll_refusal(e, "pool", "dice"))?;
            let (why, rule) = match outcome {
                Outcome::DramaticSuccess => (
                    format!("{gains} gains, 3 or more over the {needed} needed: a success the GM may make dramatic."),
                    "Dramatic Success",
                ),
                Outcome::Success => (format!("{gains} gains meet the {needed} needed."), "Unopposed Rolls"),
                Outcome::Failure => (format!("{gains} gains fall short of the {needed} needed."), "Unopposed Rolls"),
                Outcome::DramaticFailure => (
                    format!("{gains} gains, 3 or more short of the {needed} needed: a failure the GM may make dramatic."),
                    "Dramatic Failure",
                ),
            };
            Some(ClockworkDifficultyResult {
                needed,
                outcome,
                why,
                rule: cite(rule),
            })
        }
        None => None,
    };
    let opposed = reactor.map(|reactor| {
        let theirs = reactor.pool.gains.value;
        let winner = opposed(gains, theirs);
        let why = match winner {
            Winner::Actor if gains == theirs => {
                format!("{gains} against {theirs}: a tie goes to the one acting.")
            }
            Winner::Actor => format!("{gains} against {theirs}: the one acting wins."),
            Winner::Reactor => format!("{gains} against {theirs}: the one reacting wins."),
        };
        ClockworkOpposedResult {
            reactor,
            winner,
            why,
            rule: cite("Opposed Rolls"),
        }
    });
    Ok(ClockworkRollResult {
        actor,
        difficulty,
        opposed,
        odds,
        luck: None,
    })
}

struct Prepared {
    rules: PoolRules,
    actor: Resolved,
    reactor: Option<Resolved>,
    setting: Setting,
    odds: ClockworkRollOdds,
}

fn prepare(
    store: &CampaignStore,
    pool: &ClockworkPool,
    opposed: Option<&ClockworkPool>,
    difficulty: Option<Difficulty>,
    setting: Option<Setting>,
) -> Result<Prepared, AppError> {
    check_kind(difficulty, opposed.is_some())?;
    let rules = pool_rules(&rule_choices(store)?);
    let actor = resolve(store, &rules, pool, "pool")?;
    let reactor = opposed
        .map(|pool| resolve(store, &rules, pool, "opposed.pool"))
        .transpose()?;
    let setting = setting.unwrap_or(Setting::OutOfCombat);
    let odds = roll_odds(&actor, difficulty, setting, reactor.as_ref(), &rules)?;
    Ok(Prepared {
        rules,
        actor,
        reactor,
        setting,
        odds,
    })
}

/// The exact chance of each number of gains, and of success or of winning, before rolling.
pub fn clockwork_roll_odds(
    desk: &mut Desk,
    input: ClockworkRollOddsRequest,
) -> Result<ClockworkRollOdds, AppError> {
    let prepared = prepare(
        desk.store()?,
        &input.pool,
        input.opposed.as_ref(),
        input.difficulty,
        input.setting,
    )?;
    Ok(prepared.odds)
}

/// A roll with the engine's dice or the table's, read against a difficulty or another roll.
pub fn clockwork_roll(
    desk: &mut Desk,
    input: ClockworkRollRequest,
) -> Result<ClockworkRollResult, AppError> {
    let prepared = prepare(
        desk.store()?,
        &input.pool,
        input.opposed.as_ref().map(|o| &o.pool),
        input.difficulty,
        input.setting,
    )?;
    let mut rng = Rng::from_seed(u64::from(desk.fresh_seed()));
    let actor = throw(
        &prepared.actor,
        &prepared.rules,
        &mut rng,
        input.dice.as_deref(),
        "pool",
        "dice",
    )?;
    let reactor = match (&prepared.reactor, &input.opposed) {
        (Some(resolved), Some(side)) => Some(thrown(
            resolved,
            throw(
                resolved,
                &prepared.rules,
                &mut rng,
                side.dice.as_deref(),
                "opposed.pool",
                "opposed.dice",
            )?,
        )),
        _ => None,
    };
    read(
        thrown(&prepared.actor, actor),
        reactor,
        input.difficulty,
        prepared.setting,
        prepared.odds,
    )
}

/// Throws one side of a roll again with its character's luck («Using Luck»): the ledger records
/// the luck used, and the reroll stands (a Halfling keeps the higher).
pub fn clockwork_luck_reroll(
    desk: &mut Desk,
    input: ClockworkLuckReroll,
) -> Result<ClockworkRollResult, AppError> {
    let roll = &input.roll;
    let side = input.side.unwrap_or_default();
    let prepared = prepare(
        desk.store()?,
        &roll.pool,
        roll.opposed.as_ref().map(|o| &o.pool),
        roll.difficulty,
        roll.setting,
    )?;
    let Some(actor_dice) = roll.dice.as_deref() else {
        return Err(AppError::invalid(
            "roll.dice",
            "Give the dice as they fell, so the roll thrown again is the one the table saw.",
        ));
    };
    let reactor_dice = match &roll.opposed {
        Some(side) => Some(side.dice.as_deref().ok_or_else(|| {
            AppError::invalid(
                "roll.opposed.dice",
                "Give the reacting side's dice as they fell too.",
            )
        })?),
        None => None,
    };
    if side == ClockworkRollSide::Reactor && prepared.reactor.is_none() {
        return Err(AppError::invalid(
            "side",
            "Only an opposed roll has a reacting side to throw again.",
        ));
    }
    let mut rng = Rng::from_seed(u64::from(desk.fresh_seed()));
    let mut actor = throw(
        &prepared.actor,
        &prepared.rules,
        &mut rng,
        Some(actor_dice),
        "roll.pool",
        "roll.dice",
    )?;
    let mut reactor = match (&prepared.reactor, reactor_dice) {
        (Some(resolved), Some(dice)) => Some(throw(
            resolved,
            &prepared.rules,
            &mut rng,
            Some(dice),
            "roll.opposed.pool",
            "roll.opposed.dice",
        )?),
        _ => None,
    };
    let (resolved, earlier) = match (side, reactor.as_mut()) {
        (ClockworkRollSide::Reactor, Some(reactor)) => (
            prepared.reactor.as_ref().unwrap_or(&prepared.actor),
            reactor,
        ),
        _ => (&prepared.actor, &mut actor),
    };
    let Some((character_id, who)) = resolved.who.clone() else {
        return Err(AppError {
            rule: Some(cite("Using Luck")),
            ..AppError::invalid(
                "side",
                "A pool typed in belongs to no character: luck is a character's to spend.",
            )
        });
    };
    let spent_before = input.spent_on_this_roll.unwrap_or(0);
    check_luck_on_roll(spent_before, resolved.keeps_best)
        .map_err(|e| roll_refusal(e, "roll.pool", "dice"))?;
    let again = throw(
        resolved,
        &prepared.rules,
        &mut rng,
        input.dice.as_deref(),
        "roll.pool",
        "dice",
    )?;
    let rerolled = take_reroll(earlier.clone(), again, resolved.keeps_best);
    *earlier = rerolled.kept.clone();
    let description = format!("Reroll of a {} roll", resolved.roll);
    let advancement = record(
        desk,
        character_id,
        LedgerEntry::LuckUsed {
            roll: description.clone(),
        },
        &description,
        "",
    )?;
    let mut result = read(
        thrown(&prepared.actor, actor),
        match (&prepared.reactor, reactor) {
            (Some(resolved), Some(pool)) => Some(thrown(resolved, pool)),
            _ => None,
        },
        roll.difficulty,
        prepared.setting,
        prepared.odds,
    )?;
    result.luck = Some(ClockworkLuckSpent {
        side,
        who,
        set_aside: rerolled.set_aside,
        kept_earlier: rerolled.kept_earlier,
        why: rerolled.why,
        rule: rerolled.rule,
        luck_left: advancement.luck_left,
        spent_on_this_roll: spent_before.saturating_add(1),
    });
    Ok(result)
}
