import { useState } from "react";
import { WhyNot } from "../../../encounters/legal";
import { useCombat } from "./combat-context";
import { commandText, nameOf, TRIGGER_LABEL } from "./labels";
import type { Command, Trigger } from "./types";

type Prepare = Extract<Command, { kind: "prepare" }>;

/**
 * Preparing an attack («Prepared Actions»): the weapon's counters set aside until the target
 * moves or attacks, when the attack interrupts the turn order and strikes first (and costs the
 * target its action if it deals damage); forfeit at the actor's next turn if nothing sets it off.
 */
export function PrepareForm() {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  const prepares = [...combat.legal.offered, ...combat.legal.withheld].filter((o): o is typeof o & { command: Prepare } => o.command.kind === "prepare");
  // One choice per weapon and target; the trigger is its own choice.
  const aims = prepares.filter((p, i) => prepares.findIndex((q) => q.command.attack.weapon === p.command.attack.weapon && q.command.attack.target === p.command.attack.target) === i);
  const [aim, setAim] = useState(0);
  const [trigger, setTrigger] = useState<Trigger>("moves");
  const chosen = aims[aim];
  if (!chosen) return null;
  const verdict = prepares.find((p) => p.command.attack.weapon === chosen.command.attack.weapon && p.command.attack.target === chosen.command.attack.target && p.command.trigger === trigger);
  const refused = verdict && "reason" in verdict ? verdict.reason : null;
  const weaponName = (weapon: number) => {
    const actor = state.phase.phase === "round" ? state.order[state.phase.turn] : undefined;
    return actor !== undefined ? state.combatants[actor]?.fighter.weapons[weapon]?.name : undefined;
  };

  return (
    <div className="inline-form cw-prepare" data-testid="cwc-prepare">
      <select className="select" aria-label="Prepared attack" value={aim} onChange={(e) => setAim(Number(e.target.value))} data-testid="cwc-prepare-aim">
        {aims.map((p, index) => (
          <option key={index} value={index}>
            {nameOf(state, p.command.attack.target)} with the {weaponName(p.command.attack.weapon) ?? "weapon"}
          </option>
        ))}
      </select>
      <label className="check">
        as soon as it
        <select className="select" value={trigger} onChange={(e) => setTrigger(e.target.value as Trigger)} data-testid="cwc-prepare-trigger">
          {(Object.keys(TRIGGER_LABEL) as Trigger[]).map((t) => (
            <option key={t} value={t}>
              {TRIGGER_LABEL[t]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button"
        disabled={busy || !verdict || refused !== null}
        title={verdict ? commandText(state, verdict.command) : undefined}
        onClick={() => verdict && send(verdict.command)}
        data-testid="cwc-prepare-attack"
      >
        Prepare the attack
      </button>
      {refused ? <WhyNot status={{ offered: false, reason: refused }} testId="cwc-prepare-reason" /> : null}
    </div>
  );
}
