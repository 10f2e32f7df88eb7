import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

/** Wenna against the Thug and two Bandits: encounter 1 of the gob-opposition scenarios. */
const ID = 1;

function renderOpposition(scenario: string) {
  const backend = createScenarioBackend(scenario);
  const command = vi.spyOn(backend, "encounterCommand");
  const rendered = renderWith(backend, <EncountersPage pane={{ mode: "open", id: ID }} onPane={() => undefined} onOpenCharacter={() => undefined} />);
  return { backend, command, ...rendered };
}

describe("Game of Bastards GM screen", () => {
  it("shows initiative, every hand to the GM, each combatant's pools and state", async () => {
    renderOpposition("gob-opposition");
    expect(await screen.findByTestId("gob-phase")).toHaveTextContent("Initiative: everyone puts a card from their hand down");
    expect(screen.getByTestId("gob-round")).toHaveTextContent("Before round 1");
    expect(screen.getByTestId("gob-pools-0")).toHaveTextContent("Body 20/20");
    expect(screen.getByTestId("gob-condition-0")).toHaveTextContent("Standing");
    expect(screen.getByTestId("gob-squad-2")).toHaveTextContent("Squad of Extras: 2 members, Power Rating 1");
    expect(screen.getByTestId("gob-hand-0")).toHaveTextContent("Q♣K♣A♦9♣3♠");
    expect(screen.getByTestId("gob-hand-2")).toHaveTextContent("4♥7♠");
    // Each card of each hand is offered as initiative.
    expect(screen.getByTestId("gob-offer-play_initiative-0-AD")).toHaveTextContent("Wenna: A♦ as initiative");
  });

  it("takes the card drawn at the table for the next draw, logs it with its rule, then undoes it", async () => {
    const { user, backend, command } = renderOpposition("gob-opposition-turn");
    const undo = vi.spyOn(backend, "encounterUndo");
    await user.type(await screen.findByTestId("gob-table-cards"), "KS");
    await user.click(screen.getByTestId("gob-offer-play_initiative-2-4H"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: ID,
        expectedCursor: 2,
        command: {
          system: "game_of_bastards",
          command: "entered",
          cards: [{ suited: { rank: 13, suit: "spades" } }],
          then: { command: "play_initiative", combatant: 2, card: { rank: 4, suit: "hearts" } },
        },
      }),
    );
    expect(await screen.findByTestId("gob-hand-0-KS")).toBeInTheDocument();
    expect(screen.getByTestId("gob-phase")).toHaveTextContent("Wenna's turn");
    const lines = within(screen.getByTestId("gob-log")).getAllByTestId("gob-log-line");
    const entered = lines.find((line) => line.textContent?.includes("Entered from the table: the King of Spades"))!;
    expect(within(entered).getByTestId("rule-citation")).toHaveTextContent("Shuffling");
    // The attack form offers Wenna's targets.
    expect(within(screen.getByTestId("gob-attack-target")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Thug", "Bandits"]);

    await user.click(screen.getByTestId("gob-undo"));
    await waitFor(() => expect(undo).toHaveBeenCalledWith({ id: ID }));
    await waitFor(() => expect(screen.getByTestId("gob-phase")).toHaveTextContent("Initiative"));
  });

  it("refuses a table card that is no card without sending anything", async () => {
    const { user, command } = renderOpposition("gob-opposition");
    await user.type(await screen.findByTestId("gob-table-cards"), "ZZ");
    await user.click(screen.getByTestId("gob-offer-play_initiative-0-AD"));
    expect(await screen.findByText(/Type the table's cards as a rank/)).toBeInTheDocument();
    expect(command).not.toHaveBeenCalled();
  });

  it("reveals both face-down plays with their totals explained, the margin and the damage with its rule", async () => {
    const { user, command } = renderOpposition("gob-opposition-reveal");
    // Before the reveal the plays are card backs.
    expect(await screen.findAllByTestId("gob-face-down-0")).toHaveLength(1);
    expect(screen.getByTestId("gob-face-down-1")).toHaveTextContent("Face down");
    await user.click(screen.getByTestId("gob-offer-done_buying-0"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({ id: ID, expectedCursor: 7, command: { system: "game_of_bastards", command: "done_buying", combatant: 0 } }),
    );
    const hands = await screen.findByTestId("gob-reveal-hands");
    expect(hands).toHaveTextContent("Wenna: K♣ → 16");
    expect(hands).toHaveTextContent("Thug: Q♠ → 14");
    const margin = screen.getByTestId("gob-reveal-margin");
    expect(margin).toHaveTextContent("Margin 2 to Wenna. Thug loses 2 from the Body pool. Thug is Standing.");
    expect(within(margin).getByTestId("rule-citation")).toHaveTextContent("d. Opposed Draws");
    expect(screen.getByTestId("gob-pools-1")).toHaveTextContent("Body 18/20");
    expect(screen.queryByTestId("gob-face-down-0")).not.toBeInTheDocument();
    const lines = within(screen.getByTestId("gob-log")).getAllByTestId("gob-log-line");
    expect(lines.some((line) => line.textContent?.includes("Reveal: Wenna 16 (the King of Clubs) against Thug 14 (the Queen of Spades)."))).toBe(true);
  });
});
