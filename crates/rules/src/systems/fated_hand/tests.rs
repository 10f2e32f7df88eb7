//! Fated Hand rules tests: the rulebook's worked examples (named after their sections), the
//! digest's derived vectors, illegal requests, and properties of the progression ledger.

use proptest::prelude::{any, prop_assert, prop_assert_eq, proptest, ProptestConfig};

use super::build::{create, Attributes, Build, KnowledgeTarget, NewBuild};
use super::checks::{
    card_power, draw_mid_combat, play, resolve, start_session, CheckCard, SkillCheck,
};
use super::content::content;
use super::gear::Gear;
use super::model::{Season, Skill};
use super::npc::quick_history;
use super::progression::{
    apply, eligible_perks, may_promote, promotion_targets, replay, Manner, Progression, Promotion,
};
use super::sheet::sheet;
use crate::cards::{Card, Rank, Suit};
use crate::deck::{Deck, Zone};
use crate::random::Rng;
use crate::table_rules::TableRuleChoices;

pub(super) fn rules() -> TableRuleChoices {
    TableRuleChoices::default()
}

pub(super) fn card(text: &str) -> Card {
    text.parse().expect("a card")
}

pub(super) fn novice(brawn: i8, sleight: i8, mind: i8, skills: [Skill; 2], arm: &str) -> NewBuild {
    NewBuild {
        attributes: Attributes {
            brawn,
            sleight,
            mind,
        },
        skill_proficiencies: skills.to_vec(),
        arm_proficiency: arm.to_owned(),
        talent: "academic".to_owned(),
        season: Season::Autumn,
    }
}

fn built(history: &[Progression]) -> Build {
    replay(history, &rules()).expect("a legal history")
}

/// "Cards": Joe (Mind 1, proficient) plays the 7 of Spades on an Investigation check against
/// Difficulty 4: 1 + 1 + 2 = 4, a success. (The rulebook says "Perception", which is not a skill;
/// the check is Investigation.)
#[test]
fn cards_joes_investigation_check() {
    let joe = create(&novice(
        0,
        1,
        1,
        [Skill::Investigation, Skill::Trickery],
        "club",
    ))
    .expect("legal");
    let outcome = resolve(
        &joe,
        Skill::Investigation,
        card("7S"),
        None,
        Some(4),
        &rules(),
    )
    .expect("check");
    assert_eq!(outcome.power.value, 4);
    assert_eq!(
        outcome
            .power
            .terms
            .iter()
            .map(|t| t.value)
            .collect::<Vec<_>>(),
        [1, 1, 2]
    );
    assert_eq!(outcome.success, Some(true));
    assert_eq!(outcome.power.rule.section, "Skill Checks");
}

/// "Cards": the power table (digest DV-1).
#[test]
fn cards_power_table() {
    let powers: Vec<i32> = [
        "AH", "2H", "3H", "4H", "6H", "7H", "9H", "10H", "JH", "QH", "KH",
    ]
    .iter()
    .map(|c| card_power(card(c)))
    .collect();
    assert_eq!(powers, [0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4]);
    let total: i32 = Card::full_deck().map(card_power).sum();
    assert_eq!(total, 88, "12×0 + 12×1 + 12×2 + 12×3 + 4×4");
}

/// "Determining Combat Power" with "Proficiencies and Arms": the sheet sums Base + Arm + Class per
/// arm (digest DV-8 without stance and cards; DV-10 for an arm without proficiency).
#[test]
fn determining_combat_power_sheet_values() {
    let mut history = vec![Progression::Created {
        build: novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "club"),
    }];
    let build = built(&history);
    let gear = Gear {
        arms: vec!["club".into(), "halberd".into()],
        main_arm: Some("club".into()),
        ..Gear::default()
    };
    let sheet = sheet(&build, &gear, &rules());
    let club = &sheet.arms[0];
    assert_eq!(club.name, "Club");
    assert!(club.main && club.proficient);
    assert_eq!(
        (
            club.strike.value,
            club.defense.value,
            club.speed.value,
            club.movement.value
        ),
        (2, 1, 0, 0)
    );
    let halberd = sheet
        .arms
        .iter()
        .find(|line| line.arm.as_deref() == Some("halberd"))
        .expect("halberd line");
    assert!(!halberd.proficient);
    // Only the Halberd's −2 Speed applies without proficiency.
    assert_eq!(
        (
            halberd.strike.value,
            halberd.defense.value,
            halberd.speed.value
        ),
        (1, 1, -2)
    );
    assert!(halberd
        .speed
        .terms
        .iter()
        .any(|t| t.value == -2 && t.rule.section == "Proficiencies and Arms"));

    assert!(sheet.combat_spells.is_empty(), "no catalyst, no spells");

    // Education in the Halberd (4 KP) makes its bonuses count.
    history.push(Progression::KnowledgeAwarded {
        target: KnowledgeTarget::Arm("halberd".into()),
        manner: Manner::Education,
        points: None,
    });
    let sheet = super::sheet::sheet(&built(&history), &gear, &rules());
    let halberd = sheet
        .arms
        .iter()
        .find(|line| line.arm.as_deref() == Some("halberd"))
        .expect("halberd line");
    assert_eq!(
        (
            halberd.strike.value,
            halberd.defense.value,
            halberd.speed.value
        ),
        (3, 3, -2)
    );
}

/// "Traits, Class Arms and Armed Perks": a Brawler's Armed Perks work with a Club (Simple) but not
/// with a Battle Axe (Medium); as a Berserker (Medium in its Class Arms) they work with the Axe.
#[test]
fn traits_class_arms_and_armed_perks_brawler_example() {
    let history = quick_history("brawler", &[], &rules()).expect("a brawler");
    let brawler = built(&history);
    assert_eq!(brawler.current_class(), "brawler");
    let armed: Vec<&str> = brawler
        .perks
        .iter()
        .map(|p| p.id.as_str())
        .filter(|id| content().perk(id).is_some_and(|p| p.armed))
        .collect();
    assert!(
        !armed.is_empty(),
        "the brawler learned Armed Perks on the way"
    );
    let with = |main: &str, build: &Build| {
        let gear = Gear {
            arms: vec![main.to_owned()],
            main_arm: Some(main.to_owned()),
            ..Gear::default()
        };
        sheet(build, &gear, &rules())
    };
    assert!(with("club", &brawler).perks.iter().all(|p| p.usable));
    let axe = with("battle_axe", &brawler);
    assert!(axe.perks.iter().filter(|p| p.armed).all(|p| !p.usable));
    assert!(axe.perks.iter().filter(|p| !p.armed).all(|p| p.usable));

    let berserker = built(&quick_history("berserker", &[], &rules()).expect("a berserker"));
    assert!(with("battle_axe", &berserker)
        .perks
        .iter()
        .all(|p| p.usable));
}

/// "Advancement": a T2 class with 6 perks may promote holding 3 of them, not 2 (digest DV-22).
#[test]
fn advancement_promotion_threshold_is_half_the_list() {
    let history = quick_history("soldier", &[], &rules()).expect("a soldier");
    let mut build = built(&history);
    let list = &content().class("soldier").expect("soldier").perks;
    assert_eq!(list.len(), 6);
    let owned = |b: &Build| list.iter().filter(|p| b.has_perk(p)).count();
    while owned(&build) < 2 {
        let perk = list
            .iter()
            .find(|p| !build.has_perk(p) && !content().perk(p).is_some_and(|d| d.asks_magic_type()))
            .expect("perk");
        build = apply(
            &build,
            &Progression::Advanced {
                promotion: None,
                perk: perk.clone(),
                magic_type: None,
            },
            &rules(),
        )
        .expect("legal");
    }
    if owned(&build) == 2 {
        assert!(!may_promote(&build, &rules()));
        let perk = list.iter().find(|p| !build.has_perk(p)).expect("perk");
        build = apply(
            &build,
            &Progression::Advanced {
                promotion: None,
                perk: perk.clone(),
                magic_type: None,
            },
            &rules(),
        )
        .expect("legal");
    }
    assert!(may_promote(&build, &rules()));
    let targets: Vec<&str> = promotion_targets(&build, &rules())
        .iter()
        .map(|c| c.id.as_str())
        .collect();
    assert!(
        targets.contains(&"man_at_arms") && targets.contains(&"duelist"),
        "{targets:?}"
    );
}

/// "Promotion": a magical class teaches Tier + 1 Story Spells; a non-magical one grants a Talent
/// (digest DV-23).
#[test]
fn promotion_grants_story_spells_or_a_talent() {
    let student = built(&quick_history("student", &[], &rules()).expect("student"));
    assert_eq!(
        student.story_spells.len(),
        2,
        "Student is Tier 1: 2 Story Spells"
    );
    assert_eq!(student.talents.len(), 1, "no Talent for a magical class");
    let lout = built(&quick_history("lout", &[], &rules()).expect("lout"));
    assert_eq!(lout.talents.len(), 2, "creation's Talent plus one for Lout");
    assert!(lout.story_spells.is_empty());
}

/// "Learning New Proficiencies": with Attentive, 3 KP suffice; Dominance (2) and First-Hand
/// Experience (1) make a Lout proficient (digest DV-27).
#[test]
fn learning_new_proficiencies_attentive_lout() {
    let mut history = quick_history("lout", &[], &rules()).expect("lout");
    let build = built(&history);
    let history_len = history.len();
    let attentive = Progression::Advanced {
        promotion: None,
        perk: "attentive".to_owned(),
        magic_type: None,
    };
    if !build.has_perk("attentive") {
        history.push(attentive);
    }
    let spear = KnowledgeTarget::Arm("spear".to_owned());
    history.push(Progression::KnowledgeAwarded {
        target: spear.clone(),
        manner: Manner::Dominance,
        points: None,
    });
    let partial = built(&history);
    assert_eq!(super::knowledge::threshold(&partial, &spear, &rules()), 3);
    assert!(!super::knowledge::is_proficient(&partial, &spear, &rules()));
    history.push(Progression::KnowledgeAwarded {
        target: spear.clone(),
        manner: Manner::FirstHandExperience,
        points: None,
    });
    assert!(super::knowledge::is_proficient(
        &built(&history),
        &spear,
        &rules()
    ));
    assert!(history.len() > history_len);
}

/// "Character Creation": every illegal choice is refused with the rule it breaks.
#[test]
fn character_creation_refuses_illegal_builds() {
    let cases = [
        (
            novice(1, 1, 1, [Skill::Athletics, Skill::Trickery], "club"),
            "two Attributes to 1",
        ),
        (
            novice(2, 0, 0, [Skill::Athletics, Skill::Trickery], "club"),
            "two Attributes to 1",
        ),
        (
            novice(1, 1, 0, [Skill::Athletics, Skill::Athletics], "club"),
            "two different skill",
        ),
        (
            novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "battle_axe"),
            "Simple",
        ),
        (
            novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "lightsaber"),
            "no arm",
        ),
    ];
    for (build, needle) in cases {
        let err = create(&build).expect_err("illegal");
        assert!(err.message.contains(needle), "{}", err.message);
        assert_eq!(err.rule.section, "Character Creation");
    }
    let mut cutpurse = novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "club");
    cutpurse.talent = "cutpurse".to_owned();
    let err = create(&cutpurse).expect_err("Cutpurse is for rogues, assassins and duelists");
    assert_eq!(err.rule.section, "Talents");
}

/// "Advancement" and "Promotion": illegal advancements are refused and change nothing.
#[test]
fn illegal_advancements_are_refused() {
    let history = vec![Progression::Created {
        build: novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "club"),
    }];
    let build = built(&history);
    let before = build.clone();
    let off_list = Progression::Advanced {
        promotion: None,
        perk: "execution".to_owned(),
        magic_type: None,
    };
    assert!(apply(&build, &off_list, &rules())
        .expect_err("not on the list")
        .message
        .contains("not on the Perk List"));
    let to_tier_3 = Progression::Advanced {
        promotion: Some(Promotion {
            class: "mage".into(),
            class_perk: None,
            talent: None,
            story_spells: vec![],
            class_bonuses: None,
        }),
        perk: "aptitude".to_owned(),
        magic_type: None,
    };
    let err = apply(&build, &to_tier_3, &rules()).expect_err("Mage is not on the Novice's list");
    assert_eq!(err.rule.section, "Promotion");
    let unknown = Progression::Advanced {
        promotion: None,
        perk: "flying".to_owned(),
        magic_type: None,
    };
    assert!(apply(&build, &unknown, &rules()).is_err());
    assert_eq!(build, before);
    assert!(!eligible_perks(&build, &rules()).contains(&"execution"));
}

/// A tracked hand: a card not in hand is refused; the hand refills only when empty ("Cards");
/// mid-combat checks draw two and play one ("Mid Combat Checks").
#[test]
fn skill_checks_follow_the_card_lifecycle() {
    let joe = create(&novice(
        0,
        1,
        1,
        [Skill::Investigation, Skill::Trickery],
        "club",
    ))
    .expect("legal");
    let mut rng = Rng::from_seed(11);
    let mut deck = Deck::shuffled(&mut rng);
    start_session(&mut deck, 4, &Default::default(), &mut rng);
    assert_eq!(deck.cards(Zone::Hand).len(), 4);
    let outside = deck.cards(Zone::DrawPile)[0];
    let before = deck.clone();
    let check = |card| SkillCheck {
        skill: Skill::Investigation,
        card: CheckCard::Hand { card },
        talent: None,
        difficulty: None,
    };
    let err =
        play(&joe, &mut deck, 4, &check(outside), &rules(), &mut rng).expect_err("not in hand");
    assert!(err.message.contains("not in this character's hand"));
    assert_eq!(deck, before);
    for _ in 0..3 {
        let card = deck.cards(Zone::Hand)[0];
        play(&joe, &mut deck, 4, &check(card), &rules(), &mut rng).expect("legal");
    }
    assert_eq!(
        deck.cards(Zone::Hand).len(),
        1,
        "no refill while a card remains"
    );
    let last = deck.cards(Zone::Hand)[0];
    play(&joe, &mut deck, 4, &check(last), &rules(), &mut rng).expect("legal");
    assert_eq!(
        deck.cards(Zone::Hand).len(),
        4,
        "an empty hand refills to Hand Size"
    );

    let [first, second] = draw_mid_combat(&mut deck, &mut rng).expect("two cards");
    let mid = SkillCheck {
        skill: Skill::Trickery,
        card: CheckCard::MidCombat { card: second },
        talent: None,
        difficulty: Some(3),
    };
    let outcome = play(&joe, &mut deck, 4, &mid, &rules(), &mut rng).expect("legal");
    assert_eq!(outcome.card, second);
    assert_eq!(deck.zone_of(first), Zone::Discard);
    assert!(deck.cards(Zone::InPlay).is_empty());
    assert!(deck.is_whole());
}

/// "Proficiencies and Arms": a catalyst's spells are castable without proficiency in it, and
/// Magic Strike adds the class's and the catalyst's bonuses (table rule `fated_hand.magic_strike`;
/// digest DV-17 before stance and card).
#[test]
fn proficiencies_and_arms_catalyst_spells_and_magic_strike() {
    let mut history = quick_history("student", &[], &rules()).expect("student");
    let gear = Gear {
        arms: vec!["elden_stave".into()],
        main_arm: Some("elden_stave".into()),
        ..Gear::default()
    };
    let stave = |history: &[Progression]| sheet(&built(history), &gear, &rules());
    let before = stave(&history);
    assert!(before
        .combat_spells
        .iter()
        .any(|s| s.name == "Flash Bolt" && s.granted_by == ["Elden Stave"] && !s.proficient));
    let line = &before.arms[0];
    assert!(!line.proficient);
    let sleight = i32::from(built(&history).attributes.sleight);
    assert_eq!(
        line.magic_strike.value,
        sleight + 1,
        "Sleight + Student +1; the Stave's +2 needs proficiency"
    );
    history.push(Progression::KnowledgeAwarded {
        target: KnowledgeTarget::Arm("elden_stave".into()),
        manner: Manner::Education,
        points: None,
    });
    assert_eq!(stave(&history).arms[0].magic_strike.value, sleight + 1 + 2);
}

/// "Cards" and the Perks List: Practice Drills raises the Hand Size by one, and the sheet says why.
#[test]
fn cards_hand_size_counts_practice_drills() {
    let mut history = quick_history("man_at_arms", &[], &rules()).expect("a man-at-arms");
    let build = built(&history);
    if !build.has_perk("practice_drills") {
        history.push(Progression::Advanced {
            promotion: None,
            perk: "practice_drills".to_owned(),
            magic_type: None,
        });
    }
    let sheet = sheet(&built(&history), &Gear::default(), &rules());
    assert_eq!(sheet.hand_size.value, 5);
    assert!(sheet
        .hand_size
        .terms
        .iter()
        .any(|t| t.label == "Practice Drills" && t.value == 1));
    assert_eq!(sheet.hit_points.value, 1);
    assert_eq!(sheet.arms[0].name, "Empty hands");
}

/// Star Suit follows the birth season ("Star Suit").
#[test]
fn star_suit_by_season() {
    let mut build = novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "club");
    build.season = Season::Winter;
    assert_eq!(create(&build).expect("legal").star_suit(), Suit::Diamonds);
    assert_eq!(Card::new(Rank::KING, Suit::Clubs).to_string(), "KC");
}

/// Every class can be reached by a generated legal history, and the history replays.
#[test]
fn quick_npc_reaches_every_class() {
    for class in &content().classes {
        let history = quick_history(&class.id, &["club".to_owned()], &rules())
            .unwrap_or_else(|e| panic!("{}: {e}", class.id));
        let build = built(&history);
        assert_eq!(build.current_class(), class.id);
        assert!(super::knowledge::is_proficient(
            &build,
            &KnowledgeTarget::Arm("club".into()),
            &rules()
        ));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Applying entries one by one gives the same build as replaying the ledger, and every
    /// promotion in a legal history happened at or above the threshold.
    #[test]
    fn replaying_the_ledger_reproduces_the_build(class_index in any::<usize>(), extra in 0usize..6) {
        let classes = &content().classes;
        let class = &classes[class_index % classes.len()];
        let mut history = quick_history(&class.id, &[], &rules()).expect("history");
        let mut build = built(&history);
        for _ in 0..extra {
            let Some(perk) = eligible_perks(&build, &rules()).into_iter().find(|p| !content().perk(p).is_some_and(|d| d.asks_magic_type())) else { break };
            let entry = Progression::Advanced { promotion: None, perk: perk.to_owned(), magic_type: None };
            build = apply(&build, &entry, &rules()).expect("eligible perks are legal");
            history.push(entry);
        }
        prop_assert_eq!(&built(&history), &build);
        let mut step = built(&history[..1]);
        for entry in &history[1..] {
            if let Progression::Advanced { promotion: Some(_), .. } = entry {
                prop_assert!(may_promote(&step, &rules()));
            }
            step = apply(&step, entry, &rules()).expect("legal");
        }
        prop_assert_eq!(step.level as usize, history.iter().filter(|e| matches!(e, Progression::Advanced { .. })).count());
    }
}

/// "Proficiencies and Arms": "You must have Proficiency in an Arm in order to take advantage of
/// its positive effects." An arm's Reach is one of them, so it follows proficiency, not the Class
/// Arms (those gate only Armed Perks, "Traits, Class Arms and Armed Perks"; Reach is no Armed
/// Perk). A Novice (no Class Arms) proficient with a Quarterstaff reaches 2 tiles; a Ruffian
/// (Class Arms: Simple) not proficient with it reaches 1 until it learns the staff.
#[test]
fn proficiencies_and_arms_reach_follows_proficiency_not_class_arms() {
    use super::battle::Side;
    use super::encounter_prep::{combatant_setup, Recruit};
    let staff = Gear {
        arms: vec!["quarterstaff".into()],
        main_arm: Some("quarterstaff".into()),
        ..Gear::default()
    };
    let reach_of = |history: &[Progression]| {
        let sheet = sheet(&built(history), &staff, &rules());
        let line = &sheet.arms[0];
        let setup = combatant_setup(&Recruit {
            name: "Wren".into(),
            side: Side::Party,
            character_id: 1,
            sheet: &sheet,
            engine_deck: false,
            position: None,
            non_caster_reagents: Default::default(),
            rules: &rules(),
        });
        // Base Strike, Defense, Speed are Sleight, Brawn, Mind ("Character Attributes and
        // Skills"), for the perks that compare them.
        let a = sheet.attributes;
        assert_eq!(
            setup.base,
            Some([a.sleight, a.brawn, a.mind].map(i16::from))
        );
        // The arm's own perks (Reach, Thrusting) come to the battle on the same terms.
        assert_eq!(
            !setup.arms[0].perks.is_empty(),
            line.proficient,
            "{:?}",
            setup.arms[0].perks
        );
        (
            line.proficient,
            line.armed_perks_usable,
            setup.arms[0].reach,
        )
    };

    let novice_history = vec![Progression::Created {
        build: novice(1, 1, 0, [Skill::Athletics, Skill::Trickery], "quarterstaff"),
    }];
    assert_eq!(
        reach_of(&novice_history),
        (true, false, 2),
        "proficient, no Class Arms: the staff still reaches 2"
    );

    let mut ruffian = quick_history("ruffian", &[], &rules()).expect("a ruffian");
    assert_eq!(
        reach_of(&ruffian),
        (false, true, 1),
        "Simple is a Class Arm, but without proficiency the staff's Reach does not apply"
    );
    ruffian.push(Progression::KnowledgeAwarded {
        target: KnowledgeTarget::Arm("quarterstaff".into()),
        manner: Manner::Education,
        points: None,
    });
    assert_eq!(reach_of(&ruffian), (true, true, 2));
}

/// "Cards": "At the end of a session, discard all your cards and shuffle your deck." A caster
/// holds two Reagents drawn out of combat ("Reagents") when the session ends; by default they go
/// back with the rest, under `keep_reagents` they stay for the next session.
#[test]
fn table_rule_session_end_discard_keep_reagents() {
    use super::checks::{draw_reagent, end_session};
    use super::table_rules::SESSION_END_DISCARD;
    let session = |rules: &TableRuleChoices| {
        let mut rng = Rng::from_seed(5);
        let mut deck = Deck::shuffled(&mut rng);
        start_session(&mut deck, 4, rules, &mut rng);
        let held = [
            draw_reagent(&mut deck, &mut rng).expect("a card"),
            draw_reagent(&mut deck, &mut rng).expect("a card"),
        ];
        end_session(&mut deck, rules, &mut rng);
        assert!(deck.is_whole());
        assert!(deck.cards(Zone::Hand).is_empty());
        let after_end = deck.cards(Zone::Reagents).to_vec();
        start_session(&mut deck, 4, rules, &mut rng);
        (held, after_end, deck.cards(Zone::Reagents).to_vec())
    };
    let (_, after_end, next) = session(&TableRuleChoices::default());
    assert!(after_end.is_empty() && next.is_empty());
    let mut keep = TableRuleChoices::default();
    keep.0
        .insert(SESSION_END_DISCARD.id.into(), "keep_reagents".into());
    let (held, after_end, next) = session(&keep);
    let mut held = held.to_vec();
    held.sort();
    let sorted = |mut cards: Vec<Card>| {
        cards.sort();
        cards
    };
    assert_eq!(sorted(after_end), held);
    assert_eq!(sorted(next), held);
}
