//! What a character carries besides its armor («Encumbrance», «Magic Artifact»): weapons at the
//! sides (one main-hand or two off-hand), one two-handed weapon or shield on the back, a belt
//! and a bandolier of 3 alchemy items, grenades or scrolls each — only those are to hand in
//! combat — and the artifacts worn, one to a position (two rings). A loadout the book does not
//! allow is refused with a [`LoadoutError`] naming its rule and field.

use serde::{Deserialize, Serialize};

use super::cite;
use super::content::gear::{
    grenade_named, shield_named, weapon_named, Hands, ALCHEMY, MAGIC_ARTIFACTS,
};
use super::content::powers::spell_named;
use super::sheet::Load;
use crate::citation::Citation;
use crate::RuleViolation;

/// Items a belt or a bandolier holds, each («Encumbrance»).
pub const POUCH_SLOTS: usize = 3;

/// What a belt or bandolier slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPouchKind"),
    schemars(rename = "ClockworkPouchKind")
)]
#[serde(rename_all = "snake_case")]
pub enum PouchKind {
    /// An alchemy item («Alchemy»).
    Alchemy,
    /// A hand grenade («Types»).
    Grenade,
    /// A spell scroll, named by its spell.
    Scroll,
}

/// One slot's item.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkPouchItem"),
    schemars(rename = "ClockworkPouchItem")
)]
#[serde(rename_all = "camelCase")]
pub struct PouchItem {
    /// What it is.
    pub kind: PouchKind,
    /// Its name (a scroll: its spell's).
    pub name: String,
}

/// What a character carries.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[cfg_attr(
    feature = "boundary",
    specta(rename = "ClockworkLoadout"),
    schemars(rename = "ClockworkLoadout")
)]
#[serde(rename_all = "camelCase", default)]
pub struct Loadout {
    /// Weapons at the sides, by their table names.
    pub sides: Vec<String>,
    /// On the back: a two-handed weapon or a shield, by name.
    pub back: Option<String>,
    /// The belt's items.
    pub belt: Vec<PouchItem>,
    /// The bandolier's items.
    pub bandolier: Vec<PouchItem>,
    /// Magic artifacts worn, by their table names.
    pub artifacts: Vec<String>,
    /// Carrying an ally over the shoulder ([`load_carrying_ally`] gives the load).
    pub carrying_ally: bool,
}

/// A loadout the book does not allow.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadoutError {
    /// A name no table holds.
    #[error("{name:?} is not in the book's {table} table")]
    Unknown {
        /// The name given.
        name: String,
        /// The table looked in.
        table: &'static str,
        /// The field.
        field: String,
    },
    /// The sides hold one main-hand or two off-hand weapons.
    #[error("the sides hold one main-hand weapon or two off-hand weapons; {found} will not fit")]
    Sides {
        /// What was put there.
        found: String,
    },
    /// The back holds one two-handed weapon or one shield.
    #[error("the back holds a two-handed weapon or a shield; {name} is neither")]
    Back {
        /// What was put there.
        name: String,
    },
    /// A belt or bandolier past 3 items.
    #[error("the {pouch} holds {slots} items; {found} were put in it")]
    PouchFull {
        /// "belt" or "bandolier".
        pouch: &'static str,
        /// Its slots.
        slots: usize,
        /// Items put in it.
        found: usize,
    },
    /// Too many artifacts in one position.
    #[error("{found} artifacts are worn as a {position}; {allowed} at most")]
    Position {
        /// The position.
        position: &'static str,
        /// How many it takes.
        allowed: usize,
        /// How many were worn.
        found: usize,
    },
}

impl LoadoutError {
    /// The heading broken.
    pub fn rule(&self) -> Citation {
        match self {
            LoadoutError::Unknown { table, .. } => cite(table),
            LoadoutError::Position { .. } => cite("Magic Artifact"),
            _ => cite("Encumbrance"),
        }
    }

    /// The loadout field at fault.
    pub fn field(&self) -> String {
        match self {
            LoadoutError::Unknown { field, .. } => field.clone(),
            LoadoutError::Sides { .. } => "sides".to_owned(),
            LoadoutError::Back { .. } => "back".to_owned(),
            LoadoutError::PouchFull { pouch, .. } => (*pouch).to_owned(),
            LoadoutError::Position { .. } => "artifacts".to_owned(),
        }
    }
}

impl From<LoadoutError> for RuleViolation {
    fn from(error: LoadoutError) -> RuleViolation {
        let text = error.to_string();
        let mut chars = text.chars();
        let sentence = chars.next().map_or_else(String::new, |first| {
            first.to_uppercase().to_string() + chars.as_str()
        });
        RuleViolation::new(error.rule(), format!("{sentence}."))
    }
}

/// The position an artifact is worn in: the kind of thing it is, read from its name ("Ring of
/// Fire Resist" is a ring). «Magic Artifact» gives rings two positions and spectacles, robes and
/// staffs one each, "etc."; Tablekeep gives every other kind one.
pub fn artifact_position(name: &str) -> Option<&'static str> {
    const KINDS: [&str; 12] = [
        "Amulet",
        "Boots",
        "Crown",
        "Deck",
        "Encyclopedia",
        "Gloves",
        "Locket",
        "Mask",
        "Ring",
        "Robe",
        "Spectacles",
        "Staff",
    ];
    let artifact = MAGIC_ARTIFACTS
        .iter()
        .find(|a| a.name.eq_ignore_ascii_case(name.trim()))?;
    KINDS.into_iter().find(|kind| {
        artifact
            .name
            .split([' ', '’'])
            .any(|word| word.eq_ignore_ascii_case(kind))
    })
}

/// How many artifacts of a position may be worn: two rings, one of anything else.
pub fn position_limit(position: &str) -> usize {
    if position == "Ring" {
        2
    } else {
        1
    }
}

fn unknown(name: &str, table: &'static str, field: String) -> LoadoutError {
    LoadoutError::Unknown {
        name: name.to_owned(),
        table,
        field,
    }
}

/// Checks a loadout by the book.
pub fn check_loadout(loadout: &Loadout) -> Result<(), LoadoutError> {
    let mut main = 0;
    let mut off = 0;
    for (i, name) in loadout.sides.iter().enumerate() {
        let weapon =
            weapon_named(name).ok_or_else(|| unknown(name, "Weapons", format!("sides[{i}]")))?;
        match weapon.hands {
            Hands::MainHand => main += 1,
            Hands::OffHand => off += 1,
            Hands::TwoHanded => {
                return Err(LoadoutError::Sides {
                    found: format!("a two-handed {}", weapon.name),
                })
            }
        }
    }
    if (main > 0 && off > 0) || main > 1 || off > 2 {
        return Err(LoadoutError::Sides {
            found: format!(
                "{} and {}",
                super::words::count(main, "main-hand weapon", "main-hand weapons"),
                super::words::count(off, "off-hand weapon", "off-hand weapons")
            ),
        });
    }
    if let Some(name) = &loadout.back {
        let fits = shield_named(name).is_some()
            || weapon_named(name).is_some_and(|w| w.hands == Hands::TwoHanded);
        if !fits {
            return Err(LoadoutError::Back { name: name.clone() });
        }
    }
    for (pouch, items) in [("belt", &loadout.belt), ("bandolier", &loadout.bandolier)] {
        if items.len() > POUCH_SLOTS {
            return Err(LoadoutError::PouchFull {
                pouch,
                slots: POUCH_SLOTS,
                found: items.len(),
            });
        }
        for (i, item) in items.iter().enumerate() {
            let field = format!("{pouch}[{i}].name");
            let known = match item.kind {
                PouchKind::Alchemy => ALCHEMY
                    .iter()
                    .any(|a| a.name.eq_ignore_ascii_case(item.name.trim())),
                PouchKind::Grenade => grenade_named(&item.name).is_some(),
                PouchKind::Scroll => spell_named(&item.name).is_some(),
            };
            if !known {
                let table = match item.kind {
                    PouchKind::Alchemy => "Alchemy",
                    PouchKind::Grenade => "Types",
                    PouchKind::Scroll => "Spell Details",
                };
                return Err(unknown(&item.name, table, field));
            }
        }
    }
    let mut worn: Vec<(&'static str, usize)> = Vec::new();
    for (i, name) in loadout.artifacts.iter().enumerate() {
        let position = artifact_position(name)
            .ok_or_else(|| unknown(name, "Magic Artifact", format!("artifacts[{i}]")))?;
        match worn.iter_mut().find(|(p, _)| *p == position) {
            Some((_, count)) => *count += 1,
            None => worn.push((position, 1)),
        }
    }
    if let Some(&(position, found)) = worn
        .iter()
        .find(|(position, count)| *count > position_limit(position))
    {
        return Err(LoadoutError::Position {
            position,
            allowed: position_limit(position),
            found,
        });
    }
    Ok(())
}

/// The load with an ally carried over the shoulder («Encumbrance»): encumbered at least, and
/// only a step if already encumbered.
pub const fn load_carrying_ally(load: Load) -> Load {
    match load {
        Load::Unencumbered => Load::Encumbered,
        Load::Encumbered | Load::StepOnly => Load::StepOnly,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pouch(kind: PouchKind, name: &str) -> PouchItem {
        PouchItem {
            kind,
            name: name.to_owned(),
        }
    }

    fn loadout() -> Loadout {
        Loadout {
            sides: vec!["Dagger".to_owned(), "Sai".to_owned()],
            back: Some("Longbow".to_owned()),
            belt: vec![
                pouch(PouchKind::Alchemy, "Health Potion, Minor"),
                pouch(PouchKind::Grenade, "Smoke"),
                pouch(PouchKind::Scroll, "Fireball"),
            ],
            bandolier: vec![pouch(PouchKind::Grenade, "Fragmentation")],
            artifacts: vec![
                "Ring of Fire Resist".to_owned(),
                "Ring of Air Affinity".to_owned(),
                "Winged Robe".to_owned(),
            ],
            carrying_ally: false,
        }
    }

    #[test]
    fn encumbrance_two_off_hand_weapons_a_bow_on_the_back_and_a_full_belt_fit() {
        assert_eq!(check_loadout(&loadout()), Ok(()));
        let shield = Loadout {
            sides: Vec::new(),
            back: Some("Riot".to_owned()),
            ..loadout()
        };
        assert_eq!(check_loadout(&shield), Ok(()));
    }

    #[test]
    fn encumbrance_the_sides_take_one_main_hand_or_two_off_hand_weapons() {
        for sides in [
            vec!["Axe", "Dagger"],
            vec!["Axe", "Mace"],
            vec!["Dagger", "Sai", "Sickle"],
            vec!["Battleaxe"],
        ] {
            let bad = Loadout {
                sides: sides.iter().map(|&s| s.to_owned()).collect(),
                ..loadout()
            };
            let error = check_loadout(&bad).expect_err("too much at the sides");
            assert!(matches!(error, LoadoutError::Sides { .. }), "{sides:?}");
            assert_eq!(error.rule().section, "Encumbrance");
            assert_eq!(error.field(), "sides");
        }
        let unknown = Loadout {
            sides: vec!["Lightsaber".to_owned()],
            ..loadout()
        };
        assert_eq!(
            check_loadout(&unknown).map_err(|e| e.field()),
            Err("sides[0]".to_owned())
        );
    }

    #[test]
    fn encumbrance_the_back_takes_a_two_handed_weapon_or_a_shield() {
        let axe = Loadout {
            back: Some("Axe".to_owned()),
            ..loadout()
        };
        assert_eq!(
            check_loadout(&axe),
            Err(LoadoutError::Back {
                name: "Axe".to_owned()
            })
        );
    }

    #[test]
    fn encumbrance_a_belt_or_bandolier_holds_three_known_items() {
        let mut full = loadout();
        full.bandolier = vec![pouch(PouchKind::Grenade, "Stun"); 4];
        let error = check_loadout(&full).expect_err("four in three slots");
        assert_eq!(
            error,
            LoadoutError::PouchFull {
                pouch: "bandolier",
                slots: 3,
                found: 4
            }
        );
        let mut odd = loadout();
        odd.belt[2] = pouch(PouchKind::Scroll, "Occlude");
        let error = check_loadout(&odd).expect_err("no such spell");
        assert_eq!(error.field(), "belt[2].name");
        assert_eq!(error.rule().section, "Spell Details");
        odd.belt[2] = pouch(PouchKind::Grenade, "Health Potion");
        assert!(check_loadout(&odd).is_err(), "a potion is not a grenade");
    }

    #[test]
    fn magic_artifact_two_rings_but_not_three_and_one_robe() {
        let mut rings = loadout();
        rings.artifacts.push("Ring of Shock Resist".to_owned());
        let error = check_loadout(&rings).expect_err("three rings");
        assert_eq!(
            error,
            LoadoutError::Position {
                position: "Ring",
                allowed: 2,
                found: 3
            }
        );
        assert_eq!(error.rule().section, "Magic Artifact");
        let mut robes = loadout();
        robes.artifacts.push("Robe of Eyes".to_owned());
        assert!(matches!(
            check_loadout(&robes),
            Err(LoadoutError::Position {
                position: "Robe",
                ..
            })
        ));
        // Every artifact has a position.
        for artifact in &MAGIC_ARTIFACTS {
            assert!(
                artifact_position(artifact.name).is_some(),
                "{}",
                artifact.name
            );
        }
        assert_eq!(artifact_position("Diviner’s Deck"), Some("Deck"));
    }

    #[test]
    fn encumbrance_carrying_an_ally_encumbers_and_an_encumbered_carrier_only_steps() {
        assert_eq!(load_carrying_ally(Load::Unencumbered), Load::Encumbered);
        assert_eq!(load_carrying_ally(Load::Encumbered), Load::StepOnly);
    }
}
