// The drawn 8×8 board of a Lytharian Chess match: each troop by its piece letter in its side's
// colour (a face-down troop the screen may not name shows only its back and piece), the
// selected troop's legal moves and attacks highlighted from the engine's answer. Every square
// is a button; the arrow keys move between squares, Enter or Space selects or plays, Escape
// clears the selection.

import { useRef, useState, type KeyboardEvent } from "react";
import type { GridSquare, LytharianCommand, LytharianMatchScreen, LytharianTroopView } from "../../bindings";
import { pieceLetter, pieceName, sideName, squareName } from "./match-labels";

type Props = {
  screen: LytharianMatchScreen;
  selected: number | null;
  onSelect: (troop: number | null) => void;
  onCommand: (command: LytharianCommand) => void;
  busy: boolean;
};

const same = (a: GridSquare, b: GridSquare) => a.x === b.x && a.y === b.y;

/** Describes a troop for a screen reader: whose, which piece, its card when known. */
function troopLabel(troop: LytharianTroopView): string {
  const card = troop.known ? `${troop.known.name}, ${troop.known.att}/${troop.known.def}${troop.known.damage > 0 ? `, ${troop.known.damage} damage` : ""}` : "unknown card";
  return `${sideName(troop.side)}'s ${pieceName(troop.piece)} (${troop.revealed ? "face up" : "face down"}): ${card}`;
}

export function MatchBoard({ screen, selected, onSelect, onCommand, busy }: Props) {
  const flipped = screen.viewer === "second";
  const [focus, setFocus] = useState<GridSquare>({ x: 4, y: flipped ? 0 : 7 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const troops = screen.view.troops;
  const at = (square: GridSquare) => troops.find((t) => same(t.square, square)) ?? null;
  const chosen = selected === null ? null : (troops.find((t) => t.id === selected) ?? null);
  const moves = chosen ? screen.legal.filter((c): c is Extract<LytharianCommand, { command: "move" }> => c.command === "move" && same(c.from, chosen.square)) : [];
  const attacks = chosen ? screen.legal.filter((c): c is Extract<LytharianCommand, { command: "attack" }> => c.command === "attack" && c.attacker === chosen.id) : [];
  const acts = new Set(screen.legal.flatMap((c) => (c.command === "move" ? [squareName(c.from)] : c.command === "attack" ? troops.filter((t) => t.id === c.attacker).map((t) => squareName(t.square)) : [])));

  const moveTo = (square: GridSquare) => moves.find((m) => same(m.to, square));
  const attackOn = (troop: LytharianTroopView | null) => (troop ? attacks.find((a) => a.defender === troop.id) : undefined);

  const activate = (square: GridSquare) => {
    if (busy) return;
    const troop = at(square);
    const move = moveTo(square);
    const attack = attackOn(troop);
    if (move) onCommand(move);
    else if (attack) onCommand(attack);
    else if (troop && troop.id !== selected) onSelect(troop.id);
    else onSelect(null);
  };

  // Display coordinates: row 0 is the top of the drawing.
  const toSquare = (row: number, col: number): GridSquare => (flipped ? { x: 7 - col, y: 7 - row } : { x: col, y: row });
  const onKeyDown = (event: KeyboardEvent) => {
    const delta: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (event.key === "Escape") {
      onSelect(null);
      return;
    }
    const step = delta[event.key];
    if (!step) return;
    event.preventDefault();
    const row = flipped ? 7 - focus.y : focus.y;
    const col = flipped ? 7 - focus.x : focus.x;
    const next = toSquare(Math.min(7, Math.max(0, row + step[0])), Math.min(7, Math.max(0, col + step[1])));
    setFocus(next);
    buttons.current.get(squareName(next))?.focus();
  };

  return (
    <div className="lc-board" role="grid" aria-label={`Board, seen from ${screen.viewer === "gm" ? "the GM's screen" : `the ${screen.viewer} player's screen`}`} onKeyDown={onKeyDown} data-testid="lc-board">
      {Array.from({ length: 8 }, (_, row) => (
        <div className="lc-board-row" role="row" key={row}>
          {Array.from({ length: 8 }, (_, col) => {
            const square = toSquare(row, col);
            const name = squareName(square);
            const troop = at(square);
            const move = moveTo(square);
            const attack = attackOn(troop);
            const classes = ["lc-square", (square.x + square.y) % 2 === 0 ? "lc-light" : "lc-dark"];
            if (troop && troop.id === selected) classes.push("lc-selected");
            if (move) classes.push("lc-target-move");
            if (attack) classes.push("lc-target-attack");
            if (acts.has(name)) classes.push("lc-can-act");
            const label = `${name}${troop ? `: ${troopLabel(troop)}` : ", empty"}${move ? ", move here" : ""}${attack ? ", attack this troop" : ""}`;
            return (
              <button
                key={name}
                type="button"
                role="gridcell"
                className={classes.join(" ")}
                aria-label={label}
                aria-selected={troop !== null && troop.id === selected}
                tabIndex={same(square, focus) ? 0 : -1}
                ref={(el) => {
                  if (el) buttons.current.set(name, el);
                  else buttons.current.delete(name);
                }}
                onFocus={() => setFocus(square)}
                onClick={() => activate(square)}
                data-testid={`lc-square-${name}`}
                data-move={move ? "true" : undefined}
                data-attack={attack ? "true" : undefined}
              >
                {troop ? (
                  <span className={`lc-piece lc-side-${troop.side}${troop.known ? "" : " lc-back"}${troop.revealed ? "" : " lc-face-down"}`} title={troop.known?.name ?? `${sideName(troop.side)}'s face-down ${pieceName(troop.piece)}`}>
                    {pieceLetter(troop.piece)}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
