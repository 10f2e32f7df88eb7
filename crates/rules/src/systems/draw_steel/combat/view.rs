//! What one viewer may see of a combat. The GM sees everything; anyone else sees nothing of a
//! hidden creature of the other side ("Hide"): neither its name, nor where it is, nor its
//! abilities, in the view and in the log lines alike.

use super::command::Event;
use super::log;
use super::state::{CombatState, CombatantId, Side};
use crate::encounter::{LogLine, Viewer};

/// The name a viewer reads for a hidden creature of the other side.
pub const HIDDEN_NAME: &str = "A hidden creature";

/// Where a viewer sits: the GM, or a side (a player sits on their creature's side).
#[derive(Clone, Copy, Debug)]
enum Seat {
    Gm,
    Side(Option<Side>),
}

impl Seat {
    fn of(state: &CombatState, viewer: Viewer) -> Seat {
        match viewer {
            Viewer::Gm => Seat::Gm,
            Viewer::Side(0) => Seat::Side(Some(Side::Heroes)),
            Viewer::Side(1) => Seat::Side(Some(Side::Foes)),
            Viewer::Side(_) => Seat::Side(None),
            Viewer::Player(id) => Seat::Side(
                CombatantId::try_from(id)
                    .ok()
                    .and_then(|id| state.get(id))
                    .map(|c| c.side),
            ),
        }
    }

    /// A hidden creature of the other side.
    fn conceals(self, state: &CombatState, id: CombatantId) -> bool {
        match self {
            Seat::Gm => false,
            Seat::Side(side) => state
                .get(id)
                .is_some_and(|c| c.hidden && Some(c.side) != side),
        }
    }

    fn concealed(self, state: &CombatState) -> Vec<CombatantId> {
        (0..state.combatants.len())
            .map(|i| i as CombatantId)
            .filter(|id| self.conceals(state, *id))
            .collect()
    }
}

/// What `viewer` may see of `state`: the state itself, with every hidden creature of the other
/// side nameless, placeless and without its abilities or character.
pub fn view(state: &CombatState, viewer: Viewer) -> CombatState {
    let seat = Seat::of(state, viewer);
    let concealed = seat.concealed(state);
    if concealed.is_empty() {
        return state.clone();
    }
    let mut seen = state.clone();
    for id in &concealed {
        if let Some(c) = seen.combatants.get_mut(usize::from(*id)) {
            c.name = HIDDEN_NAME.to_owned();
            c.position = None;
            c.elevation = 0;
            c.abilities.clear();
            c.source_id = None;
        }
    }
    seen.opportunities
        .retain(|o| !concealed.contains(&o.mover) && !concealed.contains(&o.attacker));
    seen
}

/// Every event, named: whom its line concerns. A new event cannot compile until it says.
fn concern(event: &Event) -> Vec<CombatantId> {
    match event {
        Event::FirstSide { .. }
        | Event::RoundStarted { .. }
        | Event::Pools { .. }
        | Event::RoundEnded { .. }
        | Event::ObjectPlaced { .. }
        | Event::ObjectRemoved { .. }
        | Event::CombatEnded { .. } => Vec::new(),
        Event::TurnStarted { actor }
        | Event::SlotUsed { actor, .. }
        | Event::TurnEnded { actor } => vec![*actor],
        Event::SquadTurnPassed { actor, .. } => vec![*actor],
        Event::SquadStamina { member, felled, .. } => std::iter::once(*member)
            .chain(felled.iter().copied())
            .collect(),
        Event::Moved { who, .. }
        | Event::Healed { who, .. }
        | Event::FateChanged { who, .. }
        | Event::SavingThrow { who, .. }
        | Event::Surges { who, .. }
        | Event::Resource { who, .. }
        | Event::Visibility { who, .. }
        | Event::Placed { who, .. }
        | Event::Elevation { who, .. } => vec![*who],
        Event::OpportunitiesOpened {
            mover, attackers, ..
        } => std::iter::once(*mover)
            .chain(attackers.iter().copied())
            .collect(),
        Event::PowerRolled { user, .. } | Event::CriticalHit { user } => vec![*user],
        Event::TierReached { user, target, .. } | Event::NotChecked { user, target, .. } => {
            vec![*user, *target]
        }
        Event::Damaged { target, source, .. } | Event::ConditionImposed { target, source, .. } => {
            std::iter::once(*target).chain(*source).collect()
        }
        Event::Resisted { target, .. }
        | Event::ConditionEnded { target, .. }
        | Event::ForceMoved { target, .. }
        | Event::ForcedMoveSkipped { target } => vec![*target],
        Event::ForcedMovePending(pending) => vec![pending.source, pending.target],
        Event::Note { who, .. } | Event::Ruling { who, .. } => who.iter().copied().collect(),
        Event::TestMade { request, .. } => std::iter::once(request.who)
            .chain(request.to_find)
            .collect(),
    }
}

/// The line `viewer` reads for `event`: none when it concerns, or names, a creature hidden from
/// the viewer once the event is applied.
pub fn describe_for(
    before: &CombatState,
    event: &Event,
    after: &CombatState,
    command: u32,
    viewer: Viewer,
) -> Option<LogLine> {
    let line = log::describe(before, event, command)?;
    let seat = Seat::of(before, viewer);
    let concealed = seat.concealed(after);
    if concealed.is_empty() {
        return Some(line);
    }
    if concern(event).iter().any(|id| concealed.contains(id)) {
        return None;
    }
    // Free text (notes, explanations, reasons) may name a creature too.
    let named = |text: &str| {
        concealed.iter().any(|id| {
            after
                .get(*id)
                .is_some_and(|c| !c.name.is_empty() && text.contains(c.name.as_str()))
        })
    };
    if named(&line.text) || line.details.iter().any(|d| named(d)) {
        return None;
    }
    Some(line)
}
