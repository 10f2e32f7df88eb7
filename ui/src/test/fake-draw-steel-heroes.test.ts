import { describe, expect, it } from "vitest";
import { createFakeBackend } from "./fake-backend";

// The fake answers like crates/api/src/draw_steel/{heroes,progress,starter,rolls}.rs for the
// cases of crates/api/tests/it/draw_steel_heroes.rs, with the same numbers.

async function withBrannoc() {
  const backend = createFakeBackend();
  const added = await backend.drawSteelAddStarterSet();
  return { backend, id: added.heroes[0]!.characterId };
}

describe("fake Draw Steel heroes", () => {
  it("gives the starter hero the api's sheet numbers and adds the set once", async () => {
    const { backend, id } = await withBrannoc();
    const brannoc = await backend.drawSteelHero({ characterId: id });
    expect(brannoc.sheet.staminaMaximum.value).toBe(33);
    expect(brannoc.sheet.windedValue.value).toBe(16);
    expect(brannoc.sheet.recoveryValue.value).toBe(11);
    expect(brannoc.stamina).toBe(33);
    expect(brannoc.winded).toBe(false);
    const again = await backend.drawSteelAddStarterSet();
    expect(again.added).toEqual([]);
    expect(again.heroes).toEqual([]);
    expect(again.skippedHeroes.map((h) => h.name)).toEqual(["Brannoc Vell"]);
  });

  it("refuses a characteristic of 6 on its field and changes nothing", async () => {
    const { backend, id } = await withBrannoc();
    const before = await backend.drawSteelHero({ characterId: id });
    const build = { ...before.build, characteristics: { ...before.build.characteristics, might: 6 } };
    await expect(backend.drawSteelBuildHero({ characterId: id, build })).rejects.toMatchObject({
      kind: "ruleViolation",
      field: "build.characteristics",
      rule: { system: "draw_steel", section: "Characteristic" },
    });
    expect(await backend.drawSteelHero({ characterId: id })).toEqual(before);
  });

  it("converts Victories at a respite and undoes like any character edit", async () => {
    const { backend, id } = await withBrannoc();
    await backend.drawSteelAwardVictories({ characterIds: [id], victories: 8 });
    const rested = await backend.drawSteelRespite({ characterId: id, completed: true });
    expect(rested.hero.progress.experience).toBe(8);
    expect(rested.hero.progress.victories).toBe(0);
    expect(rested.hero.level.readyToLevelUp).toBe(true);
    const up = await backend.drawSteelLevelUp({ characterId: id });
    expect(up.sheet.staminaMaximum.value).toBe(43);
    await backend.undoCharacterEdit({ id });
    expect((await backend.drawSteelHero({ characterId: id })).build.level).toBe(1);
  });

  it("lets a 9 and a 10 on a project roll earn another roll", async () => {
    const { backend, id } = await withBrannoc();
    await backend.drawSteelAddProject({ characterId: id, project: { name: "Forge a Shield", goal: 60, points: 0, characteristic: "might" } });
    const first = await backend.drawSteelProjectRoll({ characterId: id, projectIndex: 0, dice: [9, 10] });
    expect(first.roll.roll.total).toBe(21);
    expect(first.anotherRoll).toBe(true);
    const second = await backend.drawSteelProjectRoll({ characterId: id, projectIndex: 0, dice: [3, 4] });
    expect(second.project.points).toBe(30);
    await expect(backend.drawSteelProjectRoll({ characterId: id, projectIndex: 0, dice: [5, 5] })).rejects.toMatchObject({
      kind: "ruleViolation",
      rule: { section: "Breakthrough" },
    });
  });

  it("rolls entered dice to the api's tier, outcome and odds", async () => {
    const backend = createFakeBackend();
    const rolled = await backend.drawSteelPowerRoll({
      input: { kind: { kind: "test" }, characteristic: 2, skill: true },
      dice: [5, 4],
      difficulty: "medium",
    });
    expect(rolled.roll.total).toBe(13);
    expect(rolled.roll.tier).toBe("two");
    expect(rolled.outcome).toBe("success_with_consequence");
    const odds = await backend.drawSteelRollOdds({ input: { kind: { kind: "test" }, characteristic: 0 }, difficulty: "easy" });
    expect(odds.tiers.counts).toEqual([55, 35, 10]);
    expect(odds.outcomes?.counts).toEqual([0, 0, 55, 35, 10]);
    await expect(
      backend.drawSteelPowerRoll({ input: { kind: { kind: "test" }, characteristic: 0 }, dice: [0, 11] }),
    ).rejects.toMatchObject({ kind: "invalidInput", field: "dice" });
    const assist = await backend.drawSteelAssist({ input: { kind: { kind: "test" }, characteristic: 0 }, dice: [6, 6] });
    expect(assist.grant).toBe("edge");
  });
});
