import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ErrorNotice } from "../../../components/error-notice";
import { isKind } from "../../../errors";
import { useShortcut } from "../../../hooks/use-shortcut";
import { queryKeys, useEncounterRedo, useEncounterUndo } from "../../../queries";
import { BattleProvider, useBattle } from "./battle-context";
import { actorOf, initials, phaseText } from "./battle-labels";
import { BattleLog, ExportLogDialog } from "./battle-log";
import { CombatantCard } from "./combatant-card";
import { EndBattleDialog } from "./end-dialog";
import { GmTools } from "./gm-tools";
import { GridView } from "./grid-view";
import { CountdownPanel, PendingRipostes, PlanningPanel } from "./phase-panels";
import { TurnPanel } from "./turn-panel";
import type { EncounterView, Tile } from "./types";

/** The GM's screen for a running battle: who stands where, what they can do, and what happened. */
export function GmScreen({ view }: { view: EncounterView }) {
  if (!view.battle) return <p className="muted">This encounter has not been launched.</p>;
  return (
    <BattleProvider view={view} battle={view.battle}>
      <GmScreenBody />
    </BattleProvider>
  );
}

function GmScreenBody() {
  const { view, battle, error, clearError, setError } = useBattle();
  const undo = useEncounterUndo();
  const redo = useEncounterRedo();
  const [dialog, setDialog] = useState<"end" | "log" | null>(null);
  const [path, setPath] = useState<Tile[]>([]);
  const client = useQueryClient();
  const state = battle.state;
  const actor = actorOf(state);

  const step = (which: "undo" | "redo") => {
    const write = which === "undo" ? undo : redo;
    if ((which === "undo" ? !view.canUndo : !view.canRedo) || write.isPending) return;
    clearError();
    setPath([]);
    write.mutate({ id: view.id }, { onError: setError });
  };
  useShortcut(
    (e) => (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "z",
    (e) => step(e.shiftKey ? "redo" : "undo"),
  );
  useShortcut(
    (e) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "y",
    () => step("redo"),
  );

  const onTile = (tile: Tile) => {
    if (actor === null) return;
    const last = path.at(-1);
    if (last && last.x === tile.x && last.y === tile.y) setPath(path.slice(0, -1));
    else setPath([...path, tile]);
  };

  return (
    <div className="gm-screen" data-testid="gm-screen">
      <header className="gm-head">
        <div>
          <h2 className="page-title">{view.name}</h2>
          <p className="gm-status">
            <span className="badge badge-accent" data-testid="gm-round">
              Round {state.round}
            </span>{" "}
            <span className="gm-phase" data-testid="gm-phase">
              {phaseText(state)}
            </span>
          </p>
        </div>
        <div className="page-actions">
          <button type="button" className="button" onClick={() => step("undo")} disabled={!view.canUndo || undo.isPending} aria-keyshortcuts="Control+Z" data-testid="gm-undo">
            Undo
          </button>
          <button type="button" className="button" onClick={() => step("redo")} disabled={!view.canRedo || redo.isPending} aria-keyshortcuts="Control+Shift+Z" data-testid="gm-redo">
            Redo
          </button>
          <button type="button" className="button" onClick={() => setDialog("log")} data-testid="gm-export-log">
            Export log
          </button>
          <button type="button" className="button button-primary" onClick={() => setDialog("end")} data-testid="end-battle">
            End battle
          </button>
        </div>
      </header>

      {error ? (
        <div data-testid="gm-error">
          <ErrorNotice error={error}>
            {isKind(error, "conflict") ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  clearError();
                  void client.invalidateQueries({ queryKey: queryKeys.encounter(view.id) });
                }}
                data-testid="gm-reload"
              >
                Reload the battle
              </button>
            ) : null}
            <button type="button" className="button button-quiet" onClick={clearError}>
              Dismiss
            </button>
          </ErrorNotice>
        </div>
      ) : null}

      <div className="gm-body">
        <div className="gm-combatants" aria-label="Combatants">
          {battle.combatants.map((c) => (
            <CombatantCard key={c.id} state={state} view={c} actor={c.id === actor} />
          ))}
        </div>
        <div className="gm-side">
          {state.phase.phase === "planning" ? <PlanningPanel /> : null}
          {state.phase.phase === "countdown" ? (
            <>
              <PendingRipostes />
              <CountdownPanel count={state.phase.count} />
            </>
          ) : null}
          {actor !== null ? <TurnPanel key={actor} actor={actor} path={path} onPath={setPath} /> : null}
          {state.phase.phase === "ended" ? (
            <section className="gm-panel">
              <p>The battle is over. End the encounter to award Knowledge Points and keep the result.</p>
            </section>
          ) : null}
          <GmTools />
          {state.grid ? (
            <section className="gm-panel" aria-label="Grid">
              <GridView
                grid={state.grid}
                label="Battle grid"
                marked={path}
                onTile={actor !== null ? onTile : undefined}
                tokens={state.combatants.flatMap((c, id) =>
                  c.position
                    ? [{ tile: c.position, label: initials(c.name), title: c.name, side: c.side, actor: id === actor, down: c.incapacitated, hidden: c.hidden === true }]
                    : [],
                )}
              />
            </section>
          ) : null}
          <BattleLog entries={battle.recentLog} />
        </div>
      </div>

      {dialog === "end" ? <EndBattleDialog view={view} onClose={() => setDialog(null)} /> : null}
      {dialog === "log" ? <ExportLogDialog id={view.id} name={view.name} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
