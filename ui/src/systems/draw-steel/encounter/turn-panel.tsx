import { useId, useState, type FormEvent } from "react";
import { AbilityLine } from "./ability-line";
import type { RollDraft } from "./ability-form";
import { useCombat } from "./combat-context";
import { kindStatus, WhyNot, type KindStatus } from "../../../encounters/legal";
import type { Command } from "./types";
import { CONDITION_LABEL, posText } from "./labels";
import type { Pos, TurnBudget } from "./types";

export type MoveMode = "advance" | "shift" | "jump" | "charge";
export type MoveDraft = { mode: MoveMode; path: Pos[] };

const MOVE_LABEL: Record<MoveMode, string> = { advance: "Move", shift: "Shift", jump: "Jump", charge: "Charge" };
const MOVE_HINT: Record<MoveMode, string> = {
  advance: "Click the squares to enter, in order (click the last one again to take it back).",
  shift: "Click the one square to shift into: a shift provokes no opportunity attacks.",
  jump: "Click the square to land on: a long jump as part of the movement, as far as the higher of Might and Agility, or farther with a test.",
  charge: "Click the squares of a straight line, then choose the target of the free strike at its end.",
};

type TurnPanelProps = {
  actor: number;
  move: MoveDraft;
  onMove: (move: MoveDraft) => void;
  onRoll: (draft: RollDraft) => void;
  /** Whether a roll is being prepared (the abilities wait for it). */
  rolling: boolean;
};

/** The acting creature's turn: what is left of it, its abilities, moving, and ending it. */
export function TurnPanel({ actor, move, onMove, onRoll, rolling }: TurnPanelProps) {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  const c = state.combatants[actor];
  const budget = state.turn?.budget;
  const id = useId();
  if (!c || !budget) return null;
  const speed = combat.combatants[actor]?.speed ?? c.speed;
  const [jumpTest, setJumpTest] = useState(false);
  const [jumpHeight, setJumpHeight] = useState("");
  const prone = c.conditions.some((k) => k.kind === "prone");
  // The engine's answer: an ability is offered when it accepts it against some target now.
  const abilityOf = (command: Command) => (command.command === "use_ability" ? command.ability : -1);
  const usable = (index: number) => kindStatus(combat.legal, "use_ability", (command) => abilityOf(command) === index);
  const freeStrike = kindStatus(combat.legal, "free_strike");
  // Each way of moving as the engine answers for it now (a charge: at any target).
  const moving: Record<MoveMode, KindStatus> = {
    advance: kindStatus(combat.legal, "advance"),
    shift: kindStatus(combat.legal, "shift"),
    jump: kindStatus(combat.legal, "jump"),
    charge: kindStatus(combat.legal, "charge"),
  };

  const sendMove = () => {
    if (move.path.length === 0) return;
    if (move.mode === "charge") {
      onRoll({ kind: "charge", user: actor, ability: null, targets: [], path: move.path });
      return;
    }
    if (move.mode === "jump") {
      const height = jumpHeight.trim() === "" ? 0 : Number(jumpHeight);
      if (!Number.isInteger(height) || height < 0 || height > 255) return;
      send({ command: "jump", to: move.path[0]!, height, characteristic: null, test: jumpTest, dice: null, bleedingDie: null }, () => onMove({ ...move, path: [] }));
      return;
    }
    const command = move.mode === "shift" ? { command: "shift" as const, to: move.path[0]! } : { command: "advance" as const, path: move.path };
    send(command, () => onMove({ ...move, path: [] }));
  };

  return (
    <section className="gm-panel ds-turn" aria-labelledby={`${id}-title`} data-testid="dsc-turn">
      <h3 id={`${id}-title`} className="section-title">
        {c.name}'s turn
      </h3>
      <Budget budget={budget} speed={speed} />

      {!rolling ? (
        <>
          <h4 className="ds-subtitle">Abilities</h4>
          <ul className="ds-ability-list">
            {c.abilities.map((ability, index) => (
              <li key={index} className="ds-ability-row">
                <AbilityLine ability={ability} costName={c.hero ? c.resourceName || "resource" : "Malice"} />
                {ability.action !== "no_action" ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busy || !usable(index).offered}
                    title={usable(index).reason?.message}
                    onClick={() => onRoll({ kind: "ability", user: actor, ability: index, targets: ability.targets.kind === "self_only" ? [{ target: actor }] : [] })}
                    data-testid={`dsc-ability-${index}`}
                  >
                    Use
                  </button>
                ) : (
                  <span className="muted">always in effect</span>
                )}
                {ability.action !== "no_action" ? <WhyNot status={usable(index)} testId={`dsc-ability-reason-${index}`} /> : null}
              </li>
            ))}
            <li className="ds-ability-row">
              <div className="ds-ability">
                <strong className="ds-ability-name">Free strike</strong> <span className="muted">· main action · melee 1 · {c.freeStrike} damage</span>
              </div>
              <button
                type="button"
                className="button"
                disabled={busy || !freeStrike.offered}
                title={freeStrike.reason?.message}
                onClick={() => onRoll({ kind: "free_strike", user: actor, ability: null, targets: [] })}
                data-testid="dsc-free-strike"
              >
                Strike
              </button>
              <WhyNot status={freeStrike} testId="dsc-free-strike-reason" />
            </li>
          </ul>
        </>
      ) : null}

      {state.grid ? (
        <div className="ds-move">
          <h4 className="ds-subtitle">Movement</h4>
          <div className="ds-move-modes" role="group" aria-label="How to move">
            {(["advance", "shift", "jump", "charge"] as const).map((mode) => (
              <button
                key={mode}
                type="button"
                className={`button${move.mode === mode ? " segment-active" : ""}${moving[mode].offered ? "" : " segment-greyed"}`}
                aria-pressed={move.mode === mode}
                title={moving[mode].reason?.message}
                data-legal={moving[mode].offered ? undefined : "no"}
                onClick={() => onMove({ mode, path: mode === "shift" || mode === "jump" ? move.path.slice(0, 1) : move.path })}
                data-testid={`dsc-move-mode-${mode}`}
              >
                {MOVE_LABEL[mode]}
              </button>
            ))}
          </div>
          <p className="muted ds-hint">{MOVE_HINT[move.mode]}</p>
          <WhyNot status={moving[move.mode]} testId="dsc-move-reason" />
          {move.mode === "jump" ? (
            <div className="inline-form">
              <label className="check">
                <input type="checkbox" checked={jumpTest} onChange={(e) => setJumpTest(e.target.checked)} data-testid="dsc-jump-test" /> Test to jump farther and higher
              </label>
              <label className="check">
                Height to clear
                <input className="input input-narrow" type="number" min={0} placeholder="0" value={jumpHeight} onChange={(e) => setJumpHeight(e.target.value)} data-testid="dsc-jump-height" />
              </label>
            </div>
          ) : null}
          <p className="ds-path" data-testid="dsc-move-path">
            {move.path.length === 0 ? <span className="muted">No squares chosen.</span> : move.path.map(posText).join(" → ")}
          </p>
          <div className="form-actions">
            <button type="button" className="button button-primary" disabled={busy || move.path.length === 0 || rolling || !moving[move.mode].offered}
              title={moving[move.mode].reason?.message}
              onClick={sendMove} data-testid="dsc-move-submit">
              {move.mode === "charge" ? "Charge: choose the target" : move.mode === "shift" ? "Shift" : move.mode === "jump" ? "Jump" : move.path.length === 0 ? "Move" : `Move ${move.path.length} ${move.path.length === 1 ? "square" : "squares"}`}
            </button>
            <button type="button" className="button" disabled={move.path.length === 0} onClick={() => onMove({ ...move, path: [] })} data-testid="dsc-move-clear">
              Clear
            </button>
          </div>
        </div>
      ) : null}

      <div className="ds-turn-extras">
        {prone ? (
          <button type="button" className="button" disabled={busy} onClick={() => send({ command: "stand_up", target: actor })} data-testid="dsc-stand-up">
            Stand up
          </button>
        ) : null}
        <button type="button" className="button" disabled={busy} onClick={() => send({ command: "hide" })} data-testid="dsc-hide" title="Hide, when no enemy observes this creature.">
          Hide
        </button>
      </div>

      <EndTurn actor={actor} />
    </section>
  );
}

/** The turn's budget as chips: what is left, and the dazed and critical-hit notes. */
function Budget({ budget, speed }: { budget: TurnBudget; speed: number }) {
  const chip = (label: string, left: number, testId: string) => (
    <span className={`ds-budget-chip${left > 0 ? "" : " ds-budget-used"}`} data-testid={testId}>
      {label}: {left > 0 ? (left > 1 ? `${left} left` : "ready") : "used"}
    </span>
  );
  return (
    <div className="ds-budget" data-testid="dsc-budget">
      {chip("Main action", budget.main, "dsc-budget-main")}
      {chip("Maneuver", budget.maneuver, "dsc-budget-maneuver")}
      {chip("Move action", budget.moves, "dsc-budget-move")}
      <span className="ds-budget-chip" data-testid="dsc-budget-movement">
        Movement left: {budget.movement} <span className="muted">(speed {speed})</span>
      </span>
      {budget.dazed ? (
        <span className="ds-budget-chip ds-budget-warning" data-testid="dsc-budget-dazed">
          Dazed: one thing only — {budget.things > 0 ? "done" : "not yet used"}
        </span>
      ) : null}
      {budget.immediateMain ? (
        <span className="ds-budget-chip ds-budget-accent" data-testid="dsc-budget-critical">
          Critical hit: an extra main action, to take now
        </span>
      ) : null}
    </div>
  );
}

/** Ends the turn; the table may enter the saving throws' d10s (empty ones are rolled). */
function EndTurn({ actor }: { actor: number }) {
  const { combat, send, busy } = useCombat();
  const c = combat.state.combatants[actor];
  const saveEnds = (c?.conditions ?? []).filter((k) => k.duration === "save_ends");
  const asks = combat.state.rules.savesAtTurnEnd && saveEnds.length > 0;
  const [dice, setDice] = useState<string[]>([]);
  const values = saveEnds.map((_, i) => dice[i] ?? "");
  const bad = values.some((v) => v.trim() !== "" && !(Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 10));
  const ending = kindStatus(combat.legal, "end_turn");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (bad) return;
    // Entered dice go to the save-ends effects in order; the engine rolls for the rest.
    const firstBlank = values.findIndex((v) => v.trim() === "");
    const entered = (firstBlank === -1 ? values : values.slice(0, firstBlank)).map(Number);
    send({ command: "end_turn", saves: asks ? entered : [] }, () => setDice([]));
  };

  return (
    <form className="ds-end-turn" onSubmit={submit}>
      {asks ? (
        <div className="inline-form">
          <span className="field-label">Saving throws</span>
          {saveEnds.map((k, i) => (
            <label key={i} className="check">
              {CONDITION_LABEL[k.kind]}
              <input
                className="input input-tiny"
                type="number"
                min={1}
                max={10}
                placeholder="d10"
                value={values[i]}
                onChange={(e) => setDice(values.map((v, j) => (j === i ? e.target.value : v)))}
                data-testid={`dsc-save-die-${i}`}
              />
            </label>
          ))}
        </div>
      ) : null}
      {bad ? (
        <p className="field-error" role="alert">
          A d10 shows 1 to 10.
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={busy || bad || !ending.offered} title={ending.reason?.message} data-testid="dsc-end-turn">
        End turn
      </button>
      <WhyNot status={ending} testId="dsc-end-turn-reason" />
    </form>
  );
}
