import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";

describe("Draw Steel preparation", () => {
  it("adds a hero and 3 × a monster, marks one surprised, places them on a map and saves the exact plan", async () => {
    // Korva (id 1), the Fated Hand Brannoc, and the Mire Gnawer (content 1): ds-korva.
    const backend = createScenarioBackend("ds-prep-plan");
    const create = vi.spyOn(backend, "createEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("dsc-new-encounter"));
    expect(await screen.findByTestId("encounter-system-draw_steel")).toHaveAttribute("aria-pressed", "true");
    await user.type(await screen.findByTestId("dsc-name"), "Mire at the old mill");
    // Only Draw Steel heroes are offered.
    await waitFor(() => expect(screen.getByTestId("dsc-hero-select")).toHaveTextContent("Korva"));
    expect(screen.getByTestId("dsc-hero-select")).not.toHaveTextContent("Brannoc");
    await user.click(screen.getByTestId("dsc-add-hero"));
    expect(screen.getByTestId("dsc-add-hero")).toBeDisabled();
    await user.clear(screen.getByTestId("dsc-monster-count"));
    await user.type(screen.getByTestId("dsc-monster-count"), "3");
    expect(screen.getByTestId("dsc-add-monster")).toHaveTextContent("Add 3 × Mire Gnawer");
    await user.click(screen.getByTestId("dsc-add-monster"));

    const rows = within(screen.getByTestId("dsc-participants")).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector(".prep-participant-name")?.textContent)).toEqual([
      "Korva · Hero",
      "Mire Gnawer 1 · Monster",
      "Mire Gnawer 2 · Monster",
      "Mire Gnawer 3 · Monster",
    ]);
    expect(screen.getByTestId("dsc-participant-side-3")).toHaveValue("foes");
    // Squads are a table rule the campaign has off: no squad field, and the reason why.
    expect(await screen.findByTestId("dsc-squads-off")).toHaveTextContent('the glossary has no minions, so every creature fights alone. To group monsters into squads, switch the table rule "Minion squads"');
    expect(screen.queryByTestId("dsc-participant-squad-1")).not.toBeInTheDocument();
    expect(screen.queryByTestId("dsc-add-as-squad")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("dsc-participant-surprised-3"));
    await user.click(screen.getByTestId("dsc-participant-remove-2"));

    await user.click(screen.getByTestId("dsc-map-enabled"));
    await user.clear(screen.getByTestId("dsc-map-width"));
    await user.type(screen.getByTestId("dsc-map-width"), "4");
    await user.clear(screen.getByTestId("dsc-map-height"));
    await user.type(screen.getByTestId("dsc-map-height"), "3");
    await user.click(screen.getByTestId("dsc-square-1-1"));
    await user.click(screen.getByTestId("dsc-terrain-difficult"));
    await user.click(screen.getByTestId("dsc-square-2-1"));
    await user.click(screen.getByTestId("dsc-participant-place-0"));
    await user.click(screen.getByTestId("dsc-square-0-0"));
    await user.click(screen.getByTestId("dsc-participant-place-1"));
    await user.click(screen.getByTestId("dsc-square-3-0"));
    await user.click(screen.getByTestId("dsc-participant-place-2"));
    await user.click(screen.getByTestId("dsc-square-3-2"));
    expect(screen.getByTestId("dsc-participant-place-1")).toHaveTextContent("At (3, 0)");
    await user.type(screen.getByTestId("dsc-malice"), "{backspace}3");

    await user.click(screen.getByTestId("dsc-save"));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: "Mire at the old mill",
        plan: {
          system: "draw_steel",
          participants: [
            { source: { kind: "hero", characterId: 1 }, side: "heroes", surprised: false, position: { x: 0, y: 0 } },
            { source: { kind: "monster", contentId: 1 }, side: "foes", surprised: false, position: { x: 3, y: 0 } },
            { source: { kind: "monster", contentId: 1 }, side: "foes", surprised: true, position: { x: 3, y: 2 } },
          ],
          grid: {
            width: 4,
            height: 3,
            cells: ["open", "open", "open", "open", "open", "wall", "difficult", "open", "open", "open", "open", "open"],
          },
          heroTokens: null,
          malice: 3,
        },
      }),
    );
    // Saved: the page now shows the prepared encounter, still editable.
    expect(await screen.findByRole("heading", { name: "Mire at the old mill" })).toBeInTheDocument();
  });

  it("launches with a seed into the GM screen, and shows the api's refusal beside the row it blames", async () => {
    const backend = createScenarioBackend("ds-prep-launch");
    const start = vi.spyOn(backend, "startEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("dsc-new-encounter"));
    await user.type(await screen.findByTestId("dsc-name"), "Ford");
    await user.click(await screen.findByTestId("dsc-add-hero"));
    // No foe yet: the launch is refused on the participants.
    await user.click(screen.getByTestId("dsc-launch"));
    expect(await screen.findByText("Add at least one foe.")).toBeInTheDocument();

    await user.click(screen.getByTestId("dsc-add-monster"));
    await user.type(screen.getByTestId("dsc-seed"), "42");
    await user.click(screen.getByTestId("dsc-launch"));
    await waitFor(() => expect(start).toHaveBeenLastCalledWith({ id: expect.any(Number), seed: 42 }));
    expect(await screen.findByTestId("dsc-screen")).toBeInTheDocument();
    expect(screen.getByTestId("dsc-first-side")).toBeInTheDocument();
    expect(screen.getByTestId("dsc-combatant-1")).toHaveAttribute("data-stamina", "12");
  });

  it("offers the starter set when the library has no monsters", async () => {
    const backend = createScenarioBackend("ds-prep-starter");
    const starter = vi.spyOn(backend, "drawSteelAddStarterSet");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("dsc-new-encounter"));
    await user.click(await screen.findByTestId("dsc-add-starter-set"));
    expect(starter).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Added 4 heroes and 24 library pieces.")).toBeInTheDocument();
    // The library has monsters now: the offer is gone and they can be added.
    expect(screen.queryByTestId("dsc-add-starter-set")).not.toBeInTheDocument();
    expect(await screen.findByTestId("dsc-add-monster")).toBeEnabled();
  });

  it("forms a squad of monsters when the table rule is on, and shows a refused squad beside its row", async () => {
    // ds-korva with draw_steel.minion_squads on squads.
    const backend = createScenarioBackend("ds-prep-squad");
    const create = vi.spyOn(backend, "createEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("dsc-new-encounter"));
    await user.type(await screen.findByTestId("dsc-name"), "Gnawers at the ford");
    await waitFor(() => expect(screen.getByTestId("dsc-hero-select")).toHaveTextContent("Korva"));
    await user.click(screen.getByTestId("dsc-add-hero"));
    expect(await screen.findByTestId("dsc-squads-on")).toHaveTextContent('they share one Stamina, damage beyond one minion\'s Stamina fells the next');
    // One monster cannot be a squad: the choice waits for 2 or more.
    expect(screen.getByTestId("dsc-add-as-squad")).toBeDisabled();
    await user.clear(screen.getByTestId("dsc-monster-count"));
    await user.type(screen.getByTestId("dsc-monster-count"), "3");
    await user.click(screen.getByTestId("dsc-add-as-squad"));
    await user.click(screen.getByTestId("dsc-add-monster"));
    for (const row of [1, 2, 3]) expect(screen.getByTestId(`dsc-participant-squad-${row}`)).toHaveValue("Mire Gnawer squad");
    // The hero row has no squad field: heroes fight alone.
    expect(screen.queryByTestId("dsc-participant-squad-0")).not.toBeInTheDocument();

    // Two out of the squad leave a squad of one, which the engine refuses on its row.
    await user.clear(screen.getByTestId("dsc-participant-squad-2"));
    await user.clear(screen.getByTestId("dsc-participant-squad-3"));
    await user.click(screen.getByTestId("dsc-save"));
    expect(await within(screen.getByTestId("dsc-participant-1")).findByRole("alert")).toHaveTextContent(
      "Mire Gnawer squad has only this creature; a squad needs at least two monsters.",
    );

    await user.type(screen.getByTestId("dsc-participant-squad-2"), "Mire Gnawer squad");
    await user.click(screen.getByTestId("dsc-save"));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    const gnawer = { source: { kind: "monster", contentId: 1 }, side: "foes", surprised: false, position: null };
    expect(create).toHaveBeenLastCalledWith({
      name: "Gnawers at the ford",
      plan: {
        system: "draw_steel",
        participants: [
          { source: { kind: "hero", characterId: 1 }, side: "heroes", surprised: false, position: null },
          { ...gnawer, squad: "Mire Gnawer squad" },
          { ...gnawer, squad: "Mire Gnawer squad" },
          gnawer,
        ],
        grid: null,
        heroTokens: null,
        malice: 0,
      },
    });
    expect(await screen.findByRole("heading", { name: "Gnawers at the ford" })).toBeInTheDocument();
  });
});
