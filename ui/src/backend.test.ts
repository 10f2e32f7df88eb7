import { clearMocks, mockIPC } from "@tauri-apps/api/mocks";
import { afterEach, describe, expect, it } from "vitest";
import { BackendError, tauriBackend } from "./backend";

// The real seam over the generated bindings, with Tauri's IPC mocked at the window boundary.
describe("tauriBackend", () => {
  afterEach(() => clearMocks());

  it("resolves to the command's data", async () => {
    const calls: unknown[] = [];
    mockIPC((cmd, args) => {
      calls.push([cmd, args]);
      return { id: 7, name: "Brannoc" };
    });
    await expect(tauriBackend.deleteCharacter({ id: 7 })).resolves.toEqual({ id: 7, name: "Brannoc" });
    expect(calls).toEqual([["delete_character", { input: { id: 7 } }]]);
  });

  it("reaches the Draw Steel content commands by their Rust names", async () => {
    const calls: unknown[] = [];
    mockIPC((cmd, args) => {
      calls.push([cmd, args]);
      return [];
    });
    await expect(tauriBackend.drawSteelListContent({ kind: "monster", search: "ogre" })).resolves.toEqual([]);
    expect(calls).toEqual([["draw_steel_list_content", { input: { kind: "monster", search: "ogre" } }]]);
  });

  it("reaches the Draw Steel hero and roll commands by their Rust names", async () => {
    const calls: unknown[] = [];
    mockIPC((cmd, args) => {
      calls.push([cmd, args]);
      return null;
    });
    await tauriBackend.drawSteelHero({ characterId: 4 });
    await tauriBackend.drawSteelAddStarterSet();
    await tauriBackend.drawSteelPowerRoll({ input: { kind: { kind: "test" }, characteristic: 1 }, dice: [9, 10] });
    expect(calls).toEqual([
      ["draw_steel_hero", { input: { characterId: 4 } }],
      ["draw_steel_add_starter_set", {}],
      ["draw_steel_power_roll", { input: { input: { kind: { kind: "test" }, characteristic: 1 }, dice: [9, 10] } }],
    ]);
  });

  it("throws a BackendError carrying the typed AppError", async () => {
    mockIPC(() => {
      throw { kind: "noCampaignOpen", message: "No campaign is open.", field: null };
    });
    const failure = await tauriBackend.campaignInfo().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ kind: "noCampaignOpen", field: null, message: "No campaign is open." });
  });

  it("keeps the rule a ruleViolation cites", async () => {
    const rule = { system: "fated_hand", section: "Promotion" };
    mockIPC(() => {
      throw { kind: "ruleViolation", message: "Scholar is not on the Promotion List of the Scout.", field: null, rule };
    });
    const failure = await tauriBackend.advanceCharacter({ id: 3, perk: "keen_eye" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendError);
    expect(failure).toMatchObject({ kind: "ruleViolation", rule });
  });
});
