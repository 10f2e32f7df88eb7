//! The cost matcher: finds reagents that pay a [`SpellCost`], or checks a chosen payment.
//!
//! A depth-first search over the card slots of one pattern at a time. Cards within a part are
//! taken in index order, so each set is tried once; grouped parts keep the readings chosen so far
//! and prune as soon as a group can no longer be completed. Nothing is allocated until a payment
//! is found. With The Stars In Retrograde a Star-Suit card has three readings (one lower, as
//! printed, one higher) and a Star-Suit face card is wild (any of the 52 cards).

use super::cost::{
    CardNumbering, CardPred, CostContext, CostPattern, GroupRule, Payment, SpellCost, StarSuits,
    MAX_GROUP, MAX_PARTS, MAX_REAGENTS,
};
use crate::cards::{Card, Rank, Suit};

/// Room for the readings of every grouped card of one pattern.
const MAX_GROUPED: usize = 2 * MAX_GROUP;

impl SpellCost {
    /// The reagents (indices into `reagents`, ascending) that pay the cost, or `None`. Uses the
    /// first payable pattern in printed order and its minimum number of cards (no optional
    /// extras; under "may be the same card" the fewest cards possible). Only the given Star
    /// Suits are known; no perks or conditions apply (see [`SpellCost::find_payment`]).
    pub fn can_pay(&self, reagents: &[Card], star_suits: &StarSuits) -> Option<Vec<usize>> {
        let context = CostContext {
            star_suits: *star_suits,
            ..CostContext::default()
        };
        self.find_payment(reagents, &context)
            .map(|payment| payment.cards)
    }

    /// The first pattern (in printed order) that `reagents` can pay under `context`, with the
    /// cards that pay it (as few as the pattern allows).
    pub fn find_payment(&self, reagents: &[Card], context: &CostContext) -> Option<Payment> {
        (0..self.patterns.len()).find_map(|index| {
            self.pay_pattern(index, reagents, context, None)
                .map(|mask| Payment {
                    pattern: index,
                    cards: indices(mask),
                })
        })
    }

    /// The indices of every pattern `reagents` can pay.
    pub fn payable_patterns(&self, reagents: &[Card], context: &CostContext) -> Vec<usize> {
        (0..self.patterns.len())
            .filter(|&index| self.pay_pattern(index, reagents, context, None).is_some())
            .collect()
    }

    /// Whether spending exactly `cards` pays the cost (every card used, extras within limits);
    /// returns the pattern they pay.
    pub fn accepts(&self, cards: &[Card], context: &CostContext) -> Option<usize> {
        if cards.len() > MAX_REAGENTS {
            return None;
        }
        let all = full_mask(cards.len());
        (0..self.patterns.len())
            .find(|&index| self.pay_pattern(index, cards, context, Some(all)).is_some())
    }

    fn pay_pattern(
        &self,
        index: usize,
        reagents: &[Card],
        context: &CostContext,
        exact: Option<u64>,
    ) -> Option<u64> {
        let pattern = &self.patterns[index];
        if pattern.parts.len() + 1 > MAX_PARTS {
            return None;
        }
        let reagents = &reagents[..reagents.len().min(MAX_REAGENTS)];
        let mut counts = [0u8; MAX_PARTS];
        for (slot, part) in pattern.parts.iter().enumerate() {
            let mut count = i16::from(part.count);
            for adjustment in &self.adjustments {
                let dropped = context.effect_text_additions_dropped
                    && adjustment.in_effect_text
                    && adjustment.delta > 0;
                if usize::from(adjustment.pattern) == index
                    && usize::from(adjustment.part) == slot
                    && context.holds(adjustment.when)
                    && !dropped
                {
                    count += i16::from(adjustment.delta);
                }
            }
            counts[slot] = u8::try_from(count.max(0)).unwrap_or(u8::MAX);
        }
        let surcharge = u16::from(self.surcharge_per_prior_use) * u16::from(context.prior_uses);
        counts[pattern.parts.len()] = u8::try_from(surcharge).unwrap_or(u8::MAX);
        let required: u32 = counts.iter().map(|&c| u32::from(c)).sum();
        let mut offsets = [0u8; MAX_PARTS];
        let mut grouped = 0usize;
        for (slot, part) in pattern.parts.iter().enumerate() {
            offsets[slot] = u8::try_from(grouped).unwrap_or(u8::MAX);
            if !part.groups.is_empty() {
                grouped += usize::from(counts[slot]);
            }
        }
        if grouped > MAX_GROUPED {
            return None;
        }
        let mut search = Search {
            reagents,
            context,
            pattern,
            counts,
            offsets,
            limit: 0,
            exact,
            readings: [Reading::default(); MAX_GROUPED],
            serves: [0; MAX_REAGENTS],
        };
        let lowest = if pattern.may_share {
            1.min(required)
        } else {
            required
        };
        (lowest..=required).find_map(|limit| {
            search.limit = limit;
            search.slot(0, 0, 0, 0, 0)
        })
    }
}

fn full_mask(len: usize) -> u64 {
    if len >= 64 {
        u64::MAX
    } else {
        (1u64 << len) - 1
    }
}

fn indices(mask: u64) -> Vec<usize> {
    (0..MAX_REAGENTS).filter(|i| mask & (1 << i) != 0).collect()
}

/// One way to read a card: its number under the table's numbering, its rank and suit, after The
/// Stars In Retrograde.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Reading {
    number: u8,
    /// The rank read (none for an Ace counted one lower or a King one higher).
    rank: Option<Rank>,
    suit: Option<Suit>,
    face: bool,
}

impl Reading {
    fn plain(card: Card, numbering: CardNumbering) -> Reading {
        Reading {
            number: numbering.number(card.rank),
            rank: Some(card.rank),
            suit: Some(card.suit),
            face: card.rank.is_face(),
        }
    }
}

/// How many readings `card` has, and the `i`-th one.
fn reading_count(card: Card, context: &CostContext) -> usize {
    if !context.retrograde || context.star_suits.caster != Some(card.suit) {
        1
    } else if card.rank.is_face() {
        52
    } else {
        3
    }
}

fn reading(card: Card, context: &CostContext, i: usize) -> Reading {
    let numbering = context.numbering;
    match reading_count(card, context) {
        1 => Reading::plain(card, numbering),
        3 => {
            // i = 0: as printed; 1: one lower (an Ace may count as 0); 2: one higher.
            let printed = numbering.number(card.rank);
            let (number, rank) = match i {
                0 => (printed, Some(card.rank)),
                1 => (printed - 1, Rank::new(card.rank.number() - 1)),
                _ => (printed + 1, Rank::new(card.rank.number() + 1)),
            };
            Reading {
                number,
                rank,
                suit: Some(card.suit),
                face: false,
            }
        }
        _ => {
            let wild = Card::from_index(i).unwrap_or(card);
            Reading::plain(wild, numbering)
        }
    }
}

impl CardPred {
    /// Whether `card`, read as printed under the default numbering, passes.
    pub fn matches(self, card: Card, star_suits: &StarSuits) -> bool {
        let context = CostContext {
            star_suits: *star_suits,
            ..CostContext::default()
        };
        self.test(Reading::plain(card, context.numbering), &context)
    }

    fn test(self, r: Reading, context: &CostContext) -> bool {
        let star_suits = &context.star_suits;
        let n = r.number;
        match self {
            CardPred::Any => true,
            CardPred::Red => r.suit.is_some_and(Suit::is_red),
            CardPred::Black => r.suit.is_some_and(|s| !s.is_red()),
            CardPred::Suit(suit) => r.suit == Some(suit),
            CardPred::Face => r.face,
            CardPred::NotFace => !r.face,
            CardPred::Even => n & 1 == 0,
            CardPred::Odd => n & 1 == 1,
            CardPred::Prime => matches!(n, 2 | 3 | 5 | 7 | 11 | 13),
            CardPred::Greater(x) => n > x,
            CardPred::Less(x) => n < x,
            CardPred::Between(a, b) if context.between_exclusive => a.min(b) < n && n < a.max(b),
            CardPred::Between(a, b) => a.min(b) <= n && n <= a.max(b),
            CardPred::StarSuit(whose) => star_suits.of(whose).is_some_and(|s| r.suit == Some(s)),
            CardPred::Rank(rank) => r.rank == Some(rank),
        }
    }
}

fn all_pass(preds: &[CardPred], r: Reading, context: &CostContext) -> bool {
    preds.iter().all(|pred| pred.test(r, context))
}

/// Whether adding `next` to `chosen` can still end in a group of `count` that obeys `rule`.
fn group_ok(
    rule: GroupRule,
    chosen: &[Reading],
    next: Reading,
    count: usize,
    context: &CostContext,
) -> bool {
    let remaining = count - chosen.len() - 1;
    let numbers = || chosen.iter().map(|r| r.number).chain([next.number]);
    let ascending = || {
        let distinct = chosen.iter().all(|r| r.number != next.number);
        let (lo, hi) = numbers().fold((u8::MAX, 0), |(lo, hi), n| (lo.min(n), hi.max(n)));
        if !distinct {
            return false;
        }
        if usize::from(hi - lo) < count {
            return true;
        }
        // A run that wraps past the King: some window of `count` numbers round the circle holds
        // every number chosen so far.
        let (first, size) = context.numbering.circle();
        let size = i16::from(size);
        let on_circle = |n: u8| (i16::from(n) - i16::from(first)).rem_euclid(size);
        context.runs_wrap
            && (0..size).any(|start| {
                numbers().all(|n| {
                    usize::try_from((on_circle(n) - start).rem_euclid(size))
                        .is_ok_and(|offset| offset < count)
                })
            })
    };
    let same_suit = || chosen.first().is_none_or(|first| first.suit == next.suit);
    match rule {
        GroupRule::SameSuit => same_suit(),
        GroupRule::DifferentSuits => chosen.iter().all(|r| r.suit != next.suit),
        GroupRule::OneOfEachSuit => {
            let missing = Suit::ALL
                .iter()
                .filter(|&&s| chosen.iter().chain([&next]).all(|r| r.suit != Some(s)))
                .count();
            missing <= remaining
        }
        GroupRule::Ascending => ascending(),
        GroupRule::StraightFlush => ascending() && same_suit(),
        GroupRule::PairwiseDifferenceGreaterThan(d) => {
            chosen.iter().all(|r| r.number.abs_diff(next.number) > d)
        }
        GroupRule::SpreadAtLeast(d) => {
            let (lo, hi) = numbers().fold((u8::MAX, 0), |(lo, hi), n| (lo.min(n), hi.max(n)));
            remaining > 0 || hi - lo >= d
        }
    }
}

/// A depth-first search over card slots, allocation-free until a payment is found.
struct Search<'a> {
    reagents: &'a [Card],
    context: &'a CostContext,
    pattern: &'a CostPattern,
    /// Cards per part after adjustments; the slot after the last part is the surcharge.
    counts: [u8; MAX_PARTS],
    /// Where each grouped part's readings start in `readings`.
    offsets: [u8; MAX_PARTS],
    /// At most this many distinct cards.
    limit: u32,
    /// When set, exactly these cards must be spent (checking a chosen payment).
    exact: Option<u64>,
    /// Readings chosen so far for the grouped parts.
    readings: [Reading; MAX_GROUPED],
    /// Per reagent, the parts it pays (a bitmask), for "may be the same card".
    serves: [u16; MAX_REAGENTS],
}

impl<'a> Search<'a> {
    fn part_preds(&self, part: usize) -> (&'a [CardPred], &'a [GroupRule]) {
        let pattern: &'a CostPattern = self.pattern;
        pattern
            .parts
            .get(part)
            .map_or((&[][..], &[][..]), |p| (&p.card[..], &p.groups[..]))
    }

    /// Whether the card at `index` has one reading that passes the tests of every part in
    /// `parts` (a bitmask).
    fn passes_all(&self, index: usize, parts: u16) -> bool {
        let card = self.reagents[index];
        (0..reading_count(card, self.context)).any(|i| {
            let r = reading(card, self.context, i);
            (0..MAX_PARTS)
                .filter(|p| parts & (1 << p) != 0)
                .all(|p| all_pass(self.part_preds(p).0, r, self.context))
        })
    }

    fn finish(&self, used: u64) -> Option<u64> {
        let Some(all) = self.exact else {
            return Some(used);
        };
        if used & !all != 0 {
            return None;
        }
        let left = all & !used;
        let extras = left.count_ones();
        if extras == 0 {
            return Some(used);
        }
        let extra = self.pattern.extra.as_ref()?;
        if extra.max.is_some_and(|max| extras > u32::from(max)) {
            return None;
        }
        let fits = (0..self.reagents.len())
            .filter(|i| left & (1 << i) != 0)
            .all(|i| {
                let card = self.reagents[i];
                (0..reading_count(card, self.context))
                    .any(|k| all_pass(&extra.card, reading(card, self.context, k), self.context))
            });
        fits.then_some(all)
    }

    /// Fills slot `filled` of part `part`; `from` is the lowest reagent index this part may still
    /// use (cards within a part are taken in index order), `used` every card spent so far and
    /// `in_part` the cards of the current part.
    fn slot(
        &mut self,
        part: usize,
        filled: usize,
        from: usize,
        used: u64,
        in_part: u64,
    ) -> Option<u64> {
        let parts = self.pattern.parts.len() + 1;
        if part == parts {
            return self.finish(used);
        }
        if filled == usize::from(self.counts[part]) {
            return self.slot(part + 1, 0, 0, used, 0);
        }
        let (preds, groups) = self.part_preds(part);
        let share = self.pattern.may_share && part < self.pattern.parts.len();
        let count = usize::from(self.counts[part]);
        let base = usize::from(self.offsets[part]);
        let context = self.context;
        // With sharing, try cards already spent first so the payment stays small.
        let passes = if share { 2 } else { 1 };
        for pass in 0..passes {
            for index in from..self.reagents.len() {
                let bit = 1u64 << index;
                if in_part & bit != 0 || self.exact.is_some_and(|all| all & bit == 0) {
                    continue;
                }
                let reused = used & bit != 0;
                if reused && !share {
                    continue;
                }
                if share && (pass == 0) != reused {
                    continue;
                }
                if !reused && (used | bit).count_ones() > self.limit {
                    continue;
                }
                if groups.is_empty() {
                    let served = self.serves[index];
                    if !self.passes_all(index, served | (1 << part)) {
                        continue;
                    }
                    self.serves[index] = served | (1 << part);
                    let found = self.slot(part, filled + 1, index + 1, used | bit, in_part | bit);
                    self.serves[index] = served;
                    if found.is_some() {
                        return found;
                    }
                    continue;
                }
                let card = self.reagents[index];
                for k in 0..reading_count(card, self.context) {
                    let r = reading(card, self.context, k);
                    if !all_pass(preds, r, context) {
                        continue;
                    }
                    let chosen = &self.readings[base..base + filled];
                    if !groups
                        .iter()
                        .all(|&rule| group_ok(rule, chosen, r, count, context))
                    {
                        continue;
                    }
                    self.readings[base + filled] = r;
                    let found = self.slot(part, filled + 1, index + 1, used | bit, in_part | bit);
                    if found.is_some() {
                        return found;
                    }
                }
            }
        }
        None
    }
}
