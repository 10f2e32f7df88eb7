import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ErrorNotice } from "../../../components/error-notice";
import { isKind } from "../../../errors";
import { useShortcut } from "../../../hooks/use-shortcut";
import { queryKeys, useEncounterRedo, useEncounterUndo } from "../../../queries";
import { ExportLogDialog } from "../../fated-hand/encounter/battle-log";
import { AbilityForm, toggleTarget, type RollDraft } from "./ability-form";
import { CombatProvider, useCombat } from "./combat-context";
import { CombatLog } from "./combat-log";
import { CombatMap } from "./combat-map";
import { CombatantCard } from "./combatant-card";
import { EndCombatDialog } from "./end-dialog";
import { GmTools } from "./gm-tools";
import { FirstSidePanel, InitiativePanel } from "./initiative";
import { initials, isDown, OUTCOME_LABEL, phaseText, squaresAcross } from "./labels";
import { AutoFoesButton, ForcedMovePanel, OpportunitiesPanel } from "./reactions";
import { TurnPanel, type MoveDraft } from "./turn-panel";
import type { CombatState, EncounterView, Location, Pos } from "./types";
import "../styles/combat.css";

/** The GM's screen for a running Draw Steel combat. */
export function DrawSteelGmScreen({ view }: { view: EncounterView }) {
  if (!view.drawSteelCombat) return <p className="muted">This encounter has not been launched.</p>;
  return (
    <CombatProvider view={view} combat={view.drawSteelCombat}>
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
  const undo = useEncounterUndo();
  const redo = useEncounterRedo();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<"end" | "log" | null>(null);
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

  const step = (which: "undo" | "redo") => {
    const write = which === "undo" ? undo : redo;
    if ((which === "undo" ? !view.canUndo : !view.canRedo) || write.isPending) return;
    clearError();
    setRoll(null);
    setMove({ ...move, path: [] });
    setForced([]);
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
    if (move.mode === "shift") {
      setMove({ ...move, path: same(move.path[0]) ? [] : [pos] });
      return;
    }
    if (same(move.path.at(-1))) setMove({ ...move, path: move.path.slice(0, -1) });
    else setMove({ ...move, path: [...move.path, pos] });
  };
  const mapClickable = phase.kind === "round" && (pending !== undefined || roll !== null || actor !== null);
  const targeted = new Set(roll?.targets.map((t) => t.target) ?? []);

  return (
    <div className="gm-screen ds-screen" data-testid="dsc-screen">
      <header className="gm-head">
        <div>
          <h2 className="page-title">{view.name}</h2>
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
        </div>
        <div className="page-actions">
          <AutoFoesButton />
          <button type="button" className="button" onClick={() => step("undo")} disabled={!view.canUndo || undo.isPending} aria-keyshortcuts="Control+Z" data-testid="dsc-undo">
            Undo
          </button>
          <button type="button" className="button" onClick={() => step("redo")} disabled={!view.canRedo || redo.isPending} aria-keyshortcuts="Control+Shift+Z" data-testid="dsc-redo">
            Redo
          </button>
          <button type="button" className="button" onClick={() => setDialog("log")} data-testid="dsc-export-log">
            Export log
          </button>
          <button type="button" className="button button-primary" onClick={() => setDialog("end")} data-testid="dsc-end-combat">
            End combat
          </button>
        </div>
      </header>

      {error ? (
        <div data-testid="dsc-error">
          <ErrorNotice error={error}>
            {isKind(error, "conflict") ? (
              <button
                type="button"
                className="button"
                onClick={() => {
                  clearError();
                  void client.invalidateQueries({ queryKey: queryKeys.encounter(view.id) });
                }}
                data-testid="dsc-reload"
              >
                Reload the combat
              </button>
            ) : null}
            <button type="button" className="button button-quiet" onClick={clearError}>
              Dismiss
            </button>
          </ErrorNotice>
        </div>
      ) : null}

      {combat.decided && phase.kind !== "ended" ? (
        <p className="notice notice-info ds-decided" role="status" data-testid="dsc-decided">
          {OUTCOME_LABEL[combat.decided]}: nobody on the other side is standing. End the combat to write the heroes back.
        </p>
      ) : null}

      <div className="ds-body">
        <div className="ds-column ds-column-creatures" aria-label="Combatants">
          <InitiativePanel />
          {combat.combatants.map((c) => (
            <CombatantCard
              key={c.id}
              state={state}
              view={c}
              actor={c.id === actor}
              targeted={targeted.has(c.id)}
              onTrigger={(ability) => setRoll({ kind: "ability", user: c.id, ability, targets: [] })}
            />
          ))}
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
          <CombatLog lines={combat.recentLog} />
        </div>
      </div>

      {dialog === "end" ? <EndCombatDialog view={view} onClose={() => setDialog(null)} /> : null}
      {dialog === "log" ? <ExportLogDialog id={view.id} name={view.name} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
