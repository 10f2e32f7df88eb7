import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";
import { percent } from "./simulation-panel";

describe("the odds of a fight", () => {
  it("simulates a prepared encounter with the chosen tactics and seed, and shows who wins, how long it lasts and who falls", async () => {
    // ds-korva with Korva against two Mire Gnawers, prepared (id 1).
    const backend = createScenarioBackend("sim-prepared");
    const simulate = vi.spyOn(backend, "simulateEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("encounter-open-1"));
    const panel = await screen.findByTestId("simulation");
    // The system's tactics, each explained.
    await waitFor(() => expect(within(panel).getByTestId("simulation-tactic-1")).toHaveTextContent("Weakest first"));
    expect(panel).toHaveTextContent("closes on the nearest standing enemy");
    await user.selectOptions(within(panel).getByTestId("simulation-runs"), "1000");
    await user.selectOptions(within(panel).getByTestId("simulation-tactic-1"), "focus_weakest");
    await user.type(within(panel).getByTestId("simulation-seed"), "5");
    await user.click(within(panel).getByTestId("simulation-run"));

    expect(simulate).toHaveBeenCalledWith({ id: 1, from: "plan", runs: 1000, seed: 5, tactics: ["focus_nearest", "focus_weakest"], roundCap: null });
    const result = await screen.findByTestId("simulation-result");
    expect(within(result).getByTestId("simulation-side-0")).toHaveTextContent("99.6%The party wins95% between 98.98–99.84%");
    expect(within(result).getByTestId("simulation-side-1")).toHaveTextContent("0.4%Their foes win");
    expect(within(result).queryByTestId("simulation-undecided")).not.toBeInTheDocument();
    expect(within(result).getByTestId("simulation-combatant-0")).toHaveTextContent("Korva0.4%Stamina 15.6 of 33");
    expect(within(result).getByTestId("simulation-combatant-1")).toHaveTextContent("Mire Gnawer 1100%Stamina 0.0 of 12");
    expect(within(result).getByText("On average 3.9 rounds; half the fights are over by round 4.")).toBeInTheDocument();
    expect(within(result).getByTestId("simulation-footer")).toHaveTextContent("1,000 fights, seed 5");
    expect(within(result).getByTestId("simulation-footer")).toHaveTextContent("Nearest first against Weakest first");
  });

  it("writes small chances with a decimal and others as whole percentages", () => {
    expect(percent(0.001)).toBe("0.1%");
    expect(percent(0)).toBe("0%");
    expect(percent(0.734)).toBe("73%");
    expect(percent(0.999)).toBe("99.9%");
    expect(percent(0.99995)).toBe(">99.9%");
    expect(percent(0.0004)).toBe("<0.1%");
    expect(percent(1)).toBe("100%");
  });
});
