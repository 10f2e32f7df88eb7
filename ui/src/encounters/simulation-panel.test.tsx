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
    expect(within(result).getByTestId("simulation-combatant-0")).toHaveTextContent("Korva0.4% (95% between 0.16–1.02%)Stamina 15.6 of 33");
    expect(within(result).getByTestId("simulation-combatant-1")).toHaveTextContent(/^Mire Gnawer 1100% \(95% between [\d.]+–100\.00%\)Stamina 0\.0 of 12$/);
    expect(within(result).getByText("On average 3.9 rounds; half the fights are over by round 4.")).toBeInTheDocument();

    // The charts (loaded on first use): a bar per round fights ended in, with the counts in words
    // beside it; a bar per combatant for their chance to fall, each with its 95% whisker.
    const rounds = within(result).getByTestId("simulation-rounds");
    const roundRows = within(within(result).getByTestId("simulation-rounds-table")).getAllByRole("row").slice(1);
    expect(roundRows.map((row) => row.textContent)).toEqual(["23", "381", "4916"]);
    await waitFor(() => expect(rounds.querySelectorAll(".recharts-bar-rectangle")).toHaveLength(roundRows.length));
    expect(rounds).toHaveAttribute("aria-label", "Fights by the round they ended in: round 2, 3; round 3, 81; round 4, 916");
    const falls = within(result).getByTestId("simulation-falls");
    expect(falls).toHaveAttribute("aria-label", expect.stringContaining("Korva 0.4%; Mire Gnawer 1 100%"));
    await waitFor(() => expect(falls.querySelectorAll(".odds-chart-row")).toHaveLength(3));
    expect(falls.querySelectorAll(".odds-chart-row")[0]).toHaveTextContent("Korva: 0.4%, 95% between 0.16–1.02%");
    expect(falls.querySelectorAll(".odds-chart-whisker")).toHaveLength(3);
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
