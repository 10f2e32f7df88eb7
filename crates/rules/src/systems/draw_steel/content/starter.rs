//! Our own small starter set, so a new campaign can build heroes and run a fight at once.
//!
//! Everything in it is written for Tablekeep from scratch: the names, the abilities, the stat
//! blocks and the numbers are ours, not the published game's. It lives in
//! `data/draw_steel/starter.json`: three ancestries (sizes 1S, 1M and 1L), four classes, three
//! kits, eight library abilities, six monsters of levels 1 to 3, and four premade heroes that
//! name their ancestry, class and kit (the api resolves the names to the stored ids).

use serde::{Deserialize, Serialize};

use super::{Ability, Ancestry, Class, Content, Kit};
use crate::systems::draw_steel::characteristics::Characteristics;
use crate::systems::draw_steel::hero::HeroBuild;

/// The starter content and the premade heroes built from it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StarterSet {
    /// Ancestries, classes, kits, library abilities and monsters.
    pub content: Vec<Content>,
    /// Premade heroes.
    pub heroes: Vec<StarterHero>,
}

/// A premade hero, referring to the starter content by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StarterHero {
    /// The hero's name.
    pub name: String,
    /// The ancestry's name.
    pub ancestry: String,
    /// The class's name.
    pub class: String,
    /// The kit's name.
    pub kit: String,
    /// The player's choices.
    pub build: StarterBuild,
}

/// A premade hero's choices: a [`HeroBuild`] without the stored ids.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StarterBuild {
    /// Level.
    pub level: u8,
    /// Characteristic scores.
    pub characteristics: Characteristics,
    /// Skills.
    #[serde(default)]
    pub skills: Vec<String>,
    /// The hero's own abilities.
    #[serde(default)]
    pub abilities: Vec<Ability>,
}

impl StarterBuild {
    /// The build with the ids the names were stored under.
    pub fn with_ids(&self, ancestry_id: i64, class_id: i64, kit_id: Option<i64>) -> HeroBuild {
        HeroBuild {
            level: self.level,
            ancestry_id,
            class_id,
            kit_id,
            characteristics: self.characteristics,
            skills: self.skills.clone(),
            abilities: self.abilities.clone(),
        }
    }
}

impl StarterSet {
    /// The ancestry named `name`.
    pub fn ancestry(&self, name: &str) -> Option<&Ancestry> {
        self.content.iter().find_map(|piece| match piece {
            Content::Ancestry(ancestry) if ancestry.name == name => Some(ancestry),
            _ => None,
        })
    }

    /// The class named `name`.
    pub fn class(&self, name: &str) -> Option<&Class> {
        self.content.iter().find_map(|piece| match piece {
            Content::Class(class) if class.name == name => Some(class),
            _ => None,
        })
    }

    /// The kit named `name`.
    pub fn kit(&self, name: &str) -> Option<&Kit> {
        self.content.iter().find_map(|piece| match piece {
            Content::Kit(kit) if kit.name == name => Some(kit),
            _ => None,
        })
    }
}

/// The embedded starter set.
///
/// The JSON is part of the binary and this module's tests parse and validate it, so a parse
/// failure here is a build defect, not a runtime condition.
pub fn starter_set() -> StarterSet {
    serde_json::from_str(include_str!("../../../../data/draw_steel/starter.json")).unwrap_or_else(
        |err| {
            panic!("embedded Draw Steel starter set data/draw_steel/starter.json is invalid: {err}")
        },
    )
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::systems::draw_steel::characteristics::Size;
    use crate::systems::draw_steel::content::validate::validate_content;
    use crate::systems::draw_steel::content::{Duration, Effect, StatBlock};
    use crate::systems::draw_steel::hero::HeroSheet;

    fn monsters(set: &StarterSet) -> Vec<&StatBlock> {
        set.content
            .iter()
            .filter_map(|piece| match piece {
                Content::Monster(block) => Some(block),
                _ => None,
            })
            .collect()
    }

    fn count(set: &StarterSet, kind: &str) -> usize {
        set.content
            .iter()
            .filter(|piece| piece.kind() == kind)
            .count()
    }

    #[test]
    fn every_piece_of_the_starter_set_validates() {
        let set = starter_set();
        for piece in &set.content {
            assert_eq!(
                validate_content(piece),
                Ok(()),
                "{} \"{}\"",
                piece.kind(),
                piece.name()
            );
        }
        let mut names = HashSet::new();
        for piece in &set.content {
            assert!(
                names.insert((piece.kind(), piece.name().to_lowercase())),
                "two {}s named {}",
                piece.kind(),
                piece.name()
            );
        }
    }

    #[test]
    fn every_starter_hero_resolves_and_builds() {
        let set = starter_set();
        assert_eq!(set.heroes.len(), 4);
        for (index, hero) in set.heroes.iter().enumerate() {
            let ancestry = set.ancestry(&hero.ancestry).expect("the ancestry exists");
            let class = set.class(&hero.class).expect("the class exists");
            let kit = set.kit(&hero.kit).expect("the kit exists");
            let id = i64::try_from(index).expect("a small index") * 10;
            let build = hero.build.with_ids(id + 1, id + 2, Some(id + 3));
            let sheet = HeroSheet::compute(&build, ancestry, class, Some(kit))
                .unwrap_or_else(|refused| panic!("{} does not build: {refused}", hero.name));
            assert_eq!(sheet.heroic_resource, class.heroic_resource);
            assert_eq!(
                sheet.abilities.len(),
                class.abilities.len() + kit.abilities.len() + hero.build.abilities.len()
            );
            assert!(sheet.stamina_maximum.value > 0);
        }
    }

    #[test]
    fn brannoc_vells_sheet_adds_up() {
        let set = starter_set();
        let hero = &set.heroes[0];
        assert_eq!(hero.name, "Brannoc Vell");
        assert_eq!(hero.kit, "Bastion Harness");
        let sheet = HeroSheet::compute(
            &hero.build.with_ids(1, 2, Some(3)),
            set.ancestry(&hero.ancestry).expect("Cragborn"),
            set.class(&hero.class).expect("Bulwark"),
            set.kit(&hero.kit),
        )
        .expect("builds");
        // Bulwark 24 at level 1 + Bastion Harness 9.
        assert_eq!(sheet.stamina_maximum.value, 33);
        assert_eq!(sheet.winded_value.value, 16);
        assert_eq!(sheet.recovery_value.value, 11);
        assert_eq!(sheet.recoveries.value, 10);
        assert_eq!(sheet.size, Size::LARGE);
        assert_eq!(sheet.speed.value, 5);
        assert_eq!(sheet.stability.value, 2);
        assert_eq!(sheet.free_strike.value, 4);
        assert_eq!(sheet.heroic_resource, "Grit");
    }

    #[test]
    fn the_starter_set_has_the_promised_pieces() {
        let set = starter_set();
        assert_eq!(count(&set, "ancestry"), 3);
        assert_eq!(count(&set, "class"), 4);
        assert_eq!(count(&set, "kit"), 3);
        assert_eq!(count(&set, "ability"), 8);
        assert_eq!(count(&set, "monster"), 6);

        let sizes: HashSet<Size> = set
            .content
            .iter()
            .filter_map(|piece| match piece {
                Content::Ancestry(ancestry) => Some(ancestry.size),
                _ => None,
            })
            .collect();
        assert_eq!(
            sizes,
            HashSet::from([Size::SMALL, Size::MEDIUM, Size::LARGE])
        );

        for piece in &set.content {
            if let Content::Class(class) = piece {
                assert!(!class.heroic_resource.is_empty());
                assert!((2..=3).contains(&class.abilities.len()), "{}", class.name);
            }
        }

        let blocks = monsters(&set);
        assert!(blocks.iter().all(|block| (1..=3).contains(&block.level)));
        assert!(blocks.iter().any(|block| block.size == Size::squares_of(2)));
        for organization in ["Minion", "Leader"] {
            assert!(blocks
                .iter()
                .any(|block| block.organization == organization));
        }
        for role in ["Brute", "Artillery", "Controller"] {
            assert!(blocks.iter().any(|block| block.role == role));
        }
    }

    #[test]
    fn the_class_abilities_show_every_kind_of_tier_outcome() {
        let set = starter_set();
        let effects: Vec<&Effect> = set
            .content
            .iter()
            .filter_map(|piece| match piece {
                Content::Class(class) => Some(&class.abilities),
                _ => None,
            })
            .flatten()
            .flat_map(|ability| {
                ability
                    .tiers
                    .iter()
                    .flat_map(|tier| &tier.effects)
                    .chain(&ability.effects)
            })
            .collect();
        let has = |test: &dyn Fn(&Effect) -> bool| effects.iter().any(|effect| test(effect));
        assert!(has(&|e| matches!(e, Effect::Damage { .. })));
        assert!(has(&|e| matches!(
            e,
            Effect::Condition {
                duration: Duration::EndOfTurn,
                potency: Some(_),
                ..
            }
        )));
        assert!(has(&|e| matches!(
            e,
            Effect::Condition {
                duration: Duration::SaveEnds,
                ..
            }
        )));
        assert!(has(&|e| matches!(e, Effect::ForcedMove { .. })));
        assert!(has(&|e| matches!(e, Effect::GainSurges { .. })));
    }

    /// Every key and value written in `raw` survives parsing into `parsed` (re-serialized):
    /// a misspelt key that serde skips would fail here.
    fn assert_kept(raw: &serde_json::Value, parsed: &serde_json::Value, at: &str) {
        use serde_json::Value;
        match (raw, parsed) {
            (Value::Object(raw), Value::Object(parsed)) => {
                for (key, value) in raw {
                    let kept = parsed
                        .get(key)
                        .unwrap_or_else(|| panic!("{at}.{key} was dropped when parsed"));
                    assert_kept(value, kept, &format!("{at}.{key}"));
                }
            }
            (Value::Array(raw), Value::Array(parsed)) => {
                assert_eq!(raw.len(), parsed.len(), "{at}");
                for (index, (value, kept)) in raw.iter().zip(parsed).enumerate() {
                    assert_kept(value, kept, &format!("{at}[{index}]"));
                }
            }
            _ => assert_eq!(raw, parsed, "{at}"),
        }
    }

    #[test]
    fn no_key_of_the_starter_json_is_ignored() {
        let raw: serde_json::Value =
            serde_json::from_str(include_str!("../../../../data/draw_steel/starter.json"))
                .expect("the file is JSON");
        let parsed = serde_json::to_value(starter_set()).expect("serializes");
        assert_kept(&raw, &parsed, "starter");
    }

    #[test]
    fn the_starter_set_round_trips_through_json() {
        let set = starter_set();
        let json = serde_json::to_string(&set).expect("serializes");
        let back: StarterSet = serde_json::from_str(&json).expect("parses");
        assert_eq!(back, set);
    }
}
