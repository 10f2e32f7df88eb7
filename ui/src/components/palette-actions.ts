import { PAGES, PAGE_LABELS, type Page } from "../pages/page";

/** Something the command palette does rather than finds. */
export type PaletteAction =
  | { do: "go"; page: Page }
  | { do: "new-character" }
  | { do: "new-npc" }
  | { do: "quick-npc" }
  | { do: "new-encounter" }
  | { do: "shortcuts" };

/** One line of the palette: what it says, the keys that do the same from anywhere. */
export type PaletteEntry = { id: string; label: string; keys?: string; action: PaletteAction };

/** Every palette entry, in the order it lists them. */
export const PALETTE: PaletteEntry[] = [
  { id: "new-character", label: "New player character", action: { do: "new-character" } },
  { id: "new-npc", label: "New NPC", action: { do: "new-npc" } },
  { id: "quick-npc", label: "Quick NPC (in a hurry)", action: { do: "quick-npc" } },
  { id: "new-encounter", label: "New encounter", action: { do: "new-encounter" } },
  ...PAGES.map((page, index) => ({
    id: `go-${page}`,
    label: `Go to ${PAGE_LABELS[page]}`,
    keys: index < 9 ? `Alt+${index + 1}` : undefined,
    action: { do: "go", page } as PaletteAction,
  })),
  { id: "shortcuts", label: "Keyboard shortcuts", keys: "?", action: { do: "shortcuts" } },
];

/** The entries whose words all start words of `text` ("new np" finds "New NPC"). */
export function matchPalette(text: string): PaletteEntry[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return PALETTE;
  return PALETTE.filter((entry) => {
    const label = entry.label.toLowerCase().split(/[\s()]+/);
    return words.every((word) => label.some((part) => part.startsWith(word)));
  });
}

/** The keyboard shortcuts, where they work, for the help dialog. */
export const SHORTCUTS: { keys: string; what: string; where: string }[] = [
  { keys: "Ctrl+K", what: "Search the campaign, or type an action (new NPC, go to…)", where: "Everywhere" },
  { keys: "Alt+1 … Alt+8", what: "Go to a page in the order of the side menu", where: "Everywhere" },
  { keys: "Alt+← / Alt+→", what: "Back / forward through the pages, sheets and encounters you opened (the mouse's side buttons too)", where: "Everywhere but in a text field" },
  { keys: "?", what: "This list", where: "Everywhere but in a text field" },
  { keys: "/", what: "Search the list by name", where: "Characters, NPCs, the library" },
  { keys: "N", what: "New character or NPC", where: "Characters and NPCs" },
  { keys: "Ctrl+Z / Ctrl+Shift+Z (Ctrl+Y)", what: "Undo / redo the last battle command", where: "A running encounter" },
  { keys: "↑ ↓ Enter", what: "Pick a search result or action", where: "The campaign search" },
  { keys: "Esc", what: "Close a dialog or the search", where: "Dialogs, the search" },
];
