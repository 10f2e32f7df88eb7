//! "Combat Spell List": the spells whose bonus lasts a while, and the table rules on how long
//! and how large.

use super::super::test_kit::{ok, plan_all, refused, turn_of};
use super::super::tests::strike_at;
use super::super::*;
use super::tests::{cast, field, stat, with, ADA, BRAN, MIRA};
use crate::systems::fated_hand::model::Stat;

fn by(command: Command, who: CombatantId) -> Command {
    with(command, |c| {
        if let Command::Cast { caster, .. } = c {
            *caster = Some(who);
        }
    })
}

/// Lets everyone still to act take a turn (the fastest first), ends the round and gives the next
/// one's turn to `who` after everyone plans again.
fn next_round_to(state: &mut BattleState, who: CombatantId) {
    loop {
        let next = (0..state.combatants.len() as CombatantId)
            .filter(|i| {
                let c = &state.combatants[usize::from(*i)];
                c.active() && !c.is_summon() && !c.acted
            })
            .max_by_key(|i| stat(state, *i, Stat::Speed));
        let Some(next) = next else { break };
        turn_of(state, next);
        ok(state, Command::EndTurn);
    }
    ok(
        state,
        Command::EndRound {
            recover: Vec::new(),
            discard: Vec::new(),
        },
    );
    plan_all(state);
    turn_of(state, who);
}

/// The Defense Bran defended with in the last attack of `events`.
fn defended_with(events: &[Event]) -> i32 {
    events
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Attacked {
                defense: Some(d), ..
            } => Some(d.value),
            _ => None,
        })
        .expect("a defended attack")
}

/// Sharpen: "Targeted ally (may be yourself) gains +3 Strike until the end of their next turn."
#[test]
fn sharpen_lasts_until_the_end_of_the_allys_next_turn() {
    let mut state = field((2, 3));
    assert!(
        refused(&state, &cast("sharpen", &["2H", "3S", "4D"], Some(BRAN)))
            .message
            .contains("ally")
    );
    ok(&mut state, cast("sharpen", &["2H", "3S", "4D"], Some(ADA)));
    assert_eq!(stat(&state, ADA, Stat::Strike), 5);
    ok(&mut state, Command::EndTurn);
    assert_eq!(
        stat(&state, ADA, Stat::Strike),
        5,
        "Mira's turn is not Ada's"
    );
    turn_of(&mut state, ADA);
    let events = ok(&mut state, strike_at(BRAN));
    let strike = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked { strike, .. } => Some(strike.clone()),
            _ => None,
        })
        .expect("Ada attacks");
    assert_eq!(strike.value, 5);
    assert!(strike.terms.iter().any(|t| t.label == "Sharpen +3"));
    ok(&mut state, Command::EndTurn);
    assert_eq!(stat(&state, ADA, Stat::Strike), 2);
    // Cast on herself during her own turn, it outlasts that turn.
    let mut own = field((2, 3));
    ok(&mut own, cast("sharpen", &["2H", "3S", "4D"], None));
    ok(&mut own, Command::EndTurn);
    assert_eq!(stat(&own, MIRA, Stat::Strike), 4);
}

/// Heaven Guide You: "Targeted visible ally gains +1 Strike, +2 Defense for their next two
/// turns."
#[test]
fn heaven_guide_you_lasts_the_allys_next_two_turns() {
    let mut state = field((2, 3));
    let blessing = cast("heaven_guide_you", &["2H", "3S"], Some(ADA));
    assert!(
        refused(&state, &cast("heaven_guide_you", &["2H", "3S"], Some(MIRA)))
            .message
            .contains("ally")
    );
    ok(&mut state, blessing);
    assert_eq!(
        (
            stat(&state, ADA, Stat::Strike),
            stat(&state, ADA, Stat::Defense)
        ),
        (3, 4)
    );
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, ADA);
    ok(&mut state, Command::EndTurn);
    assert_eq!(stat(&state, ADA, Stat::Defense), 4, "one of two turns over");
    next_round_to(&mut state, ADA);
    assert_eq!(stat(&state, ADA, Stat::Defense), 4);
    ok(&mut state, Command::EndTurn);
    assert_eq!(
        (
            stat(&state, ADA, Stat::Strike),
            stat(&state, ADA, Stat::Defense)
        ),
        (2, 2)
    );
}

fn warded(sustained: Sustained) -> BattleState {
    let mut state = field((2, 3));
    state.rules.spells.sustained = sustained;
    ok(&mut state, cast("protection_ward", &["5H"], None));
    assert_eq!(stat(&state, MIRA, Stat::Defense), 4);
    ok(&mut state, Command::EndTurn);
    state
}

/// Protection Ward: "Place the Reagent in front of you. While this spell remains active, gain +3
/// Defense" — by the table default until the battle ends or Mira falls.
#[test]
fn protection_ward_gives_three_defense_while_it_lasts() {
    let mut state = warded(Sustained::UntilBattleEnd);
    assert_eq!(stat(&state, MIRA, Stat::Defense), 4);
    ok(
        &mut state,
        Command::Override {
            who: MIRA,
            hit_points: Some(0),
            handicap: None,
            note: "felled".into(),
        },
    );
    assert!(state.combatants[usize::from(MIRA)].wards.is_empty());
}

/// Table rule `fated_hand.sustained_spells`, option `end_of_turn`: Protection Ward ends with
/// Mira's turn; by default it outlasts it.
#[test]
fn table_rule_sustained_spells_end_of_turn() {
    assert_eq!(
        stat(&warded(Sustained::UntilBattleEnd), MIRA, Stat::Defense),
        4
    );
    assert_eq!(stat(&warded(Sustained::EndOfTurn), MIRA, Stat::Defense), 1);
}

/// Arcane Deflection, cast by Bran as Mira's attack singles him out: "Gain Defense equal to 7 +
/// Magic Strike until the end of the current creature's turn."
fn deflected(bran_defense: i16, gain: GainDefense) -> (BattleState, Vec<Event>) {
    let mut state = field((bran_defense, 3));
    state.rules.spells.gain_defense = gain;
    ok(
        &mut state,
        by(cast("arcane_deflection", &["9S"], None), BRAN),
    );
    let events = ok(&mut state, strike_at(BRAN));
    (state, events)
}

#[test]
fn arcane_deflection_adds_seven_plus_magic_strike_until_the_turn_ends() {
    // Bran's Magic Strike is 0: Defense 2 + 7.
    let (mut state, events) = deflected(2, GainDefense::Add);
    assert_eq!(defended_with(&events), 9);
    ok(&mut state, Command::EndTurn);
    assert_eq!(stat(&state, BRAN, Stat::Defense), 2);
}

/// Table rule `fated_hand.gain_defense_equal`, option `set_max`: Bran's Defense 9 stays 9 (7 is
/// lower), where the default adds 7.
#[test]
fn table_rule_gain_defense_equal_set_max() {
    assert_eq!(defended_with(&deflected(9, GainDefense::Add).1), 16);
    assert_eq!(defended_with(&deflected(9, GainDefense::SetMax).1), 9);
    assert_eq!(defended_with(&deflected(2, GainDefense::SetMax).1), 7);
}

/// Desperate Deflection: "Gain Defense equal to the number of Reagents spent for the next two
/// attacks targeting you before your next turn."
#[test]
fn desperate_deflection_guards_the_next_two_attacks() {
    let mut state = field((2, 3));
    ok(
        &mut state,
        by(
            cast("desperate_deflection", &["2S", "3S", "4S"], None),
            BRAN,
        ),
    );
    assert_eq!(defended_with(&ok(&mut state, strike_at(BRAN))), 5);
    ok(&mut state, Command::EndTurn);
    assert_eq!(stat(&state, BRAN, Stat::Defense), 5, "one attack left");
    turn_of(&mut state, ADA);
    assert_eq!(defended_with(&ok(&mut state, strike_at(BRAN))), 5);
    assert_eq!(stat(&state, BRAN, Stat::Defense), 2, "two attacks taken");
}

/// Mira raises Mirror Guard on the Five of Hearts under `penetration`, ends her turn, and Bran
/// (Strike `strike`, Defense `defense`, Speed 3 + 1 for his Balanced Stance) attacks her; she
/// Defends with 1. The state after and the attack's events.
fn mirrored(
    (strike, defense): (i16, i16),
    penetration: MirrorGuardPenetration,
) -> (BattleState, Vec<Event>) {
    let mut state = field((defense, 3));
    state.combatants[usize::from(BRAN)].arms[0].strike = strike;
    state.rules.spells.mirror_guard_penetration = penetration;
    ok(&mut state, cast("mirror_guard", &["5H"], None));
    assert_eq!(state.combatants[usize::from(MIRA)].wards.len(), 1);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, BRAN);
    let events = ok(&mut state, strike_at(MIRA));
    (state, events)
}

fn bran_attack(events: &[Event]) -> (bool, bool, Vec<String>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                attacker,
                riposte: false,
                success,
                riposte_allowed,
                defense: Some(d),
                ..
            } if *attacker == BRAN => Some((
                *success,
                *riposte_allowed,
                d.terms.iter().map(|t| t.label.clone()).collect(),
            )),
            _ => None,
        })
        .expect("Bran's attack")
}

fn guarded(state: &BattleState) -> bool {
    state.combatants[usize::from(MIRA)]
        .wards
        .iter()
        .any(|w| w.spell == "mirror_guard")
}

/// "Combat Spell List › Mirror Guard (Hex)": "If any of your opponent's Stats are divisible by
/// the number on the card, your Defense is automatically successful, and you may Riposte."
/// Bran's Strike 3 would get through Mira's Defense 1, but his Defense 5 divides by the Five:
/// the Defense succeeds, Mira may Riposte, and the guard stays up.
#[test]
fn mirror_guard_holds_when_a_stat_divides_by_the_card() {
    let (state, events) = mirrored((3, 5), MirrorGuardPenetration::Pierced);
    let (success, riposte, terms) = bran_attack(&events);
    assert!(!success && riposte);
    assert!(
        terms
            .iter()
            .any(|t| t.starts_with("Mirror Guard holds: Bran's Defense 5 divides")),
        "{terms:?}"
    );
    assert!(guarded(&state));
    assert_eq!(state.combatants[usize::from(MIRA)].hit_points, 1);
}

/// Table rule `fated_hand.mirror_guard_penetration`, option `any_success`. Bran's Strike 2,
/// Defense 2 and Speed 4 do not divide by the Five, and his Strike 2 falls short of Mira's
/// Defense 1 + 2. By default he has pierced the guard and it falls, though the attack failed;
/// under `any_success` only a successful attack takes it down, so it stays, until Bran's
/// attack with Strike 3 gets through.
#[test]
fn table_rule_mirror_guard_penetration_any_success() {
    let (state, events) = mirrored((2, 2), MirrorGuardPenetration::Pierced);
    assert!(!bran_attack(&events).0);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::MirrorGuardFell {
            who: MIRA,
            by: BRAN
        }
    )));
    assert!(!guarded(&state));

    let (state, events) = mirrored((2, 2), MirrorGuardPenetration::AnySuccess);
    assert!(!bran_attack(&events).0);
    assert!(guarded(&state), "the guard stays: the attack failed");

    let (state, events) = mirrored((3, 2), MirrorGuardPenetration::AnySuccess);
    assert!(bran_attack(&events).0);
    assert!(!guarded(&state), "a successful attack takes it down");
}

/// "Combat Spell List › Mirror Guard (Hex)": the guard adds no Stat, so its log line says what
/// it is — a guard kept up while its Reagent lies face down — rather than "gains" with nothing
/// after it.
#[test]
fn mirror_guard_its_log_line_names_the_guard_not_an_empty_gain() {
    let mut state = field((2, 3));
    let events = ok(&mut state, cast("mirror_guard", &["5H"], None));
    let line = events
        .iter()
        .find(|e| matches!(e, Event::SpellWarded { .. }))
        .map(|e| super::super::log::describe(&state, e))
        .expect("the guard goes up");
    assert_eq!(
        line.text,
        "Mirror Guard (Mira): Mira is guarded while the Reagent stays out."
    );
    assert_eq!(
        line.rule.map(|r| r.section.to_string()).as_deref(),
        Some("Combat Spell List › Mirror Guard (Hex)")
    );
}

/// Every combat spell's lines cite its own heading line in the "Combat Spell List", as printed
/// (with its "(Hex)", "(Spell)", "(Miracle)" and "(Multi)" tags).
#[test]
fn combat_spell_list_citations_are_the_printed_headings() {
    use crate::systems::fated_hand::content::content;
    use crate::systems::fated_hand::content::spells::SpellList;
    use crate::systems::fated_hand::content::test_support::rulebook;
    let book = rulebook();
    let start = book
        .find("\nCombat Spell List\n")
        .expect("the Combat Spell List heading");
    let end = book[start..]
        .find("\nStory Spell List\n")
        .map_or(book.len(), |at| start + at);
    let lines: std::collections::HashSet<&str> = book[start..end].lines().collect();
    let mut wrong = Vec::new();
    let mut cited = 0;
    for def in content()
        .spells
        .iter()
        .filter(|s| s.list == SpellList::Combat)
    {
        let citation = super::spell_cite(&def.id);
        let heading = citation
            .section
            .strip_prefix("Combat Spell List › ")
            .expect("under the list")
            .to_owned();
        if !lines.contains(heading.as_str()) {
            wrong.push(heading);
        }
        cited += 1;
    }
    assert!(wrong.is_empty(), "not heading lines of the list: {wrong:?}");
    assert!(cited > 40, "{cited}");
}
