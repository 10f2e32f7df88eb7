// What the Lytharian Chess page remembers while the GM visits other pages: the tab, the
// library's filters and the card open in the editor, the army open in the builder, and the
// match on the board with whose screen it is seen from.

import type { LytharianCardKind, LytharianViewer } from "../../bindings";

export type LytharianTab = "library" | "armies" | "matches";

export type CardSelection = { mode: "none" } | { mode: "new"; kind: LytharianCardKind } | { mode: "edit"; id: number };

export type ArmySelection = { mode: "none" } | { mode: "new" } | { mode: "edit"; id: number };

export type LytharianState = {
  tab: LytharianTab;
  kind: LytharianCardKind | null;
  search: string;
  card: CardSelection;
  army: ArmySelection;
  /** The match open on the board, and whose screen it is seen from. */
  match: { id: number | null; viewer: LytharianViewer };
};

export const INITIAL_LYTHARIAN_STATE: LytharianState = {
  tab: "library",
  kind: null,
  search: "",
  card: { mode: "none" },
  army: { mode: "none" },
  match: { id: null, viewer: "gm" },
};
