import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";

describe("Game of Bastards Opposition preparation", () => {
  it("adds a player character once, an NPC and a squad of Extras, hands out a Wildcard and saves the exact plan", async () => {
    // Wenna (id 1) and the NPC Thug (id 2): gob-prep.
    const backend = createScenarioBackend("gob-prep");
    const create = vi.spyOn(backend, "createEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("gob-new-encounter"));
    await user.type(await screen.findByTestId("gob-name"), "Ambush at the ford");
    await waitFor(() => expect(screen.getByTestId("gob-pick")).toHaveTextContent("Wenna"));
    await user.selectOptions(screen.getByTestId("gob-pick"), "1");
    await user.click(screen.getByTestId("gob-add"));
    // A player character plays once: Wenna is no longer offered.
    expect(screen.getByTestId("gob-pick")).not.toHaveTextContent("Wenna");
    await user.click(screen.getByTestId("gob-add"));
    await user.type(screen.getByTestId("gob-squad-name"), "Bandits");
    await user.clear(screen.getByTestId("gob-squad-members"));
    await user.type(screen.getByTestId("gob-squad-members"), "2");
    await user.click(screen.getByTestId("gob-add-squad"));
    const rows = within(screen.getByTestId("gob-participants")).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector(".prep-participant-name")?.textContent)).toEqual(["Wenna", "Thug", "Bandits (squad of 2, Power Rating 1)"]);
    expect(screen.getByTestId("gob-side-1")).toHaveValue("1");
    await user.type(screen.getByTestId("gob-wildcards-0"), "1");

    await user.click(screen.getByTestId("gob-save"));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: "Ambush at the ford",
        plan: {
          system: "game_of_bastards",
          participants: [
            { characterId: 1, side: 0, wildcards: 1 },
            { characterId: 2, side: 1 },
            { squad: { name: "Bandits", members: 2, power: 1 }, side: 1 },
          ],
        },
      }),
    );
  });
});
