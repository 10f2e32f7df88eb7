import { useState, type FormEvent } from "react";
import { WhyNot } from "../../../encounters/legal";
import { useCombat } from "./combat-context";
import { DiceInput } from "./dice-input";
import { nameOf, parseDice } from "./labels";

/**
 * Stealth («Stealth»): the actor's Body / Agility reaction against the Mind / Perception of each
 * foe the GM names (nearby foes that cannot see it, or that it hides from in a hiding spot); it
 * is stealthed against each it beats, a tie going to the hider. Every die may come from the table.
 */
export function HideForm() {
  const { combat, send, busy } = useCombat();
  const state = combat.state;
  // The engine offers the hide against every foe still watching; the GM keeps the ones that count.
  const offer = [...combat.legal.offered, ...combat.legal.withheld].find((o) => o.command.kind === "hide");
  const watchers = offer?.command.kind === "hide" ? offer.command.observers : [];
  const [chosen, setChosen] = useState<number[]>(watchers);
  const [dice, setDice] = useState("");
  const [perception, setPerception] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  if (!offer) return null;
  const refused = "reason" in offer ? offer.reason : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hider = parseDice(dice);
    const observers = watchers.filter((w) => chosen.includes(w));
    const theirs = observers.map((o) => parseDice(perception[o] ?? ""));
    if (hider === null || theirs.some((t) => t === null)) {
      setError("Dice are d12 faces from 1 to 12, separated by spaces or commas.");
      return;
    }
    // Perception dice go in the observers' order; the engine rolls for those after the last entered.
    let lastEntered = theirs.length - 1;
    while (lastEntered >= 0 && theirs[lastEntered] === undefined) lastEntered -= 1;
    if (theirs.slice(0, lastEntered).some((t) => t === undefined)) {
      setError("Enter the Perception dice of every observer before the last one entered, or leave them all to Tablekeep.");
      return;
    }
    setError(null);
    send({ kind: "hide", observers, dice: hider ?? null, perceptionDice: theirs.slice(0, lastEntered + 1) as number[][] });
  };

  return (
    <form className="tool-form cw-hide" onSubmit={submit} aria-label="Hide" data-testid="cwc-hide">
      <p className="muted">Body / Agility against each observer's Mind / Perception; a tie goes to the hider.</p>
      <fieldset className="cw-observers">
        <legend>Roll against</legend>
        {watchers.map((w) => (
          <div key={w} className="inline-form">
            <label className="check">
              <input
                type="checkbox"
                checked={chosen.includes(w)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, w] : chosen.filter((c) => c !== w))}
                data-testid={`cwc-hide-observer-${w}`}
              />
              {nameOf(state, w)}
            </label>
            {chosen.includes(w) ? (
              <DiceInput
                value={perception[w] ?? ""}
                onChange={(text) => setPerception({ ...perception, [w]: text })}
                label="Perception dice"
                testId={`cwc-hide-perception-${w}`}
              />
            ) : null}
          </div>
        ))}
      </fieldset>
      <DiceInput value={dice} onChange={setDice} label="Stealth dice from the table" testId="cwc-hide-dice" />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy || refused !== null || chosen.length === 0} data-testid="cwc-hide-roll">
          Try to hide
        </button>
        {refused ? <WhyNot status={{ offered: false, reason: refused }} testId="cwc-hide-reason" /> : null}
      </div>
    </form>
  );
}
