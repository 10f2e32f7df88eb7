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

describe("Encounters page across the app", () => {
  it("reopens into the running fight, keeps it through Settings, and shows the list when picked again", async () => {
    const backend = createScenarioBackend("fh-encounters-resume");
    const { user } = renderApp(backend);

    const screenEl = await screen.findByTestId("gm-screen");
    expect(within(screenEl).getByRole("heading", { name: "Ambush at the ford" })).toBeInTheDocument();
    expect(screen.getByTestId("nav-encounters")).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByTestId("nav-settings"));
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    expect(screen.queryByTestId("gm-screen")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("nav-encounters"));
    expect(await screen.findByTestId("gm-screen")).toBeInTheDocument();

    await user.click(screen.getByTestId("nav-encounters"));
    await waitFor(() => expect(screen.getAllByTestId("encounter-row")).toHaveLength(3));
    expect(screen.queryByTestId("gm-screen")).not.toBeInTheDocument();
  });

  it("leaves the GM where they are when the app opens on another page", async () => {
    const backend = createScenarioBackend("fh-encounters-resume");
    renderApp(backend, "characters");
    expect(await screen.findByRole("heading", { name: "Characters" })).toBeInTheDocument();
    expect(screen.getByTestId("nav-characters")).toHaveAttribute("aria-current", "page");
    expect(screen.queryByTestId("gm-screen")).not.toBeInTheDocument();
  });
});
