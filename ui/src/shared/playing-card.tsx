import { useId, useState } from "react";
import type { Card } from "../bindings";
import { CARD_HINT, cardLabel, cardName, isRed, parseCard } from "./cards";
import "./playing-card.css";

/** A card as printed at the table: "7♠", red or black. */
export function PlayingCard({ card, className = "" }: { card: Card; className?: string }) {
  return (
    <span className={`playing-card ${isRed(card.suit) ? "card-red" : "card-black"} ${className}`} title={cardName(card)}>
      <span aria-hidden="true">{cardLabel(card)}</span>
      <span className="visually-hidden">{cardName(card)}</span>
    </span>
  );
}

/** A row of cards, or a quiet dash when there are none. */
export function CardRow({ cards, empty = "none" }: { cards: readonly Card[]; empty?: string }) {
  if (cards.length === 0) return <span className="muted">{empty}</span>;
  return (
    <span className="card-row">
      {cards.map((card) => (
        <PlayingCard key={`${card.rank}${card.suit}`} card={card} />
      ))}
    </span>
  );
}

type CardInputProps = {
  label: string;
  /** The card typed so far, or null while the text is not a card. */
  onCard: (card: Card | null) => void;
  testId?: string;
  /** Shown only once the GM tried to use the field. */
  showError?: boolean;
  optional?: boolean;
};

/** A text field for the physical card ("7S", "10h", "QD"); reads the shape, not the rules. */
export function CardInput({ label, onCard, testId, showError = false, optional = false }: CardInputProps) {
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const id = useId();
  const parsed = parseCard(text);
  const error = "error" in parsed && (touched || showError) && !(optional && text.trim() === "") ? parsed.error : null;

  return (
    <div className={error ? "field field-invalid card-input" : "field card-input"}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="card-input-row">
        <input
          id={id}
          className="input input-mono"
          value={text}
          placeholder="7S"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseCard(event.target.value);
            onCard("card" in next ? next.card : null);
          }}
          onBlur={() => setTouched(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
          data-testid={testId}
        />
        {"card" in parsed ? <PlayingCard card={parsed.card} className="card-preview" /> : null}
      </div>
      {error ? (
        <p id={`${id}-message`} className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-message`} className="field-hint">
          {CARD_HINT}
        </p>
      )}
    </div>
  );
}
