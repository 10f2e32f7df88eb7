//! What the battle dealt before any command: round 1's Reagent Draw Rate, drawn as the battle
//! begins ("Planning Phase": "draw a number of Reagents equal to your Reagent Hand Draw Rate").

use super::super::command::{Event, ReagentSource};
use super::super::state::{BattleState, CombatantId};
use crate::deck::Zone;
use crate::encounter::{LogLine, Viewer};

/// One line per caster that drew its rate as round 1 began (the cards for its own player and the
/// GM; an untracked caster's player draws the real cards).
pub fn opening(initial: &BattleState, viewer: Viewer) -> Vec<LogLine> {
    let mut lines = Vec::new();
    for (index, c) in initial.combatants.iter().enumerate() {
        let rate = c
            .reagent_hand
            .filter(|hand| !hand.holy_magic)
            .map_or(0, |hand| hand.draw_rate);
        if rate == 0 || !c.active() {
            continue;
        }
        let cards = c
            .deck
            .as_ref()
            .map_or_else(Vec::new, |deck| deck.cards(Zone::Reagents).to_vec());
        let count = if c.deck.is_some() {
            cards.len() as u8
        } else {
            rate
        };
        if count == 0 {
            continue;
        }
        let event = Event::ReagentsDrawn {
            who: index as CombatantId,
            source: ReagentSource::DrawRate,
            count,
            cards,
        };
        lines.extend(super::super::view::describe_for(
            initial, &event, initial, 0, viewer,
        ));
    }
    lines
}
