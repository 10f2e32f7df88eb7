//! From the campaign to the battle and back: a character sheet becomes a combatant, and a fought
//! battle suggests the Knowledge Points it taught ("Learning New Proficiencies").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::battle::{ArmProfile, BattleState, CombatantId, CombatantSetup, Event, Side, Tile};
use super::build::{Build, KnowledgeTarget};
use super::content::perks::PerkEffect;
use super::content::{content, ArmTrait};
use super::knowledge::is_proficient;
use super::progression::Manner;
use super::sheet::{ArmLine, Sheet};
use crate::citation::Citation;
use crate::table_rules::TableRuleChoices;

use super::cite;

/// How a campaign character enters a battle.
#[derive(Clone, Debug)]
pub struct Recruit<'a> {
    /// Display name in the battle (copies of one NPC get numbers).
    pub name: String,
    /// Its side.
    pub side: Side,
    /// The campaign character.
    pub character_id: i64,
    /// Its sheet now.
    pub sheet: &'a Sheet,
    /// The engine deals its cards.
    pub engine_deck: bool,
    /// Its starting tile, with a grid.
    pub position: Option<Tile>,
}

/// The combatant a character sheet brings to the table: every carried arm with its sheet values
/// (Base + Arm + Class, proficiency applied), its Hit Points and Hand Size.
pub fn combatant_setup(recruit: &Recruit<'_>) -> CombatantSetup {
    let sheet = recruit.sheet;
    let arms: Vec<ArmProfile> = sheet.arms.iter().map(arm_profile).collect();
    let main_arm = sheet.arms.iter().position(|line| line.main).unwrap_or(0);
    let offhand_arm = sheet
        .arms
        .iter()
        .position(|line| line.offhand)
        .filter(|&index| index != main_arm);
    CombatantSetup {
        name: recruit.name.clone(),
        side: recruit.side,
        character_id: Some(recruit.character_id),
        arms: if arms.is_empty() {
            vec![empty_hands()]
        } else {
            arms
        },
        main_arm,
        offhand_arm,
        hit_points: clamp_i8(sheet.hit_points.value),
        hand_size: sheet.hand_size.value.clamp(0, i32::from(u8::MAX)) as u8,
        position: recruit.position,
        engine_deck: recruit.engine_deck,
        // Spells granted by a carried catalyst are castable without proficiency ("Proficiencies
        // and Arms"); learned ones need it.
        spells: sheet
            .combat_spells
            .iter()
            .filter(|spell| spell.proficient || !spell.granted_by.is_empty())
            .map(|spell| spell.id.clone())
            .collect(),
        perks: sheet
            .perks
            .iter()
            .filter(|perk| perk.usable)
            .map(|perk| perk.id.clone())
            .collect(),
        star_suit: Some(sheet.star_suit),
        base: Some([
            i16::from(sheet.attributes.sleight),
            i16::from(sheet.attributes.brawn),
            i16::from(sheet.attributes.mind),
        ]),
    }
}

fn clamp_i8(value: i32) -> i8 {
    value.clamp(i32::from(i8::MIN), i32::from(i8::MAX)) as i8
}

fn clamp_i16(value: i32) -> i16 {
    value.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16
}

/// Fighting with nothing in hand.
fn empty_hands() -> ArmProfile {
    ArmProfile {
        arm: None,
        name: "Empty hands".to_owned(),
        strike: 0,
        defense: 0,
        speed: 0,
        magic_strike: 0,
        reach: 1,
        effective_range: None,
        ranged: false,
        two_handed: false,
        perks: Vec::new(),
    }
}

fn arm_profile(line: &ArmLine) -> ArmProfile {
    let def = line.arm.as_deref().and_then(|id| content().arm(id));
    // "You must have Proficiency in an Arm in order to take advantage of its positive effects"
    // ("Proficiencies and Arms"): the arm's own Reach follows proficiency. Class Arms gate only
    // Armed Perks ("Traits, Class Arms and Armed Perks"), and Reach is not one.
    let reach = def
        .filter(|_| line.proficient)
        .into_iter()
        .flat_map(|arm| arm.perks.iter())
        .filter_map(|perk| content().perk(perk))
        .flat_map(|perk| perk.effects.iter())
        .filter_map(|effect| match effect {
            PerkEffect::MeleeRange { tiles } => Some(*tiles),
            _ => None,
        })
        .max()
        .unwrap_or(1);
    ArmProfile {
        arm: line.arm.clone(),
        name: line.name.clone(),
        strike: clamp_i16(line.strike.value),
        defense: clamp_i16(line.defense.value),
        speed: clamp_i16(line.speed.value),
        magic_strike: clamp_i16(line.magic_strike.value),
        reach,
        effective_range: def.and_then(|arm| arm.effective_range.map(|r| (r.min, r.max))),
        ranged: def.is_some_and(|arm| arm.traits.contains(&ArmTrait::Ranged)),
        two_handed: def.is_some_and(|arm| arm.two_handed),
        perks: def
            .filter(|_| line.proficient)
            .map(|arm| arm.perks.clone())
            .unwrap_or_default(),
    }
}

/// Knowledge Points a battle offers one character: the GM accepts or declines each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct KnowledgeOffer {
    /// The campaign character who learned.
    pub character_id: i64,
    /// Its name in the battle.
    pub name: String,
    /// The arm or spell.
    pub target: KnowledgeTarget,
    /// The arm's or spell's name.
    pub target_name: String,
    /// How it was learned.
    pub manner: Manner,
    /// Points it gives.
    pub points: u8,
    /// What happened, in a sentence.
    pub because: String,
    /// The rule.
    pub rule: Citation,
}

/// Adds the Knowledge Points `event` suggests (`state` is the battle just before it) to `offers`
/// for the party characters whose builds are in `builds` (by character id),
/// one per character, target and manner for the whole battle: First-Hand Experience for attacking
/// or defending with an arm the character is not proficient in, Dominance for a successful hit
/// against a creature using such an arm, Live Opposition for ending a turn engaged with one. The
/// rulebook calls these guidelines; the GM decides.
pub fn offer_knowledge(
    builds: &BTreeMap<i64, Build>,
    state: &BattleState,
    event: &Event,
    rules: &TableRuleChoices,
    offers: &mut Vec<KnowledgeOffer>,
) {
    let mut offer = |who: CombatantId, arm: Option<&String>, manner: Manner, because: String| {
        let (Some(learner), Some(arm)) = (state.combatant(who), arm) else {
            return;
        };
        let Some((character_id, build)) = learner
            .character_id
            .and_then(|id| Some((id, builds.get(&id)?)))
        else {
            return;
        };
        if learner.side != Side::Party {
            return;
        }
        let target = KnowledgeTarget::Arm(arm.clone());
        if is_proficient(build, &target, rules)
            || offers
                .iter()
                .any(|o| o.character_id == character_id && o.target == target && o.manner == manner)
        {
            return;
        }
        let target_name = content()
            .arm(arm)
            .map_or_else(|| arm.clone(), |def| def.name.clone());
        offers.push(KnowledgeOffer {
            character_id,
            name: learner.name.clone(),
            target,
            target_name,
            manner,
            points: manner.points(),
            because,
            rule: cite("Learning New Proficiencies"),
        });
    };
    let name_of = |id: CombatantId| state.combatant(id).map_or("someone", |c| c.name.as_str());
    let arm_of = |id: CombatantId| state.combatant(id).and_then(|c| c.main().arm.as_ref());
    match event {
        Event::Attacked {
            attacker,
            target,
            success,
            defense,
            ..
        } => {
            offer(
                *attacker,
                arm_of(*attacker),
                Manner::FirstHandExperience,
                format!("attacked {} with it", name_of(*target)),
            );
            if defense.is_some() {
                offer(
                    *target,
                    arm_of(*target),
                    Manner::FirstHandExperience,
                    format!("defended against {} with it", name_of(*attacker)),
                );
            }
            if *success {
                offer(
                    *attacker,
                    arm_of(*target),
                    Manner::Dominance,
                    format!("struck a hit against {}, who wielded it", name_of(*target)),
                );
            }
        }
        Event::TurnEnded { who } => {
            let engaged = state.combatant(*who).map_or(0, |c| c.engaged);
            for other in (0..64u8).filter(|bit| engaged & (1 << bit) != 0) {
                offer(
                    *who,
                    arm_of(other),
                    Manner::LiveOpposition,
                    format!(
                        "ended a turn engaged with {}, who wielded it",
                        name_of(other)
                    ),
                );
            }
        }
        _ => {}
    }
}
