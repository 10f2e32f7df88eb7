import { useState } from "react";
import { GmFrame } from "../../../encounters/gm-frame";
import { BattleProvider, useBattle } from "./battle-context";
import { actorOf, initials, phaseText } from "./battle-labels";
import { LogPanel } from "../../../shared/log-line";
import { CombatantCard } from "./combatant-card";
import { EndBattleDialog } from "./end-dialog";
import { GmTools } from "./gm-tools";
import { GridView } from "./grid-view";
import { OffersPanel } from "./offers-panel";
import { CountdownPanel, PendingRipostes, PlanningPanel } from "./phase-panels";
import { ForesightPanel } from "./study-controls";
import { PerkOffers } from "./perk-offers";
import { TurnPanel } from "./turn-panel";
import type { EncounterView, Tile } from "./types";
import { battleOf } from "./view";

/** The GM's screen for a running battle: who stands where, what they can do, and what happened. */
export function GmScreen({ view }: { view: EncounterView }) {
  const battle = battleOf(view);
  if (!battle) return <p className="muted">This encounter has not been launched.</p>;
  return (
    <BattleProvider view={view} battle={battle}>
      <GmScreenBody />
    </BattleProvider>
  );
}

function GmScreenBody() {
  const { view, battle, error, clearError, setError } = useBattle();
  const [path, setPath] = useState<Tile[]>([]);
  const state = battle.state;
  const actor = actorOf(state);

  const onTile = (tile: Tile) => {
    if (actor === null) return;
    const last = path.at(-1);
    if (last && last.x === tile.x && last.y === tile.y) setPath(path.slice(0, -1));
    else setPath([...path, tile]);
  };

  return (
    <GmFrame
      view={view}
      testIdPrefix="gm"
      end={{ label: "End battle", testId: "end-battle" }}
      reloadLabel="Reload the battle"
      EndDialog={EndBattleDialog}
      status={
        <p className="gm-status">
          <span className="badge badge-accent" data-testid="gm-round">
            Round {state.round}
          </span>{" "}
          <span className="gm-phase" data-testid="gm-phase">
            {phaseText(state)}
          </span>
        </p>
      }
      error={error}
      setError={setError}
      clearError={clearError}
      onStep={() => setPath([])}
    >
      <div className="gm-body gm-columns">
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
          <ForesightPanel />
          <PerkOffers />
          <GmTools />
          <OffersPanel />
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
          <LogPanel lines={battle.recentLog} testIdPrefix="gm-log" />
        </div>
      </div>
    </GmFrame>
  );
}
