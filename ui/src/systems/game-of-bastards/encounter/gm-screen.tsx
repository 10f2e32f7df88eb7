import { GmFrame } from "../../../encounters/gm-frame";
import { LogPanel } from "../../../shared/log-line";
import { CombatantCard } from "./combatant-card";
import { EndOppositionDialog } from "./end-dialog";
import { commandText, phaseText, sideLabel } from "./labels";
import { OppositionProvider, useOpposition } from "./opposition-context";
import { RevealPanel } from "./reveal-panel";
import { TurnPanel } from "./turn-panel";
import type { EncounterView } from "./types";
import { oppositionOf } from "./view";
import "../styles/opposition.css";

/** The GM's screen for a running Game of Bastards Opposition. */
export function BastardsGmScreen({ view }: { view: EncounterView }) {
  const opposition = oppositionOf(view);
  if (!opposition) return <p className="muted">This encounter has not been launched.</p>;
  return (
    <OppositionProvider view={view} opposition={opposition}>
      <ScreenBody />
    </OppositionProvider>
  );
}

function ScreenBody() {
  const { view, opposition, error, clearError, setError, busy, send } = useOpposition();
  const seen = opposition.seen;
  const suggestion = opposition.suggestion;
  const acting = opposition.combatants.find((c) => c.acting)?.id;
  return (
    <GmFrame
      view={view}
      testIdPrefix="gob"
      end={{ label: "End the Opposition", testId: "gob-end" }}
      reloadLabel="Reload the Opposition"
      EndDialog={EndOppositionDialog}
      className="gob-screen"
      status={
        <p className="gm-status">
          <span className="badge badge-accent" data-testid="gob-round">
            {seen.round === 0 ? "Before round 1" : `Round ${seen.round}`}
          </span>{" "}
          <span className="gm-phase" data-testid="gob-phase">
            {phaseText(seen)}
          </span>
        </p>
      }
      actions={
        <button
          type="button"
          className="button"
          disabled={busy || !suggestion}
          title={suggestion ? `The automatic player would: ${commandText(seen, suggestion)}` : undefined}
          onClick={() => suggestion && send(suggestion)}
          data-testid="gob-auto-step"
        >
          Automatic move
        </button>
      }
      error={error}
      setError={setError}
      clearError={clearError}
    >
      {opposition.outcome ? (
        <p className="notice notice-info" role="status" data-testid="gob-over">
          {opposition.outcome.standingSide === null ? "Nobody is left standing." : `The ${sideLabel(opposition.outcome.standingSide).toLowerCase()} are left standing.`} End the
          Opposition to write its XP to the ledgers.
        </p>
      ) : null}
      <div className="gm-columns gob-body">
        <div className="gob-column" aria-label="Combatants">
          {seen.combatants.map((c) => (
            <CombatantCard key={c.id} seen={seen} id={c.id} acting={c.id === acting} />
          ))}
        </div>
        <div className="gob-column">
          {opposition.outcome ? null : <TurnPanel key={view.cursor} />}
          {seen.last ? <RevealPanel seen={seen} last={seen.last} /> : null}
          <LogPanel lines={opposition.recentLog} testIdPrefix="gob-log" />
        </div>
      </div>
    </GmFrame>
  );
}
