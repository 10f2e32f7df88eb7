//! How an ability is being used: the one description the ability's roll, its targets and its
//! effects all read. Below `ability`, `targets` and `effects`, so none of them imports another
//! for it.

use super::command::{Slot, TargetChoice};
use super::state::CombatantId;
use crate::systems::draw_steel::characteristics::Characteristic;
use crate::systems::draw_steel::content::Ability;

/// How an ability is being used.
pub struct Use<'a> {
    /// Who.
    pub user: CombatantId,
    /// What.
    pub ability: &'a Ability,
    /// The part of the turn it takes (`Free` for opportunity attacks and charges' strikes).
    pub slot: Slot,
    /// The targets.
    pub targets: &'a [TargetChoice],
    /// The characteristic chosen, if any.
    pub characteristic: Option<Characteristic>,
    /// Entered dice.
    pub dice: Option<[u8; 2]>,
    /// Surges on damage.
    pub damage_surges: u8,
    /// Surges on potency.
    pub potency_surges: u8,
    /// Where the surges go.
    pub surge_target: Option<CombatantId>,
    /// Knock out instead of killing.
    pub knock_out: bool,
    /// Entered bleeding d6.
    pub bleeding_die: Option<u8>,
    /// The roll counts as a main action's (for critical hits).
    pub main_action: bool,
    /// Whether it is a free strike.
    pub free_strike: bool,
}
