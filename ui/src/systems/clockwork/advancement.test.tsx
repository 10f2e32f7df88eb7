import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("ClockWork advancement", () => {
  it("awards experience, shows a rank's price before buying it, recomputes the sheet, refuses by rule, spends luck and undoes", async () => {
    const backend = createScenarioBackend("cw-advance");
    const buy = vi.spyOn(backend, "clockworkBuy");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByRole("button", { name: /Borra/ }));
    const panel = await screen.findByTestId("cw-advancement");
    const at = (id: string) => within(panel).getByTestId(id);
    expect(at("cw-xp")).toHaveTextContent("0 experience points earned");
    expect(at("cw-speed")).toHaveTextContent("Not picked yet");
    expect(at("cw-luck-left")).toHaveTextContent("3 of 3 left in Session 1: The Foundry");

    // Before buying: Celestial 12 → 11 costs 2, and with nothing unspent the engine says why.
    await user.selectOptions(at("cw-buy-skill"), "celestial");
    expect(at("cw-rank-price")).toHaveTextContent("Costs 2 experience points");
    expect(at("cw-rank-refusal")).toHaveTextContent("costs 2 experience and 0 is unspent");
    expect(at("cw-rank-refusal")).toHaveTextContent("ClockWork · Experience");
    expect(at("cw-buy-rank-submit")).toBeDisabled();

    await user.selectOptions(at("cw-award-points"), "2");
    await user.type(at("cw-award-reason"), "the bridge held");
    await user.click(at("cw-award-submit"));
    await waitFor(() => expect(at("cw-xp")).toHaveTextContent("2 unspent"));
    expect(at("cw-buy-rank-submit")).toBeEnabled();
    await user.click(at("cw-buy-rank-submit"));
    await waitFor(() => expect(at("cw-xp")).toHaveTextContent("2 spent"));
    expect(buy).toHaveBeenCalledWith({ characterId: 1, purchase: { kind: "skill_rank", skill: "celestial" } });
    // The sheet recomputes: Celestial 11, Magic 6, 12 mana.
    expect(at("cw-advancement-note")).toHaveTextContent("Magic rose from 5 to 6");
    const sheet = screen.getByTestId("cw-sheet");
    await waitFor(() => expect(within(sheet).getByTestId("cw-skill-celestial")).toHaveTextContent("11"));
    expect(within(within(sheet).getByTestId("cw-numbers")).getByRole("button", { name: /^Mana: 12/ })).toBeInTheDocument();

    // A feature whose prerequisite is missing: the engine's refusal, with its rule.
    await user.selectOptions(at("cw-power-kind"), "feature");
    await user.type(at("cw-power-name"), "Dire Animal Companion");
    expect(at("cw-power-level")).toHaveValue("3");
    expect(at("cw-power-price")).toHaveTextContent("Costs 6 experience points");
    await user.click(at("cw-buy-power-submit"));
    const refusal = await within(panel).findByRole("alert");
    expect(refusal).toHaveTextContent("needs Animal Companion first");
    expect(refusal).toHaveTextContent("ClockWork · Features");

    await user.type(at("cw-luck-roll"), "the climb");
    await user.click(at("cw-use-luck"));
    await waitFor(() => expect(at("cw-luck-left")).toHaveTextContent("2 of 3 left"));
    const entries = within(at("cw-ledger")).getAllByTestId("cw-ledger-entry");
    expect(entries[0]).toHaveTextContent("Luck spent to reroll the climb.");
    expect(entries[1]).toHaveTextContent("Bought Celestial 12 → 11. (2 experience points)");

    await user.click(within(panel).getByTestId("cw-undo-advancement"));
    await user.click(await screen.findByRole("button", { name: "Undo it" }));
    await waitFor(() => expect(at("cw-luck-left")).toHaveTextContent("3 of 3 left"));
  });
});
