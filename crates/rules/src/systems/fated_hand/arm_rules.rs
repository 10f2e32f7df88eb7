//! Arms as the table reads them: the arms-list entries whose printed traits or numbers a table
//! rule settles (`fated_hand.quarterstaff_trait`, `catalyst_traits`, `tidal_curiosity_strike`,
//! `untraited_arms`). Every other arm is used as printed, without a copy.

use std::borrow::Cow;

use super::content::ArmDef;
use super::content::ArmTrait;
use super::table_rules::{
    CATALYST_TRAITS, QUARTERSTAFF_TRAIT, TIDAL_CURIOSITY_STRIKE, UNTRAITED_ARMS,
};
use crate::table_rules::TableRuleChoices;

/// The trait an untraited arm takes from its nearest kin under `closest_trait`: the War Hammer
/// Heavy like the Mace, the Parrying Dagger Light like the Dagger, the two catalyst blades the
/// trait of the magic their perk swings (Arcane Blade, Dark Blade). The shields resemble no
/// traited arm and stay untraited.
fn kin_trait(id: &str) -> Option<ArmTrait> {
    match id {
        "war_hammer" => Some(ArmTrait::Heavy),
        "parrying_dagger" => Some(ArmTrait::Light),
        "crystal_dagger" => Some(ArmTrait::Arcane),
        "crooked_dirk" => Some(ArmTrait::Dark),
        _ => None,
    }
}

/// `arm` with the traits and numbers the campaign's table rules give it.
pub fn arm_at_table<'a>(arm: &'a ArmDef, rules: &TableRuleChoices) -> Cow<'a, ArmDef> {
    let traits: Option<Vec<ArmTrait>> = match arm.id.as_str() {
        "quarterstaff" if rules.is(&QUARTERSTAFF_TRAIT, "simple_only") => {
            Some(vec![ArmTrait::Simple])
        }
        "slime_jar" if rules.is(&CATALYST_TRAITS, "match_spells") => Some(vec![ArmTrait::Holy]),
        "tidal_curiosity" if rules.is(&CATALYST_TRAITS, "match_spells") => {
            Some(vec![ArmTrait::Dark])
        }
        id if arm.traits.is_empty() && rules.is(&UNTRAITED_ARMS, "closest_trait") => {
            kin_trait(id).map(|t| vec![t])
        }
        _ => None,
    };
    let magic_strike =
        arm.id == "tidal_curiosity" && rules.is(&TIDAL_CURIOSITY_STRIKE, "magic_strike");
    if traits.is_none() && !magic_strike {
        return Cow::Borrowed(arm);
    }
    let mut read = arm.clone();
    if let Some(traits) = traits {
        read.traits = traits;
    }
    if magic_strike {
        read.mods.magic_strike += read.mods.strike;
        read.mods.strike = 0;
    }
    Cow::Owned(read)
}

/// Whether an arm's own perk works for a proficient wielder: not an Armed perk of an untraited
/// arm under `untraited_arms`'s `as_written` (it matches no Class Arms).
pub fn own_perk_works(arm: &ArmDef, armed_perk: bool, rules: &TableRuleChoices) -> bool {
    !(armed_perk && arm.traits.is_empty() && rules.is(&UNTRAITED_ARMS, "as_written"))
}
