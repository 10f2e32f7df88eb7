import { describe, expect, it } from "vitest";
import { cardLabel, cardName, parseCard, parseCards } from "./cards";

describe("cards as the GM types and reads them", () => {
  it.each([
    ["7S", { rank: 7, suit: "spades" }],
    ["10h", { rank: 10, suit: "hearts" }],
    ["QD", { rank: 12, suit: "diamonds" }],
    [" a ♣ ", { rank: 1, suit: "clubs" }],
    ["kh", { rank: 13, suit: "hearts" }],
    ["TS", { rank: 10, suit: "spades" }],
  ])("reads %j", (text, card) => {
    expect(parseCard(text)).toEqual({ card });
  });

  it.each(["", "7", "S7", "11H", "0D", "7X", "QQ"])("refuses %j with a hint", (text) => {
    const parsed = parseCard(text);
    expect(parsed).toHaveProperty("error");
  });

  it("prints cards with their suit symbol and full name", () => {
    expect(cardLabel({ rank: 10, suit: "diamonds" })).toBe("10♦");
    expect(cardLabel({ rank: 1, suit: "spades" })).toBe("A♠");
    expect(cardName({ rank: 12, suit: "hearts" })).toBe("Queen of Hearts");
  });

  it("reads a typed row of cards, draws included", () => {
    expect(parseCards("KS 9h, 8C", 3)).toEqual({ cards: [{ card: { rank: 13, suit: "spades" } }, { card: { rank: 9, suit: "hearts" } }, { card: { rank: 8, suit: "clubs" } }] });
    expect(parseCards("QC draw d", 3)).toEqual({ cards: [{ card: { rank: 12, suit: "clubs" } }, { draw: true }, { draw: true }] });
  });

  it("names the card it cannot read, and counts the cards", () => {
    expect(parseCards("KS 9X 8C", 3)).toEqual({ error: expect.stringContaining("“9X” is not a card") });
    expect(parseCards("KS 9H", 3)).toEqual({ error: "Type 3 cards, not 2: e.g. KS 9H 8C." });
    expect(parseCards("  ", 3)).toEqual({ error: "Type the 3 cards, e.g. KS 9H 8C." });
  });
});
