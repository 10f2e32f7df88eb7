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

    await user.click(within(card).getByTestId("table-rule-fated_hand.class_perk-none"));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ id: "fated_hand.class_perk", option: "none" }));
    await waitFor(() => expect(within(card).getByTestId("table-rule-fated_hand.class_perk-none")).toBeChecked());

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

  it("asks for a campaign when none is open", async () => {
    const backend = createFakeBackend();
    backend.close("No campaign is open.");
    renderApp(backend, "settings");
    expect(await screen.findByText("Open a campaign to choose its table rules.")).toBeInTheDocument();
  });
});
