import { useState, type FormEvent } from "react";
import { useCombat } from "./combat-context";
import { DiceInput } from "./dice-input";
import { CALLED_SHOT_LABEL, COVER_LABEL, commandText, luckText, parseDice, REACTION_LABEL } from "./labels";
import type { AttackOrder, CalledShot, Cover, Reaction } from "./types";

const DICE_RULE = "Dice are d12 faces from 1 to 12, separated by spaces or commas.";

/**
 * The attack as the GM settles it before the roll: the target's dodge or block, cover, a called
 * shot, a finesse weapon's Agility, the attacker's luck should a roll fail, the dice from the
 * table.
 */
export function AttackForm({ order, onDone }: { order: AttackOrder & { kind: "attack" }; onDone: () => void }) {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  const actor = state.phase.phase === "round" ? state.order[state.phase.turn] : undefined;
  const me = actor !== undefined ? state.combatants[actor] : undefined;
  const weapon = me?.fighter.weapons[order.weapon];
  const [reaction, setReaction] = useState<Reaction>(order.reaction ?? "none");
  const [cover, setCover] = useState<Cover | "">("");
  const [calledShot, setCalledShot] = useState<CalledShot | "">("");
  const [finesse, setFinesse] = useState(false);
  const [attackLuck, setAttackLuck] = useState(false);
  const [damageLuck, setDamageLuck] = useState(false);
  const [damageType, setDamageType] = useState(order.damageType ?? weapon?.damage[0] ?? null);
  const [attackDice, setAttackDice] = useState("");
  const [damageDice, setDamageDice] = useState("");
  const [error, setError] = useState<string | null>(null);
  const luck = me?.luck ?? 0;
  const finesseOffered = weapon !== undefined && weapon.finesse && weapon.range === null;

  const settled = (): AttackOrder | null => {
    const rolled = parseDice(attackDice);
    const damage = parseDice(damageDice);
    if (rolled === null || damage === null) {
      setError(DICE_RULE);
      return null;
    }
    setError(null);
    return {
      ...order,
      damageType,
      finesse: finesseOffered && finesse,
      reaction,
      cover: cover === "" ? null : cover,
      calledShot: calledShot === "" ? null : calledShot,
      attackDice: rolled ?? null,
      damageDice: damage ?? null,
      attackLuck: attackLuck ? { onlyOnFailure: true, dice: null } : null,
      damageLuck: damageLuck ? { onlyOnFailure: true, dice: null } : null,
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const attack = settled();
    if (attack) send({ kind: "attack", ...attack }, onDone);
  };

  return (
    <form className="tool-form cw-attack-form" onSubmit={submit} aria-label="Attack" data-testid="cwc-attack-form">
      <p>
        {commandText(state, { ...order, kind: "attack" })}
        {weapon ? ` (${weapon.actionCost} counters, ${weapon.damageDice} damage dice${weapon.focus ? ", a focus die" : ""})` : ""}.
      </p>
      <div className="cw-form-grid">
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
        <label className="check">
          Called shot
          <select className="select" value={calledShot} onChange={(e) => setCalledShot(e.target.value as CalledShot | "")} data-testid="cwc-called-shot">
            <option value="">None: the whole target</option>
            {(Object.keys(CALLED_SHOT_LABEL) as CalledShot[]).map((c) => (
              <option key={c} value={c}>
                {CALLED_SHOT_LABEL[c]}
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
      </div>
      {finesseOffered ? (
        <label className="check">
          <input type="checkbox" checked={finesse} onChange={(e) => setFinesse(e.target.checked)} data-testid="cwc-finesse" />
          Finesse: roll Body / Agility instead of Body / Strength («Weapon Properties»)
        </label>
      ) : null}
      <fieldset className="cw-luck" data-testid="cwc-attack-luck">
        <legend>
          Luck: {me?.fighter.name ?? "the attacker"} has {luckText(luck)} left this session
        </legend>
        <label className="check">
          <input type="checkbox" checked={attackLuck} disabled={luck === 0} onChange={(e) => setAttackLuck(e.target.checked)} data-testid="cwc-luck-attack" />
          Throw the attack roll again if it misses
        </label>
        <label className="check">
          <input type="checkbox" checked={damageLuck} disabled={luck === 0} onChange={(e) => setDamageLuck(e.target.checked)} data-testid="cwc-luck-damage" />
          Throw the damage roll again if it does no damage
        </label>
      </fieldset>
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
