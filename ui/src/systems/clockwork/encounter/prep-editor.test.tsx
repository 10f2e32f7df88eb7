import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";

describe("ClockWork preparation", () => {
  it("adds a player character once and an NPC twice, numbered, weakens one, sizes the map and saves the exact plan", async () => {
    // Borra (id 1) and the quick NPC Thug (id 2): cw-prep.
    const backend = createScenarioBackend("cw-prep");
    const create = vi.spyOn(backend, "createEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("cwc-new-encounter"));
    await user.type(await screen.findByTestId("cwc-name"), "Alley brawl");
    await waitFor(() => expect(screen.getByTestId("cwc-pick")).toHaveTextContent("Borra"));
    expect(screen.getByTestId("cwc-pick")).toHaveTextContent("Thug (NPC)");
    await user.click(screen.getByTestId("cwc-add"));
    // A player character fights once: Borra is no longer offered; the NPC may be added again.
    expect(screen.getByTestId("cwc-pick")).not.toHaveTextContent("Borra");
    await user.click(screen.getByTestId("cwc-add"));
    await user.click(screen.getByTestId("cwc-add"));
    const rows = within(screen.getByTestId("cwc-participants")).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector(".prep-participant-name")?.textContent)).toEqual(["Borra", "Thug 1", "Thug 2"]);
    expect(screen.getByTestId("cwc-side-0")).toHaveValue("0");
    expect(screen.getByTestId("cwc-side-2")).toHaveValue("1");
    await user.type(within(rows[2]!).getByPlaceholderText("sheet"), "3");
    await user.type(screen.getByTestId("cwc-map-width"), "8");
    await user.type(screen.getByTestId("cwc-map-height"), "8");

    await user.click(screen.getByTestId("cwc-save"));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: "Alley brawl",
        plan: {
          system: "clockwork",
          participants: [
            { characterId: 1, side: 0 },
            { characterId: 2, side: 1 },
            { characterId: 2, side: 1, vitals: 3 },
          ],
          map: { width: 8, height: 8 },
        },
      }),
    );
  });

  it("names the weapons a focus applies to and hands an NPC a weapon; a focus weapon it does not carry is refused at its row", async () => {
    const backend = createScenarioBackend("cw-prep-focus");
    const create = vi.spyOn(backend, "createEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("cwc-new-encounter"));
    await user.type(await screen.findByTestId("cwc-name"), "Alley brawl");
    await waitFor(() => expect(screen.getByTestId("cwc-pick")).toHaveTextContent("Borra"));
    await user.click(screen.getByTestId("cwc-add"));
    await user.click(screen.getByTestId("cwc-add"));
    await user.type(screen.getByTestId("cwc-focus-weapons-0"), "Rapier");
    await user.type(screen.getByTestId("cwc-weapons-1"), "Longsword");
    await user.click(screen.getByTestId("cwc-save"));
    expect(await within(screen.getByTestId("cwc-participant-0")).findByRole("alert")).toHaveTextContent("Borra does not fight with a Rapier in this combat.");

    await user.clear(screen.getByTestId("cwc-focus-weapons-0"));
    await user.type(screen.getByTestId("cwc-focus-weapons-0"), "Longsword");
    await user.click(screen.getByTestId("cwc-save"));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1]![0]).toMatchObject({
      plan: { participants: [{ characterId: 1, side: 0, focusWeapons: ["Longsword"] }, { characterId: 2, side: 1, weapons: ["Longsword"] }] },
    });
  });
});
