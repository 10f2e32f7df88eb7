// What the Draw Steel page remembers while the GM visits other pages: the tab, the library's
// filters and selection, and every unsaved draft (so leaving a half-made monster loses nothing).
// It lives in the app shell, like the Encounters page's pane.

import type { ContentKind, DrawSteelContent } from "../../bindings";

export type DrawSteelTab = "library" | "roller";

export type LibrarySelection = { mode: "none" } | { mode: "new"; kind: ContentKind } | { mode: "edit"; id: number };

export type DrawSteelState = {
  tab: DrawSteelTab;
  kind: ContentKind | null;
  search: string;
  selection: LibrarySelection;
  /** Unsaved drafts by `draftKey`. */
  drafts: Record<string, DrawSteelContent>;
};

export const INITIAL_DRAW_STEEL_STATE: DrawSteelState = {
  tab: "library",
  kind: null,
  search: "",
  selection: { mode: "none" },
  drafts: {},
};

/** The draft slot of a selection: "new:monster", "id:12". */
export function draftKey(selection: LibrarySelection): string | null {
  switch (selection.mode) {
    case "none":
      return null;
    case "new":
      return `new:${selection.kind}`;
    case "edit":
      return `id:${selection.id}`;
  }
}
