// Cards in words and symbols, and the cards the GM types from the physical table
// ("KH 10S Joker"), checked for their shape before anything is sent.

import type { Card, PlayingCard, Suit } from "../../../bindings";

const SUIT_SYMBOL: Record<Suit, string> = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
const SUIT_LETTER: Record<string, Suit> = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
const RANK_LETTER: Record<string, number> = { A: 1, J: 11, Q: 12, K: 13 };

/** "K♥", "10♣", "A♠". */
export function cardText(card: Card): string {
  const rank = ({ 1: "A", 11: "J", 12: "Q", 13: "K" } as Record<number, string>)[card.rank] ?? String(card.rank);
  return `${rank}${SUIT_SYMBOL[card.suit]}`;
}

/** A playing card in symbols, the Joker by name. */
export function playingText(card: PlayingCard): string {
  return card === "joker" ? "Joker" : cardText(card.suited);
}

/** A stable id for test ids and keys: "KH", "10C". */
export function cardId(card: Card): string {
  const rank = ({ 1: "A", 11: "J", 12: "Q", 13: "K" } as Record<number, string>)[card.rank] ?? String(card.rank);
  return `${rank}${card.suit[0]!.toUpperCase()}`;
}

/** Whether two cards are the same face. */
export const sameCard = (a: Card, b: Card) => a.rank === b.rank && a.suit === b.suit;

/**
 * The cards typed from the table, in the order drawn: each a rank (A, 2–10, J, Q, K) and a suit
 * letter (C, D, H, S), or "Joker", separated by spaces or commas. Null when one is not a card.
 */
export function parseTableCards(text: string): PlayingCard[] | null {
  const words = text
    .split(/[\s,]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  const cards: PlayingCard[] = [];
  for (const word of words) {
    if (word.toLowerCase() === "joker") {
      cards.push("joker");
      continue;
    }
    const match = /^(10|[2-9]|[AJQK])([CDHS])$/i.exec(word);
    if (!match) return null;
    const rankText = match[1]!.toUpperCase();
    const rank = RANK_LETTER[rankText] ?? Number(rankText);
    cards.push({ suited: { rank, suit: SUIT_LETTER[match[2]!.toUpperCase()]! } as Card });
  }
  return cards;
}
