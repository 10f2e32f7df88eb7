//! The default campaign's ClockWork characters: two premade characters built by the book from
//! premade spreads, so a GM sees the system's sheet at once.

use chrono::{DateTime, Utc};
use tablekeep_rules::systems::clockwork::content::SpeciesId;
use tablekeep_rules::systems::clockwork::creation::{create_under, Focus};
use tablekeep_rules::systems::clockwork::npc::{quick_build, QuickChoices};
use tablekeep_rules::systems::clockwork::skills::Skill;
use tablekeep_rules::table_rules::TableRuleChoices;
use tablekeep_rules::{CharacterKind, SystemId};
use tablekeep_store::{CampaignStore, CharacterFields};

use super::character::{ClockworkData, ClockworkLimits};
use crate::{AppError, ErrorKind};

/// One of our own premade characters.
struct Starter {
    name: &'static str,
    concept: &'static str,
    species: SpeciesId,
    premade: u8,
    best: &'static [Skill],
    foci: [(Skill, &'static str); 3],
}

const STARTERS: [Starter; 2] = [
    Starter {
        name: "Ottoline Brass",
        concept: "A dwarven gunsmith who trusts her rifle more than her luck.",
        species: SpeciesId::Dwarves,
        premade: 5,
        best: &[
            Skill::Accuracy,
            Skill::Ingenuity,
            Skill::Stamina,
            Skill::Perception,
        ],
        foci: [
            (Skill::Accuracy, "Long Guns"),
            (Skill::Ingenuity, "Gunsmithing"),
            (Skill::Perception, "Lookout"),
        ],
    },
    Starter {
        name: "Wren Ashgrove",
        concept: "A wood-elf hedge healer who knows the old roads and older stories.",
        species: SpeciesId::WoodElves,
        premade: 2,
        best: &[
            Skill::Knowledge,
            Skill::Soul,
            Skill::Agility,
            Skill::Perception,
        ],
        foci: [
            (Skill::Knowledge, "Medicine"),
            (Skill::Knowledge, "History"),
            (Skill::Soul, "Healer"),
        ],
    },
];

/// Adds the premade characters, each built by the book under the default table rules.
pub(crate) fn add_starters(store: &mut CampaignStore, now: DateTime<Utc>) -> Result<(), AppError> {
    for Starter {
        name,
        concept,
        species,
        premade,
        best,
        foci,
    } in STARTERS
    {
        let foci: Vec<Focus> = foci
            .iter()
            .map(|&(skill, name)| Focus::new(skill, name))
            .collect();
        let mut build = quick_build(&QuickChoices {
            species,
            premade,
            best,
            foci: &foci,
        })
        .ok_or_else(|| AppError::new(ErrorKind::Storage, "A starter spread is missing."))?;
        build.concept = concept.to_owned();
        create_under(&build, &TableRuleChoices::default())
            .map_err(|e| AppError::new(ErrorKind::Storage, format!("{name}: {e}")))?;
        let data = ClockworkData {
            build: Some(build),
            limits: ClockworkLimits::ByTheBook,
            worn: Default::default(),
            loadout: Default::default(),
        };
        store.insert_character(
            &CharacterFields {
                system: SystemId::Clockwork,
                kind: CharacterKind::Pc,
                name: name.to_owned(),
                tags: vec!["starter".to_owned()],
                notes: String::new(),
                data: data.to_json(),
                rules_version: super::DATA_VERSION,
            },
            now,
        )?;
    }
    Ok(())
}
