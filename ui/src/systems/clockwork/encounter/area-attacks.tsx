import { useState } from "react";
import { WhyNot } from "../../../encounters/legal";
import { useCombat } from "./combat-context";
import { DiceInput } from "./dice-input";
import { commandText, nameOf, oddsText, parseDice } from "./labels";

/**
 * Area attacks the engine offers the acting combatant (a grenade thrown at a foe's space, a cone
 * or a line pointed his way): each a button with the distance, the dice and the chance to hit the
 * foe it is aimed at, and the ones withheld with the engine's reason. Everyone in the area is
 * struck, friend or foe, without dodge or block («Area of Effect»). Dice from the table are
 * optional; left empty, the engine rolls them from the encounter's seed.
 */
export function AreaAttacks() {
  const { combat, send, busy } = useCombat();
  const { state, legal } = combat;
  const [attackDice, setAttackDice] = useState("");
  const [damageDice, setDamageDice] = useState("");
  const [error, setError] = useState<string | null>(null);
  const offered = legal.offered.filter((o) => o.kind === "area_attack");
  const withheld = legal.withheld.filter((w) => w.kind === "area_attack");
  if (offered.length + withheld.length === 0) return null;

  const throwIt = (command: (typeof offered)[number]["command"]) => {
    if (command.kind !== "area_attack") return;
    const attack = parseDice(attackDice);
    const damage = parseDice(damageDice);
    if (attack === null || damage === null) {
      setError("Dice are d12 faces from 1 to 12, separated by spaces or commas.");
      return;
    }
    setError(null);
    send({ ...command, attackDice: attack ?? null, damageDice: damage ?? null });
  };

  return (
    <>
      <h4 className="fh-inline-label">Area attacks</h4>
      <p className="muted">Everyone in the area is struck, friend or foe: no dodge or block, half damage on a miss («Area of Effect»).</p>
      <DiceInput value={attackDice} onChange={setAttackDice} label="Attack dice from the table" testId="cwc-area-attack-dice" error={error} />
      <DiceInput value={damageDice} onChange={setDamageDice} label="Damage dice from the table" testId="cwc-area-damage-dice" />
      <ul className="cw-actions" data-testid="cwc-area-attacks">
        {offered.map((o, index) => (
          <li key={`o${index}`}>
            <button type="button" className="button" disabled={busy} onClick={() => throwIt(o.command)} data-testid={`cwc-area-${index}`}>
              {commandText(state, o.command)}
            </button>
            {o.preview ? (
              <span className="muted" data-testid={`cwc-area-odds-${index}`}>
                {" "}
                at {nameOf(state, o.preview.target)} · {oddsText(o.preview)}
              </span>
            ) : null}
          </li>
        ))}
        {withheld.map((w, index) => (
          <li key={`w${index}`} className="legal-withheld">
            <button type="button" className="button" disabled title={w.reason.message} data-testid={`cwc-area-withheld-${index}`}>
              {commandText(state, w.command)}
            </button>
            <WhyNot status={{ offered: false, reason: w.reason }} testId={`cwc-area-reason-${index}`} />
          </li>
        ))}
      </ul>
    </>
  );
}
