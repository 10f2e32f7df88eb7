import { useId } from "react";
import type { RollDraft } from "./ability-form";
import { useCombat } from "./combat-context";
import { nameOf, posText } from "./labels";
import type { Command, EncounterView, Location } from "./types";
import { combatOf } from "./view";

const FORCED_VERB = { push: "push", pull: "pull", slide: "slide" } as const;

/** The oldest forced movement waiting for its path: click the squares on the map, or skip it. */
export function ForcedMovePanel({ path, onPath }: { path: Location[]; onPath: (path: Location[]) => void }) {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  const pending = state.pendingMoves[0];
  const id = useId();
  if (!pending) return null;
  const target = state.combatants[pending.target];
  const more = state.pendingMoves.length - 1;
  // The engine's preview: how far the target really goes once its stability counts.
  const forced = combat.legal.offered.find((o) => o.kind === "skip_forced_move")?.preview?.forced ?? null;
  const tooFar = forced !== null && path.length > forced.net;

  return (
    <section className="gm-panel ds-forced" aria-labelledby={`${id}-title`} data-testid="dsc-forced-move">
      <h3 id={`${id}-title`} className="section-title">
        Forced movement
      </h3>
      <p>
        {nameOf(state, pending.source)} may {pending.vertical ? "vertically " : ""}
        {FORCED_VERB[pending.movement]} {target?.name ?? "?"} up to {pending.distance} {pending.distance === 1 ? "square" : "squares"}.
        {more > 0 ? <span className="muted"> {more} more after this one.</span> : null}
      </p>
      {forced ? (
        <p className={forced.net === 0 ? "legal-reason" : "muted"} data-testid="dsc-forced-net">
          Net of stability: {forced.text}.
        </p>
      ) : null}
      {state.grid ? (
        <>
          <p className="muted ds-hint">Click the squares it moves through, in order; it may stop short.</p>
          <ol className="ds-forced-path" data-testid="dsc-forced-path">
            {path.map((step, index) => (
              <li key={index}>
                {posText(step.pos)}
                {pending.vertical ? (
                  <label className="check">
                    height
                    <input
                      className="input input-tiny"
                      type="number"
                      value={step.elevation}
                      onChange={(e) => onPath(path.map((s, i) => (i === index ? { ...s, elevation: Number(e.target.value) || 0 } : s)))}
                      data-testid={`dsc-forced-elevation-${index}`}
                    />
                  </label>
                ) : null}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className="muted">No map: narrate where it ends up, then mark it done.</p>
      )}
      <div className="form-actions">
        {state.grid ? (
          <button
            type="button"
            className="button button-primary"
            disabled={busy || path.length === 0 || tooFar}
            title={tooFar && forced ? `${forced.text}.` : undefined}
            onClick={() => send({ command: "force_move", path }, () => onPath([]))}
            data-testid="dsc-forced-submit"
          >
            Move it {path.length} {path.length === 1 ? "square" : "squares"}
          </button>
        ) : null}
        {path.length > 0 ? (
          <button type="button" className="button" onClick={() => onPath([])} data-testid="dsc-forced-clear">
            Clear
          </button>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={() => send({ command: "skip_forced_move" }, () => onPath([]))} data-testid="dsc-forced-skip">
          {state.grid ? "Leave it where it is" : "Done"}
        </button>
      </div>
    </section>
  );
}

/** Opportunity attacks the last move opened; they lapse with the next other command. */
export function OpportunitiesPanel({ onRoll }: { onRoll: (draft: RollDraft) => void }) {
  const { combat } = useCombat();
  const state = combat.state;
  const id = useId();
  if (state.opportunities.length === 0) return null;
  return (
    <section className="gm-panel ds-opportunities" aria-labelledby={`${id}-title`} data-testid="dsc-opportunities">
      <h3 id={`${id}-title`} className="section-title">
        Opportunity attacks
      </h3>
      <p className="muted">These lapse as soon as anything else happens.</p>
      <ul className="ds-opportunity-list">
        {state.opportunities.map((o) => (
          <li key={`${o.attacker}-${o.mover}`}>
            <span>
              {nameOf(state, o.attacker)} may strike {nameOf(state, o.mover)} <span className="muted">(left {posText(o.from)})</span>
            </span>
            <button
              type="button"
              className="button"
              onClick={() => onRoll({ kind: "free_strike", user: o.attacker, ability: null, targets: [{ target: o.mover }], opportunity: true })}
              data-testid={`dsc-opportunity-${o.attacker}-${o.mover}`}
            >
              Free strike
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The engine's suggestion when it is a foe's move that "Let the foes act" may take for the GM. */
export function foeSuggestion(view: EncounterView): Command | null {
  const combat = combatOf(view);
  const suggestion = combat?.suggestion ?? null;
  if (!combat || !suggestion) return null;
  const state = combat.state;
  // A forced movement's path is the GM's choice: the panel asks for it.
  if (state.pendingMoves.length > 0) return null;
  const foe = (id: number | undefined) => id !== undefined && state.combatants[id]?.side === "foes";
  if (state.turn) return foe(state.turn.actor) && suggestion.command !== "end_combat" ? suggestion : null;
  return suggestion.command === "start_turn" && foe(suggestion.actor) ? suggestion : null;
}

/**
 * "Let the foes act": automatic play takes one foe's turn, from its start (when it is the foes'
 * pick) to its end. It pauses when a move opens opportunity attacks (the heroes may take them)
 * or leaves a forced movement to place; pressing it again carries on.
 */
export function AutoFoesButton() {
  const { view, sendWhile, busy } = useCombat();
  if (!foeSuggestion(view)) return null;
  return (
    <button
      type="button"
      className="button ds-auto-foe"
      disabled={busy}
      title="The engine plays the foe plainly: close on the nearest enemy, attack, end the turn."
      onClick={() => {
        let sent = 0;
        let ended = false;
        void sendWhile((next) => {
          const paused = sent > 0 && (combatOf(next)?.state.opportunities.length ?? 0) > 0;
          const command = ended || paused ? null : foeSuggestion(next);
          if (command?.command === "end_turn") ended = true;
          if (command) sent += 1;
          return command;
        }, 40);
      }}
      data-testid="dsc-auto-foe"
    >
      Let the foes act
    </button>
  );
}
