//! Per-viewer views: random battles never show a non-GM viewer another creature's secret cards
//! (hand, Reagents, draw pile, combat cards) nor a Hidden creature of the other side, in the view
//! or in the log lines that viewer reads.

use proptest::collection::vec;
use proptest::prelude::{any, proptest, ProptestConfig};

use super::test_kit::{at, grid};
use super::tests::{fighter, fists};
use super::view::HIDDEN_NAME;
use super::*;
use crate::cards::Card;
use crate::deck::Zone;
use crate::encounter::{Battle, LogLine, Viewer};
use crate::scenario::Scenario;

/// Names that appear in no other text of the engine.
const NAMES: [&str; 4] = ["Zephyrine", "Quillon", "Mordecai", "Xanthe"];

fn setup() -> Setup {
    let mut combatants = Vec::new();
    for (i, name) in NAMES.iter().enumerate() {
        let side = if i < 2 { Side::Party } else { Side::Foes };
        let mut f = fighter(name, side, fists(3, 2, 3 + i as i16), true);
        f.hit_points = 3;
        f.perks = vec!["hidden_fang".into()];
        // A Holy caster, a caster with a draw rate, and two with a Reagent Hand of size 0: their
        // Reagent draws and discards are secrets or face up like the rest.
        f.reagent_hand = Some(BattleReagentHand {
            hand_size: [7, 2, 0, 0][i],
            draw_rate: [0, 2, 0, 0][i],
            holy_magic: i == 0,
        });
        combatants.push(at(f, 1 + 2 * (i as i16 % 2), if i < 2 { 1 } else { 3 }));
    }
    Setup {
        combatants,
        grid: Some(grid(6, 6, &[])),
        rules: Default::default(),
    }
}

fn plan(state: &BattleState, who: u8, pick: u32) -> Command {
    let hand: Vec<Card> = state.combatants[usize::from(who)]
        .deck
        .as_ref()
        .map(|d| d.cards(Zone::Hand).to_vec())
        .unwrap_or_default();
    let play = |i: usize| hand.get(i).map_or(CardPlay::Draw, |c| CardPlay::Hand(*c));
    Command::Plan {
        who,
        stance: [Stance::Aggressive, Stance::Balanced, Stance::Defensive][(pick as usize / 64) % 3],
        main_arm: 0,
        offhand_arm: None,
        cards: [play(0), play(1), play(2)],
    }
}

fn hide(who: u8, hidden: bool) -> Command {
    Command::Adjudicate {
        who,
        perk_or_spell: None,
        hit_points_change: 0,
        handicap_change: [0; 3],
        external: false,
        movement_change: 0,
        stealth_power_change: 6,
        hidden: Some(hidden),
        move_to: None,
        note: "into the shadows".into(),
    }
}

/// The commands a GM might give now, most sensible last; `pick` varies them. The engine
/// refuses the illegal ones, and the first accepted one is played.
fn candidates(state: &BattleState, pick: u32) -> Vec<Command> {
    let n = state.combatants.len() as u8;
    let who = ((pick / 16) % u32::from(n)) as u8;
    let others = (0..n).map(|i| (who + i) % n);
    let mut commands = Vec::new();
    match pick % 8 {
        0 => commands.push(hide(who, true)),
        1 => commands.push(hide(who, false)),
        2 => commands.push(Command::Sneak {
            who,
            roll: Some((pick / 256 % 12 + 1) as u8),
        }),
        3 => commands.push(Command::Reveal {
            who,
            riposte: None,
            defend: true,
        }),
        _ => {}
    }
    match state.phase {
        Phase::Ended { .. } => {}
        Phase::Planning => {
            commands.extend(others.map(|id| plan(state, id, pick)));
            commands.push(Command::EndPlanning);
        }
        Phase::Countdown { .. } => {
            commands.extend(others.map(|id| Command::ToAction { who: id }));
            commands.push(Command::EndRound {
                recover: vec![],
                discard: vec![],
            });
            commands.push(Command::NextCount);
        }
        Phase::Turn { actor, .. } => {
            if pick.is_multiple_of(5) {
                commands.push(Command::Focus);
            }
            commands.extend(others.map(super::tests::strike_at));
            let from = state.combatants[usize::from(actor)]
                .position
                .unwrap_or(Tile { x: 0, y: 0 });
            let (dx, dy) = [(1, 0), (-1, 0), (0, 1), (0, -1)][(pick as usize / 8) % 4];
            commands.push(Command::Move {
                path: vec![Tile {
                    x: from.x + dx,
                    y: from.y + dy,
                }],
            });
            commands.push(Command::EndTurn);
        }
    }
    commands
}

fn viewers(state: &BattleState) -> Vec<Viewer> {
    let mut all = vec![Viewer::Side(0), Viewer::Side(1)];
    all.extend((0..state.combatants.len() as u16).map(Viewer::Player));
    all
}

fn side_of(state: &BattleState, viewer: Viewer) -> Option<Side> {
    match viewer {
        Viewer::Gm => None,
        Viewer::Side(0) => Some(Side::Party),
        Viewer::Side(_) => Some(Side::Foes),
        Viewer::Player(id) => state.combatant(id as u8).map(|c| c.side),
    }
}

fn own(viewer: Viewer) -> Option<u8> {
    match viewer {
        Viewer::Player(id) => Some(id as u8),
        Viewer::Gm | Viewer::Side(_) => None,
    }
}

/// The creatures Hidden from `viewer` in `state`.
fn concealed(state: &BattleState, viewer: Viewer) -> Vec<&str> {
    let side = side_of(state, viewer);
    state
        .combatants
        .iter()
        .filter(|c| c.hidden && Some(c.side) != side)
        .map(|c| c.name.as_str())
        .collect()
}

/// Each whole word of `text` (cards are words like `10S`).
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphanumeric()).collect()
}

fn check_view(state: &BattleState, viewer: Viewer) {
    let seen = FatedHandBattle::view(state, viewer);
    let json = serde_json::to_string(&seen).expect("a view serializes");
    for name in concealed(state, viewer) {
        assert!(
            !json.contains(name),
            "{viewer:?} sees hidden {name}: {json}"
        );
    }
    for (id, c) in state.combatants.iter().enumerate() {
        if own(viewer) == Some(id as u8) {
            continue;
        }
        let theirs = serde_json::to_string(&seen.combatants[id]).expect("serializes");
        let mut secret: Vec<Card> = c.cards.map(|cards| cards.to_vec()).unwrap_or_default();
        if let Some(deck) = &c.deck {
            for zone in [Zone::Hand, Zone::Reagents, Zone::DrawPile] {
                secret.extend(deck.cards(zone));
            }
        }
        for card in secret {
            assert!(
                !theirs.contains(&format!("\"{card}\"")),
                "{viewer:?} sees {}'s secret card {card}: {theirs}",
                c.name
            );
        }
    }
}

/// The secret cards an event carries, and whose they are.
fn secret_cards(event: &Event) -> Vec<(u8, Card)> {
    match event {
        Event::Planned { who, cards, .. } => cards.iter().map(|c| (*who, *c)).collect(),
        Event::Focused {
            who,
            card: Some(card),
        } => vec![(*who, *card)],
        Event::PlanningBegan { draws, .. } => draws
            .iter()
            .flat_map(|(who, cards)| cards.iter().map(move |c| (*who, *c)))
            .collect(),
        Event::Reshuffled { who, order } => order.iter().map(|c| (*who, *c)).collect(),
        Event::ReagentsDrawn { who, cards, .. } => cards.iter().map(|c| (*who, *c)).collect(),
        _ => Vec::new(),
    }
}

fn check_line(before: &BattleState, event: &Event, after: &BattleState, viewer: Viewer) {
    let Some(line): Option<LogLine> =
        FatedHandBattle::describe_for(before, event, after, 0, viewer)
    else {
        return;
    };
    let json = serde_json::to_string(&line).expect("a line serializes");
    for name in concealed(after, viewer) {
        assert!(
            !json.contains(name),
            "{viewer:?} reads hidden {name}: {json}"
        );
    }
    let text = words(&line.text);
    for (who, card) in secret_cards(event) {
        if own(viewer) != Some(who) {
            assert!(
                !text.contains(&card.to_string().as_str()),
                "{viewer:?} reads {card} of #{who}: {}",
                line.text
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 16, ..ProptestConfig::default() })]

    /// No non-GM viewer ever sees another creature's secret cards or a hidden foe, in the view
    /// or in the log; the GM's log is the full one.
    #[test]
    fn no_hidden_card_or_creature_leaks(seed in any::<u64>(), picks in vec(any::<u32>(), 40..160)) {
        let mut battle = Scenario::<FatedHandBattle>::start(&setup(), seed);
        for pick in picks {
            let before = battle.state().clone();
            let Some(events) = candidates(&before, pick)
                .into_iter()
                .find_map(|command| battle.try_run(command).ok().map(<[Event]>::to_vec))
            else {
                continue;
            };
            let mut state = before;
            for event in &events {
                let prior = state.clone();
                FatedHandBattle::evolve(&mut state, event);
                for viewer in viewers(&state) {
                    check_line(&prior, event, &state, viewer);
                }
            }
            for viewer in viewers(battle.state()) {
                check_view(battle.state(), viewer);
            }
        }
        assert_eq!(battle.log_for(Viewer::Gm), battle.log());
        let json = serde_json::to_string(&battle.view(Viewer::Gm)).expect("serializes");
        assert!(!json.contains(HIDDEN_NAME), "the GM sees everyone");
    }
}

/// A hidden foe is a nameless, placeless creature to the party, while its own side and the GM
/// see it; the party does not read its moves, and a player sees only its own hand.
#[test]
fn a_hidden_foe_and_the_hands_in_each_view() {
    let mut battle = Scenario::<FatedHandBattle>::start(&setup(), 4);
    battle.run(Command::Adjudicate {
        who: 2,
        perk_or_spell: None,
        hit_points_change: 0,
        handicap_change: [0; 3],
        external: false,
        movement_change: 0,
        stealth_power_change: 6,
        hidden: Some(true),
        move_to: None,
        note: "into the shadows".into(),
    });
    let party = FatedHandBattle::view(battle.state(), Viewer::Side(0));
    assert_eq!(party.combatants[2].name, HIDDEN_NAME);
    assert_eq!(party.combatants[2].position, None);
    assert!(party.combatants.iter().all(|c| c.hand.is_none()));
    assert_eq!(party.combatants[0].hand_count, 4);
    let foes = FatedHandBattle::view(battle.state(), Viewer::Side(1));
    assert_eq!(foes.combatants[2].name, "Mordecai");
    let ash = FatedHandBattle::view(battle.state(), Viewer::Player(0));
    assert_eq!(ash.combatants[0].hand.as_ref().map(Vec::len), Some(4));
    assert!(ash.combatants[1].hand.is_none());
    assert_eq!(
        FatedHandBattle::view(battle.state(), Viewer::Gm).combatants[1]
            .hand
            .as_ref()
            .map(Vec::len),
        Some(4)
    );
    // The logs open with round 1's Reagent draws; past them, only the foes read of Mordecai.
    let naming = |viewer| {
        battle
            .log_for(viewer)
            .iter()
            .filter(|l| l.text.contains("Mordecai"))
            .count()
    };
    assert_eq!(naming(Viewer::Side(0)), 0, "the party never saw it hide");
    assert_eq!(naming(Viewer::Side(1)), 1);
}
