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
});
