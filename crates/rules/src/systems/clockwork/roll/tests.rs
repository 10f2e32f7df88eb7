use super::*;
use crate::random::Origin;

fn request(attribute: u8, skill_rank: u8) -> PoolRequest {
    PoolRequest {
        attribute,
        skill_rank,
        ..PoolRequest::default()
    }
}

#[test]
fn each_face_reads_as_the_action_rolls_section_says() {
    // On Strength 7: a 1 is −1, 2–6 nothing, 7–11 one gain, a 12 two.
    let read: Vec<i32> = (1..=12).map(|face| die_gains(face, 7)).collect();
    assert_eq!(read, vec![-1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2]);
    // An untrained skill gains only on 12s; the best gains on 4 and up.
    assert_eq!(gains([11, 12, 12], 12), 4);
    assert_eq!(gains([1, 3, 4], 4), 0);
}

#[test]
fn a_pool_is_the_attribute_plus_a_bonus_die_and_a_focus_die() {
    let rules = PoolRules::default();
    let plain = pool_size(&request(7, 9), &rules).expect("legal");
    assert_eq!(plain.value, 7);
    let full = pool_size(
        &PoolRequest {
            bonus_skill: true,
            foci: 1,
            ..request(7, 9)
        },
        &rules,
    )
    .expect("legal");
    assert_eq!(full.value, 9);
    let labels: Vec<&str> = full.terms.iter().map(|t| t.label.as_str()).collect();
    assert_eq!(labels, ["Attribute", "Bonus skill", "Focus"]);
    assert_eq!(full.terms[1].rule, cite("Bonus Skill"));
    assert_eq!(full.terms[2].rule, cite("Foci"));
}

#[test]
fn a_pool_the_rules_cannot_make_is_refused_with_its_rule() {
    let rules = PoolRules::default();
    assert_eq!(
        pool_size(&request(4, 7), &rules),
        Err(RollError::Attribute(4))
    );
    assert_eq!(
        pool_size(&request(8, 13), &rules),
        Err(RollError::SkillRank(13))
    );
    assert_eq!(RollError::SkillRank(13).rule(), cite("Skills & Attributes"));
    let none = pool_size(
        &PoolRequest {
            situational: -5,
            ..request(5, 7)
        },
        &rules,
    );
    assert_eq!(none, Err(RollError::NoDice("0 dice".to_owned())));
}

#[test]
fn entered_dice_are_read_and_impossible_ones_refused() {
    let mut rng = Rng::from_seed(1);
    let roll = roll_pool(
        &request(5, 8),
        &PoolRules::default(),
        &mut rng,
        Some(&[1, 8, 12, 3, 9]),
    )
    .expect("five real faces");
    assert_eq!(roll.gains.value, 3);
    assert_eq!(
        roll.gains.terms.len(),
        4,
        "the 3 counts nothing and is not listed"
    );
    assert!(roll.dice.dice().iter().all(|d| d.origin == Origin::Entered));
    let wrong_face = roll_pool(
        &request(5, 8),
        &PoolRules::default(),
        &mut rng,
        Some(&[1, 8, 13, 3, 9]),
    );
    let Err(RollError::Entered(PoolEntryError::ImpossibleFace { die, .. })) = wrong_face else {
        panic!("a 13 is refused: {wrong_face:?}");
    };
    assert_eq!(die, 3);
    let too_few = roll_pool(
        &request(5, 8),
        &PoolRules::default(),
        &mut rng,
        Some(&[1, 8]),
    );
    assert!(matches!(
        too_few,
        Err(RollError::Entered(PoolEntryError::WrongCount {
            count: 5,
            ..
        }))
    ));
    assert_eq!(
        too_few.map(|_| ()).map_err(|e| e.rule()),
        Err(cite("Action Rolls"))
    );
}

#[test]
fn a_rolled_pool_is_the_seeds_and_counts_its_own_dice() {
    let rules = PoolRules::default();
    let a = roll_pool(&request(8, 7), &rules, &mut Rng::from_seed(77), None).expect("legal");
    let b = roll_pool(&request(8, 7), &rules, &mut Rng::from_seed(77), None).expect("legal");
    assert_eq!(a, b);
    assert_eq!(a.dice.dice().len(), 8);
    assert_eq!(a.gains.value, gains(a.dice.values(), 7));
}

#[test]
fn difficulties_and_dramatic_results() {
    let out = Setting::OutOfCombat;
    assert_eq!(against(3, Difficulty::Normal, out), Ok(Outcome::Success));
    assert_eq!(against(2, Difficulty::Normal, out), Ok(Outcome::Failure));
    // Three more than required is dramatic out of combat, never in it.
    assert_eq!(
        against(6, Difficulty::Normal, out),
        Ok(Outcome::DramaticSuccess)
    );
    assert_eq!(
        against(6, Difficulty::Normal, Setting::InCombat),
        Ok(Outcome::Success)
    );
    assert_eq!(against(5, Difficulty::Normal, out), Ok(Outcome::Success));
    // Three fewer.
    assert_eq!(
        against(0, Difficulty::Normal, out),
        Ok(Outcome::DramaticFailure)
    );
    assert_eq!(against(1, Difficulty::Normal, out), Ok(Outcome::Failure));
    assert_eq!(
        against(-1, Difficulty::Simple, Setting::InCombat),
        Ok(Outcome::Failure)
    );
    let ladder: Vec<i32> = [
        Difficulty::Simple,
        Difficulty::Easy,
        Difficulty::Normal,
        Difficulty::Hard,
        Difficulty::Difficult,
        Difficulty::Extreme(6),
    ]
    .into_iter()
    .map(|d| d.gains().expect("legal"))
    .collect();
    assert_eq!(ladder, [1, 2, 3, 4, 5, 6]);
    assert_eq!(Difficulty::Extreme(9).gains(), Ok(9));
    assert_eq!(Difficulty::Extreme(5).gains(), Err(RollError::Extreme(5)));
    assert!(Outcome::DramaticSuccess.succeeds() && !Outcome::DramaticFailure.succeeds());
}

#[test]
fn flat_rolls_meet_or_exceed_and_refuse_impossible_numbers() {
    let mut rng = Rng::from_seed(3);
    assert!(flat(7, &mut rng, Some(7)).expect("legal").success);
    assert!(!flat(7, &mut rng, Some(6)).expect("legal").success);
    assert_eq!(flat(13, &mut rng, None), Err(RollError::FlatTarget(13)));
    assert!(matches!(
        flat(7, &mut rng, Some(0)),
        Err(RollError::EnteredFlat(_))
    ));
    let rolled = flat(10, &mut rng, None).expect("legal");
    assert_eq!(rolled.success, rolled.die.value >= 10);
    assert_eq!(rolled.die.origin, Origin::Rolled);
}

#[test]
fn difficulty_reads_from_json_with_an_extreme_number() {
    let extreme: Difficulty =
        serde_json::from_value(serde_json::json!({ "level": "extreme", "gains": 7 }))
            .expect("extreme with its gains");
    assert_eq!(extreme, Difficulty::Extreme(7));
    let hard: Difficulty =
        serde_json::from_value(serde_json::json!({ "level": "hard" })).expect("hard");
    assert_eq!(hard, Difficulty::Hard);
}

#[test]
fn action_rolls_the_books_jump_reads_each_die_and_makes_three_gains() {
    // «Action Rolls»: Body 8, Strength 7; the example lists seven of the eight dice it throws
    // (1, 5, 12, 6, 5, 8, 7) for 3 gains, so the eighth here is a 2, which makes none.
    let mut rng = Rng::from_seed(3);
    let roll = roll_pool(
        &request(8, 7),
        &PoolRules::default(),
        &mut rng,
        Some(&[1, 5, 12, 6, 5, 8, 7, 2]),
    )
    .expect("eight real faces");
    assert_eq!(roll.gains.value, 3);
    let read = roll.each_die();
    let gains: Vec<i32> = read.iter().map(|d| d.gains).collect();
    assert_eq!(gains, vec![-1, 0, 2, 0, 0, 1, 1, 0]);
    assert_eq!(read[0].why, "a 1 takes a gain away");
    assert_eq!(read[1].why, "5 is under 7: no gain");
    assert_eq!(read[2].why, "a 12 is two gains");
    assert_eq!(read[6].why, "7 is at least 7: a gain");
}

fn thrown(dice: &[u8]) -> PoolRoll {
    let mut rng = Rng::from_seed(5);
    roll_pool(
        &request(u8::try_from(dice.len()).expect("few dice"), 7),
        &PoolRules::default(),
        &mut rng,
        Some(dice),
    )
    .expect("real faces")
}

#[test]
fn using_luck_the_reroll_stands_even_if_it_is_worse() {
    let first = thrown(&[12, 8, 9, 3, 2]);
    let again = thrown(&[1, 2, 3, 4, 7]);
    let rerolled = take_reroll(first.clone(), again.clone(), false);
    assert_eq!(rerolled.kept, again);
    assert_eq!(rerolled.set_aside, first);
    assert!(!rerolled.kept_earlier);
    assert_eq!(rerolled.rule, cite("Using Luck"));
    assert_eq!(
        rerolled.why,
        "The reroll stands though it is worse: 0 instead of 4."
    );
    // Once a roll: a second point on the same roll is refused, naming the rule.
    assert_eq!(check_luck_on_roll(0, false), Ok(()));
    assert_eq!(
        check_luck_on_roll(1, false),
        Err(RollError::LuckOncePerRoll)
    );
    assert_eq!(RollError::LuckOncePerRoll.rule(), cite("Using Luck"));
}

#[test]
fn species_special_ability_halflings_keep_the_highest_luck_roll_and_may_spend_again() {
    let first = thrown(&[12, 8, 9, 3, 2]);
    let worse = thrown(&[1, 2, 3, 4, 7]);
    let kept = take_reroll(first.clone(), worse, true);
    assert_eq!(kept.kept, first);
    assert!(kept.kept_earlier);
    assert_eq!(kept.rule, cite("Species Special Ability"));
    let better = thrown(&[12, 12, 9, 8, 7]);
    let improved = take_reroll(first, better.clone(), true);
    assert_eq!(improved.kept, better);
    assert!(!improved.kept_earlier);
    assert_eq!(check_luck_on_roll(2, true), Ok(()));
}
