import { describe, expect, it } from "vitest";
import { SYSTEM_IDS } from "./registry";

// The seam (ARCHITECTURE.md): a system is its own folder plus one line in each registry. Shared
// code (everything outside `systems/`, the generated bindings and the test fakes) names no system.

/** Every source file outside `systems/`, as text. */
const SHARED_SOURCES = import.meta.glob<string>(["../**/*.{ts,tsx}", "!./**", "!../**/*.test.{ts,tsx}", "!../test/**", "!../bindings.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The ways code spells a system's id: fated_hand, fated-hand, fatedHand, FatedHand. */
function spellings(id: string): string[] {
  const words = id.split("_");
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return [words.join("_"), words.join("-"), words[0] + words.slice(1).map(capital).join(""), words.map(capital).join("")];
}

describe("the system seam", () => {
  it("reads the shared sources", () => {
    const paths = Object.keys(SHARED_SOURCES);
    expect(paths).toContain("../app.tsx");
    expect(paths.some((path) => path.includes("/systems/"))).toBe(false);
  });

  it("names no system outside the systems' folders and the registry", () => {
    const names = SYSTEM_IDS.flatMap(spellings);
    const naming = Object.entries(SHARED_SOURCES)
      .filter(([, text]) => names.some((name) => text.includes(name)))
      .map(([path]) => path);
    expect(naming).toEqual([]);
  });
});
