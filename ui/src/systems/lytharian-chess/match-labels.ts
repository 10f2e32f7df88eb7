// Words for a Lytharian Chess match: squares, pieces, sides, phases, targets and commands.

import type { GridSquare, LytharianCommand, LytharianMatchScreen, LytharianPhase, LytharianPiece, LytharianSide, LytharianTarget } from "../../bindings";

const FILES = "abcdefgh";

/** A square as the board names it: files a to h from the left, ranks 1 (the first player's back row) to 8. */
export const squareName = (square: GridSquare) => `${FILES[square.x] ?? "?"}${8 - square.y}`;

const LETTER: Record<LytharianPiece, string> = { king: "K", queen: "Q", rook: "R", knight: "N", bishop: "B", pawn: "P" };
const NAME: Record<LytharianPiece, string> = { king: "king", queen: "queen", rook: "rook", knight: "knight", bishop: "bishop", pawn: "pawn" };

export const pieceLetter = (piece: LytharianPiece) => LETTER[piece];
export const pieceName = (piece: LytharianPiece) => NAME[piece];

export const sideName = (side: LytharianSide) => (side === "first" ? "First player" : "Second player");

export const PHASE_LABEL: Record<LytharianPhase, string> = {
  effects: "Effects phase",
  draw_choice: "Draw phase: keep the hand or discard to 9",
  main: "Main phase",
};

/** The buttons for commands that are not played on the board or from the hand. */
export const ACTION_LABEL: Partial<Record<LytharianCommand["command"], string>> = {
  end_effects: "End the effects phase",
  keep_hand: "Keep the hand (no draw)",
  charge_obelisk: "Charge the obelisk",
  pass: "Pass",
  keep_pawn: "Keep the pawn a pawn",
  end_turn: "End the turn",
};

/** What a spell aims at, in words the screen may show. */
export function targetLabel(target: LytharianTarget, screen: LytharianMatchScreen): string {
  const troop = (id: number) => {
    const it = screen.view.troops.find((t) => t.id === id);
    if (!it) return `troop ${id}`;
    return `${it.known?.name ?? `${sideName(it.side)}'s face-down ${pieceName(it.piece)}`} on ${squareName(it.square)}`;
  };
  switch (target.kind) {
    case "none":
      return "no target";
    case "troop":
      return troop(target.troop);
    case "troopAndFriend":
      return `${troop(target.troop)} and ${troop(target.friend)}`;
    case "spell":
      return `spell card ${target.card}`;
    case "player":
      return sideName(target.side);
  }
}
