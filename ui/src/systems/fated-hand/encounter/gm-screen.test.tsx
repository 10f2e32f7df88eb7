import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

/**
 * The GM screen of encounter 1 of a recorded scenario: Joe and Mira against two Bandits
 * (fh-ford: round 1's Planning Phase, Bandit 2 felled; fh-ford-countdown: the countdown at 4;
 * fh-ford-turn: Mira's turn).
 */
function renderGm(scenario: string) {
  const backend = createScenarioBackend(scenario);
  const command = vi.spyOn(backend, "encounterCommand");
  const rendered = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);
  return { backend, command, ...rendered };
}

/** The cards the open plan form shows in the combatant's hand, by name. */
const shownHand = () => Array.from(screen.getByTestId("plan-hand").querySelectorAll(".playing-card")).map((card) => card.getAttribute("title"));

describe("GM screen", () => {
  it("shows round, phase, HP and handicap with the engine's numbers", async () => {
    renderGm("fh-gm-view");
    expect(await screen.findByTestId("gm-round")).toHaveTextContent("Round 1");
    expect(screen.getByTestId("gm-phase")).toHaveTextContent("Planning");
    expect(screen.getByTestId("combatant-hp-0")).toHaveTextContent("1/1");
    expect(screen.getByTestId("combatant-hp-0")).toHaveAccessibleName("Hit Points 1 of 1");
    expect(screen.getByTestId("handicap-0-strike")).toHaveTextContent("Handicap 1");
    expect(screen.getByTestId("handicap-0-defense")).toHaveTextContent("no Handicap");
    expect(screen.getByTestId("handicap-0-speed")).toHaveTextContent("Handicap 2");
    // Strike with no card yet, less the Handicap of 1, explained on demand.
    const joe = screen.getByTestId("combatant-0");
    expect(within(joe).getByRole("button", { name: /Joe's Strike: 1/ })).toBeInTheDocument();
    expect(screen.getByTestId("combatant-3")).toHaveClass("combatant-down");
    // The GM's two overrides and Bandit 2 falling.
    expect(within(screen.getByTestId("gm-log")).getAllByTestId("gm-log-line")).toHaveLength(3);
  });

  it("plans a combatant with entered cards and sends the exact command", async () => {
    const { user, command } = renderGm("fh-gm-plan");
    await user.click(await screen.findByTestId("plan-open-0"));
    await user.selectOptions(screen.getByTestId("plan-stance"), "aggressive");
    await user.selectOptions(screen.getByTestId("plan-offhand-arm"), "Plank Shield");
    // A card that is not one is named, and nothing is sent.
    await user.type(screen.getByTestId("plan-cards"), "KS 5X 8C");
    expect(await screen.findByRole("alert")).toHaveTextContent("“5X” is not a card");
    await user.click(screen.getByTestId("plan-submit"));
    expect(command).not.toHaveBeenCalled();
    await user.clear(screen.getByTestId("plan-cards"));
    await user.type(screen.getByTestId("plan-cards"), "ks 5h, 8c");
    await user.click(screen.getByTestId("plan-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 2,
        command: {
          system: "fated_hand",
          command: "plan",
          who: 0,
          stance: "aggressive",
          mainArm: 0,
          offhandArm: 1,
          cards: [
            { from: "entered", card: { rank: 13, suit: "spades" } },
            { from: "entered", card: { rank: 5, suit: "hearts" } },
            { from: "entered", card: { rank: 8, suit: "clubs" } },
          ],
        },
      }),
    );
  });

  it("plans an engine-dealt foe from its hand, and all NPCs at once", async () => {
    const { user, command } = renderGm("fh-gm-plan-npc");
    await user.click(await screen.findByTestId("plan-open-2"));
    expect(shownHand()).toEqual(["Queen of Clubs", "9 of Hearts", "8 of Clubs", "8 of Spades"]);
    await user.type(screen.getByTestId("plan-cards"), "QC draw draw");
    await user.click(screen.getByTestId("plan-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenLastCalledWith({
        id: 1,
        expectedCursor: 2,
        command: {
          system: "fated_hand",
          command: "plan",
          who: 2,
          stance: "balanced",
          mainArm: 0,
          offhandArm: null,
          cards: [{ from: "hand", card: { rank: 12, suit: "clubs" } }, { from: "draw" }, { from: "draw" }],
        },
      }),
    );
    // Bandit 1 has planned and the incapacitated Bandit 2 does not: no foe is left to plan.
    await waitFor(() => expect(screen.getByTestId("plan-auto-npcs")).toBeDisabled());
    expect(command).toHaveBeenCalledTimes(1);
  });

  it("plans all NPCs at once from the hands shown; the incapacitated do not plan", async () => {
    const { user, command } = renderGm("fh-gm-plan-auto");
    // The hand Bandit 1 is shown holding is the hand it plays from.
    await user.click(await screen.findByTestId("plan-open-2"));
    expect(shownHand()).toEqual(["Queen of Clubs", "9 of Hearts", "8 of Clubs", "8 of Spades"]);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    // The incapacitated Bandit 2 does not plan; only Bandit 1 is planned for.
    await user.click(await screen.findByTestId("plan-auto-npcs"));
    await waitFor(() => expect(command).toHaveBeenCalledTimes(1));
    expect(command.mock.calls[0]![0]).toEqual({
      id: 1,
      expectedCursor: 2,
      command: {
        system: "fated_hand",
        command: "plan",
        who: 2,
        stance: "balanced",
        mainArm: 0,
        offhandArm: null,
        cards: [
          { from: "hand", card: { rank: 12, suit: "clubs" } },
          { from: "hand", card: { rank: 8, suit: "clubs" } },
          { from: "hand", card: { rank: 9, suit: "hearts" } },
        ],
      },
    });
    await waitFor(() => expect(screen.getByTestId("plan-auto-npcs")).toBeDisabled());
  });

  it("greys out End planning with the engine's reason while anyone is still planning", async () => {
    const { command } = renderGm("fh-gm-refused");
    const endPlanning = await screen.findByTestId("end-planning");
    // The old dead end: the button was offered and the engine refused it. Now the engine's
    // legal-actions answer withholds it, and the screen says why, in text and in the title.
    expect(endPlanning).toBeDisabled();
    expect(endPlanning).toHaveAttribute("title", "Still planning: Joe, Mira, Bandit 1.");
    const reason = screen.getByTestId("end-planning-reason");
    expect(reason).toHaveTextContent("Still planning: Joe, Mira, Bandit 1.");
    await waitFor(() => expect(within(reason).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Planning Phase"));
    expect(command).not.toHaveBeenCalled();
    expect(screen.getByTestId("plan-open-0")).toBeInTheDocument();
  });

  it("offers To action! only to those whose Speed reaches the count", async () => {
    const { user, command } = renderGm("fh-gm-to-action");
    // Mira's Speed 3 starts the count; Joe's and Bandit 1's do not reach it, Bandit 2 is down.
    expect(await screen.findByTestId("gm-phase")).toHaveTextContent("Countdown: 3");
    expect(screen.getByTestId("to-action-1")).toBeInTheDocument();
    expect(screen.queryByTestId("to-action-0")).not.toBeInTheDocument();
    expect(screen.queryByTestId("to-action-2")).not.toBeInTheDocument();
    expect(screen.queryByTestId("to-action-3")).not.toBeInTheDocument();
    // Mira may still act when the count moves on; going To action! starts her turn.
    await user.click(screen.getByTestId("next-count"));
    await waitFor(() => expect(command).toHaveBeenLastCalledWith({ id: 1, expectedCursor: 6, command: { system: "fated_hand", command: "next_count" } }));
    await user.click(await screen.findByTestId("to-action-1"));
    await waitFor(() => expect(command).toHaveBeenCalledWith({ id: 1, expectedCursor: 7, command: { system: "fated_hand", command: "to_action", who: 1 } }));
    expect(await screen.findByTestId("gm-phase")).toHaveTextContent("Turn: Mira");
  });

  it("ends the round with the Recovery stat the GM picks for each creature that may recover", async () => {
    const { user, command } = renderGm("fh-gm-end-round");
    // Joe has Strike 1 and Speed 2 Handicap, none of it from others: Speed by default.
    expect(await screen.findByTestId("recover-0")).toHaveValue("2");
    // Everyone has acted: the engine withholds Next count, and the screen says why.
    expect(screen.getByTestId("next-count")).toBeDisabled();
    expect(screen.getByTestId("next-count")).toHaveAttribute("title", "Everyone has acted: end the round.");
    expect(screen.getByTestId("next-count-reason")).toHaveTextContent("Everyone has acted: end the round.");
    expect(screen.getByTestId("end-round")).toBeEnabled();
    await user.selectOptions(screen.getByTestId("recover-0"), "0");
    await user.click(screen.getByTestId("end-round"));
    await waitFor(() =>
      expect(command).toHaveBeenLastCalledWith({ id: 1, expectedCursor: 14, command: { system: "fated_hand", command: "end_round", recover: [[0, 0]] } }),
    );
  });

  it("ends the round with the Reagents the GM picks to discard down to the Reagent Hand Size", async () => {
    const { user, command } = renderGm("fh-gm-reagent-discard");
    // Bandit 1 Focused: 1 Reagent (3♥) over its Reagent Hand Size of 0.
    const choice = await screen.findByTestId("reagent-discard-2");
    expect(choice).toHaveTextContent("Bandit 1 holds 1 and keeps 0: discard 1");
    expect(choice).toHaveTextContent("3♥");
    await user.click(screen.getByTestId("reagent-discard-2-0"));
    await user.click(screen.getByTestId("end-round"));
    await waitFor(() =>
      expect(command).toHaveBeenLastCalledWith({
        id: 1,
        expectedCursor: 15,
        command: { system: "fated_hand", command: "end_round", recover: [[0, 2]], discard: [[2, [{ rank: 3, suit: "hearts" }]]] },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId("reagent-discards")).not.toBeInTheDocument());
  });

  it("attacks on the actor's turn; fallen creatures are not targets", async () => {
    const { user, command } = renderGm("fh-gm-attack");
    expect(await screen.findByTestId("gm-phase")).toHaveTextContent("Turn: Mira");
    // Bandit 2 is down: not a target (the engine lets her strike an ally).
    const options = within(screen.getByTestId("attack-target")).getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["Bandit 1 (1/1 HP)", "Joe (1/1 HP)"]);
    // The engine's preview before the GM commits: reach, and Strike against Defense.
    expect(screen.getByTestId("attack-preview")).toHaveTextContent("reach 2 · Strike 7 vs Defense 4: needs Defense + 2 (6), succeeds");
    await user.click(screen.getByTestId("attack-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 7,
        command: { system: "fated_hand", command: "attack", target: 2, defend: true, riposte: false, defendRiposte: true, distance: null },
      }),
    );
    // Strike 7 against Defense 4 fells Bandit 1, the last foe standing: the battle is won.
    expect(await within(screen.getByTestId("gm-log")).findByText(/The battle ends: the party won/)).toBeInTheDocument();
  });

  it("undoes and redoes from the buttons and with Ctrl+Z / Ctrl+Shift+Z", async () => {
    const { user, backend } = renderGm("fh-gm-undo");
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
    const { user, backend } = renderGm("fh-gm-end");
    const end = vi.spyOn(backend, "endEncounter");
    await user.click(await screen.findByTestId("end-battle"));
    const dialog = screen.getByTestId("end-battle-dialog");
    // Mira's hit felled Bandit 1: the battle is won, and offers its one Knowledge Point award.
    expect(dialog).toHaveTextContent("The party won.");
    expect(dialog).toHaveTextContent("Mira — Club: Dominance (2 KP) — struck a hit against Bandit 1, who wielded it");
    expect(screen.getByTestId("offer-0")).toBeChecked();
    await user.click(screen.getByTestId("offer-0"));
    expect(screen.getByTestId("offer-0")).not.toBeChecked();
    await user.click(screen.getByTestId("offer-0"));
    await user.click(screen.getByTestId("end-battle-confirm"));
    await waitFor(() =>
      expect(end).toHaveBeenCalledWith({
        id: 1,
        close: {
          system: "fated_hand",
          awards: [{ characterId: 2, target: { kind: "arm", id: "club" }, manner: "dominance" }],
        },
      }),
    );
    const result = await screen.findByTestId("encounter-result");
    expect(result).toHaveTextContent("The party won");
    expect(result).toHaveTextContent("Bandit 2");
    expect(screen.getByTestId("result-awarded")).toHaveTextContent("Mira — Club: Dominance (2 KP)");
  });

  it("overrides Hit Points and Handicap from the GM tools, with a note for the log", async () => {
    const { user, command } = renderGm("fh-gm-override");
    await user.click(await screen.findByTestId("gm-override"));
    await user.selectOptions(screen.getByTestId("tool-who"), "Bandit 1");
    await user.type(screen.getByTestId("override-hp"), "3");
    await user.type(screen.getByTestId("override-handicap-speed"), "1");
    await user.type(screen.getByTestId("tool-note"), "Fell off the bridge");
    await user.click(screen.getByTestId("tool-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 6,
        command: { system: "fated_hand", command: "override", who: 2, hitPoints: 3, handicap: [0, 0, 1], note: "Fell off the bridge" },
      }),
    );
    await waitFor(() => expect(screen.queryByTestId("gm-tool-dialog")).not.toBeInTheDocument());
  });

  it("shows a refusal inside the open dialog, not behind it", async () => {
    const { user, command } = renderGm("fh-gm-override-refused");
    await user.click(await screen.findByTestId("gm-override"));
    await user.click(screen.getByTestId("tool-submit"));
    await waitFor(() =>
      expect(command).toHaveBeenCalledWith({
        id: 1,
        expectedCursor: 6,
        command: { system: "fated_hand", command: "override", who: 0, hitPoints: null, handicap: null, note: "" },
      }),
    );
    // The dialog stays open with the engine's sentence and rule in it.
    const dialog = screen.getByTestId("gm-tool-dialog");
    const refusal = await within(dialog).findByTestId("gm-tool-error");
    expect(refusal).toHaveTextContent("Say why the result is overridden; the log keeps the note.");
    await waitFor(() => expect(within(refusal).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Flow of Battle"));
  });
});

describe("Adjudicate", () => {
  it("names the effect's source, keeps the Handicap sign the GM typed and labels the log line", async () => {
    const { user, command } = renderGm("fh-gm-adjudicate");
    await user.click(await screen.findByTestId("gm-adjudicate"));
    await user.selectOptions(screen.getByTestId("tool-who"), "Bandit 1");
    // Perks and spells by name, not by id.
    const source = screen.getByTestId("adjudicate-source");
    expect(within(source).getByRole("option", { name: "Numbfingers" })).toBeInTheDocument();
    expect(within(source).queryByRole("option", { name: "numbfingers" })).not.toBeInTheDocument();
    await user.selectOptions(source, "Numbfingers");
    expect(screen.getByTestId("adjudicate-handicap-strike-preview")).toHaveTextContent("now 0");
    await user.type(screen.getByTestId("adjudicate-handicap-strike"), "2");
    // +2 taken shows as 2 more Handicap, as the card counts it.
    expect(screen.getByTestId("adjudicate-handicap-strike-preview")).toHaveTextContent("0 → 2");
    await user.click(screen.getByRole("checkbox", { name: "From another creature" }));
    await user.type(screen.getByTestId("tool-note"), "Mira's spell");
    await user.click(screen.getByTestId("tool-submit"));
    await waitFor(() => expect(command).toHaveBeenCalledTimes(1));
    expect(command.mock.calls[0]![0]).toEqual({
      id: 1,
      expectedCursor: 6,
      command: {
        system: "fated_hand",
        command: "adjudicate",
        who: 2,
        perkOrSpell: "numbfingers",
        hitPointsChange: 0,
        handicapChange: [2, 0, 0],
        external: true,
        movementChange: 0,
        stealthPowerChange: 0,
        hidden: null,
        moveTo: null,
        note: "Mira's spell",
      },
    });
    await waitFor(() => expect(screen.getByTestId("handicap-2-strike")).toHaveTextContent("Handicap 2"));
    expect(screen.getByTestId("gm-log")).toHaveTextContent("GM ruling on Bandit 1 (Numbfingers): Hit Points now 1, 2 Strike Handicap taken — Mira's spell");
  });
});

describe("GM screen badges", () => {
  it("shows who is Hidden and who is Engaged with whom", async () => {
    // The engine's own view of the fight, with two flags set as a stealth perk and an attack
    // would set them (those need setups the recorded fight does not reach): the screen's part is
    // only to show them.
    const base = createScenarioBackend("fh-gm-view");
    const real = await base.getEncounter({ id: 1 });
    const marked = structuredClone(real);
    if (marked.battle?.system !== "fated_hand") throw new Error("a Fated Hand battle");
    marked.battle.state.combatants[2].hidden = true;
    marked.battle.combatants[0].engagedWith = [2];
    const backend = { ...base, getEncounter: async () => structuredClone(marked) };
    renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />);
    expect(await screen.findByTestId("combatant-hidden-2")).toHaveTextContent("Hidden");
    expect(screen.getByTestId("combatant-engaged-0")).toHaveTextContent(`Engaged with ${marked.battle.state.combatants[2].name}`);
    expect(screen.queryByTestId("combatant-hidden-0")).toBeNull();
  });
});
