//! Life Tether ("Combat Spell List › Life Tether"): "If you would suffer a Hit, ignore it.
//! Instead, your tether must suffer 2 Handicap in all Stats (remember the Exhaustion rule for
//! summons). When your tethered creature dies, the spell is ended." Every Hit the engine deals
//! goes through [`struck`], which turns it aside while a tether holds.

use super::super::check::refuse;
use super::super::command::Event;
use super::super::state::{BattleState, CombatantId};
use super::wards::{ward_event, WardLasts};
use super::{spell_cite, the_target, Spell};
use crate::citation::{Explained, Term};
use crate::RuleViolation;

const LIFE_TETHER: &str = "life_tether";

/// The creature `who` is tethered to, while the tether holds.
fn tether_of(state: &BattleState, who: CombatantId) -> Option<CombatantId> {
    let c = state.combatant(who)?;
    c.wards
        .iter()
        .filter_map(|w| w.tether)
        .find(|t| state.combatant(*t).is_some_and(|t| t.active()))
}

/// `who` suffers a Hit that leaves it `remaining` Hit Points, unless a Life Tether takes it
/// instead. Returns whether `who` went down.
pub(in super::super) fn struck(
    state: &BattleState,
    who: CombatantId,
    remaining: i8,
    events: &mut Vec<Event>,
) -> bool {
    if let Some(tether) = tether_of(state, who) {
        let name = |id: CombatantId| state.combatants[usize::from(id)].name.clone();
        let mut why = Explained::sum(
            spell_cite(LIFE_TETHER),
            vec![Term {
                label: format!("A Hit on {} is ignored: 2 in every Stat", name(who)),
                value: 6,
                rule: spell_cite(LIFE_TETHER),
            }],
        );
        why.notes.push(format!(
            "{} takes the Hit meant for {} as Handicap.",
            name(tether),
            name(who)
        ));
        events.push(Event::SpellEffect {
            by: who,
            spell: LIFE_TETHER.to_owned(),
            who: tether,
            handicap: [2, 2, 2],
            why,
        });
        return false;
    }
    events.push(Event::Hit { who, remaining });
    if remaining <= 0 {
        events.push(Event::Incapacitated { who });
        return true;
    }
    false
}

/// Life Tether: "Target a visible creature controlled by you. Place the Reagents in front of you
/// as a marker."
pub(super) fn life_tether(cast: &Spell<'_>) -> Result<Vec<Event>, RuleViolation> {
    let t = the_target(cast)?;
    let target = &cast.state.combatants[usize::from(t)];
    if target.summoned_by != Some(cast.caster) {
        return Err(refuse(
            "Combat Spell List",
            format!(
                "{} binds a creature its caster controls; {} is not one.",
                cast.def.name, target.name
            ),
        ));
    }
    let mut why = Explained::sum(spell_cite(&cast.def.id), Vec::new());
    why.notes.push(format!(
        "Each Hit on the caster becomes 2 Handicap in every Stat on {}, until it dies.",
        target.name
    ));
    let mut event = ward_event(cast, cast.caster, [0; 3], WardLasts::WhileOut, why, None);
    if let Event::SpellWarded { ward, .. } = &mut event {
        ward.tether = Some(t);
    }
    Ok(vec![event])
}
