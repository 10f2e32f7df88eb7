//! Reads a printed spell cost ("Two Clubs, or Three Black Cards") into a [`SpellCost`].
//!
//! The grammar covers every cost line of the Combat and Story Spell Lists: alternatives joined by
//! "or", parts joined by commas, "and" or "&", counts ("Two", "One or More", "One or Two"),
//! card tests before and after the noun ("Red Face Card", "Card Greater than 4", "of your Star
//! Suit"), group phrases ("Ascending", "of the Same Suit", "All of Different Suits") and the
//! printed parentheticals ("may be the same card", "optional: up to two more Black Cards",
//! "+1 per cumulative use per encounter", "One Club if summoning from Slime").

use super::cost::{
    CardPred, CostAdjustment, CostCondition, CostPart, CostPattern, CostRequirement, ExtraCards,
    GroupRule, SpellCost, Whose,
};
use crate::cards::{Rank, Suit};

/// Why a printed cost could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("cannot read the cost \"{text}\": {why}")]
pub struct CostParseError {
    /// The printed cost.
    pub text: String,
    /// What went wrong.
    pub why: String,
}

/// Reads a printed cost.
pub fn parse_cost(text: &str) -> Result<SpellCost, CostParseError> {
    let mut parser = Parser {
        tokens: tokenize(text),
        pos: 0,
        cost: SpellCost {
            patterns: Vec::new(),
            surcharge_per_prior_use: 0,
            adjustments: Vec::new(),
            requirements: Vec::new(),
        },
    };
    parser.cost().map_err(|why| CostParseError {
        text: text.to_owned(),
        why,
    })?;
    Ok(parser.cost)
}

struct Token {
    lower: String,
    original: String,
}

fn tokenize(text: &str) -> Vec<Token> {
    let mut tokens = Vec::new();
    let mut word = String::new();
    let flush = |word: &mut String, tokens: &mut Vec<Token>| {
        if !word.is_empty() {
            tokens.push(Token {
                lower: word.to_lowercase(),
                original: std::mem::take(word),
            });
        }
    };
    for ch in text.chars() {
        let ch = if ch == '\u{2019}' { '\'' } else { ch };
        if ch.is_alphanumeric() || matches!(ch, '\'' | '-' | '!' | '?') {
            word.push(ch);
        } else {
            flush(&mut word, &mut tokens);
            if matches!(ch, ',' | '(' | ')' | ':' | '&' | '+') {
                word.push(ch);
                flush(&mut word, &mut tokens);
            }
        }
    }
    flush(&mut word, &mut tokens);
    tokens
}

fn number_word(word: &str) -> Option<u8> {
    Some(match word {
        "a" | "an" | "one" => 1,
        "two" => 2,
        "three" => 3,
        "four" => 4,
        "five" => 5,
        digits => return digits.parse().ok(),
    })
}

fn suit_word(word: &str) -> Option<Suit> {
    Some(match word {
        "club" | "clubs" => Suit::Clubs,
        "diamond" | "diamonds" => Suit::Diamonds,
        "heart" | "hearts" => Suit::Hearts,
        "spade" | "spades" => Suit::Spades,
        _ => return None,
    })
}

fn rank_word(word: &str) -> Option<Rank> {
    match word {
        "jack" => Some(Rank::JACK),
        "queen" => Some(Rank::QUEEN),
        "king" => Some(Rank::KING),
        _ => None,
    }
}

fn possessive(word: &str) -> Option<Whose> {
    match word {
        "ally's" => Some(Whose::Ally),
        "target's" => Some(Whose::Target),
        _ => None,
    }
}

/// One item as read: a count, tests, groups, and carved-out sub-items ("including a Club").
#[derive(Default)]
struct Item {
    count: Option<u8>,
    preds: Vec<CardPred>,
    groups: Vec<GroupRule>,
    includes: Vec<(u8, Vec<CardPred>)>,
    more: Option<Option<u8>>,
    suit_seen: bool,
}

struct Parser {
    tokens: Vec<Token>,
    pos: usize,
    cost: SpellCost,
}

type Step<T> = Result<T, String>;

impl Parser {
    fn peek(&self, ahead: usize) -> Option<&str> {
        self.tokens.get(self.pos + ahead).map(|t| t.lower.as_str())
    }

    fn at(&self, words: &[&str]) -> bool {
        words
            .iter()
            .enumerate()
            .all(|(i, w)| self.peek(i) == Some(*w))
    }

    fn eat(&mut self, words: &[&str]) -> bool {
        let found = self.at(words);
        if found {
            self.pos += words.len();
        }
        found
    }

    fn expect(&mut self, words: &[&str]) -> Step<()> {
        if self.eat(words) {
            Ok(())
        } else {
            Err(format!(
                "expected \"{}\" at {:?}",
                words.join(" "),
                self.peek(0)
            ))
        }
    }

    fn number(&mut self) -> Step<u8> {
        let n = self
            .peek(0)
            .and_then(number_word)
            .ok_or_else(|| format!("expected a number at {:?}", self.peek(0)))?;
        self.pos += 1;
        Ok(n)
    }

    fn cost(&mut self) -> Step<()> {
        loop {
            let pattern = self.pattern()?;
            let labelled = pattern.label.is_some();
            self.cost.patterns.push(pattern);
            if self.eat(&[",", "or"]) || self.eat(&["or"]) || (labelled && self.eat(&[","])) {
                continue;
            }
            break;
        }
        match self.peek(0) {
            None => Ok(()),
            Some(rest) => Err(format!("unexpected \"{rest}\"")),
        }
    }

    fn pattern(&mut self) -> Step<CostPattern> {
        let mut pattern = CostPattern::default();
        loop {
            self.item(&mut pattern)?;
            if self.eat(&["to"]) {
                let label = self
                    .tokens
                    .get(self.pos)
                    .map(|t| t.original.clone())
                    .ok_or("a label after \"to\"")?;
                self.pos += 1;
                pattern.label = Some(label);
                break;
            }
            if self.at(&[",", "or"]) || self.at(&["or"]) {
                break;
            }
            if self.eat(&[",", "and"]) || self.eat(&[","]) || self.eat(&["and"]) || self.eat(&["&"])
            {
                continue;
            }
            if self.starts_item() {
                // No separator: "1 club Target's Star Suit Face Card" is two cards.
                continue;
            }
            break;
        }
        Ok(pattern)
    }

    fn starts_item(&self) -> bool {
        let Some(word) = self.peek(0) else {
            return false;
        };
        number_word(word).is_some()
            || suit_word(word).is_some()
            || rank_word(word).is_some()
            || possessive(word).is_some()
            || matches!(
                word,
                "any"
                    | "another"
                    | "red"
                    | "black"
                    | "even"
                    | "odd"
                    | "prime"
                    | "face"
                    | "non-face"
                    | "card"
                    | "cards"
            )
    }

    /// Count and the tests that come before the noun.
    fn prefix(&mut self, item: &mut Item) -> Step<()> {
        let bare_rank = self
            .peek(0)
            .and_then(|w| w.parse::<u8>().ok())
            .and_then(Rank::new);
        if let Some(rank) =
            bare_rank.filter(|_| matches!(self.peek(1), None | Some("&" | "to" | ",")))
        {
            self.pos += 1;
            item.preds.push(CardPred::Rank(rank));
            return Ok(());
        }
        self.eat(&["any"]);
        if self.peek(0).and_then(number_word).is_some() {
            let n = self.number()?;
            item.count = Some(n);
            if self.eat(&["or", "more"]) {
                item.more = Some(None);
            } else if self.at(&["or"]) && self.peek(1).and_then(number_word).is_some() {
                self.pos += 1;
                let m = self.number()?;
                item.more = Some(Some(m.saturating_sub(n)));
            }
        }
        if self.eat(&["another"]) {
            item.count = Some(1);
        }
        self.eat(&["other"]);
        while let Some(word) = self.peek(0) {
            let pred = match word {
                "red" => CardPred::Red,
                "black" => CardPred::Black,
                "even" => CardPred::Even,
                "odd" => CardPred::Odd,
                "prime" => CardPred::Prime,
                "face" => CardPred::Face,
                "non-face" => CardPred::NotFace,
                "ascending" => {
                    self.pos += 1;
                    item.groups.push(GroupRule::Ascending);
                    continue;
                }
                "straight" if self.at(&["straight", "flush"]) => {
                    self.pos += 2;
                    item.count.get_or_insert(5);
                    item.groups.push(GroupRule::StraightFlush);
                    continue;
                }
                "star" if self.at(&["star", "suit"]) => {
                    self.pos += 2;
                    item.preds.push(CardPred::StarSuit(Whose::Caster));
                    continue;
                }
                "card" | "cards" => {
                    self.pos += 1;
                    break;
                }
                _ => {
                    if let Some(suit) = suit_word(word) {
                        item.suit_seen = true;
                        CardPred::Suit(suit)
                    } else if let Some(rank) = rank_word(word) {
                        CardPred::Rank(rank)
                    } else if let Some(whose) = possessive(word).filter(|_| !item.suit_seen) {
                        self.pos += 1;
                        self.expect(&["star", "suit"])?;
                        item.preds.push(CardPred::StarSuit(whose));
                        continue;
                    } else {
                        break;
                    }
                }
            };
            self.pos += 1;
            item.preds.push(pred);
        }
        Ok(())
    }

    /// What follows "of": a group phrase or someone's Star Suit.
    fn of_phrase(&mut self, item: &mut Item) -> Step<()> {
        self.eat(&["the"]);
        if self.eat(&["same", "suit"]) {
            item.groups.push(GroupRule::SameSuit);
        } else if self.eat(&["different", "suits"]) || self.eat(&["differing", "suit"]) {
            item.groups.push(GroupRule::DifferentSuits);
        } else if self.eat(&["each", "suit"]) {
            item.groups.push(GroupRule::OneOfEachSuit);
            if item.count.is_none_or(|n| n == 1) {
                item.count = Some(4);
            }
        } else {
            self.eat(&["the"]);
            let mut whose = Whose::Caster;
            if self.eat(&["your"]) {
                whose = Whose::Caster;
            }
            if let Some(other) = self.peek(0).and_then(possessive) {
                self.pos += 1;
                whose = other;
            }
            self.expect(&["star", "suit"])?;
            item.preds.push(CardPred::StarSuit(whose));
        }
        Ok(())
    }

    fn parenthetical(&mut self, item: &mut Item, pattern: &mut CostPattern) -> Step<()> {
        self.expect(&["("])?;
        if self.eat(&["may", "be", "the", "same"]) {
            self.eat(&["card"]);
            pattern.may_share = true;
        } else if self.eat(&["optional"]) {
            self.eat(&[":"]);
            self.expect(&["up", "to"])?;
            let max = self.number()?;
            self.expect(&["more"])?;
            let mut more = Item::default();
            self.prefix(&mut more)?;
            pattern.extra = Some(ExtraCards {
                card: more.preds,
                max: Some(max),
            });
        } else if self.eat(&["+"]) {
            self.cost.surcharge_per_prior_use = self.number()?;
            self.expect(&["per", "cumulative", "use", "per", "encounter"])?;
        } else {
            let mut instead = Item::default();
            self.prefix(&mut instead)?;
            self.expect(&["if", "summoning", "from", "slime"])?;
            let count = item.count.unwrap_or(1);
            let new = instead.count.unwrap_or(1);
            self.cost.adjustments.push(CostAdjustment {
                when: CostCondition::SummonOnSlime,
                pattern: u8::try_from(self.cost.patterns.len()).map_err(|e| e.to_string())?,
                part: u8::try_from(pattern.parts.len()).map_err(|e| e.to_string())?,
                delta: i8::try_from(i16::from(new) - i16::from(count))
                    .map_err(|e| e.to_string())?,
                in_effect_text: false,
            });
        }
        self.expect(&[")"])
    }

    /// Tests and phrases after the noun.
    fn postfix(&mut self, item: &mut Item, pattern: &mut CostPattern) -> Step<()> {
        loop {
            if self.eat(&["greater", "than"])
                || self.eat(&["higher", "than"])
                || self.eat(&["above"])
            {
                item.preds.push(CardPred::Greater(self.number()?));
            } else if self.eat(&["less", "than"]) || self.eat(&["under"]) || self.eat(&["below"]) {
                item.preds.push(CardPred::Less(self.number()?));
            } else if self.eat(&["between"]) {
                let low = self.number()?;
                if !self.eat(&["and"]) {
                    self.expect(&["&"])?;
                }
                item.preds.push(CardPred::Between(low, self.number()?));
            } else if self.eat(&["of"]) || self.eat(&["all", "of"]) || self.eat(&["and", "of"]) {
                self.of_phrase(item)?;
            } else if self.eat(&["with"]) {
                self.number()?;
                self.expect(&["of", "each", "suit"])?;
                item.groups.push(GroupRule::OneOfEachSuit);
            } else if self.eat(&[",", "having", "a", "difference", "greater", "than"]) {
                let gap = self.number()?;
                self.expect(&["between", "each"])?;
                item.groups
                    .push(GroupRule::PairwiseDifferenceGreaterThan(gap));
            } else if self.eat(&["the", "difference", "of", "which", "is"]) {
                let gap = self.number()?;
                self.expect(&["or", "more"])?;
                item.groups.push(GroupRule::SpreadAtLeast(gap));
            } else if self.eat(&["including"]) {
                loop {
                    let mut sub = Item::default();
                    self.prefix(&mut sub)?;
                    item.includes.push((sub.count.unwrap_or(1), sub.preds));
                    if !self.eat(&["and"]) {
                        break;
                    }
                }
            } else if self.eat(&["and", "a", "corpse"]) {
                self.cost.requirements.push(CostRequirement::Corpse);
            } else if self.at(&["("]) {
                self.parenthetical(item, pattern)?;
            } else {
                return Ok(());
            }
        }
    }

    fn item(&mut self, pattern: &mut CostPattern) -> Step<()> {
        let start = self.pos;
        let mut item = Item::default();
        self.prefix(&mut item)?;
        self.postfix(&mut item, pattern)?;
        if self.pos == start {
            return Err(format!("no card described at {:?}", self.peek(0)));
        }
        let count = item.count.unwrap_or(1);
        if let Some(max) = item.more {
            pattern.extra = Some(ExtraCards {
                card: item.preds.clone(),
                max,
            });
        }
        let mut carved = 0u8;
        for (n, preds) in item.includes {
            carved += n;
            let mut card = item.preds.clone();
            card.extend(preds);
            pattern.parts.push(CostPart {
                count: n,
                card,
                groups: Vec::new(),
            });
        }
        let rest = count
            .checked_sub(carved)
            .ok_or("more cards included than counted")?;
        if rest > 0 {
            pattern.parts.push(CostPart {
                count: rest,
                card: item.preds,
                groups: item.groups,
            });
        }
        Ok(())
    }
}
