//! What the armor and shield weigh on the sheet: encumbrance by Strength, the movement score
//! and speeds, and the block bonus — each read under the campaign's table rules where the book
//! leaves a gap.

use super::{looked_up, row, term, Armor, Load, Worn, MOVEMENT_SPEEDS};
use crate::citation::Explained;
use crate::systems::clockwork::armor_magic::ArmorMagic;
use crate::systems::clockwork::cite;
use crate::systems::clockwork::content::species::{moves_as_lighter_armor, run_speed_bonus};
use crate::systems::clockwork::content::ArmorWeight;
use crate::systems::clockwork::creation::Character;
use crate::systems::clockwork::skills::Skill;
use crate::systems::clockwork::table_rules::{BlockBasis, SheetRules};

/// 0 unarmored, 1 Light, 2 Medium, 3 Heavy.
const fn level(weight: Option<ArmorWeight>) -> i32 {
    match weight {
        None => 0,
        Some(ArmorWeight::Light) => 1,
        Some(ArmorWeight::Medium) => 2,
        Some(ArmorWeight::Heavy) => 3,
    }
}

pub(super) fn encumbrance(
    character: &Character,
    worn: &Worn,
    magic: &ArmorMagic,
    rules: &SheetRules,
) -> (Explained, Explained, Load) {
    let strength = character.skills.get(Skill::Strength);
    let (max, note) = match strength {
        12 => (
            ArmorWeight::Light,
            "Strength 12 carries Light armor.".to_owned(),
        ),
        9..=11 => (
            ArmorWeight::Medium,
            "Strength 11 -> 9 carries Medium armor.".to_owned(),
        ),
        7 | 8 => (
            rules.strength_7_8_armor,
            format!(
                "The table has no row for Strength 7 or 8; table rule \
                 clockwork.strength_7_8_armor gives {} armor.",
                rules.strength_7_8_armor.name()
            ),
        ),
        _ => (
            ArmorWeight::Heavy,
            "Strength 6 or lower carries Heavy armor.".to_owned(),
        ),
    };
    let max_armor = looked_up(
        level(Some(max)),
        vec![term(
            format!("Strength {strength}: {}", max.name()),
            level(Some(max)),
            cite("Encumbrance"),
        )],
        cite("Encumbrance"),
        note,
    );
    let worn_weight = worn
        .armor
        .as_ref()
        .and_then(|a| magic.carried_weight(a.weight));
    let over = (level(worn_weight) - level(Some(max))).max(0);
    let load = match over {
        0 => Load::Unencumbered,
        1 => Load::Encumbered,
        _ => Load::StepOnly,
    };
    let armor_over = looked_up(
        over,
        vec![
            term(
                worn_weight.map_or_else(
                    || "Unarmored".to_owned(),
                    |w| format!("{} armor worn", w.name()),
                ),
                level(worn_weight),
                cite("Encumbrance"),
            ),
            term(
                format!("Strength carries {}", max.name()),
                -level(Some(max)),
                cite("Encumbrance"),
            ),
        ],
        cite("Encumbrance"),
        match load {
            Load::Unencumbered => "Within what Strength carries.".to_owned(),
            Load::Encumbered => "One weight over: encumbered, cannot run.".to_owned(),
            Load::StepOnly => "Two weights over: can only step.".to_owned(),
        },
    );
    (max_armor, armor_over, load)
}

pub(super) fn movement(
    character: &Character,
    worn: &Worn,
    magic: &ArmorMagic,
    rules: &SheetRules,
) -> (Explained, Explained, Explained) {
    let species = character.build.species;
    let mut notes = Vec::new();
    let mut weight = worn
        .armor
        .as_ref()
        .and_then(|a| magic.carried_weight(a.weight));
    if magic.lighter() && worn.armor.is_some() {
        notes.push("Gravity Reduction: the armor counts one weight lower.".to_owned());
    }
    if moves_as_lighter_armor(species) {
        if let Some(heavier) = weight {
            weight = heavier.lighter();
            notes.push(format!(
                "{} move as if their armor were one weight lower.",
                species.species().name
            ));
        }
    }
    if let Some(shield) = worn.shield {
        if rules.shield_in_movement && level(Some(shield)) > level(weight) {
            weight = Some(shield);
            notes.push(
                "Table rule clockwork.shield_movement: the heavier shield sets the weight."
                    .to_owned(),
            );
        }
    }
    let agility = character.skills.get(Skill::Agility);
    let base = match weight {
        None | Some(ArmorWeight::Light) => 12,
        Some(ArmorWeight::Medium) => 8,
        Some(ArmorWeight::Heavy) => 4,
    };
    let size = character.size;
    let movement_score = Explained {
        notes,
        ..Explained::sum(
            cite("Movement Speed"),
            vec![
                term(
                    weight
                        .map_or_else(|| "Unarmored".to_owned(), |w| format!("{} armor", w.name())),
                    base,
                    cite("Armor Weight & Movement Score"),
                ),
                term(
                    format!("12 - Agility {agility}"),
                    12 - i32::from(agility),
                    cite("Armor Weight & Movement Score"),
                ),
                term(
                    format!("{} size", size.name()),
                    size.steps_from_medium(),
                    cite("Creature Size & Movement Score"),
                ),
            ],
        )
    };
    let score = u8::try_from(movement_score.value.max(0)).unwrap_or(0);
    let (keys, (walk_speed, run_speed)) =
        row(&MOVEMENT_SPEEDS, score).unwrap_or((&(24..=27), (5, 10)));
    let row_note = format!(
        "Movement score {score} is in the {} to {} row.",
        keys.start(),
        keys.end()
    );
    let mut run_terms = vec![term(
        "Movement score",
        run_speed,
        cite("Calculating Movement Speed"),
    )];
    let bonus = i32::from(run_speed_bonus(species));
    if bonus > 0 {
        run_terms.push(term(
            format!("{} run bonus", species.species().name),
            bonus,
            cite("Species Special Ability"),
        ));
    }
    let run = Explained {
        notes: vec![row_note.clone()],
        ..Explained::sum(cite("Calculating Movement Speed"), run_terms)
    };
    let walk = if bonus > 0 {
        looked_up(
            run.value / 2,
            vec![term("Run", run.value, cite("Species Special Ability"))],
            cite("Calculating Movement Speed"),
            "Half the run speed, rounded down, as every row of the table has it: a faster run \
             may raise the walk."
                .to_owned(),
        )
    } else {
        looked_up(
            walk_speed,
            vec![term(
                "Movement score",
                walk_speed,
                cite("Calculating Movement Speed"),
            )],
            cite("Calculating Movement Speed"),
            row_note,
        )
    };
    (movement_score, run, walk)
}

pub(super) fn block(shield: ArmorWeight, armor: Option<&Armor>, rules: &SheetRules) -> Explained {
    let (weight, basis) = match (rules.block_basis, armor) {
        (BlockBasis::ArmorWeight, Some(armor)) => (
            armor.weight,
            format!(
                "Table rule clockwork.block_basis: the {} armor worn sets the bonus.",
                armor.weight.name()
            ),
        ),
        (BlockBasis::ArmorWeight, None) => (
            shield,
            "Table rule clockwork.block_basis: unarmored, the shield's own weight sets the bonus."
                .to_owned(),
        ),
        (BlockBasis::ShieldWeight, _) => (
            shield,
            format!("The {} shield's weight sets the bonus.", shield.name()),
        ),
    };
    let basis_noun = match (rules.block_basis, armor) {
        (BlockBasis::ArmorWeight, Some(_)) => "armor",
        _ => "shield",
    };
    let bonus = match weight {
        ArmorWeight::Light => 1,
        ArmorWeight::Medium => i32::from(rules.medium_block),
        ArmorWeight::Heavy => 5,
    };
    let mut explained = looked_up(
        bonus,
        vec![term(
            format!("{} {}", weight.name(), basis_noun),
            bonus,
            cite("Dodge & Block Scores"),
        )],
        cite("Dodge & Block Scores"),
        basis,
    );
    if weight == ArmorWeight::Medium {
        explained.notes.push(format!(
            "Table rule clockwork.medium_shield_block: medium blocks +{} («Shields» prints +2, \
             «Dodge & Block Scores» +3).",
            rules.medium_block
        ));
    }
    explained
}
