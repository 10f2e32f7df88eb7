import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

describe("variants side by side", () => {
  it("compares the encounter as prepared with two variants and charts each one's odds with its interval", async () => {
    // ds-korva with Korva against two Mire Gnawers, prepared (id 1).
    const backend = createScenarioBackend("sim-compare");
    const compare = vi.spyOn(backend, "compareEncounterVariants");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("encounter-open-1"));
    const panel = await screen.findByTestId("comparison");
    const first = within(panel).getByTestId("comparison-variant-0");
    // The roster as the engine names it, by place.
    await waitFor(() => expect(first).toHaveTextContent("Mire Gnawer 2"));
    expect(first).toHaveTextContent("Korva");

    const name = within(first).getByTestId("comparison-variant-0-name");
    await user.clear(name);
    // Every variant needs a name before the comparison starts.
    expect(within(panel).getByTestId("comparison-run")).toBeDisabled();
    expect(panel).toHaveTextContent("Give every variant a name.");
    await user.type(name, "Four gnawers");
    await user.selectOptions(within(first).getByTestId("comparison-variant-0-copies-1"), "1");
    await user.selectOptions(within(first).getByTestId("comparison-variant-0-copies-2"), "1");

    await user.click(within(panel).getByTestId("comparison-add"));
    const second = within(panel).getByTestId("comparison-variant-1");
    const secondName = within(second).getByTestId("comparison-variant-1-name");
    await user.clear(secondName);
    await user.type(secondName, "One gnawer");
    await user.click(within(second).getByTestId("comparison-variant-1-fights-2"));
    await user.selectOptions(within(second).getByTestId("comparison-variant-1-tactic-1"), "spread");
    // A table rule switched for this variant only, from the campaign's list.
    await user.selectOptions(within(second).getByTestId("comparison-variant-1-rule-draw_steel.hero_death"), "gm_decides");

    await user.selectOptions(within(panel).getByTestId("comparison-runs"), "1000");
    await user.type(within(panel).getByTestId("comparison-seed"), "5");
    await user.click(within(panel).getByTestId("comparison-run"));

    expect(compare).toHaveBeenCalledWith({
      id: 1,
      variants: [
        { name: "Four gnawers", leaveOut: [], addCopies: [1, 2], tactics: null, tableRules: {} },
        { name: "One gnawer", leaveOut: [2], addCopies: [], tactics: ["focus_nearest", "spread"], tableRules: { "draw_steel.hero_death": "gm_decides" } },
      ],
      runs: 1000,
      seed: 5,
      tactics: ["focus_nearest", "focus_nearest"],
      roundCap: null,
      threads: null,
    });
    const result = await screen.findByTestId("comparison-result");
    const chart = within(result).getByTestId("comparison-chart");
    expect(chart).toHaveAttribute("aria-label", "The party's chance to win, by variant: As prepared 99.6%; Four gnawers 0.1%; One gnawer 100%");
    // Drawn by the charting library, loaded on first use: every variant's bar, each with its words.
    expect(await within(chart).findByTestId("comparison-bar-1")).toHaveTextContent("Four gnawers: 0.1%, 95% between 0.02–0.56%");
    expect(within(chart).getByTestId("comparison-bar-0")).toHaveTextContent("As prepared: 99.6%, 95% between 98.98–99.84%");
    expect(within(chart).getByTestId("comparison-bar-2")).toHaveTextContent("One gnawer: 100%");
    // Each bar carries a whisker over its 95% interval.
    expect(chart.querySelectorAll(".odds-chart-whisker")).toHaveLength(3);
    expect(within(result).getByTestId("comparison-row-0")).toHaveTextContent("As prepared: the party wins 99.6% (95% between 98.98–99.84%)");
    expect(within(result).getByTestId("comparison-row-1")).toHaveTextContent("Korva, Mire Gnawer 1, Mire Gnawer 2, Mire Gnawer 3, Mire Gnawer 4.");
    expect(within(result).getByTestId("comparison-row-2")).toHaveTextContent(
      "Korva, Mire Gnawer. Nearest first against Spread the damage. When a dying hero dies: The hero never dies automatically; the GM decides.",
    );
    expect(within(result).getByTestId("comparison-footer")).toHaveTextContent("1,000 fights per variant, seed 5");
  });
});
