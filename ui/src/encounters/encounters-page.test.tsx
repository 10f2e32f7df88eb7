import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeBackend } from "../test/fake-backend";
import { encounter, OFFERS, PLANNING } from "../test/fake-encounter";
import { BRANNOC } from "../test/fated-hand-seeds";
import { renderApp } from "../test/render-app";

const PREPARED = encounter({ id: 2, name: "Crypt guardians", phase: "prepared", cursor: 0, commandCount: 0, canUndo: false, seed: null });
const ENDED = encounter({
  id: 3,
  name: "Bridge toll",
  phase: "ended",
  canUndo: false,
  result: { system: "fated_hand", outcome: "party_won", rounds: 3, incapacitated: [{ name: "Bandit 2", side: "foes", characterId: 3 }], awarded: [OFFERS[0]!], party: [1] },
});

describe("Encounters page", () => {
  it("lists running, then prepared, then ended encounters, and deletes after asking", async () => {
    const backend = createFakeBackend({ characters: [BRANNOC], encounters: [ENDED, PREPARED, PLANNING] });
    const remove = vi.spyOn(backend, "deleteEncounter");
    const { user } = renderApp(backend, "encounters");

    await waitFor(() => expect(screen.getAllByTestId("encounter-row")).toHaveLength(3));
    expect(screen.getAllByTestId("encounter-row").map((row) => row.querySelector(".encounter-open")?.textContent)).toEqual([
      "Ambush at the ford",
      "Crypt guardians",
      "Bridge toll",
    ]);
    await user.click(screen.getByTestId("encounter-delete-2"));
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByTestId("encounter-delete-2-confirm"));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 2 }));
    await waitFor(() => expect(screen.getAllByTestId("encounter-row")).toHaveLength(2));
  });

  it("opens an ended encounter's result and a party member's sheet from it", async () => {
    const backend = createFakeBackend({ characters: [BRANNOC], encounters: [ENDED] });
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("encounter-open-3"));
    const result = await screen.findByTestId("encounter-result");
    expect(result).toHaveTextContent("The party won");
    expect(result).toHaveTextContent("3 rounds fought");
    expect(result).toHaveTextContent("Joe — Club: Dominance (2 KP)");
    await user.click(await within(result).findByTestId("open-sheet-1"));
    expect(await screen.findByTestId("fh-sheet")).toBeInTheDocument();
    expect(screen.getByTestId("nav-characters")).toHaveAttribute("aria-current", "page");
  });
});
