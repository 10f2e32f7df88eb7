//! Fog of war: looking for a leak of the other side's hand, deck order or face-down troops in
//! a side's view and log, over a whole match.

use super::whole_match::autoplay;
use super::*;
use crate::encounter::{log_lines_for, replay_setup, Battle, Viewer};
use crate::systems::lytharian_chess::game::legal::LytharianMatch;

/// The names `side` may not know in `state`: the other side's cards in hand and deck and its
/// face-down troops on the board.
fn secrets(state: &MatchState, side: Side) -> Vec<String> {
    let other = state.player(side.other());
    let mut names: Vec<String> = other
        .hand
        .iter()
        .chain(&other.deck)
        .map(|c| state.card_name(*c).to_owned())
        .collect();
    names.extend(
        state
            .troops
            .iter()
            .filter(|t| t.side == side.other() && !t.revealed && t.square.is_some())
            .map(|t| t.card.name.clone()),
    );
    names
}

#[test]
fn fog_of_war_no_hidden_card_or_face_down_troop_reaches_the_other_side() {
    let setup = chaos_setup();
    let seed = 77;
    let (commands, states) = autoplay(&setup, seed, 1500);
    let encounter = replay_setup::<LytharianMatch>(&setup, seed, &commands).unwrap();
    let mut checked = 0;
    for (viewer, side) in [
        (Viewer::Side(0), Side::First),
        (Viewer::Side(1), Side::Second),
    ] {
        for (index, state) in states.iter().enumerate() {
            let hidden = secrets(state, side);
            let view = serde_json::to_string(&LytharianMatch::view(state, viewer)).unwrap();
            // The log of the command that led here, as this side reads it.
            let lines = if index == 0 {
                Vec::new()
            } else {
                log_lines_for::<LytharianMatch>(
                    &encounter.initial,
                    &encounter.events[..index],
                    index - 1,
                    viewer,
                )
            };
            let log = serde_json::to_string(&lines).unwrap();
            for name in &hidden {
                assert!(
                    !view.contains(name.as_str()),
                    "{name} leaks into {viewer:?}'s view at {index}"
                );
                assert!(
                    !log.contains(name.as_str()),
                    "{name} leaks into {viewer:?}'s log at {index}"
                );
                checked += 1;
            }
        }
    }
    assert!(
        checked > 1000,
        "the search looked at many secrets: {checked}"
    );
    // The GM sees them all, and the owner sees its own hand.
    let state = states.last().unwrap();
    let gm = serde_json::to_string(&LytharianMatch::view(state, Viewer::Gm)).unwrap();
    for name in secrets(state, Side::First).iter().take(5) {
        if !state
            .player(Side::Second)
            .deck
            .iter()
            .any(|c| state.card_name(*c) == name)
        {
            assert!(gm.contains(name.as_str()), "the GM sees {name}");
        }
    }
}
