import { useId, useState } from "react";
import type { Card, CharacterView, DeckView, Sheet, StoryCastResult, Suit } from "../../bindings";
import { ErrorNotice } from "../../components/error-notice";
import { cardLabel, cardName, parseCard, sameCard, SUIT_NAME } from "../../shared/cards";
import { PlayingCard } from "../../shared/playing-card";
import { RuleCitation } from "../../shared/rule-citation";
import type { ContentIndex } from "./content-index";
import { DeckSummary } from "./deck-view";
import { useCastStorySpell } from "./queries";

type PanelProps = { character: CharacterView; sheet: Sheet; deck: DeckView | null; index: ContentIndex };

const SUITS: Suit[] = ["clubs", "diamonds", "hearts", "spades"];

/** Reads "KH 4c" as cards; the first word that is not a card is the error. */
function readCards(text: string): { cards: Card[] } | { error: string } {
  const cards: Card[] = [];
  for (const word of text.split(/[\s,]+/).filter((w) => w !== "")) {
    const read = parseCard(word);
    if ("error" in read) return read;
    cards.push(read.card);
  }
  return { cards };
}

/**
 * A story spell cast out of combat: pick one of the character's Story Spells and the Reagents the
 * player spends (from the tracked Reagent Hand, or typed when the deck is not tracked). Whether they
 * pay, and the cost as the table reads it, is the engine's answer.
 */
export function StoryCastPanel({ character, sheet, deck, index }: PanelProps) {
  const cast = useCastStorySpell();
  const id = useId();
  const [spell, setSpell] = useState(sheet.storySpells[0] ?? "");
  const [picked, setPicked] = useState<Card[]>([]);
  const [typed, setTyped] = useState("");
  const [target, setTarget] = useState<Suit | "">("");
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<StoryCastResult | null>(null);

  if (sheet.storySpells.length === 0) return null;
  const typedCards = readCards(typed);
  const typedError = !deck && tried && "error" in typedCards ? typedCards.error : null;
  const def = index.spells.get(spell);

  const toggle = (card: Card) =>
    setPicked((now) => (now.some((c) => sameCard(c, card)) ? now.filter((c) => !sameCard(c, card)) : [...now, card]));
  const submit = () => {
    setTried(true);
    const reagents = deck ? picked : "cards" in typedCards ? typedCards.cards : null;
    if (reagents === null) return;
    cast.mutate(
      { id: character.id, cast: { spell, reagents, ...(target ? { targetStarSuit: target } : {}) } },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setPicked([]);
        },
      },
    );
  };

  return (
    <div className="fh-story-cast" data-testid="fh-story-cast">
      <h5 className="fh-subtitle">Cast a story spell</h5>
      <div className="fh-check-setup">
        <div className="field">
          <label className="field-label" htmlFor={`${id}-spell`}>
            Spell
          </label>
          <select id={`${id}-spell`} className="select" value={spell} onChange={(e) => setSpell(e.target.value)} data-testid="fh-story-spell">
            {sheet.storySpells.map((s) => (
              <option key={s} value={s}>
                {index.spells.get(s)?.name ?? s}
              </option>
            ))}
          </select>
          {def?.costText ? <p className="field-hint">Printed cost: {def.costText}</p> : null}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-target`}>
            Target's Star Suit <span className="muted">(when the cost names it)</span>
          </label>
          <select id={`${id}-target`} className="select" value={target} onChange={(e) => setTarget(e.target.value as Suit | "")} data-testid="fh-story-target">
            <option value="">Not asked</option>
            {SUITS.map((suit) => (
              <option key={suit} value={suit}>
                {SUIT_NAME[suit]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {deck ? (
        deck.reagents.length > 0 ? (
          <div className="fh-hand" role="group" aria-label="Reagents to spend">
            {deck.reagents.map((card) => {
              const on = picked.some((c) => sameCard(c, card));
              return (
                <button
                  key={`${card.rank}${card.suit}`}
                  type="button"
                  className="card-button"
                  aria-pressed={on}
                  aria-label={`Spend the ${cardName(card)}`}
                  title={`Spend ${cardLabel(card)}`}
                  onClick={() => toggle(card)}
                  data-testid="fh-story-reagent"
                >
                  <PlayingCard card={card} />
                </button>
              );
            })}
          </div>
        ) : (
          <p className="muted">The Reagent Hand is empty: Reagents come when others make checks, or by Focus.</p>
        )
      ) : (
        <div className={typedError ? "field field-invalid" : "field"}>
          <label className="field-label" htmlFor={`${id}-cards`}>
            Reagents spent <span className="muted">(the deck is not tracked: type the cards, e.g. KH 4C)</span>
          </label>
          <input
            id={`${id}-cards`}
            className="input input-mono"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={typedError ? true : undefined}
            data-testid="fh-story-cards"
          />
          {typedError ? (
            <p className="field-error" role="alert">
              {typedError}
            </p>
          ) : null}
        </div>
      )}
      <button type="button" className="button button-primary" onClick={submit} disabled={cast.isPending || spell === ""} data-testid="fh-story-submit">
        {cast.isPending ? "Casting…" : "Cast"}
      </button>
      {cast.isError ? <ErrorNotice error={cast.error} /> : null}
      {result && !cast.isError ? (
        <div className="fh-check-result" data-testid="fh-story-result" aria-live="polite">
          <p>{result.outcome.text}</p>
          <p className="muted">{result.outcome.effect}</p>
          <RuleCitation rule={result.outcome.rule} />
          {result.deck ? <DeckSummary deck={result.deck} label="The deck afterwards" /> : <p className="muted">The deck is not tracked, so nothing moved.</p>}
        </div>
      ) : null}
    </div>
  );
}
