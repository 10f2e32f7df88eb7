// What the Lytharian Chess page remembers while the GM visits other pages: the tab, the
// library's filters and the card open in the editor, and the army open in the builder.

import type { LytharianCardKind } from "../../bindings";

export type LytharianTab = "library" | "armies";

export type CardSelection = { mode: "none" } | { mode: "new"; kind: LytharianCardKind } | { mode: "edit"; id: number };

export type ArmySelection = { mode: "none" } | { mode: "new" } | { mode: "edit"; id: number };

export type LytharianState = {
  tab: LytharianTab;
  kind: LytharianCardKind | null;
  search: string;
  card: CardSelection;
  army: ArmySelection;
};

export const INITIAL_LYTHARIAN_STATE: LytharianState = {
  tab: "library",
  kind: null,
  search: "",
  card: { mode: "none" },
  army: { mode: "none" },
};
