import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeBackend } from "../test/fake-backend";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

describe("Settings: table rules", () => {
  it("lists each rule with its question, options, default and citation, and switches one", async () => {
    const backend = createScenarioBackend("fh-table-rules");
    const set = vi.spyOn(backend, "setTableRule");
    const { user } = renderApp(backend, "settings");

    const card = await screen.findByTestId("table-rule-fated_hand.class_perk");
    expect(within(card).getByText("Class Perk on promotion")).toBeInTheDocument();
    expect(within(card).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Promotion");
    const choose = within(card).getByTestId("table-rule-fated_hand.class_perk-choose");
    expect(choose).toBeChecked();
    expect(choose.closest("label")).toHaveTextContent("default");

    expect(screen.getByTestId("table-rules-summary")).toHaveTextContent("every rule at its default");

    await user.click(within(card).getByTestId("table-rule-fated_hand.class_perk-none"));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ id: "fated_hand.class_perk", option: "none" }));
    await waitFor(() => expect(within(card).getByTestId("table-rule-fated_hand.class_perk-none")).toBeChecked());
    // Nothing is recorded yet, so the switch asked nothing; the campaign now shows it as changed.
    await waitFor(() => expect(within(card).getByText("changed")).toBeInTheDocument());
    expect(within(card).getByTestId("table-rule-effect")).toHaveTextContent("Promotion grants no extra perk.");
    expect(screen.getByTestId("table-rules-summary")).toHaveTextContent("plays 1 rule differently from the default");
    await user.click(screen.getByTestId("table-rules-only-changed"));
    expect(screen.getByTestId("table-rule-fated_hand.class_perk")).toBeInTheDocument();
    expect(screen.queryByTestId("table-rule-fated_hand.knowledge_discounts")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("table-rules-only-changed"));

    await user.click(within(card).getByRole("button", { name: "Back to the default" }));
    await waitFor(() => expect(set).toHaveBeenLastCalledWith({ id: "fated_hand.class_perk" }));
    await waitFor(() => expect(choose).toBeChecked());
  });

  it("shows a refusal clearly and keeps the option in force", async () => {
    const { user } = renderApp(createScenarioBackend("fh-table-rule-refused"), "settings");

    const card = await screen.findByTestId("table-rule-fated_hand.novice_perks");
    await user.click(within(card).getByTestId("table-rule-fated_hand.novice_perks-beginners_luck"));
    const alert = await within(card).findByRole("alert");
    expect(alert).toHaveTextContent("That clashes with the campaign as it is now");
    expect(alert).toHaveTextContent("Brannoc the Grey's recorded history would break under this option");
    expect(within(card).getByTestId("table-rule-fated_hand.novice_perks-none")).toBeChecked();
  });

  it("groups the rules by what they touch, finds them by words, and shows rules the engine does not play as fixed readings", async () => {
    const { user } = renderApp(createScenarioBackend("table-rules-browse"), "settings");

    const advancement = await screen.findByTestId("table-rules-fated_hand-advancement");
    expect(within(advancement).getByText("Advancement")).toBeInTheDocument();
    expect(within(advancement).getByTestId("table-rule-fated_hand.class_perk")).toBeInTheDocument();
    expect(within(screen.getByTestId("table-rules-fated_hand-battle")).getByTestId("table-rule-fated_hand.initiative_start")).toBeInTheDocument();

    const pending = screen.getByTestId("table-rules-pending-fated_hand");
    expect(pending).toHaveTextContent("Not played by the engine yet");
    const fixed = within(pending).getByTestId("table-rule-fated_hand.old_order");
    expect(within(fixed).queryByRole("radio")).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Find a rule" }), "Attentive");
    expect(screen.getByTestId("table-rule-fated_hand.knowledge_discounts")).toBeInTheDocument();
    expect(screen.queryByTestId("table-rule-fated_hand.class_perk")).not.toBeInTheDocument();
  });

  it("says which recorded characters a switch changes before switching", async () => {
    const backend = createScenarioBackend("fh-table-rule-history");
    const set = vi.spyOn(backend, "setTableRule");
    const { user } = renderApp(backend, "settings");

    const card = await screen.findByTestId("table-rule-fated_hand.knowledge_discounts");
    await user.click(within(card).getByTestId("table-rule-fated_hand.knowledge_discounts-lowest"));
    const ask = await within(card).findByRole("alertdialog");
    expect(ask).toHaveTextContent("Brannoc the Grey");
    expect(ask).toHaveTextContent("sheets are worked out again");
    expect(set).not.toHaveBeenCalled();

    await user.click(within(ask).getByRole("button", { name: "Switch anyway" }));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ id: "fated_hand.knowledge_discounts", option: "lowest" }));
    await waitFor(() => expect(within(card).getByTestId("table-rule-fated_hand.knowledge_discounts-lowest")).toBeChecked());
  });

  it("asks for a campaign when none is open", async () => {
    const backend = createFakeBackend();
    backend.close("No campaign is open.");
    renderApp(backend, "settings");
    expect(await screen.findByText("Open a campaign to choose its table rules.")).toBeInTheDocument();
  });
});
