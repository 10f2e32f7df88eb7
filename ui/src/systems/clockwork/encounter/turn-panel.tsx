import { useState, type FormEvent } from "react";
import { WhyNot } from "../../../encounters/legal";
import { RuleCitation } from "../../../shared/rule-citation";
import { useCombat } from "./combat-context";
import { COVER_LABEL, commandText, nameOf, PACE_LABEL, parseDice, REACTION_LABEL, squareText } from "./labels";
import type { AttackOrder, Command, CombatPreview, Cover, Pace, Reaction, Square } from "./types";

type Offer = { kind: string; command: Command; preview: CombatPreview | null };

/** A whole percentage for a chance between 0 and 1. */
const percent = (chance: number) => `${Math.round(chance * 100)}%`;

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
  const phase = state.phase;
  const actor = phase.phase === "round" ? state.order[phase.turn] : undefined;
  const me = actor !== undefined ? state.combatants[actor] : undefined;

  const offered = (kind: string) => legal.offered.filter((o) => o.kind === kind);
  const withheld = (kind: string) => legal.withheld.filter((w) => w.kind === kind);

  if (phase.phase === "ended") return null;
  if (phase.phase === "initiative") {
    const roll = offered("roll_initiative")[0];
    return (
      <section className="gm-panel" aria-label="Initiative" data-testid="cwc-initiative">
        <p>Everyone rolls 12 dice against their Agility or Intuition, whichever is better; the order runs from the most gains («Initiative»).</p>
        <button type="button" className="button button-primary" disabled={!roll || busy} onClick={() => roll && send(roll.command)} data-testid="cwc-roll-initiative">
          Roll initiative
        </button>
      </section>
    );
  }
  if (!me || actor === undefined) return null;

  const sendWithDice = (command: Command, text: string, field: "dice") => {
    const dice = parseDice(text);
    if (dice === null) {
      setDiceError("Dice are d12 faces from 1 to 12, separated by spaces or commas.");
      return;
    }
    setDiceError(null);
    send(dice === undefined ? command : ({ ...command, [field]: dice } as Command));
  };

  const dying = me.fate.fate === "dying";
  const death = offered("death_roll")[0];
  return (
    <section className="gm-panel cw-turn" aria-label="Turn" data-testid="cwc-turn">
      <h3 className="section-title">
        {me.fighter.name}'s turn · {me.counters} {me.counters === 1 ? "counter" : "counters"} left
      </h3>
      {diceError ? (
        <p className="field-error" role="alert">
          {diceError}
        </p>
      ) : null}
      {dying ? (
        <div className="inline-form">
          <p>{me.fighter.name} is dying: the turn is the death roll («Dying»).</p>
          <DiceInput value={deathDice} onChange={setDeathDice} label="Death roll dice from the table" testId="cwc-death-dice" />
          <button type="button" className="button button-primary" disabled={!death || busy} onClick={() => death && sendWithDice(death.command, deathDice, "dice")} data-testid="cwc-death-roll">
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
                      {o.preview.distance} {o.preview.distance === 1 ? "space" : "spaces"} · {o.preview.pool} dice against defense {o.preview.defense} · {percent(o.preview.hitChance)} to hit
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

          {offered("stabilize").length + withheld("stabilize").length > 0 ? (
            <>
              <h4 className="fh-inline-label">Stabilize</h4>
              <DiceInput value={stabilizeDice} onChange={setStabilizeDice} label="Stabilize dice from the table" testId="cwc-stabilize-dice" />
              <ul className="cw-actions">
                {offered("stabilize").map((o, index) =>
                  o.command.kind === "stabilize" ? (
                    <li key={`o${index}`}>
                      <button type="button" className="button" disabled={busy} onClick={() => sendWithDice(o.command, stabilizeDice, "dice")} data-testid={`cwc-stabilize-${o.command.target}`}>
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

function DiceInput({ value, onChange, label, testId }: { value: string; onChange: (value: string) => void; label: string; testId: string }) {
  return (
    <label className="check">
      {label}
      <input className="input" value={value} onChange={(e) => onChange(e.target.value)} placeholder="rolled by Tablekeep" data-testid={testId} />
    </label>
  );
}

/** The attack as the GM settles it before the roll: the target's dodge or block, cover, the dice from the table. */
function AttackForm({ order, onDone }: { order: AttackOrder & { kind: "attack" }; onDone: () => void }) {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  const actor = state.phase.phase === "round" ? state.order[state.phase.turn] : undefined;
  const weapon = actor !== undefined ? state.combatants[actor]?.fighter.weapons[order.weapon] : undefined;
  const [reaction, setReaction] = useState<Reaction>(order.reaction ?? "none");
  const [cover, setCover] = useState<Cover | "">("");
  const [damageType, setDamageType] = useState(order.damageType ?? weapon?.damage[0] ?? null);
  const [attackDice, setAttackDice] = useState("");
  const [damageDice, setDamageDice] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rolled = parseDice(attackDice);
    const damage = parseDice(damageDice);
    if (rolled === null || damage === null) {
      setError("Dice are d12 faces from 1 to 12, separated by spaces or commas.");
      return;
    }
    setError(null);
    const command: Command = {
      ...order,
      damageType,
      reaction,
      cover: cover === "" ? null : cover,
      attackDice: rolled ?? null,
      damageDice: damage ?? null,
    };
    send(command, onDone);
  };

  return (
    <form className="tool-form cw-attack-form" onSubmit={submit} aria-label="Attack" data-testid="cwc-attack-form">
      <p>
        {commandText(state, order)}
        {weapon ? ` (${weapon.actionCost} counters, ${weapon.damageDice} damage dice)` : ""}.
      </p>
      {weapon && weapon.damage.length > 1 ? (
        <label className="check">
          Damage type
          <select className="select" value={damageType ?? ""} onChange={(e) => setDamageType(e.target.value as typeof damageType)} data-testid="cwc-damage-type">
            {weapon.damage.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="check">
        Defense
        <select className="select" value={reaction} onChange={(e) => setReaction(e.target.value as Reaction)} data-testid="cwc-reaction">
          {(Object.keys(REACTION_LABEL) as Reaction[]).map((r) => (
            <option key={r} value={r}>
              {REACTION_LABEL[r]}
            </option>
          ))}
        </select>
      </label>
      {weapon?.range != null ? (
        <label className="check">
          Cover
          <select className="select" value={cover} onChange={(e) => setCover(e.target.value as Cover | "")} data-testid="cwc-cover">
            <option value="">None</option>
            {(Object.keys(COVER_LABEL) as Cover[]).map((c) => (
              <option key={c} value={c}>
                {COVER_LABEL[c]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <DiceInput value={attackDice} onChange={setAttackDice} label="Attack dice from the table" testId="cwc-attack-dice" />
      <DiceInput value={damageDice} onChange={setDamageDice} label="Damage dice from the table" testId="cwc-damage-dice" />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="cwc-roll-attack">
          Roll the attack
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
