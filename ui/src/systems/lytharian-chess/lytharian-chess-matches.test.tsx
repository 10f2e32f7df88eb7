import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("Lytharian Chess matches", () => {
  it("starts a match, plays a move from the highlighted squares, undoes it, and hides the other side's secrets on a player's screen", async () => {
    const backend = createScenarioBackend("lc-match");
    const { user } = renderApp(backend, "lytharian-chess");
    await user.click(await screen.findByTestId("lc-tab-matches"));
    fireEvent.change(await screen.findByTestId("lc-match-name"), { target: { value: "First clash" } });
    await waitFor(() => expect(within(screen.getByTestId("lc-match-army-0")).getByRole("option", { name: "Dawn Host" })).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId("lc-match-army-0"), "Dawn Host");
    await user.selectOptions(screen.getByTestId("lc-match-army-1"), "Dusk Host");
    await user.click(screen.getByTestId("lc-match-start"));

    const match = await screen.findByTestId("lc-match");
    expect(within(match).getByTestId("lc-match-status")).toHaveTextContent("Dawn Host (first player) against Dusk Host (second player) · turn 1, First player · Effects phase");
    const board = within(match).getByTestId("lc-board");
    expect(within(board).getByTestId("lc-square-e1")).toHaveTextContent("K");
    expect(within(board).getByTestId("lc-square-d8")).toHaveTextContent("Q");
    expect(within(board).getByTestId("lc-square-d2")).toHaveTextContent("P");
    expect(within(match).getByTestId("lc-mana-first")).toHaveTextContent("Mana 5");
    expect(within(match).getAllByTestId("lc-log-line")[0]).toHaveTextContent("lower power score (144 to 160)");
    expect(within(match).getAllByTestId("lc-log-line")[0]).toHaveTextContent("Lytharian Chess › Getting Started");
    await waitFor(() => expect(screen.getAllByTestId("lc-match-row")).toHaveLength(1));

    await user.click(within(match).getByTestId("lc-action-end_effects"));
    await waitFor(() => expect(within(match).getByTestId("lc-match-status")).toHaveTextContent("Main phase"));

    await user.click(within(board).getByTestId("lc-square-d2"));
    expect(within(board).getByTestId("lc-square-d2")).toHaveAttribute("aria-selected", "true");
    expect(within(board).getByTestId("lc-square-d3")).toHaveAttribute("data-move", "true");
    expect(within(board).getByTestId("lc-square-d4")).toHaveAttribute("data-move", "true");
    expect(within(board).getByTestId("lc-square-e3")).not.toHaveAttribute("data-move");
    // The keyboard walks the board: from d2 the arrow up reaches d3, then d4, and Enter plays.
    within(board).getByTestId("lc-square-d2").focus();
    fireEvent.keyDown(board, { key: "ArrowUp" });
    fireEvent.keyDown(board, { key: "ArrowUp" });
    expect(within(board).getByTestId("lc-square-d4")).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(within(board).getByTestId("lc-square-d4")).toHaveTextContent("P"));
    expect(within(board).getByTestId("lc-square-d2")).toHaveTextContent("");
    expect(within(match).getByTestId("lc-match-log")).toHaveTextContent("Dawn Pawn moves from d2 to d4. Lytharian Chess › Troop Movement");

    await user.click(within(match).getByTestId("lc-match-undo"));
    await waitFor(() => expect(within(board).getByTestId("lc-square-d2")).toHaveTextContent("P"));
    expect(within(board).getByTestId("lc-square-d4")).toHaveTextContent("");

    await user.click(within(match).getByTestId("lc-viewer-second"));
    await waitFor(() => expect(within(match).getByTestId("lc-hand-hidden-first")).toBeInTheDocument());
    const d2 = within(match).getByTestId("lc-square-d2");
    expect(d2.querySelector(".lc-back")).not.toBeNull();
    expect(d2).toHaveAccessibleName("d2: First player's pawn (face down): unknown card");
    expect(within(match).queryByTestId("lc-action-end_turn")).not.toBeInTheDocument();
  });
});
