//! "Perks List" › Mobile Intellect, Pacing Thought, Motionless Study, Quiet Study, Sorcerous,
//! Foresight, Meditate, and "Class List › Rouge (T2)" › Hidden Fang: the Reagent, study and
//! turn-holding perks, with the table rules they read.

use super::test_kit::{at, battle, brawler, grid, ok, ok_seeded, refused, turn_of};
use super::tests::{card, plan};
use super::*;
use crate::cards::{Card, Suit};
use crate::deck::{Deck, Zone};
use crate::encounter::{Battle, Viewer};
use crate::systems::fated_hand::table_rules::{MOBILE_INTELLECT_RESET, SORCEROUS_CHAIN};
use crate::table_rules::{TableRule, TableRuleChoices};

/// A caster with a tracked deck, a Reagent Hand of 5 and no draw rate (so every Reagent drawn
/// is a perk's), Speed 6 (4 Movement in a Balanced stance).
fn scholar(name: &str, side: Side, perks: &[&str]) -> CombatantSetup {
    let mut c = brawler(name, side, 0, 0, 6);
    c.engine_deck = true;
    c.reagent_hand = Some(BattleReagentHand {
        hand_size: 5,
        draw_rate: 0,
        holy_magic: false,
    });
    c.perks = perks.iter().map(|p| (*p).to_owned()).collect();
    c
}

fn rules_with(rule: &TableRule, option: &str) -> BattleRules {
    BattleRules::from_choices(&TableRuleChoices(
        [(rule.id.to_owned(), option.to_owned())].into(),
    ))
}

/// Everyone standing plans: tracked decks play their top cards, others three entered Aces.
fn plan_round(state: &mut BattleState) {
    for id in 0..state.combatants.len() as u8 {
        let c = &state.combatants[usize::from(id)];
        if !c.active() || c.planned {
            continue;
        }
        let command = if c.deck.is_some() {
            Command::Plan {
                who: id,
                stance: Stance::Balanced,
                main_arm: 0,
                offhand_arm: None,
                cards: [CardPlay::Draw; 3],
            }
        } else {
            plan(id, Stance::Balanced, ["AS", "AH", "AD"])
        };
        ok(state, command);
    }
    ok(state, Command::EndPlanning);
}

fn end_round(state: &mut BattleState) {
    ok(
        state,
        Command::EndRound {
            recover: vec![],
            discard: vec![],
        },
    );
}

/// One turn of `who`, doing `command` first when given.
fn turn(state: &mut BattleState, who: u8, command: Option<Command>) -> Vec<Event> {
    turn_of(state, who);
    let mut events = command.map_or_else(Vec::new, |c| ok(state, c));
    events.extend(ok(state, Command::EndTurn));
    events
}

fn advance(tiles: u8) -> Option<Command> {
    Some(Command::Advance {
        tiles,
        disengage: false,
    })
}

/// The perk draws among `events`: (perk, count, cards, coin, tiles).
fn perk_draws(events: &[Event]) -> Vec<(String, u8, Vec<Card>, Option<bool>, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::PerkReagents {
                perk,
                count,
                cards,
                coin,
                tiles,
                ..
            } => Some((perk.clone(), *count, cards.clone(), *coin, *tiles)),
            _ => None,
        })
        .collect()
}

fn reagents_of(state: &BattleState, who: usize) -> Vec<Card> {
    state.combatants[who]
        .deck
        .as_ref()
        .expect("tracked")
        .cards(Zone::Reagents)
        .to_vec()
}

/// The log lines of `events`, described one by one from `before`.
fn lines(before: &BattleState, events: &[Event]) -> Vec<(String, String)> {
    let mut state = before.clone();
    let mut out = Vec::new();
    for event in events {
        if let Some(line) = FatedHandBattle::describe(&state, event, 0) {
            out.push((
                line.text,
                line.rule.map(|r| r.section.to_string()).unwrap_or_default(),
            ));
        }
        FatedHandBattle::evolve(&mut state, event);
    }
    out
}

/// Puts `cards` on top of `who`'s draw pile, the last one on top.
fn stack(state: &mut BattleState, who: usize, cards: &[&str]) {
    let deck: &mut Deck = state.combatants[who].deck.as_mut().expect("tracked");
    for text in cards {
        let c = card(text);
        let zone = deck.zone_of(c);
        if zone == Zone::DrawPile {
            deck.move_card(c, Zone::DrawPile, Zone::Discard).unwrap();
            deck.move_card(c, Zone::Discard, Zone::DrawPile).unwrap();
        } else {
            deck.move_card(c, zone, Zone::DrawPile).unwrap();
        }
    }
}

/// Plans `who` with three Spades from its tracked hand (moved there first), so that the cards
/// a test stacks stay out of play.
fn plan_spades(state: &mut BattleState, who: u8) {
    let spades = ["2S", "3S", "4S"].map(card);
    let deck = state.combatants[usize::from(who)]
        .deck
        .as_mut()
        .expect("tracked");
    for c in spades {
        let zone = deck.zone_of(c);
        if zone != Zone::Hand {
            deck.move_card(c, zone, Zone::Hand).unwrap();
        }
    }
    ok(
        state,
        Command::Plan {
            who,
            stance: Stance::Balanced,
            main_arm: 0,
            offhand_arm: None,
            cards: spades.map(CardPlay::Hand),
        },
    );
}

/// Greg's example: 2 tiles on turn 1, none on turn 2, 1 on turn 3; the events of turn 3 and of
/// turn 2.
fn gregs_turns(perk: &str, rules: BattleRules) -> (Vec<Event>, Vec<Event>) {
    let mut state = battle(
        vec![
            scholar("Greg", Side::Party, &[perk]),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    state.rules = rules;
    plan_round(&mut state);
    turn(&mut state, 0, advance(2));
    turn(&mut state, 1, None);
    end_round(&mut state);
    plan_round(&mut state);
    let still = turn(&mut state, 0, None);
    turn(&mut state, 1, None);
    end_round(&mut state);
    plan_round(&mut state);
    (turn(&mut state, 0, advance(1)), still)
}

#[test]
fn mobile_intellect_draws_a_reagent_every_three_tiles_with_the_remainder_kept() {
    // "Every 3 tiles of you move, draw an Reagent. Retain any remainder movement for future
    // turns. Example: Joe moves 2 tiles on turn 1 and 1 tile on turn 2. Joe now draws 1 Reagent."
    let mut state = battle(
        vec![
            scholar("Joe", Side::Party, &["mobile_intellect"]),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    plan_round(&mut state);
    let first = turn(&mut state, 0, advance(2));
    assert!(perk_draws(&first).is_empty(), "2 tiles draw nothing yet");
    assert_eq!(state.combatants[0].study.tiles, 2);
    turn(&mut state, 1, None);
    end_round(&mut state);
    plan_round(&mut state);
    turn_of(&mut state, 0);
    let before = state.clone();
    let events = ok(
        &mut state,
        Command::Advance {
            tiles: 1,
            disengage: false,
        },
    );
    let draws = perk_draws(&events);
    assert_eq!(draws.len(), 1, "{events:?}");
    let (perk, count, cards, coin, tiles) = &draws[0];
    assert_eq!(
        (perk.as_str(), *count, *coin, *tiles),
        ("mobile_intellect", 1, None, 3)
    );
    assert_eq!(
        reagents_of(&state, 0),
        *cards,
        "the real card is in the Reagent Hand"
    );
    assert_eq!(state.combatants[0].study.tiles, 0);
    let line = lines(&before, &events).pop().expect("a line");
    assert!(
        line.0.starts_with("Mobile Intellect (Joe, 3 tiles moved"),
        "{line:?}"
    );
    assert_eq!(line.1, "Perks List › Mobile Intellect");

    // Five tiles at once: one Reagent, 2 tiles kept.
    let mut long = battle(
        vec![
            scholar("Joe", Side::Party, &["mobile_intellect"]),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    long.combatants[0].arms[0].speed = 10;
    plan_round(&mut long);
    let events = turn(&mut long, 0, advance(5));
    assert_eq!(perk_draws(&events).len(), 1);
    assert_eq!(long.combatants[0].study.tiles, 2);
}

#[test]
fn pacing_thought_draws_a_reagent_every_three_tiles_continuous_through_turns() {
    // "Every 3 tiles of movement, continuous through turns, draw an Reagent."
    let mut state = battle(
        vec![
            scholar("Joe", Side::Party, &["pacing_thought"]),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    plan_round(&mut state);
    turn(&mut state, 0, advance(2));
    turn(&mut state, 1, None);
    end_round(&mut state);
    plan_round(&mut state);
    let before = state.clone();
    let events = turn(&mut state, 0, advance(1));
    let draws = perk_draws(&events);
    assert_eq!(draws.len(), 1);
    assert_eq!(draws[0].0, "pacing_thought");
    assert_eq!(reagents_of(&state, 0).len(), 1);
    let found = lines(&before, &events)
        .into_iter()
        .find(|l| l.0.starts_with("Pacing Thought"))
        .expect("a line");
    assert_eq!(found.1, "Perks List › Pacing Thought");
}

#[test]
fn mobile_intellect_greg_draws_nothing_after_a_turn_without_moving() {
    // "Ex 2, Greg moves 2 tiles on turn 1, 0 tiles on turn 2, and 1 tile on turn 3. Greg cannot
    // draw an extra Reagent." (the default of table rule fated_hand.mobile_intellect_reset)
    let (third, still) = gregs_turns("mobile_intellect", BattleRules::default());
    assert!(perk_draws(&third).is_empty(), "{third:?}");
    assert!(
        still.iter().any(|e| matches!(
            e,
            Event::StudyReset { tiles: 2, perk, .. } if perk == "mobile_intellect"
        )),
        "{still:?}"
    );
}

#[test]
fn table_rule_mobile_intellect_reset_carry_over() {
    // "Retain any remainder movement for future turns": the text, against the example.
    let rules = rules_with(&MOBILE_INTELLECT_RESET, "carry_over");
    assert_eq!(
        rules.mobile_intellect_reset,
        MobileIntellectReset::CarryOver
    );
    let (third, still) = gregs_turns("mobile_intellect", rules);
    assert_eq!(perk_draws(&third).len(), 1, "2 + 0 + 1 tiles: one Reagent");
    assert!(!still.iter().any(|e| matches!(e, Event::StudyReset { .. })));
    // Pacing Thought reads the same rule.
    let (third, _) = gregs_turns("pacing_thought", rules);
    assert_eq!(perk_draws(&third).len(), 1);
    let (third, _) = gregs_turns("pacing_thought", BattleRules::default());
    assert!(perk_draws(&third).is_empty());
}

#[test]
fn motionless_study_flips_a_coin_at_the_end_of_a_turn_without_moving() {
    // "At the end of your turn, if you did [not] move at all on that turn, flip a coin. If
    // heads, draw 1 Reagent."
    let start = {
        let mut state = battle(
            vec![
                scholar("Ash", Side::Party, &["motionless_study"]),
                brawler("Bran", Side::Foes, 0, 0, 0),
            ],
            None,
        );
        plan_round(&mut state);
        turn_of(&mut state, 0);
        state
    };
    let (mut heads, mut tails) = (false, false);
    for seed in 0..16 {
        let mut state = start.clone();
        let events = ok_seeded(&mut state, seed, &Command::EndTurn);
        let draws = perk_draws(&events);
        assert_eq!(draws.len(), 1, "{events:?}");
        let (perk, count, cards, coin, _) = &draws[0];
        assert_eq!(perk, "motionless_study");
        assert_eq!(reagents_of(&state, 0), *cards);
        match coin {
            Some(true) => {
                heads = true;
                assert_eq!(*count, 1);
            }
            Some(false) => {
                tails = true;
                assert_eq!(*count, 0);
                assert!(cards.is_empty());
            }
            None => panic!("a coin is flipped"),
        }
        let said = lines(&start, &events);
        assert!(
            said.iter()
                .any(|l| l.0.starts_with("Motionless Study")
                    && l.1 == "Perks List › Motionless Study"),
            "{said:?}"
        );
        // The draw comes before the turn ends.
        assert!(matches!(events.last(), Some(Event::TurnEnded { .. })));
    }
    assert!(heads && tails, "both faces come up over 16 seeds");

    // A turn with a move: no coin.
    let mut moved = start.clone();
    ok(
        &mut moved,
        Command::Advance {
            tiles: 1,
            disengage: false,
        },
    );
    let events = ok(&mut moved, Command::EndTurn);
    assert!(perk_draws(&events).is_empty());
}

#[test]
fn quiet_study_flips_a_coin_while_planning_with_no_enemy_adjacent_or_engaged() {
    // "During your Planning Phase, if no enemy creatures are adjacent or Engaged against you,
    // flip a coin. If heads, draw 1 Reagent."
    let setup = |bran_x: i16| {
        battle(
            vec![
                at(scholar("Ash", Side::Party, &["quiet_study"]), 0, 0),
                at(brawler("Bran", Side::Foes, 0, 0, 0), bran_x, 0),
            ],
            Some(grid(6, 3, &[])),
        )
    };
    let draw = Command::Plan {
        who: 0,
        stance: Stance::Balanced,
        main_arm: 0,
        offhand_arm: None,
        cards: [CardPlay::Draw; 3],
    };
    let (mut heads, mut tails) = (false, false);
    for seed in 0..16 {
        let mut far = setup(4);
        let events = ok_seeded(&mut far, seed, &draw);
        let draws = perk_draws(&events);
        assert_eq!(draws.len(), 1, "{events:?}");
        assert_eq!(draws[0].0, "quiet_study");
        match draws[0].3 {
            Some(true) => heads = true,
            Some(false) => tails = true,
            None => panic!("a coin"),
        }
        assert_eq!(reagents_of(&far, 0), draws[0].2);
    }
    assert!(heads && tails);
    // An enemy adjacent: no coin.
    let mut near = setup(1);
    assert!(perk_draws(&ok(&mut near, draw.clone())).is_empty());
    // Engaged: no coin, grid or not.
    let mut engaged = setup(4);
    engaged.combatants[0].engaged = 1 << 1;
    engaged.combatants[1].engaged = 1;
    assert!(perk_draws(&ok(&mut engaged, draw.clone())).is_empty());
    // No grid: adjacency is the GM's to check, and the line says so.
    let mut open = battle(
        vec![
            scholar("Ash", Side::Party, &["quiet_study"]),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    let before = open.clone();
    let events = ok(&mut open, draw);
    assert!(perk_draws(&events).is_empty());
    assert!(events.iter().any(|e| matches!(
        e,
        Event::RulingNeeded { source, effect, .. }
            if source == "quiet_study" && effect.starts_with("Not checked: no grid")
    )));
    assert!(lines(&before, &events)
        .iter()
        .any(|l| l.0.contains("Not checked: no grid")));
}

/// Ash, a Sorcerous caster of the Heart suit whose deck has `top` on top (the last on top);
/// Focus draws the first Reagent.
fn sorcerous_focus(top: &[&str], rules: BattleRules) -> (BattleState, Vec<Event>) {
    let mut ash = scholar("Ash", Side::Party, &["sorcerous"]);
    ash.star_suit = Some(Suit::Hearts);
    let mut state = battle(vec![ash, brawler("Bran", Side::Foes, 0, 0, 0)], None);
    state.rules = rules;
    plan_spades(&mut state, 0);
    plan_round(&mut state);
    turn_of(&mut state, 0);
    stack(&mut state, 0, top);
    let events = ok(&mut state, Command::Focus);
    (state, events)
}

#[test]
fn sorcerous_draws_another_reagent_when_one_of_the_star_suit_is_drawn() {
    // "When you draw an Reagent in your Star Suit, you may draw another card." Under the
    // default of table rule fated_hand.sorcerous_chain the new Reagent may set it off again.
    let (state, events) = sorcerous_focus(&["9C", "4H", "7H"], BattleRules::default());
    let draws = perk_draws(&events);
    assert_eq!(
        draws.iter().map(|d| d.2.clone()).collect::<Vec<_>>(),
        vec![vec![card("4H")], vec![card("9C")]],
        "7H draws 4H, which draws 9C"
    );
    assert!(draws.iter().all(|d| d.0 == "sorcerous"));
    assert_eq!(
        reagents_of(&state, 0),
        vec![card("7H"), card("4H"), card("9C")]
    );
    let found = lines(&state, &events[events.len() - 1..]);
    assert_eq!(found[0].1, "Perks List › Sorcerous");
    assert!(found[0].0.contains("Star Suit"), "{found:?}");

    // Not the Star Suit: nothing more.
    let (_, events) = sorcerous_focus(&["4H", "7C"], BattleRules::default());
    assert!(perk_draws(&events).is_empty());
}

#[test]
fn table_rule_sorcerous_chain_reagent_once() {
    let rules = rules_with(&SORCEROUS_CHAIN, "reagent_once");
    let (state, events) = sorcerous_focus(&["9C", "4H", "7H"], rules);
    assert_eq!(perk_draws(&events).len(), 1, "4H does not set it off again");
    assert_eq!(reagents_of(&state, 0), vec![card("7H"), card("4H")]);
}

#[test]
fn table_rule_sorcerous_chain_hand_card() {
    let rules = rules_with(&SORCEROUS_CHAIN, "hand_card");
    let (state, events) = sorcerous_focus(&["9C", "4H", "7H"], rules);
    assert_eq!(perk_draws(&events).len(), 1);
    assert_eq!(reagents_of(&state, 0), vec![card("7H")]);
    let hand = state.combatants[0].deck.as_ref().unwrap().cards(Zone::Hand);
    assert!(
        hand.contains(&card("4H")),
        "the extra card goes to the hand"
    );
}

#[test]
fn foresight_shows_the_top_reagent_hand_size_cards_to_its_owner_and_the_gm_only() {
    // "At any time, you may inspect the top Reagent Hand Size cards in your deck."
    let mut state = battle(
        vec![
            scholar("Ash", Side::Party, &["foresight"]),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    stack(&mut state, 0, &["2C", "3C", "4C", "5C", "6C", "7C"]);
    let before = state.clone();
    let look = Command::UsePerk {
        who: 0,
        perk: "foresight".into(),
        note: String::new(),
    };
    let events = ok(&mut state, look.clone());
    assert_eq!(
        events,
        vec![Event::Foresaw {
            who: 0,
            perk: "foresight".into(),
            cards: ["7C", "6C", "5C", "4C", "3C"].map(card).to_vec(),
            count: 5,
        }]
    );
    assert_eq!(state, before, "looking changes nothing");
    let seen = |viewer| {
        FatedHandBattle::describe_for(&before, &events[0], &state, 0, viewer)
            .map(|l| (l.text, l.rule.map(|r| r.section.to_string())))
    };
    let gm = seen(Viewer::Gm).expect("the GM reads it");
    assert!(gm.0.contains("7C, 6C, 5C, 4C, 3C"), "{gm:?}");
    assert_eq!(gm.1.as_deref(), Some("Perks List › Foresight"));
    assert!(seen(Viewer::Player(0)).unwrap().0.contains("7C"));
    for other in [Viewer::Player(1), Viewer::Side(0), Viewer::Side(1)] {
        let line = seen(other).expect("a line");
        assert!(!line.0.contains("7C") && !line.0.contains("3C"), "{line:?}");
    }
    // Without Foresight, or without a Reagent Hand Size, there is nothing to look at.
    refused(
        &state,
        &Command::UsePerk {
            who: 1,
            perk: "foresight".into(),
            note: String::new(),
        },
    );
    state.combatants[0].reagent_hand = None;
    let no_hand = refused(&state, &look);
    assert!(no_hand.message.contains("Reagent Hand Size"), "{no_hand:?}");
}

/// Ash (Speed 6, Meditate) and two foes and an ally, all slower; Ash holds at its count.
fn meditation_table() -> BattleState {
    let mut ash = brawler("Ash", Side::Party, 0, 0, 6);
    ash.perks = vec!["meditate".into()];
    let mut state = battle(
        vec![
            ash,
            brawler("Bran", Side::Foes, 0, 0, 4),
            brawler("Cai", Side::Foes, 0, 0, 3),
            brawler("Dov", Side::Party, 0, 0, 2),
        ],
        None,
    );
    plan_round(&mut state);
    state.combatants[0].handicap = [2, 1, 0];
    state
}

fn hold() -> Command {
    Command::UsePerk {
        who: 0,
        perk: "meditate".into(),
        note: String::new(),
    }
}

fn meditated(events: &[Event]) -> Option<(bool, u8, bool, [i8; 3], u8)> {
    events.iter().find_map(|e| match e {
        Event::Meditated {
            meditated,
            opponents,
            last,
            handicap,
            hand_size,
            ..
        } => Some((*meditated, *opponents, *last, *handicap, *hand_size)),
        _ => None,
    })
}

#[test]
fn meditate_after_two_opponents_take_their_turns_cleanses_and_gains_hand_size() {
    // "When you hold your turn for a length of time such that 2 opponents take their own turn
    // ... you meditate. Cleanse one Handicap in each stat, and gain +1 Hand Size."
    let mut state = meditation_table();
    let held = ok(&mut state, hold());
    assert_eq!(held, vec![Event::Held { who: 0 }]);
    turn(&mut state, 1, None);
    turn(&mut state, 2, None);
    let before = state.clone();
    let events = ok(&mut state, Command::ToAction { who: 0 });
    assert_eq!(meditated(&events), Some((true, 2, false, [-1, -1, 0], 1)));
    assert_eq!(state.combatants[0].handicap, [1, 0, 0]);
    assert_eq!(state.combatants[0].hand_size, 5);
    let said = lines(&before, &events);
    assert!(
        said.iter()
            .any(|l| l.0.contains("meditates") && l.1 == "Perks List › Meditate"),
        "{said:?}"
    );
}

#[test]
fn meditate_does_not_come_before_two_opponents_or_the_last_turn() {
    // "... such that 2 opponents take their own turn, or such that you move last".
    let mut state = meditation_table();
    ok(&mut state, hold());
    turn(&mut state, 1, None);
    // Only one opponent has acted, and Cai and Dov are still to act.
    let mut early = state.clone();
    let events = ok(&mut early, Command::ToAction { who: 0 });
    assert_eq!(meditated(&events), Some((false, 1, false, [0; 3], 0)));
    assert_eq!(early.combatants[0].hand_size, 4);
    assert_eq!(early.combatants[0].handicap, [2, 1, 0]);
    // An ally's turn is not an opponent's: Dov, then Bran and Cai.
    let mut ally_first = meditation_table();
    ok(&mut ally_first, hold());
    turn(&mut ally_first, 3, None);
    turn(&mut ally_first, 1, None);
    let events = ok(&mut ally_first.clone(), Command::ToAction { who: 0 });
    assert_eq!(meditated(&events).map(|m| (m.0, m.1)), Some((false, 1)));
    turn(&mut ally_first, 2, None);
    let events = ok(&mut ally_first, Command::ToAction { who: 0 });
    assert_eq!(
        meditated(&events).map(|m| (m.0, m.1, m.2)),
        Some((true, 2, true))
    );
}

#[test]
fn meditate_moving_last_with_one_opponent_and_the_most_hand_size() {
    // Ash, Bran (foe) and Dov (ally): holding past both, Ash moves last after one opponent.
    let mut ash = brawler("Ash", Side::Party, 0, 0, 6);
    ash.perks = vec!["meditate".into()];
    ash.hand_size = 6;
    let mut state = battle(
        vec![
            ash,
            brawler("Bran", Side::Foes, 0, 0, 4),
            brawler("Dov", Side::Party, 0, 0, 2),
        ],
        None,
    );
    plan_round(&mut state);
    ok(&mut state, hold());
    turn(&mut state, 1, None);
    turn(&mut state, 2, None);
    let events = ok(&mut state, Command::ToAction { who: 0 });
    assert_eq!(meditated(&events), Some((true, 1, true, [0, 0, 0], 1)));
    assert_eq!(
        state.combatants[0].hand_size, 7,
        "a maximum of 7 in general"
    );
    // Next round, at 7 already, Meditate adds nothing more.
    ok(&mut state, Command::EndTurn);
    end_round(&mut state);
    plan_round(&mut state);
    ok(&mut state, hold());
    turn(&mut state, 1, None);
    turn(&mut state, 2, None);
    let events = ok(&mut state, Command::ToAction { who: 0 });
    assert_eq!(meditated(&events).map(|m| (m.0, m.4)), Some((true, 0)));
    assert_eq!(state.combatants[0].hand_size, 7);
}

#[test]
fn meditate_is_held_only_when_the_creature_could_act_and_is_not_last_already() {
    let mut state = meditation_table();
    // Bran (Speed 5 with Balanced) cannot act at the count of 7.
    let early = refused(
        &state,
        &Command::UsePerk {
            who: 1,
            perk: "meditate".into(),
            note: String::new(),
        },
    );
    assert!(early.message.contains("does not have") || early.message.contains("Speed"));
    // Everyone else has acted: Ash is last already.
    for who in 1..4 {
        state.combatants[who].acted = true;
    }
    let last = refused(&state, &hold());
    assert_eq!(last.rule.section, "Perks List › Meditate");
    assert!(last.message.contains("last already"), "{last:?}");
}

#[test]
fn hidden_fang_triples_a_successful_riposte_on_heads_and_the_target_discards_three_reagents() {
    // "When you successfully Riposte, flip a coin. If heads, triple the effects, and force your
    // target to discard 3 Reagents." ("Class List › Rouge (T2)": the Perks List leaves it out.)
    let start = {
        let mut bran = scholar("Bran", Side::Foes, &[]);
        bran.arms[0].strike = 0;
        bran.arms[0].speed = 6;
        let mut ash = brawler("Ash", Side::Party, 8, 8, 0);
        ash.perks = vec!["hidden_fang".into()];
        ash.hit_points = 3;
        let mut state = battle(vec![ash, bran], None);
        plan_spades(&mut state, 1);
        plan_round(&mut state);
        for c in ["2C", "9H", "5S", "KD"] {
            stack(&mut state, 1, &[c]);
            let deck = state.combatants[1].deck.as_mut().unwrap();
            deck.move_card(card(c), Zone::DrawPile, Zone::Reagents)
                .unwrap();
        }
        turn_of(&mut state, 1);
        state
    };
    let riposted = Command::Attack {
        target: 0,
        defend: true,
        riposte: true,
        defend_riposte: true,
        distance: None,
        target_perks: Vec::new(),
        upper_hand: false,
        follow_up: Vec::new(),
    };
    let (mut heads, mut tails) = (false, false);
    for seed in 0..16 {
        let mut state = start.clone();
        let events = ok_seeded(&mut state, seed, &riposted);
        let fang = events.iter().find_map(|e| match e {
            Event::PerkApplied {
                perk,
                handicap,
                coin,
                ..
            } if perk == "hidden_fang" => Some((*handicap, *coin)),
            _ => None,
        });
        let discard = events.iter().find_map(|e| match e {
            Event::PerkDiscarded { cards, count, .. } => Some((cards.clone(), *count)),
            _ => None,
        });
        match fang {
            Some(([2, 2, 2], Some(true))) => {
                heads = true;
                assert_eq!(state.combatants[1].handicap, [3, 3, 3], "1 each, tripled");
                let (cards, count) = discard.expect("three Reagents discarded");
                assert_eq!(count, 3);
                assert_eq!(reagents_of(&state, 1), vec![card("KD")], "{cards:?}");
                let said = lines(&start, &events);
                assert!(
                    said.iter()
                        .any(|l| l.0.contains("discards 3 Reagents")
                            && l.1 == "Class List › Rouge (T2)"),
                    "{said:?}"
                );
            }
            Some((_, Some(false))) => {
                tails = true;
                assert_eq!(state.combatants[1].handicap, [1, 1, 1]);
                assert!(discard.is_none());
                assert_eq!(reagents_of(&state, 1).len(), 4);
            }
            other => panic!("Hidden Fang flips on a successful Riposte: {other:?} {events:?}"),
        }
    }
    assert!(heads && tails);
}
