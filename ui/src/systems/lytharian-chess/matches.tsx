// The Matches tab: the campaign's matches, a new match between two playable armies, and the
// match itself on a drawn board seen from the GM's screen or one player's (the engine's
// per-side view, so a player's screen never holds the other side's hand or face-down troops).
// Every command is the engine's: offered from its legal answer, refused with its rule.

import { useState } from "react";
import type { LytharianCommand, LytharianMatchScreen, LytharianSide, LytharianViewer } from "../../bindings";
import { MatchBoard } from "./match-board";
import { ACTION_LABEL, PHASE_LABEL, sideName, targetLabel } from "./match-labels";
import { useEndMatch, useLytharianArmies, useLytharianMatch, useLytharianMatches, useMatchCommand, useRedoMatch, useStartMatch, useUndoMatch } from "./queries";
import type { LytharianState } from "./state";

const VIEWERS: readonly { id: LytharianViewer; label: string }[] = [
  { id: "gm", label: "GM (everything)" },
  { id: "first", label: "First player" },
  { id: "second", label: "Second player" },
];

type MatchesProps = { state: LytharianState; onState: (update: (state: LytharianState) => LytharianState) => void };

export function Matches({ state, onState }: MatchesProps) {
  const matches = useLytharianMatches();
  const open = (id: number | null) => onState((s) => ({ ...s, match: { ...s.match, id } }));
  return (
    <div className="lc-matches">
      <div className="lc-match-list">
        <h3>Matches</h3>
        {matches.data && matches.data.length === 0 ? <p className="muted">No match yet.</p> : null}
        <ul className="character-list">
          {(matches.data ?? []).map((m) => (
            <li key={m.id} className="character-row">
              <button type="button" className="row-button" aria-current={state.match.id === m.id ? "true" : undefined} onClick={() => open(m.id)} data-testid="lc-match-row">
                <span className="row-name">{m.name}</span>
                <span className="badge badge-quiet">{m.over ? "over" : `turn ${m.turnNumber}`}</span>
                <span className="lc-row-summary">
                  {m.armies[0]} against {m.armies[1]}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <NewMatch onStarted={(id) => onState((s) => ({ ...s, match: { id, viewer: "gm" } }))} />
      </div>
      {state.match.id !== null ? <MatchScreen id={state.match.id} viewer={state.match.viewer} onViewer={(viewer) => onState((s) => ({ ...s, match: { ...s.match, viewer } }))} /> : null}
    </div>
  );
}

function NewMatch({ onStarted }: { onStarted: (id: number) => void }) {
  const armies = useLytharianArmies();
  const start = useStartMatch();
  const playable = (armies.data ?? []).filter((a) => a.playable);
  const [name, setName] = useState("");
  const [picked, setPicked] = useState<[string, string]>(["", ""]);
  const ready = name.trim() !== "" && picked[0] !== "" && picked[1] !== "";
  return (
    <form
      className="lc-new-match"
      aria-labelledby="lc-new-match-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        start.mutate({ name, armies: [{ army: Number(picked[0]) }, { army: Number(picked[1]) }] }, { onSuccess: (screen) => onStarted(screen.id) });
      }}
    >
      <h3 id="lc-new-match-heading">New match</h3>
      {playable.length < 2 ? <p className="muted" data-testid="lc-match-needs-armies">A match needs two armies ready to play (see Armies and decks).</p> : null}
      <label>
        Name <input value={name} onChange={(e) => setName(e.target.value)} data-testid="lc-match-name" />
      </label>
      {[0, 1].map((index) => (
        <label key={index}>
          Army {index + 1}{" "}
          <select
            value={picked[index]}
            onChange={(e) => setPicked((p) => (index === 0 ? [e.target.value, p[1]] : [p[0], e.target.value]))}
            data-testid={`lc-match-army-${index}`}
          >
            <option value="">Choose an army</option>
            {playable.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button type="submit" className="btn btn-primary" disabled={!ready || start.isPending} data-testid="lc-match-start">
        Start the match
      </button>
      {start.error ? (
        <p role="alert" className="error">
          {start.error.message}
        </p>
      ) : null}
    </form>
  );
}

function MatchScreen({ id, viewer, onViewer }: { id: number; viewer: LytharianViewer; onViewer: (viewer: LytharianViewer) => void }) {
  const query = useLytharianMatch(id, viewer);
  const command = useMatchCommand();
  const undo = useUndoMatch();
  const redo = useRedoMatch();
  const end = useEndMatch();
  const [selected, setSelected] = useState<number | null>(null);
  const screen = query.data;
  if (!screen) return <p className="muted">Loading the match…</p>;
  const busy = command.isPending || undo.isPending || redo.isPending || end.isPending;
  const give = (c: LytharianCommand) => command.mutate({ id, cursor: screen.cursor, viewer, command: c }, { onSuccess: () => setSelected(null) });
  const error = command.error ?? undo.error ?? redo.error ?? end.error;
  const actions = screen.legal.filter((c) => ACTION_LABEL[c.command] !== undefined);
  const reveal = selected === null ? undefined : screen.legal.find((c) => c.command === "reveal" && c.troop === selected);
  const resignable: LytharianSide[] = viewer === "gm" ? ["first", "second"] : [viewer];
  return (
    <section className="lc-match" aria-labelledby="lc-match-heading" data-testid="lc-match">
      <div className="lc-match-head">
        <h3 id="lc-match-heading">{screen.name}</h3>
        <p data-testid="lc-match-status">
          {screen.armies[0]} (first player) against {screen.armies[1]} (second player) · turn {screen.view.turnNumber}, {sideName(screen.view.turn)} · {PHASE_LABEL[screen.view.phase]}
          {screen.over ? " · over" : ` · waiting for the ${screen.acting} player`}
        </p>
        <div className="lc-viewers" role="group" aria-label="Whose screen">
          {VIEWERS.map((v) => (
            <button key={v.id} type="button" className={viewer === v.id ? "btn btn-primary" : "btn"} aria-pressed={viewer === v.id} onClick={() => onViewer(v.id)} data-testid={`lc-viewer-${v.id}`}>
              {v.label}
            </button>
          ))}
        </div>
      </div>
      {screen.view.outcome ? <p className="lc-outcome" data-testid="lc-outcome">{screen.view.outcome.reason}</p> : null}
      {screen.ending ? <p className="lc-outcome" data-testid="lc-outcome">{screen.ending.reason}</p> : null}
      <div className="lc-match-body">
        <MatchBoard screen={screen} selected={selected} onSelect={setSelected} onCommand={give} busy={busy} />
        <div className="lc-match-side">
          <div className="lc-actions" role="group" aria-label="Commands">
            {actions.map((c, index) => (
              <button key={`${c.command}-${index}`} type="button" className="btn" disabled={busy} onClick={() => give(c)} data-testid={`lc-action-${c.command}`}>
                {ACTION_LABEL[c.command]}
              </button>
            ))}
            {screen.legal.map((c, index) => {
              const troop = (id: number) => screen.view.troops.find((t) => t.id === id)?.known?.name ?? `troop ${id}`;
              const label = c.command === "choose" ? `${troop(c.troop)}: ${c.choice === "att" ? "gain the Att" : "take less damage"}` : c.command === "promote" ? `Promote into a copy of ${troop(c.into)}` : null;
              return label ? (
                <button key={`choice-${index}`} type="button" className="btn" disabled={busy} onClick={() => give(c)} data-testid={`lc-action-${c.command}`}>
                  {label}
                </button>
              ) : null;
            })}
            {reveal ? (
              <button type="button" className="btn" disabled={busy} onClick={() => give(reveal)} data-testid="lc-action-reveal">
                Turn the selected troop face up
              </button>
            ) : null}
            <button type="button" className="btn" disabled={busy || (screen.cursor === 0 && !screen.ending)} onClick={() => undo.mutate({ id, cursor: screen.cursor, viewer })} data-testid="lc-match-undo">
              Undo
            </button>
            <button type="button" className="btn" disabled={busy || screen.cursor >= screen.commandCount || screen.ending !== null} onClick={() => redo.mutate({ id, cursor: screen.cursor, viewer })} data-testid="lc-match-redo">
              Redo
            </button>
            {!screen.over
              ? resignable.map((side) => (
                  <button key={side} type="button" className="btn btn-danger" disabled={busy} onClick={() => end.mutate({ id, cursor: screen.cursor, viewer, close: { kind: "resign", side } })} data-testid={`lc-resign-${side}`}>
                    {sideName(side)} resigns
                  </button>
                ))
              : null}
          </div>
          {error ? (
            <p role="alert" className="error" data-testid="lc-match-error">
              {error.message}
            </p>
          ) : null}
          {screen.withheld.length > 0 ? (
            <details className="lc-withheld">
              <summary>Not possible now</summary>
              <ul>
                {screen.withheld.map((w) => (
                  <li key={w.kind}>
                    {w.reason} <cite className="rule-citation">Lytharian Chess › {w.rule.section}</cite>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          <Players screen={screen} busy={busy} give={give} />
        </div>
      </div>
      <MatchLog screen={screen} />
    </section>
  );
}

function Players({ screen, busy, give }: { screen: LytharianMatchScreen; busy: boolean; give: (c: LytharianCommand) => void }) {
  return (
    <div className="lc-players">
      {screen.view.players.map((player, index) => {
        const side: LytharianSide = index === 0 ? "first" : "second";
        return (
          <div key={side} className={`lc-player lc-side-${side}`} data-testid={`lc-player-${side}`}>
            <h4>
              {sideName(side)} · {screen.armies[index]}
            </h4>
            <p data-testid={`lc-mana-${side}`}>
              Mana {player.mana} · obelisk {player.obelisk} · {player.handSize} in hand · {player.deckSize} in the deck
            </p>
            {player.hand ? (
              <ul className="lc-hand" aria-label={`${sideName(side)}'s hand`} data-testid={`lc-hand-${side}`}>
                {player.hand.map((card) => (
                  <HandCard key={card.id} id={card.id} name={card.name} screen={screen} busy={busy} give={give} />
                ))}
              </ul>
            ) : (
              <p className="muted" data-testid={`lc-hand-hidden-${side}`}>
                Their hand is hidden from this screen.
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

function HandCard({ id, name, screen, busy, give }: { id: number; name: string; screen: LytharianMatchScreen; busy: boolean; give: (c: LytharianCommand) => void }) {
  const casts = screen.legal.filter((c): c is Extract<LytharianCommand, { command: "cast" }> => c.command === "cast" && c.card === id);
  const harness = screen.legal.find((c) => c.command === "harness" && c.card === id);
  const [choice, setChoice] = useState(0);
  return (
    <li className="lc-hand-card" data-testid="lc-hand-card">
      <span>{name}</span>
      {casts.length > 0 ? (
        <>
          <select aria-label={`Target of ${name}`} value={choice} onChange={(e) => setChoice(Number(e.target.value))}>
            {casts.map((c, index) => (
              <option key={index} value={index}>
                {targetLabel(c.target, screen)}
              </option>
            ))}
          </select>
          <button type="button" className="btn" disabled={busy} onClick={() => give(casts[Math.min(choice, casts.length - 1)])}>
            Cast
          </button>
        </>
      ) : null}
      {harness ? (
        <button type="button" className="btn" disabled={busy} onClick={() => give(harness)}>
          Harness for mana
        </button>
      ) : null}
    </li>
  );
}

function MatchLog({ screen }: { screen: LytharianMatchScreen }) {
  return (
    <section className="lc-log" aria-label="Match log">
      <h4>Log</h4>
      <ol data-testid="lc-match-log">
        {screen.log.map((line, index) => (
          <li key={index} data-testid="lc-log-line">
            {line.text} {line.rule ? <cite className="rule-citation">Lytharian Chess › {line.rule.section}</cite> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
