// Playing cards as the GM reads and types them. Display and input shape only: whether a card may
// be played is the engine's call.

import type { Card, Suit } from "../bindings";

export const SUIT_SYMBOL: Record<Suit, string> = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
export const SUIT_NAME: Record<Suit, string> = { clubs: "Clubs", diamonds: "Diamonds", hearts: "Hearts", spades: "Spades" };
const RANK_LABEL = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const RANK_NAME = ["", "Ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King"];

export const isRed = (suit: Suit) => suit === "hearts" || suit === "diamonds";

/** "7♠", "Q♥". */
export function cardLabel(card: Card): string {
  return `${RANK_LABEL[card.rank] ?? card.rank}${SUIT_SYMBOL[card.suit]}`;
}

/** "7 of Spades", "Queen of Hearts": for screen readers and titles. */
export function cardName(card: Card): string {
  return `${RANK_NAME[card.rank] ?? card.rank} of ${SUIT_NAME[card.suit]}`;
}

export const sameCard = (a: Card, b: Card) => a.rank === b.rank && a.suit === b.suit;

const RANKS: Record<string, number> = { A: 1, "1": 1, J: 11, Q: 12, K: 13, T: 10 };
const SUITS: Record<string, Suit> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs", "♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs" };

export const CARD_HINT = "A rank (A, 2–10, J, Q, K) then a suit (S, H, D, C): 7S, 10h, QD.";

/** Reads "7S", "10h", "QD", "a♠" as a card; anything else is an error to show beside the field. */
export function parseCard(text: string): { card: Card } | { error: string } {
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (compact === "") return { error: "Enter the card, e.g. 7S." };
  const match = /^(10|[2-9]|[1ATJQK])([SHDC♠♥♦♣])$/.exec(compact);
  if (!match) return { error: `“${text.trim()}” is not a card. ${CARD_HINT}` };
  const [, rankText = "", suitText = ""] = match;
  const rank = RANKS[rankText] ?? Number(rankText);
  const suit = SUITS[suitText] as Suit;
  return { card: { rank, suit } };
}

/** One card of a typed row: a card, or "draw" for the top of a tracked deck. */
export type TypedCard = { card: Card } | { draw: true };

/**
 * Reads a row of cards typed with spaces or commas ("KS 9H 8C", "QC draw draw"), each read as
 * `parseCard` reads one; "draw" (or "D") asks the engine for the top of the deck. `count` cards
 * are expected; the first that is not a card is named in the error.
 */
export function parseCards(text: string, count: number): { cards: TypedCard[] } | { error: string } {
  const words = text.split(/[\s,]+/).filter((word) => word !== "");
  if (words.length !== count) {
    return { error: words.length === 0 ? `Type the ${count} cards, e.g. KS 9H 8C.` : `Type ${count} cards, not ${words.length}: e.g. KS 9H 8C.` };
  }
  const cards: TypedCard[] = [];
  for (const word of words) {
    if (/^(d|draw)$/i.test(word)) {
      cards.push({ draw: true });
      continue;
    }
    const read = parseCard(word);
    if ("error" in read) return read;
    cards.push(read);
  }
  return { cards };
}
