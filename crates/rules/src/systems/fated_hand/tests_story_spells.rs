//! Story spells cast out of combat ("Story Spell List", "Casting Spells"), and the table rules
//! that settle the three costs the rulebook prints broken, each option against the default
//! (issue #19: `table_rule_<name>_<option>`).

use super::build::Build;
use super::npc::quick_history;
use super::progression::replay;
use super::story_spells::{cast_story_spell, StoryCast, StoryCastOutcome};
use super::table_rules::{ADVANCED_ILLUSION_COST, MOLD_EARTH_COST, MUTATE_COST};
use super::tests::{card, rules};
use crate::cards::{Card, Suit};
use crate::deck::{Deck, Zone};
use crate::random::Rng;
use crate::table_rules::{TableRule, TableRuleChoices};
use crate::RuleViolation;

fn under(rule: &TableRule, option: &str) -> TableRuleChoices {
    let mut choices = TableRuleChoices::default();
    choices.0.insert(rule.id.to_owned(), option.to_owned());
    choices
}

/// A Student who learned these Story Spells on promotion.
fn student(spells: &[&str]) -> Build {
    let mut build = replay(
        &quick_history("student", &[], &rules()).expect("a student"),
        &rules(),
    )
    .expect("replays");
    build.story_spells = spells.iter().map(|s| (*s).to_owned()).collect();
    build
}

/// A tracked deck whose Reagent Hand holds exactly `reagents`.
fn deck_holding(reagents: &[Card]) -> Deck {
    let mut deck = Deck::shuffled(&mut Rng::from_seed(11));
    for card in reagents {
        deck.move_card(*card, Zone::DrawPile, Zone::Reagents)
            .expect("in the draw pile");
    }
    deck
}

fn cast(
    build: &Build,
    deck: &mut Deck,
    spell: &str,
    reagents: &[&str],
    target: Option<Suit>,
    choices: &TableRuleChoices,
) -> Result<StoryCastOutcome, RuleViolation> {
    let mut next = deck.clone();
    let outcome = cast_story_spell(
        "Mira",
        build,
        Some(&mut next),
        &StoryCast {
            spell: spell.to_owned(),
            reagents: reagents.iter().map(|c| card(c)).collect(),
            target_star_suit: target,
        },
        choices,
    );
    match &outcome {
        Ok(_) => *deck = next,
        Err(_) => assert_eq!(&next, deck, "a refused casting changes nothing"),
    }
    outcome
}

/// "Story Spell List": Lesser Illusion costs "1 Diamond less than 10". The 4 of Diamonds pays and
/// goes to the discard pile ("Cast"); the Queen of Diamonds does not pay, and nothing moves; a
/// spell the caster never learned is refused.
#[test]
fn story_spell_list_lesser_illusion_spends_one_diamond_less_than_10() {
    let mira = student(&["lesser_illusion"]);
    let mut deck = deck_holding(&[card("4D"), card("QD")]);
    let refused = cast(&mira, &mut deck, "lesser_illusion", &["QD"], None, &rules())
        .expect_err("the Queen is 12");
    assert!(
        refused.message.contains("do not pay"),
        "{}",
        refused.message
    );
    assert_eq!(refused.rule.section, "Story Spell List › Lesser Illusion");
    let outcome = cast(&mira, &mut deck, "lesser_illusion", &["4D"], None, &rules())
        .expect("the 4 of Diamonds pays");
    assert_eq!(outcome.rule.section, "Story Spell List › Lesser Illusion");
    assert_eq!(outcome.cost, "1 Diamond less than 10");
    assert_eq!(deck.zone_of(card("4D")), Zone::Discard);
    assert_eq!(deck.cards(Zone::Reagents), &[card("QD")]);
    let unknown = cast(&mira, &mut deck, "sneezy", &["QD"], None, &rules())
        .expect_err("Sneezy is not one of Mira's Story Spells");
    assert_eq!(unknown.rule.section, "Casting Spells");
    let combat = cast(&mira, &mut deck, "spectral_slice", &["QD"], None, &rules())
        .expect_err("a combat spell is cast in battle");
    assert!(
        combat.message.contains("combat spell"),
        "{}",
        combat.message
    );
    let absent = cast(&mira, &mut deck, "lesser_illusion", &["2D"], None, &rules())
        .expect_err("the 2 of Diamonds is not in the Reagent Hand");
    assert_eq!(absent.rule.section, "Reagents");
}

/// "Story Spell List › Advanced Illusion": "1 diamond face card and 2 diamonds less than 1".
/// By default the 2 diamonds are read as less than 10 and the Jack, 3 and 5 of Diamonds pay;
/// under `as_printed` no card is less than 1 and the spell cannot be cast at all.
#[test]
fn table_rule_advanced_illusion_cost_as_printed() {
    let mira = student(&["advanced_illusion"]);
    let hand = ["JD", "3D", "5D"];
    let mut deck = deck_holding(&hand.map(card));
    let printed = under(&ADVANCED_ILLUSION_COST, "as_printed");
    let refused = cast(&mira, &mut deck, "advanced_illusion", &hand, None, &printed)
        .expect_err("as printed, nothing pays");
    assert!(
        refused.message.contains("cannot be cast"),
        "{}",
        refused.message
    );
    let outcome = cast(&mira, &mut deck, "advanced_illusion", &hand, None, &rules())
        .expect("read as less than 10");
    assert_eq!(
        outcome.cost,
        "1 diamond face card and 2 diamonds less than 10"
    );
    assert!(
        outcome.text.contains("Advanced Illusion's cost"),
        "{}",
        outcome.text
    );
    assert!(deck.cards(Zone::Reagents).is_empty());
}

/// "Story Spell List › Mold Earth": the cost line repeats the name. By default it costs 2 even
/// cards, as Shape Water: the 2 and 3 of Clubs do not pay, the 2 and 4 do. Under `gm_sets` the
/// cards the GM rules it takes pay (the 2 and 3 of Clubs), and casting it for no cards at all is
/// refused.
#[test]
fn table_rule_mold_earth_cost_gm_sets() {
    let mira = student(&["mold_earth"]);
    let mut deck = deck_holding(&[card("2C"), card("3C"), card("4C")]);
    cast(
        &mira,
        &mut deck,
        "mold_earth",
        &["2C", "3C"],
        None,
        &rules(),
    )
    .expect_err("3 is odd: not 2 even cards");
    let gm = under(&MOLD_EARTH_COST, "gm_sets");
    let unset = cast(&mira, &mut deck, "mold_earth", &[], None, &gm)
        .expect_err("the GM has set no cost yet");
    assert!(unset.message.contains("GM sets"), "{}", unset.message);
    let outcome = cast(&mira, &mut deck, "mold_earth", &["2C", "3C"], None, &gm)
        .expect("the cards the GM set");
    assert!(
        outcome.text.contains("Mold Earth's cost"),
        "{}",
        outcome.text
    );
    assert_eq!(deck.cards(Zone::Reagents), &[card("4C")]);

    let mut deck = deck_holding(&[card("2C"), card("4C")]);
    let outcome = cast(
        &mira,
        &mut deck,
        "mold_earth",
        &["2C", "4C"],
        None,
        &rules(),
    )
    .expect("two even cards");
    assert_eq!(outcome.cost, "2 Even Cards");
}

/// "Story Spell List › Mutate": "1 club Target's Star Suit Face Card". By default two cards, a
/// Club and a face card of the target's Star Suit: against a Hearts target the 5 of Clubs and
/// the King of Hearts pay, the King of Clubs alone does not. Under `one_card` a single Club face
/// card of the target's Star Suit pays (the King of Clubs against a Clubs target) and the two
/// cards are refused.
#[test]
fn table_rule_mutate_cost_one_card() {
    let mira = student(&["mutate"]);
    let one = under(&MUTATE_COST, "one_card");
    let mut deck = deck_holding(&[card("5C"), card("KH"), card("KC")]);
    let no_suit = cast(&mira, &mut deck, "mutate", &["5C", "KH"], None, &rules())
        .expect_err("the target's Star Suit is needed");
    assert!(no_suit.message.contains("Star Suit"), "{}", no_suit.message);
    cast(
        &mira,
        &mut deck,
        "mutate",
        &["KC"],
        Some(Suit::Clubs),
        &rules(),
    )
    .expect_err("by default one card is not enough");
    cast(
        &mira,
        &mut deck,
        "mutate",
        &["5C", "KH"],
        Some(Suit::Hearts),
        &one,
    )
    .expect_err("under one_card, two cards are not the cost");
    cast(
        &mira,
        &mut deck,
        "mutate",
        &["KC"],
        Some(Suit::Hearts),
        &one,
    )
    .expect_err("the King of Clubs is not of a Hearts target's Star Suit");
    let outcome = cast(&mira, &mut deck, "mutate", &["KC"], Some(Suit::Clubs), &one)
        .expect("one Club face card of the target's Star Suit");
    assert_eq!(outcome.cost, "1 Club Face Card of the Target's Star Suit");
    let outcome = cast(
        &mira,
        &mut deck,
        "mutate",
        &["5C", "KH"],
        Some(Suit::Hearts),
        &rules(),
    )
    .expect("a Club and a Hearts face card");
    assert_eq!(
        outcome.cost,
        "1 Club and 1 Face Card of the Target's Star Suit"
    );
    assert!(deck.cards(Zone::Reagents).is_empty());
}

/// Every story spell's casting cites its own heading line in the "Story Spell List", as printed.
#[test]
fn story_spell_list_citations_are_the_printed_headings() {
    use super::content::content;
    use super::content::spells::SpellList;
    use super::content::test_support::rulebook;
    let book = rulebook();
    let list = book
        .find("\nStory Spell List\n")
        .expect("the Story Spell List heading");
    let lines: std::collections::HashSet<&str> = book[list..].lines().collect();
    let mut cited = 0;
    for def in content()
        .spells
        .iter()
        .filter(|s| s.list == SpellList::Story)
    {
        let citation = super::story_spells::cite_entry(def);
        let heading = citation
            .section
            .strip_prefix("Story Spell List › ")
            .expect("under the list");
        assert!(
            lines.contains(heading),
            "{heading} is no heading line of the list"
        );
        cited += 1;
    }
    assert_eq!(cited, 46);
}
