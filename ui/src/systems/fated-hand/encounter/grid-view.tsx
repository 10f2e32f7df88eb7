import type { Grid, Side, Tile } from "./types";

export type GridToken = { tile: Tile; label: string; title: string; side: Side; actor?: boolean; down?: boolean; hidden?: boolean };

type GridViewProps = {
  grid: Grid;
  tokens: GridToken[];
  /** Tiles to mark (a path being built, a selected start). */
  marked?: Tile[];
  onTile?: (tile: Tile) => void;
  label: string;
};

const key = (t: Tile) => `${t.x},${t.y}`;

/** The battle grid: walls dark, raised tiles shaded with their height, tokens by side. */
export function GridView({ grid, tokens, marked = [], onTile, label }: GridViewProps) {
  const walls = new Set((grid.walls ?? []).map(key));
  const heights = new Map((grid.elevation ?? []).map(([tile, height]) => [key(tile), height]));
  const tokenAt = new Map(tokens.map((token) => [key(token.tile), token]));
  const marks = new Map(marked.map((tile, index) => [key(tile), index + 1]));
  const rows = Array.from({ length: grid.height }, (_, y) => y);
  const cols = Array.from({ length: grid.width }, (_, x) => x);

  return (
    <div className="battle-grid" role="grid" aria-label={label} style={{ gridTemplateColumns: `repeat(${grid.width}, var(--tile))` }} data-testid="battle-grid">
      {rows.map((y) =>
        cols.map((x) => {
          const k = `${x},${y}`;
          const wall = walls.has(k);
          const height = heights.get(k) ?? 0;
          const token = tokenAt.get(k);
          const step = marks.get(k);
          const classes = ["grid-tile", wall ? "grid-wall" : "", height > 0 ? `grid-raised grid-raised-${Math.min(height, 3)}` : "", step ? "grid-marked" : ""];
          const what = wall ? "wall" : height > 0 ? `raised ${height}` : "open";
          return (
            <button
              key={k}
              type="button"
              role="gridcell"
              className={classes.filter(Boolean).join(" ")}
              onClick={onTile ? () => onTile({ x, y }) : undefined}
              disabled={!onTile}
              aria-label={`(${x}, ${y}) ${what}${token ? `, ${token.title}` : ""}${step ? `, step ${step}` : ""}`}
              data-testid={`grid-tile-${x}-${y}`}
            >
              {height > 0 && !token ? <span className="grid-height">{height}</span> : null}
              {step && !token ? <span className="grid-step">{step}</span> : null}
              {token ? (
                <span
                  className={`grid-token grid-token-${token.side}${token.actor ? " grid-token-actor" : ""}${token.down ? " grid-token-down" : ""}${token.hidden ? " grid-token-hidden" : ""}`}
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
