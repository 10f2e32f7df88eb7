import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

/** Borra against two orc thugs: encounter 1 of the cw-fight scenario, Borra's turn first. */
const ID = 1;

function renderCombat(scenario: string) {
  const backend = createScenarioBackend(scenario);
  const command = vi.spyOn(backend, "encounterCommand");
  const rendered = renderWith(backend, <EncountersPage pane={{ mode: "open", id: ID }} onPane={() => undefined} onOpenCharacter={() => undefined} />);
  return { backend, command, ...rendered };
}

describe("ClockWork GM screen", () => {
  it("shows the turn order and each combatant's vitals, hits and wounds", async () => {
    renderCombat("cw-fight");
    expect(await screen.findByTestId("cwc-phase")).toHaveTextContent("Borra's turn");
    expect(screen.getByTestId("cwc-round")).toHaveTextContent("Round 1");
    const order = within(screen.getByTestId("cwc-order")).getAllByRole("listitem");
    expect(order.map((li) => li.textContent)).toEqual(["Borra", "Thug 2", "Thug 1"]);
    expect(screen.getByTestId("cwc-combatant-0")).toHaveClass("combatant-actor");
    expect(screen.getByTestId("cwc-vitals-0")).toHaveTextContent("Vitals 6/6");
    expect(screen.getByTestId("cwc-vitals-2")).toHaveTextContent("Vitals 3/3");
    expect(screen.getByTestId("cwc-wounds-1")).toHaveTextContent("0");
    expect(screen.getByTestId("cwc-counters-0")).toHaveTextContent("6");
    // The initiative roll is in the log with its rule.
    const first = within(screen.getByTestId("cwc-log")).getAllByTestId("cwc-log-line")[0]!;
    expect(first).toHaveTextContent("Borra rolls initiative against Agility 9: 24 gains.");
    expect(within(first).getByTestId("rule-citation")).toHaveTextContent("Initiative");
  });

  it("offers the attack the engine allows with its odds and greys out the one it refuses, with the reason", async () => {
    renderCombat("cw-fight");
    const offered = await screen.findByTestId("cwc-attack-0-1");
    expect(offered).toBeEnabled();
    expect(offered).toHaveTextContent("Attack Thug 1 with the Longsword");
    expect(screen.getByTestId("cwc-attack-odds-0-1")).toHaveTextContent("1 space · 9 dice against defense 3 · 89% to hit");
    expect(screen.getByTestId("cwc-attack-0-2")).toBeDisabled();
    const reason = screen.getByTestId("cwc-attack-reason-0-2");
    expect(reason).toHaveTextContent("Thug 2 is 4 spaces away; Borra's reach with the Longsword is 1 space.");
    expect(within(reason).getByTestId("rule-citation")).toHaveTextContent("Reach");
  });

  it("rolls an attack with dice entered from the table, logs it with its rule, then undoes it", async () => {
    const { user, backend, command } = renderCombat("cw-fight-attack");
    const undo = vi.spyOn(backend, "encounterUndo");
    await user.click(await screen.findByTestId("cwc-attack-0-1"));
    await user.type(screen.getByTestId("cwc-attack-dice"), "10 9 8 7 6 5 4 3 2");
    await user.type(screen.getByTestId("cwc-damage-dice"), "12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2");
    await user.click(screen.getByTestId("cwc-roll-attack"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: ID,
        expectedCursor: 1,
        command: {
          system: "clockwork",
          kind: "attack",
          target: 1,
          weapon: 0,
          damageType: "slashing",
          finesse: false,
          reaction: "none",
          cover: null,
          attackDice: [10, 9, 8, 7, 6, 5, 4, 3, 2],
          damageDice: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
          deathDice: null,
          calledShot: null,
          attackLuck: null,
          damageLuck: null,
          deathLuck: null,
        },
      }),
    );
    expect(await within(screen.getByTestId("cwc-log")).findByText(/Borra attacks Thug 1 with the Longsword/)).toBeInTheDocument();
    // The last result repeats the command's lines, each with its rule.
    const last = within(screen.getByTestId("cwc-last")).getAllByTestId("cwc-last-line");
    expect(last[0]).toHaveTextContent("5 gains against defense 3: a hit.");
    expect(within(last[0]!).getByTestId("rule-citation")).toHaveTextContent("Attack Rolls");
    expect(screen.getByTestId("cwc-vitals-1")).toHaveTextContent("Vitals 5/6");
    expect(screen.getByTestId("cwc-wounds-1")).toHaveTextContent("1");
    const lines = within(screen.getByTestId("cwc-log")).getAllByTestId("cwc-log-line");
    const hit = lines.find((line) => line.textContent?.includes("Borra attacks Thug 1"))!;
    expect(within(hit).getByTestId("rule-citation")).toHaveTextContent("Attack Rolls");

    await user.click(screen.getByTestId("cwc-undo"));
    await waitFor(() => expect(undo).toHaveBeenCalledWith({ id: ID }));
    await waitFor(() => expect(screen.getByTestId("cwc-vitals-1")).toHaveTextContent("Vitals 6/6"));
  });

  it("refuses dice that are no d12 face without sending anything", async () => {
    const { user, command } = renderCombat("cw-fight");
    await user.click(await screen.findByTestId("cwc-attack-0-1"));
    await user.type(screen.getByTestId("cwc-attack-dice"), "13 2");
    await user.click(screen.getByTestId("cwc-roll-attack"));
    expect(await screen.findByText("Dice are d12 faces from 1 to 12, separated by spaces or commas.")).toBeInTheDocument();
    expect(command).not.toHaveBeenCalled();
  });
});
