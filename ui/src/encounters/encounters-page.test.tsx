import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

// Joe, Mira and the Bandits' encounters (fh-encounters): 1 running, 2 prepared, 3 ended.

describe("Encounters page", () => {
  it("lists running, then prepared, then ended encounters, and deletes after asking", async () => {
    const backend = createScenarioBackend("fh-encounters-delete");
    const remove = vi.spyOn(backend, "deleteEncounter");
    const { user } = renderApp(backend, "encounters");

    await waitFor(() => expect(screen.getAllByTestId("encounter-row")).toHaveLength(3));
    expect(screen.getAllByTestId("encounter-row").map((row) => row.querySelector(".encounter-open")?.textContent)).toEqual([
      "Ambush at the ford",
      "Crypt guardians",
      "Bridge toll",
    ]);
    await user.click(screen.getByTestId("encounter-delete-2"));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("encounter-delete-2-confirm"));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 2 }));
    await waitFor(() => expect(screen.getAllByTestId("encounter-row")).toHaveLength(2));
  });

  it("opens an ended encounter's result and a party member's sheet from it", async () => {
    const backend = createScenarioBackend("fh-encounters-result");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("encounter-open-3"));
    const result = await screen.findByTestId("encounter-result");
    expect(result).toHaveTextContent("The party won");
    expect(result).toHaveTextContent("1 round fought");
    expect(result).toHaveTextContent("Mira — Club: Dominance (2 KP)");
    await user.click(await within(result).findByTestId("open-sheet-1"));
    expect(await screen.findByTestId("fh-sheet")).toBeInTheDocument();
    expect(screen.getByTestId("nav-characters")).toHaveAttribute("aria-current", "page");
  });
});
