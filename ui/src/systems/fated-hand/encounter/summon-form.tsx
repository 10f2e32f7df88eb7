import { useState, type FormEvent } from "react";
import { offeredOf, withheldOf } from "../../../encounters/legal";
import { RuleCitation } from "../../../shared/rule-citation";
import { useContentIndex } from "../content-index";
import { useBattle } from "./battle-context";
import type { Command } from "./types";

/**
 * Bring a Summoned Creature onto the field next to the actor, usually right after its spell. The
 * engine's legal answer names the summons the actor's spells and perks can bring: each one it
 * refuses now is greyed out with its own reason.
 */
export function SummonForm() {
  const { battle, send, busy } = useBattle();
  const { index } = useContentIndex();
  const names = new Map((index?.content.summons ?? []).map((s) => [s.id, s.name]));
  const summonOf = (command: Command) => (command.command === "summon" ? command.summon : null);
  const offered = new Set(offeredOf(battle.legal, "summon").flatMap((o) => summonOf(o.command) ?? []));
  // One reason per summon form, the first the engine gives for it.
  const refused = new Map<string, (typeof battle.legal.withheld)[number]["reason"]>();
  for (const w of withheldOf(battle.legal, "summon")) {
    const id = summonOf(w.command);
    if (id !== null && !offered.has(id) && !refused.has(id)) refused.set(id, w.reason);
  }
  const forms = [...offered, ...refused.keys()];
  const [summon, setSummon] = useState("");
  const [x, setX] = useState("");
  const [y, setY] = useState("");
  const [dice, setDice] = useState("");
  const grid = battle.state.grid !== null;
  if (forms.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({
      command: "summon",
      summon,
      at: grid && x !== "" && y !== "" ? { x: Number(x), y: Number(y) } : null,
      dice: dice.trim() === "" ? null : Number(dice),
    });
  };
  return (
    <form className="turn-form inline-form" onSubmit={submit} aria-label="Summon">
      <select className="select" aria-label="Summoned Creature" value={summon} onChange={(e) => setSummon(e.target.value)} data-testid="summon-select">
        <option value="">Summon a creature…</option>
        {forms.map((id) => (
          <option key={id} value={id} disabled={!offered.has(id)} title={refused.get(id)?.message}>
            {names.get(id) ?? id}
            {offered.has(id) ? "" : " (not now)"}
          </option>
        ))}
      </select>
      {grid ? (
        <>
          <input className="input input-narrow" type="number" aria-label="At column" placeholder="x" value={x} onChange={(e) => setX(e.target.value)} />
          <input className="input input-narrow" type="number" aria-label="At row" placeholder="y" value={y} onChange={(e) => setY(e.target.value)} />
        </>
      ) : null}
      <input className="input input-narrow" type="number" aria-label="Dice total (empty: the engine rolls)" placeholder="dice" value={dice} onChange={(e) => setDice(e.target.value)} />
      <button type="submit" className="button" disabled={busy || summon === "" || !offered.has(summon)} data-testid="summon-submit">
        Summon
      </button>
      {[...refused].map(([id, reason]) => (
        <p key={id} className="muted legal-reason" data-testid={`summon-reason-${id}`}>
          {names.get(id) ?? id}: {reason.message} <RuleCitation rule={reason.rule} />
        </p>
      ))}
    </form>
  );
}
