//! Perks in battle ("Appendix › Perks List"): the situational effects of the perks a combatant
//! holds, read from their typed encoding (`content::perks`) and evaluated at the moment of each
//! attack or defence.
//!
//! A perk is either applied whole or not at all: the engine applies a perk only when every one
//! of its effects belongs to a family below ([`battle_family`]) and nothing about it (a cost, a
//! use limit, a choice) asks the player first. A condition the battle state cannot settle (is the
//! target armored, its Size, a Sighted tile) is never guessed: the bonus is left out and the
//! number's notes say the GM rules on it. Evaluating needs no allocation: a perk's terms are
//! written only when it applies.

mod changes;
mod conditions;
mod coverage;
mod innovation;
mod malus;
mod own;
mod rules;
mod study;
mod terms;
pub(super) mod track;

use std::borrow::Cow;
use std::sync::LazyLock;

use super::state::{BattleState, Combatant, CombatantId, Declared, Tile};
use crate::citation::Citation;
use crate::systems::fated_hand::content::perks::{PerkDef, PerkEffect, PerkListing};
use crate::systems::fated_hand::content::{content, Automation};
use crate::SystemId;

pub(super) use changes::{end_of_turn_changes, exchange_changes, replaces_hit, Moment, PerkChange};
pub(super) use coverage::self_handicap_cost;
pub use coverage::{battle_family, coverage, readable, Coverage, Family, Readable};
pub(super) use innovation::exclusive_slot;
pub(super) use malus::{lapses_with_round, malus_lapsed_words, malus_terms};
pub(super) use own::{charged, joint_lock, riposte_check_shift};
pub use own::{no_mercy_speed, own, Own};
pub use rules::{
    ArmorFlags, BarrageAction, ChargedStrikeTiming, DinOfBattleRadius, DiveTackleCost,
    FailsToRiposte, FeintCancel, FieldMedicine, GoodBalance, HalfRounding, HookStrike, MagicMarks,
    Malus, NamedOutcome, NarrowFlank, PerkRules, PressForwardCollision, RecklessAbandon,
    SizeReading, SuccessfulDefend, TargetPractice,
};
pub(super) use study::{
    count_tiles, forced_discards, foresee, hold, turn_taken, with_study_draws, FORESIGHT, MEDITATE,
};
pub(super) use terms::{exchange_terms, magic_strike_perk};
pub use track::{Guard, PerkTrack, StraightRun};

/// The rule a perk's term cites: the perk's own entry in the Perks List, or the class card
/// that defines a perk the list leaves out (Hidden Fang: "Class List › Rouge (T2)").
pub fn perk_rule(def: &PerkDef) -> Citation {
    let section = match def.listing {
        PerkListing::ClassCardOnly => def.source.clone(),
        PerkListing::PerksList | PerkListing::ReferencedOnly => {
            format!("Perks List › {}", def.name)
        }
    };
    Citation {
        system: SystemId::FatedHand,
        section: Cow::Owned(section),
    }
}

/// One attack or riposte, as perk conditions read it.
#[derive(Clone, Copy)]
pub(super) struct Exchange<'a> {
    pub state: &'a BattleState,
    pub attacker: CombatantId,
    pub target: CombatantId,
    pub riposte: bool,
    pub ranged: bool,
    /// Tiles between them, when known.
    pub distance: Option<u16>,
    /// Once resolved: what happened.
    pub after: Option<Resolution>,
    /// The Exclusive Perks declared for this action by the attacker and the target (read before
    /// the attack spends them).
    pub declared: [Declared<'a>; 2],
    /// A spell's attack ("Combat Spell List"): no weapon is swung, and whether it is melee or
    /// ranged is the GM's call.
    pub spell: bool,
}

/// What an attack came to, for the effects that follow it.
#[derive(Clone, Copy)]
pub(super) struct Resolution {
    pub strike: i32,
    /// The target's Defense (its Defense now when it did not Defend).
    pub defense: i32,
    pub defended: bool,
    pub success: bool,
    /// The target answered with a Riposte.
    pub riposted: bool,
}

impl Exchange<'_> {
    fn c(&self, id: CombatantId) -> &Combatant {
        &self.state.combatants[usize::from(id)]
    }

    fn declared(&self, holder: CombatantId) -> Declared<'_> {
        self.declared[usize::from(holder != self.attacker)]
    }

    fn other(&self, holder: CombatantId) -> CombatantId {
        if holder == self.attacker {
            self.target
        } else {
            self.attacker
        }
    }

    fn enemies_of(&self, holder: CombatantId) -> impl Iterator<Item = &Combatant> {
        let side = self.c(holder).side;
        self.state
            .combatants
            .iter()
            .filter(move |c| c.side != side && c.active() && !c.hidden)
    }
}

/// The perks `holder` holds that the engine applies in this exchange, with their definitions:
/// an Exclusive Perk only when declared for it.
fn applied<'e>(
    ex: &'e Exchange<'_>,
    holder: CombatantId,
) -> impl Iterator<Item = &'static PerkDef> + 'e {
    let declared = ex.declared(holder);
    let c = ex.c(holder);
    let perks = &content().perks;
    c.perks
        .iter()
        .chain(c.wielded().perks.iter().filter(|id| !c.perks.contains(id)))
        .filter_map(|id| content().perk_position(id))
        .filter(|&at| EXCHANGE_TABLES[at])
        .map(|at| &perks[at])
        .filter(move |def| !def.exclusive || declared.has(&def.id))
}

/// For each perk of the content, in its order: whether the exchange tables apply it (the engine
/// covers it in battle and no code of its own does). Worked out once, not at every stage of
/// every exchange.
static EXCHANGE_TABLES: LazyLock<Vec<bool>> = LazyLock::new(|| {
    content()
        .perks
        .iter()
        .map(|def| matches!(coverage(def), Coverage::Battle { .. }) && own(def).is_none())
        .collect()
});

/// Whether the engine applies `perk` when it is used (an Exclusive Perk declared for an attack):
/// then the use needs no ruling.
pub(super) fn engine_applies(def: &PerkDef) -> bool {
    def.automation == Automation::Auto && matches!(coverage(def), Coverage::Battle { .. })
}

/// Thrusting: "You may make attacks on creatures with 1 ally between you and the enemy." A melee
/// attack from `from` to `to`, two tiles apart in a straight line (across, along or diagonal),
/// passes the ally standing on the tile between; the perk and that ally, if so. Any other shape
/// has no single tile between and stays out of reach.
pub(super) fn attack_past_ally(
    state: &BattleState,
    attacker: CombatantId,
    from: Tile,
    to: Tile,
) -> Option<(&'static PerkDef, &Combatant)> {
    let c = &state.combatants[usize::from(attacker)];
    let def = c
        .perks
        .iter()
        .chain(c.wielded().perks.iter())
        .filter_map(|id| content().perk(id))
        .find(|def| {
            matches!(coverage(def), Coverage::Battle { .. })
                && def
                    .effects
                    .iter()
                    .any(|e| matches!(e, PerkEffect::AttackPastAlly { allies: 1 }))
        })?;
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    if !matches!(dx, -2 | 0 | 2) || !matches!(dy, -2 | 0 | 2) || (dx, dy) == (0, 0) {
        return None;
    }
    let between = Tile {
        x: from.x + dx / 2,
        y: from.y + dy / 2,
    };
    let ally = state
        .combatants
        .iter()
        .find(|o| o.side == c.side && o.active() && o.position == Some(between))?;
    Some((def, ally))
}
