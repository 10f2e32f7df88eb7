// Sharing with another GM: the file kinds and names the dialogs offer, and what an import did
// with the content a document brought. Names no system: the pieces' kinds are the system's words.

import type { PieceOutcome, PlacedPiece } from "../bindings";
import type { FileKind } from "../platform";

/** The kind of file a shared character or a content pack is saved as. */
export const SHARED_FILE_KINDS: FileKind[] = [{ name: "Tablekeep shared document (JSON)", extensions: ["json"] }];

/** A file name from `name`: letters, digits and dashes, then `suffix` (`character`, `content`). */
export function sharedFileName(name: string, suffix: string): string {
  const stem = name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `${stem || "shared"}.${suffix}.json`;
}

const OUTCOME: Record<PieceOutcome, string> = {
  added: "added",
  renamed: "added under a new name",
  kept: "already in the library, used as it is",
};

/** What an import did with each piece of content it brought. */
export function PlacedPieces({ pieces }: { pieces: PlacedPiece[] }) {
  if (pieces.length === 0) return null;
  return (
    <ul className="placed-pieces" data-testid="placed-pieces">
      {pieces.map((piece, index) => (
        <li key={`${piece.id}-${index}`} data-outcome={piece.outcome}>
          <strong>{piece.name}</strong> <span className="muted">({piece.kind})</span>: {OUTCOME[piece.outcome]}
          {piece.outcome === "renamed" ? <> (its name here; it is “{piece.sharedName}” in the file)</> : null}
        </li>
      ))}
    </ul>
  );
}
