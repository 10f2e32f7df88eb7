//! From the campaign to the battle and back: a character sheet becomes a combatant, and a fought
//! battle suggests the Knowledge Points it taught ("Learning New Proficiencies").

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::arm_rules::own_perk_works;
use super::battle::sight::line_of_sight;
use super::battle::{
    ArmProfile, ArmorMarks, BattleReagentHand, BattleState, CombatantId, CombatantSetup, Event,
    NonCasterReagents, Side, Tile,
};
use super::build::{Build, KnowledgeTarget};
use super::content::arms::ArmKind;
use super::content::perks::PerkEffect;
use super::content::ArmDef;
use super::content::{content, ArmTrait};
use super::knowledge::is_proficient;
use super::progression::Manner;
use super::sheet::{is_armed, ArmLine, Sheet};
use crate::citation::Citation;
use crate::systems::fated_hand::table_rules::{
    BASE_STAT_MEANING, LONG_REACH, REACH_RANGE, SHIELD_RULES, STEALTH_ACCESS, TOXIC_WEAPON,
};
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
    /// Whether a creature without Reagent lines holds a Reagent Hand (table rule
    /// `fated_hand.non_caster_reagents`).
    pub non_caster_reagents: NonCasterReagents,
    /// The campaign's table rules, for the arms' own perks (Reach, Long Reach, Toxic Weapon).
    pub rules: &'a TableRuleChoices,
}

/// The combatant a character sheet brings to the table: every carried arm with its sheet values
/// (Base + Arm + Class, proficiency applied), its Hit Points and Hand Size.
pub fn combatant_setup(recruit: &Recruit<'_>) -> CombatantSetup {
    let sheet = recruit.sheet;
    let arms: Vec<ArmProfile> = sheet
        .arms
        .iter()
        .map(|line| arm_profile(line, recruit.rules))
        .collect();
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
        reagent_hand: reagent_hand(sheet, recruit.non_caster_reagents),
        base: Some(base_stats(sheet, main_arm, recruit.rules)),
        // A sheet knows what its character wears (table rule `fated_hand.armor_rules`): no
        // armor, or armor that is off, is unarmored.
        armor: Some(ArmorMarks {
            armored: sheet.armor.as_ref().is_some_and(|a| a.armored),
            hard_armored: sheet.armor.as_ref().is_some_and(|a| a.hard_armored),
        }),
        class_stealth: class_gives_stealth(&sheet.class.id, recruit.rules),
    }
}

/// Base Strike, Defense and Speed, for the perks that compare them (Defender, Well Coached) and
/// Base Speed's place in breaking ties: the Attributes behind them ("Your Base Power in a Stat is
/// the Base Power of the associated Attribute", "Determining Combat Power"), or under table rule
/// `fated_hand.base_stat_meaning`'s `sheet_value` the Main Arm's line on the sheet (Attribute,
/// arm and class, before stance, cards and Handicap).
fn base_stats(sheet: &Sheet, main_arm: usize, rules: &TableRuleChoices) -> [i16; 3] {
    match sheet.arms.get(main_arm) {
        Some(line) if rules.is(&BASE_STAT_MEANING, "sheet_value") => [
            clamp_i16(line.strike.value),
            clamp_i16(line.defense.value),
            clamp_i16(line.speed.value),
        ],
        _ => [
            i16::from(sheet.attributes.sleight),
            i16::from(sheet.attributes.brawn),
            i16::from(sheet.attributes.mind),
        ],
    }
}

/// The sheet's Reagent lines ("Reagents"; Holy Magic per table rule `fated_hand.holy_magic`, which
/// the sheet applies); a creature without them holds a Reagent Hand of size 0 or none at all,
/// per table rule `fated_hand.non_caster_reagents`.
fn reagent_hand(sheet: &Sheet, non_casters: NonCasterReagents) -> Option<BattleReagentHand> {
    let byte = |value: i32| value.clamp(0, i32::from(u8::MAX)) as u8;
    match &sheet.reagents {
        Some(line) => Some(BattleReagentHand {
            hand_size: byte(line.hand_size.value),
            draw_rate: line.draw_rate.as_ref().map_or(0, |rate| byte(rate.value)),
            holy_magic: line.holy_magic,
        }),
        None => match non_casters {
            NonCasterReagents::SizeZero => Some(BattleReagentHand {
                hand_size: 0,
                draw_rate: 0,
                holy_magic: false,
            }),
            NonCasterReagents::NoReagents => None,
        },
    }
}

/// "The Rogue and Assassin classes have access to mid-combat Stealth" ("Stealth"); under table
/// rule `fated_hand.stealth_access`'s `perk_only` only the perks that grant it do.
fn class_gives_stealth(class: &str, rules: &TableRuleChoices) -> bool {
    !rules.is(&STEALTH_ACCESS, "perk_only") && matches!(class, "rogue" | "assassin")
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
        reload_cost: 0,
        offhand_defense: 0,
        perks: Vec::new(),
    }
}

/// The melee reach a Reach-like perk of an arm gives: Reach's 2 tiles or 3 (table rule
/// `fated_hand.reach_range`), Long Reach's 3 or plain Reach's (table rule `fated_hand.long_reach`),
/// any other such perk its printed range.
fn melee_range(perk: &str, printed: u8, rules: &TableRuleChoices) -> u8 {
    let reach = if rules.is(&REACH_RANGE, "three_tiles") {
        3
    } else {
        2
    };
    match perk {
        "reach" => reach,
        "long_reach" if rules.is(&LONG_REACH, "as_reach") => reach,
        "long_reach" => 3,
        _ => printed,
    }
}

/// Whether an arm's perk works at this table: Toxic Weapon does nothing under table rule
/// `fated_hand.toxic_weapon`'s `no_effect`, and an untraited arm's Armed perk nothing under
/// `fated_hand.untraited_arms`'s `as_written`.
fn arm_perk_works(arm: &ArmDef, perk: &str, rules: &TableRuleChoices) -> bool {
    let armed = content().perk(perk).is_some_and(|def| is_armed(def, rules));
    (perk != "toxic_weapon" || !rules.is(&TOXIC_WEAPON, "no_effect"))
        && own_perk_works(arm, armed, rules)
}

/// What a shield held in the offhand adds to Defense outside the Offhand Action: nothing as
/// written ("Offhand Action"), its own Defense under table rule `fated_hand.shield_rules`'s
/// `offhand_defense` (a bonus only with proficiency, "Proficiencies and Arms").
fn offhand_defense(arm: &ArmDef, proficient: bool, rules: &TableRuleChoices) -> i16 {
    let defense = i16::from(arm.mods.defense);
    if arm.kind != ArmKind::Shield || !rules.is(&SHIELD_RULES, "offhand_defense") {
        0
    } else if proficient || defense < 0 {
        defense
    } else {
        0
    }
}

fn arm_profile(line: &ArmLine, rules: &TableRuleChoices) -> ArmProfile {
    let def = line.arm.as_deref().and_then(|id| content().arm(id));
    // "You must have Proficiency in an Arm in order to take advantage of its positive effects"
    // ("Proficiencies and Arms"): the arm's own Reach follows proficiency. Class Arms gate only
    // Armed Perks ("Traits, Class Arms and Armed Perks"), and Reach is not one.
    let reach = def
        .filter(|_| line.proficient)
        .into_iter()
        .flat_map(|arm| arm.perks.iter())
        .filter_map(|perk| content().perk(perk))
        .flat_map(|perk| {
            perk.effects.iter().filter_map(|effect| match effect {
                PerkEffect::MeleeRange { tiles } => Some(melee_range(&perk.id, *tiles, rules)),
                _ => None,
            })
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
        reload_cost: def.and_then(|arm| arm.reload_cost).unwrap_or(0),
        offhand_defense: def.map_or(0, |arm| offhand_defense(arm, line.proficient, rules)),
        perks: def
            .filter(|_| line.proficient)
            .map(|arm| {
                arm.perks
                    .iter()
                    .filter(|perk| arm_perk_works(arm, perk, rules))
                    .cloned()
                    .collect()
            })
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
    /// For Plaigarism, the caster watched (one offer per creature watched, per spell).
    #[serde(default)]
    pub watched: Option<CombatantId>,
}

/// Adds the Knowledge Points `event` suggests (`state` is the battle just before it) to `offers`
/// for the party characters whose builds are in `builds` (by character id): First-Hand Experience
/// for attacking or defending with an arm the character is not proficient in, or casting such a
/// spell; Dominance for a successful hit against a creature using such an arm; Live Opposition
/// for ending a turn engaged with one; Plaigarism for watching another creature cast such a
/// spell, at the moment it is cast. One offer per character, target and manner for the whole
/// battle, except Plaigarism: one per creature watched, per spell ("Learning New
/// Proficiencies"). The rulebook calls these guidelines; the GM accepts or declines each.
pub fn offer_knowledge(
    builds: &BTreeMap<i64, Build>,
    state: &BattleState,
    event: &Event,
    rules: &TableRuleChoices,
    offers: &mut Vec<KnowledgeOffer>,
) {
    let mut offer = |who: CombatantId, learned: Learned<'_>, manner: Manner, because: String| {
        let Some(learner) = state.combatant(who) else {
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
        let (target, target_name) = match learned {
            Learned::Arm(Some(arm)) => (
                KnowledgeTarget::Arm(arm.clone()),
                content()
                    .arm(arm)
                    .map_or_else(|| arm.clone(), |def| def.name.clone()),
            ),
            Learned::Arm(None) => return,
            Learned::Spell(spell) => (
                KnowledgeTarget::Spell(spell.to_owned()),
                content()
                    .spell(spell)
                    .map_or_else(|| spell.to_owned(), |def| def.name.clone()),
            ),
        };
        let watched = learned_from(manner, event);
        if is_proficient(build, &target, rules)
            || offers.iter().any(|o| {
                o.character_id == character_id
                    && o.target == target
                    && o.manner == manner
                    && o.watched == watched
            })
        {
            return;
        }
        offers.push(KnowledgeOffer {
            character_id,
            name: learner.name.clone(),
            target,
            target_name,
            manner,
            points: manner.points(),
            because,
            rule: cite("Learning New Proficiencies"),
            watched,
        });
    };
    let name_of = |id: CombatantId| state.combatant(id).map_or("someone", |c| c.name.as_str());
    let arm_of =
        |id: CombatantId| Learned::Arm(state.combatant(id).and_then(|c| c.main().arm.as_ref()));
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
        Event::SpellCast { who, spell, .. } => {
            offer(
                *who,
                Learned::Spell(spell),
                Manner::FirstHandExperience,
                "cast it".to_owned(),
            );
            for watcher in (0..state.combatants.len() as CombatantId).filter(|w| *w != *who) {
                if watches(state, watcher, *who) {
                    offer(
                        watcher,
                        Learned::Spell(spell),
                        Manner::Plagiarism,
                        format!("watched {} cast it", name_of(*who)),
                    );
                }
            }
        }
        _ => {}
    }
}

/// What an offer teaches: the arm a creature wields (if any), or a spell.
#[derive(Clone, Copy)]
enum Learned<'a> {
    Arm(Option<&'a String>),
    Spell(&'a str),
}

/// The caster a Plaigarism offer watched (the limit is per creature watched).
fn learned_from(manner: Manner, event: &Event) -> Option<CombatantId> {
    match (manner, event) {
        (Manner::Plagiarism, Event::SpellCast { who, .. }) => Some(*who),
        _ => None,
    }
}

/// Whether `watcher` sees `caster` cast: it still fights, the caster is not Hidden from it
/// ("Sneak"), and on a grid it has Line of Sight to the caster. Without a grid the GM judges, so
/// the offer is made and may be declined.
fn watches(state: &BattleState, watcher: CombatantId, caster: CombatantId) -> bool {
    let (Some(w), Some(c)) = (state.combatant(watcher), state.combatant(caster)) else {
        return false;
    };
    if !w.active() || (c.hidden && c.side != w.side) {
        return false;
    }
    match (&state.grid, w.position, c.position) {
        (Some(_), Some(from), Some(to)) => line_of_sight(state, from, to),
        _ => true,
    }
}
