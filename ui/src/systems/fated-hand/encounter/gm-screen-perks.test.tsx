import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

describe("GM screen: perk offers", () => {
  // fh-gm-perk-offer: the Brute (a Brawler with One-Two) has just hit Joe.
  it("shows One-Two's offer and takes it at the chosen target", async () => {
    const backend = createScenarioBackend("fh-gm-perk-offer");
    const command = vi.spyOn(backend, "encounterCommand");
    const { user } = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);

    const offer = await screen.findByTestId("perk-offer-1-one_two");
    await waitFor(() => expect(offer).toHaveTextContent("Brute — One-Two: a second Attack now"));
    expect(screen.getByTestId("gm-log")).toHaveTextContent("One-Two: Brute may Attack a second time at once; take it or decline.");
    expect(within(offer).getByTestId("perk-offer-target-1-one_two")).toHaveDisplayValue("Joe");
    await user.click(within(offer).getByTestId("perk-offer-take-1-one_two"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 6,
        command: { system: "fated_hand", command: "take_perk_offer", who: 1, perk: "one_two", target: 0, defend: true, distance: null },
      }),
    );
    expect(await screen.findByText("Brute takes One-Two.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("perk-offers")).not.toBeInTheDocument());
  });
});
