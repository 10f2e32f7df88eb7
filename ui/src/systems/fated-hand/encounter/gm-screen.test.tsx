import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError } from "../../../backend";
import { createFakeBackend } from "../../../test/fake-backend";
import { COUNTDOWN, PLANNING, TURN } from "../../../test/fake-encounter";
import { renderWith } from "../../../test/render-app";
import { EncountersPage } from "../../../encounters/encounters-page";
import type { EncounterView } from "./types";

function renderGm(view: EncounterView) {
  const backend = createFakeBackend({ encounters: [view] });
  const command = vi.spyOn(backend, "encounterCommand");
  const rendered = renderWith(backend, <EncountersPage pane={{ mode: "open", id: view.id }} onPane={() => undefined} />);
  return { backend, command, ...rendered };
}

describe("GM screen", () => {
  it("shows round, phase, HP and handicap with the engine's numbers", async () => {
    renderGm(PLANNING);
    expect(await screen.findByTestId("gm-round")).toHaveTextContent("Round 2");
    expect(screen.getByTestId("gm-phase")).toHaveTextContent("Planning");
    expect(screen.getByTestId("combatant-hp-0")).toHaveTextContent("6/8");
    expect(screen.getByTestId("combatant-hp-0")).toHaveAccessibleName("Hit Points 6 of 8");
    expect(screen.getByTestId("handicap-0-strike")).toHaveTextContent("−1 Handicap");
    expect(screen.getByTestId("handicap-0-defense")).toHaveTextContent("no Handicap");
    expect(screen.getByTestId("handicap-0-speed")).toHaveTextContent("−2 Handicap");
    // Strike = Spear sheet 5 + no card 0 + stance 0 − handicap 1, explained on demand.
    const joe = screen.getByTestId("combatant-0");
    expect(within(joe).getByRole("button", { name: /Joe's Strike: 4/ })).toBeInTheDocument();
    expect(screen.getByTestId("combatant-3")).toHaveClass("combatant-down");
    expect(within(screen.getByTestId("gm-log")).getAllByTestId("gm-log-line")).toHaveLength(2);
  });

  it("plans a combatant with entered cards and sends the exact command", async () => {
    const { user, command } = renderGm(PLANNING);
    await user.click(await screen.findByTestId("plan-open-0"));
    await user.selectOptions(screen.getByTestId("plan-stance"), "aggressive");
    await user.selectOptions(screen.getByTestId("plan-offhand-arm"), "Round Shield");
    await user.selectOptions(screen.getByTestId("plan-card-strike-rank"), "K");
    await user.selectOptions(screen.getByTestId("plan-card-strike-suit"), "spades");
    await user.selectOptions(screen.getByTestId("plan-card-defense-rank"), "5");
    await user.selectOptions(screen.getByTestId("plan-card-defense-suit"), "hearts");
    await user.selectOptions(screen.getByTestId("plan-card-speed-source"), "draw");
    await user.click(screen.getByTestId("plan-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 5,
        command: {
          system: "fated_hand",
          command: "plan",
          who: 0,
          stance: "aggressive",
          mainArm: 0,
          offhandArm: 1,
          cards: [{ from: "entered", card: { rank: 13, suit: "spades" } }, { from: "entered", card: { rank: 5, suit: "hearts" } }, { from: "draw" }],
        },
      }),
    );
  });

  it("plans an engine-dealt foe from its hand, and all NPCs at once", async () => {
    const { user, command } = renderGm(PLANNING);
    await user.click(await screen.findByTestId("plan-open-2"));
    await user.selectOptions(screen.getByTestId("plan-card-strike-source"), "From hand: J♠");
    await user.click(screen.getByTestId("plan-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenLastCalledWith({
        id: 1,
        expectedCursor: 5,
        command: {
          system: "fated_hand",
          command: "plan",
          who: 2,
          stance: "balanced",
          mainArm: 0,
          offhandArm: null,
          cards: [{ from: "hand", card: { rank: 11, suit: "spades" } }, { from: "draw" }, { from: "draw" }],
        },
      }),
    );
    // The incapacitated Bandit 2 does not plan; only Bandit 1 is drawn for.
    await user.click(screen.getByTestId("plan-auto-npcs"));
    await waitFor(() => expect(command).toHaveBeenCalledTimes(2));
    expect(command.mock.calls[1]![0]).toEqual({
      id: 1,
      expectedCursor: 6,
      command: { system: "fated_hand", command: "plan", who: 2, stance: "balanced", mainArm: 0, offhandArm: null, cards: [{ from: "draw" }, { from: "draw" }, { from: "draw" }] },
    });
  });

  it("shows a rule refusal with its citation and keeps the state", async () => {
    const { user, command } = renderGm(PLANNING);
    command.mockRejectedValueOnce(
      new BackendError({ kind: "ruleViolation", message: "Joe has not planned yet.", field: null, rule: { system: "fated_hand", section: "Planning Phase" } }),
    );
    await user.click(await screen.findByTestId("end-planning"));
    const error = await screen.findByTestId("gm-error");
    expect(error).toHaveTextContent("The rules do not allow that");
    expect(error).toHaveTextContent("Joe has not planned yet.");
    await waitFor(() => expect(within(error).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Planning Phase"));
    expect(screen.getByTestId("gm-phase")).toHaveTextContent("Planning");
    expect(screen.getByTestId("plan-open-0")).toBeInTheDocument();
  });

  it("offers To action! only to those whose Speed reaches the count", async () => {
    const { user, command } = renderGm(COUNTDOWN);
    expect(await screen.findByTestId("gm-phase")).toHaveTextContent("Countdown: 7");
    expect(screen.getByTestId("to-action-0")).toBeInTheDocument();
    expect(screen.getByTestId("to-action-2")).toBeInTheDocument();
    expect(screen.queryByTestId("to-action-1")).not.toBeInTheDocument();
    expect(screen.queryByTestId("to-action-3")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("to-action-2"));
    await waitFor(() => expect(command).toHaveBeenCalledWith({ id: 1, expectedCursor: 5, command: { system: "fated_hand", command: "to_action", who: 2 } }));
    await user.click(screen.getByTestId("next-count"));
    await waitFor(() => expect(command).toHaveBeenLastCalledWith({ id: 1, expectedCursor: 6, command: { system: "fated_hand", command: "next_count" } }));
  });

  it("ends the round with the Recovery stat the GM picks for each creature that may recover", async () => {
    const { user, command } = renderGm(COUNTDOWN);
    // Joe has Strike 1 and Speed 2 Handicap, none of it from others: Speed by default.
    expect(await screen.findByTestId("recover-0")).toHaveValue("2");
    await user.selectOptions(screen.getByTestId("recover-0"), "0");
    await user.click(screen.getByTestId("end-round"));
    await waitFor(() =>
      expect(command).toHaveBeenLastCalledWith({ id: 1, expectedCursor: 5, command: { system: "fated_hand", command: "end_round", recover: [[0, 0]] } }),
    );
  });

  it("attacks on the actor's turn; Hidden creatures are not targets", async () => {
    const { user, command } = renderGm(TURN);
    expect(await screen.findByTestId("gm-phase")).toHaveTextContent("Turn: Joe");
    expect(screen.getByTestId("combatant-engaged-0")).toHaveTextContent("Engaged with Bandit 1");
    expect(screen.getByTestId("combatant-hidden-1")).toHaveTextContent("Hidden");
    const options = within(screen.getByTestId("attack-target")).getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Bandit 1 (5/5 HP)"]);
    await user.click(screen.getByTestId("attack-riposte"));
    await user.click(screen.getByTestId("attack-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 5,
        command: { system: "fated_hand", command: "attack", target: 2, defend: true, riposte: true, defendRiposte: true, distance: null },
      }),
    );
    await user.click(screen.getByTestId("end-turn"));
    await waitFor(() => expect(command).toHaveBeenLastCalledWith({ id: 1, expectedCursor: 6, command: { system: "fated_hand", command: "end_turn" } }));
  });

  it("undoes and redoes from the buttons and with Ctrl+Z / Ctrl+Shift+Z", async () => {
    const { user, backend } = renderGm(TURN);
    const undo = vi.spyOn(backend, "encounterUndo");
    const redo = vi.spyOn(backend, "encounterRedo");
    expect(await screen.findByTestId("gm-redo")).toBeDisabled();
    await user.click(screen.getByTestId("gm-undo"));
    await waitFor(() => expect(undo).toHaveBeenCalledWith({ id: 1 }));
    await waitFor(() => expect(screen.getByTestId("gm-redo")).toBeEnabled());
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(redo).toHaveBeenCalledWith({ id: 1 }));
    await waitFor(() => expect(screen.getByTestId("gm-redo")).toBeDisabled());
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
    await waitFor(() => expect(undo).toHaveBeenCalledTimes(2));
  });

  it("ends the battle with only the ticked Knowledge Point offers, then shows the result", async () => {
    const { user, backend } = renderGm(COUNTDOWN);
    const end = vi.spyOn(backend, "endEncounter");
    await user.click(await screen.findByTestId("end-battle"));
    const dialog = screen.getByTestId("end-battle-dialog");
    expect(dialog).toHaveTextContent("Joe — Club: Dominance (2 KP) — struck a hit against Bandit 2, who wielded it");
    expect(screen.getByTestId("offer-0")).toBeChecked();
    await user.click(screen.getByTestId("offer-1"));
    await user.selectOptions(screen.getByTestId("end-outcome"), "party_won");
    await user.click(screen.getByTestId("end-battle-confirm"));
    await waitFor(() =>
      expect(end).toHaveBeenCalledWith({
        id: 1,
        close: {
          system: "fated_hand",
          outcome: "party_won",
          awards: [{ characterId: 1, target: { kind: "arm", id: "club" }, manner: "dominance" }],
        },
      }),
    );
    const result = await screen.findByTestId("encounter-result");
    expect(result).toHaveTextContent("The party won");
    expect(result).toHaveTextContent("Bandit 2");
    expect(screen.getByTestId("result-awarded")).toHaveTextContent("Joe — Club: Dominance (2 KP)");
  });

  it("overrides Hit Points and Handicap from the GM tools, with a note for the log", async () => {
    const { user, command } = renderGm(COUNTDOWN);
    await user.click(await screen.findByTestId("gm-override"));
    await user.selectOptions(screen.getByTestId("tool-who"), "Bandit 1");
    await user.type(screen.getByTestId("override-hp"), "3");
    await user.type(screen.getByTestId("override-handicap-speed"), "1");
    await user.type(screen.getByTestId("tool-note"), "Fell off the bridge");
    await user.click(screen.getByTestId("tool-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 5,
        command: { system: "fated_hand", command: "override", who: 2, hitPoints: 3, handicap: [0, 0, 1], note: "Fell off the bridge" },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId("gm-tool-dialog")).not.toBeInTheDocument());
  });
});
