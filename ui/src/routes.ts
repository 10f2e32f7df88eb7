// Where the GM is, as a path the router keeps in its history (so Back and Forward work):
// `/<page>` for each page of the side navigation, and below it what the page shows —
// `/characters/12` a sheet, `/characters/12/edit` its form, `/characters/new`, `/npcs/quick`,
// `/encounters/7` an encounter, `/encounters/new` or `/encounters/new/<system>`.

import type { CharacterKind, SystemId } from "./bindings";
import type { EncounterPane } from "./encounters/encounters-page";
import type { CharacterPane } from "./pages/characters-page";
import { PAGES, type Page } from "./pages/page";
import { ENCOUNTER_SYSTEMS } from "./systems/registry";

/** The page a path belongs to (its first part), or null for a path of no page. */
export function pageOf(path: string): Page | null {
  const first = path.split("/")[1] ?? "";
  return (PAGES as readonly string[]).includes(first) ? (first as Page) : null;
}

/** The page a character kind lists. */
export function charactersPage(kind: CharacterKind): "characters" | "npcs" {
  return kind === "pc" ? "characters" : "npcs";
}

/** The parts of `path` after its page, e.g. ["12", "edit"] for `/characters/12/edit`. */
function rest(path: string): string[] {
  return path.split("/").slice(2).filter(Boolean);
}

/** A whole positive number written as such ("12"), else null. */
function idOf(part: string | undefined): number | null {
  return part !== undefined && /^[1-9]\d*$/.test(part) ? Number(part) : null;
}

/** What a character page's path shows; anything it does not know is the list alone. */
export function characterPaneOf(path: string): CharacterPane {
  const [first, second] = rest(path);
  if (first === "new") return { mode: "new" };
  if (first === "quick") return { mode: "quick" };
  const id = idOf(first);
  if (id === null) return { mode: "none" };
  return second === "edit" ? { mode: "edit", id } : { mode: "detail", id };
}

/** The path of a character page showing `pane`. */
export function characterPath(kind: CharacterKind, pane: CharacterPane): string {
  const base = `/${charactersPage(kind)}`;
  switch (pane.mode) {
    case "none":
      return base;
    case "new":
    case "quick":
      return `${base}/${pane.mode}`;
    case "detail":
      return `${base}/${pane.id}`;
    case "edit":
      return `${base}/${pane.id}/edit`;
  }
}

/** What the Encounters page's path shows; anything it does not know is the list. */
export function encounterPaneOf(path: string): EncounterPane {
  const [first, second] = rest(path);
  if (first === "new") {
    const system = ENCOUNTER_SYSTEMS.find((candidate: SystemId) => candidate === second);
    return system ? { mode: "new", system } : { mode: "new" };
  }
  const id = idOf(first);
  return id === null ? { mode: "list" } : { mode: "open", id };
}

/** The path of the Encounters page showing `pane`. */
export function encounterPath(pane: EncounterPane): string {
  switch (pane.mode) {
    case "list":
      return "/encounters";
    case "new":
      return pane.system ? `/encounters/new/${pane.system}` : "/encounters/new";
    case "open":
      return `/encounters/${pane.id}`;
  }
}
