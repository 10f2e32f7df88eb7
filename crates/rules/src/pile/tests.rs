use proptest::prelude::{any, prop, prop_assert, prop_assert_eq, prop_oneof, proptest, Strategy};

use super::*;
use crate::cards::{Card, Rank, Suit};

type Zone = TableZone<u8>;

fn suited(rank: u8, suit: Suit) -> PlayingCard {
    PlayingCard::Suited(Card::new(Rank::new(rank).expect("a rank"), suit))
}

#[test]
fn a_shoe_is_dealt_round_the_table_one_card_at_a_time() {
    let mut rng = Rng::from_seed(5);
    let mut piles = Piles::shoe(Zone::DrawPile, 2, 2, &mut rng);
    assert_eq!(piles.len(), 108);
    let top: Vec<PlayingCard> = piles
        .pile(&Zone::DrawPile)
        .iter()
        .rev()
        .take(6)
        .copied()
        .collect();
    let dealt = piles
        .deal(
            &Zone::DrawPile,
            &[Zone::Hand(1), Zone::Hand(2), Zone::Hand(3)],
            2,
        )
        .expect("108 cards are enough");
    let seats: Vec<Zone> = dealt.iter().map(|d| d.zone.clone()).collect();
    assert_eq!(
        seats,
        [1, 2, 3, 1, 2, 3].map(Zone::Hand).to_vec(),
        "one card to each seat, twice"
    );
    assert_eq!(dealt.iter().map(|d| d.card).collect::<Vec<_>>(), top);
    assert_eq!(piles.pile(&Zone::Hand(2)), &[top[1], top[4]]);
    assert_eq!(piles.pile(&Zone::DrawPile).len(), 102);
}

#[test]
fn a_move_from_the_wrong_zone_is_refused_and_changes_nothing() {
    let queen = suited(12, Suit::Hearts);
    let mut piles = Piles::with_cards(Zone::DrawPile, vec![queen, suited(3, Suit::Clubs)]);
    piles
        .move_card(&queen, &Zone::DrawPile, &Zone::Hand(0))
        .expect("the queen is in the draw pile");
    let before = piles.clone();
    assert_eq!(
        piles.move_card(&queen, &Zone::DrawPile, &Zone::Discard),
        Err(PileError::NotThere {
            card: queen,
            expected: Zone::DrawPile,
            actual: Some(Zone::Hand(0)),
        })
    );
    let joker = PlayingCard::Joker;
    assert_eq!(
        piles.move_card(&joker, &Zone::Hand(0), &Zone::Discard),
        Err(PileError::NotThere {
            card: joker,
            expected: Zone::Hand(0),
            actual: None,
        })
    );
    assert_eq!(
        piles.draw_n(&Zone::DrawPile, &Zone::Hand(1), 2),
        Err(PileError::NotEnough {
            zone: Zone::DrawPile,
            wanted: 2,
            held: 1,
        })
    );
    assert_eq!(
        piles.deal(&Zone::DrawPile, &[Zone::Hand(1), Zone::Hand(2)], 1),
        Err(PileError::NotEnough {
            zone: Zone::DrawPile,
            wanted: 2,
            held: 1,
        })
    );
    assert_eq!(piles, before);
    assert!(piles.draw(&Zone::Discard, &Zone::Hand(0)).is_err());
}

#[test]
fn duplicates_are_separate_copies() {
    let seven = suited(7, Suit::Spades);
    let mut piles = Piles::with_cards(Zone::DrawPile, vec![seven, seven]);
    piles
        .move_card(&seven, &Zone::DrawPile, &Zone::FaceDown(4))
        .expect("one copy");
    assert_eq!(piles.find(&seven), Some(Zone::DrawPile));
    piles
        .move_card(&seven, &Zone::DrawPile, &Zone::FaceDown(4))
        .expect("the other copy");
    assert_eq!(piles.pile(&Zone::FaceDown(4)), &[seven, seven]);
    assert!(piles
        .move_card(&seven, &Zone::DrawPile, &Zone::Discard)
        .is_err());
}

#[test]
fn per_owner_decks_of_arbitrary_card_ids() {
    // Lytharian Chess: each player has a deck of card ids, a hand and a crypt.
    #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
    #[serde(rename_all = "snake_case")]
    enum ChessZone {
        Deck(u8),
        Hand(u8),
        Crypt(u8),
    }
    let mut rng = Rng::from_seed(11);
    let deck = |prefix: &str| (0..50).map(|i| format!("{prefix}-{i}")).collect::<Vec<_>>();
    let mut piles = Piles::shuffled(ChessZone::Deck(1), deck("fire"), &mut rng);
    piles.add(&ChessZone::Deck(2), deck("ice"));
    piles.shuffle(&ChessZone::Deck(2), &mut rng);
    let drawn = piles
        .draw_n(&ChessZone::Deck(2), &ChessZone::Hand(2), 5)
        .expect("50 cards");
    assert!(drawn.iter().all(|id| id.starts_with("ice-")));
    piles
        .move_card(&drawn[0], &ChessZone::Hand(2), &ChessZone::Crypt(2))
        .expect("in hand");
    assert_eq!(piles.pile(&ChessZone::Hand(2)).len(), 4);
    assert_eq!(piles.pile(&ChessZone::Crypt(1)), &[] as &[String]);
    assert_eq!(piles.len(), 100);
    // Serialized as a list of piles in zone order; read back equal.
    let json = serde_json::to_string(&piles).expect("serializes");
    assert!(
        json.starts_with(r#"[{"zone":{"deck":1},"cards":["#),
        "{json}"
    );
    let back: Piles<String, ChessZone> = serde_json::from_str(&json).expect("reads back");
    assert_eq!(back, piles);
}

#[test]
fn stored_piles_with_a_zone_twice_are_refused() {
    let json = r#"[{"zone":"discard","cards":[]},{"zone":"discard","cards":["joker"]}]"#;
    let read: Result<Piles<PlayingCard, Zone>, _> = serde_json::from_str(json);
    assert!(read.is_err());
    let unordered = r#"[{"zone":"discard","cards":["joker"]},{"zone":"draw_pile","cards":[]}]"#;
    let read: Piles<PlayingCard, Zone> = serde_json::from_str(unordered).expect("reads");
    assert_eq!(read.zones(), vec![Zone::DrawPile, Zone::Discard]);
}

#[test]
fn shuffling_the_discard_under_keeps_the_draw_pile_on_top() {
    let mut rng = Rng::from_seed(3);
    let cards: Vec<PlayingCard> = crate::cards::shoe(1, 0);
    let mut piles = Piles::with_cards(Zone::Discard, cards);
    let kept = [suited(1, Suit::Spades), suited(2, Suit::Spades)];
    for card in &kept {
        piles
            .move_card(card, &Zone::Discard, &Zone::DrawPile)
            .expect("in the discard");
    }
    piles.shuffle_under(&Zone::Discard, &Zone::DrawPile, &mut rng);
    let draw = piles.pile(&Zone::DrawPile);
    assert_eq!(draw.len(), 52);
    assert_eq!(&draw[50..], &kept);
    assert!(piles.pile(&Zone::Discard).is_empty());
}

#[test]
fn a_player_sees_their_own_hand_and_only_counts_of_the_rest() {
    let mut rng = Rng::from_seed(8);
    let mut piles = Piles::shoe(Zone::DrawPile, 1, 2, &mut rng);
    piles
        .deal(&Zone::DrawPile, &[Zone::Hand(1), Zone::Hand(2)], 3)
        .expect("enough");
    piles.draw(&Zone::DrawPile, &Zone::Discard).expect("enough");
    let seen = piles.seen(|zone| zone.seen_by().by_player(&1));
    let hand = |owner| {
        seen.iter()
            .find(|pile| pile.zone == Zone::Hand(owner))
            .expect("dealt")
    };
    assert_eq!(hand(1).cards.as_deref(), Some(piles.pile(&Zone::Hand(1))));
    assert_eq!((hand(2).count, &hand(2).cards), (3, &None));
    let draw = seen
        .iter()
        .find(|p| p.zone == Zone::DrawPile)
        .expect("kept");
    assert_eq!((draw.count, &draw.cards), (47, &None));
    let discard = seen.iter().find(|p| p.zone == Zone::Discard).expect("used");
    assert_eq!(discard.cards.as_ref().map(Vec::len), Some(1));
}

#[test]
fn zones_say_who_sees_their_cards() {
    assert_eq!(Zone::DrawPile.seen_by(), Seen::ByNobody);
    assert_eq!(Zone::Table.seen_by(), Seen::ByAll);
    assert_eq!(Zone::FaceDown(2).seen_by(), Seen::ByOwner(2));
    assert_eq!(Zone::Hand(1).seen_by(), Seen::ByOwner(1));
}

#[derive(Clone, Debug)]
enum Step {
    MoveCard(usize, Zone, Zone),
    Draw(Zone, Zone),
    DrawN(Zone, Zone, usize),
    Deal(Zone, Vec<Zone>, usize),
    MoveAll(Zone, Zone),
    Shuffle(Zone),
    ShuffleUnder(Zone, Zone),
    Gather(Zone),
}

fn zone() -> impl Strategy<Value = Zone> {
    prop_oneof![
        3 => prop::strategy::Just(Zone::DrawPile),
        1 => prop::strategy::Just(Zone::Discard),
        1 => prop::strategy::Just(Zone::Table),
        2 => (0u8..3).prop_map(Zone::Hand),
        1 => (0u8..3).prop_map(Zone::FaceDown),
        1 => (0u8..3).prop_map(Zone::FaceUp),
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => (0usize..120, zone(), zone()).prop_map(|(i, a, b)| Step::MoveCard(i, a, b)),
        3 => (zone(), zone()).prop_map(|(a, b)| Step::Draw(a, b)),
        2 => (zone(), zone(), 0usize..12).prop_map(|(a, b, n)| Step::DrawN(a, b, n)),
        1 => (zone(), prop::collection::vec(zone(), 0..4), 0usize..6)
            .prop_map(|(a, to, n)| Step::Deal(a, to, n)),
        1 => (zone(), zone()).prop_map(|(a, b)| Step::MoveAll(a, b)),
        1 => zone().prop_map(Step::Shuffle),
        1 => (zone(), zone()).prop_map(|(a, b)| Step::ShuffleUnder(a, b)),
        1 => zone().prop_map(Step::Gather),
    ]
}

proptest! {
    /// Whatever sequence of moves runs, the multiset of cards is the shoe's; a refused move
    /// changes nothing; a move of a named card succeeds exactly when a copy is where claimed.
    #[test]
    fn moves_conserve_the_multiset_of_cards(
        seed in any::<u64>(),
        steps in prop::collection::vec(step(), 0..120),
    ) {
        let mut rng = Rng::from_seed(seed);
        let mut piles = Piles::shoe(Zone::DrawPile, 2, 2, &mut rng);
        let multiset = piles.all_cards();
        let shoe = crate::cards::shoe(2, 2);
        for step in steps {
            let before = piles.clone();
            let refused = match step {
                Step::MoveCard(i, from, to) => {
                    let card = shoe[i % shoe.len()];
                    let there = piles.pile(&from).contains(&card);
                    let moved = piles.move_card(&card, &from, &to);
                    prop_assert_eq!(moved.is_ok(), there);
                    moved.is_err()
                }
                Step::Draw(from, to) => piles.draw(&from, &to).is_err(),
                Step::DrawN(from, to, n) => {
                    let drawn = piles.draw_n(&from, &to, n);
                    if let Ok(cards) = &drawn {
                        prop_assert_eq!(cards.len(), n);
                    }
                    drawn.is_err()
                }
                Step::Deal(from, to, each) => piles.deal(&from, &to, each).is_err(),
                Step::MoveAll(from, to) => { piles.move_all(&from, &to); false }
                Step::Shuffle(zone) => { piles.shuffle(&zone, &mut rng); false }
                Step::ShuffleUnder(from, to) => { piles.shuffle_under(&from, &to, &mut rng); false }
                Step::Gather(into) => { piles.gather_and_shuffle(&into, &mut rng); false }
            };
            if refused {
                prop_assert_eq!(&piles, &before);
            }
            prop_assert_eq!(piles.all_cards(), multiset.clone());
            prop_assert!(piles.piles().windows(2).all(|w| w[0].zone < w[1].zone));
        }
        let json = serde_json::to_string(&piles).expect("serializes");
        let back: Piles<PlayingCard, Zone> = serde_json::from_str(&json).expect("reads back");
        prop_assert_eq!(&back, &piles);
        // What seat 0 sees: every count, and faces only in zones it may see.
        for seen in piles.seen(|zone| zone.seen_by().by_player(&0)) {
            prop_assert_eq!(seen.count, piles.pile(&seen.zone).len());
            let visible = matches!(seen.zone, Zone::Discard | Zone::Table | Zone::FaceUp(_)
                | Zone::Hand(0) | Zone::FaceDown(0));
            prop_assert_eq!(seen.cards.is_some(), visible, "{:?}", seen.zone);
        }
    }
}
