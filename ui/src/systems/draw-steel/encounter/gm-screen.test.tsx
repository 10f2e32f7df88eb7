import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

/** Korva (a level-1 Bulwark) against the Mire Gnawer: encounter 1 of each ds-gm-* scenario. */
const ID = 1;

/** The GM screen of the fight as the scenario (recorded from the engine) left it. */
function renderCombat(scenario: string) {
  const backend = createScenarioBackend(scenario);
  const command = vi.spyOn(backend, "encounterCommand");
  const rendered = renderWith(backend, <EncountersPage pane={{ mode: "open", id: ID }} onPane={() => undefined} onOpenCharacter={() => undefined} />);
  /** The Draw Steel commands sent, in order (without the boundary's system tag). */
  const sent = () =>
    command.mock.calls.map(([input]) => {
      const { system: _system, ...sentCommand } = input.command;
      return sentCommand;
    });
  return { backend, command, sent, ...rendered };
}

describe("Draw Steel GM screen", () => {
  it("rolls for the first side with an entered d10, then shows whose pick it is and the log line with its rule", async () => {
    const { user, command } = renderCombat("ds-gm-first-side");
    expect(await screen.findByTestId("dsc-round")).toHaveTextContent("Before round 1");
    expect(screen.getByTestId("dsc-pick")).toHaveTextContent("Who acts first?");
    expect(screen.getByTestId("dsc-pool-tokens")).toHaveTextContent("Hero tokens 1");
    expect(screen.queryByTestId("dsc-start-turn-0")).not.toBeInTheDocument();

    await user.type(screen.getByTestId("dsc-first-side-die"), "7");
    await user.click(screen.getByTestId("dsc-roll-first-side"));
    await waitFor(() => expect(command).toHaveBeenCalledWith({ id: ID, expectedCursor: 0, command: { system: "draw_steel", command: "roll_first_side", die: 7 } }));
    expect(await screen.findByTestId("dsc-pick")).toHaveTextContent("Heroes' pick");
    expect(screen.getByTestId("dsc-round")).toHaveTextContent("Round 1");
    expect(screen.queryByTestId("dsc-first-side")).not.toBeInTheDocument();
    const first = within(screen.getByTestId("dsc-log")).getAllByTestId("dsc-log-line")[0]!;
    expect(first).toHaveTextContent("d10 7 (entered): the heroes act first");
    expect(within(first).getByTestId("rule-citation")).toHaveTextContent("Draw Steel · Surprised");
  });

  it("starts only the turns the engine allows, and shows the turn's budget", async () => {
    const { user, command } = renderCombat("ds-gm-heroes-pick");
    await user.click(await screen.findByTestId("dsc-start-turn-0"));
    expect(screen.queryByTestId("dsc-start-turn-1")).not.toBeInTheDocument();
    await waitFor(() => expect(command).toHaveBeenCalledWith({ id: ID, expectedCursor: 1, command: { system: "draw_steel", command: "start_turn", actor: 0 } }));
    const turn = await screen.findByTestId("dsc-turn");
    expect(turn).toHaveTextContent("Korva's turn");
    expect(screen.getByTestId("dsc-budget-main")).toHaveTextContent("Main action: ready");
    expect(screen.getByTestId("dsc-budget-maneuver")).toHaveTextContent("Maneuver: ready");
    expect(screen.getByTestId("dsc-budget-movement")).toHaveTextContent("Movement left: 0 (speed 5)");
    expect(screen.getByTestId("dsc-combatant-0")).toHaveClass("combatant-actor");
    // The ability reads as printed: action, distance, targets, roll and the three tiers.
    expect(turn).toHaveTextContent("Anvil Blow");
    expect(turn).toHaveTextContent("Melee 1 · 1 enemy · 2d10 + Might");
    expect(turn).toHaveTextContent("17+ 8 + M damage; push 3");
  });

  it("shows each tier's exact odds for the chosen target before rolling, then sends the entered dice", async () => {
    const { user, backend, command, sent } = renderCombat("ds-gm-korva-turn");
    const preview = vi.spyOn(backend, "drawSteelRollPreview");

    await user.click(await screen.findByTestId("dsc-ability-0"));
    expect(screen.getByText("Choose a target to see the odds.")).toBeInTheDocument();
    await user.click(screen.getByTestId("dsc-target-1"));
    // 2d10 + Might 2: tier 1 on 2–9 (36 of 100 rolls), tier 3 on 15–20 (21 of 100).
    expect(await screen.findByTestId("dsc-odds-tier-1-1")).toHaveTextContent("Tier 1: 36%");
    expect(screen.getByTestId("dsc-odds-tier-1-2")).toHaveTextContent("Tier 2: 43%");
    expect(screen.getByTestId("dsc-odds-tier-1-3")).toHaveTextContent("Tier 3: 21%");
    expect(screen.getByTestId("dsc-odds-1")).toHaveTextContent("Might +2 · 0 edges, 0 banes · a natural 19–20 is a critical hit");
    expect(preview).toHaveBeenLastCalledWith({ id: ID, user: 0, ability: 0, targets: [{ target: 1, cover: false, concealed: false, edges: 0, banes: 0 }] });
    expect(command).not.toHaveBeenCalled();

    // Cover imposes a bane: the preview is asked again and explains it with its rule.
    await user.click(screen.getByTestId("dsc-target-cover-1"));
    expect(await screen.findByText(/The target has cover/)).toBeInTheDocument();
    expect(screen.getByTestId("dsc-odds-1")).toHaveTextContent("0 edges, 1 bane");
    const citations = within(screen.getByTestId("dsc-odds-1")).getAllByTestId("rule-citation");
    expect(citations.map((c) => c.textContent)).toContain("Draw Steel · Cover");
    // Without a map the engine says what it could not check, so the GM judges it.
    expect(screen.getByTestId("dsc-odds-1")).toHaveTextContent("Distance not checked: no map (the GM judges)");
    expect(screen.getByTestId("dsc-odds-1")).toHaveTextContent("Flanking not checked: no map (the GM judges)");
    expect(screen.getByTestId("dsc-roll")).toHaveTextContent("Roll");

    await user.type(screen.getByTestId("dsc-die-a"), "6");
    expect(screen.getByTestId("dsc-roll")).toBeDisabled();
    await user.type(screen.getByTestId("dsc-die-b"), "5");
    await user.click(screen.getByTestId("dsc-roll"));
    await waitFor(() =>
      expect(sent()).toEqual([
        {
          command: "use_ability",
          user: 0,
          ability: 0,
          targets: [{ target: 1, cover: true, concealed: false, edges: 0, banes: 0 }],
          characteristic: null,
          dice: [6, 5],
          damageSurges: 0,
          potencySurges: 0,
          surgeTarget: null,
          knockOut: false,
          bleedingDie: null,
        },
      ]),
    );
    // 6 + 5 + Might 2, − 2 for the bane = 11: tier 1, 3 + Might 2 + kit 1 = 6 damage.
    await waitFor(() => expect(screen.getByTestId("dsc-combatant-1")).toHaveAttribute("data-stamina", "6"));
    expect(screen.queryByTestId("dsc-ability-form")).not.toBeInTheDocument();
    expect(screen.getByTestId("dsc-budget-main")).toHaveTextContent("Main action: used");
  });

  it("shows a refused command with the rule it breaks", async () => {
    // Only the heroes are ready (the foe is surprised): they act first without a roll.
    const { user } = renderCombat("ds-gm-surprised");
    await user.type(await screen.findByTestId("dsc-first-side-die"), "3");
    await user.click(screen.getByTestId("dsc-roll-first-side"));
    const error = await screen.findByTestId("dsc-error");
    expect(error).toHaveTextContent("The rules do not allow that");
    expect(error).toHaveTextContent("Only one side has creatures ready for combat");
    expect(within(error).getByTestId("rule-citation")).toHaveTextContent("Draw Steel · Surprised");
    // Nothing changed; without the die the engine settles it.
    await user.clear(screen.getByTestId("dsc-first-side-die"));
    await user.click(screen.getByTestId("dsc-roll-first-side"));
    expect(await screen.findByTestId("dsc-pick")).toHaveTextContent("Heroes' pick");
    expect(screen.queryByTestId("dsc-error")).not.toBeInTheDocument();
  });

  it("moves the acting creature along the squares clicked on the map", async () => {
    const { user, sent } = renderCombat("ds-gm-map-move");
    expect(await screen.findByTestId("dsc-square-2-1")).toHaveAccessibleName("(2, 1) difficult");
    await user.click(screen.getByTestId("dsc-square-1-1"));
    await user.click(screen.getByTestId("dsc-square-2-1"));
    await user.click(screen.getByTestId("dsc-square-3-0"));
    await user.click(screen.getByTestId("dsc-square-3-0"));
    expect(screen.getByTestId("dsc-move-path")).toHaveTextContent("(1, 1) → (2, 1)");
    await user.click(screen.getByTestId("dsc-move-submit"));
    await waitFor(() => expect(sent()).toEqual([{ command: "advance", path: [{ x: 1, y: 1 }, { x: 2, y: 1 }] }]));
    await waitFor(() => expect(screen.getByTestId("dsc-square-2-1")).toHaveAccessibleName("(2, 1) difficult, Korva"));
    expect(screen.getByTestId("dsc-move-path")).toHaveTextContent("No squares chosen.");
  });

  it("greys out what the engine refuses, with its reason: a foe out of reach", async () => {
    const { command } = renderCombat("ds-gm-map-far");
    // The old dead end: a melee strike offered at a foe six squares away, refused only after
    // the dice. Now the engine withholds it and the screen says why, in text and in the title.
    const use = await screen.findByTestId("dsc-ability-0");
    expect(use).toBeDisabled();
    expect(use.getAttribute("title")).toMatch(/^Mire Gnawer is 6 squares away; .+ reaches 1\.$/);
    expect(screen.getByTestId("dsc-ability-reason-0")).toHaveTextContent(/Mire Gnawer is 6 squares away/);
    await waitFor(() => expect(within(screen.getByTestId("dsc-ability-reason-0")).getByTestId("rule-citation")).toHaveTextContent("Draw Steel · Distance"));
    expect(screen.getByTestId("dsc-free-strike")).toBeDisabled();
    expect(screen.getByTestId("dsc-free-strike-reason")).toHaveTextContent(/Mire Gnawer is 6 squares away/);
    // Moving is open in every way the engine judges (a step, a shift, a jump, a charge at the
    // Gnawer along a straight line): none of the modes is greyed, and no reason shows.
    for (const mode of ["advance", "shift", "jump", "charge"]) {
      expect(screen.getByTestId(`dsc-move-mode-${mode}`)).not.toHaveAttribute("data-legal");
    }
    expect(screen.queryByTestId("dsc-move-reason")).not.toBeInTheDocument();
    // Ending the turn is still open.
    expect(screen.getByTestId("dsc-end-turn")).toBeEnabled();
    expect(command).not.toHaveBeenCalled();
  });

  it("targets a creature by clicking it on the map", async () => {
    const { user } = renderCombat("ds-gm-map-target");
    await user.click(await screen.findByTestId("dsc-free-strike"));
    await user.click(screen.getByTestId("dsc-square-1-0"));
    expect(screen.getByTestId("dsc-target-1")).toBeChecked();
    expect(await screen.findByTestId("dsc-odds-1")).toBeInTheDocument();
    await user.click(screen.getByTestId("dsc-square-1-0"));
    expect(screen.getByTestId("dsc-target-1")).not.toBeChecked();
  });

  it("lets the foes act: the engine's suggestions play one foe's whole turn, then stop", async () => {
    const { user, sent } = renderCombat("ds-gm-foes-pick");
    await user.click(await screen.findByTestId("dsc-auto-foe"));
    await waitFor(() =>
      expect(sent()).toEqual([
        { command: "start_turn", actor: 1 },
        { command: "end_turn", saves: [] },
      ]),
    );
    expect(await screen.findByTestId("dsc-pick")).toHaveTextContent("Heroes' pick");
    expect(screen.queryByTestId("dsc-auto-foe")).not.toBeInTheDocument();
  });

  it("undoes the last command", async () => {
    const { user, backend } = renderCombat("ds-gm-undo");
    const undo = vi.spyOn(backend, "encounterUndo");
    await user.click(await screen.findByTestId("dsc-roll-first-side"));
    expect(await screen.findByTestId("dsc-pick")).not.toHaveTextContent("Who acts first?");
    await user.click(screen.getByTestId("dsc-undo"));
    await waitFor(() => expect(undo).toHaveBeenCalledWith({ id: ID }));
    expect(await screen.findByTestId("dsc-first-side")).toBeInTheDocument();
  });

  it("imposes a condition with the GM tools and shows it with its duration and source", async () => {
    const { user, sent } = renderCombat("ds-gm-condition");
    await user.click(await screen.findByTestId("dsc-tool-tab-condition"));
    await user.selectOptions(screen.getByTestId("dsc-tool-who"), "Mire Gnawer");
    await user.selectOptions(screen.getByTestId("dsc-tool-condition"), "Frightened");
    await user.selectOptions(screen.getByTestId("dsc-tool-duration"), "EoT");
    await user.selectOptions(screen.getByTestId("dsc-tool-source"), "Korva");
    await user.click(screen.getByTestId("dsc-tool-submit"));
    await waitFor(() => expect(sent()).toEqual([{ command: "impose_condition", target: 1, condition: "frightened", duration: "end_of_turn", source: 0 }]));
    expect(await screen.findByTestId("dsc-condition-1-frightened")).toHaveTextContent("Frightened (EoT) from Korva");
  });

  it("calls for a test during the combat with the GM tools and logs its outcome with its rule", async () => {
    const { user, sent } = renderCombat("ds-gm-test");
    await user.click(await screen.findByTestId("dsc-tool-tab-test"));
    await user.selectOptions(screen.getByTestId("dsc-tool-who"), "Korva");
    await user.selectOptions(screen.getByTestId("dsc-tool-characteristic"), "Reason");
    await user.selectOptions(screen.getByTestId("dsc-tool-difficulty"), "Medium");
    await user.click(screen.getByTestId("dsc-tool-skill"));
    await user.type(screen.getByTestId("dsc-tool-d1"), "3");
    await user.type(screen.getByTestId("dsc-tool-d2"), "4");
    await user.click(screen.getByTestId("dsc-tool-submit"));
    await waitFor(() =>
      expect(sent()).toEqual([
        { command: "test", who: 0, characteristic: "reason", difficulty: "medium", skill: true, edges: 0, banes: 0, toFind: null, dice: [3, 4], bleedingDie: null },
      ]),
    );
    const line = await within(screen.getByTestId("dsc-log")).findByText(/makes a Reason test/);
    expect(line.closest("[data-testid='dsc-log-line']")).toHaveTextContent("2d10 3 + 4 (entered)");
  });

  it("ends the combat with the outcome and the Victories to award, then shows the result", async () => {
    const { user, backend } = renderCombat("ds-gm-end");
    const end = vi.spyOn(backend, "endEncounter");
    expect(await screen.findByTestId("dsc-decided")).toHaveTextContent("The heroes won");
    expect(screen.getByTestId("dsc-combatant-1")).toHaveAttribute("data-fate", "dead");
    await user.click(screen.getByTestId("dsc-end-combat"));
    const dialog = await screen.findByTestId("dsc-end-dialog");
    expect(within(dialog).getByTestId("dsc-outcome")).toHaveValue("heroes_won");
    await user.clear(within(dialog).getByTestId("dsc-victories"));
    await user.type(within(dialog).getByTestId("dsc-victories"), "2");
    await user.click(within(dialog).getByTestId("dsc-confirm-end"));
    await waitFor(() => expect(end).toHaveBeenCalledWith({ id: ID, close: { system: "draw_steel", victories: 2, outcome: "heroes_won" } }));
    const result = await screen.findByTestId("dsc-result");
    expect(within(result).getByTestId("dsc-result-outcome")).toHaveTextContent("The heroes won");
    expect(result).toHaveTextContent("2 rounds fought · 2 Victories for each hero.");
    expect(within(result).getByTestId("dsc-result-hero-1")).toHaveTextContent("Korva · Stamina 33 · 10 Recoveries left");
    expect(within(result).getByTestId("dsc-result-fallen")).toHaveTextContent("Mire Gnawer");
  });

  it("shows a minion squad as one card with its shared Stamina and members, and starts the squad's one turn", async () => {
    // ds-gm-squad: three Mire Gnawers (12 Stamina each) in "Gnawer pack"; 15 damage felled the second.
    const { user, sent } = renderCombat("ds-gm-squad");
    const card = await screen.findByTestId("dsc-squad-0");
    expect(card).toHaveAccessibleName("Gnawer pack");
    expect(screen.getByTestId("dsc-squad-stamina-0")).toHaveTextContent("21/36");
    expect(screen.getByTestId("dsc-squad-standing-0")).toHaveTextContent("2 of 3 standing · 12 Stamina each");
    expect(screen.getByTestId("dsc-squad-member-2")).toHaveAttribute("data-fate", "dead");
    expect(screen.getByTestId("dsc-squad-member-1")).toHaveTextContent("Mire Gnawer 1 · waiting · own share 9");
    // The members have no cards of their own beside the squad's.
    expect(screen.queryByTestId("dsc-combatant-1")).not.toBeInTheDocument();
    expect(screen.getByTestId("dsc-combatant-0")).toBeInTheDocument();
    // The log explains the spill-over with the table rule.
    expect(screen.getByTestId("dsc-log")).toHaveTextContent(
      'Gnawer pack\'s shared Stamina 36 → 21, enough for 2 minions of 12 Stamina: Mire Gnawer 2 falls (table rule "Minion squads", not from the glossary)',
    );

    await user.click(screen.getByTestId("dsc-squad-start-0"));
    await waitFor(() => expect(sent()).toEqual([{ command: "start_turn", actor: 1 }]));
    expect(await screen.findByTestId("dsc-squad-member-3")).toHaveTextContent("waits for its part of the turn");
    expect(screen.getByTestId("dsc-squad-member-1")).toHaveTextContent("acting");
    expect(screen.queryByTestId("dsc-squad-start-0")).not.toBeInTheDocument();

    // Ending Mire Gnawer 1's part goes straight on to Mire Gnawer 3's: the squad takes one turn.
    await user.click(await screen.findByTestId("dsc-end-turn"));
    await waitFor(() => expect(sent()).toEqual([{ command: "start_turn", actor: 1 }, { command: "end_turn", saves: [] }]));
    expect(await screen.findByTestId("dsc-turn")).toHaveTextContent("Mire Gnawer 3's turn");
    expect(screen.getByTestId("dsc-log")).toHaveTextContent("Gnawer pack's turn goes on: Mire Gnawer 3's part begins");
    // Opening the members' cards shows each one whole.
    await user.click(screen.getByTestId("dsc-squad-cards-0"));
    expect(screen.getByTestId("dsc-combatant-3")).toHaveClass("combatant-actor");
  });
});

