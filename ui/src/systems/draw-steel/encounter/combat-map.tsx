import type { Grid, MapObject, Pos, Side, Terrain } from "./types";
import { squaresAcross, TERRAIN_LABEL } from "./labels";

export type MapToken = {
  id: number;
  pos: Pos;
  /** Squares across its space. */
  size: number;
  label: string;
  title: string;
  side: Side;
  actor?: boolean;
  down?: boolean;
  hidden?: boolean;
  targeted?: boolean;
};

type CombatMapProps = {
  grid: Grid;
  tokens: MapToken[];
  /** Squares to number in order (a path being built). */
  marked?: Pos[];
  /** Objects the GM placed, each filling its squares. */
  objects?: MapObject[];
  onSquare?: (pos: Pos) => void;
  label: string;
};

/** The terrain of square (x, y): row by row, as the engine stores it. */
export function terrainAt(grid: Grid, x: number, y: number): Terrain {
  return grid.cells[y * grid.width + x] ?? "open";
}

/** A Draw Steel map: terrain by colour and pattern, creatures covering their whole space. */
export function CombatMap({ grid, tokens, marked = [], objects = [], onSquare, label }: CombatMapProps) {
  const things = new Map<string, string>();
  for (const object of objects) {
    const across = squaresAcross(object.size);
    for (let dx = 0; dx < across; dx++) for (let dy = 0; dy < across; dy++) things.set(`${object.position.x + dx},${object.position.y + dy}`, object.name);
  }
  const cover = new Map<string, MapToken>();
  for (const token of tokens) {
    for (let dx = 0; dx < token.size; dx++) {
      for (let dy = 0; dy < token.size; dy++) {
        const k = `${token.pos.x + dx},${token.pos.y + dy}`;
        // A standing creature is drawn over a fallen one sharing its squares.
        if (!cover.has(k) || cover.get(k)!.down) cover.set(k, token);
      }
    }
  }
  const steps = new Map<string, number>();
  marked.forEach((pos, index) => steps.set(`${pos.x},${pos.y}`, index + 1));
  const rows = Array.from({ length: grid.height }, (_, y) => y);
  const cols = Array.from({ length: grid.width }, (_, x) => x);

  return (
    <div className="ds-map" role="grid" aria-label={label} style={{ gridTemplateColumns: `repeat(${grid.width}, var(--square))` }} data-testid="dsc-map">
      {rows.map((y) =>
        cols.map((x) => {
          const k = `${x},${y}`;
          const terrain = terrainAt(grid, x, y);
          const token = cover.get(k);
          const origin = token && token.pos.x === x && token.pos.y === y;
          const step = steps.get(k);
          const thing = things.get(k);
          const classes = [
            thing ? "ds-object" : "",
            "ds-square",
            `ds-terrain-${terrain}`,
            token ? `ds-occupied ds-occupied-${token.side}` : "",
            token?.actor ? "ds-occupied-actor" : "",
            token?.targeted ? "ds-occupied-targeted" : "",
            step ? "ds-marked" : "",
          ];
          return (
            <button
              key={k}
              type="button"
              role="gridcell"
              className={classes.filter(Boolean).join(" ")}
              onClick={onSquare ? () => onSquare({ x, y }) : undefined}
              disabled={!onSquare}
              aria-label={`(${x}, ${y}) ${TERRAIN_LABEL[terrain].toLowerCase()}${thing ? `, ${thing}` : ""}${token ? `, ${token.title}` : ""}${step ? `, step ${step}` : ""}`}
              title={thing}
              data-testid={`dsc-square-${x}-${y}`}
            >
              {step && !origin ? <span className="ds-step">{step}</span> : null}
              {origin ? (
                <span
                  className={[
                    "ds-token",
                    `ds-token-${token.side}`,
                    token.actor ? "ds-token-actor" : "",
                    token.down ? "ds-token-down" : "",
                    token.hidden ? "ds-token-hidden" : "",
                    token.targeted ? "ds-token-targeted" : "",
                  ]
                    .filter(Boolean)
                    .join(" ")}
                  title={token.title}
                >
                  {token.label}
                </span>
              ) : null}
            </button>
          );
        }),
      )}
    </div>
  );
}
