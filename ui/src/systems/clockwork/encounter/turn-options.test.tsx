import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

/** Borra against two orc thugs: encounter 1 of the cw-fight scenarios. */
const ID = 1;

function renderCombat(scenario: string) {
  const backend = createScenarioBackend(scenario);
  const command = vi.spyOn(backend, "encounterCommand");
  const rendered = renderWith(backend, <EncountersPage pane={{ mode: "open", id: ID }} onPane={() => undefined} onOpenCharacter={() => undefined} />);
  return { backend, command, ...rendered };
}

const sentCommand = (command: ReturnType<typeof vi.fn>, index: number) => (command.mock.calls[index]![0] as { command: Record<string, unknown> }).command;

describe("ClockWork GM screen: the turn's options", () => {
  it("aims a called shot at a leg: the defense rises by 2, and the leg is lamed until a Flat 7", async () => {
    const { user, command } = renderCombat("cw-fight-called-shot");
    await user.click(await screen.findByTestId("cwc-attack-0-1"));
    const called = screen.getByTestId("cwc-called-shot");
    expect(within(called).getByRole("option", { name: /Leg \(\+2 defense; no running until a Flat 7\)/ })).toBeInTheDocument();
    await user.selectOptions(called, "leg");
    await user.type(screen.getByTestId("cwc-attack-dice"), "10 9 8 7 6 5 4 3 2");
    await user.type(screen.getByTestId("cwc-damage-dice"), "12 11 10 9 8 7 6 5 4 3 2");
    await user.click(screen.getByTestId("cwc-roll-attack"));
    await waitFor(() => expect(command).toHaveBeenCalledTimes(1));
    expect(sentCommand(command, 0)).toMatchObject({ kind: "attack", target: 1, calledShot: "leg" });
    const last = await screen.findByTestId("cwc-last");
    expect(last).toHaveTextContent("a called shot at the leg). 5 gains against defense 5: a hit.");
    const lamed = within(last)
      .getAllByTestId("cwc-last-line")
      .find((line) => line.textContent?.includes("struck in the leg"))!;
    expect(within(lamed).getByTestId("rule-citation")).toHaveTextContent("Called Shots");
    expect(within(screen.getByTestId("cwc-combatant-1")).getByText("Cannot run")).toBeInTheDocument();
  });

  it("offers a point of luck after a missed roll; the reroll replaces the miss and the luck left drops", async () => {
    const { user, backend, command } = renderCombat("cw-fight-luck");
    const undo = vi.spyOn(backend, "encounterUndo");
    expect(await screen.findByTestId("cwc-luck-0")).toHaveTextContent("3 of 3");
    await user.click(await screen.findByTestId("cwc-attack-0-1"));
    expect(screen.getByTestId("cwc-attack-luck")).toHaveTextContent("Borra has 3 points of luck left this session");
    await user.type(screen.getByTestId("cwc-attack-dice"), "1 1 1 1 1 1 1 1 1");
    await user.click(screen.getByTestId("cwc-roll-attack"));
    expect(await screen.findByTestId("cwc-last")).toHaveTextContent("-9 gains against defense 3: a miss.");
    // A miss throws no damage roll: only the attack roll is offered again.
    const offer = screen.getByTestId("cwc-luck-offer");
    expect(offer).toHaveTextContent("Borra has 3 points of luck left this session");
    expect(screen.queryByTestId("cwc-reroll-damage")).not.toBeInTheDocument();
    await user.click(within(offer).getByTestId("cwc-reroll-attack"));
    await waitFor(() => expect(command).toHaveBeenCalledTimes(2));
    expect(undo).toHaveBeenCalledWith({ id: ID });
    expect(command.mock.calls[1]![0]).toMatchObject({ expectedCursor: 1, command: { kind: "attack", attackDice: [1, 1, 1, 1, 1, 1, 1, 1, 1], attackLuck: { onlyOnFailure: false, dice: null } } });
    const last = await screen.findByText(/spends a point of luck to reroll the attack roll/, { selector: "[data-testid=cwc-last] .log-text" });
    expect(within(last.closest("li")!).getByTestId("rule-citation")).toHaveTextContent("Using Luck");
    expect(screen.getByTestId("cwc-last")).toHaveTextContent("3 gains against defense 3: a hit.");
    expect(screen.getByTestId("cwc-luck-0")).toHaveTextContent("2 of 3");
    // The luck is spent on that roll: no second offer for it.
    expect(screen.queryByTestId("cwc-luck-offer")).not.toBeInTheDocument();
  });

  it("prepares an attack, warns the GM before the target attacks, and shows the interruption", async () => {
    const { user, command } = renderCombat("cw-fight-prepare");
    await screen.findByTestId("cwc-prepare");
    await user.selectOptions(screen.getByTestId("cwc-prepare-trigger"), "attacks");
    await user.click(screen.getByTestId("cwc-prepare-attack"));
    await waitFor(() => expect(command).toHaveBeenCalledTimes(1));
    expect(sentCommand(command, 0)).toMatchObject({ kind: "prepare", trigger: "attacks", attack: { target: 1, weapon: 0 } });
    expect(await screen.findByTestId("cwc-prepared-0")).toHaveTextContent("Prepared vs Thug 1");
    expect(screen.getByTestId("cwc-prepared-own")).toHaveTextContent("3 counters set aside");
    await user.click(screen.getByTestId("cwc-pass"));
    await waitFor(() => expect(screen.getByTestId("cwc-phase")).toHaveTextContent("Thug 2's turn"));
    await user.click(screen.getByTestId("cwc-pass"));
    await waitFor(() => expect(screen.getByTestId("cwc-phase")).toHaveTextContent("Thug 1's turn"));
    const warning = screen.getByTestId("cwc-prepared-warning");
    expect(warning).toHaveTextContent("Borra has an attack prepared for when Thug 1 attacks");
    expect(warning).toHaveTextContent("Prepared Actions");
    await user.click(screen.getByTestId("cwc-attack-0-0"));
    await user.click(screen.getByTestId("cwc-roll-attack"));
    expect(await screen.findByTestId("cwc-interrupted")).toBeInTheDocument();
    const last = screen.getByTestId("cwc-last");
    expect(last).toHaveTextContent("A prepared attack interrupted the turn");
    expect(last).toHaveTextContent("Thug 1 attempts an attack: Borra's prepared attack interrupts the turn order and goes first.");
    expect(last).toHaveTextContent("Thug 1 is stopped in its tracks: the attack it attempted is lost");
    expect(screen.queryByTestId("cwc-prepared-0")).not.toBeInTheDocument();
  });

  it("hides from the foes the GM names, against their Perception", async () => {
    const { user, command } = renderCombat("cw-fight-hide");
    const hide = await screen.findByTestId("cwc-hide");
    expect(within(hide).getByTestId("cwc-hide-observer-1")).toBeChecked();
    await user.click(within(hide).getByTestId("cwc-hide-observer-1"));
    await user.click(within(hide).getByTestId("cwc-hide-roll"));
    await waitFor(() => expect(command).toHaveBeenCalledTimes(1));
    expect(sentCommand(command, 0)).toMatchObject({ kind: "hide", observers: [2], dice: null, perceptionDice: [] });
    const last = await screen.findByTestId("cwc-last");
    expect(last).toHaveTextContent("Borra tries to slip into stealth: 0 gains against Perception: Thug 2 2 gains (seen).");
    expect(within(last).getByTestId("rule-citation")).toHaveTextContent("Stealth");
    expect(screen.queryByTestId("cwc-hidden-0")).not.toBeInTheDocument();
  });
});

describe("ClockWork GM screen: initiative from the table", () => {
  it("shows the engine's refusal of a die no d12 shows at that combatant's field, then rolls the entered dice", async () => {
    const { user, command } = renderCombat("cw-initiative");
    const dice = await screen.findByTestId("cwc-initiative-dice-0");
    await user.type(dice, "12 12 12 12 12 12 12 12 12 12 12 13");
    await user.click(screen.getByTestId("cwc-roll-initiative"));
    expect(await screen.findByTestId("cwc-initiative-dice-0-error")).toHaveTextContent("The initiative of Borra: die 12 of the pool: a d12 cannot show 13");
    expect(dice).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByTestId("cwc-initiative-dice-1-error")).not.toBeInTheDocument();
    expect(screen.getByTestId("cwc-phase")).toHaveTextContent("Everyone rolls initiative");

    await user.clear(dice);
    await user.type(dice, "12 12 12 12 12 12 12 12 12 12 12 12");
    await user.click(screen.getByTestId("cwc-roll-initiative"));
    await waitFor(() => expect(screen.getByTestId("cwc-phase")).toHaveTextContent("Borra's turn"));
    expect(command.mock.calls[1]![0]).toMatchObject({ command: { kind: "roll_initiative", rolls: [{ combatant: 0, dice: Array(12).fill(12) }] } });
    const first = within(screen.getByTestId("cwc-log")).getAllByTestId("cwc-log-line")[0]!;
    expect(first).toHaveTextContent("Borra rolls initiative against Agility 9: 24 gains.");
    expect(within(first).getByTestId("rule-citation")).toHaveTextContent("Initiative");
  });
});
