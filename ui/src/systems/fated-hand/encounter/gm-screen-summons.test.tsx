import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

// Mira's turn on the fh-grid-turn map: she cast Mange Wolf and summoned the wolf (combatant 4) at
// (1, 1); Joe watched her cast (fh-summon-turn).

describe("GM screen: Summoned Creatures and Plaigarism", () => {
  it("shows the wolf with Mira's Speed and its own Movement, and Joe's Plaigarism offer", async () => {
    const backend = createScenarioBackend("fh-summon-turn");
    renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);

    const wolf = await screen.findByTestId("combatant-4");
    const mira = screen.getByTestId("combatant-1");
    expect(within(wolf).getByTestId("combatant-summoned-4")).toHaveTextContent("Summoned by Mira");
    const speedOf = (card: HTMLElement) => within(card).getByText("Speed", { selector: "dt" }).nextElementSibling?.textContent ?? "";
    expect(speedOf(wolf)).toMatch(/^7/);
    expect(speedOf(mira)).toMatch(/^7/);
    expect(within(wolf).getByTestId("combatant-movement-4")).toHaveTextContent("4");
    expect(screen.getByTestId("gm-log")).toHaveTextContent("Mira summons Mange Wolf at (1, 1): Strike 4, Defense 4, Movement 4, 1 Hit Point.");
    expect(screen.getByTestId("gm-offers")).toHaveTextContent("Joe — Mange Wolf: Plaigarism (1 KP) — watched Mira cast it");
  });

  it("commands the wolf along the clicked path, then to attack with Mira's Primary Action", async () => {
    const backend = createScenarioBackend("fh-summon-command");
    const command = vi.spyOn(backend, "encounterCommand");
    const { user } = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);

    await user.click(await screen.findByTestId("action-summon"));
    expect(screen.getByTestId("summon-command-who")).toHaveDisplayValue("Mange Wolf");
    expect(screen.getByTestId("summon-command-movement")).toHaveTextContent("Movement left 4");
    const grid = screen.getByTestId("battle-grid");
    await user.click(within(grid).getByTestId("grid-tile-2-1"));
    await user.click(within(grid).getByTestId("grid-tile-2-2"));
    expect(screen.getByTestId("summon-move-path")).toHaveTextContent("Path: (2, 1) → (2, 2)");
    await user.click(screen.getByTestId("summon-move-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 8,
        command: { system: "fated_hand", command: "summon_move", summon: 4, path: [{ x: 2, y: 1 }, { x: 2, y: 2 }], tiles: null, disengage: false },
      }),
    );
    await waitFor(() => expect(screen.getByTestId("summon-command-movement")).toHaveTextContent("Movement left 2"));

    await user.selectOptions(screen.getByTestId("summon-attack-target"), "2");
    await user.click(screen.getByTestId("summon-attack-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenLastCalledWith({
        id: 1,
        expectedCursor: 9,
        command: { system: "fated_hand", command: "summon_attack", summon: 4, target: 2, defend: true, riposte: false, defendRiposte: true, distance: null },
      }),
    );
    expect(await screen.findByText("Mange Wolf attacks Bandit 1: Strike 4 against Defense 4 — no success: needs Defense + 2 (6).")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("summon-attack-submit")).toBeDisabled());
  });

  it("says before a cast or a perk is used whether it will need a ruling", async () => {
    const backend = createScenarioBackend("fh-summon-turn");
    const { user } = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);

    await user.click(await screen.findByTestId("action-cast"));
    // Mira's first spell, Flash Bolt, is not one the engine resolves: its effect is the GM's.
    expect(screen.getByTestId("cast-spell")).toHaveDisplayValue("Flash Bolt");
    expect(screen.getByTestId("cast-ruling")).toHaveTextContent("Needs a ruling. The engine checks the cast and pays its cost; you rule its effect");
    await user.selectOptions(screen.getByTestId("cast-spell"), "spectral_slice");
    expect(screen.getByTestId("cast-ruling")).toHaveTextContent("The engine resolves this spell");
    expect(screen.getByTestId("cast-ruling")).not.toHaveTextContent("Needs a ruling");
    await user.selectOptions(screen.getByTestId("cast-spell"), "mange_wolf");
    expect(screen.getByTestId("cast-ruling")).toHaveAttribute("data-resolution", "engine");

    await user.click(screen.getByTestId("action-perk"));
    // Inspiration (split a fresh draw between the two hands) is the player's choice, ruled by the GM.
    await user.selectOptions(screen.getByTestId("perk-select"), "inspiration");
    expect(screen.getByTestId("perk-ruling")).toHaveTextContent("Needs a ruling. You rule this perk's effect");
  });

  it("greys out a summon the engine refuses now, with that summon's own reason", async () => {
    // fh-summon-uncast: Mira's turn before she casts Mange Wolf.
    const { user } = renderWith(createScenarioBackend("fh-summon-uncast"), <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);
    await user.click(await screen.findByTestId("action-cast"));
    expect(await screen.findByTestId("summon-reason-mange_wolf")).toHaveTextContent("Mange Wolf: Mira has not cast or gained what summons Mange Wolf.");
    expect(within(screen.getByTestId("summon-select")).getByRole("option", { name: "Mange Wolf (not now)" })).toBeDisabled();
    expect(screen.getByTestId("summon-submit")).toBeDisabled();
  });

  it("offers the summon once its spell is cast, with no reason against it", async () => {
    const { user } = renderWith(createScenarioBackend("fh-summon-turn"), <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);
    await user.click(await screen.findByTestId("action-cast"));
    expect(within(await screen.findByTestId("summon-select")).getByRole("option", { name: "Mange Wolf" })).toBeEnabled();
    expect(screen.queryByTestId("summon-reason-mange_wolf")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByTestId("summon-select"), "mange_wolf");
    expect(screen.getByTestId("summon-submit")).toBeEnabled();
  });
});

