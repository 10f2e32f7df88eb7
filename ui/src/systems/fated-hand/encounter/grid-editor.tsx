import { useId, useState } from "react";
import { initials } from "./battle-labels";
import { GridView } from "./grid-view";
import type { FatedHandParticipant, Grid, Tile } from "./types";

type GridEditorProps = {
  grid: Grid | null;
  onGrid: (grid: Grid | null) => void;
  error: string | null;
  participants: FatedHandParticipant[];
  names: (p: FatedHandParticipant) => string;
  /** The participant being placed: a click puts it on the tile instead of changing the tile. */
  placing: number | null;
  onPlace: (tile: Tile) => void;
};

const same = (a: Tile) => (b: Tile) => a.x === b.x && a.y === b.y;

/** An optional battle grid: size, then click a tile to cycle open → wall → raised. */
export function GridEditor({ grid, onGrid, error, participants, names, placing, onPlace }: GridEditorProps) {
  const [height, setHeight] = useState(1);
  const id = useId();

  const resize = (width: number, rows: number) => {
    if (!grid) return;
    const w = Math.max(1, Math.min(100, width || 1));
    const h = Math.max(1, Math.min(100, rows || 1));
    const inside = (t: Tile) => t.x < w && t.y < h;
    onGrid({ width: w, height: h, walls: (grid.walls ?? []).filter(inside), elevation: (grid.elevation ?? []).filter(([t]) => inside(t)) });
  };

  const cycle = (tile: Tile) => {
    if (!grid) return;
    if (placing !== null) {
      onPlace(tile);
      return;
    }
    const walls = grid.walls ?? [];
    const elevation = grid.elevation ?? [];
    if (walls.some(same(tile))) {
      onGrid({ ...grid, walls: walls.filter((t) => !same(tile)(t)), elevation: [...elevation, [tile, height]] });
    } else if (elevation.some(([t]) => same(tile)(t))) {
      onGrid({ ...grid, elevation: elevation.filter(([t]) => !same(tile)(t)) });
    } else {
      onGrid({ ...grid, walls: [...walls, tile] });
    }
  };

  return (
    <section className="gm-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="section-title">
        Grid
      </h3>
      <label className="check">
        <input type="checkbox" checked={grid !== null} onChange={(e) => onGrid(e.target.checked ? { width: 12, height: 8, walls: [], elevation: [] } : null)} data-testid="grid-enabled" /> Use a
        battle grid
      </label>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {grid ? (
        <>
          <div className="inline-form">
            <SizeInput label="Width" value={grid.width} onValue={(w) => resize(w, grid.height)} testId="grid-width" />
            <SizeInput label="Height" value={grid.height} onValue={(h) => resize(grid.width, h)} testId="grid-height" />
            <label className="check">
              Raised tiles' height
              <input className="input input-narrow" type="number" min={1} max={9} value={height} onChange={(e) => setHeight(Math.max(1, Number(e.target.value) || 1))} data-testid="grid-raise-height" />
            </label>
          </div>
          <p className="muted">
            {placing !== null ? `Click the tile where ${names(participants[placing]!)} starts.` : "Click a tile: open → wall → raised → open. Place a participant with its “Place on grid” button."}
          </p>
          <GridView
            grid={grid}
            label="Grid editor"
            onTile={cycle}
            tokens={participants.flatMap((p) => (p.position ? [{ tile: p.position, label: initials(names(p)), title: names(p), side: p.side }] : []))}
          />
        </>
      ) : null}
    </section>
  );
}

/** A side of the grid, 1 to 100: the text can be empty while typing; only whole sizes apply. */
function SizeInput({ label, value, onValue, testId }: { label: string; value: number; onValue: (value: number) => void; testId: string }) {
  const [text, setText] = useState(String(value));
  return (
    <label className="check">
      {label}
      <input
        className="input input-narrow"
        type="number"
        min={1}
        max={100}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (Number.isInteger(n) && n >= 1 && n <= 100) onValue(n);
        }}
        onBlur={() => setText(String(value))}
        data-testid={testId}
      />
    </label>
  );
}
