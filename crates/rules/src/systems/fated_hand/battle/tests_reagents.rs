//! "Planning Phase" (the Reagent Draw Rate), "Reagents" (the discard down to the Reagent Hand
//! Size at the end of each round, and who may hold Reagents), and "Holy Magic" (Reagents drawn on
//! battle events).

use super::test_kit::{at, battle, brawler, grid, ok, refused, turn_of};
use super::tests::card;
use super::*;
use crate::cards::Card;
use crate::deck::Zone;
use crate::encounter::{Battle, Viewer};

fn hand(hand_size: u8, draw_rate: u8) -> Option<BattleReagentHand> {
    Some(BattleReagentHand {
        hand_size,
        draw_rate,
        holy_magic: false,
    })
}

fn holy() -> Option<BattleReagentHand> {
    Some(BattleReagentHand {
        hand_size: 7,
        draw_rate: 0,
        holy_magic: true,
    })
}

fn caster(
    name: &str,
    side: Side,
    reagents: Option<BattleReagentHand>,
    tracked: bool,
) -> CombatantSetup {
    let mut c = brawler(name, side, 0, 0, 0);
    c.engine_deck = tracked;
    c.reagent_hand = reagents;
    c
}

/// Everyone standing plans: tracked decks play their top cards, others three entered Aces.
fn plan_everyone(state: &mut BattleState) {
    let who: Vec<u8> = (0..state.combatants.len() as u8)
        .filter(|i| {
            let c = &state.combatants[usize::from(*i)];
            c.active() && !c.is_summon() && !c.planned
        })
        .collect();
    for id in who {
        let command = if state.combatants[usize::from(id)].deck.is_some() {
            Command::Plan {
                who: id,
                stance: Stance::Balanced,
                main_arm: 0,
                offhand_arm: None,
                cards: [CardPlay::Draw; 3],
            }
        } else {
            tests::plan(id, Stance::Balanced, ["AS", "AH", "AD"])
        };
        ok(state, command);
    }
    ok(state, Command::EndPlanning);
}

/// Plans, then gives every standing creature a turn that does nothing.
fn idle_round(state: &mut BattleState) {
    plan_everyone(state);
    for who in 0..state.combatants.len() as u8 {
        let c = &state.combatants[usize::from(who)];
        if c.active() && !c.is_summon() && !c.acted {
            turn_of(state, who);
            ok(state, Command::EndTurn);
        }
    }
}

fn end_round(discard: Vec<(u8, Vec<Card>)>) -> Command {
    Command::EndRound {
        recover: vec![],
        discard,
    }
}

fn reagents_of(state: &BattleState, who: u8) -> Vec<Card> {
    state.combatants[usize::from(who)]
        .deck
        .as_ref()
        .expect("a tracked deck")
        .cards(Zone::Reagents)
        .to_vec()
}

fn drawn(events: &[Event]) -> Vec<(u8, ReagentSource, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ReagentsDrawn {
                who, source, count, ..
            } => Some((*who, *source, *count)),
            _ => None,
        })
        .collect()
}

fn discarded(events: &[Event]) -> Vec<(u8, Vec<Card>, bool)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::ReagentsDiscarded {
                who, cards, chosen, ..
            } => Some((*who, cards.clone(), *chosen)),
            _ => None,
        })
        .collect()
}

/// The log line of the first event matching `pick`, read on the state before it.
fn line_of(state: &BattleState, events: &[Event], pick: impl Fn(&Event) -> bool) -> LogLine {
    let mut before = state.clone();
    for event in events {
        if pick(event) {
            return log::describe(&before, event);
        }
        FatedHandBattle::evolve(&mut before, event);
    }
    panic!("no such event in {events:?}")
}

/// "Planning Phase": "When this phase begins, all players draw cards up to their Hand Size, and
/// draw Reagents equal to their Reagent Draw Rate." A Scholar (Reagent Hand Size 4, Draw Rate 2)
/// holds 2 Reagents in round 1 and 4 once round 2's Planning Phase begins, real cards from its
/// deck, each draw logged under the Planning Phase.
#[test]
fn planning_phase_casters_draw_reagents_at_their_reagent_draw_rate() {
    let mut state = battle(
        vec![
            caster("Mira", Side::Party, hand(4, 2), true),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    assert_eq!(reagents_of(&state, 0).len(), 2, "round 1's Planning Phase");
    let round_one = reagents_of(&state, 0);
    idle_round(&mut state);
    let before = state.clone();
    let events = ok(&mut state, end_round(vec![]));
    assert_eq!(drawn(&events), [(0, ReagentSource::DrawRate, 2)]);
    assert!(discarded(&events).is_empty(), "4 Reagents fit a hand of 4");
    let now = reagents_of(&state, 0);
    assert_eq!(now.len(), 4);
    assert!(round_one.iter().all(|card| now.contains(card)));
    let deck = state.combatants[0].deck.as_ref().expect("tracked");
    assert!(deck.is_whole());
    let line = line_of(&before, &events, |e| {
        matches!(e, Event::ReagentsDrawn { .. })
    });
    assert!(
        line.text.starts_with("Mira draws 2 Reagents (")
            && line.text.ends_with("): its Reagent Draw Rate."),
        "{}",
        line.text
    );
    assert_eq!(line.rule.expect("cited").section, "Planning Phase");
    assert_eq!(line.round, Some(2));
}

/// "Planning Phase": round 1's Reagent Draw Rate is drawn as the battle begins, before any
/// command; the whole log opens with its line (the cards for the GM and the caster's player, the
/// count for everyone else), cited.
#[test]
fn planning_phase_round_one_draw_rate_opens_the_log() {
    let state = battle(
        vec![
            caster("Mira", Side::Party, hand(4, 2), true),
            caster("Oda", Side::Foes, hand(2, 1), false),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    let round_one = reagents_of(&state, 0);
    let gm = FatedHandBattle::opening(&state, Viewer::Gm);
    assert_eq!(gm.len(), 2, "{gm:?}");
    assert_eq!(
        gm[0].text,
        format!(
            "Mira draws 2 Reagents ({}, {}): its Reagent Draw Rate.",
            round_one[0], round_one[1]
        )
    );
    assert_eq!(
        gm[0].rule.as_ref().expect("cited").section,
        "Planning Phase"
    );
    assert_eq!(gm[0].round, Some(1));
    assert_eq!(gm[1].text, "Oda draws 1 Reagent: its Reagent Draw Rate.");
    let own = FatedHandBattle::opening(&state, Viewer::Player(0));
    assert_eq!(own[0].text, gm[0].text);
    let foes = FatedHandBattle::opening(&state, Viewer::Side(1));
    assert_eq!(foes[0].text, "Mira draws Reagents.");
    // The whole log starts with it; a log from a later command does not repeat it.
    let encounter = crate::encounter::Encounter::<FatedHandBattle> {
        initial: state.clone(),
        state: state.clone(),
        events: vec![vec![Event::CountdownBegan { count: 1 }]],
    };
    assert_eq!(encounter.log_from(0)[..2], gm[..]);
    assert_eq!(encounter.log_from(1), vec![]);
}

/// "Planning Phase": a player whose cards are real draws them; the log tells the table how many.
#[test]
fn planning_phase_an_untracked_caster_is_told_how_many_reagents_to_draw() {
    let mut state = battle(
        vec![
            caster("Mira", Side::Party, hand(2, 1), false),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    idle_round(&mut state);
    let before = state.clone();
    let events = ok(&mut state, end_round(vec![]));
    assert_eq!(drawn(&events), [(0, ReagentSource::DrawRate, 1)]);
    let line = line_of(&before, &events, |e| {
        matches!(e, Event::ReagentsDrawn { .. })
    });
    assert_eq!(line.text, "Mira draws 1 Reagent: its Reagent Draw Rate.");
    // The end-of-round discard is the player's too: a reminder, citing "Reagents".
    let line = line_of(&before, &events, |e| {
        matches!(e, Event::ReagentsDiscarded { .. })
    });
    assert_eq!(
        line.text,
        "The round is over: Mira discards Reagents down to its Reagent Hand Size (2 Reagents)."
    );
    assert_eq!(line.rule.expect("cited").section, "Reagents");
}

/// "Reagents": "Every spellcaster has a limited Reagent Hand Size, and must discard Reagents down
/// to it at the end of each Round." A Reagent Hand Size of 1 and a Focus leave 2 Reagents: when
/// nobody chooses, the lower card goes, before the next Planning Phase draws.
#[test]
fn reagents_discard_down_to_the_reagent_hand_size_at_the_end_of_each_round() {
    let mut state = battle(
        vec![
            caster("Mira", Side::Party, hand(1, 1), true),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    plan_everyone(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::Focus);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    let held = reagents_of(&state, 0);
    assert_eq!(held.len(), 2);
    let low = *held.iter().min_by_key(|c| c.rank.number()).expect("two");
    let high = *held.iter().max_by_key(|c| c.rank.number()).expect("two");
    let before = state.clone();
    let events = ok(&mut state, end_round(vec![]));
    let expected = if low.rank == high.rank {
        // Equal ranks: one of them goes, either is the engine's fair choice.
        discarded(&events)[0].1.clone()
    } else {
        vec![low]
    };
    assert_eq!(discarded(&events), [(0, expected.clone(), false)]);
    let deck = state.combatants[0].deck.as_ref().expect("tracked");
    assert_eq!(deck.zone_of(expected[0]), Zone::Discard);
    // Then round 2's Planning Phase draws the rate: 1 kept + 1 drawn.
    assert_eq!(reagents_of(&state, 0).len(), 2);
    let discard_at = events
        .iter()
        .position(|e| matches!(e, Event::ReagentsDiscarded { .. }))
        .expect("a discard");
    let round_end = events
        .iter()
        .position(|e| matches!(e, Event::RoundEnded { .. }))
        .expect("the round ends");
    assert!(discard_at < round_end, "at the end of the round");
    let line = line_of(&before, &events, |e| {
        matches!(e, Event::ReagentsDiscarded { .. })
    });
    assert_eq!(
        line.text,
        format!(
            "The round is over: Mira discards 1 Reagent ({}) to keep 1 Reagent, its Reagent Hand \
             Size; nobody chose, so its Star Suit and highest cards stay.",
            expected[0]
        )
    );
    assert_eq!(line.rule.expect("cited").section, "Reagents");
}

/// "Reagents": the Reagents are the player's, so the player chooses which go: the GM passes the
/// choice with the end of the round.
#[test]
fn reagents_the_caster_chooses_which_reagents_to_discard() {
    let mut state = battle(
        vec![
            caster("Mira", Side::Party, hand(1, 1), true),
            brawler("Bran", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    plan_everyone(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::Focus);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    let held = reagents_of(&state, 0);
    let high = *held.iter().max_by_key(|c| c.rank.number()).expect("two");
    let kept = *held.iter().find(|c| **c != high).expect("two");
    let events = ok(&mut state, end_round(vec![(0, vec![high])]));
    assert_eq!(discarded(&events), [(0, vec![high], true)]);
    let now = reagents_of(&state, 0);
    assert!(now.contains(&kept) && !now.contains(&high));
}

/// "Reagents": a choice that does not bring the hand exactly to its size, names a card the caster
/// does not hold, or names a caster whose cards are real, is refused and changes nothing.
#[test]
fn reagents_a_discard_choice_must_bring_the_hand_exactly_down_to_size() {
    let mut state = battle(
        vec![
            caster("Mira", Side::Party, hand(1, 1), true),
            caster("Bran", Side::Foes, hand(2, 1), false),
        ],
        None,
    );
    plan_everyone(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::Focus);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    let held = reagents_of(&state, 0);
    let not_held = Card::full_deck()
        .find(|c| !held.contains(c))
        .expect("52 cards");
    let cases = [
        (vec![(0, held.clone())], "discard exactly 1 Reagent"),
        (vec![(0, vec![])], "discard exactly 1 Reagent"),
        (vec![(0, vec![not_held])], "is not among Mira's Reagents"),
        (
            vec![(0, vec![held[0], held[0]])],
            "listed twice among Mira's discards",
        ),
        (
            vec![(1, vec![held[0]])],
            "the player discards the real Reagents",
        ),
        (
            vec![(0, vec![held[0]]), (0, vec![held[0]])],
            "listed twice among the discards",
        ),
    ];
    for (discard, words) in cases {
        let refusal = refused(&state, &end_round(discard.clone()));
        assert!(refusal.message.contains(words), "{discard:?}: {refusal:?}");
        assert_eq!(refusal.rule.section, "Reagents");
    }
}

/// "Reagents" and table rule `fated_hand.non_caster_reagents`, default `size_zero`: a creature
/// without Reagent lines may Focus, but its Reagent Hand Size is 0, so the Reagent goes at the end
/// of the round.
#[test]
fn reagents_a_non_caster_discards_what_focus_drew_at_the_end_of_the_round() {
    let mut state = battle(
        vec![
            caster("Bran", Side::Party, hand(0, 0), true),
            brawler("Cole", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    plan_everyone(&mut state);
    turn_of(&mut state, 0);
    ok(&mut state, Command::Focus);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    ok(&mut state, Command::EndTurn);
    let held = reagents_of(&state, 0);
    let events = ok(&mut state, end_round(vec![]));
    assert_eq!(discarded(&events), [(0, held, false)]);
    assert!(reagents_of(&state, 0).is_empty());
    assert!(drawn(&events).is_empty(), "no draw rate");
}

/// Table rule `fated_hand.non_caster_reagents`, option `no_reagents`: a creature without a
/// Reagent Hand cannot draw Reagents at all, so its Focus is refused; a caster's is not, and under
/// the default the same creature may Focus.
#[test]
fn table_rule_non_caster_reagents_no_reagents() {
    let field = |non_caster_reagents| {
        let mut state = begin(
            &Setup {
                combatants: vec![
                    caster("Bran", Side::Party, None, true),
                    caster("Mira", Side::Foes, hand(2, 1), true),
                ],
                grid: None,
                rules: BattleRules {
                    non_caster_reagents,
                    ..super::test_kit::gm_orders_ties()
                },
            },
            &mut crate::random::Rng::from_seed(1),
        );
        plan_everyone(&mut state);
        state
    };
    let mut state = field(NonCasterReagents::NoReagents);
    turn_of(&mut state, 0);
    let refusal = refused(&state, &Command::Focus);
    assert_eq!(refusal.rule.section, "Reagents");
    assert!(
        refusal.message.contains("Bran has no Reagent Hand"),
        "{refusal:?}"
    );
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    ok(&mut state, Command::Focus);

    let mut state = field(NonCasterReagents::SizeZero);
    turn_of(&mut state, 0);
    let events = ok(&mut state, Command::Focus);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Focused {
            who: 0,
            card: Some(_)
        }
    )));
}

/// Holy Magic field: the Cleric at (1,1), its ally at (2,1), a foe at (2,2) next to both, and a
/// second ally far away at (5,1). Strike and Defense as given, every card an Ace (power 0).
fn holy_field(cleric: (i16, i16), ally_strike: i16, foe: (i16, i16)) -> BattleState {
    let mut c = at(caster("Cleric", Side::Party, holy(), false), 1, 1);
    c.arms = vec![tests::fists(cleric.0, cleric.1, 0)];
    let a = at(brawler("Ally", Side::Party, ally_strike, 0, 0), 2, 1);
    let mut f = at(brawler("Foe", Side::Foes, foe.0, foe.1, 0), 2, 2);
    f.hit_points = 3;
    let far = at(brawler("Far", Side::Party, 9, 0, 0), 5, 1);
    let mut g = at(brawler("Gnoll", Side::Foes, 0, 0, 0), 5, 2);
    g.hit_points = 3;
    let mut state = battle(vec![c, a, f, far, g], Some(grid(7, 4, &[])));
    plan_everyone(&mut state);
    state
}

/// "Holy Magic": "You are Attacked | +1 Draw", right after the attack, cited.
#[test]
fn holy_magic_you_are_attacked_draws_one() {
    let mut state = holy_field((0, 0), 0, (0, 0));
    turn_of(&mut state, 2);
    let before = state.clone();
    let events = ok(&mut state, tests::strike_at(0));
    assert_eq!(drawn(&events), [(0, ReagentSource::Attacked, 1)]);
    let attacked = events
        .iter()
        .position(|e| matches!(e, Event::Attacked { .. }))
        .expect("an attack");
    assert!(matches!(events[attacked + 1], Event::ReagentsDrawn { .. }));
    let line = line_of(&before, &events, |e| {
        matches!(e, Event::ReagentsDrawn { .. })
    });
    assert_eq!(
        line.text,
        "Cleric draws 1 Reagent: Holy Magic: it is Attacked."
    );
    assert_eq!(line.rule.expect("cited").section, "Holy Magic");
}

/// "Holy Magic": "Adajacent Ally is Attacked | +1 Draw"; an ally attacked farther away gives
/// nothing.
#[test]
fn holy_magic_an_adjacent_ally_is_attacked_draws_one() {
    let mut state = holy_field((0, 0), 0, (0, 0));
    turn_of(&mut state, 2);
    let events = ok(&mut state, tests::strike_at(1));
    assert_eq!(
        drawn(&events),
        [(0, ReagentSource::AdjacentAllyAttacked, 1)]
    );
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 4);
    let events = ok(&mut state, tests::strike_at(3));
    assert!(drawn(&events).is_empty(), "Far stands 4 tiles away");
}

/// "Holy Magic": "Ally within 2 Tiles Strikes a Hit | +1 Draw", after the Hit; an ally 4 tiles
/// away striking a Hit gives nothing.
#[test]
fn holy_magic_an_ally_within_two_tiles_strikes_a_hit_draws_one() {
    let mut state = holy_field((0, 0), 5, (0, 0));
    turn_of(&mut state, 1);
    let events = ok(&mut state, tests::strike_at(2));
    assert_eq!(drawn(&events), [(0, ReagentSource::AllyStruckHit, 1)]);
    let hit = events
        .iter()
        .position(|e| matches!(e, Event::Hit { .. }))
        .expect("a Hit");
    assert!(matches!(events[hit + 1], Event::ReagentsDrawn { .. }));
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 3);
    let events = ok(&mut state, tests::strike_at(4));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Hit { who: 4, .. })));
    assert!(drawn(&events).is_empty(), "Far stands 4 tiles away");
}

/// "Holy Magic": without a grid the two distance circumstances ("Adajacent Ally is Attacked",
/// "Ally within 2 Tiles Strikes a Hit") draw nothing, and the log says they were not checked.
#[test]
fn holy_magic_distances_without_a_grid_are_not_checked_and_say_so() {
    let mut state = battle(
        vec![
            caster("Cleric", Side::Party, holy(), false),
            brawler("Ally", Side::Party, 5, 0, 0),
            brawler("Foe", Side::Foes, 0, 0, 0),
        ],
        None,
    );
    state.combatants[2].hit_points = 3;
    plan_everyone(&mut state);
    turn_of(&mut state, 2);
    let before = state.clone();
    let events = ok(&mut state, tests::strike_at(1));
    assert!(drawn(&events).is_empty(), "{events:?}");
    let line = line_of(&before, &events, |e| {
        matches!(
            e,
            Event::HolyUnchecked {
                who: 0,
                source: ReagentSource::AdjacentAllyAttacked
            }
        )
    });
    assert!(line.text.contains("not checked: no grid"), "{}", line.text);
    assert_eq!(line.rule.expect("cited").section, "Holy Magic");
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 1);
    let before = state.clone();
    let events = ok(&mut state, tests::strike_at(2));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Hit { who: 2, .. })));
    let line = line_of(&before, &events, |e| {
        matches!(
            e,
            Event::HolyUnchecked {
                source: ReagentSource::AllyStruckHit,
                ..
            }
        )
    });
    assert!(
        line.text
            .starts_with("Holy Magic for Cleric: an ally within 2 tiles strikes a Hit")
            && line.text.contains("not checked: no grid"),
        "{}",
        line.text
    );
}

/// "Holy Magic": "You Attack Unsuccessfully | +1 Draw". "Riposte: Make an Attack against the
/// target", so the Riposte that answers the failed attack is the Cleric being Attacked (+1).
#[test]
fn holy_magic_you_attack_unsuccessfully_draws_one() {
    let mut state = holy_field((0, 0), 0, (0, 5));
    turn_of(&mut state, 0);
    let events = ok(&mut state, tests::strike_and_riposte(2));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Attacked {
            riposte: true,
            target: 0,
            ..
        }
    )));
    assert_eq!(
        drawn(&events),
        [
            (0, ReagentSource::AttackedUnsuccessfully, 1),
            (0, ReagentSource::Attacked, 1)
        ]
    );
}

/// "Holy Magic" and "Riposte": a Riposte that fails is an unsuccessful Attack (+1), after the
/// +1 for being Attacked.
#[test]
fn holy_magic_a_failed_riposte_is_an_unsuccessful_attack() {
    // The Cleric's Defense 5 earns a Riposte, but its Strike 0 (+2 melee) fails against Defense 2.
    let mut state = holy_field((0, 5), 0, (0, 2));
    turn_of(&mut state, 2);
    let events = ok(&mut state, tests::strike_and_riposte(0));
    assert_eq!(
        drawn(&events),
        [
            (0, ReagentSource::Attacked, 1),
            (0, ReagentSource::AttackedUnsuccessfully, 1)
        ]
    );
}

/// "Holy Magic": "You Attack or Riposte Successfully | +2 Draw".
#[test]
fn holy_magic_you_attack_or_riposte_successfully_draws_two() {
    let mut state = holy_field((5, 0), 0, (0, 0));
    turn_of(&mut state, 0);
    let events = ok(&mut state, tests::strike_at(2));
    assert_eq!(
        drawn(&events),
        [(0, ReagentSource::AttackedSuccessfully, 2)]
    );

    // Attacked and riposting successfully: +1, then +2.
    let mut state = holy_field((5, 5), 0, (0, 0));
    turn_of(&mut state, 2);
    let events = ok(&mut state, tests::strike_and_riposte(0));
    assert_eq!(
        drawn(&events),
        [
            (0, ReagentSource::Attacked, 1),
            (0, ReagentSource::AttackedSuccessfully, 2)
        ]
    );
}

/// "Holy Magic": "Holy classes do not receive a per-turn draw of Reagents": no draw as the
/// Planning Phase begins, and a tracked deck's Holy draws are real cards in the Reagent Hand.
#[test]
fn holy_magic_holy_classes_draw_nothing_at_the_planning_phase() {
    let mut c = at(caster("Cleric", Side::Party, holy(), true), 1, 1);
    c.arms = vec![tests::fists(0, 0, 0)];
    let f = at(brawler("Foe", Side::Foes, 0, 0, 0), 2, 1);
    let mut state = battle(vec![c, f], Some(grid(4, 3, &[])));
    assert!(reagents_of(&state, 0).is_empty(), "round 1");
    plan_everyone(&mut state);
    turn_of(&mut state, 1);
    let events = ok(&mut state, tests::strike_at(0));
    let cards: Vec<Card> = events
        .iter()
        .find_map(|e| match e {
            Event::ReagentsDrawn { cards, .. } => Some(cards.clone()),
            _ => None,
        })
        .expect("a Holy draw");
    assert_eq!(cards.len(), 1);
    assert_eq!(reagents_of(&state, 0), cards);
    ok(&mut state, Command::EndTurn);
    turn_of(&mut state, 0);
    ok(&mut state, Command::EndTurn);
    let events = ok(&mut state, end_round(vec![]));
    assert!(drawn(&events).is_empty());
    assert!(discarded(&events).is_empty(), "1 of 7");
    assert_eq!(reagents_of(&state, 0), cards);
}

/// Hidden information: another viewer reads that the Cleric drew Reagents, not which.
#[test]
fn holy_magic_draws_are_secret_from_other_viewers() {
    let mut c = at(caster("Cleric", Side::Party, holy(), true), 1, 1);
    c.arms = vec![tests::fists(0, 0, 0)];
    let f = at(brawler("Foe", Side::Foes, 0, 0, 0), 2, 1);
    let mut state = battle(vec![c, f], Some(grid(4, 3, &[])));
    plan_everyone(&mut state);
    turn_of(&mut state, 1);
    let mut before = state.clone();
    let events = ok(&mut state, tests::strike_at(0));
    for event in &events {
        let mut after = before.clone();
        FatedHandBattle::evolve(&mut after, event);
        if let Event::ReagentsDrawn { cards, .. } = event {
            let theirs =
                FatedHandBattle::describe_for(&before, event, &after, 0, Viewer::Player(1))
                    .expect("a line");
            assert_eq!(theirs.text, "Cleric draws Reagents.");
            let own = FatedHandBattle::describe_for(&before, event, &after, 0, Viewer::Player(0))
                .expect("a line");
            assert!(own.text.contains(&cards[0].to_string()), "{}", own.text);
        }
        before = after;
    }
    let seen = view::view(&state, Viewer::Player(1));
    assert_eq!(seen.combatants[0].reagents, None);
    assert_eq!(seen.combatants[0].reagent_count, 1);
}

/// The engine's choice keeps the Star Suit first, then the highest ranks.
#[test]
fn reagents_the_automatic_discard_keeps_the_star_suit_then_the_highest() {
    let mut state = battle(vec![caster("Mira", Side::Party, hand(1, 0), true)], None);
    let c = &mut state.combatants[0];
    c.star_suit = Some(crate::cards::Suit::Spades);
    let held = [card("KH"), card("2S"), card("9C")];
    assert_eq!(
        reagents::automatic_discard(&held, 1, c),
        [card("KH"), card("9C")]
    );
    c.star_suit = None;
    assert_eq!(reagents::automatic_discard(&held, 2, c), [card("2S")]);
}

/// Table rule `fated_hand.combat_card_discard` ("Planning Phase" never says when the three combat
/// cards leave the table): by default (`round_end`) they go to the discard pile as the round
/// ends; under `next_planning` they stay in their slots until the next plan replaces them.
#[test]
fn table_rule_combat_card_discard_next_planning() {
    let played = |combat_card_discard| {
        let mut state = begin(
            &Setup {
                combatants: vec![
                    caster("Mira", Side::Party, None, true),
                    brawler("Bran", Side::Foes, 0, 0, 0),
                ],
                grid: None,
                rules: BattleRules {
                    combat_card_discard,
                    ..BattleRules::default()
                },
            },
            &mut crate::random::Rng::from_seed(1),
        );
        idle_round(&mut state);
        let cards = state.combatants[0].cards.expect("planned");
        let before = state.clone();
        let events = ok(&mut state, end_round(vec![]));
        let line = line_of(&before, &events, |e| matches!(e, Event::RoundEnded { .. }));
        (state, cards, line.text)
    };
    let zones = |state: &BattleState, cards: [Card; 3]| {
        let deck = state.combatants[0].deck.as_ref().expect("tracked");
        cards.map(|card| deck.zone_of(card))
    };

    let (state, cards, text) = played(CombatCardDiscard::RoundEnd);
    assert_eq!(zones(&state, cards), [Zone::Discard; 3]);
    assert_eq!(text, "Round 1 ends; combat cards go to the discard pile.");

    let (mut state, cards, text) = played(CombatCardDiscard::NextPlanning);
    assert_eq!(zones(&state, cards), [Zone::InPlay; 3]);
    assert_eq!(
        text,
        "Round 1 ends; combat cards stay in their slots until the next plans replace them \
         (table rule)."
    );
    ok(
        &mut state,
        Command::Plan {
            who: 0,
            stance: Stance::Balanced,
            main_arm: 0,
            offhand_arm: None,
            cards: [CardPlay::Draw; 3],
        },
    );
    assert_eq!(zones(&state, cards), [Zone::Discard; 3]);
    let deck = state.combatants[0].deck.as_ref().expect("tracked");
    assert_eq!(deck.cards(Zone::InPlay).len(), 3);
    assert!(deck.is_whole());
}
