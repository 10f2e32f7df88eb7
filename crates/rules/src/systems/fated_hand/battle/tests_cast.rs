//! "Casting Spells", "Cast", "Reagents", "Magic Strike" and "Summoned Creatures"; and a check that
//! every section the battle engine cites is a heading of the rulebook.

use super::test_kit::{at, battle, brawler, grid, ok, plan_all, refused, turn_of};
use super::tests::{card, fighter};
use super::*;
use crate::deck::Zone;
use crate::systems::fated_hand::model::Stat;

fn t(x: i16, y: i16) -> Tile {
    Tile { x, y }
}

fn stave() -> ArmProfile {
    ArmProfile {
        name: "Stave".into(),
        magic_strike: 3,
        ..tests::fists(1, 1, 9)
    }
}

/// Mira (Magic Strike 3) at (0,0) next to Bran (Defense 2, 2 Hit Points) at (1,0).
pub(super) fn casting_field(
    engine_deck: bool,
    bran_at: (i16, i16),
    walls: &[(i16, i16)],
) -> BattleState {
    let mut mira = at(fighter("Mira", Side::Party, stave(), engine_deck), 0, 0);
    mira.spells = [
        "spectral_slice",
        "black_dagger",
        "sharpen",
        "mange_wolf",
        "ka_pow",
        "holy_flame",
    ]
    .map(String::from)
    .to_vec();
    let mut bran = at(brawler("Bran", Side::Foes, 0, 2, 0), bran_at.0, bran_at.1);
    bran.hit_points = 2;
    bran.spells = vec!["arcane_deflection".into(), "sharpen".into()];
    let mut state = battle(vec![mira, bran], Some(grid(8, 4, walls)));
    if engine_deck {
        ok(
            &mut state,
            Command::Plan {
                who: 0,
                stance: Stance::Balanced,
                main_arm: 0,
                offhand_arm: None,
                cards: [CardPlay::Draw; 3],
            },
        );
    }
    plan_all(&mut state);
    turn_of(&mut state, 0);
    state
}

fn cast(spell: &str, reagents: &[&str], target: Option<u8>) -> Command {
    Command::Cast {
        spell: spell.into(),
        reagents: reagents.iter().map(|c| card(c)).collect(),
        caster: None,
        target,
        defend: true,
        riposte: false,
        defend_riposte: true,
        distance: None,
        roll: None,
        count: None,
        targets: Vec::new(),
    }
}

/// Spectral Slice at Bran with these Reagents.
fn with_reagents(cards: Vec<crate::cards::Card>) -> Command {
    let mut command = cast("spectral_slice", &[], Some(1));
    if let Command::Cast { reagents, .. } = &mut command {
        *reagents = cards;
    }
    command
}

fn strike_of(events: &[Event]) -> (i32, bool) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                strike, success, ..
            } => Some((strike.value, *success)),
            _ => None,
        })
        .expect("a spell attack")
}

/// "Magic Strike": Spectral Slice is an attack at Magic Strike + 1: 3 + 1 = 4 against Defense 2
/// succeeds (4 ≥ 2 + 2) and Hits.
#[test]
fn casting_spells_spectral_slice_hits_with_magic_strike() {
    let mut state = casting_field(false, (1, 0), &[]);
    let events = ok(&mut state, cast("spectral_slice", &["5H"], Some(1)));
    assert_eq!(strike_of(&events), (4, true));
    assert!(events.contains(&Event::PrimaryAction { who: 0 }));
    assert_eq!(state.combatants[1].hit_points, 1);
    assert_eq!(state.combatants[0].spent_reagents, vec![card("5H")]);
    ok(&mut state, Command::EndTurn);
    assert!(state.combatants[0].spent_reagents.is_empty());
}

/// "Combat Spell List": Black Dagger's failed Defend gives 2 Strike and 2 Defense Handicap
/// instead of a Hit.
#[test]
fn black_dagger_gives_handicap_instead_of_a_hit() {
    let mut state = casting_field(false, (1, 0), &[]);
    let events = ok(&mut state, cast("black_dagger", &["2C"], Some(1)));
    assert_eq!(strike_of(&events), (6, true));
    assert_eq!(state.combatants[1].handicap, [2, 2, 0]);
    assert_eq!(state.combatants[1].hit_points, 2);
    assert!(state.combatants[1].external_handicap);
}

#[test]
fn cast_refusals() {
    let state = casting_field(false, (1, 0), &[]);
    let section = |command: Command| refused(&state, &command).rule.section;
    // Cost not paid: a 2 is not greater than 3.
    assert_eq!(
        section(cast("spectral_slice", &["2H"], Some(1))),
        "Casting Spells"
    );
    // A card already on the table (a combat card).
    assert_eq!(
        section(cast("spectral_slice", &["AS"], Some(1))),
        "Reagents"
    );
    // A spell Mira does not know; a story spell; a missing target.
    assert_eq!(
        section(cast("skewer", &["2D", "3D"], Some(1))),
        "Casting Spells"
    );
    assert_eq!(
        section(cast("gust", &["2D", "3D"], None)),
        "Story Spell List"
    );
    assert_eq!(
        section(cast("spectral_slice", &["5H"], None)),
        "Combat Spell List"
    );
    // Out of range: Ka-pow! reaches 3 tiles.
    let far = casting_field(false, (4, 0), &[]);
    let err = refused(&far, &cast("ka_pow", &["2D", "3C"], Some(1)));
    assert!(err.message.contains("reaches 3"), "{}", err.message);
    // No Line of Sight for a targeting spell.
    let walled = casting_field(false, (2, 0), &[(1, 0)]);
    let err = refused(&walled, &cast("ka_pow", &["2D", "3C"], Some(1)));
    assert_eq!(err.rule.section, "Line of Sight");
    // A Primary Action spell after the Primary Action.
    let mut spent = state.clone();
    ok(&mut spent, Command::Focus);
    assert_eq!(
        refused(&spent, &cast("spectral_slice", &["5H"], Some(1)))
            .rule
            .section,
        "Basic Actions"
    );
}

/// "Cast": spells that are not automated are cast (Reagents spent) and handed to the GM; Rest
/// allows at most one Cast in the turn.
#[test]
fn other_spells_are_left_to_the_gm() {
    let mut state = casting_field(false, (1, 0), &[]);
    let events = ok(&mut state, cast("holy_flame", &["2H", "3H"], None));
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::RulingNeeded { source, .. } if source == "holy_flame")));
    assert!(
        !state.combatants[0].primary_used,
        "Holy Flame is not a Primary Action"
    );
    let rest = Command::Rest { cleanse: [1, 0, 0] };
    state.combatants[0].handicap = [1, 0, 0];
    let mut once = state.clone();
    ok(&mut once, rest.clone());
    ok(&mut state, cast("holy_flame", &["5H", "6H"], None));
    assert_eq!(refused(&state, &rest).rule.section, "Rest");
}

/// "Cast": out of turn only reaction spells.
#[test]
fn reaction_spells_out_of_turn() {
    let mut state = casting_field(false, (1, 0), &[]);
    let mut deflect = cast("arcane_deflection", &["9S"], None);
    let mut sharpen = cast("sharpen", &["2H", "3H", "4H"], None);
    for command in [&mut deflect, &mut sharpen] {
        if let Command::Cast { caster, .. } = command {
            *caster = Some(1);
        }
    }
    assert_eq!(refused(&state, &sharpen).rule.section, "Cast");
    ok(&mut state, deflect);
}

/// "Reagents": a tracked deck pays from its Reagent hand; the cards stay on the table until the
/// turn ends, then go to the discard pile.
#[test]
fn tracked_reagents_move_to_the_discard_at_the_end_of_the_turn() {
    let mut state = casting_field(true, (1, 0), &[]);
    let deck = state.combatants[0].deck.as_mut().expect("tracked");
    let reagent = *deck
        .cards(Zone::DrawPile)
        .iter()
        .find(|c| c.to_string().starts_with(['5', '6', '7', '8', '9']))
        .expect("a card above 3");
    deck.move_card(reagent, Zone::DrawPile, Zone::Reagents)
        .expect("setup");
    let other = *deck.cards(Zone::DrawPile).first().expect("cards");
    let err = refused(&state, &with_reagents(vec![other]));
    assert_eq!(err.rule.section, "Reagents");
    ok(&mut state, with_reagents(vec![reagent]));
    let deck = state.combatants[0].deck.as_ref().expect("tracked");
    assert_eq!(deck.zone_of(reagent), Zone::InPlay);
    ok(&mut state, Command::EndTurn);
    let deck = state.combatants[0].deck.as_ref().expect("tracked");
    assert_eq!(deck.zone_of(reagent), Zone::Discard);
    assert!(deck.is_whole());
}

/// "Summoned Creatures": the Mange Wolf arrives next to Mira as combatant 2 with Strike = Magic
/// Strike + 2 and Defense 4; it plays no cards, takes no turn, and does not keep its side in the
/// battle.
#[test]
fn summoned_creatures_join_as_new_combatants() {
    let mut state = casting_field(false, (3, 0), &[]);
    let summon = Command::Summon {
        summon: "mange_wolf".into(),
        at: Some(t(0, 1)),
        dice: None,
    };
    assert_eq!(refused(&state, &summon).rule.section, "Summoned Creatures");
    ok(&mut state, cast("mange_wolf", &["2C", "3D"], None));
    let far = Command::Summon {
        summon: "mange_wolf".into(),
        at: Some(t(2, 2)),
        dice: None,
    };
    assert!(refused(&state, &far).message.contains("not adjacent"));
    ok(&mut state, summon);
    let wolf = &state.combatants[2];
    assert_eq!(wolf.summoned_by, Some(0));
    assert_eq!(wolf.side, Side::Party);
    assert_eq!(stats::value(wolf, Stat::Strike), 5);
    assert_eq!(stats::value(wolf, Stat::Defense), 4);
    assert_eq!(wolf.position, Some(t(0, 1)));
    let mut later = state.clone();
    ok(&mut later, Command::EndTurn);
    assert_eq!(
        refused(&later, &Command::ToAction { who: 2 }).rule.section,
        "Summoned Creatures"
    );
    // The wolf does not keep the party in the fight once Mira is down.
    let events = ok(
        &mut state,
        Command::Override {
            who: 0,
            hit_points: Some(0),
            handicap: None,
            note: "struck down".into(),
        },
    );
    assert!(events.contains(&Event::BattleEnded {
        outcome: Outcome::FoesWon
    }));
}

/// Every section the battle engine cites or refuses with is a heading of the rulebook.
#[cfg_attr(
    not(rulebook),
    ignore = "needs the rulebook text, shared/seeds/fated-hand.txt beside the repository"
)]
#[test]
fn cited_sections_are_rulebook_headings() {
    let book = crate::systems::fated_hand::content::test_support::rulebook();
    let headings: std::collections::HashSet<&str> = book.lines().map(str::trim).collect();
    let sources = [
        include_str!("actions.rs"),
        include_str!("attack.rs"),
        include_str!("cast.rs"),
        include_str!("decide.rs"),
        include_str!("log/mod.rs"),
        include_str!("log/words.rs"),
        include_str!("log/round.rs"),
        include_str!("log/turn.rs"),
        include_str!("log/movement.rs"),
        include_str!("log/attack.rs"),
        include_str!("log/stealth.rs"),
        include_str!("log/cast.rs"),
        include_str!("log/gm.rs"),
        include_str!("retreat.rs"),
        include_str!("stats.rs"),
        include_str!("stealth.rs"),
        include_str!("summon.rs"),
    ];
    let mut cited = Vec::new();
    for source in sources {
        for call in ["cite(", "refuse("] {
            for (i, _) in source.match_indices(call) {
                let rest = source[i + call.len()..].trim_start();
                if let Some(text) = rest.strip_prefix('"') {
                    let section = &text[..text.find('"').unwrap_or(0)];
                    // line(format!(..), "Section"): the section is the second argument.
                    cited.push(section.to_owned());
                }
            }
        }
        // Sections on a line of their own (the last argument of a multi-line call).
        for line in source.lines().map(str::trim) {
            let literal = line.trim_end_matches(',').trim_end_matches(')');
            if let Some(inner) = literal.strip_prefix('"').and_then(|l| l.strip_suffix('"')) {
                if inner
                    .chars()
                    .all(|c| c.is_alphanumeric() || c == ' ' || c == '\'')
                    && inner.chars().next().is_some_and(|c| c.is_ascii_uppercase())
                    && inner.split(' ').count() <= 4
                {
                    cited.push(inner.to_owned());
                }
            }
        }
    }
    for section in [
        "Retreat",
        "Line of Sight",
        "Effective Range",
        "Haul",
        "Offhand Action",
        "Stealth",
        "Sneak",
        "Exclusive Perks",
        "Perks List",
        "Casting Spells",
        "Cast",
        "Reagents",
        "Magic Strike",
        "Combat Spell List",
        "Story Spell List",
        "Summoned Creatures",
        "Geometry",
        "Engagement",
        "Focus",
        "Riposte",
        "Attack",
        "Recovery",
    ] {
        cited.push(section.to_owned());
    }
    cited.retain(|s| !s.is_empty());
    cited.sort();
    cited.dedup();
    assert!(cited.len() > 25, "{cited:?}");
    for section in &cited {
        assert!(
            headings.contains(section.as_str()),
            "\"{section}\" is not a rulebook heading"
        );
    }
}

/// "Perks List › Defender": "When you are standing adjacent to an ally with lower Base Defense
/// than your own, gain +1 Defense." — against a spell's attack as against any other. Spectral
/// Slice at Magic Strike 3 + 1 = 4 against Bran's Defense 2 + 1 fails (4 < 3 + 2).
#[test]
fn defender_adds_its_defense_against_a_spell_attack() {
    let mut mira = at(fighter("Mira", Side::Party, stave(), false), 0, 0);
    mira.spells = vec!["spectral_slice".into()];
    let mut bran = at(brawler("Bran", Side::Foes, 0, 2, 0), 1, 0);
    bran.hit_points = 2;
    bran.perks = vec!["defender".into()];
    bran.base = Some([0, 2, 0]);
    let mut cai = at(brawler("Cai", Side::Foes, 0, 0, 0), 1, 1);
    cai.base = Some([0, 1, 0]);
    let mut state = battle(vec![mira, bran, cai], Some(grid(8, 4, &[])));
    plan_all(&mut state);
    turn_of(&mut state, 0);
    let events = ok(&mut state, cast("spectral_slice", &["5H"], Some(1)));
    let defense = events
        .iter()
        .find_map(|e| match e {
            Event::Attacked {
                defense: Some(d), ..
            } => Some(d.clone()),
            _ => None,
        })
        .expect("Bran defends");
    assert_eq!(defense.value, 3, "{defense:?}");
    assert!(defense
        .terms
        .iter()
        .any(|t| t.label == "Defender +1" && t.rule.section == "Perks List › Defender"));
    assert_eq!(strike_of(&events), (4, false));
    assert_eq!(state.combatants[1].hit_points, 2);
}

/// The `PerkUsed` lines in `events`: (perk, log text, cited section).
fn perk_uses(state: &BattleState, events: &[Event]) -> Vec<(String, String, String)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::PerkUsed { perk, .. } => {
                let line = log::describe(state, e);
                let section = line.rule.map(|r| r.section.to_string()).unwrap_or_default();
                Some((perk.clone(), line.text, section))
            }
            _ => None,
        })
        .collect()
}

/// "Perks List › Unbroken Incantation": "When you spend Reagents to cast spells, those same
/// Reagents may be used to cast other spells on the same turn." Sharpen paid with 2C, 3C, 4C;
/// Spectral Slice (a card greater than 3) then paid with the 4C again.
#[test]
fn unbroken_incantation_lets_reagents_spent_this_turn_pay_another_spell() {
    let sharpen = || cast("sharpen", &["2C", "3C", "4C"], None);
    let mut plain = casting_field(false, (1, 0), &[]);
    ok(&mut plain, sharpen());
    assert_eq!(
        refused(&plain, &cast("spectral_slice", &["4C"], Some(1)))
            .rule
            .section,
        "Reagents",
        "without the perk a spent Reagent is on the table"
    );

    let mut state = casting_field(false, (1, 0), &[]);
    state.combatants[0].perks = vec!["unbroken_incantation".into()];
    let first = ok(&mut state, sharpen());
    assert!(
        perk_uses(&state, &first).is_empty(),
        "fresh cards need no perk"
    );
    let before = state.clone();
    let events = ok(&mut state, cast("spectral_slice", &["4C"], Some(1)));
    // Magic Strike 3 + 1, and Sharpen's +3 Strike on Mira herself.
    assert_eq!(strike_of(&events), (7, true));
    let uses = perk_uses(&before, &events);
    assert_eq!(uses.len(), 1, "{uses:?}");
    assert_eq!(uses[0].0, "unbroken_incantation");
    assert_eq!(uses[0].2, "Perks List › Unbroken Incantation");
    assert!(uses[0].1.contains("4C"), "{}", uses[0].1);
    // The 4C lies on the table once.
    assert_eq!(
        state.combatants[0]
            .spent_reagents
            .iter()
            .filter(|c| **c == card("4C"))
            .count(),
        1
    );
}

/// "Perks List › The Stars In Retrograde": "Cards of your Star Suit may be regarded as +1 or -1
/// of their number (so, a 5 may also be a 4 or a 6), and face cards of your Star Suit are wild."
/// Spectral Slice wants a card greater than 3: Mira's 3 of Hearts, her Star Suit, reads as a 4.
#[test]
fn the_stars_in_retrograde_lets_a_star_suit_card_count_one_higher() {
    let slice = || cast("spectral_slice", &["3H"], Some(1));
    let mut plain = casting_field(false, (1, 0), &[]);
    plain.combatants[0].star_suit = Some(crate::cards::Suit::Hearts);
    assert_eq!(refused(&plain, &slice()).rule.section, "Casting Spells");

    let mut state = casting_field(false, (1, 0), &[]);
    state.combatants[0].star_suit = Some(crate::cards::Suit::Hearts);
    state.combatants[0].perks = vec!["the_stars_in_retrograde".into()];
    let before = state.clone();
    let events = ok(&mut state, slice());
    assert_eq!(strike_of(&events), (4, true));
    let uses = perk_uses(&before, &events);
    assert_eq!(uses.len(), 1, "{uses:?}");
    assert_eq!(uses[0].0, "the_stars_in_retrograde");
    assert_eq!(uses[0].2, "Perks List › The Stars In Retrograde");

    // A card that pays as printed needs no perk.
    let mut state = casting_field(false, (1, 0), &[]);
    state.combatants[0].star_suit = Some(crate::cards::Suit::Hearts);
    state.combatants[0].perks = vec!["the_stars_in_retrograde".into()];
    let before = state.clone();
    let events = ok(&mut state, cast("spectral_slice", &["5H"], Some(1)));
    assert!(perk_uses(&before, &events).is_empty());
}

/// "Perks List › Deus Vult": "When you spend at least 1/2 Reagent Hand Size cards to cast
/// miracles, your subsequent physical attacks on the same turn benefit from your Magic Strike."
/// Mira (Strike 1, Magic Strike 3) pays Holy Flame, a miracle, with two red cards.
#[test]
fn deus_vult_attacks_with_magic_strike_after_half_the_reagent_hand_went_to_miracles() {
    let attack_after_holy_flame = |hand_size: u8| {
        let mut state = casting_field(false, (1, 0), &[]);
        let mira = &mut state.combatants[0];
        mira.perks = vec!["deus_vult".into()];
        mira.spells.push("holy_flame".into());
        mira.reagent_hand = Some(BattleReagentHand {
            hand_size,
            draw_rate: 0,
            holy_magic: false,
        });
        ok(&mut state, cast("holy_flame", &["2H", "3D"], None));
        let events = ok(&mut state, tests::strike_at(1));
        events
            .iter()
            .find_map(|e| match e {
                Event::Attacked { strike, .. } => Some(strike.clone()),
                _ => None,
            })
            .expect("Mira's attack")
    };
    // 2 of 4: half the Reagent Hand Size.
    let strike = attack_after_holy_flame(4);
    let term = strike
        .terms
        .iter()
        .find(|t| t.label.starts_with("Deus Vult"))
        .unwrap_or_else(|| panic!("{strike:?}"));
    assert_eq!(term.rule.section, "Perks List › Deus Vult");
    assert_eq!(strike.value, 3, "Magic Strike 3, not Strike 1");
    // 2 of 5: less than half.
    let strike = attack_after_holy_flame(5);
    assert!(!strike
        .terms
        .iter()
        .any(|t| t.label.starts_with("Deus Vult")));
    assert_eq!(strike.value, 1);
}

/// Mira's casting field under one table rule's `option`, knowing `spell` too.
fn casting_under(rule: &crate::table_rules::TableRule, option: &str, spell: &str) -> BattleState {
    let mut choices = crate::table_rules::TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    let mut state = casting_field(false, (1, 0), &[]);
    state.rules = BattleRules::from_choices(&choices);
    state.combatants[0].spells.push(spell.to_owned());
    state
}

/// Whether Mira pays `spell` with `reagents` under the default and under `option`.
fn pays_under(
    rule: &crate::table_rules::TableRule,
    option: &str,
    spell: &str,
    reagents: &[&str],
    target: Option<u8>,
) -> (bool, bool) {
    let default = casting_under(rule, rule.default, spell);
    let switched = casting_under(rule, option, spell);
    let pays = |state: &BattleState| {
        let mut state = state.clone();
        match crate::encounter::step::<FatedHandBattle>(
            &mut state,
            7,
            0,
            &cast(spell, reagents, target),
        ) {
            Ok(_) => true,
            Err(violation) => {
                assert_eq!(violation.rule.section, "Casting Spells", "{violation:?}");
                false
            }
        }
    };
    (pays(&default), pays(&switched))
}

/// "Combat Spell List › Spectral Slice" asks for a Card Greater Than 3. By default an Ace is 1
/// and does not pay; under `ace_high` it is 14 and does.
#[test]
fn table_rule_card_rank_numbers_ace_high() {
    use crate::systems::fated_hand::table_rules::CARD_RANK_NUMBERS;
    assert_eq!(
        pays_under(
            &CARD_RANK_NUMBERS,
            "ace_high",
            "spectral_slice",
            &["AC"],
            Some(1)
        ),
        (false, true)
    );
}

/// "Combat Spell List › Flash Bolt" asks for an Even Card. By default a Jack is 11, odd, and
/// does not pay; under `faces_ten` it is 10 and does.
#[test]
fn table_rule_card_rank_numbers_faces_ten() {
    use crate::systems::fated_hand::table_rules::CARD_RANK_NUMBERS;
    assert_eq!(
        pays_under(&CARD_RANK_NUMBERS, "faces_ten", "flash_bolt", &["JH"], None),
        (false, true)
    );
}

/// "Combat Spell List › Permafrost" asks for Three Ascending Cards. By default Queen, King, Ace
/// is no run (the King does not wrap); under `wrap` it is.
#[test]
fn table_rule_ascending_cards_wrap() {
    use crate::systems::fated_hand::table_rules::ASCENDING_CARDS;
    assert_eq!(
        pays_under(
            &ASCENDING_CARDS,
            "wrap",
            "permafrost",
            &["QH", "KD", "AC"],
            None
        ),
        (false, true)
    );
    // A plain run pays either way.
    assert_eq!(
        pays_under(
            &ASCENDING_CARDS,
            "wrap",
            "permafrost",
            &["4H", "5D", "6H"],
            None
        ),
        (true, true)
    );
}

/// "Combat Spell List › Earthquake" asks for 4 Cards Between 5 & 10 including a Club and a
/// Spade. By default a 5 counts; under `exclusive` only 6 to 9 do.
#[test]
fn table_rule_spell_cost_between_inclusive_exclusive() {
    use crate::systems::fated_hand::table_rules::SPELL_COST_BETWEEN_INCLUSIVE;
    assert_eq!(
        pays_under(
            &SPELL_COST_BETWEEN_INCLUSIVE,
            "exclusive",
            "earthquake",
            &["5C", "6S", "7H", "8D"],
            None
        ),
        (true, false)
    );
    assert_eq!(
        pays_under(
            &SPELL_COST_BETWEEN_INCLUSIVE,
            "exclusive",
            "earthquake",
            &["6C", "7S", "8H", "9D"],
            None
        ),
        (true, true)
    );
}

/// "Combat Spell List › Bramblelash" prints 3 Clubs and its text adds two without Thorns on the
/// board. By default, with no Thorns, it costs 5 Clubs and 3 do not pay; under `printed_base`
/// the added two are dropped and 3 do.
#[test]
fn table_rule_bramblelash_cost_printed_base() {
    use crate::systems::fated_hand::table_rules::BRAMBLELASH_COST;
    assert_eq!(
        pays_under(
            &BRAMBLELASH_COST,
            "printed_base",
            "bramblelash",
            &["2C", "3C", "4C"],
            None
        ),
        (false, true)
    );
    assert_eq!(
        pays_under(
            &BRAMBLELASH_COST,
            "printed_base",
            "bramblelash",
            &["2C", "3C", "4C", "5C", "6C"],
            None
        ),
        (true, false),
        "five Clubs are too many once the added two are dropped"
    );
}
