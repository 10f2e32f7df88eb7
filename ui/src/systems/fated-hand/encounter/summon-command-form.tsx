import { useId, useState, type FormEvent } from "react";
import { useBattle } from "./battle-context";
import type { Tile } from "./types";

/** The summons `controller` may command now: its own, still on the field. */
export function commandableSummons(summonedBy: (number | null | undefined)[], gone: boolean[], controller: number): number[] {
  return summonedBy.flatMap((by, id) => (by === controller && !gone[id] ? [id] : []));
}

type SummonCommandProps = { actor: number; summons: number[]; path: Tile[]; onPath: (path: Tile[]) => void };

/**
 * The actor commands one of its Summoned Creatures: move it on its own Movement (the path clicked
 * on the map, or a number of tiles without one), or attack with it, which spends the actor's
 * Primary Action.
 */
export function SummonCommandForm({ actor, summons, path, onPath }: SummonCommandProps) {
  const { battle, send, busy } = useBattle();
  const [summon, setSummon] = useState(summons[0] ?? 0);
  const [tiles, setTiles] = useState("1");
  const [disengage, setDisengage] = useState(false);
  const [defend, setDefend] = useState(true);
  const [riposte, setRiposte] = useState(false);
  const id = useId();
  const state = battle.state;
  const s = state.combatants[summon];
  const grid = state.grid !== null;
  const targets = state.combatants
    .map((t, tid) => ({ t, tid }))
    .filter(({ t, tid }) => tid !== summon && tid !== actor && !t.incapacitated && t.vanished !== true && !t.hidden)
    .sort((a, b) => Number(a.t.side === s?.side) - Number(b.t.side === s?.side));
  const [target, setTarget] = useState(String(targets[0]?.tid ?? ""));
  if (!s) return null;

  const move = (event: FormEvent) => {
    event.preventDefault();
    send(
      grid
        ? { command: "summon_move", summon, path, tiles: null, disengage: false }
        : { command: "summon_move", summon, path: [], tiles: Math.max(0, Number(tiles) || 0), disengage },
      () => onPath([]),
    );
  };
  const attack = (event: FormEvent) => {
    event.preventDefault();
    if (target === "") return;
    send({ command: "summon_attack", summon, target: Number(target), defend, riposte, defendRiposte: true, distance: null });
  };

  return (
    <div className="turn-form" aria-label="Command a summon">
      <div className="inline-form">
        <label htmlFor={`${id}-summon`} className="field-label">
          Summon
        </label>
        <select id={`${id}-summon`} className="select" value={summon} onChange={(e) => setSummon(Number(e.target.value))} data-testid="summon-command-who">
          {summons.map((sid) => (
            <option key={sid} value={sid}>
              {state.combatants[sid]?.name}
            </option>
          ))}
        </select>
        <span className="muted" data-testid="summon-command-movement">
          Movement left {s.movementLeft}
        </span>
      </div>
      <form className="inline-form" onSubmit={move}>
        {grid ? (
          <span className="muted" data-testid="summon-move-path">
            {path.length === 0 ? `Click tiles on the grid from ${s.name}, one step at a time.` : `Path: ${path.map((t) => `(${t.x}, ${t.y})`).join(" → ")}`}
          </span>
        ) : (
          <>
            <label htmlFor={`${id}-tiles`} className="field-label">
              Tiles
            </label>
            <input id={`${id}-tiles`} className="input input-narrow" type="number" min={0} max={99} value={tiles} onChange={(e) => setTiles(e.target.value)} data-testid="summon-move-tiles" />
            <label className="check">
              <input type="checkbox" checked={disengage} onChange={(e) => setDisengage(e.target.checked)} /> Leaves its Engagements
            </label>
          </>
        )}
        <button type="submit" className="button" disabled={busy || (grid && path.length === 0)} data-testid="summon-move-submit">
          Move {s.name}
        </button>
      </form>
      <form className="inline-form" onSubmit={attack}>
        <label htmlFor={`${id}-target`} className="field-label">
          Target
        </label>
        <select id={`${id}-target`} className="select" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="summon-attack-target">
          {targets.length === 0 ? <option value="">No target in sight</option> : null}
          {targets.map(({ t, tid }) => (
            <option key={tid} value={tid}>
              {t.name} ({t.hitPoints}/{t.maxHitPoints} HP)
            </option>
          ))}
        </select>
        <label className="check">
          <input type="checkbox" checked={defend} onChange={(e) => setDefend(e.target.checked)} /> Target defends
        </label>
        <label className="check">
          <input type="checkbox" checked={riposte} onChange={(e) => setRiposte(e.target.checked)} /> Target ripostes if allowed
        </label>
        <button type="submit" className="button button-primary" disabled={busy || target === "" || state.combatants[actor]?.primaryUsed === true} data-testid="summon-attack-submit">
          Attack with {s.name} (Primary Action)
        </button>
      </form>
    </div>
  );
}
