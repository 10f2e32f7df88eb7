import { describe, expect, it } from "vitest";
import type { EncounterPane } from "./encounters/encounters-page";
import type { CharacterPane } from "./pages/characters-page";
import { characterPaneOf, characterPath, encounterPaneOf, encounterPath, pageOf } from "./routes";

describe("Paths of the router", () => {
  it("gives every pane a path that reads back as the same pane", () => {
    const characterPanes: CharacterPane[] = [{ mode: "none" }, { mode: "new" }, { mode: "quick" }, { mode: "detail", id: 12 }, { mode: "edit", id: 12 }];
    for (const pane of characterPanes) {
      expect(characterPaneOf(characterPath("npc", pane))).toEqual(pane);
    }
    expect(characterPath("pc", { mode: "edit", id: 3 })).toBe("/characters/3/edit");
    const encounterPanes: EncounterPane[] = [{ mode: "list" }, { mode: "new" }, { mode: "new", system: "draw_steel" }, { mode: "open", id: 7 }];
    for (const pane of encounterPanes) {
      expect(encounterPaneOf(encounterPath(pane))).toEqual(pane);
    }
  });

  it("reads a path it does not know as the page's list, and a path of no page as none", () => {
    expect(characterPaneOf("/characters/0")).toEqual({ mode: "none" });
    expect(characterPaneOf("/characters/abc")).toEqual({ mode: "none" });
    expect(encounterPaneOf("/encounters/-1")).toEqual({ mode: "list" });
    expect(encounterPaneOf("/encounters/new/chess")).toEqual({ mode: "new" });
    expect(pageOf("/encounters/7")).toBe("encounters");
    expect(pageOf("/nowhere")).toBeNull();
  });
});
