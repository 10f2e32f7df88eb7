import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError } from "../../../backend";
import { createFakeBackend } from "../../../test/fake-backend";
import { BANDIT, BRANNOC, MIRA } from "../../../test/fated-hand-seeds";
import { renderApp } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";

/** Brannoc (1) and Mira (2) are player characters; the Bandit (3) an NPC; Vask (4) is not Fated Hand. */
function backendWithRoster() {
  return createFakeBackend({
    characters: [BRANNOC, MIRA, BANDIT, { name: "Vask", system: "draw_steel" }],
  });
}

describe("Encounter preparation", () => {
  it("adds the whole party at once: every member not yet taking part", async () => {
    const backend = createScenarioBackend("fh-prep-party");
    const create = vi.spyOn(backend, "createEncounter");
    const { user } = renderApp(backend, "encounters");
    await user.click(await screen.findByTestId("encounter-new"));
    await user.type(screen.getByTestId("encounter-name"), "Ambush at the ford");
    await user.click(await screen.findByTestId("participant-add-3"));
    await user.click(await screen.findByTestId("party-add-1"));
    expect(screen.getByTestId("party-add-1")).toHaveTextContent("Add the whole party: The Lanternbearers");
    // Everyone is in: the button says so instead of adding them twice.
    expect(screen.getByTestId("party-add-1")).toBeDisabled();
    expect(screen.getByTestId("participant-side-1")).toHaveValue("party");
    expect(screen.getByTestId("participant-side-2")).toHaveValue("party");
    await user.click(screen.getByTestId("encounter-save"));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: "Ambush at the ford",
        plan: {
          system: "fated_hand",
          participants: [
            { characterId: 3, side: "foes", engineDeck: true, position: null },
            { characterId: 1, side: "party", engineDeck: false, position: null },
            { characterId: 2, side: "party", engineDeck: false, position: null },
          ],
          grid: null,
        },
      }),
    );
  });

  it("adds participants on their sides, saves, and launches into the GM screen", async () => {
    // The same roster, recorded: the launch (dealt decks, the Planning Phase) is the engine's.
    const backend = createScenarioBackend("fh-prep-launch");
    const create = vi.spyOn(backend, "createEncounter");
    const update = vi.spyOn(backend, "updateEncounter");
    const start = vi.spyOn(backend, "startEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("encounter-new"));
    await user.type(screen.getByTestId("encounter-name"), "Ambush at the ford");
    await user.click(await screen.findByTestId("participant-add-1"));
    await user.click(screen.getByTestId("participant-add-3"));
    await user.click(screen.getByTestId("participant-add-3"));
    // A player character joins once; an NPC can come in numbers; other systems are not offered.
    expect(screen.queryByTestId("participant-add-1")).not.toBeInTheDocument();
    expect(screen.getByTestId("participant-add-3")).toBeInTheDocument();
    expect(screen.queryByTestId("participant-add-4")).not.toBeInTheDocument();
    expect(screen.getByTestId("participant-side-0")).toHaveValue("party");
    expect(screen.getByTestId("participant-side-1")).toHaveValue("foes");
    expect(screen.getByTestId("participant-engine-0")).not.toBeChecked();
    expect(screen.getByTestId("participant-engine-1")).toBeChecked();
    await user.selectOptions(screen.getByTestId("participant-side-2"), "party");
    await user.click(screen.getByTestId("participant-engine-2"));

    await user.click(screen.getByTestId("encounter-save"));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: "Ambush at the ford",
        plan: {
          system: "fated_hand",
          participants: [
            { characterId: 1, side: "party", engineDeck: false, position: null },
            { characterId: 3, side: "foes", engineDeck: true, position: null },
            { characterId: 3, side: "party", engineDeck: false, position: null },
          ],
          grid: null,
        },
      }),
    );

    await user.click(await screen.findByTestId("encounter-launch"));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(start).toHaveBeenCalledWith({ id: 1 }));
    expect(await screen.findByTestId("gm-phase")).toHaveTextContent("Planning");
    expect(screen.getByTestId("gm-round")).toHaveTextContent("Round 1");

    await user.click(screen.getByTestId("encounter-back"));
    const row = await screen.findByTestId("encounter-row");
    expect(row).toHaveTextContent("Ambush at the ford");
    expect(row).toHaveTextContent("Running");
  });

  it("places participants on a grid with walls and raised tiles", async () => {
    const backend = backendWithRoster();
    const create = vi.spyOn(backend, "createEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("encounter-new"));
    await user.type(screen.getByTestId("encounter-name"), "Bridge");
    await user.click(await screen.findByTestId("participant-add-2"));
    await user.click(screen.getByTestId("grid-enabled"));
    await user.clear(screen.getByTestId("grid-width"));
    await user.type(screen.getByTestId("grid-width"), "4");
    await user.clear(screen.getByTestId("grid-height"));
    await user.type(screen.getByTestId("grid-height"), "3");
    await user.click(screen.getByTestId("grid-tile-1-1")); // wall
    await user.click(screen.getByTestId("grid-tile-2-2")); // wall
    await user.click(screen.getByTestId("grid-tile-2-2")); // raised 1
    await user.click(screen.getByTestId("participant-place-0"));
    await user.click(screen.getByTestId("grid-tile-0-2"));
    expect(screen.getByTestId("participant-place-0")).toHaveTextContent("At (0, 2)");
    expect(within(screen.getByTestId("grid-tile-0-2")).getByText("MQ")).toBeInTheDocument();

    await user.click(screen.getByTestId("encounter-save"));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: "Bridge",
        plan: {
          system: "fated_hand",
          participants: [{ characterId: 2, side: "party", engineDeck: false, position: { x: 0, y: 2 } }],
          grid: { width: 4, height: 3, walls: [{ x: 1, y: 1 }], elevation: [[{ x: 2, y: 2 }, 1]] },
        },
      }),
    );
  });

  it("asks for a name, and shows the backend's field errors beside the participant", async () => {
    const backend = backendWithRoster();
    const create = vi.spyOn(backend, "createEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("encounter-new"));
    await user.click(await screen.findByTestId("participant-add-1"));
    await user.click(screen.getByTestId("encounter-save"));
    expect(screen.getByTestId("encounter-name")).toHaveAccessibleDescription(/Name the encounter/);
    expect(create).not.toHaveBeenCalled();

    create.mockRejectedValueOnce(
      new BackendError({ kind: "invalidInput", message: "Brannoc the Grey has no Fated Hand build yet.", field: "plan.participants[0]", rule: null }),
    );
    await user.type(screen.getByTestId("encounter-name"), "Ford");
    await user.click(screen.getByTestId("encounter-save"));
    expect(await within(screen.getByTestId("participant-0")).findByRole("alert")).toHaveTextContent("no Fated Hand build yet");
  });
});
