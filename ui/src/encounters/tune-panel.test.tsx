import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

describe("tuning an encounter", () => {
  it("asks for a target, lists each change from the library with its odds, and takes a suggested roster as the plan", async () => {
    // ds-korva with Korva against two Mire Gnawers, prepared (id 1); the library holds only the gnawer.
    const backend = createScenarioBackend("sim-tune");
    const tune = vi.spyOn(backend, "tuneEncounter");
    const update = vi.spyOn(backend, "updateEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("encounter-open-1"));
    const panel = await screen.findByTestId("tune");
    await user.click(within(panel).getByTestId("tune-run"));
    expect(tune).toHaveBeenCalledWith({ id: 1, targetLow: 70, targetHigh: 80, runs: null, seed: null });

    const result = await within(panel).findByTestId("tune-result");
    expect(within(result).getByTestId("tune-as-prepared")).toHaveTextContent("As prepared, the party wins 99.4% (95% between 98.70–99.72%), outside the target of 70–80%.");
    // Nearest the target first: tougher gnawers, then the rest.
    expect(within(result).getByTestId("tune-suggestion-0")).toHaveTextContent("Scale every foe's Stamina to 150%: the party wins 81%");
    expect(within(result).getByTestId("tune-suggestion-0")).toHaveTextContent("Edit the foes’ stat blocks to play it.");
    expect(within(result).getByTestId("tune-suggestion-5")).toHaveTextContent("Add one Mire Gnawer: the party wins 30%");
    expect(within(result).getByTestId("tune-footer")).toHaveTextContent("1,000 fights per change, seed 1");

    await user.click(within(result).getByTestId("tune-take-5"));
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ id: 1, name: "Mill ambush" }));
    expect(update.mock.calls[0]?.[0].plan).toMatchObject({ system: "draw_steel" });
    expect(await within(result).findByTestId("tune-taken")).toHaveTextContent("Saved: Add one Mire Gnawer.");
    // The preparation starts again from the roster taken: three gnawers now.
    await waitFor(() => expect(screen.getByTestId("dsc-prep")).toHaveTextContent("Mire Gnawer 3"));
  });
});
