import { describe, expect, it } from "vitest";
import type { EncounterStep, EncounterView, Patch } from "../bindings";
import recorded from "../test/recorded/patches.json";
import { applyPatch, encounterAfter } from "./patch";

describe("applyPatch", () => {
  it("turns each encounter of a recorded fight into the next one, as the engine does", () => {
    expect(recorded.length).toBeGreaterThan(0);
    for (const { before, patch, after } of recorded) {
      expect(applyPatch(before, patch as unknown as Patch)).toEqual(after);
    }
  });

  it("leaves the value it patches as it was", () => {
    const before = { round: 1, log: ["a", "b"], combatants: [{ hp: 5 }] };
    const patch: Patch = {
      op: "fields",
      fields: {
        round: { op: "set", value: 2 },
        log: { op: "slide", drop: 1, push: ["c"] },
        combatants: { op: "items", len: 2, items: [{ index: 0, patch: { op: "fields", fields: { hp: { op: "set", value: 3 } }, removed: [] } }, { index: 1, patch: { op: "set", value: { hp: 9 } } }] },
      },
      removed: [],
    };
    expect(applyPatch(before, patch)).toEqual({ round: 2, log: ["b", "c"], combatants: [{ hp: 3 }, { hp: 9 }] });
    expect(before).toEqual({ round: 1, log: ["a", "b"], combatants: [{ hp: 5 }] });
  });

  it("refuses a patch made for another shape", () => {
    expect(() => applyPatch([1], { op: "fields", fields: {}, removed: [] })).toThrow(/not an object/);
    expect(() => applyPatch([1], { op: "slide", drop: 2, push: [] })).toThrow(/drops 2/);
    expect(() => applyPatch({}, { op: "fields", fields: { a: { op: "items", len: 0, items: [] } }, removed: [] })).toThrow(/field "a"/);
  });
});

describe("encounterAfter", () => {
  const [first] = recorded;
  const shown = first.before as unknown as EncounterView;
  const step = (fields: Partial<EncounterStep>): EncounterStep =>
    ({ id: shown.id, fromCursor: shown.cursor, fromUpdatedAt: shown.updatedAt, cursor: shown.cursor + 1, patch: first.patch as unknown as Patch, encounter: null, lines: [], ...fields }) as EncounterStep;

  it("patches the encounter shown when the patch was made from it", () => {
    expect(encounterAfter(shown, step({}))).toEqual(first.after);
  });

  it("asks for a fresh read when the encounter shown is not the one patched", () => {
    expect(encounterAfter({ ...shown, cursor: shown.cursor + 3 }, step({}))).toBeNull();
    expect(encounterAfter(undefined, step({}))).toBeNull();
  });

  it("takes the whole encounter when the step carries it", () => {
    const whole = first.after as unknown as EncounterView;
    expect(encounterAfter(undefined, step({ encounter: whole }))).toBe(whole);
  });
});
