import { initials, isDown } from "./labels";
import type { CombatState, Square } from "./types";

/** Maps larger than this many spaces a side are left to the list (a click grid that size helps nobody). */
const MAX_DRAWN = 40;

/**
 * The square map of a ClockWork combat (a diagonal step costs 2 spaces): every combatant still
 * on the map as a token, the planned path marked; clicking a space adds it to the path (again
 * on its last space takes it back).
 */
export function CombatBoard({ state, path, onSquare }: { state: CombatState; path: Square[]; onSquare?: (square: Square) => void }) {
  const { width, height } = state.bounds;
  if (width > MAX_DRAWN || height > MAX_DRAWN) {
    return <p className="muted">The map is {width} × {height} spaces: too large to draw here; the positions are on the cards.</p>;
  }
  const actor = state.phase.phase === "round" ? state.order[state.phase.turn] : undefined;
  const token = new Map<string, number>();
  state.combatants.forEach((c, id) => {
    if (c.fate.fate !== "dead") token.set(`${c.fighter.at.x},${c.fighter.at.y}`, id);
  });
  const marked = new Set(path.map((s) => `${s.x},${s.y}`));
  return (
    <div className="cw-board" role="grid" aria-label="Combat map" style={{ gridTemplateColumns: `repeat(${width}, 1.8rem)` }} data-testid="cwc-board">
      {Array.from({ length: height }, (_, y) =>
        Array.from({ length: width }, (_, x) => {
          const key = `${x},${y}`;
          const id = token.get(key);
          const c = id !== undefined ? state.combatants[id] : undefined;
          const classes = ["cw-space", marked.has(key) ? "cw-space-path" : "", c ? `cw-token cw-token-${c.fighter.side === 0 ? "party" : "foes"}` : "", c && isDown(c) ? "cw-token-down" : "", id !== undefined && id === actor ? "cw-token-actor" : ""];
          return (
            <button
              key={key}
              type="button"
              role="gridcell"
              className={classes.filter(Boolean).join(" ")}
              title={c ? `${c.fighter.name} (${x}, ${y})` : `(${x}, ${y})`}
              disabled={!onSquare}
              onClick={() => onSquare?.({ x, y })}
              data-testid={`cwc-space-${x}-${y}`}
            >
              {c ? initials(c.fighter.name) : ""}
            </button>
          );
        }),
      )}
    </div>
  );
}
