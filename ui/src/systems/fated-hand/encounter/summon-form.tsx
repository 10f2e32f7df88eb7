import { useState, type FormEvent } from "react";
import { useContentIndex } from "../content-index";
import { useBattle } from "./battle-context";

/** Bring a Summoned Creature onto the field next to the actor, usually right after its spell. */
export function SummonForm() {
  const { battle, send, busy } = useBattle();
  const { index } = useContentIndex();
  const summons = index?.content.summons ?? [];
  const [summon, setSummon] = useState("");
  const [x, setX] = useState("");
  const [y, setY] = useState("");
  const [dice, setDice] = useState("");
  const grid = battle.state.grid !== null;
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
        {summons.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
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
      <button type="submit" className="button" disabled={busy || summon === ""} data-testid="summon-submit">
        Summon
      </button>
    </form>
  );
}
