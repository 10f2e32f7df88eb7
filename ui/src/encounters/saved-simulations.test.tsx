import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { App } from "../app";
import { fakePlatform, renderWith } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

describe("saved simulation results", () => {
  it("saves a simulation with its encounter, opens it again, exports it as CSV through the save dialog and deletes it", async () => {
    // ds-korva with Korva against two Mire Gnawers, prepared (id 1), simulated from seed 5.
    const backend = createScenarioBackend("sim-saved");
    const exportSaved = vi.spyOn(backend, "exportSavedSimulation");
    const platform = fakePlatform("/campaigns/odds.csv");
    const { user } = renderWith(backend, <App initialPage="encounters" />, platform);

    await user.click(await screen.findByTestId("encounter-open-1"));
    const saved = await screen.findByTestId("saved-simulations");
    expect(await within(saved).findByTestId("saved-simulations-empty")).toBeInTheDocument();

    const panel = screen.getByTestId("simulation");
    await waitFor(() => expect(within(panel).getByTestId("simulation-tactic-1")).toHaveTextContent("Weakest first"));
    await user.selectOptions(within(panel).getByTestId("simulation-runs"), "1000");
    await user.type(within(panel).getByTestId("simulation-seed"), "5");
    await user.click(within(panel).getByTestId("simulation-run"));
    await within(panel).findByTestId("simulation-result");

    await user.click(within(panel).getByTestId("simulation-save"));
    await waitFor(() => expect(within(panel).getByTestId("simulation-save")).toHaveTextContent("Saved with the encounter"));
    const entry = await within(saved).findByTestId("saved-simulation-1");
    const summary = within(entry).getByTestId("saved-simulation-1-summary");
    expect(summary).toHaveTextContent(/^1000 fights, seed 5, engine .+: the party wins \d+\.\d% \(95% between \d+\.\d% and \d+\.\d%\)\.$/);

    // Opened, it shows the result as it was found: the same figures as the run that was saved.
    const shownOdds = within(within(panel).getByTestId("simulation-result")).getByTestId("simulation-side-0").textContent;
    await user.click(within(entry).getByTestId("saved-simulation-1-open"));
    const reopened = await within(entry).findByTestId("simulation-result");
    expect(within(reopened).getByTestId("simulation-side-0").textContent).toBe(shownOdds);
    expect(within(reopened).getByTestId("simulation-footer")).toHaveTextContent("1,000 fights, seed 5");

    await user.click(within(entry).getByTestId("saved-simulation-1-export-csv"));
    expect(platform.asked).toEqual([{ title: "Export the saved result", defaultName: "simulation-1.csv", kinds: [{ name: "CSV (spreadsheet)", extensions: ["csv"] }] }]);
    expect(exportSaved).toHaveBeenCalledWith({ id: 1, path: "/campaigns/odds.csv", format: "csv", overwrite: true });
    expect(await within(entry).findByTestId("saved-simulation-1-written")).toHaveTextContent("Saved to /campaigns/odds.csv.");

    await user.click(within(entry).getByTestId("saved-simulation-1-delete"));
    await user.click(within(entry).getByTestId("saved-simulation-1-delete-confirm"));
    expect(await within(saved).findByTestId("saved-simulations-empty")).toBeInTheDocument();
    expect(within(saved).queryByTestId("saved-simulation-1")).not.toBeInTheDocument();
  });

  it("exports nothing when the GM cancels the save dialog", async () => {
    const backend = createScenarioBackend("sim-saved-cancelled");
    const exportSaved = vi.spyOn(backend, "exportSavedSimulation");
    const platform = fakePlatform(null);
    const { user } = renderWith(backend, <App initialPage="encounters" />, platform);

    await user.click(await screen.findByTestId("encounter-open-1"));
    const entry = await screen.findByTestId("saved-simulation-1");
    expect(within(entry).getByTestId("saved-simulation-1-summary")).toHaveTextContent(/^2 fights per variant, seed 3, engine /);
    await user.click(within(entry).getByTestId("saved-simulation-1-export-json"));
    expect(platform.asked).toHaveLength(1);
    expect(platform.asked[0]?.defaultName).toBe("comparison-1.json");
    expect(exportSaved).not.toHaveBeenCalled();
    await user.click(within(entry).getByTestId("saved-simulation-1-open"));
    const result = await within(entry).findByTestId("comparison-result");
    expect(within(result).getByTestId("comparison-row-1")).toHaveTextContent("Alone:");
  });
});
