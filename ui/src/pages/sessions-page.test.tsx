import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeBackend } from "../test/fake-backend";
import { BRANNOC } from "../test/fated-hand-seeds";
import { renderApp } from "../test/render-app";

describe("Sessions page", () => {
  it("starts a session, says whose decks were dealt, and ends it", async () => {
    const backend = createFakeBackend({ characters: [BRANNOC, { name: "Liss Varrow" }, { name: "Vask", system: "draw_steel" }] });
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
    const backend = createFakeBackend({ characters: [BRANNOC] });
    const party = await backend.createParty({ name: "The Lanternbearers" });
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
