import { useState } from "react";
import { WhyNot } from "../../../encounters/legal";
import { RuleCitation } from "../../../shared/rule-citation";
import { AreaAttacks } from "./area-attacks";
import { AttackForm } from "./attack-form";
import { useCombat } from "./combat-context";
import { DiceInput } from "./dice-input";
import { HideForm } from "./hide-form";
import { InitiativeForm } from "./initiative-form";
import { commandText, luckText, nameOf, oddsText, PACE_LABEL, parseDice, squareText } from "./labels";
import { PreparedAgainst } from "./last-step";
import { PrepareForm } from "./prepare-form";
import type { Command, CombatPreview, Pace, Square } from "./types";

type Offer = { kind: string; command: Command; preview: CombatPreview | null };

/**
 * What the acting combatant may do now, as the engine says: each offered command as a button
 * (an attack shows its pool, the defense and the chance to hit first), each withheld one greyed
 * out with the engine's reason and rule. Dice may be entered from the table; left empty, the
 * engine rolls them from the encounter's seed.
 */
export function TurnPanel({ path, onPath }: { path: Square[]; onPath: (path: Square[]) => void }) {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  const legal = combat.legal;
  const [attack, setAttack] = useState<Offer | null>(null);
  const [deathDice, setDeathDice] = useState("");
  const [stabilizeDice, setStabilizeDice] = useState("");
  const [pace, setPace] = useState<Pace>("walk");
  const [diceError, setDiceError] = useState<string | null>(null);
  const [luckOnFailure, setLuckOnFailure] = useState(false);
  const phase = state.phase;
  const actor = phase.phase === "round" ? state.order[phase.turn] : undefined;
  const me = actor !== undefined ? state.combatants[actor] : undefined;

  const offered = (kind: string) => legal.offered.filter((o) => o.kind === kind);
  const withheld = (kind: string) => legal.withheld.filter((w) => w.kind === kind);

  if (phase.phase === "ended") return null;
  if (phase.phase === "initiative") return <InitiativeForm />;
  if (!me || actor === undefined) return null;

  // A death or stabilize roll, with the dice from the table and the roller's luck should it fail.
  const sendWithDice = (command: Command & { kind: "death_roll" | "stabilize" }, text: string) => {
    const dice = parseDice(text);
    if (dice === null) {
      setDiceError("Dice are d12 faces from 1 to 12, separated by spaces or commas.");
      return;
    }
    setDiceError(null);
    send({ ...command, dice: dice ?? null, luck: luckOnFailure ? { onlyOnFailure: true, dice: null } : null });
  };
  const luckBox = (testId: string, what: string) => (
    <label className="check">
      <input type="checkbox" checked={luckOnFailure} disabled={luck === 0} onChange={(e) => setLuckOnFailure(e.target.checked)} data-testid={testId} />
      Spend luck to throw {what} again if it fails ({luckText(luck)} left)
    </label>
  );

  const luck = me.luck ?? 0;
  const dying = me.fate.fate === "dying";
  const death = offered("death_roll")[0];
  return (
    <section className="gm-panel cw-turn" aria-label="Turn" data-testid="cwc-turn">
      <h3 className="section-title">
        {me.fighter.name}'s turn · {me.counters} {me.counters === 1 ? "counter" : "counters"} left
        {luck > 0 ? <span className="muted"> · {luckText(luck)}</span> : null}
      </h3>
      <PreparedAgainst state={state} actor={actor} />
      {diceError ? (
        <p className="field-error" role="alert">
          {diceError}
        </p>
      ) : null}
      {dying ? (
        <div className="inline-form">
          <p>{me.fighter.name} is dying: the turn is the death roll («Dying»).</p>
          <DiceInput value={deathDice} onChange={setDeathDice} label="Death roll dice from the table" testId="cwc-death-dice" />
          {luckBox("cwc-death-luck", "the death roll")}
          <button
            type="button"
            className="button button-primary"
            disabled={!death || busy}
            onClick={() => death?.command.kind === "death_roll" && sendWithDice(death.command, deathDice)}
            data-testid="cwc-death-roll"
          >
            Throw the death roll
          </button>
        </div>
      ) : (
        <>
          <h4 className="fh-inline-label">Attacks</h4>
          {offered("attack").length === 0 && withheld("attack").length === 0 ? <p className="muted">No enemy to attack, or no weapon.</p> : null}
          <ul className="cw-actions" data-testid="cwc-attacks">
            {offered("attack").map((o, index) => {
              if (o.command.kind !== "attack") return null;
              const target = o.command.target;
              return (
                <li key={`o${index}`}>
                  <button
                    type="button"
                    className={attack === o ? "button button-primary" : "button"}
                    disabled={busy}
                    onClick={() => setAttack(attack === o ? null : o)}
                    aria-pressed={attack === o}
                    data-testid={`cwc-attack-${o.command.weapon}-${target}`}
                  >
                    {commandText(state, o.command)}
                  </button>
                  {o.preview ? (
                    <span className="muted" data-testid={`cwc-attack-odds-${o.command.weapon}-${target}`}>
                      {" "}
                      {oddsText(o.preview)}
                    </span>
                  ) : null}
                </li>
              );
            })}
            {withheld("attack").map((w, index) =>
              w.command.kind === "attack" ? (
                <li key={`w${index}`} className="legal-withheld">
                  <button type="button" className="button" disabled title={w.reason.message} data-testid={`cwc-attack-${w.command.weapon}-${w.command.target}`}>
                    {commandText(state, w.command)}
                  </button>
                  <WhyNot status={{ offered: false, reason: w.reason }} testId={`cwc-attack-reason-${w.command.weapon}-${w.command.target}`} />
                </li>
              ) : null,
            )}
          </ul>
          {attack && attack.command.kind === "attack" ? <AttackForm key={`${attack.command.weapon}-${attack.command.target}`} order={attack.command} onDone={() => setAttack(null)} /> : null}

          <h4 className="fh-inline-label">Movement</h4>
          <ul className="cw-actions" data-testid="cwc-steps">
            {[...offered("move"), ...withheld("move")].map((entry, index) => {
              const refused = "reason" in entry ? entry.reason : null;
              return (
                <li key={index} className={refused ? "legal-withheld" : undefined}>
                  <button
                    type="button"
                    className="button"
                    disabled={busy || refused !== null}
                    title={refused?.message}
                    onClick={() => send(entry.command)}
                    data-testid={`cwc-step-${index}`}
                  >
                    {commandText(state, entry.command)}
                  </button>
                  {refused ? <WhyNot status={{ offered: false, reason: refused }} testId={`cwc-step-reason-${index}`} /> : null}
                </li>
              );
            })}
          </ul>
          <div className="inline-form cw-path" data-testid="cwc-path">
            <span className="muted">{path.length === 0 ? "Click spaces on the map to plan a longer move." : `Path: ${path.map(squareText).join(" → ")}`}</span>
            <select className="select" aria-label="Pace" value={pace} onChange={(e) => setPace(e.target.value as Pace)} data-testid="cwc-pace">
              {(Object.keys(PACE_LABEL) as Pace[]).map((p) => (
                <option key={p} value={p}>
                  {PACE_LABEL[p]}
                </option>
              ))}
            </select>
            <button type="button" className="button" disabled={busy || path.length === 0} onClick={() => send({ kind: "move", pace, path }, () => onPath([]))} data-testid="cwc-move">
              Move along the path
            </button>
            {path.length > 0 ? (
              <button type="button" className="button button-quiet" onClick={() => onPath([])}>
                Clear the path
              </button>
            ) : null}
          </div>

          {offered("prepare").length + withheld("prepare").length > 0 ? (
            <>
              <h4 className="fh-inline-label">Prepare an attack</h4>
              <PrepareForm />
            </>
          ) : null}
          {me.prepared ? (
            <p className="muted" data-testid="cwc-prepared-own">
              {commandText(state, { kind: "prepare", attack: me.prepared.attack, trigger: me.prepared.trigger })}: {me.prepared.counters} counters set aside («Prepared Actions»).
            </p>
          ) : null}

          <AreaAttacks />

          {offered("hide").length + withheld("hide").length > 0 ? (
            <>
              <h4 className="fh-inline-label">Stealth</h4>
              <HideForm key={actor} />
            </>
          ) : null}

          {offered("stabilize").length + withheld("stabilize").length > 0 ? (
            <>
              <h4 className="fh-inline-label">Stabilize</h4>
              <DiceInput value={stabilizeDice} onChange={setStabilizeDice} label="Stabilize dice from the table" testId="cwc-stabilize-dice" />
              {luckBox("cwc-stabilize-luck", "the stabilize roll")}
              <ul className="cw-actions">
                {offered("stabilize").map((o, index) =>
                  o.command.kind === "stabilize" ? (
                    <li key={`o${index}`}>
                      <button type="button" className="button" disabled={busy} onClick={() => o.command.kind === "stabilize" && sendWithDice(o.command, stabilizeDice)} data-testid={`cwc-stabilize-${o.command.target}`}>
                        {commandText(state, o.command)}
                      </button>
                    </li>
                  ) : null,
                )}
                {withheld("stabilize").map((w, index) =>
                  w.command.kind === "stabilize" ? (
                    <li key={`w${index}`} className="legal-withheld">
                      <button type="button" className="button" disabled title={w.reason.message} data-testid={`cwc-stabilize-${w.command.target}`}>
                        {commandText(state, w.command)}
                      </button>
                      <WhyNot status={{ offered: false, reason: w.reason }} testId={`cwc-stabilize-reason-${w.command.target}`} />
                    </li>
                  ) : null,
                )}
              </ul>
            </>
          ) : null}
        </>
      )}

      {!dying ? (
        <div className="form-actions">
          {offered("pass").map((o, index) => (
            <button key={index} type="button" className="button" disabled={busy} onClick={() => send(o.command)} data-testid="cwc-pass">
              {commandText(state, o.command)}
            </button>
          ))}
        </div>
      ) : null}
      {legal.withheld
        .filter((w) => w.kind === "pass" || w.kind === "death_roll")
        .map((w, index) => (
          <p key={index} className="muted legal-reason">
            {commandText(state, w.command)}: {w.reason.message} <RuleCitation rule={w.reason.rule} />
          </p>
        ))}
      <p className="muted">Attacking {actor !== undefined ? `as ${nameOf(state, actor)}` : ""} spends the weapon's counters («Attack Speed»).</p>
    </section>
  );
}
