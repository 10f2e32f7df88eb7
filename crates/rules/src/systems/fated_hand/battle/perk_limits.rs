//! What the table rules ask of a perk used with `UsePerk` where its entry gives no timing or
//! limit, or a loose one: Field Medicine, Reckless Abandon, Barrage, Hook Strike, and the cost
//! of an attack called off with Feint. Each check
//! refuses with the rule's reason, or says whether the use spends the Primary Action.

use super::perks::{
    perk_rule, BarrageAction, FeintCancel, FieldMedicine, HookStrike, RecklessAbandon,
};
use super::state::{BattleState, Combatant, CombatantId, Phase, Stance};
use crate::systems::fated_hand::content::PerkDef;
use crate::RuleViolation;

const FIELD_MEDICINE: &str = "field_medicine";
const RECKLESS_ABANDON: &str = "reckless_abandon";
const BARRAGE: &str = "barrage";
const HOOK_STRIKE: &str = "hook_strike";
/// Once per turn, a combat card may pay as a Reagent (`cast::check_reagents`).
pub(super) const WORDLESS_INCANTATION: &str = "wordless_incantation";

/// Feint, used with `UsePerk`, is the attack called off after the look.
pub(super) const FEINT: &str = "feint";

/// Whether the uses of `perk` this turn are kept for a limit (Field Medicine, Reckless Abandon
/// and Feint's once per turn above, Wordless Incantation's "each turn" in `cast`).
pub(super) fn counted_per_turn(perk: &str) -> bool {
    matches!(
        perk,
        FIELD_MEDICINE | RECKLESS_ABANDON | FEINT | WORDLESS_INCANTATION
    )
}

/// Whether using `def` now is allowed at this table, and if so whether it spends the user's
/// Primary Action.
pub(super) fn check(
    state: &BattleState,
    who: CombatantId,
    c: &Combatant,
    def: &PerkDef,
) -> Result<bool, RuleViolation> {
    let rules = &state.rules.perks;
    let own_turn = matches!(state.phase, Phase::Turn { actor, .. } if actor == who);
    let used_this_turn = c.perks_this_turn.contains(&def.id);
    let primary = |why: &str| -> Result<bool, RuleViolation> {
        if !own_turn {
            return Err(refused(
                def,
                format!("{} {why}: it is used on its user's own turn.", def.name),
            ));
        }
        if c.primary_used {
            return Err(refused(
                def,
                format!(
                    "{} {why}, and {} has already taken a Primary Action this turn.",
                    def.name, c.name
                ),
            ));
        }
        Ok(true)
    };
    match def.id.as_str() {
        // Field Medicine gives no timing, action or limit (table rule
        // fated_hand.field_medicine_limit).
        FIELD_MEDICINE => match rules.field_medicine {
            FieldMedicine::OncePerTurn if !own_turn => Err(refused(
                def,
                "At this table Field Medicine is used on its user's own turn.",
            )),
            FieldMedicine::OncePerTurn if used_this_turn => Err(refused(
                def,
                format!(
                    "{} has already used Field Medicine this turn; at this table it is once per \
                     turn.",
                    c.name
                ),
            )),
            FieldMedicine::OncePerTurn | FieldMedicine::Unlimited => Ok(false),
            FieldMedicine::PrimaryAction => primary("takes the Primary Action at this table"),
        },
        // "At any time on your turn", with no limit printed (table rule
        // fated_hand.reckless_abandon_limit).
        RECKLESS_ABANDON
            if rules.reckless_abandon == RecklessAbandon::OncePerTurn && used_this_turn =>
        {
            Err(refused(
                def,
                format!(
                    "{} has already used Reckless Abandon this turn; at this table it is once \
                     per turn.",
                    c.name
                ),
            ))
        }
        // The volley is the turn's Attack, or no action (table rule fated_hand.barrage_action).
        BARRAGE => match rules.barrage {
            BarrageAction::Attack => primary("is the turn's Attack at this table"),
            BarrageAction::Free => Ok(false),
        },
        // "When your Aggressive Strike meets or exceeds…" (table rule
        // fated_hand.hook_strike_aggressive).
        HOOK_STRIKE
            if rules.hook_strike == HookStrike::AggressiveStance
                && c.stance != Stance::Aggressive =>
        {
            Err(refused(
                def,
                format!(
                    "Hook Strike needs an Aggressive Strike: at this table {} must be in \
                     Aggressive Stance.",
                    c.name
                ),
            ))
        }
        // "Once per turn, when you attack in melee, [...] You may choose to cancel your
        // attack": only an attack still to come can be called off, and whether doing so uses
        // the Primary Action is table rule fated_hand.feint_cancel.
        FEINT if used_this_turn => Err(refused(
            def,
            format!(
                "{} has already used Feint this turn; it is once per turn.",
                c.name
            ),
        )),
        FEINT => {
            primary("comes with an attack")?;
            Ok(rules.feint_cancel == FeintCancel::ActionSpent)
        }
        _ => Ok(false),
    }
}

/// A refusal citing the perk's entry.
fn refused(def: &PerkDef, message: impl Into<String>) -> RuleViolation {
    RuleViolation::new(perk_rule(def), message)
}
