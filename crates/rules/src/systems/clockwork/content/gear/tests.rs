//! The equipment tables held to the book: every count, named after its section, and every
//! cross-reference (a weapon's property exists, an item's spell is a spell, a shield's weight is
//! a weight) — plus the campaign price list's refusals.

use std::collections::HashSet;

use super::*;
use crate::systems::clockwork::content::conditions::Condition;
use crate::systems::clockwork::content::powers::{spell_named, SPELLS};
use crate::systems::clockwork::content::{ArmorWeight, DamageType};
use crate::systems::clockwork::skills::{Attribute, Skill};

fn distinct<'a>(names: impl IntoIterator<Item = &'a str>) -> usize {
    names
        .into_iter()
        .map(str::to_lowercase)
        .collect::<HashSet<_>>()
        .len()
}

#[test]
fn armor_lists_21_armors_seven_to_each_weight() {
    assert_eq!(ARMORS.len(), 21);
    assert_eq!(distinct(ARMORS.iter().map(|a| a.name)), 21);
    for weight in [ArmorWeight::Light, ArmorWeight::Medium, ArmorWeight::Heavy] {
        assert_eq!(ARMORS.iter().filter(|a| a.weight == weight).count(), 7);
    }
}

#[test]
fn armor_every_example_spends_its_weights_points_within_the_cap() {
    // «Armor»: the examples are packages of the custom table, so each uses its weight's whole
    // allowance and no type past the cap; the sheet's own check agrees.
    for armor in &ARMORS {
        let (points, cap) = armor.weight.resistance_allowance();
        assert_eq!(
            armor.resistances.total(),
            u32::from(points),
            "{}",
            armor.name
        );
        assert!(
            armor.resistances.iter().all(|(_, r)| r <= cap),
            "{}",
            armor.name
        );
        armor.to_worn().check().expect(armor.name);
    }
}

#[test]
fn armor_the_custom_table_light_12_4_medium_18_5_heavy_24_6() {
    let rows: Vec<(u8, u8, u32)> = ARMOR_TEMPLATES
        .iter()
        .map(|t| (t.points, t.max_per_type, t.price))
        .collect();
    assert_eq!(rows, [(12, 4, 250), (18, 5, 500), (24, 6, 750)]);
    // A custom armor within its row passes the sheet's check; one point over fails.
    let custom = crate::systems::clockwork::sheet::Armor {
        name: "Brigandine".to_owned(),
        weight: ArmorWeight::Medium,
        resistances: crate::systems::clockwork::content::Resistances::new(5, 5, 2, 2, 2, 2),
    };
    assert_eq!(custom.check(), Ok(()));
    let heavier = crate::systems::clockwork::sheet::Armor {
        resistances: crate::systems::clockwork::content::Resistances::new(5, 5, 3, 2, 2, 2),
        ..custom
    };
    assert!(heavier.check().is_err());
}

#[test]
fn armor_costs_by_weight_250_500_750() {
    assert_eq!(armor_price(ArmorWeight::Light), 250);
    assert_eq!(armor_price(ArmorWeight::Medium), 500);
    assert_eq!(armor_price(ArmorWeight::Heavy), 750);
    assert_eq!(armor_named("scalemail").map(|a| a.price()), Some(750));
    assert_eq!(armor_named("Graphene Armor").map(|a| a.price()), Some(250));
}

#[test]
fn shields_three_classes_lightest_first_with_their_prices() {
    assert_eq!(SHIELDS.len(), 3);
    let rows: Vec<(ArmorWeight, u8, u32)> = SHIELDS
        .iter()
        .map(|s| (s.weight, s.printed_block, s.price))
        .collect();
    assert_eq!(
        rows,
        [
            (ArmorWeight::Light, 1, 100),
            (ArmorWeight::Medium, 2, 150),
            (ArmorWeight::Heavy, 5, 200)
        ]
    );
    assert_eq!(shield_named("kite").map(|s| s.name), Some("Kite / Round"));
    assert_eq!(
        shield_named("Tower").map(|s| s.weight),
        Some(ArmorWeight::Heavy)
    );
    assert!(shield_named("Pavise").is_none());
}

#[test]
fn special_properties_defines_fourteen() {
    assert_eq!(WeaponProperty::ALL.len(), 14);
    assert_eq!(distinct(WeaponProperty::ALL.iter().map(|p| p.name())), 14);
    assert!(WeaponProperty::ALL.iter().all(|p| !p.meaning().is_empty()));
}

#[test]
fn melee_weapons_lists_37_and_ranged_weapons_26() {
    assert_eq!(MELEE_WEAPONS.len(), 37);
    assert_eq!(RANGED_WEAPONS.len(), 26);
    assert_eq!(distinct(weapons().map(|w| w.name)), 63);
    assert!(MELEE_WEAPONS.iter().all(|w| w.range.is_none()));
    assert!(RANGED_WEAPONS.iter().all(|w| w.range.is_some()));
    let melee_types = distinct(MELEE_WEAPONS.iter().map(|w| w.category));
    let ranged_types = distinct(RANGED_WEAPONS.iter().map(|w| w.category));
    assert_eq!((melee_types, ranged_types), (11, 10));
}

#[test]
fn weapons_every_row_is_a_legal_weapon() {
    for weapon in weapons() {
        assert!((2..=4).contains(&weapon.action_cost), "{}", weapon.name);
        assert!((6..=12).contains(&weapon.damage_dice), "{}", weapon.name);
        assert!(!weapon.damage.is_empty() && weapon.damage.len() <= 3);
        assert_eq!(
            weapon.printed_special.is_empty(),
            weapon.specials.is_empty()
        );
        for special in weapon.specials {
            // A property tied to a damage type names one the weapon deals ("Stunning (L)" on
            // an L / P hammer).
            if let WeaponSpecial::Property {
                with_damage: Some(damage),
                ..
            } = special
            {
                assert!(weapon.damage.contains(damage), "{}", weapon.name);
            }
        }
    }
}

#[test]
fn special_properties_every_special_a_weapon_carries_is_defined_or_read() {
    // Every special on a weapon row is one of the fourteen, or one of the two the reading
    // `clockwork.weapon_special_spellings` reads; the printed column names each one.
    let mut used = HashSet::new();
    for weapon in weapons() {
        for special in weapon.specials {
            let printed = match special {
                WeaponSpecial::Property { property, .. } => {
                    used.insert(*property);
                    if *property == WeaponProperty::Thrown {
                        "Throw"
                    } else {
                        property.name()
                    }
                }
                WeaponSpecial::AutofireOnly => "Autofire Only",
                WeaponSpecial::BurningOnHit => "Burning on Hit",
            };
            assert!(
                weapon.printed_special.contains(printed),
                "{}: {printed}",
                weapon.name
            );
        }
    }
    // No listed weapon carries Double Shot or Shot or Slug; every other property is used.
    let unused: Vec<&str> = WeaponProperty::ALL
        .into_iter()
        .filter(|p| !used.contains(p))
        .map(WeaponProperty::name)
        .collect();
    assert_eq!(unused, ["Double Shot", "Shot or Slug"]);
    let thrown: Vec<&str> = weapons().filter(|w| w.thrown()).map(|w| w.name).collect();
    assert_eq!(
        thrown,
        [
            "Handaxe",
            "Boomerang",
            "Gungnir",
            "Dagger",
            "Javelin",
            "Throwing Chain"
        ]
    );
}

#[test]
fn melee_weapons_the_battleaxe_deals_12_slashing_for_3_counters() {
    // «Damage Roll» (T29): a Battleaxe rolls 12 dice of Slashing damage.
    let axe = weapon_named("battleaxe").expect("in the table");
    assert_eq!(
        (axe.damage_dice, axe.damage, axe.action_cost, axe.hands),
        (12, &[DamageType::Slashing][..], 3, Hands::TwoHanded)
    );
    let halberd = weapon_named("Halberd").expect("in the table");
    assert!(halberd.specials.contains(&WeaponSpecial::Property {
        property: WeaponProperty::ArmorPiercing,
        with_damage: Some(DamageType::Piercing),
    }));
    let machine_gun = weapon_named("Machine Gun").expect("in the table");
    assert!(machine_gun.has(WeaponProperty::Autofire));
    assert_eq!(machine_gun.range, Some(8));
}

#[test]
fn grenades_and_mines_six_types_a_radius_of_2_and_the_claymores_cone() {
    assert_eq!(GRENADES.len(), 6);
    assert_eq!(explosives::GRENADE_RADIUS, 2);
    assert_eq!(explosives::GRENADE_ACTION_COUNTERS, 4);
    assert_eq!(explosives::GRENADE_THROW, (3, 9));
    let damaging: Vec<&str> = GRENADES
        .iter()
        .filter(|g| g.explosive_dice == Some(10))
        .map(|g| g.name)
        .collect();
    assert_eq!(damaging, ["Concussion", "Fragmentation", "Incendiary"]);
    assert_eq!(mine_area("claymore"), Some(MineArea::Cone(3)));
    assert_eq!(mine_area("Smoke"), Some(MineArea::Radius(2)));
    assert_eq!(mine_area("Nuclear"), None);
    assert_eq!(ItemKind::Mine.names().len(), 7);
}

#[test]
fn launchers_and_missiles_three_launchers_four_guidance_three_propulsion_four_payloads() {
    assert_eq!(LAUNCHERS.len(), 3);
    assert_eq!(GUIDANCE.len(), 4);
    assert_eq!(PROPULSION.len(), 3);
    assert_eq!(PAYLOADS.len(), 4);
    let ranges: Vec<u8> = LAUNCHERS.iter().map(|l| l.range).collect();
    assert_eq!(ranges, [6, 5, 4]);
    let speeds: Vec<u8> = PROPULSION.iter().map(|p| p.speed).collect();
    assert_eq!(speeds, [8, 10, 12]);
    assert!(PAYLOADS.iter().all(|p| p.explosive_dice == 12));
    // Better guidance rolls more dice and needs lower faces.
    let own: Vec<(u8, u8)> = GUIDANCE
        .iter()
        .filter_map(|g| match g.attack {
            explosives::GuidanceRoll::Own { dice, at_least } => Some((dice, at_least)),
            explosives::GuidanceRoll::Attacker => None,
        })
        .collect();
    assert_eq!(own, [(6, 8), (8, 6), (10, 4)]);
    assert_eq!(
        (
            explosives::MISSILE_RADIUS,
            explosives::MISSILE_ACTION_COUNTERS
        ),
        (3, 4)
    );
}

#[test]
fn alchemy_lists_29_magic_armor_18_and_magic_artifact_30() {
    assert_eq!(ALCHEMY.len(), 29);
    assert_eq!(MAGIC_ARMOR.len(), 18);
    assert_eq!(MAGIC_ARTIFACTS.len(), 30);
    for (items, gains) in [
        (&ALCHEMY[..], 1..=4),
        (&MAGIC_ARMOR[..], 2..=4),
        (&MAGIC_ARTIFACTS[..], 5..=8),
    ] {
        assert_eq!(distinct(items.iter().map(|i| i.name)), items.len());
        for item in items {
            assert!(gains.contains(&item.gains), "{}", item.name);
            assert!(!item.summary.is_empty());
        }
    }
}

#[test]
fn magic_weapon_lists_15_properties_not_16() {
    // The digest counts 16; the book's table has 15 rows.
    assert_eq!(MAGIC_WEAPONS.len(), 15);
    assert_eq!(distinct(MAGIC_WEAPONS.iter().map(|w| w.name)), 15);
    let on_wound = MAGIC_WEAPONS.iter().filter(|w| w.on_wound).count();
    assert_eq!(on_wound, 10);
}

fn effects() -> impl Iterator<Item = (&'static str, ItemEffect)> {
    ALCHEMY
        .iter()
        .chain(&MAGIC_ARMOR)
        .chain(&MAGIC_ARTIFACTS)
        .map(|i| (i.name, i.effect))
        .chain(MAGIC_WEAPONS.iter().map(|w| (w.name, w.effect)))
}

#[test]
fn magic_items_every_spell_skill_and_tag_they_name_exists() {
    let tags: HashSet<&str> = SPELLS.iter().map(|s| s.sub_school).collect();
    let mut spells_named = 0;
    for (name, effect) in effects() {
        match effect {
            ItemEffect::Casts { spell } => {
                assert!(spell_named(spell).is_some(), "{name} casts {spell}");
                spells_named += 1;
            }
            ItemEffect::Undispellable { spells } => {
                for spell in spells {
                    assert!(spell_named(spell).is_some(), "{name}: {spell}");
                }
            }
            ItemEffect::CriticalWith { tag } => assert!(tags.contains(tag), "{name}: {tag}"),
            ItemEffect::GrantsFocus { skill } => {
                assert_eq!(skill.attribute(), Attribute::Magic, "{name}");
                assert!(skill.has_foci());
            }
            ItemEffect::RerollsSkill { skill } => assert!(Skill::ALL.contains(&skill)),
            _ => {}
        }
    }
    assert_eq!(spells_named, 14);
}

#[test]
fn conditions_every_condition_gear_names_is_a_condition() {
    // Blind is the one the book names without a heading of its own.
    let mut named = HashSet::new();
    for (_, effect) in effects() {
        if let ItemEffect::Inflicts { condition }
        | ItemEffect::Counters { condition }
        | ItemEffect::RerollsCondition { condition }
        | ItemEffect::ExtraConditionRoll { condition } = effect
        {
            named.insert(condition);
        }
    }
    named.extend(GRENADES.iter().flat_map(|g| g.conditions.iter().copied()));
    named.extend(PAYLOADS.iter().filter_map(|p| p.condition));
    assert!(named.iter().all(|c| Condition::ALL.contains(c)));
    let headless: Vec<Condition> = named.into_iter().filter(|c| !c.has_heading()).collect();
    assert_eq!(headless, [Condition::Blind]);
    // The magic armor's protections cover the six damage types once each.
    let protected: HashSet<DamageType> = MAGIC_ARMOR
        .iter()
        .filter_map(|i| match i.effect {
            ItemEffect::Resistance { damage } => Some(damage),
            _ => None,
        })
        .collect();
    assert_eq!(protected.len(), 6);
}

#[test]
fn every_kind_finds_its_own_names_and_no_other() {
    let mut total = 0;
    for kind in ItemKind::ALL {
        for name in kind.names() {
            assert_eq!(kind.find(&name.to_uppercase()), Some(name), "{kind:?}");
            total += 1;
        }
    }
    // 21 + 3 + 37 + 26 + 6 + 7 + 3 + 4 + 3 + 4 + 29 + 18 + 30 + 15
    assert_eq!(total, 206);
    assert_eq!(ItemKind::Alchemy.find("Scalemail"), None);
}

// The campaign price list.

fn entry(kind: ItemKind, name: &str, price: i64) -> PriceEntry {
    PriceEntry {
        item: ItemRef::new(kind, name),
        price,
    }
}

#[test]
fn purchasing_equipment_only_armor_and_shields_have_a_book_price() {
    let none = PriceList::default();
    let scalemail = none
        .quote(&ItemRef::new(ItemKind::Armor, "Scalemail"))
        .expect("priced by weight");
    assert_eq!(scalemail.price, 750);
    assert!(matches!(scalemail.source, PriceSource::Book { .. }));
    let buckler = none.quote(&ItemRef::new(ItemKind::Shield, "Buckler"));
    assert_eq!(buckler.map(|q| q.price), Some(100));
    assert_eq!(none.custom_armor(ArmorWeight::Medium).price, 500);
    // Every other kind waits for the GM: no invented number.
    for kind in ItemKind::ALL {
        if matches!(kind, ItemKind::Armor | ItemKind::Shield) {
            continue;
        }
        for name in kind.names() {
            assert_eq!(none.quote(&ItemRef::new(kind, name)), None, "{name}");
        }
    }
}

#[test]
fn a_campaign_prices_what_the_book_leaves_blank_and_a_mine_follows_its_grenade() {
    let list = PriceList::new(&[
        entry(ItemKind::MeleeWeapon, "longsword", 120),
        entry(ItemKind::Grenade, "Fragmentation", 80),
        entry(ItemKind::Mine, "Claymore", 300),
        entry(ItemKind::Armor, "Scalemail", 900),
    ])
    .expect("a legal list");
    let sword = list.quote(&ItemRef::new(ItemKind::MeleeWeapon, "Longsword"));
    assert_eq!(
        sword,
        Some(Quote {
            price: 120,
            source: PriceSource::Campaign
        })
    );
    let mine = list
        .quote(&ItemRef::new(ItemKind::Mine, "fragmentation"))
        .expect("the grenade's price");
    assert_eq!(mine.price, 80);
    assert!(matches!(mine.source, PriceSource::SameAs { .. }));
    assert_eq!(list.quote(&ItemRef::new(ItemKind::Mine, "Smoke")), None);
    // The GM's price for an armor stands over the book's.
    assert_eq!(
        list.quote(&ItemRef::new(ItemKind::Armor, "Scalemail"))
            .map(|q| q.price),
        Some(900)
    );
    // The list stores back in the catalog's spelling.
    let names: Vec<String> = list.entries().into_iter().map(|e| e.item.name).collect();
    assert_eq!(
        names,
        ["Scalemail", "Longsword", "Fragmentation", "Claymore"]
    );
}

#[test]
fn a_price_list_refuses_a_negative_price_an_unknown_item_a_repeat_and_a_grenade_mine() {
    let negative = [
        entry(ItemKind::Alchemy, "Health Potion", 50),
        entry(ItemKind::Alchemy, "Mana Potion", -5),
    ];
    let error = PriceList::new(&negative).expect_err("refused");
    assert!(matches!(error, PriceError::Negative { price: -5, .. }));
    assert_eq!(error.field(&negative), "prices[1]");
    assert_eq!(error.rule().section, "Purchasing Equipment & Items");

    let unknown = [entry(ItemKind::MeleeWeapon, "Lightsaber", 10)];
    let error = PriceList::new(&unknown).expect_err("refused");
    assert!(matches!(error, PriceError::UnknownItem { .. }));
    assert_eq!(error.rule().section, "Melee Weapons");
    // A real name under the wrong table is unknown there.
    assert!(PriceList::new(&[entry(ItemKind::RangedWeapon, "Axe", 10)]).is_err());

    let twice = [
        entry(ItemKind::Launcher, "Blooper", 10),
        entry(ItemKind::Launcher, "BLOOPER", 12),
    ];
    let error = PriceList::new(&twice).expect_err("refused");
    assert!(matches!(error, PriceError::Twice { .. }));
    assert_eq!(error.field(&twice), "prices[1]");

    let mine = [entry(ItemKind::Mine, "Stun", 40)];
    let error = PriceList::new(&mine).expect_err("refused");
    assert_eq!(error, PriceError::MineFollowsGrenade { name: "Stun" });
    assert_eq!(error.rule().section, "Mines");
    let violation = crate::RuleViolation::from(error);
    assert!(violation.message.starts_with("A Stun mine costs"));

    let huge = [entry(
        ItemKind::MagicWeapon,
        "Void",
        i64::from(u32::MAX) + 1,
    )];
    assert!(matches!(
        PriceList::new(&huge),
        Err(PriceError::TooLarge { .. })
    ));
}
