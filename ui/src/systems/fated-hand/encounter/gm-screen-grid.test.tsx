import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakePlatform, renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

// Joe's turn on a 5×4 map with a wall at (2, 0) and a height of 2 at (1, 2) (fh-grid-turn).

describe("GM screen on a grid", () => {
  it("draws walls, heights and tokens, and moves along the clicked path", async () => {
    const backend = createScenarioBackend("fh-grid-move");
    const command = vi.spyOn(backend, "encounterCommand");
    const { user } = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);

    const grid = await screen.findByTestId("battle-grid");
    expect(within(grid).getByTestId("grid-tile-2-0")).toHaveClass("grid-wall");
    expect(within(grid).getByTestId("grid-tile-1-2")).toHaveTextContent("2");
    expect(within(grid).getByTestId("grid-tile-0-0").querySelector(".grid-token-actor")).toHaveTextContent("J");
    expect(within(grid).getByTestId("grid-tile-4-3").querySelector(".grid-token-down")).toHaveTextContent("B2");

    await user.click(screen.getByTestId("action-move"));
    await user.click(within(grid).getByTestId("grid-tile-1-0"));
    await user.click(within(grid).getByTestId("grid-tile-1-1"));
    expect(screen.getByTestId("move-path")).toHaveTextContent("Path: (1, 0) → (1, 1)");
    await user.click(screen.getByTestId("move-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({ id: 1, expectedCursor: 6, command: { system: "fated_hand", command: "move", path: [{ x: 1, y: 0 }, { x: 1, y: 1 }] } }),
    );
    await waitFor(() => expect(screen.getByTestId("move-path")).toHaveTextContent("Click tiles"));
  });

  it("exports the log to the file chosen in the save dialog and shows it whole", async () => {
    const backend = createScenarioBackend("fh-grid-log");
    const log = vi.spyOn(backend, "encounterLog");
    const platform = fakePlatform("/campaigns/ford.json");
    const { user } = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />, platform);

    await user.click(await screen.findByTestId("gm-export-log"));
    await user.selectOptions(screen.getByTestId("log-format"), "json");
    await user.click(screen.getByTestId("log-export"));
    await waitFor(() => expect(log).toHaveBeenCalledWith({ id: 1, path: "/campaigns/ford.json", format: "json", overwrite: true }));
    expect(platform.asked).toEqual([{ title: expect.stringContaining("Save the battle log"), defaultName: expect.stringMatching(/\.json$/), kinds: [{ name: "JSON", extensions: ["json"] }] }]);
    expect(await screen.findByTestId("log-written")).toHaveTextContent("Saved to /campaigns/ford.json.");
    await user.click(screen.getByTestId("log-show"));
    await waitFor(() => expect(log).toHaveBeenLastCalledWith({ id: 1 }));
    expect(screen.getByTestId("log-text")).toHaveTextContent('"To action!" Joe takes a turn with 3 Movement.');
  });
});
