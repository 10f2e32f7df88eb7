import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

// The Brigand's turn against Joe (fh-gm-dirty-trick): it holds Dirty Trick, a perk that is an
// action of its own, which the engine resolves.

describe("GM screen: perks that are actions of their own", () => {
  it("offers Dirty Trick with a target, a distance and the d4, and the engine resolves it", async () => {
    const backend = createScenarioBackend("fh-gm-dirty-trick");
    const command = vi.spyOn(backend, "encounterCommand");
    const { user } = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);

    await user.click(await screen.findByTestId("action-perk"));
    await user.selectOptions(screen.getByTestId("perk-select"), "dirty_trick");
    // An action of its own: no note to write, a target to aim at instead.
    expect(screen.queryByTestId("perk-note")).not.toBeInTheDocument();
    expect(screen.getByTestId("perk-target")).toHaveDisplayValue("Joe");
    await user.type(screen.getByTestId("perk-distance"), "1");
    await user.type(screen.getByTestId("perk-roll"), "3");
    await user.click(screen.getByTestId("perk-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 4,
        command: { system: "fated_hand", command: "perk_action", perk: "dirty_trick", target: 0, defend: true, riposte: false, defendRiposte: true, distance: 1, roll: 3 },
      }),
    );
    expect(await within(screen.getByTestId("gm-log")).findByText(/Dirty Trick \(Brigand\): d4 entered — 3\./)).toBeInTheDocument();
  });
});
