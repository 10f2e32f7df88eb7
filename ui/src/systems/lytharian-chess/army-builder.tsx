// The army and deck builder: the campaign's armies, and one army's troops and deck picked from
// the library with its legality in its mode, asked of the engine as the GM builds (each problem
// with its rule). An army still being built saves; one that breaks a limit of its mode is
// refused and nothing changes.

import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { LytharianArmy, LytharianArmyView, LytharianCardSummary, LytharianCopies, LytharianLegality } from "../../bindings";
import { ConfirmButton } from "../../components/confirm-button";
import { EmptyState } from "../../components/empty-state";
import { ErrorNotice } from "../../components/error-notice";
import { count } from "../../format";
import { GAME_LABEL, GAMES, MODE_LABEL, MODES, PART_LABEL, PIECE_LABEL } from "./labels";
import { lytharianKeys, useArmyCheck, useCreateArmy, useDeleteArmy, useLytharianArmies, useLytharianArmy, useLytharianCards, useUpdateArmy } from "./queries";
import type { ArmySelection, LytharianState } from "./state";

/** How long the builder waits after the last change before asking the engine. */
const CHECK_DELAY_MS = 250;

const NEW_ARMY: LytharianArmy = { name: "", mode: "standard", game: "full", troops: [], deck: [], notes: "" };

type ArmiesProps = {
  state: LytharianState;
  onState: (update: (state: LytharianState) => LytharianState) => void;
};

export function Armies({ state, onState }: ArmiesProps) {
  const armies = useLytharianArmies();
  const select = (army: ArmySelection) => onState((s) => ({ ...s, army }));
  return (
    <div className="split lc-armies" data-testid="lc-armies">
      <div className="list-column">
        <button type="button" className="button button-primary" onClick={() => select({ mode: "new" })} data-testid="lc-new-army">
          + New army
        </button>
        {armies.isError ? <ErrorNotice error={armies.error} /> : null}
        {armies.data?.length === 0 ? <p className="muted">No armies yet.</p> : null}
        <ul className="character-list" aria-label="Armies">
          {(armies.data ?? []).map((army) => (
            <li key={army.id} className="character-row">
              <button
                type="button"
                className="row-button"
                aria-current={state.army.mode === "edit" && state.army.id === army.id ? "true" : undefined}
                onClick={() => select({ mode: "edit", id: army.id })}
                data-testid="lc-army-row"
              >
                <span className="row-name">{army.name}</span>
                <span className="badge badge-quiet">{MODE_LABEL[army.mode]}</span>
                <span className={army.playable ? "badge" : "badge badge-warning"} data-testid="lc-army-status">
                  {army.playable ? "ready to play" : count(army.problems, "problem")}
                </span>
                <span className="lc-row-summary">
                  {army.troops} troops · {army.deckCards} cards in the deck · power {army.power ?? "?"}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="pane">
        <ArmyPane selection={state.army} onSelect={select} />
      </div>
    </div>
  );
}

function ArmyPane({ selection, onSelect }: { selection: ArmySelection; onSelect: (selection: ArmySelection) => void }) {
  const stored = useLytharianArmy(selection.mode === "edit" ? selection.id : null);
  const client = useQueryClient();
  if (selection.mode === "none") {
    return (
      <EmptyState title="Pick an army, or build a new one">
        <p>An army is its troops and its deck of spells and equipment, checked against its mode's limits as you build.</p>
      </EmptyState>
    );
  }
  if (selection.mode === "new") {
    return (
      <ArmyBuilder
        key="new"
        stored={null}
        initial={NEW_ARMY}
        onSaved={(view) => {
          client.setQueryData(lytharianKeys.army(view.id), view);
          onSelect({ mode: "edit", id: view.id });
        }}
        onDeleted={() => onSelect({ mode: "none" })}
      />
    );
  }
  if (stored.isPending) return <p className="muted">Loading…</p>;
  if (stored.isError) return <ErrorNotice error={stored.error} />;
  return (
    <ArmyBuilder
      key={`${stored.data.id}:${stored.data.updatedAt}`}
      stored={stored.data}
      initial={stored.data.army}
      onSaved={(view) => client.setQueryData(lytharianKeys.army(view.id), view)}
      onDeleted={() => onSelect({ mode: "none" })}
    />
  );
}

function ArmyBuilder({ stored, initial, onSaved, onDeleted }: { stored: LytharianArmyView | null; initial: LytharianArmy; onSaved: (view: LytharianArmyView) => void; onDeleted: () => void }) {
  const [army, setArmy] = useState(initial);
  // Legality reads the cards, mode and game, never the name or notes: the check leaves them out,
  // so typing a name asks the engine nothing.
  const [checked, setChecked] = useState<LytharianArmy | null>(stored ? null : forCheck(initial));
  useEffect(() => {
    if (army === initial) return;
    const timer = window.setTimeout(() => setChecked(forCheck(army)), CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [army, initial]);
  const check = useArmyCheck(checked);
  const legality: LytharianLegality | undefined = checked === null ? stored?.legality : check.data;
  const cards = useLytharianCards({});
  const library = cards.data?.cards ?? [];
  const create = useCreateArmy();
  const update = useUpdateArmy();
  const remove = useDeleteArmy();
  const save = stored ? update : create;
  const set = <K extends keyof LytharianArmy>(key: K, value: LytharianArmy[K]) => setArmy((a) => ({ ...a, [key]: value }));

  const submit = () => {
    if (stored) update.mutate({ id: stored.id, army }, { onSuccess: onSaved });
    else create.mutate({ army }, { onSuccess: onSaved });
  };

  return (
    <form
      className="lc-army-builder"
      data-testid="lc-army-builder"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <header className="detail-head">
        <h3 className="pane-title">{stored ? army.name || "Unnamed army" : "New army"}</h3>
        {stored ? (
          <ConfirmButton
            label="Delete"
            question={
              <>
                Delete the army <strong>{army.name}</strong>? Its cards stay in the library.
              </>
            }
            confirmLabel="Delete the army"
            busy={remove.isPending}
            onConfirm={() => remove.mutate({ id: stored.id }, { onSuccess: onDeleted })}
            testId="lc-army-delete"
          />
        ) : null}
      </header>
      {save.isError ? <ErrorNotice error={save.error} /> : null}
      {remove.isError ? <ErrorNotice error={remove.error} /> : null}
      {check.isError && checked !== null ? <ErrorNotice error={check.error} /> : null}
      <div className="lc-army-head">
        <label className="field">
          <span className="field-label">Name</span>
          <input className="input" value={army.name} onChange={(e) => set("name", e.target.value)} data-testid="lc-army-name" />
        </label>
        <label className="field">
          <span className="field-label">Mode</span>
          <select className="input" value={army.mode} onChange={(e) => set("mode", e.target.value as LytharianArmy["mode"])} data-testid="lc-army-mode">
            {MODES.map((mode) => (
              <option key={mode} value={mode}>
                {MODE_LABEL[mode]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">Game</span>
          <select className="input" value={army.game} onChange={(e) => set("game", e.target.value as LytharianArmy["game"])} data-testid="lc-army-game">
            {GAMES.map((game) => (
              <option key={game} value={game}>
                {GAME_LABEL[game]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="lc-army-columns">
        <CardPicks
          title="Troops"
          testId="lc-army-troops"
          entries={army.troops ?? []}
          options={library.filter((c) => c.kind === "troop")}
          library={library}
          onEntries={(troops) => set("troops", troops)}
        />
        <CardPicks
          title="Deck"
          testId="lc-army-deck"
          entries={army.deck ?? []}
          options={library.filter((c) => c.kind !== "troop")}
          library={library}
          onEntries={(deck) => set("deck", deck)}
        />
      </div>
      <LegalityPanel legality={legality} pending={checked !== null && check.isFetching} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending} data-testid="lc-army-save">
          {save.isPending ? "Saving…" : stored ? "Save the army" : "Create the army"}
        </button>
      </div>
    </form>
  );
}

function CardPicks({
  title,
  testId,
  entries,
  options,
  library,
  onEntries,
}: {
  title: string;
  testId: string;
  entries: LytharianCopies[];
  options: LytharianCardSummary[];
  library: LytharianCardSummary[];
  onEntries: (entries: LytharianCopies[]) => void;
}) {
  const [adding, setAdding] = useState("");
  const name = (id: number) => library.find((c) => c.id === id)?.name ?? `Card ${id}`;
  const total = entries.reduce((sum, e) => sum + e.copies, 0);
  return (
    <fieldset className="lc-picks" data-testid={testId}>
      <legend className="field-label">
        {title} <span className="muted">({total})</span>
      </legend>
      <ul className="lc-pick-list">
        {entries.map((entry, index) => (
          <li key={entry.card} data-testid="lc-pick">
            <span className="lc-pick-name">{name(entry.card)}</span>
            <input
              className="input input-narrow"
              type="number"
              min={1}
              max={99}
              value={entry.copies}
              aria-label={`Copies of ${name(entry.card)}`}
              onChange={(e) => {
                const copies = Math.max(1, Math.min(99, Number.parseInt(e.target.value, 10) || 1));
                onEntries(entries.map((x, i) => (i === index ? { ...x, copies } : x)));
              }}
              data-testid="lc-pick-copies"
            />
            <button type="button" className="button button-quiet" onClick={() => onEntries(entries.filter((_, i) => i !== index))} aria-label={`Take out ${name(entry.card)}`}>
              Take out
            </button>
          </li>
        ))}
      </ul>
      <span className="lc-add-pick">
        <select className="input" value={adding} onChange={(e) => setAdding(e.target.value)} aria-label={`Add to ${title.toLowerCase()}`} data-testid={`${testId}-add-card`}>
          <option value="">Add a card…</option>
          {options
            .filter((c) => !entries.some((e) => e.card === c.id))
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={adding === ""}
          onClick={() => {
            onEntries([...entries, { card: Number(adding), copies: 1 }]);
            setAdding("");
          }}
          data-testid={`${testId}-add`}
        >
          Add
        </button>
      </span>
    </fieldset>
  );
}

function LegalityPanel({ legality, pending }: { legality: LytharianLegality | undefined; pending: boolean }) {
  if (!legality) return <p className="muted">Checking the army…</p>;
  return (
    <section className="lc-legality" aria-label="Legality" data-testid="lc-legality" aria-busy={pending}>
      <p className={legality.playable ? "lc-verdict lc-verdict-ok" : "lc-verdict"} data-testid="lc-verdict">
        {legality.playable
          ? "Ready to play: it keeps every limit of its mode."
          : legality.breaksLimit
            ? "It breaks a limit of its mode: it cannot be saved so."
            : "Still being built: it can be saved, not yet played."}
      </p>
      <table className="lc-pieces">
        <thead>
          <tr>
            <th scope="col">Piece</th>
            <th scope="col">Have</th>
            <th scope="col">Needs</th>
          </tr>
        </thead>
        <tbody>
          {legality.pieces.map((p) => (
            <tr key={p.piece} data-testid={`lc-piece-count-${p.piece}`}>
              <th scope="row">{PIECE_LABEL[p.piece]}</th>
              <td>{p.have}</td>
              <td>{p.need}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p data-testid="lc-legality-totals">
        {legality.troops} of {legality.troopsNeeded} troops · {legality.deckCards} cards in the deck
        {legality.deckMinimum !== null ? ` (at least ${legality.deckMinimum})` : " (no minimum)"} · power {legality.power ?? "? (a troop's power is unknown)"}
      </p>
      {legality.problems.length > 0 ? (
        <ul className="lc-problems" data-testid="lc-legality-problems">
          {legality.problems.map((problem, index) => (
            <li key={index} className={problem.breaksLimit ? "lc-problem lc-problem-breaks" : "lc-problem"} data-testid="lc-legality-problem" data-kind={problem.error.kind}>
              <span className={problem.breaksLimit ? "badge badge-danger" : "badge badge-quiet"}>{problem.breaksLimit ? "breaks a limit" : "to do"}</span> {PART_LABEL[problem.part]}:{" "}
              {problem.message} <cite className="rule-citation">Lytharian Chess › {problem.rule.section}</cite>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="muted" data-testid="lc-opposites">
        Opposite elements: {legality.opposites.length === 0 ? "none" : legality.opposites.map((p) => `${cap(p.first)} and ${cap(p.second)}`).join(", ")}. {legality.oppositesSource}
      </p>
    </section>
  );
}

/** The army as legality reads it. */
const forCheck = (army: LytharianArmy): LytharianArmy => ({ ...army, name: "", notes: "" });

const cap = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
