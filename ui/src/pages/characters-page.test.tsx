import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError } from "../backend";
import { createFakeBackend } from "../test/fake-backend";
import { renderApp } from "../test/render-app";

const rowNames = () => screen.getAllByTestId("character-row").map((row) => row.querySelector(".row-name")?.textContent);

function party() {
  return createFakeBackend({
    characters: [
      { name: "Brannoc the Grey", system: "fated_hand", tags: ["tank"] },
      { name: "Liss Varrow", system: "draw_steel", tags: ["rogue", "port azure"] },
      { name: "Mara Quill", system: "clockwork" },
      { name: "Vorn the Drowned", kind: "npc", tags: ["villain"] },
    ],
  });
}

describe("Characters page", () => {
  it("lists the player characters (not the NPCs) and narrows them as the GM types a name", async () => {
    const backend = party();
    const list = vi.spyOn(backend, "listCharactersPage");
    const { user } = renderApp(backend, "characters");

    await waitFor(() => expect(screen.getAllByTestId("character-row")).toHaveLength(3));
    const listEl = screen.getByTestId("character-list");
    expect(within(listEl).getByText("Brannoc the Grey")).toBeInTheDocument();
    expect(within(listEl).queryByText("Vorn the Drowned")).not.toBeInTheDocument();
    expect(within(listEl).getByText("Draw Steel")).toBeInTheDocument();

    await user.type(screen.getByTestId("character-search"), "liss");
    await waitFor(() => expect(screen.getAllByTestId("character-row")).toHaveLength(1));
    expect(screen.getByTestId("character-row")).toHaveTextContent("Liss Varrow");
    // The search is debounced: one request for the settled text, not one per key stroke.
    const searches = list.mock.calls.map(([query]) => query.search).filter((search) => search !== undefined);
    expect(searches).toEqual(["liss"]);
    expect(list).toHaveBeenLastCalledWith({ kind: "pc", search: "liss", limit: 100 });
  });

  it("reads a long list a page at a time and says how many there are", async () => {
    const crowd = Array.from({ length: 230 }, (_, n) => ({ name: `Townsfolk ${String(n).padStart(3, "0")}`, kind: "npc" as const }));
    const backend = createFakeBackend({ characters: crowd });
    const pages = vi.spyOn(backend, "listCharactersPage");
    const { user } = renderApp(backend, "npcs");

    await waitFor(() => expect(screen.getAllByTestId("character-row")).toHaveLength(100));
    expect(screen.getByTestId("character-count")).toHaveTextContent("Showing 100 of 230");
    expect(rowNames()[99]).toBe("Townsfolk 099");
    await user.click(screen.getByTestId("character-more"));
    await waitFor(() => expect(screen.getAllByTestId("character-row")).toHaveLength(200));
    expect(pages).toHaveBeenLastCalledWith({ kind: "npc", limit: 100, after: { id: expect.any(Number), name: "Townsfolk 099" } });
    await user.click(screen.getByTestId("character-more"));
    await waitFor(() => expect(screen.getAllByTestId("character-row")).toHaveLength(230));
    expect(rowNames().at(-1)).toBe("Townsfolk 229");
    expect(screen.queryByTestId("character-more")).not.toBeInTheDocument();
  });

  it("filters by tag and system, and says so when nothing matches", async () => {
    const { user } = renderApp(party(), "characters");
    await waitFor(() => expect(screen.getAllByTestId("character-row")).toHaveLength(3));

    await user.selectOptions(screen.getByTestId("character-filter-tag"), "rogue");
    await waitFor(() => expect(rowNames()).toEqual(["Liss Varrow"]));

    await user.selectOptions(screen.getByTestId("character-filter-system"), "clockwork");
    expect(await screen.findByText("No player characters match these filters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(screen.getAllByTestId("character-row")).toHaveLength(3));
  });

  it("tells the GM what to do when there are no NPCs yet", async () => {
    renderApp(createFakeBackend(), "npcs");
    expect(await screen.findByText("No NPCs yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add the first NPC" })).toBeInTheDocument();
  });

  it("refuses an empty name beside the field, then creates the character with what the GM entered", async () => {
    const backend = createFakeBackend();
    const create = vi.spyOn(backend, "createCharacter");
    const { user } = renderApp(backend, "characters");

    await user.click(await screen.findByTestId("new-character"));
    await user.type(screen.getByTestId("character-name"), "   ");
    await user.click(screen.getByTestId("save-character"));

    const name = screen.getByTestId("character-name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Give the character a name.");
    expect(create).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, "Brannoc the Grey");
    await waitFor(() => expect(screen.getByTestId("character-system")).toBeEnabled());
    await user.selectOptions(screen.getByTestId("character-system"), "draw_steel");
    await user.selectOptions(screen.getByTestId("character-kind"), "pc");
    await user.type(screen.getByTestId("character-tags"), "Tank, port azure");
    await user.type(screen.getByTestId("character-notes"), "Owes the harbour guild 40 crowns.");
    await user.click(screen.getByTestId("save-character"));

    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        system: "draw_steel",
        kind: "pc",
        name: "Brannoc the Grey",
        tags: ["Tank", "port azure"],
        notes: "Owes the harbour guild 40 crowns.",
      }),
    );
    expect(create).toHaveBeenCalledTimes(1);
    // The new character is listed and its sheet opens, with the tags as the backend stored them.
    await waitFor(() => expect(rowNames()).toEqual(["Brannoc the Grey"]));
    const sheet = await screen.findByTestId("character-detail");
    expect(within(sheet).getByRole("heading", { name: "Brannoc the Grey" })).toBeInTheDocument();
    expect(within(sheet).getByText("tank")).toBeInTheDocument();
    expect(within(sheet).getByText("Owes the harbour guild 40 crowns.")).toBeInTheDocument();
  });

  it("shows a server invalidInput error on the field it names", async () => {
    const backend = createFakeBackend();
    vi.spyOn(backend, "createCharacter").mockRejectedValue(
      new BackendError({ kind: "invalidInput", field: "name", rule: null, message: "The name must be a single line of text." }),
    );
    const { user } = renderApp(backend, "characters");

    await user.click(await screen.findByTestId("new-character"));
    await user.type(screen.getByTestId("character-name"), "Brannoc");
    await waitFor(() => expect(screen.getByTestId("character-system")).toBeEnabled());
    await user.click(screen.getByTestId("save-character"));

    const name = screen.getByTestId("character-name");
    await waitFor(() => expect(name).toHaveAccessibleDescription("The name must be a single line of text."));
    expect(name).toHaveAttribute("aria-invalid", "true");
    // Shown beside the field, not as a form-level notice, and the other fields are untouched.
    expect(screen.getAllByText("The name must be a single line of text.")).toHaveLength(1);
    expect(screen.getByTestId("character-tags")).not.toHaveAttribute("aria-invalid");
  });

  it("shows a ruleViolation with the rule it cites", async () => {
    const backend = createFakeBackend();
    vi.spyOn(backend, "createCharacter").mockRejectedValue(
      new BackendError({
        kind: "ruleViolation",
        field: null,
        rule: { system: "fated_hand", section: "Character Creation" },
        message: "Choose exactly two different skill proficiencies.",
      }),
    );
    const { user } = renderApp(backend, "characters");

    await user.click(await screen.findByTestId("new-character"));
    await user.type(screen.getByTestId("character-name"), "Brannoc");
    await waitFor(() => expect(screen.getByTestId("character-system")).toBeEnabled());
    await user.selectOptions(screen.getByTestId("character-system"), "draw_steel");
    await user.click(screen.getByTestId("save-character"));

    const alert = (await screen.findByText("The rules do not allow that")).closest("[role=alert]");
    expect(alert).toHaveAttribute("data-error-kind", "ruleViolation");
    expect(alert).toHaveTextContent("Choose exactly two different skill proficiencies.");
    expect(within(alert as HTMLElement).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Character Creation");
  });

  it("disables Undo until there is an edit to undo, then undoes it", async () => {
    const backend = createFakeBackend({ characters: [{ name: "Liss Varrow" }] });
    const { user } = renderApp(backend, "characters");

    await user.click(await screen.findByRole("button", { name: /Liss Varrow/ }));
    const undo = await screen.findByTestId("undo-character");
    expect(undo).toBeDisabled();

    await user.click(screen.getByTestId("edit-character"));
    const name = await screen.findByTestId("character-name");
    await user.clear(name);
    await user.type(name, "Liss the Bold");
    await user.click(screen.getByTestId("save-character"));

    const sheet = await screen.findByTestId("character-detail");
    expect(within(sheet).getByRole("heading", { name: "Liss the Bold" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("undo-character")).toBeEnabled());

    await user.click(screen.getByTestId("undo-character"));
    await waitFor(() => expect(within(screen.getByTestId("character-detail")).getByRole("heading", { name: "Liss Varrow" })).toBeInTheDocument());
    expect(screen.getByTestId("undo-character")).toBeDisabled();
    expect(backend.characters()[0]?.name).toBe("Liss Varrow");
  });

  it("deletes a character only after the GM confirms", async () => {
    const backend = createFakeBackend({ characters: [{ name: "Mara Quill" }, { name: "Liss Varrow" }] });
    const { user } = renderApp(backend, "characters");

    await user.click(await screen.findByRole("button", { name: /Mara Quill/ }));
    await user.click(await screen.findByTestId("delete-character"));
    expect(backend.characters()).toHaveLength(2);

    await user.click(screen.getByTestId("delete-character-confirm"));
    await waitFor(() => expect(rowNames()).toEqual(["Liss Varrow"]));
    expect(screen.queryByTestId("character-detail")).not.toBeInTheDocument();
  });
});
