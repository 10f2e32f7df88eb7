import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("Casting a story spell", () => {
  it("sends the typed Reagents of an untracked deck, shows the engine's refusal, then what the cast spent with its rule", async () => {
    // Mira Quell, a Scholar, knows Flame ("1 Face Card"); no session dealt her deck.
    const backend = createScenarioBackend("fh-mira-story-cast");
    const cast = vi.spyOn(backend, "castStorySpell");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByRole("button", { name: /Mira Quell/ }));
    const panel = await screen.findByTestId("fh-story-cast");

    await user.selectOptions(within(panel).getByTestId("fh-story-spell"), "flame");
    expect(panel).toHaveTextContent("Printed cost: 1 Face Card");
    await user.type(within(panel).getByTestId("fh-story-cards"), "zz");
    await user.click(within(panel).getByTestId("fh-story-submit"));
    // A word that is not a card is caught before anything is asked.
    expect(within(panel).getByRole("alert")).toHaveTextContent("is not a card");
    expect(cast).not.toHaveBeenCalled();

    await user.clear(within(panel).getByTestId("fh-story-cards"));
    await user.type(within(panel).getByTestId("fh-story-cards"), "2H");
    await user.click(within(panel).getByTestId("fh-story-submit"));
    await waitFor(() => expect(cast).toHaveBeenCalledWith({ id: 1, cast: { spell: "flame", reagents: [{ rank: 2, suit: "hearts" }] } }));
    expect(await within(panel).findByText(/do not pay Flame's cost/)).toBeInTheDocument();

    await user.clear(within(panel).getByTestId("fh-story-cards"));
    await user.type(within(panel).getByTestId("fh-story-cards"), "KH");
    await user.click(within(panel).getByTestId("fh-story-submit"));
    const result = await within(panel).findByTestId("fh-story-result");
    expect(result).toHaveTextContent("Mira Quell casts Flame, spending KH: 1 Face Card.");
    expect(within(result).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Story Spell List › Flame (Spell)");
    expect(result).toHaveTextContent("The deck is not tracked, so nothing moved.");
  });
});
