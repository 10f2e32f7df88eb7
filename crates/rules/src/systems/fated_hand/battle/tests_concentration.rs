//! Concentration, which several spells of the "Combat Spell List" need ("Concentrate.") and the
//! book never defines: table rule `fated_hand.concentration`.

use super::test_kit::{battle, brawler, ok, plan_all, turn_of};
use super::tests::{card, fighter};
use super::*;

fn cast(spell: &str, reagents: [&str; 2]) -> Command {
    Command::Cast {
        spell: spell.into(),
        reagents: reagents.iter().map(|c| card(c)).collect(),
        caster: None,
        target: None,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        roll: None,
        count: None,
        targets: Vec::new(),
    }
}

/// Mira knows Evil Eye ("Spade, Any Card") and Tunnel Vision ("Two Face Cards"), both
/// Concentration spells; on her turn she casts Evil Eye, then Tunnel Vision, under `option`.
/// Returns the spells the GM is told have ended as Tunnel Vision begins, and what she keeps.
fn evil_eye_then_tunnel_vision(option: &str) -> (Vec<String>, Option<String>) {
    let mut mira = fighter("Mira", Side::Party, tests::fists(1, 1, 9), false);
    mira.spells = vec!["evil_eye".into(), "tunnel_vision".into()];
    let bran = brawler("Bran", Side::Foes, 0, 2, 0);
    let mut state = battle(vec![mira, bran], None);
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(
        crate::systems::fated_hand::table_rules::CONCENTRATION
            .id
            .to_owned(),
        option.to_owned(),
    );
    state.rules = BattleRules {
        spells: BattleRules::from_choices(&choices).spells,
        ..state.rules
    };
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, cast("evil_eye", ["2S", "3H"]));
    let events = ok(&mut state, cast("tunnel_vision", ["JC", "QD"]));
    let ended = events
        .iter()
        .filter_map(|e| match e {
            Event::RulingNeeded { source, effect, .. } if effect.starts_with("it ends") => {
                Some(source.clone())
            }
            _ => None,
        })
        .collect();
    (ended, state.combatants[0].concentrating.clone())
}

/// By default a caster keeps one Concentration spell: beginning Tunnel Vision ends Evil Eye, and
/// the GM is told to take its effect off.
#[test]
fn concentration_one_spell_at_a_time() {
    let (ended, kept) = evil_eye_then_tunnel_vision("one_at_a_time");
    assert_eq!(ended, ["evil_eye"]);
    assert_eq!(kept.as_deref(), Some("tunnel_vision"));
}

/// Under `no_limit` both run at once: Evil Eye does not end when Tunnel Vision begins.
#[test]
fn table_rule_concentration_no_limit() {
    let (ended, _) = evil_eye_then_tunnel_vision("no_limit");
    assert!(ended.is_empty(), "{ended:?}");
    let (by_default, _) = evil_eye_then_tunnel_vision("one_at_a_time");
    assert_eq!(by_default, ["evil_eye"]);
}

/// A fallen caster's Concentration breaks, under either option.
#[test]
fn concentration_breaks_when_the_caster_falls() {
    let mut mira = fighter("Mira", Side::Party, tests::fists(1, 1, 9), false);
    mira.spells = vec!["evil_eye".into()];
    let bran = brawler("Bran", Side::Foes, 0, 2, 0);
    let mut state = battle(vec![mira, bran], None);
    plan_all(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, cast("evil_eye", ["2S", "3H"]));
    assert_eq!(
        state.combatants[0].concentrating.as_deref(),
        Some("evil_eye")
    );
    ok(
        &mut state,
        Command::Override {
            who: 0,
            hit_points: Some(0),
            handicap: None,
            note: "Mira is struck down".into(),
        },
    );
    assert_eq!(state.combatants[0].concentrating, None);
}
