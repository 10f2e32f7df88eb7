import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("ClockWork gear", () => {
  it("prices an item for the campaign, equips from the catalog and shows each price with its source", async () => {
    const backend = createScenarioBackend("cw-gear");
    const equip = vi.spyOn(backend, "clockworkEquip");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByRole("button", { name: /Borra/ }));
    const gear = await screen.findByTestId("cw-gear");
    expect(gear).toHaveTextContent("Nothing worn or carried.");

    await user.click(within(gear).getByTestId("cw-prices-open"));
    const prices = await within(gear).findByTestId("cw-prices");
    await waitFor(() => expect(within(prices).getByRole("option", { name: "Melee weapon: Longsword" })).toBeInTheDocument());
    // Book-priced items are not offered: only the GM's prices are set here.
    expect(within(prices).queryByRole("option", { name: "Shield: Buckler" })).not.toBeInTheDocument();
    await user.selectOptions(within(prices).getByTestId("cw-price-item"), "melee_weapon:Longsword");
    await user.type(within(prices).getByTestId("cw-price-value"), "15");
    await user.click(within(prices).getByTestId("cw-price-set"));
    await waitFor(() => expect(within(prices).getByTestId("cw-price-entry")).toHaveTextContent("Longsword (melee weapon): 15"));

    await user.click(within(gear).getByTestId("cw-equip-open"));
    const form = await within(gear).findByTestId("cw-equip");
    await waitFor(() => expect(within(form).getByRole("option", { name: "Chainmail" })).toBeInTheDocument());
    await user.selectOptions(within(form).getByTestId("cw-equip-armor"), "Chainmail");
    await user.selectOptions(within(form).getByTestId("cw-equip-shield"), "Buckler");
    await user.selectOptions(within(form).getByTestId("cw-equip-back"), "Longsword");
    await user.click(within(form).getByTestId("cw-equip-save"));
    await waitFor(() => expect(equip).toHaveBeenCalledTimes(1));
    expect(equip.mock.calls[0]![0]).toMatchObject({ characterId: 1, armor: "Chainmail", shield: "Buckler", loadout: { back: "Longsword" } });

    const lines = await within(gear).findAllByTestId("cw-gear-line");
    expect(lines[0]).toHaveTextContent("Chainmail");
    expect(lines[0]).toHaveTextContent("the book's price");
    expect(lines[0]).toHaveTextContent("ClockWork · Armor");
    expect(lines[1]).toHaveTextContent("Buckler100 the book's price");
    expect(lines[2]).toHaveTextContent("Longsword15 the campaign's price");
    // The sheet reads the armor and shield: a block appears.
    expect(within(screen.getByTestId("cw-sheet")).getByRole("button", { name: /^Block bonus/ })).toBeInTheDocument();
  });
});

describe("ClockWork magic gear", () => {
  it("equips enchantments, a bandolier and artifacts, showing the engine's refusal of a third ring inside the form", async () => {
    const backend = createScenarioBackend("cw-gear-magic");
    const equip = vi.spyOn(backend, "clockworkEquip");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByRole("button", { name: /Borra/ }));
    const gear = await screen.findByTestId("cw-gear");
    await user.click(within(gear).getByTestId("cw-equip-open"));
    const form = await within(gear).findByTestId("cw-equip");
    await waitFor(() => expect(within(form).getByRole("option", { name: "Chainmail" })).toBeInTheDocument());
    await user.selectOptions(within(form).getByTestId("cw-equip-armor"), "Chainmail");
    await user.click(within(within(form).getByTestId("cw-equip-enchantments")).getByRole("checkbox", { name: "Bulwark" }));
    await user.selectOptions(within(form).getByTestId("cw-equip-bandolier-0"), "Concussion");
    const artifacts = within(form).getByTestId("cw-equip-artifacts");
    for (const ring of ["Ring of Fire Resist", "Ring of Cold Resist", "Ring of Shock Resist"]) {
      await user.click(within(artifacts).getByRole("checkbox", { name: ring }));
    }
    await user.click(within(form).getByTestId("cw-equip-save"));
    expect(await within(form).findByRole("alert")).toHaveTextContent("3 artifacts are worn as a Ring; 2 at most.");

    await user.click(within(artifacts).getByRole("checkbox", { name: "Ring of Shock Resist" }));
    await user.click(within(artifacts).getByRole("checkbox", { name: "Amulet of Vitality" }));
    await user.click(within(form).getByTestId("cw-equip-save"));
    await waitFor(() => expect(equip).toHaveBeenCalledTimes(2));
    expect(equip.mock.calls[1]![0]).toMatchObject({
      enchantments: ["Bulwark"],
      loadout: { bandolier: [{ kind: "grenade", name: "Concussion" }], artifacts: ["Ring of Fire Resist", "Ring of Cold Resist", "Amulet of Vitality"] },
    });
    const lines = await within(gear).findAllByTestId("cw-gear-line");
    expect(lines.map((line) => line.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining("Bulwark"), expect.stringContaining("Concussion"), expect.stringContaining("Amulet of Vitality")]),
    );
  });
});
