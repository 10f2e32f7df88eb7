import { useId, useState, type FormEvent } from "react";
import { useCombat } from "./combat-context";
import { FATE_LABEL, SIDE_LABEL, SIDES } from "./labels";
import type { Side } from "./types";

/** "Roll for the first side": the d10 the table rolled, or one the engine rolls. */
export function FirstSidePanel() {
  const { send, busy } = useCombat();
  const [die, setDie] = useState("");
  const id = useId();
  const value = Number(die);
  const entered = die.trim() !== "";
  const valid = !entered || (Number.isInteger(value) && value >= 1 && value <= 10);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    send({ command: "roll_first_side", die: entered ? value : null }, () => setDie(""));
  };

  return (
    <section className="gm-panel ds-first-side" aria-labelledby={`${id}-title`} data-testid="dsc-first-side">
      <h3 id={`${id}-title`} className="section-title">
        Who acts first?
      </h3>
      <p className="muted">
        Roll a d10: 6 or more and the heroes act first, otherwise the foes do. When only one side has creatures that are not surprised, that side acts
        first without a roll: leave the die empty.
      </p>
      <form className="inline-form" onSubmit={submit}>
        <label className="check" htmlFor={`${id}-die`}>
          d10
        </label>
        <input
          id={`${id}-die`}
          className="input input-narrow"
          type="number"
          min={1}
          max={10}
          placeholder="roll"
          value={die}
          onChange={(e) => setDie(e.target.value)}
          aria-invalid={!valid || undefined}
          data-testid="dsc-first-side-die"
        />
        <button type="submit" className="button button-primary" disabled={busy || !valid} data-testid="dsc-roll-first-side">
          {entered ? "Use this d10" : "Roll for the first side"}
        </button>
      </form>
      {!valid ? (
        <p className="field-error" role="alert">
          A d10 shows 1 to 10.
        </p>
      ) : null}
    </section>
  );
}

/** Who has acted this round, side by side, and a "Start turn" for each creature that may go now. */
export function InitiativePanel() {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  const id = useId();
  const phase = state.phase;
  if (phase.kind === "opening") return null;
  const first: Side = state.firstSide ?? "heroes";
  const order = first === "heroes" ? SIDES : [...SIDES].reverse();
  const turnActor = state.turn?.actor ?? null;

  return (
    <section className="gm-panel ds-initiative" aria-labelledby={`${id}-title`} data-testid="dsc-initiative">
      <h3 id={`${id}-title`} className="section-title">
        Round {state.round}
        {phase.kind === "round" ? (
          <span className="muted">
            {" "}
            · {turnActor !== null ? `${state.combatants[turnActor]?.name ?? "?"} is acting` : `the ${SIDE_LABEL[phase.next].toLowerCase()} pick who goes next`}
          </span>
        ) : null}
      </h3>
      <div className="ds-initiative-sides">
        {order.map((side) => (
          <div key={side} className={`ds-initiative-side ds-initiative-${side}${phase.kind === "round" && phase.next === side && turnActor === null ? " ds-initiative-picking" : ""}`}>
            <h4 className="ds-initiative-title">{SIDE_LABEL[side]}</h4>
            <ul className="ds-initiative-list">
              {combat.combatants
                .filter((v) => state.combatants[v.id]?.side === side)
                .map((v) => {
                  const c = state.combatants[v.id]!;
                  const status = v.id === turnActor ? "acting" : !(c.fate === "standing" || c.fate === "dying") ? FATE_LABEL[c.fate].toLowerCase() : c.acted ? "acted" : "waiting";
                  return (
                    <li key={v.id} className={`ds-initiative-item ds-status-${status}`} data-testid={`dsc-initiative-${v.id}`}>
                      <span className="ds-initiative-name">{c.name}</span>
                      {v.mayStartTurn ? (
                        <button type="button" className="button button-primary" disabled={busy} onClick={() => send({ command: "start_turn", actor: v.id })} data-testid={`dsc-start-turn-${v.id}`}>
                          Start turn
                        </button>
                      ) : (
                        <span className="muted">{status}</span>
                      )}
                    </li>
                  );
                })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
