import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("Lytharian Chess card library", () => {
  it("adds the book's named cards with their unknown values unknown, and shows a value the GM enters as the GM's", async () => {
    const backend = createScenarioBackend("lc-library");
    const { user } = renderApp(backend, "lytharian-chess");
    expect(await screen.findByTestId("lc-starter-empty")).toHaveTextContent("The rulebook names 69 cards");
    await user.click(screen.getByTestId("lc-add-starter"));
    expect(await screen.findByTestId("lc-starter-result")).toHaveTextContent("Added 69 cards");
    await waitFor(() => expect(screen.getAllByTestId("lc-card-row")).toHaveLength(69));
    expect(screen.queryByTestId("lc-add-starter")).not.toBeInTheDocument();

    fireEvent.change(screen.getByTestId("lc-library-search"), { target: { value: "khirha" } });
    await waitFor(() => expect(screen.getAllByTestId("lc-card-row")).toHaveLength(1));
    const row = screen.getByTestId("lc-card-row");
    expect(within(row).getByTestId("lc-card-summary")).toHaveTextContent("? · Human Mage · 7/8 · power 17 · unique");
    expect(within(row).getByTestId("lc-card-unknowns")).toHaveTextContent("unknown");
    await user.click(row);

    const editor = await screen.findByTestId("lc-card-editor");
    const piece = within(editor).getByTestId("lc-field-piece");
    expect(piece).toHaveTextContent("Unknown");
    expect(piece).toHaveTextContent("unknown");
    expect(within(editor).getByTestId("lc-field-att")).toHaveTextContent("book");
    expect(within(editor).getByTestId("lc-card-sources")).toHaveTextContent("Main Phase Casting: Sorcery (movement)");

    await user.click(within(piece).getByTestId("lc-unknown-piece"));
    await user.selectOptions(within(editor).getByTestId("lc-piece"), "queen");
    await user.click(within(editor).getByTestId("lc-card-save"));
    await waitFor(() => expect(within(screen.getByTestId("lc-field-piece")).getByText("GM")).toBeInTheDocument());
    expect(within(screen.getByTestId("lc-field-att")).getByText("book")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("lc-card-summary")).toHaveTextContent("Queen · Human Mage · 7/8 · power 17 · unique"));
  });

  it("refuses a troop with 0 Def on its field and saves nothing", async () => {
    const backend = createScenarioBackend("lc-library-refused");
    const { user } = renderApp(backend, "lytharian-chess");
    await screen.findByTestId("lc-starter-empty");
    await user.click(screen.getByTestId("lc-new-troop"));
    const editor = await screen.findByTestId("lc-card-editor");
    fireEvent.change(within(editor).getByTestId("lc-card-name"), { target: { value: "Paper Knight" } });
    await user.click(within(editor).getByTestId("lc-unknown-def"));
    fireEvent.change(within(editor).getByTestId("lc-def"), { target: { value: "0" } });
    await user.click(within(editor).getByTestId("lc-card-save"));
    expect(await within(editor).findByRole("alert")).toHaveTextContent("This troop cannot be saved (1 problem); nothing was changed.");
    expect(await within(editor).findByTestId("lc-problem-def")).toHaveTextContent("A troop needs at least 1 Def; one whose Def is 0 is killed. (Lytharian Chess › Combat Overview)");
    expect(screen.queryAllByTestId("lc-card-row")).toHaveLength(0);
  });
});

describe("Lytharian Chess army builder", () => {
  it("shows legality live as the army is built, refuses good with evil in Standard and saves it in Maelstorm", async () => {
    const backend = createScenarioBackend("lc-armies");
    const { user } = renderApp(backend, "lytharian-chess");
    await user.click(await screen.findByTestId("lc-tab-armies"));
    await user.click(await screen.findByTestId("lc-new-army"));
    const builder = await screen.findByTestId("lc-army-builder");
    await waitFor(() => expect(within(builder).getByTestId("lc-legality-totals")).toHaveTextContent("0 of 16 troops · 0 cards in the deck (at least 50)"));
    fireEvent.change(within(builder).getByTestId("lc-army-name"), { target: { value: "Garrison" } });

    const troops = within(builder).getByTestId("lc-army-troops");
    await waitFor(() => expect(within(troops).getByRole("option", { name: "Old King" })).toBeInTheDocument());
    expect(within(troops).queryByRole("option", { name: "Fireball" })).not.toBeInTheDocument();
    await user.selectOptions(within(troops).getByTestId("lc-army-troops-add-card"), "Old King");
    await user.click(within(troops).getByTestId("lc-army-troops-add"));
    await waitFor(() => expect(within(builder).getByTestId("lc-legality-totals")).toHaveTextContent("1 of 16 troops · 0 cards in the deck (at least 50) · power 20"));
    expect(within(builder).getByTestId("lc-piece-count-king")).toHaveTextContent("11");
    expect(within(builder).getByTestId("lc-verdict")).toHaveTextContent("Still being built");
    const todo = within(builder).getAllByTestId("lc-legality-problem");
    expect(todo[0]).toHaveTextContent("to do Troops: 0 queen where the game needs 1. Lytharian Chess › Getting Started");

    await user.selectOptions(within(troops).getByTestId("lc-army-troops-add-card"), "Dark Pawn");
    await user.click(within(troops).getByTestId("lc-army-troops-add"));
    await waitFor(() => expect(within(builder).getByTestId("lc-verdict")).toHaveTextContent("It breaks a limit of its mode"));
    const breaking = within(builder)
      .getAllByTestId("lc-legality-problem")
      .find((li) => li.dataset.kind === "goodWithEvil");
    expect(breaking).toHaveTextContent("breaks a limit Troops: Old King is good and Dark Pawn is evil; they cannot share an army. Lytharian Chess › Getting Started");

    await user.click(within(builder).getByTestId("lc-army-save"));
    expect(await within(builder).findByRole("alert")).toHaveTextContent("This army breaks a limit of Standard mode; nothing was changed.");
    expect(screen.queryAllByTestId("lc-army-row")).toHaveLength(0);

    await user.selectOptions(within(builder).getByTestId("lc-army-mode"), "maelstorm");
    await waitFor(() => expect(within(builder).getByTestId("lc-verdict")).toHaveTextContent("Still being built"));
    await user.click(within(builder).getByTestId("lc-army-save"));
    const saved = await screen.findByTestId("lc-army-row");
    expect(saved).toHaveTextContent("Garrison");
    expect(saved).toHaveTextContent("Maelstorm");
    expect(within(saved).getByTestId("lc-army-status")).toHaveTextContent("problems");
  });
});
