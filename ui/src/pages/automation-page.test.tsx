import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

describe("Automation page", () => {
  it("shows, per system and kind, what the engine resolves and what it leaves to the GM", async () => {
    // The Draw Steel library holds Cleave (typed damage) and Gloat (text only).
    const backend = createScenarioBackend("automation-coverage");
    const { user } = renderApp(backend, "automation");

    const perks = await screen.findByTestId("automation-kind-perks");
    // Every perk of the Perks List and the class cards, once.
    expect(perks).toHaveTextContent("Perks · 163 entries");
    const [engine, partly, gm] = (within(perks).getByTestId("automation-summary-perks").textContent ?? "").match(/\d+/g)!.map(Number);
    expect(within(perks).getByTestId("automation-summary-perks")).toHaveTextContent(`${engine} resolved by the engine · ${partly} in part · ${gm} left to the GM`);
    expect(engine! + partly! + gm!).toBe(163);
    expect(within(perks).getAllByTestId("automation-entry")).toHaveLength(163);
    // The gap is listed first; filtering and searching narrow the list.
    await user.click(within(perks).getByTestId("automation-filter-perks-engine"));
    await user.type(within(perks).getByTestId("automation-search-perks"), "keen");
    const [keenEye, ...others] = within(perks).getAllByTestId("automation-entry");
    expect(others).toHaveLength(0);
    expect(keenEye).toHaveTextContent("Keen Eye");
    expect(keenEye).toHaveTextContent("Applied in battle whenever it holds");
    expect(within(keenEye!).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Perks List › Keen Eye");
    await user.click(within(perks).getByTestId("automation-filter-perks-gm"));
    expect(within(perks).getByText("Nothing matches.")).toBeInTheDocument();

    const spells = screen.getByTestId("automation-kind-spells");
    expect(spells).toHaveTextContent("Spells · 152 entries");

    await user.click(screen.getByTestId("automation-system-draw_steel"));
    const abilities = await screen.findByTestId("automation-kind-abilities");
    await waitFor(() => expect(within(abilities).getAllByTestId("automation-entry")).toHaveLength(2));
    const [gloat, cleave] = within(abilities).getAllByTestId("automation-entry");
    expect(gloat).toHaveTextContent("GMGloatIts effects are text");
    expect(cleave).toHaveTextContent("EngineCleave");
  });
});
