//! Issue #19 for armor, shields and reloading: each option of the table rules that fill the
//! Arms List's gaps changes what a character brings to the battle, and the battle shows it.

use super::battle::{
    begin, BattleRules, BattleState, CardPlay, CombatantSetup, Command, Event, FatedHandBattle,
    InitiativeTies, Setup, Side, Stance,
};
use super::build::KnowledgeTarget;
use super::encounter_prep::{combatant_setup, Recruit};
use super::gear::Gear;
use super::npc::quick_history;
use super::progression::{replay, Manner, Progression};
use super::sheet::{sheet, Sheet};
use super::table_rules::{ARMOR_FLAGS, ARMOR_RULES};
use crate::citation::Explained;
use crate::random::Rng;
use crate::table_rules::{TableRule, TableRuleChoices};

fn choices(set: &[(&TableRule, &str)]) -> TableRuleChoices {
    let mut rules = TableRuleChoices::default();
    for (rule, option) in set {
        rules.0.insert(rule.id.into(), (*option).into());
    }
    rules
}

/// A Ruffian proficient with everything in `gear` (arms and armor), carrying it: its sheet.
pub(super) fn ruffian_sheet(gear: &Gear, rules: &TableRuleChoices) -> Sheet {
    let mut history = quick_history("ruffian", &[], rules).expect("a ruffian");
    for arm in gear.arms.iter().chain(gear.armor.iter()) {
        history.push(Progression::KnowledgeAwarded {
            target: KnowledgeTarget::Arm(arm.clone()),
            manner: Manner::Education,
            points: None,
        });
    }
    sheet(&replay(&history, rules).expect("legal"), gear, rules)
}

/// `arm` in the Main hand, wearing `armor`.
pub(super) fn gear(arm: &str, armor: Option<&str>) -> Gear {
    Gear {
        arms: vec![arm.into()],
        main_arm: Some(arm.into()),
        armor: armor.map(str::to_owned),
        ..Gear::default()
    }
}

/// The combatant a Ruffian carrying `gear` brings to a battle.
pub(super) fn recruit(
    name: &str,
    side: Side,
    gear: &Gear,
    rules: &TableRuleChoices,
) -> CombatantSetup {
    let sheet = ruffian_sheet(gear, rules);
    combatant_setup(&Recruit {
        name: name.into(),
        side,
        character_id: 1,
        sheet: &sheet,
        engine_deck: false,
        position: None,
        non_caster_reagents: Default::default(),
        rules,
    })
}

/// Ash against Bran, both planned (Aces, Balanced), Ash's turn begun.
pub(super) fn duel(ash: CombatantSetup, bran: CombatantSetup, rules: BattleRules) -> BattleState {
    let setup = Setup {
        combatants: vec![ash, bran],
        grid: None,
        rules: BattleRules {
            initiative_ties: InitiativeTies::GmDecides,
            ..rules
        },
    };
    let mut state = begin(&setup, &mut Rng::from_seed(1));
    for who in 0..2 {
        let offhand_arm = state.combatants[usize::from(who)].offhand_arm;
        let aces = ["AS", "AH", "AD"].map(|c| CardPlay::Entered(c.parse().expect("a card")));
        crate::scenario::accept::<FatedHandBattle>(
            &mut state,
            7,
            0,
            &Command::Plan {
                who,
                stance: Stance::Balanced,
                main_arm: 0,
                offhand_arm,
                cards: aces,
            },
        );
    }
    for command in [Command::EndPlanning, Command::ToAction { who: 0 }] {
        crate::scenario::accept::<FatedHandBattle>(&mut state, 7, 0, &command);
    }
    state
}

/// Ash attacks Bran `tiles` away; Bran defends when `defend`.
pub(super) fn attack(
    state: &mut BattleState,
    tiles: Option<u8>,
    defend: bool,
) -> Result<Vec<Event>, crate::RuleViolation> {
    crate::encounter::step::<FatedHandBattle>(
        state,
        7,
        0,
        &Command::Attack {
            target: 1,
            defend,
            riposte: false,
            defend_riposte: false,
            distance: tiles,
            target_perks: Vec::new(),
            upper_hand: false,
            follow_up: Vec::new(),
        },
    )
}

/// The Strike of Ash's Attack, and the Defense against it.
pub(super) fn exchange(events: &[Event]) -> (Explained, Option<Explained>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                attacker: 0,
                riposte: false,
                strike,
                defense,
                ..
            } => Some((strike.clone(), defense.clone())),
            _ => None,
        })
        .expect("Ash's attack")
}

/// "Arms List" (Padded Armor: +2 Defense), table rule `fated_hand.armor_rules` at its default:
/// worn armor has a place of its own, its numbers count (with proficiency, as any arm's) and it
/// marks its wearer.
#[test]
fn arms_list_padded_armor_adds_two_defense_and_marks_the_wearer() {
    let rules = TableRuleChoices::default();
    let bare = ruffian_sheet(&gear("club", None), &rules);
    let padded = ruffian_sheet(&gear("club", Some("padded_armor")), &rules);
    assert_eq!(padded.arms[0].defense.value, bare.arms[0].defense.value + 2);
    assert!(padded.arms[0]
        .defense
        .terms
        .iter()
        .any(|t| t.label == "Padded Armor (worn)" && t.value == 2));
    let line = padded.armor.as_ref().expect("armor on the sheet");
    assert!(line.worn && line.armored && !line.hard_armored, "{line:?}");
    let chain = ruffian_sheet(&gear("club", Some("chain_mail")), &rules);
    let line = chain.armor.as_ref().expect("armor on the sheet");
    assert!(line.armored && line.hard_armored, "{line:?}");
    assert_eq!(chain.arms[0].defense.value, bare.arms[0].defense.value);

    // The Defense reaches the battle: Bran defends with 2 more in Padded Armor.
    let battle = BattleRules::from_choices(&rules);
    let ash = recruit("Ash", Side::Party, &gear("club", None), &rules);
    let defended = |armor: Option<&str>| {
        let bran = recruit("Bran", Side::Foes, &gear("club", armor), &rules);
        let mut state = duel(ash.clone(), bran, battle);
        let events = attack(&mut state, None, true).expect("an attack");
        exchange(&events).1.expect("a Defend").value
    };
    assert_eq!(defended(Some("padded_armor")), defended(None) + 2);
}

/// Table rule `fated_hand.armor_rules`, `as_arm`: armor takes one of the two equipped places,
/// so beside an Offhand Arm it is refused, and a sheet that still has both leaves it off.
#[test]
fn table_rule_armor_rules_as_arm() {
    let both = Gear {
        arms: vec!["club".into(), "dagger".into()],
        main_arm: Some("club".into()),
        offhand_arm: Some("dagger".into()),
        armor: Some("padded_armor".into()),
        ..Gear::default()
    };
    let own_slot = TableRuleChoices::default();
    assert!(both.validate_at_table(&own_slot).is_ok());
    let worn = ruffian_sheet(&both, &own_slot);
    assert!(worn.armor.as_ref().is_some_and(|a| a.worn && a.armored));

    let as_arm = choices(&[(&ARMOR_RULES, "as_arm")]);
    let err = both
        .validate_at_table(&as_arm)
        .expect_err("armor and an Offhand Arm");
    assert!(err.message.contains("Offhand Arm"), "{}", err.message);
    let off = ruffian_sheet(&both, &as_arm);
    let line = off.armor.as_ref().expect("armor on the sheet");
    assert!(!line.worn && !line.armored, "{line:?}");
    assert_eq!(off.arms[0].defense.value, worn.arms[0].defense.value - 2);
    // Without an Offhand Arm it is worn as before.
    let alone = gear("club", Some("padded_armor"));
    assert!(alone.validate_at_table(&as_arm).is_ok());
    let line = ruffian_sheet(&alone, &as_arm).armor.expect("armor");
    assert!(line.worn && line.armored);
}

/// "Perks List › Crushing": +2 Strike against hard-armored targets, −1 against others. Table
/// rule `fated_hand.armor_flags` at its default: the target's worn armor says which.
#[test]
fn perks_list_crushing_reads_the_armor_the_target_wears() {
    let rules = TableRuleChoices::default();
    let battle = BattleRules::from_choices(&rules);
    let mut ash = recruit("Ash", Side::Party, &gear("club", None), &rules);
    ash.perks.push("crushing".into());
    let strike = |armor: Option<&str>| {
        let bran = recruit("Bran", Side::Foes, &gear("club", armor), &rules);
        let mut state = duel(ash.clone(), bran, battle);
        exchange(&attack(&mut state, None, false).expect("an attack")).0
    };
    let base = ash.arms[0].strike;
    let plate = strike(Some("plate_mail"));
    assert!(
        plate
            .terms
            .iter()
            .any(|t| t.label.starts_with("Crushing") && t.value == 2),
        "{plate:?}"
    );
    let padded = strike(Some("padded_armor"));
    assert!(
        padded
            .terms
            .iter()
            .any(|t| t.label.starts_with("Crushing") && t.value == -1),
        "{padded:?}"
    );
    assert_eq!(plate.value - padded.value, 3);
    assert!(plate.value > i32::from(base));
}

/// Table rule `fated_hand.armor_flags`, `ask_each_attack`: the GM rules on armor at each
/// attack, so Crushing is left out and the Strike says so, whatever the target wears.
#[test]
fn table_rule_armor_flags_ask_each_attack() {
    let rules = choices(&[(&ARMOR_FLAGS, "ask_each_attack")]);
    let battle = BattleRules::from_choices(&rules);
    let mut ash = recruit("Ash", Side::Party, &gear("club", None), &rules);
    ash.perks.push("crushing".into());
    let bran = recruit(
        "Bran",
        Side::Foes,
        &gear("club", Some("plate_mail")),
        &rules,
    );
    let mut state = duel(ash.clone(), bran.clone(), battle);
    let strike = exchange(&attack(&mut state, None, false).expect("an attack")).0;
    assert!(
        !strike.terms.iter().any(|t| t.label.starts_with("Crushing")),
        "{strike:?}"
    );
    assert!(
        strike
            .notes
            .iter()
            .any(|n| n.contains("Crushing") && n.contains("the GM rules")),
        "{:?}",
        strike.notes
    );
    // The same fight under the default reads the plate.
    let mut state = duel(
        ash,
        bran,
        BattleRules::from_choices(&TableRuleChoices::default()),
    );
    let strike = exchange(&attack(&mut state, None, false).expect("an attack")).0;
    assert!(strike.terms.iter().any(|t| t.label.starts_with("Crushing")));
}

/// "Arms List": the printed Reload Cost comes to the battle with the arm (its play is table rule
/// `fated_hand.reload_cost`, tested in `battle::tests_reload`).
#[test]
fn arms_list_the_printed_reload_cost_reaches_the_battle() {
    let rules = TableRuleChoices::default();
    let archer = recruit("Ash", Side::Party, &gear("longbow", None), &rules);
    assert_eq!(archer.arms[0].reload_cost, 1);
    let darts = recruit("Ash", Side::Party, &gear("dart", None), &rules);
    assert_eq!(darts.arms[0].reload_cost, 0);
}
