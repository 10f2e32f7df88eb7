import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("A Game of Bastards monster generator", () => {
  it("takes the Power Rating from the party and the suit from the card, refuses a banned pick by rule, and keeps the monster", async () => {
    const backend = createScenarioBackend("gob-monster");
    const { user } = renderApp(backend, "game-of-bastards");
    await user.click(await screen.findByTestId("gob-tab-monsters"));
    const form = await screen.findByTestId("gob-monster-form");
    const at = (id: string) => within(form).getByTestId(id);
    expect(await screen.findByTestId("gob-kept-monsters")).toHaveTextContent("None kept yet.");
    await user.click(await within(form).findByTestId("gob-monster-party-1"));
    await user.type(at("gob-monster-drawn"), "7C");
    expect(at("gob-monster-suit")).toHaveTextContent("Clubs");
    // No pick yet: the engine says how many the Power Rating asks for.
    expect(await within(form).findByRole("alert")).toHaveTextContent("A monster of Power Rating 3 gains 3 advantages; 0 are picked.");
    for (const pick of ["dodge", "lunge", "defensive_stance"]) {
      await user.selectOptions(at("gob-monster-pick"), pick);
      await user.click(at("gob-monster-add-pick"));
    }
    expect(within(at("gob-monster-pick")).getByRole("option", { name: "Defensive Stance (monsters cannot have it)" })).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent("Monsters cannot have Defensive Stance."));
    expect(at("gob-monster-save")).toBeDisabled();
    const picks = within(at("gob-monster-picks")).getAllByRole("button", { name: "Take back" });
    await user.click(picks[2]!);
    await user.selectOptions(at("gob-monster-pick"), "eagle_eyes");
    await user.click(at("gob-monster-add-pick"));
    const card = await within(form).findByTestId("gob-monster-card");
    expect(within(card).getByTestId("gob-monster-numbers")).toHaveTextContent("Clubs monster · Power Rating 3 · Power Pool 30 (Power Rating × 10.) · killing it gives 8 XP");
    expect(within(card).getByTestId("gob-monster-automatic")).toHaveTextContent("Challenging");
    expect(within(card).getByTestId("gob-monster-automatic")).toHaveTextContent("Unpredictable");
    await user.type(at("gob-monster-name"), "The Hollow Stag");
    await user.click(at("gob-monster-save"));
    const kept = await screen.findByTestId("gob-kept-monster");
    expect(kept).toHaveTextContent("The Hollow Stag");
    expect(kept).toHaveTextContent("Power Rating 3");
  });
});

describe("A Game of Bastards successor", () => {
  it("makes a killed character's successor with half its XP", async () => {
    const backend = createScenarioBackend("gob-successor");
    const make = vi.spyOn(backend, "gameOfBastardsSuccessor");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByRole("button", { name: /Wenna/ }));
    const panel = await screen.findByTestId("gob-advancement");
    expect(within(panel).getByTestId("gob-successor")).toHaveTextContent("A successor inherits");
    const form = within(panel).getByTestId("gob-successor-form");
    await user.type(within(form).getByTestId("gob-successor-name"), "Alys");
    await waitFor(() => expect(within(form).getByRole("option", { name: /Diamonds/ })).toBeInTheDocument());
    await user.selectOptions(within(form).getByTestId("gob-successor-suit"), "diamonds");
    expect(within(form).getByTestId("gob-successor-trait-luck")).toHaveValue("2");
    await user.selectOptions(within(form).getByTestId("gob-successor-trait-luck"), "3");
    await user.click(within(form).getByTestId("gob-successor-make"));
    expect(await within(form).findByTestId("gob-successor-made")).toHaveTextContent("Alys joins the campaign with the inheritance.");
    expect(make).toHaveBeenCalledWith({ lateCharacterId: 1, name: "Alys", tags: [], build: { name: "Alys", suit: "diamonds", traits: { body: 1, spirit: 1, mind: 1, luck: 3 } } });
  });
});
