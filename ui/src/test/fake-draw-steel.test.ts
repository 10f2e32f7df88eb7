import { describe, expect, it } from "vitest";
import type { DrawSteelContent } from "../bindings";
import { createFakeBackend } from "./fake-backend";

// The fake answers like crates/api/src/draw_steel/content.rs: these are the same cases and the
// same strings as the Rust tests there and in crates/api/tests/it/draw_steel.rs.

const ogre: DrawSteelContent = {
  kind: "monster",
  data: {
    name: "  Ogre Smasher ",
    level: 2,
    role: "Brute",
    organization: "",
    encounterValue: 0,
    stamina: 40,
    speed: 5,
    size: "2",
    stability: 2,
    freeStrike: 5,
    characteristics: { might: 2, agility: 0, reason: -1, intuition: 0, presence: 1 },
    immunities: [],
    weaknesses: [],
    abilities: [],
    notes: "",
  },
};

function slash(name: string): DrawSteelContent {
  return {
    kind: "ability",
    data: {
      name,
      keywords: ["melee", "strike", "weapon"],
      tags: [],
      action: "main_action",
      distance: { kind: "melee", reach: 1 },
      targets: { kind: "creatures", count: 2 },
      roll: ["might"],
      tiers: [3, 5, 8].map((amount) => ({ effects: [{ kind: "damage", amount, addCharacteristic: false, damageType: null }] })),
      effects: [],
      cost: 0,
      trigger: null,
      notes: "",
    },
  };
}

describe("fake Draw Steel content", () => {
  it("saves, lists with the api's summaries, filters, edits and deletes", async () => {
    const backend = createFakeBackend();
    const saved = await backend.drawSteelSaveContent({ content: ogre });
    expect(saved.content.data.name).toBe("Ogre Smasher");
    const cleave = await backend.drawSteelSaveContent({ content: slash("Cleaving Slash") });

    const all = await backend.drawSteelListContent({});
    expect(all.map((s) => [s.name, s.kind, s.summary])).toEqual([
      ["Cleaving Slash", "ability", "Main action · Melee 1 · 2 creatures · Might"],
      ["Ogre Smasher", "monster", "Level 2 Brute · 40 Stamina · size 2"],
    ]);
    expect((await backend.drawSteelListContent({ kind: "monster" })).map((s) => s.name)).toEqual(["Ogre Smasher"]);
    expect((await backend.drawSteelListContent({ search: " CLEAV " })).map((s) => s.name)).toEqual(["Cleaving Slash"]);

    const tougher = structuredClone(ogre);
    if (tougher.kind === "monster") tougher.data.stamina = 60;
    const edited = await backend.drawSteelSaveContent({ id: saved.id, content: tougher });
    expect(edited.id).toBe(saved.id);
    expect(await backend.drawSteelGetContent({ id: saved.id })).toEqual(edited);

    const left = await backend.drawSteelDeleteContent({ id: cleave.id });
    expect(left.map((s) => s.summary)).toEqual(["Level 2 Brute · 60 Stamina · size 2"]);
  });

  it("checks without saving and refuses bad saves like the api", async () => {
    const backend = createFakeBackend();
    expect(await backend.drawSteelCheckContent({ content: slash("   ") })).toEqual([
      { field: "name", message: "Give it a name.", rule: null },
    ]);
    expect(await backend.drawSteelCheckContent({ content: slash("Cleaving Slash") })).toEqual([]);
    expect(await backend.drawSteelListContent({})).toEqual([]);

    await expect(backend.drawSteelSaveContent({ content: slash("") })).rejects.toMatchObject({
      kind: "invalidInput",
      field: "name",
      message: "This ability cannot be saved (1 problem); nothing was changed. name: Give it a name.",
    });
    const saved = await backend.drawSteelSaveContent({ content: ogre });
    await expect(backend.drawSteelSaveContent({ id: saved.id, content: slash("Cleaving Slash") })).rejects.toMatchObject({
      kind: "invalidInput",
      field: "kind",
      message: "Ogre Smasher is a monster; it cannot become an ability. Save the ability as new content instead.",
    });
    await expect(backend.drawSteelGetContent({ id: 999 })).rejects.toMatchObject({ kind: "notFound" });
    await expect(backend.drawSteelDeleteContent({ id: 999 })).rejects.toMatchObject({ kind: "notFound" });
    expect((await backend.drawSteelListContent({})).map((s) => s.name)).toEqual(["Ogre Smasher"]);
  });

  it("needs an open campaign to list or save, but not to check", async () => {
    const backend = createFakeBackend({ drawSteelContent: [ogre] });
    expect((await backend.drawSteelListContent({})).map((s) => s.id)).toEqual([1]);
    backend.close("No campaign is open.");
    await expect(backend.drawSteelListContent({})).rejects.toMatchObject({ kind: "noCampaignOpen" });
    await expect(backend.drawSteelSaveContent({ content: ogre })).rejects.toMatchObject({ kind: "noCampaignOpen" });
    expect(await backend.drawSteelCheckContent({ content: ogre })).toEqual([]);
  });
});

describe("fake Draw Steel heroes and rolls", () => {
  it("adds the starter set once, its premade heroes as characters", async () => {
    const backend = createFakeBackend();
    const first = await backend.drawSteelAddStarterSet();
    expect(first.added).toHaveLength(24);
    expect(first.heroes.map((h) => h.name)).toContain("Brannoc Vell");
    const again = await backend.drawSteelAddStarterSet();
    expect(again.added).toEqual([]);
    expect(again.kept).toHaveLength(24);
    expect(again.skippedHeroes).toHaveLength(first.heroes.length);

    // A premade hero's sheet is the engine's: the plain fake refuses to compute it.
    const brannoc = first.heroes.find((h) => h.name === "Brannoc Vell")!;
    await expect(backend.drawSteelHero({ characterId: brannoc.characterId })).rejects.toMatchObject({ kind: "conflict" });
  });

  it("gives exact odds and resolves entered dice like the engine", async () => {
    const backend = createFakeBackend();
    const plain = await backend.drawSteelRollOdds({ input: { kind: { kind: "test" }, characteristic: 0 } });
    // 2d10 alone: 55 totals of 11 or lower, 35 of 12–16, 10 of 17 or higher.
    expect(plain.tiers.counts).toEqual([55, 35, 10]);
    const rolled = await backend.drawSteelPowerRoll({
      input: { kind: { kind: "ability", mainAction: true }, characteristic: 2, edges: 1 },
      dice: [9, 10],
    });
    expect(rolled.roll.total).toBe(23);
    expect(rolled.roll.tier).toBe("three");
    expect(rolled.roll.criticalHit).toBe(true);
  });
});
