import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeBackend } from "../test/fake-backend";
import { renderApp } from "../test/render-app";

describe("Party page", () => {
  it("forms a party, adds and removes player characters, and disbands it", async () => {
    const backend = createFakeBackend({ characters: [{ name: "Liss" }, { name: "Mara" }, { name: "Vorn", kind: "npc" }] });
    const { user } = renderApp(backend, "party");

    expect(await screen.findByText("No parties yet")).toBeInTheDocument();
    await user.type(screen.getByTestId("new-party-name"), "The Lanternbearers");
    await user.click(screen.getByTestId("create-party"));

    const card = await screen.findByTestId("party-card");
    expect(within(card).getByRole("heading", { name: "The Lanternbearers" })).toBeInTheDocument();
    const picker = within(card).getByRole("combobox");
    // Only player characters can join.
    await waitFor(() => expect(within(picker).getAllByRole("option").map((o) => o.textContent)).toEqual(["Add a player character…", "Liss", "Mara"]));

    await user.selectOptions(picker, "Liss");
    await user.click(within(card).getByRole("button", { name: "Add" }));
    expect(await within(card).findByRole("button", { name: "Liss" })).toBeInTheDocument();
    expect(within(card).getByText("1 member")).toBeInTheDocument();

    await user.click(within(card).getByRole("button", { name: "Remove Liss from The Lanternbearers" }));
    await waitFor(() => expect(within(card).getByText("0 members")).toBeInTheDocument());

    await user.click(within(card).getByRole("button", { name: "Disband" }));
    await user.click(within(card).getByRole("button", { name: "Disband" }));
    expect(await screen.findByText("No parties yet")).toBeInTheDocument();
  });
});
