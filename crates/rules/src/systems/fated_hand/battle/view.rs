//! What one viewer may see of a battle. The GM sees everything. Anyone else sees no card in
//! another creature's hand or Reagents (players' nor NPCs'), no other creature's combat cards,
//! nobody's draw pile, and nothing of a Hidden creature of the other side: neither its name nor
//! where it is ("Sneak"), in the view and in the log lines alike. The discard pile is face up,
//! and Reagents spent this turn lie on the table ("Cast"), so both stay in view.

use serde::Serialize;

use super::command::Event;
use super::log;
use super::state::{
    ArmProfile, BattleReagentHand, BattleState, CombatantId, Grid, Phase, Side, Stance, Tile,
};
use crate::cards::Card;
use crate::deck::Zone;
use crate::encounter::{LogLine, Viewer};

/// The name a viewer reads for a Hidden creature of the other side.
pub const HIDDEN_NAME: &str = "A hidden creature";

/// The battle as one viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SeenBattle {
    /// Who is looking.
    pub viewer: Viewer,
    /// The round.
    pub round: u16,
    /// Where the battle is.
    pub phase: Phase,
    /// The map, when there is one.
    pub grid: Option<Grid>,
    /// A failed Retreat blocks the next attempt until someone acts.
    pub retreat_blocked: bool,
    /// Every combatant, in id order, as the viewer may see it.
    pub combatants: Vec<SeenCombatant>,
}

/// One combatant as a viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "boundary", derive(specta::Type, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct SeenCombatant {
    /// Its id.
    pub id: CombatantId,
    /// Hidden from this viewer: everything below that could tell who or where it is is blank.
    pub concealed: bool,
    /// Its name, or [`HIDDEN_NAME`] when concealed.
    pub name: String,
    /// Its side.
    pub side: Side,
    /// The campaign character it stands for.
    pub character_id: Option<i64>,
    /// Hidden ("Sneak").
    pub hidden: bool,
    /// Stealth Power, for its own side.
    pub stealth_power: Option<i16>,
    /// Where it stands.
    pub position: Option<Tile>,
    /// Hit Points now.
    pub hit_points: i8,
    /// Hit Points at full health.
    pub max_hit_points: i8,
    /// Down at 0 Hit Points.
    pub incapacitated: bool,
    /// Fighting on at 0 Hit Points (Berserk): the turns it still begins before it falls.
    pub berserk_turns_left: Option<u8>,
    /// Handicap per stat: Strike, Defense, Speed.
    pub handicap: [u8; 3],
    /// This round's stance, once the Planning Phase is over (its own side's at once).
    pub stance: Option<Stance>,
    /// It has planned this round.
    pub planned: bool,
    /// It has taken its turn this round.
    pub acted: bool,
    /// Its arms.
    pub arms: Vec<ArmProfile>,
    /// Index of the Main Arm.
    pub main_arm: usize,
    /// Index of the Offhand Arm.
    pub offhand_arm: Option<usize>,
    /// Engaged with these combatants (bit i = combatant i), concealed ones left out.
    pub engaged: u64,
    /// This round's combat cards, for the combatant's own player (and the GM).
    pub cards: Option<[Card; 3]>,
    /// The cards in hand, for its own player (and the GM), when the deck is tracked.
    pub hand: Option<Vec<Card>>,
    /// The Reagents in hand, likewise.
    pub reagents: Option<Vec<Card>>,
    /// How many cards it holds in hand (tracked decks).
    pub hand_count: usize,
    /// How many Reagents it holds (tracked decks).
    pub reagent_count: usize,
    /// How many cards are left in its draw pile (tracked decks); their order is nobody's.
    pub draw_pile_count: usize,
    /// The discard pile, face up.
    pub discard: Vec<Card>,
    /// The Reagents spent this turn, on the table.
    pub spent_reagents: Vec<Card>,
    /// The creature that summoned it.
    pub summoned_by: Option<CombatantId>,
    /// A summon gone from the field by Summon Exhaustion.
    pub vanished: bool,
    /// Its Reagent lines (from its class card, so nothing secret), when it has a Reagent Hand.
    pub reagent_hand: Option<BattleReagentHand>,
}

/// Where a viewer sits: its side (none for the GM's view of everything) and the combatant whose
/// cards it holds.
#[derive(Clone, Copy, Debug)]
struct Seat {
    gm: bool,
    side: Option<Side>,
    own: Option<CombatantId>,
}

impl Seat {
    fn of(state: &BattleState, viewer: Viewer) -> Seat {
        let side = |side| Seat {
            gm: false,
            side,
            own: None,
        };
        match viewer {
            Viewer::Gm => Seat {
                gm: true,
                side: None,
                own: None,
            },
            Viewer::Side(0) => side(Some(Side::Party)),
            Viewer::Side(1) => side(Some(Side::Foes)),
            Viewer::Side(_) => side(None),
            Viewer::Player(id) => {
                let own = CombatantId::try_from(id)
                    .ok()
                    .filter(|id| state.combatant(*id).is_some());
                Seat {
                    gm: false,
                    side: own.and_then(|id| state.combatant(id)).map(|c| c.side),
                    own,
                }
            }
        }
    }

    /// A Hidden creature of the other side.
    fn conceals(&self, state: &BattleState, id: CombatantId) -> bool {
        !self.gm
            && state
                .combatant(id)
                .is_some_and(|c| c.hidden && Some(c.side) != self.side)
    }

    /// Whether the viewer may see this combatant's cards.
    fn holds(&self, id: CombatantId) -> bool {
        self.gm || self.own == Some(id)
    }

    fn friend(&self, side: Side) -> bool {
        self.gm || self.side == Some(side)
    }
}

/// What `viewer` may see of `state`.
pub fn view(state: &BattleState, viewer: Viewer) -> SeenBattle {
    let seat = Seat::of(state, viewer);
    let concealed_mask: u64 = (0..state.combatants.len())
        .filter(|i| seat.conceals(state, *i as CombatantId))
        .fold(0, |mask, i| mask | (1u64 << (i % 64)));
    let planning = matches!(state.phase, Phase::Planning);
    let combatants = state
        .combatants
        .iter()
        .enumerate()
        .map(|(index, c)| {
            let id = index as CombatantId;
            let concealed = seat.conceals(state, id);
            let holds = seat.holds(id);
            let zone = |zone| c.deck.as_ref().map(|d| d.cards(zone).to_vec());
            let count = |zone| c.deck.as_ref().map_or(0, |d| d.cards(zone).len());
            SeenCombatant {
                id,
                concealed,
                name: if concealed {
                    HIDDEN_NAME.to_owned()
                } else {
                    c.name.clone()
                },
                side: c.side,
                character_id: if concealed { None } else { c.character_id },
                hidden: c.hidden,
                stealth_power: seat.friend(c.side).then_some(c.stealth_power),
                position: if concealed { None } else { c.position },
                hit_points: c.hit_points,
                max_hit_points: c.max_hit_points,
                incapacitated: c.incapacitated,
                berserk_turns_left: c.rage.filter(|_| !concealed).map(|r| r.turns_left),
                handicap: c.handicap,
                stance: (!planning || seat.friend(c.side) || holds).then_some(c.stance),
                planned: c.planned,
                acted: c.acted,
                arms: if concealed {
                    Vec::new()
                } else {
                    c.arms.clone()
                },
                main_arm: c.main_arm,
                offhand_arm: c.offhand_arm,
                engaged: if concealed {
                    0
                } else {
                    c.engaged & !concealed_mask
                },
                cards: if holds { c.cards } else { None },
                hand: if holds { zone(Zone::Hand) } else { None },
                reagents: if holds { zone(Zone::Reagents) } else { None },
                hand_count: count(Zone::Hand),
                reagent_count: count(Zone::Reagents),
                draw_pile_count: count(Zone::DrawPile),
                discard: zone(Zone::Discard).unwrap_or_default(),
                spent_reagents: c.spent_reagents.clone(),
                summoned_by: if concealed { None } else { c.summoned_by },
                vanished: c.vanished,
                reagent_hand: c.reagent_hand,
            }
        })
        .collect();
    SeenBattle {
        viewer,
        round: state.round,
        phase: state.phase.clone(),
        grid: state.grid.clone(),
        retreat_blocked: state.retreat_blocked,
        combatants,
    }
}

/// Whom an event's line names, and whose secret cards it shows (with the words that replace
/// them for anyone else).
struct Concern {
    names: Vec<CombatantId>,
    cards_of: Option<(CombatantId, &'static str)>,
}

fn names(names: Vec<CombatantId>) -> Concern {
    Concern {
        names,
        cards_of: None,
    }
}

/// Every event, named: a new one cannot compile until it says whom it concerns.
fn concern(event: &Event) -> Concern {
    match event {
        Event::PlanningBegan { .. }
        | Event::CountdownBegan { .. }
        | Event::Counted { .. }
        | Event::RoundEnded { .. }
        | Event::BattleEnded { .. }
        | Event::RetreatResolved { .. } => names(Vec::new()),
        Event::Planned { who, .. } => Concern {
            names: vec![*who],
            cards_of: Some((*who, "plans face down")),
        },
        Event::Focused { who, card } => Concern {
            names: vec![*who],
            cards_of: card.map(|_| (*who, "focuses and draws a Reagent")),
        },
        Event::ReagentsDrawn { who, cards, .. } => Concern {
            names: vec![*who],
            cards_of: (!cards.is_empty()).then_some((*who, "draws Reagents")),
        },
        Event::PerkReagents { who, cards, .. } => Concern {
            names: vec![*who],
            cards_of: (!cards.is_empty()).then_some((*who, "draws by a perk")),
        },
        // Foresight's look is for its owner alone.
        Event::Foresaw { who, cards, .. } => Concern {
            names: vec![*who],
            cards_of: (!cards.is_empty()).then_some((*who, "looks at the top of its deck")),
        },
        Event::PerkDiscarded { by, who, .. } => names(vec![*by, *who]),
        Event::StudyReset { who, .. }
        | Event::Held { who }
        | Event::Meditated { who, .. }
        | Event::HolyUnchecked { who, .. } => names(vec![*who]),
        // Discarded cards go to the discard pile, which lies face up.
        Event::ReagentsDiscarded { who, .. }
        | Event::Reshuffled { who, .. }
        | Event::TurnBegan { who, .. }
        | Event::PrimaryAction { who }
        | Event::OffhandReady { who, .. }
        | Event::TurnEnded { who }
        | Event::Moved { who, .. }
        | Event::Unloaded { who, .. }
        | Event::Reloaded { who, .. }
        | Event::Hit { who, .. }
        | Event::Incapacitated { who }
        | Event::Handicap { who, .. }
        | Event::StealthGained { who, .. }
        | Event::Sneaked { who, .. }
        | Event::Overridden { who, .. }
        | Event::Adjudicated { who, .. }
        | Event::RulingNeeded { who, .. }
        | Event::PerkUsed { who, .. }
        | Event::Innovated { who, .. }
        | Event::Berserk { who, .. }
        | Event::BerserkOutlasted { who }
        | Event::StraightRun { who, .. }
        | Event::Guarded { who, .. }
        | Event::SummonExhausted { who, .. }
        | Event::SummonRerolled { who, .. } => names(vec![*who]),
        Event::Hauled { who, target, .. } => names(std::iter::once(*who).chain(*target).collect()),
        Event::RetreatAttempted { agreed } => names(agreed.clone()),
        Event::TieBroken { between, .. } => names(between.clone()),
        Event::EngagementBroken { mover, other, .. } => names(vec![*mover, *other]),
        Event::Attacked {
            attacker, target, ..
        } => names(vec![*attacker, *target]),
        Event::Engaged { a, b } => names(vec![*a, *b]),
        Event::PerkApplied { by, who, .. } => names(vec![*by, *who]),
        Event::PerkRolled { by, .. } => names(vec![*by]),
        Event::Executed { who, target, .. } => names(vec![*who, *target]),
        Event::RevealRolled { who, hostile, .. } => names(vec![*who, *hostile]),
        Event::Revealed { who, by, .. } => names(std::iter::once(*who).chain(*by).collect()),
        Event::SpellCast { who, target, .. } => {
            names(std::iter::once(*who).chain(*target).collect())
        }
        Event::Summoned { by, id, .. } => names(vec![*by, *id]),
        Event::SpellEffect { by, who, .. } | Event::SpellWarded { by, who, .. } => {
            names(vec![*by, *who])
        }
        Event::SpellRolled { by, .. } => names(vec![*by]),
        Event::PerkOffered { offer } => {
            names(std::iter::once(offer.who).chain(offer.target).collect())
        }
        Event::OfferTaken { who, target, .. } | Event::OfferDeclined { who, target, .. } => {
            names(std::iter::once(*who).chain(*target).collect())
        }
        Event::MovementStopped { who, by, .. } => names(vec![*who, *by]),
        Event::Shoved { by, who, into, .. } => {
            names(std::iter::once(*by).chain([*who]).chain(*into).collect())
        }
        Event::Followed { who, .. } => names(vec![*who]),
        Event::MirrorGuardFell { who, by } => names(vec![*who, *by]),
        Event::SightedSet { who, .. } => names(vec![*who]),
    }
}

/// The GM's free-text note an event carries, if any.
fn gm_note(event: &Event) -> Option<&str> {
    match event {
        Event::Overridden { note, .. }
        | Event::Adjudicated { note, .. }
        | Event::PerkUsed { note, .. } => Some(note.as_str()),
        _ => None,
    }
}

/// The line `viewer` reads for `event`: none when it names a creature Hidden from the viewer
/// once the event is applied, secret cards replaced by words, and no GM note.
pub fn describe_for(
    before: &BattleState,
    event: &Event,
    after: &BattleState,
    command: u32,
    viewer: Viewer,
) -> Option<LogLine> {
    let line = LogLine {
        command,
        ..log::describe(before, event)
    };
    let seat = Seat::of(before, viewer);
    if seat.gm {
        return Some(line);
    }
    let concern = concern(event);
    if concern.names.iter().any(|id| seat.conceals(after, *id)) {
        return None;
    }
    // The GM's notes are free text and may name a creature too.
    let named = |text: &str| {
        after.combatants.iter().enumerate().any(|(id, c)| {
            seat.conceals(after, id as CombatantId)
                && !c.name.is_empty()
                && text.contains(c.name.as_str())
        })
    };
    if named(&line.text) {
        return None;
    }
    // The GM's notes are the GM's: the table reads what changed, not why.
    let line = match gm_note(event) {
        Some(note) if !note.is_empty() => LogLine {
            text: line.text.replace(&format!(" — {note}"), "."),
            ..line
        },
        _ => line,
    };
    match concern.cards_of {
        Some((owner, words)) if !seat.holds(owner) => {
            let name = before
                .combatant(owner)
                .map_or_else(|| format!("#{owner}"), |c| c.name.clone());
            Some(LogLine {
                text: format!("{name} {words}."),
                numbers: Vec::new(),
                details: Vec::new(),
                ..line
            })
        }
        _ => Some(line),
    }
}
