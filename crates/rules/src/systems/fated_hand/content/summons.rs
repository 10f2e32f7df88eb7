//! Fated Hand summoned creatures: the 19 creatures whose numbers the rulebook prints, from the
//! summoning spells, the "Old Order Pieces" section and the Witch perk Conjurer's Hat.
//!
//! The data lives in `data/fated_hand/summons.json`. A summon's Speed is always its controller's
//! ("Summoned Creatures"), so only Strike, Defense and Movement are stored. Strike and Defense are
//! small formulas over the caster's numbers ("Magic Strike + 5", "Defense × 2 + 1", "7 + 1d6").

use std::fmt;

use serde::{Deserialize, Serialize};

use super::DataNote;

/// A number a summon's stat is built from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum FormulaBase {
    /// The caster's Magic Strike.
    CasterMagicStrike,
    /// The caster's Strike (Ravenous Bloom).
    CasterStrike,
    /// The caster's current Defense (table rule `fated_hand.summon_whose_defense`).
    CasterDefense,
    /// The Living Slime's Mass.
    Mass,
    /// The Ourobo's size in tiles.
    Size,
}

impl FormulaBase {
    fn label(self) -> &'static str {
        match self {
            FormulaBase::CasterMagicStrike => "Magic Strike",
            FormulaBase::CasterStrike => "Strike",
            FormulaBase::CasterDefense => "Defense",
            FormulaBase::Mass => "Mass",
            FormulaBase::Size => "size",
        }
    }
}

fn one() -> u8 {
    1
}

fn is_one(n: &u8) -> bool {
    *n == 1
}

/// `base × times ÷ per`, the division rounding down (table rule `fated_hand.half_rounding`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FormulaTerm {
    /// The number used.
    pub base: FormulaBase,
    /// Multiplier.
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub times: u8,
    /// Divisor (1 = none).
    #[serde(default = "one", skip_serializing_if = "is_one")]
    pub per: u8,
}

/// Dice rolled once, when the creature is summoned (table rule `fated_hand.summon_dice`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DiceRoll {
    /// How many dice.
    pub count: u8,
    /// Faces per die.
    pub sides: u8,
}

/// A summon's Strike or Defense: the sum of its terms, a constant and an optional roll.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StatFormula {
    /// Terms built from the caster's numbers (or the creature's Mass or size).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terms: Vec<FormulaTerm>,
    /// A constant added.
    #[serde(default)]
    pub plus: i8,
    /// Dice added.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<DiceRoll>,
}

/// The numbers a formula reads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SummonInputs {
    /// The caster's Magic Strike.
    #[serde(default)]
    pub caster_magic_strike: i16,
    /// The caster's Strike.
    #[serde(default)]
    pub caster_strike: i16,
    /// The caster's current Defense.
    #[serde(default)]
    pub caster_defense: i16,
    /// The creature's Mass (Living Slime).
    #[serde(default)]
    pub mass: i16,
    /// The creature's size in tiles (Ourobo).
    #[serde(default)]
    pub size: i16,
}

impl StatFormula {
    /// The value, given the inputs and the total already rolled on `dice` (ignored without
    /// dice).
    pub fn evaluate(&self, inputs: &SummonInputs, dice_total: i16) -> i16 {
        let value = |base: FormulaBase| match base {
            FormulaBase::CasterMagicStrike => inputs.caster_magic_strike,
            FormulaBase::CasterStrike => inputs.caster_strike,
            FormulaBase::CasterDefense => inputs.caster_defense,
            FormulaBase::Mass => inputs.mass,
            FormulaBase::Size => inputs.size,
        };
        let terms: i16 = self
            .terms
            .iter()
            .map(|t| (value(t.base) * i16::from(t.times)).div_euclid(i16::from(t.per.max(1))))
            .sum();
        let rolled = if self.dice.is_some() { dice_total } else { 0 };
        terms + i16::from(self.plus) + rolled
    }
}

impl fmt::Display for StatFormula {
    /// The rulebook's way of writing it: "Magic Strike + 5", "Defense × 2 + 1", "7 + 1d6".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = Vec::new();
        for term in &self.terms {
            let mut text = term.base.label().to_owned();
            if term.times != 1 {
                text = format!("{text} × {}", term.times);
            }
            if term.per != 1 {
                text = format!("{text} / {}", term.per);
            }
            parts.push(text);
        }
        if self.plus != 0 || (self.terms.is_empty() && self.dice.is_none()) {
            parts.push(self.plus.to_string());
        }
        if let Some(dice) = self.dice {
            parts.push(format!("{}d{}", dice.count, dice.sides));
        }
        write!(f, "{}", parts.join(" + ").replace("+ -", "- "))
    }
}

/// A chess piece's way of moving (Old Order pieces).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ChessPiece {
    /// One tile along a rank or file away from the controller (two on its first move).
    Pawn,
    /// Diagonals.
    Bishop,
    /// L-shapes.
    Knight,
    /// Ranks and files.
    Rook,
    /// Ranks, files and diagonals.
    Queen,
}

/// How a summon moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SummonMovement {
    /// Up to this many tiles per turn.
    Tiles(u8),
    /// As the chess piece moves.
    Chess(ChessPiece),
    /// It cannot move.
    Immobile,
    /// The rulebook prints no Movement; the number is table rule `fated_hand.summon_defaults`'s
    /// default.
    Unstated(u8),
}

/// What brings the creature into play.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum SummonSource {
    /// A spell, by spell id.
    Spell(String),
    /// A perk, by perk id.
    Perk(String),
}

/// What the creature may become through the Rite of Polymerization ("Polymerization:" lines).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PolymerizationCap {
    /// Any summon costing at most this many Reagents.
    AtMostReagents(u8),
    /// Any summon costing as many cards as the creature's Mass.
    ReagentsEqualToMass,
}

/// One entry of data/fated_hand/summons.json.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SummonDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The creature's name, as the rulebook calls it.
    pub name: String,
    /// The spell or perk that summons it.
    pub summoned_by: SummonSource,
    /// Strike.
    pub strike: StatFormula,
    /// Defense.
    pub defense: StatFormula,
    /// Defense against ranged attacks, when it differs (Old Order pieces).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub defense_vs_ranged: Option<StatFormula>,
    /// Movement.
    pub movement: SummonMovement,
    /// Hit Points (never printed: table rule `fated_hand.summon_defaults`).
    pub hit_points: u8,
    /// How many arrive per casting (at the minimum cost).
    #[serde(default = "one")]
    pub per_cast: u8,
    /// How many tiles it covers when it arrives.
    #[serde(default = "one")]
    pub footprint: u8,
    /// Perks it may use, by perk id.
    #[serde(default)]
    pub perks: Vec<String>,
    /// Its printed Polymerization limit, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub polymerization: Option<PolymerizationCap>,
    /// Its special rules, in our words.
    pub special: String,
    /// Gaps and contradictions, each with the table rule that settles it.
    #[serde(default)]
    pub notes: Vec<DataNote>,
    /// The rulebook heading its numbers are printed under.
    pub source: String,
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::systems::fated_hand::content::content;
    use crate::systems::fated_hand::content::spells::integrity_tests::copied_runs;
    use crate::systems::fated_hand::content::spells::SpellList;
    use crate::systems::fated_hand::content::test_support::slug;

    fn summons() -> &'static [SummonDef] {
        &content().summons
    }

    fn summon(id: &str) -> &'static SummonDef {
        summons()
            .iter()
            .find(|s| s.id == id)
            .unwrap_or_else(|| panic!("no summon {id}"))
    }

    #[test]
    fn nineteen_creatures_with_numbers() {
        let names: Vec<&str> = summons().iter().map(|s| s.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "Rabbit",
                "Newt",
                "Rodent",
                "Mange Wolf",
                "Great Snapping Turtle",
                "Young Bear",
                "Living Slime",
                "Monkey",
                "Pawn",
                "Bishop",
                "Knight",
                "Rook",
                "Queen",
                "Pale Shark",
                "Frost Golem",
                "Flame Tyrant",
                "Pit Viper",
                "Ravenous Bloom",
                "Ourobo"
            ]
        );
    }

    #[test]
    fn ids_sources_and_notes_are_sound() {
        let mut seen = HashSet::new();
        for summon in summons() {
            assert_eq!(summon.id, slug(&summon.name));
            assert!(seen.insert(summon.id.as_str()), "duplicate {}", summon.id);
            match &summon.summoned_by {
                SummonSource::Spell(id) => {
                    let spell = content()
                        .spell(id)
                        .unwrap_or_else(|| panic!("{}: no spell {id}", summon.name));
                    assert_eq!(spell.list, SpellList::Combat);
                    assert_ne!(summon.source, "Perks List");
                }
                SummonSource::Perk(id) => {
                    assert!(
                        content().perk(id).is_some(),
                        "{}: no perk {id}",
                        summon.name
                    );
                    assert_eq!(summon.source, "Perks List");
                }
            }
            for perk in &summon.perks {
                assert!(
                    content().perk(perk).is_some(),
                    "{}: no perk {perk}",
                    summon.name
                );
            }
            assert_eq!(summon.hit_points, 1);
            let rules: Vec<&str> = summon
                .notes
                .iter()
                .map(|n| {
                    n.table_rule
                        .as_deref()
                        .or(n.reading.as_deref())
                        .expect("a table rule or a reading")
                })
                .collect();
            assert!(
                rules.contains(&"fated_hand.summon_defaults"),
                "{}",
                summon.name
            );
            if matches!(summon.movement, SummonMovement::Unstated(_)) {
                assert!(
                    rules.contains(&"fated_hand.summon_movement"),
                    "{}",
                    summon.name
                );
            }
            if summon.polymerization.is_some() {
                assert!(
                    rules.contains(&"fated_hand.polymerization_cap"),
                    "{}",
                    summon.name
                );
            }
            let reads_defense = summon
                .defense
                .terms
                .iter()
                .any(|t| t.base == FormulaBase::CasterDefense);
            assert_eq!(
                reads_defense,
                rules.contains(&"fated_hand.summon_whose_defense"),
                "{}",
                summon.name
            );
            for rule in rules {
                let tail = rule.strip_prefix("fated_hand.").expect("a fated_hand rule");
                assert_eq!(tail, slug(tail));
            }
        }
    }

    #[test]
    fn formulas_give_the_printed_numbers() {
        let inputs = SummonInputs {
            caster_magic_strike: 4,
            caster_strike: 5,
            caster_defense: 5,
            mass: 3,
            size: 2,
        };
        let stats = |id: &str| {
            let s = summon(id);
            (
                s.strike.evaluate(&inputs, 0),
                s.defense.evaluate(&inputs, 0),
            )
        };
        // Digest test vector DV-18: Magic Strike 4 and Mass 3 give Strike 7, Defense 15.
        assert_eq!(stats("living_slime"), (7, 15));
        assert_eq!(stats("rodent"), (9, 2));
        assert_eq!(stats("mange_wolf"), (6, 4));
        assert_eq!(stats("great_snapping_turtle"), (4, 12));
        assert_eq!(stats("pale_shark"), (10, 11));
        assert_eq!(stats("frost_golem"), (6, 7));
        assert_eq!(stats("flame_tyrant"), (8, 8));
        assert_eq!(stats("ravenous_bloom"), (15, 20));
        assert_eq!(stats("ourobo"), (2, 4));
        let bear = summon("young_bear");
        assert_eq!(bear.defense.dice, Some(DiceRoll { count: 1, sides: 6 }));
        assert_eq!(bear.defense.evaluate(&inputs, 6), 13);
        // DV-19: controller Magic Strike 3; a Rook has Strike 7 and Defense 1 (8 against ranged).
        let three = SummonInputs {
            caster_magic_strike: 3,
            ..SummonInputs::default()
        };
        let rook = summon("rook");
        assert_eq!(rook.strike.evaluate(&three, 0), 7);
        assert_eq!(rook.defense.evaluate(&three, 0), 1);
        assert_eq!(
            rook.defense_vs_ranged
                .as_ref()
                .map(|d| d.evaluate(&three, 0)),
            Some(8)
        );
        assert_eq!(summon("queen").strike.evaluate(&three, 0), 11);
        // Half of a negative Defense rounds down.
        let low = SummonInputs {
            caster_defense: -3,
            ..SummonInputs::default()
        };
        assert_eq!(summon("frost_golem").defense.evaluate(&low, 0), -5);
    }

    #[test]
    fn formulas_print_like_the_rulebook() {
        let shown = |id: &str| {
            (
                summon(id).strike.to_string(),
                summon(id).defense.to_string(),
            )
        };
        assert_eq!(
            shown("rodent"),
            ("Magic Strike + 5".to_owned(), "2".to_owned())
        );
        assert_eq!(
            shown("pale_shark"),
            (
                "Magic Strike × 2 + 2".to_owned(),
                "Defense × 2 + 1".to_owned()
            )
        );
        assert_eq!(shown("young_bear").1, "7 + 1d6");
        assert_eq!(shown("frost_golem").1, "Defense + Defense / 2");
        assert_eq!(
            shown("living_slime"),
            ("Magic Strike + Mass".to_owned(), "Mass × 4 + 3".to_owned())
        );
    }

    #[test]
    fn movement_and_special_shapes() {
        assert_eq!(summon("rodent").movement, SummonMovement::Unstated(4));
        assert_eq!(summon("pit_viper").movement, SummonMovement::Unstated(4));
        assert_eq!(summon("ravenous_bloom").movement, SummonMovement::Immobile);
        assert_eq!(summon("ravenous_bloom").footprint, 4);
        assert_eq!(
            summon("knight").movement,
            SummonMovement::Chess(ChessPiece::Knight)
        );
        assert_eq!(summon("monkey").per_cast, 2);
        assert_eq!(summon("queen").perks, ["upper_hand"]);
        assert_eq!(
            summon("young_bear").polymerization,
            Some(PolymerizationCap::AtMostReagents(5))
        );
        assert_eq!(
            summon("living_slime").polymerization,
            Some(PolymerizationCap::ReagentsEqualToMass)
        );
        let old_order = summons()
            .iter()
            .filter(|s| matches!(s.movement, SummonMovement::Chess(_)))
            .count();
        assert_eq!(old_order, 5);
        assert!(summons()
            .iter()
            .filter(|s| s.source == "Old Order Pieces")
            .all(|s| s.defense_vs_ranged.is_some()));
    }

    #[cfg_attr(
        not(rulebook),
        ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
    )]
    #[test]
    fn special_rules_are_in_our_own_words() {
        let mut copied = Vec::new();
        for summon in summons() {
            let runs = copied_runs(&summon.special);
            copied.extend(
                runs.into_iter()
                    .map(|run| format!("{}: {run}", summon.name)),
            );
        }
        assert!(
            copied.is_empty(),
            "eight-word runs copied from the rulebook:\n{}",
            copied.join("\n")
        );
    }
}
