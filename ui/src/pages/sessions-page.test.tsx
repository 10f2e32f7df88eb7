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

describe("A session's notes and recap", () => {
  it("shows what was recorded in the session and keeps the GM's notes, attendees and loot", async () => {
    const backend = createScenarioBackend("sessions-recap");
    const update = vi.spyOn(backend, "updateGameSession");
    const { user } = renderApp(backend, "sessions");

    await user.click(await screen.findByTestId("session-recap-1"));
    const recap = await screen.findByTestId("session-recap");
    expect(within(recap).getByTestId("session-recap-name")).toHaveTextContent("Session 5: The Mire");
    expect(await within(recap).findByTestId("session-progress")).toHaveTextContent("Brannoc VellAwarded 2 Victories.");
    expect(within(recap).getByText("No encounter was launched in this session.")).toBeInTheDocument();
    await waitFor(() => expect(within(recap).getByTestId("session-attendee-1")).toBeChecked());
    expect(within(recap).getByTestId("session-attendee-2")).not.toBeChecked();
    expect(within(recap).getByTestId("session-save")).toBeDisabled();

    await user.type(within(recap).getByTestId("session-notes"), "Crossed the drowned causeway.");
    await user.click(within(recap).getByTestId("session-attendee-2"));
    await user.click(within(recap).getByTestId("session-loot-add"));
    await user.type(within(recap).getByTestId("session-loot-0"), "a silver key");
    await user.selectOptions(within(recap).getByTestId("session-loot-taker-0"), "2");
    await user.click(within(recap).getByTestId("session-save"));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        id: 1,
        name: "Session 5: The Mire",
        notes: "Crossed the drowned causeway.",
        attendees: [1, 2],
        loot: [{ item: "a silver key", takenBy: 2 }],
      }),
    );
    await waitFor(() => expect(screen.getByTestId("session-save")).toHaveTextContent("Saved"));
    expect(screen.getByTestId("session-notes")).toHaveValue("Crossed the drowned causeway.");
    expect(screen.getByTestId("session-loot-taker-0")).toHaveValue("2");
  });
});
