import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError } from "../../backend";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

/** Opens Brannoc's sheet on the recorded scenario `scenario` (ui/src/test/recorded/scenarios/). */
async function openSheet(scenario: string, name = "Brannoc") {
  const backend = createScenarioBackend(scenario);
  const rendered = renderApp(backend, "characters");
  await rendered.user.click(await screen.findByRole("button", { name: new RegExp(name) }));
  const sheet = await screen.findByTestId("fh-sheet");
  return { ...rendered, backend, sheet };
}

describe("Fated Hand sheet", () => {
  it("speaks plain words: table rules by their titles, talent bonuses as sentences, the perk marks explained", async () => {
    const { sheet } = await openSheet("fh-brannoc");
    // The class's data note names its table rule by title, never by id.
    await waitFor(() => expect(sheet).toHaveTextContent("Settled by the table rule “Class Perk on promotion” (Settings)."));
    expect(sheet.textContent).not.toMatch(/fated_hand\.|class_perk/);
    expect(sheet).toHaveTextContent("+2 Power for investigating something logical, magical, mechanical or scientific");
    expect(sheet.textContent).not.toMatch(/Power when/);
    // Keen Eye is an Armed Perk: its "(A)" is explained under the list.
    expect(within(sheet).getByTestId("perk-flags-legend")).toHaveTextContent("(A) Armed Perk: works only with one of the current Class Arms.");
  });

  it("shows the engine's numbers, each opening its arithmetic and rule heading", async () => {
    const { user, sheet } = await openSheet("fh-brannoc");

    expect(within(sheet).getByTestId("fh-class-name")).toHaveTextContent("Scout");
    expect(within(sheet).getByTestId("fh-level")).toHaveTextContent("2");
    const rows = within(sheet).getAllByTestId("fh-arm-row");
    expect(rows.map((row) => row.querySelector(".fh-arm-name")?.textContent)).toEqual(["Handaxe", "Shortbow"]);
    expect(within(rows[0] as HTMLElement).getByText("Main")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("Not proficient")).toBeInTheDocument();

    // Strike with the Handaxe: Sleight 1 + Handaxe 1 + Scout class bonus 1 = 3.
    const strike = within(rows[0] as HTMLElement).getAllByTestId("fh-explain")[0] as HTMLElement;
    expect(strike).toHaveTextContent("3");
    expect(screen.queryByTestId("fh-explanation")).not.toBeInTheDocument();
    await user.click(strike);
    const explanation = await screen.findByTestId("fh-explanation");
    expect(strike).toHaveAttribute("aria-expanded", "true");
    expect(explanation).toHaveTextContent("Strike with the Handaxe");
    const terms = within(explanation)
      .getAllByTestId("fh-explain-term")
      .map((row) => `${row.querySelector(".explain-term-name")?.textContent} ${row.querySelector(".explain-term-value")?.textContent}`);
    expect(terms).toEqual(["Sleight 1", "Handaxe +1", "Scout class bonus +1"]);
    // Each term names the rule that makes it count when that differs from the formula's.
    expect(explanation).toHaveTextContent("Proficiencies and Arms");
    expect(within(explanation).getByText("Total").parentElement).toHaveTextContent("3");
    expect(within(explanation).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Determining Combat Power");

    // Escape closes a pinned explanation; keyboard focus opens one too.
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("fh-explanation")).not.toBeInTheDocument());
    const hitPoints = within(sheet).getAllByTestId("fh-explain")[0] as HTMLElement;
    hitPoints.focus();
    expect(await screen.findByTestId("fh-explanation")).toHaveTextContent("Base Hit Points");
  });

  it("shows how Tablekeep reads the book on the class's data note, with its citation", async () => {
    const { sheet } = await openSheet("fh-brannoc");
    // The Scout's promotion line prints "Rouge": a reading, not a switch.
    const reading = await within(sheet).findByTestId("fh-reading");
    expect(reading).toHaveTextContent("How Tablekeep reads it: Rogue or Rouge");
    expect(within(reading).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Class List › Rouge (T2)");
    expect(reading.parentElement).toHaveTextContent("it is the Rogue class");
  });

  it("draws the class tree with the current class, the classes held and those reachable now", async () => {
    const { sheet } = await openSheet("fh-brannoc");
    const tree = within(sheet).getByTestId("fh-class-tree");
    const state = (id: string) => within(tree).getByTestId(`fh-tree-node-${id}`).getAttribute("data-state");

    expect(state("scout")).toBe("current");
    expect(state("novice")).toBe("held");
    expect(state("hunter")).toBe("reachable");
    expect(state("rogue")).toBe("reachable");
    expect(state("mage")).toBe("other");
    expect(tree.querySelectorAll("[data-testid^=fh-tree-node-]")).toHaveLength(24);
    // Every promotion is a connector; the path taken is highlighted.
    expect(tree.querySelectorAll(".tree-edge-taken")).toHaveLength(1);
    expect(tree.querySelectorAll(".tree-edge-open").length).toBeGreaterThan(0);
  });

  it("shows a class's bonuses and Class Arms when a tree node is hovered", async () => {
    const { user, sheet } = await openSheet("fh-brannoc");
    await user.hover(within(sheet).getByTestId("fh-tree-node-rogue"));
    const detail = await screen.findByRole("tooltip");
    expect(detail).toHaveTextContent("Rogue");
    expect(detail).toHaveTextContent("+1 Strike, +2 Speed");
    expect(detail).toHaveTextContent("Light, Finesse, Ranged");
  });

  it("plays a card clicked in the tracked hand and shows Power, the deck afterwards and Reagent draws", async () => {
    // Brannoc and Mira are in one party, their decks dealt at the session's start.
    const backend = createScenarioBackend("fh-party-check");
    const check = vi.spyOn(backend, "skillCheck");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByRole("button", { name: /Brannoc/ }));
    const panel = await screen.findByTestId("fh-check");

    await user.selectOptions(within(panel).getByTestId("fh-check-skill"), "athletics");
    await user.type(within(panel).getByTestId("fh-check-difficulty"), "5");
    // The hand the engine dealt at the session's start (a fixed clock seeds the shuffle).
    const hand = within(panel).getAllByTestId("fh-hand-card");
    expect(hand.map((card) => card.textContent)).toEqual(["J♥Jack of Hearts", "Q♠Queen of Spades", "5♠5 of Spades", "J♦Jack of Diamonds"]);
    await user.click(within(panel).getByRole("button", { name: "Play the Jack of Hearts" }));

    await waitFor(() =>
      expect(check).toHaveBeenCalledWith({ id: 1, check: { skill: "athletics", card: { mode: "hand", card: { rank: 11, suit: "hearts" } }, difficulty: 5 } }),
    );
    const result = await within(panel).findByTestId("fh-check-result");
    // Athletics: Brawn 1 + proficiency 1 + the Jack's power 3 = 5, against Difficulty 5.
    expect(within(result).getByTestId("fh-explain")).toHaveTextContent("5");
    expect(within(result).getByTestId("fh-check-outcome")).toHaveTextContent("Success against Difficulty 5");
    expect(within(result).getByTestId("fh-reagent-draws")).toHaveTextContent("Mira Quell drew");
    await waitFor(() => expect(within(panel).getAllByTestId("fh-hand-card")).toHaveLength(3));
  });

  it("draws two cards for a mid-combat check and plays the one picked", async () => {
    const { user, backend } = await openSheet("fh-brannoc-mid-combat");
    const draw = vi.spyOn(backend, "drawCheckCards");
    const check = vi.spyOn(backend, "skillCheck");
    const panel = screen.getByTestId("fh-check");

    await user.click(within(panel).getByTestId("fh-check-source-mid_combat"));
    await user.click(within(panel).getByTestId("fh-check-draw"));
    await waitFor(() => expect(draw).toHaveBeenCalledWith({ id: 1 }));
    const drawn = await within(panel).findAllByTestId("fh-in-play-card");
    expect(drawn).toHaveLength(2);
    const sheet = (await backend.getCharacter({ id: 1 })).sheet;
    const deck = sheet?.system === "fated_hand" ? sheet.deck : null;
    const picked = deck?.inPlay[1];
    await user.click(drawn[1] as HTMLElement);
    await waitFor(() => expect(check).toHaveBeenCalledWith({ id: 1, check: { skill: "athletics", card: { mode: "mid_combat", card: picked } } }));
    await within(panel).findByTestId("fh-check-result");
    await waitFor(() => expect(within(panel).getByTestId("fh-check-draw")).toBeInTheDocument());
  });

  it("enters the physical card for an untracked deck, and reads only its shape", async () => {
    const { user, backend } = await openSheet("fh-brannoc-undealt");
    const check = vi.spyOn(backend, "skillCheck");
    const panel = screen.getByTestId("fh-check");
    expect(within(panel).getByTestId("fh-check-source-enter")).toBeChecked();

    await user.type(within(panel).getByTestId("fh-check-card"), "11X");
    await user.click(within(panel).getByTestId("fh-check-submit"));
    expect(within(panel).getByRole("alert")).toHaveTextContent("“11X” is not a card.");
    expect(check).not.toHaveBeenCalled();

    await user.clear(within(panel).getByTestId("fh-check-card"));
    await user.type(within(panel).getByTestId("fh-check-card"), "qd");
    await user.click(within(panel).getByTestId("fh-check-submit"));
    await waitFor(() => expect(check).toHaveBeenCalledWith({ id: 1, check: { skill: "athletics", card: { mode: "hand", card: { rank: 12, suit: "diamonds" } } } }));
    expect(await within(panel).findByTestId("fh-check-outcome")).toHaveTextContent("No Difficulty set: Power only");
  });

  it("shows a ruleViolation from a check with the rule it cites", async () => {
    const { user, backend } = await openSheet("fh-brannoc");
    vi.spyOn(backend, "skillCheck").mockRejectedValue(
      new BackendError({ kind: "ruleViolation", field: null, rule: { system: "fated_hand", section: "Skill Checks" }, message: "7♠ is not in this character's hand." }),
    );
    await user.click(within(screen.getByTestId("fh-check")).getAllByTestId("fh-hand-card")[0] as HTMLElement);
    const alert = (await screen.findByText("The rules do not allow that")).closest("[role=alert]") as HTMLElement;
    expect(within(alert).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Skill Checks");
  });

  it("edits gear, refusing a Two-Hander with an Offhand Arm before asking the engine", async () => {
    const { user, backend } = await openSheet("fh-brannoc-gear");
    const update = vi.spyOn(backend, "updateGear");
    const gear = screen.getByTestId("fh-gear");

    await user.selectOptions(within(gear).getByTestId("fh-gear-main"), "shortbow");
    await user.selectOptions(within(gear).getByTestId("fh-gear-offhand"), "handaxe");
    expect(within(gear).getByRole("alert")).toHaveTextContent("The Shortbow is a Two-Hander");
    expect(within(gear).getByTestId("fh-gear-save")).toBeDisabled();

    await user.selectOptions(within(gear).getByTestId("fh-gear-offhand"), "");
    await user.selectOptions(within(gear).getByTestId("fh-gear-add-select"), "heater_shield");
    await user.click(within(gear).getByTestId("fh-gear-add"));
    await user.selectOptions(within(gear).getByTestId("fh-gear-armor"), "padded_armor");
    await user.click(within(gear).getByTestId("fh-gear-save"));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        id: 1,
        gear: { arms: ["handaxe", "shortbow", "heater_shield"], mainArm: "shortbow", offhandArm: null, armor: "padded_armor", items: ["Rope (50 ft)"] },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId("fh-arm-row")[0]).toHaveTextContent("Shortbow"));
  });

  it("awards Knowledge Points, lists them in the history, and undoes the last entry", async () => {
    const { user, backend } = await openSheet("fh-brannoc-knowledge");
    const award = vi.spyOn(backend, "awardKnowledge");
    const form = screen.getByTestId("fh-knowledge-form");

    await user.click(within(form).getByTestId("fh-award-knowledge"));
    expect(within(form).getByRole("alert")).toHaveTextContent("Pick the arm the character learns about.");
    await user.selectOptions(within(form).getByTestId("fh-knowledge-target"), "dagger");
    await user.selectOptions(within(form).getByTestId("fh-knowledge-manner"), "sparring");
    await user.type(within(form).getByTestId("fh-knowledge-reason"), "Drilled with Mira");
    await user.click(within(form).getByTestId("fh-award-knowledge"));
    await waitFor(() =>
      expect(award).toHaveBeenCalledWith({ id: 1, target: { kind: "arm", id: "dagger" }, manner: "sparring", reason: "Drilled with Mira" }),
    );
    const line = await screen.findByTestId("fh-knowledge-line");
    expect(line).toHaveTextContent("Dagger");
    expect(line).toHaveTextContent("2/4 KP");
    const newest = screen.getAllByTestId("fh-history-entry")[0] as HTMLElement;
    expect(newest).toHaveTextContent("2 Knowledge Points toward Dagger (Sparring).");
    expect(newest).toHaveTextContent("Drilled with Mira");

    await user.click(screen.getByTestId("fh-undo-progression"));
    await user.click(screen.getByTestId("fh-undo-progression-confirm"));
    await waitFor(() => expect(screen.queryByTestId("fh-knowledge-line")).not.toBeInTheDocument());
    expect(screen.getAllByTestId("fh-history-entry")).toHaveLength(3);
  });
});
