import { useId, useState } from "react";
import { CombatMap, terrainAt, type MapToken } from "./combat-map";
import { TERRAIN_LABEL, TERRAINS } from "./labels";
import type { Grid, Pos, Terrain } from "./types";

type MapEditorProps = {
  grid: Grid | null;
  onGrid: (grid: Grid | null) => void;
  error: string | null;
  tokens: MapToken[];
  /** The name of the participant being placed: a click puts it there instead of painting. */
  placing: string | null;
  onPlace: (pos: Pos) => void;
};

const MAX_SIDE = 60;

/** A blank map of open ground. */
export function blankGrid(width: number, height: number): Grid {
  return { width, height, cells: Array.from({ length: width * height }, () => "open" as Terrain) };
}

/** The same map at a new size, squares kept where they were. */
function resized(grid: Grid, width: number, height: number): Grid {
  const cells: Terrain[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) cells.push(x < grid.width && y < grid.height ? terrainAt(grid, x, y) : "open");
  return { width, height, cells };
}

/** An optional map: its size, then paint terrain with the chosen brush, or place creatures. */
export function MapEditor({ grid, onGrid, error, tokens, placing, onPlace }: MapEditorProps) {
  const [brush, setBrush] = useState<Terrain>("wall");
  const id = useId();

  const paint = (pos: Pos) => {
    if (!grid) return;
    if (placing !== null) {
      onPlace(pos);
      return;
    }
    const index = pos.y * grid.width + pos.x;
    // Painting a square with its own terrain clears it, so one brush both draws and erases.
    const next = grid.cells[index] === brush ? "open" : brush;
    onGrid({ ...grid, cells: grid.cells.map((cell, i) => (i === index ? next : cell)) });
  };

  return (
    <section className="gm-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="section-title">
        Map
      </h3>
      <label className="check">
        <input type="checkbox" checked={grid !== null} onChange={(e) => onGrid(e.target.checked ? blankGrid(12, 10) : null)} data-testid="dsc-map-enabled" /> Fight on a map
      </label>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {grid ? (
        <>
          <div className="inline-form">
            <SizeInput label="Width" value={grid.width} onValue={(w) => onGrid(resized(grid, w, grid.height))} testId="dsc-map-width" />
            <SizeInput label="Height" value={grid.height} onValue={(h) => onGrid(resized(grid, grid.width, h))} testId="dsc-map-height" />
            <div className="ds-brushes" role="group" aria-label="Terrain brush">
              {TERRAINS.filter((t) => t !== "open").map((terrain) => (
                <button
                  key={terrain}
                  type="button"
                  className={`button ds-brush ds-brush-${terrain}${brush === terrain ? " segment-active" : ""}`}
                  aria-pressed={brush === terrain}
                  onClick={() => setBrush(terrain)}
                  data-testid={`dsc-terrain-${terrain}`}
                >
                  {TERRAIN_LABEL[terrain]}
                </button>
              ))}
            </div>
          </div>
          <p className="muted">
            {placing !== null
              ? `Click the square where ${placing} starts (the corner of its space nearest the top left).`
              : `Click a square to paint it ${TERRAIN_LABEL[brush].toLowerCase()}; click it again to clear it. Place creatures with their “Place” buttons.`}
          </p>
          <CombatMap grid={grid} label="Map editor" tokens={tokens} onSquare={paint} />
        </>
      ) : (
        <p className="muted">Without a map, distances and positions are the GM's call.</p>
      )}
    </section>
  );
}

/** A side of the map, 1 to 60: the text can be empty while typing; only whole sizes apply. */
function SizeInput({ label, value, onValue, testId }: { label: string; value: number; onValue: (value: number) => void; testId: string }) {
  const [text, setText] = useState(String(value));
  return (
    <label className="check">
      {label}
      <input
        className="input input-narrow"
        type="number"
        min={1}
        max={MAX_SIDE}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= 1 && n <= MAX_SIDE) onValue(n);
        }}
        onBlur={() => setText(String(value))}
        data-testid={testId}
      />
    </label>
  );
}
