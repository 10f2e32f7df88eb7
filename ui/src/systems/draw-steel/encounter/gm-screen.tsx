import { useState } from "react";
import { GmFrame } from "../../../encounters/gm-frame";
import { AbilityForm, toggleTarget, type RollDraft } from "./ability-form";
import { CombatProvider, useCombat } from "./combat-context";
import { LogPanel } from "../../../shared/log-line";
import { CombatMap } from "./combat-map";
import { CombatantCard } from "./combatant-card";
import { SquadCard } from "./squad-card";
import { EndCombatDialog } from "./end-dialog";
import { GmTools } from "./gm-tools";
import { FirstSidePanel, InitiativePanel } from "./initiative";
import { initials, isDown, OUTCOME_LABEL, phaseText, squaresAcross } from "./labels";
import { AutoFoesButton, ForcedMovePanel, OpportunitiesPanel } from "./reactions";
import { TurnPanel, type MoveDraft } from "./turn-panel";
import type { CombatState, EncounterView, Location, Pos } from "./types";
import { combatOf } from "./view";
import "../styles/combat.css";

/** The GM's screen for a running Draw Steel combat. */
export function DrawSteelGmScreen({ view }: { view: EncounterView }) {
  const combat = combatOf(view);
  if (!combat) return <p className="muted">This encounter has not been launched.</p>;
  return (
    <CombatProvider view={view} combat={combat}>
      <ScreenBody />
    </CombatProvider>
  );
}

/** The creature whose space covers `pos`, standing ones before fallen ones. */
function occupant(state: CombatState, pos: Pos): number | null {
  let found: number | null = null;
  state.combatants.forEach((c, index) => {
    if (!c.position || c.fate === "dead") return;
    const n = squaresAcross(c.size);
    const inside = pos.x >= c.position.x && pos.x < c.position.x + n && pos.y >= c.position.y && pos.y < c.position.y + n;
    if (inside && (found === null || isDown(state.combatants[found]!))) found = index;
  });
  return found;
}

function ScreenBody() {
  const { view, combat, error, clearError, setError, busy } = useCombat();
  const [roll, setRoll] = useState<RollDraft | null>(null);
  const [moveState, setMoveState] = useState<MoveDraft & { actor: number | null }>({ mode: "advance", path: [], actor: null });
  const [forced, setForced] = useState<Location[]>([]);
  const state = combat.state;
  const phase = state.phase;
  const actor = state.turn?.actor ?? null;
  // A path belongs to the turn it was drawn in.
  const move: MoveDraft = moveState.actor === actor ? moveState : { mode: moveState.mode, path: [] };
  const setMove = (next: MoveDraft) => setMoveState({ ...next, actor });
  const pending = state.pendingMoves[0];

  const onSquare = (pos: Pos) => {
    const same = (a: Pos | undefined) => a !== undefined && a.x === pos.x && a.y === pos.y;
    if (pending) {
      const last = forced.at(-1);
      if (same(last?.pos)) setForced(forced.slice(0, -1));
      else setForced([...forced, { pos, elevation: last?.elevation ?? state.combatants[pending.target]?.elevation ?? 0 }]);
      return;
    }
    if (roll) {
      const who = occupant(state, pos);
      if (who === null) return;
      const single = roll.kind !== "ability" || state.combatants[roll.user]?.abilities[roll.ability ?? -1]?.targets.count === 1;
      setRoll({ ...roll, targets: toggleTarget(roll.targets, who, single) });
      return;
    }
    if (actor === null) return;
    if (move.mode === "shift" || move.mode === "jump") {
      setMove({ ...move, path: same(move.path[0]) ? [] : [pos] });
      return;
    }
    if (same(move.path.at(-1))) setMove({ ...move, path: move.path.slice(0, -1) });
    else setMove({ ...move, path: [...move.path, pos] });
  };
  const card = (id: number) => {
    const c = combat.combatants[id];
    if (!c) return null;
    return (
      <CombatantCard
        key={c.id}
        state={state}
        view={c}
        actor={c.id === actor}
        targeted={targeted.has(c.id)}
        legal={combat.legal}
        onTrigger={(ability) => setRoll({ kind: "ability", user: c.id, ability, targets: [] })}
      />
    );
  };
  const mapClickable = phase.kind === "round" && (pending !== undefined || roll !== null || actor !== null);
  const targeted = new Set(roll?.targets.map((t) => t.target) ?? []);

  return (
    <GmFrame
      view={view}
      testIdPrefix="dsc"
      end={{ label: "End combat", testId: "dsc-end-combat" }}
      reloadLabel="Reload the combat"
      EndDialog={EndCombatDialog}
      className="ds-screen"
      status={
        <p className="gm-status ds-status">
          <span className="badge badge-accent" data-testid="dsc-round">
            {state.round === 0 ? "Before round 1" : `Round ${state.round}`}
          </span>{" "}
          <span className="gm-phase" data-testid="dsc-pick">
            {phaseText(phase)}
          </span>
          <span className="ds-pool" data-testid="dsc-pool-tokens" title="The heroes' shared hero tokens">
            Hero tokens <strong>{state.heroTokens}</strong>
          </span>
          <span className="ds-pool ds-pool-malice" data-testid="dsc-pool-malice" title="The Director's Malice">
            Malice <strong>{state.malice}</strong>
          </span>
        </p>
      }
      actions={<AutoFoesButton />}
      error={error}
      setError={setError}
      clearError={clearError}
      onStep={() => {
        setRoll(null);
        setMove({ ...move, path: [] });
        setForced([]);
      }}
    >
      {combat.decided && phase.kind !== "ended" ? (
        <p className="notice notice-info ds-decided" role="status" data-testid="dsc-decided">
          {OUTCOME_LABEL[combat.decided]}: nobody on the other side is standing. End the combat to write the heroes back.
        </p>
      ) : null}

      <div className="ds-body gm-columns">
        <div className="ds-column ds-column-creatures" aria-label="Combatants">
          <InitiativePanel />
          {combat.combatants.map((c) => {
            const squad = state.combatants[c.id]?.squad;
            // A squad shows as one card, where its first member is listed.
            if (squad != null && state.squads?.[squad]) {
              if (state.squads[squad]!.members[0] !== c.id) return null;
              return <SquadCard key={`squad-${squad}`} state={state} index={squad} actor={actor} memberCard={card} />;
            }
            return card(c.id);
          })}
        </div>

        <div className="ds-column ds-column-table">
          {phase.kind === "opening" ? <FirstSidePanel /> : null}
          {phase.kind === "ended" ? (
            <section className="gm-panel">
              <p>
                {OUTCOME_LABEL[phase.outcome]}. End the encounter to award Victories and write the heroes' Stamina and Recoveries back.
              </p>
            </section>
          ) : null}
          {pending ? <ForcedMovePanel path={forced} onPath={setForced} /> : null}
          <OpportunitiesPanel onRoll={setRoll} />
          {roll ? (
            <section className="gm-panel ds-roll-panel" aria-label="Roll">
              <AbilityForm
                key={`${roll.kind}-${roll.user}-${roll.ability}`}
                draft={roll}
                onTargets={(targets) => setRoll({ ...roll, targets })}
                onClose={() => {
                  setRoll(null);
                  if (roll.kind === "charge") setMove({ ...move, path: [] });
                }}
              />
            </section>
          ) : null}
          {actor !== null ? <TurnPanel key={actor} actor={actor} move={move} onMove={setMove} onRoll={setRoll} rolling={roll !== null} /> : null}
          {state.grid ? (
            <section className="gm-panel ds-map-panel" aria-label="Map">
              <p className="muted ds-hint">
                {pending
                  ? "Click the squares of the forced movement."
                  : roll
                    ? "Click a creature to target it (again to untarget)."
                    : actor !== null
                      ? "Click squares to plan the move."
                      : "Start a creature's turn to move it."}
              </p>
              <CombatMap
                grid={state.grid}
                label="Combat map"
                marked={pending ? forced.map((l) => l.pos) : roll?.kind === "charge" ? (roll.path ?? []) : move.path}
                objects={state.objects}
                onSquare={mapClickable && !busy ? onSquare : undefined}
                tokens={state.combatants.flatMap((c, id) =>
                  c.position && c.fate !== "dead"
                    ? [
                        {
                          id,
                          pos: c.position,
                          size: squaresAcross(c.size),
                          label: initials(c.name),
                          title: c.name,
                          side: c.side,
                          actor: id === actor,
                          down: isDown(c),
                          hidden: c.hidden,
                          targeted: targeted.has(id),
                        },
                      ]
                    : [],
                )}
              />
            </section>
          ) : null}
          <GmTools defaultWho={actor ?? 0} />
          <LogPanel lines={combat.recentLog} testIdPrefix="dsc-log" listClass="ds-log" />
        </div>
      </div>
    </GmFrame>
  );
}
