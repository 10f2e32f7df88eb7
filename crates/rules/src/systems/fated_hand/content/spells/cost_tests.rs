//! Cost matcher and cost reader tests: rulebook costs by hand, and a property test against a
//! brute-force oracle.

use proptest::prelude::*;

use super::*;
use crate::cards::{Card, Rank, Suit};
use crate::systems::fated_hand::content::content;

fn hand(text: &str) -> Vec<Card> {
    text.split_whitespace()
        .map(|card| card.parse().expect("a card"))
        .collect()
}

fn cost(text: &str) -> SpellCost {
    parse_cost(text).unwrap_or_else(|err| panic!("{err}"))
}

/// The cards that pay `text` out of `cards` (caster's Star Suit Hearts), as printed cards.
fn pays(text: &str, cards: &str) -> Option<Vec<String>> {
    let cards = hand(cards);
    let paid = cost(text).can_pay(&cards, &StarSuits::caster(Suit::Hearts))?;
    let mut paid: Vec<String> = paid.iter().map(|&i| cards[i].to_string()).collect();
    paid.sort();
    Some(paid)
}

fn some(cards: &str) -> Option<Vec<String>> {
    let mut cards: Vec<String> = cards.split_whitespace().map(str::to_owned).collect();
    cards.sort();
    Some(cards)
}

#[test]
fn two_red_cards() {
    assert_eq!(pays("Two Red Cards", "2C 5H 9S QD"), some("5H QD"));
    assert_eq!(pays("Two Red Cards", "5H 9S"), None);
}

#[test]
fn three_ascending_cards_of_the_same_suit() {
    let text = "Three Ascending Cards of the Same Suit";
    assert_eq!(pays(text, "4H 5H 6S 6H"), some("4H 5H 6H"));
    assert_eq!(pays(text, "4H 5H 6S"), None);
    assert_eq!(pays(text, "JS QS KS"), some("JS KS QS"));
    // Ace is low and King does not wrap round to it.
    assert_eq!(pays(text, "QS KS AS"), None);
    assert_eq!(pays(text, "AS 2S 3S"), some("2S 3S AS"));
    assert_eq!(
        pays("Four Ascending Cards", "7C 8D 9H 10S"),
        some("10S 7C 8D 9H")
    );
    assert_eq!(pays("Four Ascending Cards", "7C 8D 8H 10S"), None);
}

#[test]
fn card_greater_than_4_uses_the_number() {
    assert_eq!(pays("Card Greater than 4", "4C AS 3D"), None);
    assert_eq!(pays("Card Greater than 4", "4C 5C"), some("5C"));
    assert_eq!(pays("Card Greater than 4", "JD"), some("JD"));
    assert_eq!(pays("Card Greater than 1", "AC"), None);
}

#[test]
fn club_even_card_may_be_the_same_card() {
    let text = "Club, Even Card (may be the same)";
    assert_eq!(pays(text, "3C 4C"), some("4C"), "one even club pays both");
    assert_eq!(pays(text, "3C 8H"), some("3C 8H"));
    assert_eq!(pays(text, "3C 5H"), None);
    assert_eq!(pays(text, "8H QD"), None);
    assert_eq!(
        pays("Face Card, Black Card (may be the same card)", "QS"),
        some("QS")
    );
    assert_eq!(
        pays("Club, Even Card", "4C"),
        None,
        "without the note they are two cards"
    );
}

#[test]
fn straight_flush_is_five_in_a_row_of_one_suit() {
    assert_eq!(
        pays("Straight Flush", "9D 10D JD QD KD"),
        some("10D 9D JD KD QD")
    );
    assert_eq!(
        pays("Straight Flush", "AD 2D 3D 4D 5D 9C"),
        some("2D 3D 4D 5D AD")
    );
    assert_eq!(pays("Straight Flush", "10D JD QD KD AD"), None);
    assert_eq!(pays("Straight Flush", "9D 10D JD QD KS"), None);
}

#[test]
fn alternatives_and_payable_patterns() {
    let wave = cost("Two Clubs, or Three Black Cards");
    let context = CostContext::default();
    assert_eq!(
        wave.find_payment(&hand("2S 3S 4S"), &context)
            .map(|p| p.pattern),
        Some(1)
    );
    assert_eq!(
        wave.find_payment(&hand("2C 3C 9H"), &context)
            .map(|p| p.pattern),
        Some(0)
    );
    assert_eq!(wave.payable_patterns(&hand("2C 3C 4S"), &context), [0, 1]);
    assert!(wave
        .payable_patterns(&hand("2C 3H 4D"), &context)
        .is_empty());
    let enlarge = cost("9 & 10 to Enlarge, 2 & 3 to Reduce");
    let labels: Vec<_> = enlarge
        .patterns
        .iter()
        .map(|p| p.label.as_deref())
        .collect();
    assert_eq!(labels, [Some("Enlarge"), Some("Reduce")]);
    assert_eq!(
        enlarge.payable_patterns(&hand("9C 10H 2S 3S"), &context),
        [0, 1]
    );
    assert_eq!(enlarge.payable_patterns(&hand("9C 2S 3S"), &context), [1]);
}

#[test]
fn number_classes_follow_the_rank_numbers() {
    let stars = StarSuits::default();
    let test = |pred: CardPred, text: &str| {
        hand(text)
            .iter()
            .map(|c| pred.matches(*c, &stars))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        test(CardPred::Even, "QC JC KC AC 10C"),
        [true, false, false, false, true]
    );
    assert_eq!(
        test(CardPred::Prime, "2C 3C 4C 5C 7C 9C JC QC KC AC"),
        [true, true, false, true, true, false, true, false, true, false]
    );
    assert_eq!(
        test(CardPred::Face, "JC QC KC 10C AC"),
        [true, true, true, false, false]
    );
    assert_eq!(
        test(CardPred::Between(3, 7), "2H 3H 7H 8H"),
        [false, true, true, false]
    );
    assert_eq!(test(CardPred::Rank(Rank::JACK), "JH QH"), [true, false]);
}

#[test]
fn star_suits_must_be_known() {
    let text = cost("Ally's Star Suit, Any Card");
    let cards = hand("2S 3H");
    assert_eq!(text.can_pay(&cards, &StarSuits::caster(Suit::Spades)), None);
    let stars = StarSuits {
        ally: Some(Suit::Spades),
        ..StarSuits::default()
    };
    assert_eq!(text.can_pay(&cards, &stars), Some(vec![0, 1]));
    assert_eq!(
        cost("One Star Suit or One Club and One Spade")
            .can_pay(&hand("4H"), &StarSuits::caster(Suit::Hearts)),
        Some(vec![0])
    );
}

#[test]
fn the_stars_in_retrograde_bend_star_suit_cards() {
    let context = |retrograde| CostContext {
        star_suits: StarSuits::caster(Suit::Hearts),
        retrograde,
        ..CostContext::default()
    };
    let gt4 = cost("Card Greater than 4");
    assert_eq!(gt4.find_payment(&hand("4H"), &context(false)), None);
    assert!(
        gt4.find_payment(&hand("4H"), &context(true)).is_some(),
        "a Star-Suit 4 may count as 5"
    );
    assert_eq!(
        gt4.find_payment(&hand("4C"), &context(true)),
        None,
        "other suits do not bend"
    );
    // A Star-Suit face card is wild: here it stands in for a Club, then for the Jack of Diamonds.
    assert!(cost("Two Clubs")
        .find_payment(&hand("JH 2C"), &context(true))
        .is_some());
    assert!(cost("Straight Flush")
        .find_payment(&hand("9D 10D QH QD KD"), &context(true))
        .is_some());
    assert_eq!(
        cost("Straight Flush").find_payment(&hand("9D 10D QH QD KD"), &context(false)),
        None
    );
    // One step only: a Star-Suit 4 can be 3, 4 or 5, never 6.
    assert_eq!(
        cost("Card Greater Than 5").find_payment(&hand("4H"), &context(true)),
        None
    );
    assert!(cost("Card Less Than 1")
        .find_payment(&hand("AH"), &context(true))
        .is_some());
}

#[test]
fn surcharges_and_adjustments_follow_the_context() {
    let rodent = cost("Two Cards (+1 per cumulative use per encounter)");
    let cards = hand("2C 3C 4C");
    let uses = |prior_uses| CostContext {
        prior_uses,
        ..CostContext::default()
    };
    assert_eq!(
        rodent.find_payment(&cards, &uses(0)).map(|p| p.cards.len()),
        Some(2)
    );
    assert_eq!(
        rodent.find_payment(&cards, &uses(1)).map(|p| p.cards.len()),
        Some(3)
    );
    assert_eq!(rodent.find_payment(&cards, &uses(2)), None);
    let slime = cost("Two Clubs (One Club if summoning from Slime)");
    let one_club = hand("2C 3H");
    assert_eq!(slime.find_payment(&one_club, &CostContext::default()), None);
    let on_slime = CostContext {
        summon_on_slime: true,
        ..CostContext::default()
    };
    assert_eq!(
        slime.find_payment(&one_club, &on_slime).map(|p| p.cards),
        Some(vec![0])
    );
}

#[test]
fn exact_payments_respect_variable_counts() {
    let context = CostContext::default();
    assert_eq!(
        cost("Two or More Cards").accepts(&hand("2C 3D 4H"), &context),
        Some(0)
    );
    assert_eq!(
        cost("Two or More Cards").accepts(&hand("2C"), &context),
        None
    );
    assert_eq!(
        cost("One or Two Cards").accepts(&hand("2C 3D"), &context),
        Some(0)
    );
    assert_eq!(
        cost("One or Two Cards").accepts(&hand("2C 3D 4H"), &context),
        None
    );
    let pawns = cost("Two Black Cards (optional: up to two more Black Cards)");
    assert_eq!(pawns.accepts(&hand("2C 3S 4S 5C"), &context), Some(0));
    assert_eq!(pawns.accepts(&hand("2C 3S 4S 5C 6C"), &context), None);
    assert_eq!(pawns.accepts(&hand("2C 3S 4H"), &context), None);
    assert_eq!(
        cost("One or More Spades").accepts(&hand("2S 3S 9S"), &context),
        Some(0)
    );
    assert_eq!(
        cost("One or More Spades").accepts(&hand("2S 3C"), &context),
        None
    );
    assert_eq!(
        cost("Club, Even Card (may be the same)").accepts(&hand("4C"), &context),
        Some(0)
    );
    assert_eq!(
        SpellCost::free().can_pay(&[], &StarSuits::default()),
        Some(vec![])
    );
    assert!(SpellCost::free().is_free());
}

#[test]
fn story_costs_with_group_arithmetic() {
    let shape_stone =
        "4 Cards All of Different Suits, Having a Difference Greater than 2 Between Each";
    assert!(pays(shape_stone, "AC 4D 7H 10S").is_some());
    assert_eq!(pays(shape_stone, "AC 3D 7H 10S"), None);
    assert_eq!(pays(shape_stone, "AC 4D 7H 10H"), None);
    let alarm = "2 Cards the Difference of Which is 5 Or More";
    assert_eq!(pays(alarm, "2C 7D"), some("2C 7D"));
    assert_eq!(pays(alarm, "2C 6D"), None);
    let earthquake = "4 Cards Between 5 & 10 including a Club and a Spade";
    assert!(pays(earthquake, "5C 10S 7H 8D").is_some());
    assert_eq!(pays(earthquake, "5C 10C 7H 8D"), None);
    assert_eq!(pays(earthquake, "4C 10S 7H 8D"), None);
    let augury = "5 Ascending with 1 of Each Suit";
    assert!(pays(augury, "3C 4D 5H 6S 7C").is_some());
    assert_eq!(pays(augury, "3C 4D 5H 6H 7C"), None);
    assert!(pays("1 Card of Each Suit", "2C 2D 2H 2S").is_some());
    assert_eq!(pays("1 Card of Each Suit", "2C 2D 2H 3H"), None);
}

#[test]
fn the_reader_builds_the_expected_structures() {
    let part = |count, card: Vec<CardPred>| CostPart {
        count,
        card,
        groups: Vec::new(),
    };
    let pattern = |parts| CostPattern {
        parts,
        ..CostPattern::default()
    };
    let bramble = cost("Spade, or Two Cards");
    assert_eq!(
        bramble.patterns,
        [
            pattern(vec![part(1, vec![CardPred::Suit(Suit::Spades)])]),
            pattern(vec![part(2, vec![])])
        ]
    );
    let mutate = cost("1 club Target's Star Suit Face Card").normalized();
    assert_eq!(
        mutate.patterns,
        [pattern(vec![
            part(1, vec![CardPred::Suit(Suit::Clubs)]),
            part(1, vec![CardPred::Face, CardPred::StarSuit(Whose::Target)]),
        ])]
    );
    let firewalker = cost("2 Red Cards and a corpse");
    assert_eq!(firewalker.requirements, [CostRequirement::Corpse]);
    assert!(parse_cost("Seven Dwarves").is_err());
    assert!(parse_cost("Two Cards Greater than").is_err());
}

/// Card numbers, plain (no Star-Suit bending), for the oracle.
fn group_holds(rule: GroupRule, cards: &[Card]) -> bool {
    let mut numbers: Vec<u8> = cards.iter().map(|c| c.rank.number()).collect();
    numbers.sort_unstable();
    let suits = |c: &Card| c.suit;
    let same = cards.windows(2).all(|w| suits(&w[0]) == suits(&w[1]));
    let consecutive = numbers.windows(2).all(|w| w[1] == w[0] + 1);
    match rule {
        GroupRule::SameSuit => same,
        GroupRule::DifferentSuits => cards
            .iter()
            .enumerate()
            .all(|(i, a)| cards[..i].iter().all(|b| a.suit != b.suit)),
        GroupRule::OneOfEachSuit => Suit::ALL.iter().all(|s| cards.iter().any(|c| c.suit == *s)),
        GroupRule::Ascending => consecutive,
        GroupRule::StraightFlush => consecutive && same,
        GroupRule::PairwiseDifferenceGreaterThan(d) => numbers.windows(2).all(|w| w[1] - w[0] > d),
        GroupRule::SpreadAtLeast(d) => numbers
            .last()
            .zip(numbers.first())
            .is_some_and(|(hi, lo)| hi - lo >= d),
    }
}

/// Brute force: can `pattern` be paid using only (and, when `all`, every one of) `cards`?
fn oracle(pattern: &CostPattern, cards: &[Card], stars: &StarSuits, all: bool) -> bool {
    fn go(
        pattern: &CostPattern,
        cards: &[Card],
        stars: &StarSuits,
        all: bool,
        part: usize,
        chosen: &mut Vec<Vec<usize>>,
    ) -> bool {
        if part == pattern.parts.len() {
            let mut used: Vec<usize> = chosen.iter().flatten().copied().collect();
            used.sort_unstable();
            used.dedup();
            let distinct =
                pattern.may_share || used.len() == chosen.iter().map(Vec::len).sum::<usize>();
            return distinct && (!all || used.len() == cards.len());
        }
        let spec = &pattern.parts[part];
        let count = usize::from(spec.count);
        // Every increasing choice of `count` indices.
        let mut pick = (0..count).collect::<Vec<usize>>();
        if count > cards.len() {
            return false;
        }
        loop {
            let set: Vec<Card> = pick.iter().map(|&i| cards[i]).collect();
            let each = set
                .iter()
                .all(|c| spec.card.iter().all(|p| p.matches(*c, stars)));
            if each && spec.groups.iter().all(|g| group_holds(*g, &set)) {
                chosen.push(pick.clone());
                if go(pattern, cards, stars, all, part + 1, chosen) {
                    return true;
                }
                chosen.pop();
            }
            // Next combination.
            let mut i = count;
            loop {
                if i == 0 {
                    return false;
                }
                i -= 1;
                if pick[i] < cards.len() - count + i {
                    break;
                }
            }
            pick[i] += 1;
            for j in i + 1..count {
                pick[j] = pick[j - 1] + 1;
            }
        }
    }
    go(pattern, cards, stars, all, 0, &mut Vec::new())
}

fn sample_costs() -> Vec<SpellCost> {
    let mut costs: Vec<SpellCost> = content()
        .spells
        .iter()
        .filter_map(|s| s.cost.clone())
        .collect();
    for text in [
        "Two Red Cards",
        "Three Ascending Cards of the Same Suit",
        "Club, Even Card (may be the same)",
        "Straight Flush",
        "4 Cards Between 5 & 10 including a Club and a Spade",
        "4 Cards All of Different Suits, Having a Difference Greater than 2 Between Each",
        "Face Card of your star suit and 2 diamonds",
        "1 Face of the Target's Star Suit and Another Face Card",
    ] {
        costs.push(cost(text));
    }
    costs.retain(|c| c.adjustments.is_empty() && c.surcharge_per_prior_use == 0);
    costs
}

fn suit() -> impl Strategy<Value = Option<Suit>> {
    prop::option::of(prop::sample::select(Suit::ALL.to_vec()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn payments_satisfy_the_pattern_and_agree_with_brute_force(
        deck_cards in prop::sample::subsequence((0..52usize).collect::<Vec<_>>(), 0..=9),
        which in any::<prop::sample::Index>(),
        caster in suit(), ally in suit(), target in suit(),
    ) {
        let cards: Vec<Card> = deck_cards.iter().filter_map(|&i| Card::from_index(i)).collect();
        let costs = sample_costs();
        let cost = which.get(&costs);
        let stars = StarSuits { caster, ally, target };
        let context = CostContext { star_suits: stars, ..CostContext::default() };
        let payable = cost.payable_patterns(&cards, &context);
        for (index, pattern) in cost.patterns.iter().enumerate() {
            prop_assert_eq!(payable.contains(&index), oracle(pattern, &cards, &stars, false), "pattern {}", index);
        }
        match cost.find_payment(&cards, &context) {
            Some(payment) => {
                let paid: Vec<Card> = payment.cards.iter().map(|&i| cards[i]).collect();
                let mut distinct = payment.cards.clone();
                distinct.dedup();
                prop_assert_eq!(distinct.len(), payment.cards.len());
                prop_assert!(oracle(&cost.patterns[payment.pattern], &paid, &stars, true));
                prop_assert!(cost.accepts(&paid, &context).is_some());
            }
            None => prop_assert!(payable.is_empty()),
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// The Stars In Retrograde only ever adds ways to pay, changes nothing without Star-Suit
    /// cards, and whatever it finds is accepted when spent exactly.
    #[test]
    fn the_stars_in_retrograde_only_widen_payment(
        deck_cards in prop::sample::subsequence((0..52usize).collect::<Vec<_>>(), 0..=7),
        which in any::<prop::sample::Index>(),
        star in prop::sample::select(Suit::ALL.to_vec()),
    ) {
        let cards: Vec<Card> = deck_cards.iter().filter_map(|&i| Card::from_index(i)).collect();
        let costs = sample_costs();
        let cost = which.get(&costs);
        let plain = CostContext { star_suits: StarSuits { caster: Some(star), ally: Some(star), target: Some(star) }, ..CostContext::default() };
        let bent = CostContext { retrograde: true, ..plain };
        let before = cost.payable_patterns(&cards, &plain);
        let after = cost.payable_patterns(&cards, &bent);
        prop_assert!(before.iter().all(|p| after.contains(p)));
        if cards.iter().all(|c| c.suit != star) {
            prop_assert_eq!(&before, &after);
        }
        if let Some(payment) = cost.find_payment(&cards, &bent) {
            let paid: Vec<Card> = payment.cards.iter().map(|&i| cards[i]).collect();
            prop_assert!(cost.accepts(&paid, &bent).is_some());
        }
    }
}
