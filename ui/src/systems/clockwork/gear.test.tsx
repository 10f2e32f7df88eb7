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
