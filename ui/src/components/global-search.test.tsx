import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

describe("Campaign search", () => {
  it("finds PCs, NPCs and sessions by the start of a word, grouped, and opens what is chosen", async () => {
    // Brannoc Vell (PC), Sergeant Vell (NPC: tagged watch, notes about the bog ambush), Session 4: the Vell estate.
    const backend = createScenarioBackend("campaign-search");
    const { user } = renderApp(backend, "campaign");

    const search = await screen.findByTestId("global-search");
    await user.type(search, "ve");
    const results = await screen.findByTestId("global-search-results");
    await waitFor(() => expect(within(results).getAllByTestId("global-search-hit")).toHaveLength(3));
    expect(within(screen.getByTestId("global-search-group-pc")).getByText("Brannoc Vell")).toBeInTheDocument();
    expect(within(screen.getByTestId("global-search-group-npc")).getByText("Sergeant Vell")).toBeInTheDocument();
    expect(within(screen.getByTestId("global-search-group-session")).getByText("Session 4: the Vell estate")).toBeInTheDocument();

    // A match in the notes shows where it matched; Enter opens the highlighted hit.
    await user.clear(search);
    await user.type(search, "bog");
    await waitFor(() => expect(within(screen.getByTestId("global-search-results")).getAllByTestId("global-search-hit")).toHaveLength(1));
    const [hit] = within(screen.getByTestId("global-search-results")).getAllByTestId("global-search-hit");
    expect(hit).toHaveTextContent("Sergeant Vell");
    expect(within(hit!).getByText("bog", { selector: "mark" })).toBeInTheDocument();
    await user.keyboard("{Enter}");
    expect(screen.queryByTestId("global-search-results")).not.toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Sergeant Vell" })).toBeInTheDocument();
    expect(screen.getByTestId("nav-npcs")).toHaveAttribute("aria-current", "page");
  });

  it("says when nothing matches", async () => {
    const backend = createScenarioBackend("campaign-search");
    const { user } = renderApp(backend, "campaign");
    await user.type(await screen.findByTestId("global-search"), "zz");
    expect(await screen.findByText("Nothing in this campaign matches “zz”.")).toBeInTheDocument();
    expect(screen.queryByTestId("global-search-hit")).not.toBeInTheDocument();
  });

  it("is a command palette: Ctrl+K lists the actions, words narrow them, Enter does one", async () => {
    const backend = createScenarioBackend("campaign-search");
    const { user } = renderApp(backend, "campaign");
    await screen.findByTestId("global-search");
    await user.keyboard("{Control>}k{/Control}");
    const actions = await screen.findByTestId("global-search-group-actions");
    expect(within(actions).getByText("Go to Sessions")).toBeInTheDocument();
    expect(within(actions).getByText("Alt+7")).toBeInTheDocument();

    // Pasted: one search for the words, as the recording has it.
    await user.paste("new np");
    await waitFor(() => expect(within(screen.getByTestId("global-search-results")).getAllByTestId("global-search-action")).toHaveLength(1));
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("nav-npcs")).toHaveAttribute("aria-current", "page");
    expect(await screen.findByRole("heading", { name: "New NPC" })).toBeInTheDocument();

    await user.click(screen.getByTestId("global-search"));
    await user.paste("go sess");
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("nav-sessions")).toHaveAttribute("aria-current", "page");
  });

  it("lists every keyboard shortcut with where it works on ?", async () => {
    const backend = createScenarioBackend("campaign-search");
    const { user } = renderApp(backend, "campaign");
    await screen.findByTestId("global-search");
    await user.keyboard("?");
    const table = await screen.findByTestId("shortcuts-table");
    expect(within(table).getByText("Alt+1 … Alt+8")).toBeInTheDocument();
    expect(within(table).getByText("Ctrl+K")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("shortcuts-table")).not.toBeInTheDocument();
  });
});
