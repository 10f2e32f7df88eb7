// The Lytharian Chess card library: search and kinds, the book's named cards offered as a
// starter set (their unknown values kept unknown), and one card's editor.

import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LytharianCardSummary, LytharianStarterAdded } from "../../bindings";
import { EmptyState } from "../../components/empty-state";
import { ErrorNotice } from "../../components/error-notice";
import { count } from "../../format";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { blankCard } from "./blank";
import { CardEditor } from "./card-editor";
import { CARD_KIND_LABEL, CARD_KIND_PLURAL, CARD_KINDS } from "./labels";
import { lytharianKeys, useAddStarterCards, useLytharianCard, useLytharianCards } from "./queries";
import type { CardSelection, LytharianState } from "./state";

type LibraryProps = {
  state: LytharianState;
  onState: (update: (state: LytharianState) => LytharianState) => void;
};

export function Library({ state, onState }: LibraryProps) {
  const search = useDebouncedValue(state.search.trim(), 200);
  const all = useLytharianCards({});
  const shown = useLytharianCards({ kind: state.kind, search: search === "" ? null : search });
  const starter = useAddStarterCards();
  const [added, setAdded] = useState<LytharianStarterAdded | null>(null);
  const select = (card: CardSelection) => onState((s) => ({ ...s, card }));
  const missing = all.data?.starterMissing ?? [];
  const empty = all.isSuccess && all.data.cards.length === 0;
  const addStarter = () => starter.mutate(undefined, { onSuccess: (result) => setAdded(result) });

  return (
    <div className="lc-library" data-testid="lc-library">
      {starter.isError ? <ErrorNotice error={starter.error} /> : null}
      {added ? (
        <div className="notice notice-info" role="status" data-testid="lc-starter-result">
          <strong className="notice-title">{added.added.length === 0 ? "The book's cards were already here" : "The book's named cards are in"}</strong>
          <p>
            Added {count(added.added.length, "card")}
            {added.kept.length > 0 ? `; kept ${count(added.kept.length, "card")} the library already had under the same name` : ""}. Their values the book
            does not print are marked unknown: enter them from the cards you own.
          </p>
          <button type="button" className="button" onClick={() => setAdded(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
      {empty && !added ? (
        <div className="empty-state empty-state-large" data-testid="lc-starter-empty">
          <p className="empty-title">The card library is empty</p>
          <div className="empty-body">
            <p>
              The rulebook names {missing.length} cards (troops, spells and equipment) but prints few of their values. Add them as a starter set: each holds
              exactly what the book gives, and every other value is marked unknown for you to enter. Or make cards of your own.
            </p>
          </div>
        </div>
      ) : null}
      {missing.length > 0 ? (
        <button type="button" className={empty ? "button button-primary lc-add-starter" : "button button-quiet lc-add-starter"} onClick={addStarter} disabled={starter.isPending} data-testid="lc-add-starter">
          {starter.isPending ? "Adding the book's cards…" : `Add the book's named cards (${missing.length} not in the library)`}
        </button>
      ) : null}

      <div className="split">
        <div className="list-column">
          <label className="visually-hidden" htmlFor="lc-library-search">
            Search the cards
          </label>
          <input
            id="lc-library-search"
            className="input"
            type="search"
            placeholder="Search by name"
            value={state.search}
            onChange={(event) => onState((s) => ({ ...s, search: event.target.value }))}
            data-testid="lc-library-search"
          />
          <div className="lc-kind-filter" role="group" aria-label="Show">
            <button type="button" className={state.kind === null ? "segment segment-active" : "segment"} aria-pressed={state.kind === null} onClick={() => onState((s) => ({ ...s, kind: null }))}>
              All
            </button>
            {CARD_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className={state.kind === kind ? "segment segment-active" : "segment"}
                aria-pressed={state.kind === kind}
                onClick={() => onState((s) => ({ ...s, kind }))}
                data-testid={`lc-kind-${kind}`}
              >
                {CARD_KIND_PLURAL[kind]}
              </button>
            ))}
          </div>
          <div className="lc-new-buttons" role="group" aria-label="New card">
            {CARD_KINDS.map((kind) => (
              <button key={kind} type="button" className="button" onClick={() => select({ mode: "new", kind })} data-testid={`lc-new-${kind}`}>
                + {CARD_KIND_LABEL[kind]}
              </button>
            ))}
          </div>
          {shown.isError ? <ErrorNotice error={shown.error} /> : null}
          <CardList cards={shown.data?.cards ?? []} loading={shown.isPending} selection={state.card} onSelect={(id) => select({ mode: "edit", id })} />
        </div>
        <div className="pane lc-editor-pane">
          <EditorPane selection={state.card} onSelect={select} />
        </div>
      </div>
    </div>
  );
}

function CardList({ cards, loading, selection, onSelect }: { cards: readonly LytharianCardSummary[]; loading: boolean; selection: CardSelection; onSelect: (id: number) => void }) {
  if (loading) return <p className="muted">Loading the cards…</p>;
  if (cards.length === 0) return <p className="muted">No cards here.</p>;
  return (
    <ul className="character-list lc-card-list" data-testid="lc-card-list" aria-label="Cards">
      {cards.map((card) => (
        <li key={card.id} className="character-row">
          <button
            type="button"
            className="row-button lc-card-row"
            aria-current={selection.mode === "edit" && selection.id === card.id ? "true" : undefined}
            onClick={() => onSelect(card.id)}
            data-testid="lc-card-row"
            data-id={card.id}
          >
            <span className="row-name">{card.name}</span>
            <span className="badge badge-quiet">{CARD_KIND_LABEL[card.kind]}</span>
            {card.unknownValues > 0 ? (
              <span className="badge badge-warning" data-testid="lc-card-unknowns">
                {count(card.unknownValues, "value")} unknown
              </span>
            ) : null}
            <span className="lc-row-summary" data-testid="lc-card-summary">
              {card.summary}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function EditorPane({ selection, onSelect }: { selection: CardSelection; onSelect: (selection: CardSelection) => void }) {
  const client = useQueryClient();
  const stored = useLytharianCard(selection.mode === "edit" ? selection.id : null);
  if (selection.mode === "none") {
    return (
      <EmptyState title="Pick a card, or make a new one">
        <p>Troops, spells and equipment are edited here. A value the book does not give stays unknown until you enter it.</p>
      </EmptyState>
    );
  }
  if (selection.mode === "new") {
    return (
      <CardEditor
        key={`new:${selection.kind}`}
        stored={null}
        initial={blankCard(selection.kind)}
        onSaved={(view) => {
          client.setQueryData(lytharianKeys.card(view.id), view);
          onSelect({ mode: "edit", id: view.id });
        }}
        onDeleted={() => onSelect({ mode: "none" })}
        onClose={() => onSelect({ mode: "none" })}
      />
    );
  }
  if (stored.isPending) return <p className="muted">Loading…</p>;
  if (stored.isError) return <ErrorNotice error={stored.error} />;
  return (
    <CardEditor
      key={`${stored.data.id}:${stored.data.updatedAt}`}
      stored={stored.data}
      initial={stored.data.card}
      onSaved={(view) => client.setQueryData(lytharianKeys.card(view.id), view)}
      onDeleted={() => onSelect({ mode: "none" })}
      onClose={() => onSelect({ mode: "none" })}
    />
  );
}
