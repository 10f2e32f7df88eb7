import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("ClockWork roller", () => {
  it("shows the exact odds before rolling, reads each die of the table's roll, then rerolls with luck", async () => {
    const backend = createScenarioBackend("cw-roller");
    const { user } = renderApp(backend, "clockwork");
    const roller = await screen.findByTestId("cw-roller");
    const character = within(roller).getByTestId("cw-roll-actor-character");
    await waitFor(() => expect(within(character).getByRole("option", { name: "Borra" })).toBeInTheDocument());
    await user.selectOptions(character, "1");

    // Body 8 and a bonus skill: 9 dice at Accuracy 8; 3 or more gains 70.5% of the time.
    const success = await within(roller).findByTestId("cw-odds-success");
    await waitFor(() => expect(success).toHaveTextContent("Chance of 3 or more gains: 70.5%"));
    // Her Long Guns focus adds a die: counted face by face, 75.4%, and 6 or more 28.5%.
    await user.click(await within(roller).findByTestId("cw-roll-actor-focus-Long Guns"));
    await waitFor(() => expect(within(roller).getByTestId("cw-odds-success")).toHaveTextContent("Chance of 3 or more gains: 75.4%"));
    expect(within(roller).getByTestId("cw-odds-success")).toHaveTextContent("dramatic success 28.5%");
    expect(within(roller).getByTestId("cw-odds-actor-3")).toHaveTextContent("75.4%");
    expect(within(roller).queryByTestId("cw-roll-result")).not.toBeInTheDocument();

    await user.type(within(roller).getByTestId("cw-roll-dice"), "1 12 8 7 9 3 12 11 2 10");
    await user.click(within(roller).getByTestId("cw-roll"));
    const result = await within(roller).findByTestId("cw-roll-result");
    expect(within(result).getByTestId("cw-result-actor-gains")).toHaveTextContent("7 gains");
    const dice = within(result).getAllByTestId("cw-result-actor-die");
    expect(dice).toHaveLength(10);
    expect(dice[0]).toHaveTextContent("1 -1 — a 1 takes a gain away");
    expect(dice[3]).toHaveTextContent("7 0 — 7 is under 8: no gain");
    const outcome = within(result).getByTestId("cw-result-outcome");
    expect(outcome).toHaveTextContent("7 gains, 3 or more over the 3 needed: a success the GM may make dramatic.");
    expect(within(outcome).getByTestId("rule-citation")).toHaveTextContent("Dramatic Success");

    // Luck: the reroll is Tablekeep's and stands though it is worse; the ledger has 2 left.
    await user.click(within(result).getByTestId("cw-luck-actor"));
    const luck = await within(roller).findByTestId("cw-result-luck");
    expect(luck).toHaveTextContent("Borra spent luck: The reroll stands though it is worse: 6 instead of 7. 2 left this session.");
    expect(within(luck).getByTestId("rule-citation")).toHaveTextContent("Using Luck");
    expect(within(roller).getByTestId("cw-result-actor-gains")).toHaveTextContent("6 gains");
  });
});
