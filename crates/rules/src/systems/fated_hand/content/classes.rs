//! Fated Hand classes (data/fated_hand/classes.json): the 24 classes of "Class List", in the
//! rulebook's order. Names, numbers, Class Arms, Promotions and perk lists are the rulebook's;
//! flavor lines are our paraphrases. Every oddity of a class card is a [`DataNote`] naming the
//! table rule that settles it.

use serde::{Deserialize, Serialize};

use super::{ArmTrait, DataNote, StatMods};

/// One entry of data/fated_hand/classes.json.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClassDef {
    /// Stable id (snake_case slug of the name).
    pub id: String,
    /// The name, exactly as the rulebook prints it (except where a table rule fixes a typo).
    pub name: String,
    /// Other spellings the rulebook uses for the class ("Rouge").
    #[serde(default)]
    pub aliases: Vec<String>,
    /// Tier, 0 (Novice) to 3.
    pub tier: u8,
    /// The card's flavor line, paraphrased in our words.
    pub flavor: String,
    /// Traits of the arms that switch this class's Armed Perks on.
    pub class_arms: Vec<ArmTrait>,
    /// Class ids of the card's Promotions line, in printed order (empty at Tier 3).
    pub promotions: Vec<String>,
    /// Class bonuses to the combat stats and Magic Strike.
    #[serde(default)]
    pub bonuses: StatMods,
    /// The Reagent hand of a spellcasting class.
    #[serde(default)]
    pub reagents: Option<ReagentHand>,
    /// Draws Reagents through "Holy Magic" events instead of a per-round rate (Cleric).
    #[serde(default)]
    pub holy_magic: bool,
    /// A magical class: promoting into it teaches Story Spells instead of granting a Talent.
    pub magical: bool,
    /// The Perk List: perk ids in the card's order.
    pub perks: Vec<String>,
    /// The Class Perk gained on promotion; the rulebook never names one (table rule
    /// `fated_hand.class_perk`), so this stays empty.
    #[serde(default)]
    pub class_perk: Option<String>,
    /// Defects and ambiguities, each naming the table rule that settles it.
    #[serde(default)]
    pub notes: Vec<DataNote>,
    /// The rulebook heading of the class card ("Class List › Scout (T1)").
    pub source: String,
}

/// The Reagent lines of a spellcasting class's card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReagentHand {
    /// Reagent Hand Size.
    pub hand_size: u8,
    /// Reagent Hand Draw Rate per Planning Phase; absent for Holy Magic.
    #[serde(default)]
    pub draw_rate: Option<u8>,
}

impl ClassDef {
    /// Whether `name` is this class's name or one of its aliases, ignoring case.
    pub fn answers_to(&self, name: &str) -> bool {
        let name = name.trim();
        self.name.eq_ignore_ascii_case(name)
            || self
                .aliases
                .iter()
                .any(|alias| alias.eq_ignore_ascii_case(name))
    }

    /// Perks of the list a character must hold to promote: half, rounded up ("Advancement").
    pub fn promotion_threshold(&self) -> usize {
        self.perks.len().div_ceil(2)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet, VecDeque};

    use super::super::test_support::{copied_phrase, is_snake_case, rulebook, shingles};
    use super::*;
    use crate::systems::fated_hand::content::content;

    fn classes() -> &'static [ClassDef] {
        &content().classes
    }

    fn class(id: &str) -> &'static ClassDef {
        content()
            .class(id)
            .unwrap_or_else(|| panic!("class {id} missing"))
    }

    fn has_rule(class: &ClassDef, rule: &str) -> bool {
        class.notes.iter().any(|note| note.names(rule))
    }

    #[test]
    fn twenty_four_classes_by_tier() {
        assert_eq!(classes().len(), 24);
        let mut tiers = [0; 4];
        for class in classes() {
            tiers[usize::from(class.tier)] += 1;
        }
        assert_eq!(tiers, [1, 4, 8, 11]);
        assert_eq!(class("novice").tier, 0);
    }

    #[test]
    fn the_29_promotion_edges_as_printed() {
        let expected: &[(&str, &[&str])] = &[
            ("novice", &["student", "scout", "lout", "ruffian"]),
            ("student", &["scholar", "mystic"]),
            ("scout", &["hunter", "rogue"]),
            ("lout", &["soldier", "guard"]),
            ("ruffian", &["brigand", "brawler"]),
            ("scholar", &["mage", "witch"]),
            ("mystic", &["witch", "cleric"]),
            ("soldier", &["man_at_arms", "duelist"]),
            ("guard", &["man_at_arms", "bone_breaker"]),
            ("brawler", &["chieftain", "monk", "bone_breaker"]),
            ("hunter", &["assassin", "sniper"]),
            ("rogue", &["assassin", "duelist"]),
            ("brigand", &["chieftain", "berserker"]),
        ];
        let mut edges = 0;
        for class in classes() {
            let want = expected
                .iter()
                .find(|(id, _)| *id == class.id)
                .map_or(&[][..], |(_, to)| *to);
            assert_eq!(class.promotions, want, "{}", class.id);
            edges += class.promotions.len();
            for target in &class.promotions {
                let target = self::class(target);
                assert_eq!(target.tier, class.tier + 1, "{} -> {}", class.id, target.id);
            }
        }
        assert_eq!(edges, 29);
    }

    #[test]
    fn every_class_is_reachable_from_the_novice() {
        let mut seen = HashSet::from(["novice"]);
        let mut queue = VecDeque::from(["novice"]);
        while let Some(id) = queue.pop_front() {
            for next in &class(id).promotions {
                if seen.insert(next.as_str()) {
                    queue.push_back(next.as_str());
                }
            }
        }
        assert_eq!(seen.len(), classes().len());
    }

    #[test]
    fn perk_lists_as_printed() {
        let sizes: HashMap<&str, usize> = classes()
            .iter()
            .map(|c| (c.id.as_str(), c.perks.len()))
            .collect();
        for class in classes() {
            let want = match (class.tier, class.id.as_str()) {
                (0, _) => 1,
                (1, _) => 4,
                (2, _) => 6,
                (3, "cleric") => 9,
                (3, "monk" | "bone_breaker") => 7,
                _ => 8,
            };
            assert_eq!(sizes[class.id.as_str()], want, "{}", class.id);
            let unique: HashSet<_> = class.perks.iter().collect();
            assert_eq!(
                unique.len(),
                class.perks.len(),
                "{} repeats a perk",
                class.id
            );
            for perk in &class.perks {
                assert!(
                    content().perk(perk).is_some(),
                    "{}: no perk {perk}",
                    class.id
                );
            }
            assert!(class.class_perk.is_none(), "{}", class.id);
        }
        assert_eq!(classes().iter().map(|c| c.perks.len()).sum::<usize>(), 152);
        assert_eq!(
            class("rogue").perks.last().map(String::as_str),
            Some("hidden_fang")
        );
        assert_eq!(class("cleric").promotion_threshold(), 5);
        assert_eq!(class("monk").promotion_threshold(), 4);
    }

    #[test]
    fn ids_names_and_text_are_well_formed() {
        let mut ids = HashSet::new();
        for class in classes() {
            assert!(is_snake_case(&class.id), "{}", class.id);
            assert!(ids.insert(class.id.as_str()), "duplicate {}", class.id);
            assert!(!class.name.trim().is_empty());
            assert!(!class.flavor.trim().is_empty(), "{}", class.id);
            assert!(
                class.source.starts_with("Class List › "),
                "{}",
                class.source
            );
            for note in &class.notes {
                let rule = note.table_rule.as_deref().unwrap_or("fated_hand.x");
                assert!(rule.starts_with("fated_hand."), "{rule}");
                assert!(
                    is_snake_case(rule.trim_start_matches("fated_hand.")),
                    "{rule}"
                );
            }
        }
    }

    #[test]
    fn magic_and_reagents() {
        let magical: Vec<_> = classes()
            .iter()
            .filter(|c| c.magical)
            .map(|c| c.id.as_str())
            .collect();
        assert_eq!(
            magical,
            ["student", "scholar", "mystic", "mage", "witch", "cleric"]
        );
        let reagents = |id: &str| class(id).reagents.map(|r| (r.hand_size, r.draw_rate));
        assert_eq!(reagents("student"), Some((2, Some(1))));
        assert_eq!(reagents("scholar"), Some((4, Some(2))));
        assert_eq!(reagents("mystic"), Some((5, Some(1))));
        assert_eq!(reagents("mage"), Some((4, Some(2))));
        assert_eq!(reagents("witch"), Some((7, Some(1))));
        assert_eq!(reagents("cleric"), Some((7, None)));
        for class in classes() {
            assert_eq!(class.magical, class.reagents.is_some(), "{}", class.id);
            assert_eq!(class.holy_magic, class.id == "cleric", "{}", class.id);
        }
    }

    #[test]
    fn bonuses_and_arms_as_printed() {
        let b = |id: &str| {
            let s = class(id).bonuses;
            (s.strike, s.defense, s.speed, s.magic_strike)
        };
        assert_eq!(b("novice"), (0, 0, 0, 0));
        assert_eq!(b("mystic"), (0, 1, 1, 1));
        assert_eq!(b("cleric"), (2, 0, 0, 2));
        assert_eq!(b("guard"), (1, 2, 0, 0));
        assert_eq!(b("assassin"), (2, 0, 3, 0));
        assert_eq!(b("chieftain"), (2, 1, 1, 0));
        assert_eq!(b("berserker"), (3, 0, 0, 0));
        assert_eq!(b("monk"), (0, 0, 0, 0));
        assert_eq!(b("bone_breaker"), (0, 0, 0, 0));
        use ArmTrait::*;
        assert_eq!(class("cleric").class_arms, [Light, Medium, Holy]);
        assert_eq!(
            class("soldier").class_arms,
            [Simple, Light, Medium, Heavy, Ranged]
        );
        assert!(class("novice").class_arms.is_empty());
        for class in classes().iter().filter(|c| c.tier > 0) {
            assert!(!class.class_arms.is_empty(), "{}", class.id);
        }
    }

    #[test]
    fn inconsistencies_are_visible() {
        assert_eq!(class("rogue").name, "Rogue");
        assert_eq!(class("rogue").aliases, ["Rouge"]);
        assert!(class("rogue").answers_to("rouge"));
        assert_eq!(class("rogue").source, "Class List › Rouge (T2)");
        assert!(has_rule(class("rogue"), "fated_hand.rogue_spelling"));
        assert!(has_rule(class("scout"), "fated_hand.rogue_spelling"));
        assert!(has_rule(
            class("monk"),
            "fated_hand.monk_bonebreaker_bonuses"
        ));
        assert!(has_rule(
            class("bone_breaker"),
            "fated_hand.monk_bonebreaker_bonuses"
        ));
        assert!(has_rule(class("cleric"), "fated_hand.cleric_class_arms"));
        assert!(has_rule(class("cleric"), "fated_hand.holy_magic"));
        assert!(has_rule(class("novice"), "fated_hand.novice_perks"));
        assert!(has_rule(class("novice"), "fated_hand.novice_class_arms"));
        assert!(has_rule(
            class("brawler"),
            "fated_hand.promotion_list_format"
        ));
        assert!(has_rule(class("brawler"), "fated_hand.class_arms"));
        assert!(has_rule(class("rogue"), "fated_hand.hidden_fang_unlisted"));
        assert!(has_rule(class("assassin"), "fated_hand.stealth_access"));
        for class in classes() {
            assert_eq!(
                class.tier == 3,
                has_rule(class, "fated_hand.tier3_terminal"),
                "{}",
                class.id
            );
            assert_eq!(
                class.tier > 0,
                has_rule(class, "fated_hand.class_perk"),
                "{}",
                class.id
            );
        }
    }

    #[cfg_attr(
        not(rulebook),
        ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
    )]
    #[test]
    fn headings_and_flavor_against_the_rulebook() {
        let book = rulebook();
        let lines: HashSet<&str> = book.lines().map(str::trim).collect();
        let phrases = shingles(&book, 8);
        for class in classes() {
            let heading = class.source.trim_start_matches("Class List › ");
            assert!(lines.contains(heading), "no heading {heading:?}");
            let mut texts = vec![class.flavor.as_str()];
            texts.extend(class.notes.iter().map(|n| n.note.as_str()));
            for text in texts {
                assert_eq!(
                    copied_phrase(text, &phrases),
                    None,
                    "{} copies the rulebook",
                    class.id
                );
            }
        }
    }
}
