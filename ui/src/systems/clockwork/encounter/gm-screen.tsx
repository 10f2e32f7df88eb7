import { useEffect, useRef, useState } from "react";
import { GmFrame } from "../../../encounters/gm-frame";
import { LogPanel } from "../../../shared/log-line";
import { CombatBoard } from "./board";
import { CombatProvider, useCombat } from "./combat-context";
import { CombatantCard } from "./combatant-card";
import { EndCombatDialog } from "./end-dialog";
import { commandText, nameOf, phaseText } from "./labels";
import { LastStep } from "./last-step";
import { TurnPanel } from "./turn-panel";
import type { EncounterView, Square } from "./types";
import { combatOf } from "./view";
import "../styles/combat.css";

/** The GM's screen for a running ClockWork combat. */
export function ClockworkGmScreen({ view }: { view: EncounterView }) {
  const combat = combatOf(view);
  if (!combat) return <p className="muted">This encounter has not been launched.</p>;
  return (
    <CombatProvider view={view} combat={combat}>
      <ScreenBody />
    </CombatProvider>
  );
}

function ScreenBody() {
  const { view, combat, error, clearError, setError, busy, send, sendWhile } = useCombat();
  const [pathState, setPathState] = useState<{ cursor: number; path: Square[] }>({ cursor: view.cursor, path: [] });
  const state = combat.state;
  // A path belongs to the screen it was drawn on.
  const path = pathState.cursor === view.cursor ? pathState.path : [];
  const setPath = (next: Square[]) => setPathState({ cursor: view.cursor, path: next });
  const suggestion = combat.suggestion;
  const actor = state.phase.phase === "round" ? state.order[state.phase.turn] : undefined;
  const foeActing = actor !== undefined && state.combatants[actor]?.fighter.side !== 0;
  // Each turn's controls start from the top: the column would otherwise keep the last turn's scroll.
  const turnColumn = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (turnColumn.current) turnColumn.current.scrollTop = 0;
  }, [actor, state.round]);

  const onSquare = (square: Square) => {
    const last = path.at(-1);
    if (last && last.x === square.x && last.y === square.y) setPath(path.slice(0, -1));
    else setPath([...path, square]);
  };

  return (
    <GmFrame
      view={view}
      testIdPrefix="cwc"
      end={{ label: "End combat", testId: "cwc-end-combat" }}
      reloadLabel="Reload the combat"
      EndDialog={EndCombatDialog}
      className="cw-screen"
      status={
        <p className="gm-status">
          <span className="badge badge-accent" data-testid="cwc-round">
            {state.round === 0 ? "Before round 1" : `Round ${state.round}`}
          </span>{" "}
          <span className="gm-phase" data-testid="cwc-phase">
            {phaseText(state)}
          </span>
        </p>
      }
      actions={
        <>
          <button
            type="button"
            className="button"
            disabled={busy || !suggestion}
            title={suggestion ? `The automatic player would: ${commandText(state, suggestion)}` : undefined}
            onClick={() => suggestion && send(suggestion)}
            data-testid="cwc-auto-step"
          >
            Automatic move
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || !foeActing || !suggestion}
            onClick={() =>
              void sendWhile((next) => {
                const c = next.battle?.system === "clockwork" ? next.battle : null;
                if (!c || c.outcome) return null;
                const phase = c.state.phase;
                const who = phase.phase === "round" ? c.state.order[phase.turn] : undefined;
                if (who === undefined || c.state.combatants[who]?.fighter.side === 0) return null;
                return c.suggestion;
              }, 200)
            }
            data-testid="cwc-foes-act"
          >
            Let the foes act
          </button>
        </>
      }
      error={error}
      setError={setError}
      clearError={clearError}
      onStep={() => setPath([])}
    >
      {combat.outcome ? (
        <p className="notice notice-info" role="status" data-testid="cwc-over">
          {combat.outcome.winner === null ? "Nobody is left fighting." : `The ${combat.outcome.winner === 0 ? "party" : "foes"} carried it after ${combat.outcome.rounds} ${combat.outcome.rounds === 1 ? "round" : "rounds"}.`} End the combat to keep
          its result.
        </p>
      ) : null}
      {/* The map sits at the top of the middle column, in sight at 1280 × 800 without scrolling; the
          combatants are a compact column of their own and the turn's controls another. */}
      <div className="gm-columns cw-body">
        <div className="cw-column cw-cards" aria-label="Combatants">
          {state.order.length > 0 ? (
            <ol className="cw-order" aria-label="Turn order" data-testid="cwc-order">
              {state.order.map((id) => (
                <li key={id} className={id === actor ? "cw-order-actor" : undefined}>
                  {nameOf(state, id)}
                </li>
              ))}
            </ol>
          ) : null}
          {combat.combatants.map((c) => (
            <CombatantCard key={c.id} state={state} view={c} />
          ))}
        </div>
        <div className="cw-table">
          <div className="cw-column cw-map-column">
            <section className="gm-panel" aria-label="Map" data-testid="cwc-map">
              <CombatBoard state={state} path={path} onSquare={actor !== undefined && !busy ? onSquare : undefined} />
            </section>
            <LastStep />
            <LogPanel lines={combat.recentLog} testIdPrefix="cwc-log" />
          </div>
          <div className="cw-column cw-turn-column" ref={turnColumn}>
            <TurnPanel key={`${actor ?? "none"}-${view.cursor}`} path={path} onPath={setPath} />
          </div>
        </div>
      </div>
    </GmFrame>
  );
}
