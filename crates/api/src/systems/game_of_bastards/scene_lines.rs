//! A Game of Bastards scene's events in sentences, each with the rule that decided it: what an
//! action cost and brought in, what a Fate Draw showed and how it ended.

use schemars::JsonSchema;
use serde::Serialize;
use tablekeep_rules::citation::Citation;
use tablekeep_rules::systems::game_of_bastards::scene::fate_draw::FateDrawPurpose;
use tablekeep_rules::systems::game_of_bastards::scene::{
    Arrival, DramaticAction, NpcGroup, NpcKind, Scene, SceneEvent,
};
use tablekeep_rules::systems::game_of_bastards::words::count;
use tablekeep_rules::SystemId;

/// One event of a scene as the GM reads it.
#[derive(Debug, Serialize, specta::Type, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BastardsSceneLine {
    /// Its place in the scene, from 1.
    pub seq: usize,
    /// The event.
    pub event: SceneEvent,
    /// What happened, in a sentence.
    pub text: String,
    /// More: the cards, the groups, how a tie fell.
    pub details: Vec<String>,
    /// The rule that decided it.
    pub rule: Citation,
}

fn name(scene: &Scene, id: i64) -> String {
    scene
        .participant(id)
        .map_or_else(|| format!("character {id}"), |p| p.name.clone())
}

fn group_line(scene: &Scene, group: &NpcGroup) -> String {
    let who = match group.kind {
        NpcKind::Extras => format!(
            "{} of {} Extras",
            count(group.count, "squad", "squads"),
            group.members
        ),
        NpcKind::Touched => "a Touched".to_owned(),
        NpcKind::Monster => "a Monster".to_owned(),
    };
    let when = match group.arrives {
        Arrival::Now => "enter".to_owned(),
        Arrival::OppositionRoundThree => "will enter at the beginning of round 3".to_owned(),
    };
    let mut text = format!(
        "{}{} {when}, Power Rating {}",
        who[..1].to_uppercase(),
        &who[1..],
        group.power_rating.value
    );
    if group.hostile {
        text.push_str(", Hostile to every character directly involved");
    }
    if let Some(controller) = group.controller {
        text.push_str(&format!(", under {}'s control", name(scene, controller)));
    }
    if !group.weapon.is_empty() {
        text.push_str(&format!(", armed with {}", group.weapon));
    }
    format!("{text}. {}", group.note)
}

/// The sentence for `event`, played in `scene` as it stood before it.
pub(crate) fn line(seq: usize, scene: &Scene, event: &SceneEvent) -> BastardsSceneLine {
    let (text, details, rule) = match event {
        SceneEvent::Action {
            action,
            costs,
            cost_reason,
            cost_rule,
            groups,
        } => {
            let who = action
                .by()
                .map_or_else(|| "Every player".to_owned(), |by| name(scene, by));
            let what = match action {
                DramaticAction::Appearance { .. } => {
                    format!("{who} Appears and is directly involved from now on")
                }
                DramaticAction::Distance { band, .. } => format!(
                    "{who} uses Distance: everyone entering later arrives at {} range",
                    match band {
                        tablekeep_rules::systems::game_of_bastards::scene::DistanceBand::Medium =>
                            "Medium",
                        tablekeep_rules::systems::game_of_bastards::scene::DistanceBand::Long =>
                            "Long",
                    }
                ),
                DramaticAction::EverythingIsTerrible { monster, .. } => {
                    format!(
                        "Everything is Terrible: {} enters the scene",
                        monster.trim()
                    )
                }
                DramaticAction::RoughWeather { weather, .. } => format!(
                    "{who} brings Rough Weather ({}): outdoors, every character plays a card \
                     fewer",
                    weather.trim()
                ),
                DramaticAction::Sos { objective, .. } => {
                    format!("{who} uses SOS: the Objective is {}", objective.trim())
                }
                DramaticAction::SosDire { .. } => format!(
                    "{who} makes the SOS dire: in the following scenes a squad of Extras may \
                     come for the Touched, one more each scene, until the Objective is met"
                ),
                DramaticAction::Flee { .. } => format!("{who} Flees"),
                DramaticAction::GiveChase { .. } => {
                    format!("{who} Gives Chase: the Opposition becomes a Chase")
                }
                DramaticAction::NowWeFight {
                    against, combat, ..
                } => format!(
                    "{who} starts {} Opposition with {}",
                    if *combat { "a combat" } else { "a social" },
                    against.trim()
                ),
                other => format!("{who} uses {}", other.name()),
            };
            let paid = if costs.is_empty() {
                cost_reason.clone()
            } else {
                let payers: Vec<String> = costs
                    .iter()
                    .map(|c| {
                        format!(
                            "{} spends {}",
                            name(scene, c.character_id),
                            count(c.wildcards, "Wildcard", "Wildcards")
                        )
                    })
                    .collect();
                format!("{} ({cost_reason})", payers.join(", "))
            };
            let mut details = vec![format!("Price: {paid} — {}.", cost_rule.section)];
            details.extend(groups.iter().map(|group| group_line(scene, group)));
            (format!("{what}."), details, action.rule())
        }
        SceneEvent::FateDraw { draw } => {
            let who = name(scene, draw.by);
            let purpose = match &draw.purpose {
                FateDrawPurpose::SkillCheck { attempt } if !attempt.trim().is_empty() => {
                    format!(" to {}", attempt.trim())
                }
                FateDrawPurpose::SkillCheck { .. } => String::new(),
                FateDrawPurpose::Consult { seeking } => {
                    format!(" to Consult for {}", seeking.trim())
                }
            };
            let outcome = if draw.success {
                format!("succeeds by {}", draw.margin)
            } else {
                format!("fails by {}", -draw.margin)
            };
            let cards = |cards: &[tablekeep_rules::cards::PlayingCard]| {
                cards
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let mut details = vec![
                format!(
                    "{who}'s cards{}: {}.",
                    if draw.entered {
                        " (from the table)"
                    } else {
                        " (drawn by the engine)"
                    },
                    cards(&draw.player_cards)
                ),
                format!("Fate's cards: {}.", cards(&draw.fate_cards)),
            ];
            if let Some(tie) = &draw.tie {
                details.push(tie.clone());
            }
            if draw.player_jokers > 0 {
                details.push(format!(
                    "{who} drew {} and gains {}.",
                    count(draw.player_jokers, "Joker", "Jokers"),
                    count(draw.player_jokers, "Wildcard", "Wildcards")
                ));
            }
            if let (Some(fate_player), true) = (draw.fate_player, draw.fate_player_jokers > 0) {
                details.push(format!(
                    "{}, playing Fate, gains {} for Fate's Jokers.",
                    name(scene, fate_player),
                    count(draw.fate_player_jokers, "Wildcard", "Wildcards")
                ));
            }
            if let Some(hazard) = &draw.hazard {
                details.push(format!(
                    "Hazards of the Dangerous Area: {} takes {} BP damage.",
                    who, hazard.value
                ));
            }
            (
                format!(
                    "{who}'s {} Fate Draw off {}{}{purpose}: {} against Fate's {} — {outcome}.",
                    draw.skill,
                    draw.trait_name,
                    if draw.difficulty > 0 {
                        format!(" at difficulty +{}", draw.difficulty)
                    } else {
                        String::new()
                    },
                    draw.player_total.value,
                    draw.fate_total.value
                ),
                details,
                Citation::new(SystemId::GameOfBastards, "ii. Fate Draws"),
            )
        }
        SceneEvent::Wildcards {
            character_id,
            change,
            reason,
        } => {
            let verb = if *change > 0 { "gains" } else { "spends" };
            let mut text = format!(
                "{} {verb} {}",
                name(scene, *character_id),
                count(change.unsigned_abs(), "Wildcard", "Wildcards")
            );
            if !reason.trim().is_empty() {
                text.push_str(&format!(": {}", reason.trim()));
            }
            text.push('.');
            (
                text,
                Vec::new(),
                Citation::new(SystemId::GameOfBastards, "3. Dramatic Actions"),
            )
        }
        SceneEvent::NextSubArea => (
            format!(
                "On to sub-area {} of the Dangerous Area: a new scene for XP and for the \
                 dramatic actions' limits (trait pools do not recover).",
                scene.sub_area + 1
            ),
            Vec::new(),
            Citation::new(
                SystemId::GameOfBastards,
                "i. Indirect Actions › Set the Scene › Dangerous Areas",
            ),
        ),
    };
    BastardsSceneLine {
        seq,
        event: event.clone(),
        text,
        details,
        rule,
    }
}
