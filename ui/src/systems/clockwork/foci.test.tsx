import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("ClockWork page: the campaign's foci", () => {
  it("refuses a focus the book names, adds the GM's own beside the book's and removes it", async () => {
    const backend = createScenarioBackend("cw-foci");
    const { user } = renderApp(backend, "clockwork");
    const foci = await screen.findByTestId("cw-foci");
    const book = within(foci).getByTestId("cw-book-foci");
    await waitFor(() => expect(within(book).getAllByRole("listitem")).toHaveLength(19));
    expect(book).toHaveTextContent("Healer — Species Special Ability");
    expect(within(foci).getByTestId("cw-campaign-foci")).toBeEmptyDOMElement();

    await user.type(within(foci).getByTestId("cw-focus-new-name"), "Healer");
    await user.click(within(foci).getByTestId("cw-focus-add"));
    expect(await within(foci).findByRole("alert")).toHaveTextContent("The book already names Healer");
    expect(within(foci).getByTestId("cw-focus-new-name")).toHaveAttribute("aria-invalid", "true");

    await user.clear(within(foci).getByTestId("cw-focus-new-name"));
    await user.type(within(foci).getByTestId("cw-focus-new-name"), "Lock picking");
    await user.selectOptions(within(foci).getByTestId("cw-focus-new-skill"), "ingenuity");
    await user.type(within(foci).getByTestId("cw-focus-new-note"), "Opening locks without the key.");
    await user.click(within(foci).getByTestId("cw-focus-add"));
    const added = await within(foci).findByTestId("cw-campaign-focus-1");
    expect(added).toHaveTextContent("Lock picking (Ingenuity) — Opening locks without the key.");
    expect(within(foci).getByTestId("cw-focus-new-name")).toHaveValue("");

    await user.click(within(added).getByRole("button", { name: "Remove the focus Lock picking" }));
    await waitFor(() => expect(within(foci).queryByTestId("cw-campaign-focus-1")).not.toBeInTheDocument());
  });
});
