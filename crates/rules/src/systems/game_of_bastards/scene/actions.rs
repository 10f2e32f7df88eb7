//! The dramatic actions («3. Dramatic Actions»): indirect ones any player may use, their
//! character in the scene or not («i. Indirect Actions»), and direct ones only a character
//! directly involved may use («Direct Actions»). [`decide`] checks a request against the
//! scene, the places that make an action free, the advantages that waive its price, the
//! once-per-scene limits and the Wildcards the players hold, and resolves it into an event:
//! its cost per player and the NPC groups it brings in, each Power Rating explained.

use serde::{Deserialize, Serialize};

use super::super::cite;
use super::super::creation::Fated;
use super::super::words::count;
pub use super::dramatic::DramaticAction;
use super::fate_draw::{fate_draw, FateDrawRequest};
use super::rules::{unpriced_action_cost, UNPRICED_ACTIONS};
use super::{
    adjust_wildcards, next_sub_area, sheet, Arrival, DistanceBand, NpcGroup, NpcKind, Scene,
    SceneError, SceneEvent, SceneType, Sheets, WildcardCost, AUTHORITIES_ROUND, SQUAD_MEMBERS,
};
use crate::citation::{Citation, Explained, Term};
use crate::random::Rng;
use crate::table_rules::TableRuleChoices;

/// The most combatants a Now We Fight! may name (a typing slip past this is caught).
pub const COMBATANTS_MAX: u8 = 50;

/// What the GM asks of a scene.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "BastardsSceneRequest"),
    schemars(rename = "BastardsSceneRequest")
)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum SceneRequest {
    /// A dramatic action.
    Action {
        /// The action.
        action: DramaticAction,
    },
    /// A Fate Draw (a Skill Check, or Consult's).
    FateDraw {
        /// The draw.
        draw: FateDrawRequest,
    },
    /// Wildcards gained or spent for something else.
    Wildcards {
        /// Whose.
        #[serde(rename = "characterId")]
        character_id: i64,
        /// Gained (positive) or spent (negative).
        change: i8,
        /// Why.
        #[serde(default)]
        reason: String,
    },
    /// On to the next sub-area of a Dangerous Area.
    NextSubArea,
}

/// Checks `request` against `scene` and the participants' `sheets`, under `rules`, and
/// resolves it into the event to record; `rng` draws a Fate Draw's cards when none are
/// entered. A refusal names its rule and changes nothing.
pub fn decide(
    scene: &Scene,
    sheets: &Sheets<'_>,
    request: &SceneRequest,
    rules: &TableRuleChoices,
    rng: &mut Rng,
) -> Result<SceneEvent, SceneError> {
    match request {
        SceneRequest::Action { action } => dramatic(scene, sheets, action, rules),
        SceneRequest::FateDraw { draw } => fate(scene, sheets, draw, rules, rng),
        SceneRequest::Wildcards {
            character_id,
            change,
            reason,
        } => adjust_wildcards(scene, *character_id, *change, reason),
        SceneRequest::NextSubArea => next_sub_area(scene),
    }
}

fn fate(
    scene: &Scene,
    sheets: &Sheets<'_>,
    draw: &FateDrawRequest,
    rules: &TableRuleChoices,
    rng: &mut Rng,
) -> Result<SceneEvent, SceneError> {
    fate_draw(scene, sheets, draw, rules, rng).map(|draw| SceneEvent::FateDraw {
        draw: Box::new(draw),
    })
}

fn refuse(field: &str, rule: Citation, message: impl Into<String>) -> SceneError {
    SceneError::new(&format!("request.action.{field}"), rule, message)
}

fn term(label: impl Into<String>, value: u8, rule: Citation) -> Term {
    Term {
        label: label.into(),
        value: i32::from(value),
        rule,
    }
}

/// A group's Power Rating: a base, and Mastermind's levels when a player controls it
/// («vi. Advantages › Mastermind»: "Followers and Extras under this character's control
/// increase their Power Rating by 1").
fn power(rule: Citation, base: Term, controller: Option<&Fated>) -> Explained {
    let mut terms = vec![base];
    if let Some(level) = controller
        .map(|f| f.advantage_level("mastermind"))
        .filter(|l| *l > 0)
    {
        terms.push(term(
            format!("Mastermind {level}"),
            level,
            cite("vi. Advantages › Mastermind"),
        ));
    }
    Explained::sum(rule, terms)
}

struct Priced {
    costs: Vec<WildcardCost>,
    reason: String,
    rule: Citation,
}

fn free(reason: impl Into<String>, rule: Citation) -> Priced {
    Priced {
        costs: Vec::new(),
        reason: reason.into(),
        rule,
    }
}

fn dramatic(
    scene: &Scene,
    sheets: &Sheets<'_>,
    action: &DramaticAction,
    rules: &TableRuleChoices,
) -> Result<SceneEvent, SceneError> {
    let rule = action.rule();
    let user = match action.by() {
        Some(by) => {
            let participant = scene.participant(by).ok_or_else(|| {
                refuse(
                    "by",
                    rule.clone(),
                    "This character takes no part in the scene.",
                )
            })?;
            if action.is_direct() && !participant.involved() {
                return Err(refuse(
                    "by",
                    cite("Direct Actions"),
                    format!(
                        "{} is not directly involved: only a character that has Appeared uses \
                         {}.",
                        participant.name,
                        action.name()
                    ),
                ));
            }
            let fated = sheet(sheets, by)
                .ok_or_else(|| refuse("by", rule.clone(), "This character has no sheet."))?;
            Some((participant, fated))
        }
        None => None,
    };
    let the_end = scene.the_end && !action.is_direct();
    let end_rule = || cite("i. Indirect Actions › The End");
    let one = |by: i64| WildcardCost {
        character_id: by,
        wildcards: 1,
    };
    // The price: the book's, unless the place, The End or an advantage waives it.
    let price = |by: i64, wildcards: u8, frees: &[(bool, String, Citation)]| -> Priced {
        if the_end {
            return free("Indirect actions cost no Wildcards in The End.", end_rule());
        }
        if let Some((_, why, rule)) = frees.iter().find(|(applies, _, _)| *applies) {
            return free(why.clone(), rule.clone());
        }
        Priced {
            costs: (wildcards > 0)
                .then_some(WildcardCost {
                    character_id: by,
                    wildcards,
                })
                .into_iter()
                .collect(),
            reason: format!(
                "{} costs {}.",
                action.name(),
                count(wildcards, "Wildcard", "Wildcards")
            ),
            rule: rule.clone(),
        }
    };
    let place_frees = |place: SceneType| {
        (
            scene.is(place),
            format!("Free in a {}.", place.name()),
            place.rule(),
        )
    };
    let highest_of_all = || {
        scene
            .participants
            .iter()
            .filter_map(|p| sheet(sheets, p.character_id))
            .map(|f| f.traits.highest())
            .max()
            .unwrap_or(0)
    };
    let dangerous = scene.is(SceneType::Dangerous);
    let mut groups = Vec::new();
    let priced = match action {
        DramaticAction::Appearance { by } => {
            if user.is_some_and(|(p, _)| p.involved()) {
                return Err(refuse(
                    "by",
                    rule,
                    "This character has already Appeared in the scene.",
                ));
            }
            let _ = by;
            free("An Appearance costs no Wildcard.", rule.clone())
        }
        DramaticAction::Banditos { by, weapon } => {
            if scene.banditos_used {
                return Err(refuse(
                    "kind",
                    rule,
                    "Banditos! can only be used once per scene.",
                ));
            }
            let controller = user.map(|(_, f)| f);
            groups.push(NpcGroup {
                kind: NpcKind::Extras,
                count: u8::try_from(scene.participants.len()).unwrap_or(u8::MAX),
                members: SQUAD_MEMBERS,
                power_rating: power(
                    rule.clone(),
                    term(
                        "Highest trait of the characters",
                        highest_of_all(),
                        rule.clone(),
                    ),
                    controller,
                ),
                hostile: dangerous,
                controller: Some(*by),
                arrives: Arrival::Now,
                weapon: weapon.trim().to_owned(),
                note: "Hostile raiders, bandits, thieves or vagabonds: a squad for every player \
                       in the game, armed with a weapon whose damage bonus is no more than their \
                       Power Rating; without a controller they are Hostile."
                    .to_owned(),
                rule: rule.clone(),
            });
            let mut priced = price(
                *by,
                unpriced_action_cost(rules),
                &[
                    place_frees(SceneType::Dangerous),
                    place_frees(SceneType::Enroute),
                ],
            );
            if priced.rule == rule {
                priced.reason = format!(
                    "{} ({}: {})",
                    priced.reason,
                    UNPRICED_ACTIONS.title,
                    rules.option(&UNPRICED_ACTIONS)
                );
                priced.rule = UNPRICED_ACTIONS.rule.clone();
            }
            priced
        }
        DramaticAction::Distance { by, band } => {
            if let Some((_, first)) = scene.distance {
                let name = scene
                    .participant(first)
                    .map_or("another player", |p| &p.name);
                return Err(refuse(
                    "kind",
                    rule,
                    format!("Only one player can use Distance in a scene; {name} has."),
                ));
            }
            if scene.begun {
                return Err(refuse(
                    "kind",
                    rule,
                    "Distance is used at the beginning of the scene, before anything but \
                     Appearances.",
                ));
            }
            let wildcards = match band {
                DistanceBand::Medium => 1,
                DistanceBand::Long => 2,
            };
            price(*by, wildcards, &[])
        }
        DramaticAction::EverythingIsTerrible {
            monster,
            power_rating,
        } => {
            if monster.trim().is_empty() || *power_rating == 0 {
                return Err(refuse(
                    "monster",
                    rule,
                    "Name the monster that enters and give its Power Rating (generate one, or \
                     take the GM's).",
                ));
            }
            if !the_end {
                if let Some(short) = scene.participants.iter().find(|p| p.wildcards == 0) {
                    return Err(refuse(
                        "kind",
                        rule,
                        format!(
                            "Every player must spend a Wildcard to use Everything is Terrible; \
                             {} holds none.",
                            short.name
                        ),
                    ));
                }
            }
            groups.push(NpcGroup {
                kind: NpcKind::Monster,
                count: 1,
                members: 1,
                power_rating: Explained::sum(
                    cite("Monsters"),
                    vec![term(monster.trim(), *power_rating, cite("Monsters"))],
                ),
                hostile: true,
                controller: None,
                arrives: Arrival::Now,
                weapon: String::new(),
                note: "NPCs not under the players' control flee the scene at once and take no \
                       part in the fight."
                    .to_owned(),
                rule: rule.clone(),
            });
            if the_end {
                free("Indirect actions cost no Wildcards in The End.", end_rule())
            } else {
                Priced {
                    costs: scene
                        .participants
                        .iter()
                        .map(|p| one(p.character_id))
                        .collect(),
                    reason: "Every player spends a Wildcard.".to_owned(),
                    rule: rule.clone(),
                }
            }
        }
        DramaticAction::Involve { by, weapon } => {
            let (participant, fated) = user.ok_or_else(|| refuse("by", rule.clone(), ""))?;
            if participant.involve_used {
                return Err(refuse(
                    "kind",
                    rule,
                    format!(
                        "{} has used Involve once this scene already.",
                        participant.name
                    ),
                ));
            }
            let successor = fated.advantage_level("successor");
            let base = term(
                format!("{}'s highest trait", participant.name),
                fated.traits.highest(),
                rule.clone(),
            );
            let power_rating = power(rule.clone(), base, Some(fated));
            groups.push(NpcGroup {
                kind: NpcKind::Touched,
                count: 1,
                members: 1,
                note: format!(
                    "A Touched Follower with one weapon of its controller's choice and {}.",
                    count(power_rating.value, "advantage", "advantages")
                ),
                power_rating,
                hostile: dangerous && successor == 0,
                controller: Some(*by),
                arrives: Arrival::Now,
                weapon: weapon.trim().to_owned(),
                rule: rule.clone(),
            });
            price(
                *by,
                1,
                &[
                    (
                        successor > 0,
                        "Free with the Successor advantage.".to_owned(),
                        cite("vi. Advantages › Successor"),
                    ),
                    place_frees(SceneType::Dangerous),
                ],
            )
        }
        DramaticAction::Reinforce { by, weapon } => {
            let (participant, fated) = user.ok_or_else(|| refuse("by", rule.clone(), ""))?;
            if participant.reinforce_used {
                return Err(refuse(
                    "kind",
                    rule,
                    format!(
                        "{} has used Reinforce once this scene already.",
                        participant.name
                    ),
                ));
            }
            let friends = fated.advantage_level("friends");
            let base = term(
                format!("{}'s highest trait", participant.name),
                fated.traits.highest(),
                rule.clone(),
            );
            groups.push(NpcGroup {
                kind: NpcKind::Extras,
                count: 1,
                members: SQUAD_MEMBERS,
                power_rating: power(rule.clone(), base, Some(fated)),
                hostile: dangerous && friends == 0,
                controller: Some(*by),
                arrives: Arrival::Now,
                weapon: weapon.trim().to_owned(),
                note: if friends > 0 {
                    "Loyal Extras (Friends), with one weapon type of the player's choice; the \
                     book's extra squads for Friends' levels are the GM's to add."
                        .to_owned()
                } else {
                    "Five Extras under the player's control, with one weapon type whose damage \
                     bonus is no more than their Power Rating."
                        .to_owned()
                },
                rule: rule.clone(),
            });
            price(
                *by,
                1,
                &[
                    (
                        friends > 0,
                        "Free with the Friends advantage.".to_owned(),
                        cite("vi. Advantages › Friends"),
                    ),
                    place_frees(SceneType::Dangerous),
                ],
            )
        }
        DramaticAction::RoughWeather { by, weather } => {
            if scene.rough_weather.is_some() {
                return Err(refuse(
                    "kind",
                    rule,
                    "Rough Weather can only be used once per scene.",
                ));
            }
            if weather.trim().is_empty() {
                return Err(refuse(
                    "weather",
                    rule,
                    "The player using Rough Weather chooses the weather.",
                ));
            }
            let mut priced = price(
                *by,
                unpriced_action_cost(rules),
                &[place_frees(SceneType::Enroute)],
            );
            if priced.rule == rule {
                priced.reason = format!(
                    "{} ({}: {})",
                    priced.reason,
                    UNPRICED_ACTIONS.title,
                    rules.option(&UNPRICED_ACTIONS)
                );
                priced.rule = UNPRICED_ACTIONS.rule.clone();
            }
            priced
        }
        DramaticAction::Sos { by, objective } => {
            if objective.trim().is_empty() {
                return Err(refuse(
                    "objective",
                    rule,
                    "The group decides the Objective the Touched carries.",
                ));
            }
            let lowest = scene
                .participants
                .iter()
                .filter_map(|p| sheet(sheets, p.character_id))
                .flat_map(|f| [f.traits.body, f.traits.spirit, f.traits.mind, f.traits.luck])
                .min()
                .unwrap_or(0);
            groups.push(NpcGroup {
                kind: NpcKind::Touched,
                count: 1,
                members: 1,
                power_rating: Explained::sum(
                    rule.clone(),
                    vec![term("Lowest trait of the characters", lowest, rule.clone())],
                ),
                hostile: false,
                controller: None,
                arrives: Arrival::Now,
                weapon: String::new(),
                note: format!(
                    "Someone with a problem, unarmed, carrying the Objective: {}. Completing it \
                     gives every character involved a level of Connections.",
                    objective.trim()
                ),
                rule: rule.clone(),
            });
            price(*by, 1, &[place_frees(SceneType::Enroute)])
        }
        DramaticAction::SosDire { by } => {
            match scene.sos {
                None => {
                    return Err(refuse(
                        "kind",
                        rule,
                        "No SOS has been used in this scene to make dire.",
                    ))
                }
                Some(first) if first == *by => {
                    return Err(refuse(
                        "by",
                        rule,
                        "Another player makes the SOS dire, not the one who used it.",
                    ))
                }
                Some(_) => {}
            }
            price(*by, 1, &[])
        }
        DramaticAction::Flee { .. } => free("Flee costs nothing.", rule.clone()),
        DramaticAction::GiveChase { by } => {
            if !scene
                .participants
                .iter()
                .any(|p| p.fled && p.character_id != *by)
            {
                return Err(refuse(
                    "kind",
                    rule,
                    "Give Chase can only be used after another character has used Flee.",
                ));
            }
            price(*by, 1, &[])
        }
        DramaticAction::NowWeFight {
            by,
            against,
            combat,
            combatants,
        } => {
            if against.trim().is_empty() {
                return Err(refuse(
                    "against",
                    rule,
                    "Now We Fight! starts an Opposition with a character of the player's choice: \
                     name them.",
                ));
            }
            if !(2..=COMBATANTS_MAX).contains(combatants) {
                return Err(refuse(
                    "combatants",
                    rule,
                    format!("An Opposition has from 2 to {COMBATANTS_MAX} combatants."),
                ));
            }
            if *combat && scene.is(SceneType::Populated) {
                let populated = SceneType::Populated.rule();
                let involved = scene
                    .participants
                    .iter()
                    .filter(|p| p.involved())
                    .filter_map(|p| sheet(sheets, p.character_id))
                    .map(|f| f.traits.highest())
                    .max()
                    .unwrap_or(0);
                groups.push(NpcGroup {
                    kind: NpcKind::Extras,
                    count: *combatants,
                    members: SQUAD_MEMBERS,
                    power_rating: Explained::sum(
                        populated.clone(),
                        vec![term(
                            "Highest trait of the characters involved",
                            involved,
                            populated.clone(),
                        )],
                    ),
                    hostile: false,
                    controller: None,
                    arrives: Arrival::OppositionRoundThree,
                    weapon: String::new(),
                    note: format!(
                        "The local authorities: at the beginning of round {AUTHORITIES_ROUND} of \
                         the fight, a squad for each combatant, armed with a weapon a player not \
                         involved chooses."
                    ),
                    rule: populated,
                });
            }
            let _ = by;
            free("Now We Fight! costs nothing.", rule.clone())
        }
    };
    // Every payer must hold what they pay.
    for cost in &priced.costs {
        if let Some(payer) = scene.participant(cost.character_id) {
            if payer.wildcards < cost.wildcards {
                return Err(refuse(
                    "kind",
                    priced.rule.clone(),
                    format!(
                        "{} costs {} and {} holds {}.",
                        action.name(),
                        count(cost.wildcards, "Wildcard", "Wildcards"),
                        payer.name,
                        payer.wildcards
                    ),
                ));
            }
        }
    }
    Ok(SceneEvent::Action {
        action: action.clone(),
        costs: priced.costs,
        cost_reason: priced.reason,
        cost_rule: priced.rule,
        groups,
    })
}

/// What an action changes in the scene beyond its price and groups.
pub(super) fn evolve_action(scene: &mut Scene, action: &DramaticAction) {
    if !matches!(action, DramaticAction::Appearance { .. }) {
        scene.begun = true;
    }
    let sub_area = scene.sub_area;
    match action {
        DramaticAction::Appearance { by } => {
            if let Some(p) = scene
                .participants
                .iter_mut()
                .find(|p| p.character_id == *by)
            {
                p.involved_since.get_or_insert(sub_area);
            }
        }
        DramaticAction::Banditos { .. } => scene.banditos_used = true,
        DramaticAction::Distance { by, band } => scene.distance = Some((*band, *by)),
        DramaticAction::Involve { by, .. } => {
            if let Some(p) = scene
                .participants
                .iter_mut()
                .find(|p| p.character_id == *by)
            {
                p.involve_used = true;
            }
        }
        DramaticAction::Reinforce { by, .. } => {
            if let Some(p) = scene
                .participants
                .iter_mut()
                .find(|p| p.character_id == *by)
            {
                p.reinforce_used = true;
            }
        }
        DramaticAction::RoughWeather { weather, .. } => {
            scene.rough_weather = Some(weather.trim().to_owned());
        }
        DramaticAction::Sos { by, .. } => scene.sos = Some(*by),
        DramaticAction::Flee { by } => {
            if let Some(p) = scene
                .participants
                .iter_mut()
                .find(|p| p.character_id == *by)
            {
                p.fled = true;
            }
        }
        DramaticAction::EverythingIsTerrible { .. }
        | DramaticAction::SosDire { .. }
        | DramaticAction::GiveChase { .. }
        | DramaticAction::NowWeFight { .. } => {}
    }
}
