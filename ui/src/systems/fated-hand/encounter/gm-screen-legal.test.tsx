import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

// Mira's turn on the fh-grid-turn map (fh-summon-turn, recorded from the engine): Bandit 1 stands
// 3 tiles off, Bandit 2 lies Incapacitated 2 tiles off, and Mira has no Stealth.

describe("GM screen: actions the engine refuses are greyed out with its reason", () => {
  it("greys out a spell out of range, Sneak without Stealth and a Haul of a creature out of reach", async () => {
    const backend = createScenarioBackend("fh-summon-turn");
    const command = vi.spyOn(backend, "encounterCommand");
    const { user } = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);

    // Cast: Spectral Slice reaches 1 tile; at Bandit 1 the engine refuses it before any card is picked.
    await user.click(await screen.findByTestId("action-cast"));
    await user.selectOptions(screen.getByTestId("cast-spell"), "spectral_slice");
    await user.selectOptions(screen.getByTestId("cast-target"), "2");
    expect(screen.getByTestId("cast-submit")).toBeDisabled();
    expect(screen.getByTestId("cast-submit")).toHaveAttribute("title", "Bandit 1 is 3 tiles away; the spell reaches 1.");
    const castReason = screen.getByTestId("cast-reason");
    expect(castReason).toHaveTextContent("Bandit 1 is 3 tiles away; the spell reaches 1.");
    await waitFor(() => expect(within(castReason).getByTestId("rule-citation")).toHaveTextContent(/Fated Hand/));

    // Sneak: the tab itself is greyed, and the form says why.
    const sneakTab = screen.getByTestId("action-sneak");
    expect(sneakTab).toHaveAttribute("data-legal", "no");
    expect(sneakTab).toHaveAttribute("title", "Mira has no access to Stealth (Hidden Fang or Killer Instinct).");
    await user.click(sneakTab);
    expect(screen.getByTestId("sneak-submit")).toBeDisabled();
    expect(screen.getByTestId("sneak-reason")).toHaveTextContent("Mira has no access to Stealth (Hidden Fang or Killer Instinct).");

    // Haul: an object is offered; Bandit 2, two tiles off, is not.
    await user.click(screen.getByTestId("action-haul"));
    expect(screen.getByTestId("haul-submit")).toBeEnabled();
    await user.selectOptions(screen.getByTestId("haul-target"), "3");
    expect(screen.getByTestId("haul-submit")).toBeDisabled();
    expect(screen.getByTestId("haul-reason")).toHaveTextContent("Bandit 2 is not adjacent to Mira.");

    expect(command).not.toHaveBeenCalled();
  });
});
