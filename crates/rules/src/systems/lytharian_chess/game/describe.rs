//! Log lines: each event in a sentence with the rule behind it, and the same line as one side
//! may read it (no card drawn by the other side, no name of a face-down enemy troop).

use super::super::board::{square_name, Side};
use super::super::cite;
use super::super::table_rules::match_rules;
use super::combat::combat_damage_explained;
use super::spells::effect_source;
use super::{side_name, Event, MatchState, Outcome, TroopId};
use crate::encounter::{LogLine, Viewer};

/// Which side a viewer plays; `None` for the GM.
pub fn viewer_side(viewer: Viewer) -> Option<Side> {
    match viewer {
        Viewer::Gm => None,
        Viewer::Side(0) | Viewer::Player(0) => Some(Side::First),
        Viewer::Side(_) | Viewer::Player(_) => Some(Side::Second),
    }
}

/// A troop as `viewer` may name it: its card when face up or theirs, else its side and piece.
fn troop_name(state: &MatchState, troop: TroopId, viewer: Option<Side>) -> String {
    let it = state.troop(troop);
    let known = viewer.is_none() || viewer == Some(it.side) || it.revealed;
    let piece = state
        .board
        .at(it.square.unwrap_or_default())
        .map(|t| t.piece.name())
        .or_else(|| it.card.piece.get().map(|p| p.name()))
        .unwrap_or("troop");
    if known {
        it.card.name.clone()
    } else {
        format!("{}'s face-down {piece}", side_name(it.side))
    }
}

fn line(text: String, section: &'static str) -> Option<LogLine> {
    Some(LogLine::new(text, Some(cite(section))))
}

fn describe_as(state: &MatchState, event: &Event, viewer: Option<Side>) -> Option<LogLine> {
    let name = |troop| troop_name(state, troop, viewer);
    let card = |card| state.card_name(card).to_owned();
    match event {
        Event::EffectsEnded { side } => line(
            format!("{} ends the effects phase.", side_name(*side)),
            "Phases of a Turn › Effects Phase",
        ),
        Event::ManaGained { side, gained, lost } => {
            let mut text = format!(
                "{} gains {gained} mana from the obelisk ({} now).",
                side_name(*side),
                state.player(*side).mana.saturating_add(*gained)
            );
            if *lost > 0 {
                text.push_str(&format!(" {lost} more is lost: the counter stops at 15."));
            }
            line(text, "Phases of a Turn › Mana Phase")
        }
        Event::Drew { side, card: drawn } => {
            let text = if viewer.is_none() || viewer == Some(*side) {
                format!("{} draws {}.", side_name(*side), card(*drawn))
            } else {
                format!("{} draws a card.", side_name(*side))
            };
            line(text, "Phases of a Turn › Draw Phase")
        }
        Event::DeckEmpty { side } => line(
            format!("{}'s deck is empty: no card is drawn.", side_name(*side)),
            "Phases of a Turn › Draw Phase",
        ),
        Event::DrawChoiceOpened { side } => line(
            format!(
                "{} holds 10 or more cards: keep them, or discard down to 9 and draw.",
                side_name(*side)
            ),
            "Phases of a Turn › Draw Phase",
        ),
        Event::HandKept { side } => line(
            format!("{} keeps their hand and does not draw.", side_name(*side)),
            "Phases of a Turn › Draw Phase",
        ),
        Event::Discarded {
            side,
            card: discarded,
        } => line(
            format!(
                "{} discards {} to the nether.",
                side_name(*side),
                card(*discarded)
            ),
            "Discarding",
        ),
        Event::MainBegan { side } => line(
            format!("{}'s main phase begins.", side_name(*side)),
            "Phases of a Turn › Main Phase",
        ),
        Event::ObeliskCharged { side } => line(
            format!(
                "{} charges the obelisk to {} and resets the counter to 1.",
                side_name(*side),
                state.player(*side).obelisk + 1
            ),
            "Phases of a Turn › Mana Phase",
        ),
        Event::Harnessed {
            side,
            card: spell,
            mana,
        } => line(
            format!(
                "{} harnesses {} for {mana} mana, for spells only and at once.",
                side_name(*side),
                card(*spell)
            ),
            "Mana Harnessing",
        ),
        Event::PoolLapsed { side, mana } => line(
            format!(
                "{}'s {mana} unused harnessed mana is lost.",
                side_name(*side)
            ),
            "Mana Harnessing",
        ),
        Event::Cast {
            side,
            item,
            from_pool,
            from_counter,
        } => {
            let target = match item.target {
                super::Target::Troop { troop } | super::Target::TroopAndFriend { troop, .. } => {
                    format!(" on {}", name(troop))
                }
                super::Target::Spell { card: other } => format!(" on {}", card(other)),
                super::Target::Player { side } => format!(" on {}", side_name(side)),
                super::Target::None => String::new(),
            };
            let x = if item.x > 0 {
                format!(" (X = {})", item.x)
            } else {
                String::new()
            };
            let pool = if *from_pool > 0 {
                format!(", {from_pool} of it harnessed")
            } else {
                String::new()
            };
            line(
                format!(
                    "{} pays {} mana{pool} and casts {}{x}{target}; {} may respond.",
                    side_name(*side),
                    from_pool + from_counter,
                    card(item.card),
                    side_name(side.other())
                ),
                "Spellcasting Overview",
            )
        }
        Event::Passed { side } => line(
            format!("{} passes.", side_name(*side)),
            "Spellcasting Overview",
        ),
        Event::Resolving { card: resolving } => {
            let section = match &state.card(*resolving).card {
                super::Card::Spell(spell) => effect_source(spell),
                _ => "Spellcasting Overview",
            };
            line(
                format!("{} resolves (last cast, first resolved).", card(*resolving)),
                section,
            )
        }
        Event::Fizzled { card: spell } => line(
            format!(
                "{} has no effect: its target left its square or is gone.",
                card(*spell)
            ),
            "Spellcasting Overview",
        ),
        Event::Countered { card: spell, by } => line(
            format!(
                "{} counters {}, which goes to the nether.",
                card(*by),
                card(*spell)
            ),
            "Counter Spells",
        ),
        Event::ToNether { card: spell } => line(
            format!(
                "{} goes to {}'s nether.",
                card(*spell),
                side_name(state.card(*spell).owner)
            ),
            "Discarding",
        ),
        Event::Enchanted {
            side,
            card: spell,
            replaces,
        } => line(
            match replaces {
                Some(old) => format!(
                    "{} replaces {} in {}'s enchant spaces; {} goes to the nether.",
                    card(*spell),
                    card(*old),
                    side_name(*side),
                    card(*old)
                ),
                None => format!(
                    "{} takes one of {}'s enchant spaces.",
                    card(*spell),
                    side_name(*side)
                ),
            },
            "Main Phase Casting: Enchant Spells",
        ),
        Event::Attached { troop, card: spell } => line(
            format!("{} stays on {}.", card(*spell), name(*troop)),
            "Card Types",
        ),
        Event::PermanentDestroyed { card: spell } => line(
            format!(
                "{} is destroyed and goes to its owner's nether.",
                card(*spell)
            ),
            "Main Phase Casting: Aura/Curse (non-damaging)/Spell Removal",
        ),
        Event::Protected { troop, amount } => line(
            if match_rules(&state.choices).protection_is_pool {
                format!(
                    "{} is protected: the next {amount} damage this combat is prevented \
                     (table rule: protection is one pool).",
                    name(*troop)
                )
            } else {
                format!(
                    "{} is protected: {amount} less damage from each instance this combat.",
                    name(*troop)
                )
            },
            "Combat Spellcasting: Fast Cast Spells (damage and protection)",
        ),
        Event::ProtectionUsed { troop, amount } => line(
            format!(
                "{} uses up {amount} of its protection (table rule: protection is one pool).",
                name(*troop)
            ),
            "Combat Spellcasting: Fast Cast Spells (damage and protection)",
        ),
        Event::Damaged {
            troop,
            amount,
            dealt,
            explained,
        } => {
            let mut out = LogLine::new(
                format!("{} takes {amount} damage ({dealt} dealt).", name(*troop)),
                Some(cite("Spellcasting Overview")),
            );
            out.numbers.push(explained.clone());
            Some(out)
        }
        Event::Healed { troop, amount } => line(
            format!("{amount} damage is removed from {}.", name(*troop)),
            "Main Phase Casting: Channeled Spells (heal and life drain)",
        ),
        Event::ManaChanged { side, mana, why } => line(
            format!("{}'s mana is now {mana}: {why}.", side_name(*side)),
            "Phases of a Turn › Mana Phase",
        ),
        Event::MovesAs { troop, piece } => line(
            format!(
                "{} moves and attacks as a {} this turn.",
                name(*troop),
                piece.name()
            ),
            "Main Phase Casting: Sorcery (movement)",
        ),
        Event::TurnCutShort { side } => line(
            format!("{}'s turn ends at once, without a move.", side_name(*side)),
            "Main Phase Casting: Channeled Spells (mana and mana drain)",
        ),
        Event::Revealed { troop, cause } => {
            let it = state.troop(*troop);
            let why = match cause {
                super::RevealCause::Owner => "its owner turns it face up",
                super::RevealCause::Combat => "it is in combat",
                super::RevealCause::Damage => "it takes damage",
                super::RevealCause::Promotion => "it promotes",
                super::RevealCause::Scout => "a scout sees it",
            };
            line(
                format!(
                    "{}'s {} is revealed ({why}).",
                    side_name(it.side),
                    it.card.name
                ),
                "Fog of War",
            )
        }
        Event::Moved { troop, from, to } => line(
            format!(
                "{} moves from {} to {}.",
                name(*troop),
                square_name(*from),
                square_name(*to)
            ),
            "Troop Movement",
        ),
        Event::AbilityUsed {
            troop,
            ability,
            main,
        } => {
            let keyword = super::combat::abilities(state, *troop)
                .get(usize::from(*ability))
                .map(|a| {
                    (
                        a.keyword.info().printed,
                        a.keyword.info().rule.section.clone(),
                    )
                });
            let (printed, _) = keyword.unwrap_or(("an ability", std::borrow::Cow::Borrowed("")));
            line(
                format!("{} uses {printed}.", name(*troop)),
                if *main {
                    "Phases of a Turn › Main Phase"
                } else {
                    "Phases of a Turn › Effects Phase"
                },
            )
        }
        Event::AttackDeclared { attacker, defender } => line(
            format!("{} attacks {}.", name(*attacker), name(*defender)),
            "Combat Overview",
        ),
        Event::Chose { troop, choice } => line(
            format!(
                "{} chooses {}.",
                name(*troop),
                match choice {
                    super::Choice::Att => "the Att",
                    super::Choice::Reduction => "to take less damage",
                }
            ),
            "Troop Abilities",
        ),
        Event::SpellWindow { first } => line(
            format!(
                "Before damage, spells: {} (the defender) casts or passes first.",
                side_name(*first)
            ),
            "Spellcasting Examples",
        ),
        Event::CombatDamage {
            to_attacker,
            to_defender,
            attacker_att,
            defender_att,
        } => {
            let combat = state.combat.as_ref()?;
            let mut out = LogLine::new(
                format!(
                    "Damage is dealt at once: {} takes {to_defender}, {} takes {to_attacker}.",
                    name(combat.defender),
                    name(combat.attacker)
                ),
                Some(cite("Combat Overview")),
            );
            out.numbers.push(attacker_att.clone());
            out.numbers.push(defender_att.clone());
            out.numbers
                .push(combat_damage_explained(attacker_att, *to_defender));
            out.numbers
                .push(combat_damage_explained(defender_att, *to_attacker));
            Some(out)
        }
        Event::Died { troop, .. } => line(
            format!(
                "{} is killed and goes to {}'s crypt.",
                state.troop(*troop).card.name,
                side_name(state.troop(*troop).side)
            ),
            "Combat Overview",
        ),
        Event::Grew { troop, amount } => line(
            format!("{} gains +{amount}/+{amount} for good.", name(*troop)),
            "Glossary of Terms › Soulsteal X",
        ),
        Event::Relocated { troop, to, why } => line(
            format!("{} {why}: {}.", name(*troop), square_name(*to)),
            "Combat Overview",
        ),
        Event::CombatEnded => line("The combat ends.".to_owned(), "Combat Overview"),
        Event::PromotionOffered { troop } => line(
            format!("{} reached the far side and may promote.", name(*troop)),
            "Troop Movement",
        ),
        Event::Promoted { troop, into } => line(
            format!(
                "{} becomes a copy of {}, losing its damage and attachments.",
                name(*troop),
                state.troop(*into).card.name
            ),
            "Troop Movement",
        ),
        Event::PromotionDeclined { troop } => {
            line(format!("{} stays a pawn.", name(*troop)), "Troop Movement")
        }
        Event::TurnEnded { side, without_move } => {
            let text = if *without_move {
                format!(
                    "{} ends the turn without a move: none was possible.",
                    side_name(*side)
                )
            } else {
                format!("{} ends the turn.", side_name(*side))
            };
            line(text, "Phases of a Turn")
        }
        Event::Ended { outcome } => match outcome {
            Outcome::Won { winner, reason } => line(
                format!("{} wins. {reason}", side_name(*winner)),
                "Play Overview and Winning",
            ),
        },
    }
}

/// The GM's log line of `event`, against the state before it.
pub fn describe(state: &MatchState, event: &Event, command: u32) -> Option<LogLine> {
    describe_as(state, event, None).map(|mut line| {
        line.command = command;
        line.round = Some(state.turn.number);
        line
    })
}

/// The line as `viewer` may read it.
pub fn describe_for(
    state: &MatchState,
    event: &Event,
    command: u32,
    viewer: Viewer,
) -> Option<LogLine> {
    let side = viewer_side(viewer);
    describe_as(state, event, side).map(|mut line| {
        line.command = command;
        line.round = Some(state.turn.number);
        line
    })
}
