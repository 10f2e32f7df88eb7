import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

describe("Sessions page", () => {
  it("starts a session, says whose decks were dealt, and ends it", async () => {
    // Brannoc (a built Fated Hand character), Liss Varrow (not built) and Vask (Draw Steel).
    const backend = createScenarioBackend("fh-sessions");
    const start = vi.spyOn(backend, "startGameSession");
    const { user } = renderApp(backend, "sessions");

    expect(await screen.findByText("No finished sessions yet")).toBeInTheDocument();
    await user.click(screen.getByTestId("session-start"));
    expect(screen.getByTestId("session-name")).toHaveAccessibleDescription(/Name the session/);
    expect(start).not.toHaveBeenCalled();

    await user.type(screen.getByTestId("session-name"), "Session 4: The Sunken Crypt");
    await user.click(screen.getByTestId("session-start"));
    await waitFor(() => expect(start).toHaveBeenCalledWith({ name: "Session 4: The Sunken Crypt" }));
    // Only Fated Hand characters with a build have decks to deal.
    expect(await screen.findByTestId("session-decks")).toHaveTextContent("Decks shuffled and hands dealt: Brannoc the Grey.");
    expect(screen.getByTestId("session-open")).toHaveTextContent("Session 4: The Sunken Crypt");

    await user.click(screen.getByTestId("session-end"));
    await waitFor(() => expect(screen.getByTestId("session-decks")).toHaveTextContent("Decks gathered and shuffled: Brannoc the Grey."));
    const list = screen.getByTestId("session-list");
    expect(within(list).getByText("Session 4: The Sunken Crypt")).toBeInTheDocument();
    expect(screen.getByTestId("session-name")).toBeInTheDocument();
  });

  it("deals only the chosen party's decks", async () => {
    // Brannoc is built; the party, The Lanternbearers, has no members.
    const backend = createScenarioBackend("fh-session-party");
    const party = { id: 1 };
    const start = vi.spyOn(backend, "startGameSession");
    const { user } = renderApp(backend, "sessions");

    await user.type(await screen.findByTestId("session-name"), "Session 5");
    await waitFor(() => expect(within(screen.getByTestId("session-party")).getAllByRole("option")).toHaveLength(2));
    await user.selectOptions(screen.getByTestId("session-party"), "The Lanternbearers");
    await user.click(screen.getByTestId("session-start"));
    await waitFor(() => expect(start).toHaveBeenCalledWith({ name: "Session 5", partyId: party.id }));
    expect(await screen.findByTestId("session-decks")).toHaveTextContent("No deck was dealt");
  });
});
