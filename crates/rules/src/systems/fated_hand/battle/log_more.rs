//! Log lines for Retreat, Haul, the Offhand Action, Stealth, casting, perks, GM rulings and
//! summoning (our words; each cites the rulebook section it follows).

use super::command::Event;
use super::log::LogLine;
use super::state::{BattleState, Tile};
use crate::systems::fated_hand::cite;
use crate::systems::fated_hand::content::content;

fn tile(t: Tile) -> String {
    format!("({}, {})", t.x, t.y)
}

pub(super) fn describe(state: &BattleState, event: &Event) -> LogLine {
    let name = |id: u8| {
        state
            .combatant(id)
            .map_or_else(|| format!("#{id}"), |c| c.name.clone())
    };
    let line = |text: String, section: &'static str| LogLine {
        text,
        rule: cite(section),
        numbers: Vec::new(),
    };
    let spell_name = |id: &str| {
        content()
            .spell(id)
            .map_or_else(|| id.to_owned(), |s| s.name.clone())
    };
    let perk_name = |id: &str| {
        content()
            .perk(id)
            .map_or_else(|| id.to_owned(), |p| p.name.clone())
    };
    match event {
        Event::RetreatAttempted { agreed } => line(
            format!(
                "The party tries to Retreat ({} agree: {}); every foe may riposte a party member it can reach.",
                agreed.len(),
                agreed.iter().map(|id| name(*id)).collect::<Vec<_>>().join(", ")
            ),
            "Retreat",
        ),
        Event::RetreatResolved { success: true } => line(
            "No foe's Riposte landed: the party gets away.".to_owned(),
            "Retreat",
        ),
        Event::RetreatResolved { success: false } => line(
            "A Riposte landed: the Retreat fails, and no new attempt is allowed until someone acts."
                .to_owned(),
            "Retreat",
        ),
        Event::Hauled { who, target, to } => {
            let what = target.map_or_else(|| "an object".to_owned(), &name);
            let place = to.map(|t| format!(" to {}", tile(t))).unwrap_or_default();
            line(
                format!("{} hauls {what}{place}, paying 1 Movement.", name(*who)),
                "Haul",
            )
        }
        Event::OffhandReady { who, arm } => {
            let arm_name = state
                .combatant(*who)
                .and_then(|c| c.arms.get(*arm))
                .map_or_else(|| format!("arm {arm}"), |a| a.name.clone());
            line(
                format!(
                    "{} takes the round's Offhand Action: {arm_name} counts as the Main Arm for the next action.",
                    name(*who)
                ),
                "Offhand Action",
            )
        }
        Event::StealthGained { who, gain } => LogLine {
            text: format!(
                "{}'s Stealth Power changes by {:+} in the Planning Phase.",
                name(*who),
                gain.value
            ),
            rule: cite("Sneak"),
            numbers: vec![gain.clone()],
        },
        Event::Sneaked {
            who,
            roll,
            power,
            hidden,
        } => line(
            format!(
                "{} tries to Sneak: d12 shows {} against Stealth Power {power} — {}.",
                name(*who),
                roll.value,
                if *hidden {
                    "at or under it, now Hidden".to_owned()
                } else {
                    format!("over it, Stealth Power drops to {}", (power - 3).max(0))
                }
            ),
            "Sneak",
        ),
        Event::RevealRolled {
            who,
            hostile,
            roll,
            revealed,
        } => line(
            format!(
                "{} shares a tile with {}: d12 shows {} — {}.",
                name(*who),
                name(*hostile),
                roll.value,
                if *revealed {
                    "it reaches the Stealth Power, Revealed"
                } else {
                    "below the Stealth Power, still Hidden"
                }
            ),
            "Sneak",
        ),
        Event::Revealed { who, by, to, .. } => {
            let how = by.map_or_else(
                || " and steps out of hiding".to_owned(),
                |b| format!(", found by {}", name(b)),
            );
            let step = to
                .map(|t| format!("; it steps to {} at no Movement cost", tile(t)))
                .unwrap_or_default();
            line(format!("{} is Revealed{how}{step}.", name(*who)), "Sneak")
        }
        Event::Adjudicated {
            who,
            perk_or_spell,
            hit_points,
            handicap_change,
            movement_change,
            stealth_power_change,
            hidden,
            move_to,
            note,
            ..
        } => {
            let mut parts = vec![format!("Hit Points {hit_points}")];
            if *handicap_change != [0; 3] {
                parts.push(format!(
                    "Handicap {:+}/{:+}/{:+}",
                    handicap_change[0], handicap_change[1], handicap_change[2]
                ));
            }
            if *movement_change != 0 {
                parts.push(format!("Movement {movement_change:+}"));
            }
            if *stealth_power_change != 0 {
                parts.push(format!("Stealth Power {stealth_power_change:+}"));
            }
            if let Some(h) = hidden {
                parts.push(if *h { "Hidden" } else { "Revealed" }.to_owned());
            }
            if let Some(t) = move_to {
                parts.push(format!("now at {}", tile(*t)));
            }
            let (from, section) = match perk_or_spell.as_deref() {
                Some(id) if content().spell(id).is_some() => {
                    (format!(" ({})", spell_name(id)), "Casting Spells")
                }
                Some(id) => (format!(" ({})", perk_name(id)), "Perks List"),
                None => (String::new(), "Flow of Battle"),
            };
            line(
                format!(
                    "GM ruling on {}{from}: {} — {note}",
                    name(*who),
                    parts.join(", ")
                ),
                section,
            )
        }
        Event::SpellCast {
            who,
            spell,
            reagents,
            primary,
            target,
        } => {
            let cards: Vec<String> = reagents.iter().map(|c| c.to_string()).collect();
            let at = target.map(|t| format!(" at {}", name(t))).unwrap_or_default();
            line(
                format!(
                    "{} casts {}{at}, spending {}{}; the cards stay on the table until the turn ends.",
                    name(*who),
                    spell_name(spell),
                    if cards.is_empty() { "no Reagents".to_owned() } else { cards.join(", ") },
                    if *primary { " (its Primary Action)" } else { "" }
                ),
                "Cast",
            )
        }
        Event::RulingNeeded { who, source, effect } => {
            let (what, section) = if content().spell(source).is_some() {
                (spell_name(source), "Casting Spells")
            } else {
                (perk_name(source), "Perks List")
            };
            line(
                format!(
                    "The GM applies {what} for {} by hand: {effect}",
                    name(*who)
                ),
                section,
            )
        }
        Event::PerkUsed {
            who,
            perk,
            exclusive,
            note,
        } => line(
            format!(
                "{} uses {}{}{}",
                name(*who),
                perk_name(perk),
                if *exclusive {
                    ", an Exclusive Perk: no other may join this action"
                } else {
                    ""
                },
                if note.is_empty() { ".".to_owned() } else { format!(" — {note}") }
            ),
            if *exclusive { "Exclusive Perks" } else { "Perks List" },
        ),
        Event::Summoned {
            by,
            name: summon_name,
            strike,
            defense,
            movement,
            at,
            hit_points,
            ..
        } => LogLine {
            text: format!(
                "{} summons {summon_name}{}: Strike {}, Defense {}, Movement {movement}, {hit_points} Hit Points.",
                name(*by),
                at.map(|t| format!(" at {}", tile(t))).unwrap_or_default(),
                strike.value,
                defense.value
            ),
            rule: cite("Summoned Creatures"),
            numbers: vec![strike.clone(), defense.clone()],
        },
        _ => line("The battle goes on.".to_owned(), "Flow of Battle"),
    }
}
