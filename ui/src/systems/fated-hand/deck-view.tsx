import type { DeckView, ReagentDraw } from "../../bindings";
import { count } from "../../format";
import { CardRow, PlayingCard } from "../../shared/playing-card";

/** A tracked deck at a glance: hand, reagents, cards in play, draw pile and discard. */
export function DeckSummary({ deck, label = "Deck" }: { deck: DeckView; label?: string }) {
  const top = deck.discard.at(-1);
  return (
    <dl className="fh-deck" aria-label={label}>
      <dt>Hand</dt>
      <dd>
        <CardRow cards={deck.hand} empty="empty" />
      </dd>
      <dt>Reagents</dt>
      <dd>
        <CardRow cards={deck.reagents} empty="none" />
      </dd>
      {deck.inPlay.length > 0 ? (
        <>
          <dt>In play</dt>
          <dd>
            <CardRow cards={deck.inPlay} />
          </dd>
        </>
      ) : null}
      <dt>Draw pile</dt>
      <dd>{count(deck.drawPile, "card")}</dd>
      <dt>Discard</dt>
      <dd>
        {count(deck.discard.length, "card")}
        {top ? (
          <>
            {" "}
            · top <PlayingCard card={top} />
          </>
        ) : null}
      </dd>
    </dl>
  );
}

/** Reagents other casters drew because of a check out of combat. */
export function ReagentDraws({ draws }: { draws: readonly ReagentDraw[] }) {
  if (draws.length === 0) return null;
  return (
    <div className="fh-reagent-draws" data-testid="fh-reagent-draws">
      <p className="fh-inline-label">Reagents drawn by the party's casters</p>
      <ul>
        {draws.map((draw) => (
          <li key={`${draw.characterId}-${draw.card.rank}${draw.card.suit}`}>
            {draw.name} drew <PlayingCard card={draw.card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
