//! Squads of Extras in an Opposition («Henchmen (Extras)»): the book's worked casualties, the
//! hand capped by members, Power Rating as every rank, the weapon's bonus on attack hands.

use super::super::content::Trait;
use super::super::table_rules::{EXTRAS_TRAIT, SQUAD_OPENING_HAND};
use super::tests::{athletics, card, choosing, duel, fated, hand, play, refused, stacked, sword};
use super::*;
use crate::encounter::{start, Battle};
use crate::table_rules::TableRuleChoices;

fn thugs(members: u8, power: u8, weapon_bonus: u8) -> CombatantSetup {
    let mut thugs = fated(2, "Thugs", 1, [1, 1, 1, 1]);
    thugs.squad = Some(Squad {
        members,
        power,
        weapon_bonus,
    });
    thugs
}

fn against_thugs(members: u8, power: u8, weapon_bonus: u8) -> Setup {
    let mut setup = duel(TableRuleChoices::default());
    setup.combatants[1] = thugs(members, power, weapon_bonus);
    setup
}

fn revealed(events: &[Event]) -> Resolution {
    events
        .iter()
        .find_map(|e| match e {
            Event::Revealed(r) => Some((**r).clone()),
            _ => None,
        })
        .expect("a reveal")
}

#[test]
fn henchmen_extras_cards_totaling_15_against_5_lose_two_members() {
    // Ana's 6 and 7 and her Body 2 make 15; the Extras (Power Rating 1: one card) play a 5.
    let setup = against_thugs(5, 1, 0);
    let mut state = stacked(
        &setup,
        &[(1, &["2C", "6C", "7C"]), (2, &["9C", "5S"])],
        &["5D"],
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 1,
            card: card("2C"),
        },
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 2,
            card: card("9C"),
        },
    );
    play(
        &mut state,
        Command::Attack {
            combatant: 1,
            target: 2,
            kind: AttackKind::Physical,
            skill: sword(),
            trait_bonus: Trait::Body,
            card: card("6C"),
        },
    );
    play(
        &mut state,
        Command::Defend {
            combatant: 2,
            skill: athletics(),
            trait_bonus: Trait::Mind,
            card: Some(card("5S")),
        },
    );
    play(
        &mut state,
        Command::Bet {
            combatant: 1,
            card: card("7C"),
        },
    );
    let events = play(&mut state, Command::StopBetting { combatant: 1 });
    let result = revealed(&events);
    assert_eq!(result.aggressor_total.value, 15);
    assert_eq!(result.defender_total.value, 5, "no trait for Extras");
    assert_eq!(result.casualties, 2);
    assert_eq!(
        state.combatant(2).and_then(|c| c.squad).map(|s| s.members),
        Some(3)
    );
    assert_eq!(result.aggressor_total.rule.section, "d. Opposed Draws");
}

#[test]
fn table_rule_extras_trait_power_rating() {
    // The book's 15 against 5: with their Power Rating (1) added, the Extras make 6 and lose
    // one member rather than two.
    for (rules, total, casualties) in [
        (TableRuleChoices::default(), 5, 2),
        (choosing(&EXTRAS_TRAIT, "power_rating"), 6, 1),
    ] {
        let mut setup = against_thugs(5, 1, 0);
        setup.rules = rules;
        let mut state = stacked(
            &setup,
            &[(1, &["2C", "6C", "7C"]), (2, &["9C", "5S"])],
            &["5D"],
        );
        for (combatant, initiative) in [(1, "2C"), (2, "9C")] {
            play(
                &mut state,
                Command::PlayInitiative {
                    combatant,
                    card: card(initiative),
                },
            );
        }
        play(
            &mut state,
            Command::Attack {
                combatant: 1,
                target: 2,
                kind: AttackKind::Physical,
                skill: sword(),
                trait_bonus: Trait::Body,
                card: card("6C"),
            },
        );
        play(
            &mut state,
            Command::Defend {
                combatant: 2,
                skill: athletics(),
                trait_bonus: Trait::Mind,
                card: Some(card("5S")),
            },
        );
        play(
            &mut state,
            Command::Bet {
                combatant: 1,
                card: card("7C"),
            },
        );
        let events = play(&mut state, Command::StopBetting { combatant: 1 });
        let result = revealed(&events);
        assert_eq!(result.aggressor_total.value, 15);
        assert_eq!(result.defender_total.value, total);
        assert_eq!(result.casualties, casualties);
    }
}

#[test]
fn table_rule_squad_opening_hand_power_rating() {
    // Five Extras of Power Rating 2: a full hand of 5, or 2 cards like a Follower; a mulligan
    // deals the same again.
    for (rules, dealt) in [
        (TableRuleChoices::default(), 5),
        (choosing(&SQUAD_OPENING_HAND, "power_rating"), 2),
    ] {
        let mut setup = against_thugs(5, 2, 0);
        setup.rules = rules;
        let state = start::<Opposition>(&setup, 3).expect("begins");
        assert_eq!(hand(&state, 2).len(), dealt);
        assert_eq!(hand(&state, 1).len(), 5, "Ana draws 5 either way");
        let mut state = stacked(&setup, &[(1, &["9C"]), (2, &["2C", "4C"])], &[]);
        for (combatant, initiative) in [(1, "9C"), (2, "2C")] {
            play(
                &mut state,
                Command::PlayInitiative {
                    combatant,
                    card: card(initiative),
                },
            );
        }
        play(&mut state, Command::Mulligan { combatant: 2 });
        assert_eq!(hand(&state, 2).len(), dealt);
    }
}

#[test]
fn henchmen_extras_lose_one_member_for_every_five_points() {
    // Digest T5: differences of 14, 4 and 25 cost 2, 0 and 5 members.
    assert_eq!(casualties(14), 2);
    assert_eq!(casualties(4), 0);
    assert_eq!(casualties(25), 5);
    assert_eq!(casualties(-3), 0);
}

#[test]
fn henchmen_extras_members_cap_the_hand_and_power_sets_draws_and_ranks() {
    let setup = against_thugs(3, 2, 2);
    let state = start::<Opposition>(&setup, 4).expect("begins");
    assert_eq!(hand(&state, 2).len(), 3, "one card per member");
    let thugs = state.combatant(2).expect("the squad");
    assert_eq!(
        thugs.skill_rank(&sword()),
        2,
        "Power Rating as every skill's rank"
    );
    // Their turn: they draw their Power Rating, but never past their members.
    let mut state = stacked(&setup, &[(1, &["KC", "3C"]), (2, &["2C", "4S"])], &[]);
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 1,
            card: card("KC"),
        },
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 2,
            card: card("2C"),
        },
    );
    assert_eq!(
        hand(&state, 2).len(),
        3,
        "1 held, room for 2 more (3 members)"
    );
    // Their attack adds the weapon's bonus; Ana adds Mind to her defense.
    let attack_card = hand(&state, 2)[0];
    play(
        &mut state,
        Command::Attack {
            combatant: 2,
            target: 1,
            kind: AttackKind::Physical,
            skill: sword(),
            trait_bonus: Trait::Body,
            card: attack_card,
        },
    );
    play(
        &mut state,
        Command::Defend {
            combatant: 1,
            skill: athletics(),
            trait_bonus: Trait::Mind,
            card: Some(card("3C")),
        },
    );
    let events = play(&mut state, Command::StopBetting { combatant: 2 });
    let result = revealed(&events);
    let bonus = result.aggressor_total.terms.last().expect("a term");
    assert_eq!(
        (bonus.label.as_str(), bonus.value),
        ("weapon's damage bonus", 2)
    );
    assert_eq!(bonus.rule.section, "Henchmen (Extras)");
}

#[test]
fn henchmen_extras_a_squad_that_loses_members_discards_down_to_them() {
    let setup = against_thugs(4, 1, 0);
    let mut state = stacked(
        &setup,
        &[(1, &["2C", "KC", "QC"]), (2, &["9C", "2S", "3S", "JS"])],
        &["5D"],
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 1,
            card: card("2C"),
        },
    );
    play(
        &mut state,
        Command::PlayInitiative {
            combatant: 2,
            card: card("9C"),
        },
    );
    play(
        &mut state,
        Command::Attack {
            combatant: 1,
            target: 2,
            kind: AttackKind::Physical,
            skill: sword(),
            trait_bonus: Trait::Body,
            card: card("KC"),
        },
    );
    play(
        &mut state,
        Command::Defend {
            combatant: 2,
            skill: athletics(),
            trait_bonus: Trait::Mind,
            card: Some(card("2S")),
        },
    );
    play(
        &mut state,
        Command::Bet {
            combatant: 1,
            card: card("QC"),
        },
    );
    let events = play(&mut state, Command::StopBetting { combatant: 1 });
    let result = revealed(&events);
    // 13 + 12 + 2 = 27 against 2: 25 points, 5 members' worth, but only 4 stand.
    assert_eq!(result.casualties, 4);
    assert_eq!(result.condition, Condition::Killed);
    assert_eq!(result.trimmed.len(), 2, "no members, no cards");
    assert!(hand(&state, 2).is_empty());
    let outcome = Opposition::outcome(&state).expect("the only foe is gone");
    assert_eq!(
        outcome.xp.iter().map(|a| a.combatant).collect::<Vec<_>>(),
        vec![1],
        "Extras gain no XP"
    );
}

#[test]
fn henchmen_extras_a_squad_above_five_or_with_a_weapon_above_its_power_is_refused() {
    for (members, power, bonus) in [(6, 2, 0), (7, 2, 0), (0, 2, 0), (3, 2, 3), (3, 0, 0)] {
        let refusal =
            start::<Opposition>(&against_thugs(members, power, bonus), 1).expect_err("refused");
        assert!(refusal.message.contains("Thugs"), "{}", refusal.message);
    }
    assert!(start::<Opposition>(&against_thugs(5, 2, 2), 1).is_ok());
    let _ = refused;
}
