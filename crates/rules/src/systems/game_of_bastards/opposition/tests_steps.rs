//! Whole Oppositions through the shared engine: a seeded scenario played to its end by the
//! commands [`Legal`] offers, with the cards conserved at every step, the same commands
//! replaying to the same states and events, and undo (replaying a prefix) giving back exactly
//! the state before each command.

use super::super::content::{Skill, SkillKind, Trait};
use super::super::creation::SkillRank;
use super::tests::{choosing, fated};
use super::*;
use crate::cards::shoe;
use crate::encounter::{replay_setup, start, step, Battle, Legal};
use crate::pile::PileSet;
use crate::table_rules::TableRuleChoices;

/// A three-way Opposition: Ana alone against Bea and Cal.
pub(super) fn skirmish(rules: TableRuleChoices) -> Setup {
    let mut ana = fated(1, "Ana", 0, [3, 1, 2, 2]);
    ana.wildcards = 2;
    let mut bea = fated(2, "Bea", 1, [1, 2, 2, 1]);
    bea.wildcards = 1;
    let cal = fated(3, "Cal", 1, [2, 1, 1, 2]);
    let mut combatants = vec![ana, bea, cal];
    for c in &mut combatants {
        c.skills.push(SkillRank {
            skill: Skill::plain(SkillKind::Athletics),
            rank: 3,
        });
    }
    Setup { combatants, rules }
}

/// The command a simple player picks now: attack a standing foe (its Body while it lasts, then
/// its Mind), defend and bet with what is offered, spend a Wildcard once per draw.
fn choose(state: &OppositionState, spent: &mut bool) -> Command {
    let now = Opposition::legal(state);
    assert!(!now.offered.is_empty(), "something is always allowed");
    let offered = |kind: &str| now.offered.iter().find(|o| o.kind == kind);
    if let Some(offer) = offered("attack") {
        let Command::Attack {
            combatant, card, ..
        } = offer.command.clone()
        else {
            unreachable!()
        };
        let me = state.combatant(combatant).expect("the actor");
        let foe = state
            .combatants
            .iter()
            .find(|c| c.side != me.side && c.condition().can_act())
            .expect("a foe stands, or the Opposition would be over");
        let kind = if foe.pool(Trait::Body) > 0 {
            AttackKind::Physical
        } else {
            AttackKind::Mental
        };
        let trait_bonus = match (me.condition(), kind) {
            (Condition::Desperation, _) => Trait::Luck,
            (_, AttackKind::Physical) => Trait::Body,
            (_, AttackKind::Mental) => Trait::Mind,
        };
        *spent = false;
        return Command::Attack {
            combatant,
            target: foe.id,
            kind,
            skill: Skill::weapon("Sword"),
            trait_bonus,
            card,
        };
    }
    if let Some(offer) = offered("spend_wildcard").filter(|_| !*spent) {
        *spent = true;
        return offer.command.clone();
    }
    for kind in [
        "play_initiative",
        "defend",
        "bet",
        "done_buying",
        "desperation_draw",
        "end_turn",
    ] {
        if let Some(offer) = offered(kind) {
            return offer.command.clone();
        }
    }
    now.offered[0].command.clone()
}

/// A scenario played out: its setup, seed, commands, and the state before each command (and
/// the last one after them).
pub(super) struct Played {
    pub setup: Setup,
    pub seed: u64,
    pub commands: Vec<Command>,
    pub states: Vec<OppositionState>,
    pub events: Vec<Vec<Event>>,
}

pub(super) fn play_out(setup: Setup, seed: u64) -> Played {
    let mut state = start::<Opposition>(&setup, seed).expect("begins");
    let (mut commands, mut states, mut events) = (Vec::new(), vec![state.clone()], Vec::new());
    let mut spent = false;
    while Opposition::outcome(&state).is_none() {
        assert!(commands.len() < 2_000, "the Opposition ends");
        let command = choose(&state, &mut spent);
        let index = commands.len();
        let done = step::<Opposition>(&mut state, seed, index, &command)
            .unwrap_or_else(|e| panic!("{command:?} was offered but refused: {}", e.message));
        commands.push(command);
        events.push(done);
        states.push(state.clone());
    }
    Played {
        setup,
        seed,
        commands,
        states,
        events,
    }
}

fn conserved(state: &OppositionState, decks: usize) {
    let mut expected = if decks == 1 {
        shoe(2, 2)
    } else {
        (0..decks).flat_map(|_| shoe(1, 2)).collect()
    };
    expected.sort();
    assert_eq!(state.cards.all_cards(), expected);
}

#[test]
fn a_turn_order_a_whole_opposition_with_a_seeded_deck_runs_to_its_end() {
    let played = play_out(skirmish(TableRuleChoices::default()), 2026);
    let last = played.states.last().expect("a state");
    let outcome = Opposition::outcome(last).expect("over");
    assert_eq!(outcome.reason, EndReason::OneSideStanding);
    assert_eq!(outcome.xp.len(), 3);
    for state in &played.states {
        conserved(state, 1);
    }
    // Every step of the book happened and every line cites its heading.
    let encounter =
        replay_setup::<Opposition>(&played.setup, played.seed, &played.commands).expect("replays");
    let log = encounter.log_from(0);
    for line in &log {
        assert!(line.rule.is_some(), "{}", line.text);
    }
    let texts: Vec<&str> = log.iter().map(|l| l.text.as_str()).collect();
    for needle in [
        "Initiative cards are shown",
        "Round 1 begins",
        "declares a physical attack",
        "plays the",
        "defends with",
        "bets the",
        "Reveal:",
        "Round 2 begins",
        "The Opposition ends",
    ] {
        assert!(
            texts.iter().any(|t| t.contains(needle)),
            "no line with {needle:?}"
        );
    }
    // The loser's side is Knocked Out: two pools empty for each.
    let standing = outcome.standing_side.expect("one side");
    for c in last.combatants.iter().filter(|c| c.side != standing) {
        assert!(!c.condition().can_act(), "{} {:?}", c.name, c.pools);
    }
}

#[test]
fn replay_of_the_same_commands_gives_the_same_states_and_events() {
    let played = play_out(skirmish(TableRuleChoices::default()), 99);
    let once =
        replay_setup::<Opposition>(&played.setup, played.seed, &played.commands).expect("replays");
    let twice =
        replay_setup::<Opposition>(&played.setup, played.seed, &played.commands).expect("replays");
    assert_eq!(once.state, twice.state);
    assert_eq!(once.events, twice.events);
    assert_eq!(&once.state, played.states.last().expect("a state"));
    assert_eq!(once.events, played.events);
    assert_eq!(
        serde_json::to_string(&once.state).expect("serializes"),
        serde_json::to_string(&twice.state).expect("serializes")
    );
    // The state survives a round trip through JSON (it is what a campaign file stores).
    let stored: OppositionState =
        serde_json::from_str(&serde_json::to_string(&once.state).expect("serializes"))
            .expect("reads back");
    assert_eq!(stored, once.state);
    // Another seed deals other cards.
    let other = start::<Opposition>(&played.setup, played.seed + 1).expect("begins");
    assert_ne!(other.cards, played.states[0].cards);
}

#[test]
fn undo_replays_a_prefix_back_to_exactly_the_state_before_each_command() {
    let played = play_out(skirmish(TableRuleChoices::default()), 7);
    for n in 0..played.commands.len() {
        let undone = replay_setup::<Opposition>(&played.setup, played.seed, &played.commands[..n])
            .expect("a prefix replays");
        assert_eq!(undone.state, played.states[n], "undo to before command {n}");
        // Redo gives the same events again.
        let mut redo = undone.state.clone();
        let events =
            step::<Opposition>(&mut redo, played.seed, n, &played.commands[n]).expect("redo");
        assert_eq!(events, played.events[n]);
        assert_eq!(redo, played.states[n + 1]);
    }
}

#[test]
fn legal_offers_are_accepted_and_withheld_commands_refused_with_their_reason() {
    let played = play_out(skirmish(TableRuleChoices::default()), 5);
    for state in played.states.iter().step_by(3) {
        let now = Opposition::legal(state);
        for offer in &now.offered {
            assert!(Opposition::decide(state, &offer.command, &mut Rng::from_seed(1)).is_ok());
        }
        for withheld in &now.withheld {
            let refusal = Opposition::decide(state, &withheld.command, &mut Rng::from_seed(1))
                .expect_err("withheld");
            assert_eq!(refusal, withheld.reason);
        }
    }
}

#[test]
fn a_whole_opposition_with_a_deck_per_player_keeps_each_deck_whole() {
    let played = play_out(
        skirmish(choosing(
            &super::super::table_rules::DECK_TOPOLOGY,
            "deck_per_player",
        )),
        2026,
    );
    for state in &played.states {
        conserved(state, 3);
        for c in &state.combatants {
            let own = DeckId::Own(c.id);
            let count = state.cards.pile(&Zone::DrawPile(own)).len()
                + state.cards.pile(&Zone::Discard(own)).len()
                + [
                    Zone::Hand(c.id),
                    Zone::Initiative(c.id),
                    Zone::FaceDown(c.id),
                    Zone::FaceUp(c.id),
                ]
                .iter()
                .map(|z| state.cards.pile(z).len())
                .sum::<usize>();
            assert_eq!(count, 54, "{}'s cards stay with {}'s deck", c.name, c.name);
        }
    }
}

/// Every heading the Opposition cites (log lines, their numbers and terms, refusals) is one the
/// rulebook prints: each part of "Heading › Entry" begins a line of the book.
#[test]
#[cfg_attr(
    not(rulebook),
    ignore = "needs the rulebook text, shared/seeds/game-of-bastards.txt beside the repository"
)]
fn every_citation_names_a_heading_the_rulebook_prints() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/seeds/game-of-bastards.txt"
    );
    let book = std::fs::read_to_string(path).expect("the rulebook");
    let mut sections: Vec<String> = Vec::new();
    let mut squad_setup = skirmish(TableRuleChoices::default());
    squad_setup.combatants[2].squad = Some(Squad {
        members: 5,
        power: 2,
        weapon_bonus: 1,
    });
    for setup in [skirmish(TableRuleChoices::default()), squad_setup] {
        let played = play_out(setup, 2026);
        let encounter = replay_setup::<Opposition>(&played.setup, played.seed, &played.commands)
            .expect("replays");
        for line in encounter.log_from(0) {
            sections.extend(line.rule.map(|r| r.section.to_string()));
            for number in &line.numbers {
                sections.push(number.rule.section.to_string());
                sections.extend(number.terms.iter().map(|t| t.rule.section.to_string()));
            }
        }
        for state in &played.states {
            for withheld in Opposition::legal(state).withheld {
                sections.push(withheld.reason.rule.section.to_string());
            }
        }
    }
    for error in [
        OppositionError::Over,
        OppositionError::DeckExhausted,
        OppositionError::UnknownCombatant { id: 9 },
        OppositionError::DesperationDrawTrait { trait_name: "Body" },
        OppositionError::CannotAct {
            name: "Ana".into(),
            condition: "Knocked Out",
        },
    ] {
        sections.push(error.rule().section.to_string());
    }
    sections.sort();
    sections.dedup();
    assert!(sections.len() > 8, "{sections:?}");
    for section in &sections {
        for part in section.split(" › ") {
            assert!(
                book.lines().any(|line| line.trim_start().starts_with(part)),
                "«{section}»: no line of the book begins with {part:?}"
            );
        }
    }
}
