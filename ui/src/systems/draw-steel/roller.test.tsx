import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createFakeBackend } from "../../test/fake-backend";
import { renderApp } from "../../test/render-app";

const percent = (testId: string) => within(screen.getByTestId(testId)).getByTestId("ds-odds-value").textContent;

describe("Draw Steel roller", () => {
  it("shows the exact odds before rolling and follows every change", async () => {
    const backend = createFakeBackend();
    const odds = vi.spyOn(backend, "drawSteelRollOdds");
    const roll = vi.spyOn(backend, "drawSteelPowerRoll");
    const { user } = renderApp(backend, "draw-steel");
    await user.click(await screen.findByTestId("ds-tab-roller"));

    // Characteristic +2, no edge: totals of 11 or lower need a natural of 9 or lower.
    await waitFor(() => expect(percent("ds-odds-tier-1")).toBe("36%"));
    expect(percent("ds-odds-tier-2")).toBe("43%");
    expect(percent("ds-odds-tier-3")).toBe("21%");
    expect(roll).not.toHaveBeenCalled();

    await user.click(screen.getByTestId("ds-roll-edges-up"));
    await waitFor(() => expect(percent("ds-odds-tier-3")).toBe("36%"));
    expect(odds.mock.calls.at(-1)![0].input).toMatchObject({ characteristic: 2, edges: 1, kind: { kind: "ability", mainAction: true } });

    // A medium test adds the chance of each outcome.
    await user.click(screen.getByTestId("ds-roll-kind-test"));
    await waitFor(() => expect(screen.getByTestId("ds-odds-outcome-success_with_reward")).toBeInTheDocument());
    expect(odds.mock.calls.at(-1)![0].difficulty).toBe("medium");
    expect(percent("ds-odds-outcome-failure")).toBe("21%");
    expect(roll).not.toHaveBeenCalled();
  });

  it("rolls the table's dice and explains the result, with a critical hit", async () => {
    const backend = createFakeBackend();
    const { user } = renderApp(backend, "draw-steel");
    await user.click(await screen.findByTestId("ds-tab-roller"));

    await user.type(screen.getByTestId("ds-roll-die-1"), "10");
    await user.type(screen.getByTestId("ds-roll-die-2"), "9{Enter}");
    const result = await screen.findByTestId("ds-roll-result");
    expect(within(result).getByTestId("ds-result-natural")).toHaveTextContent("natural 19");
    expect(within(result).getByTestId("ds-result-total")).toHaveTextContent("21");
    expect(within(result).getByTestId("ds-result-tier")).toHaveTextContent("Tier 3");
    expect(within(result).getByTestId("ds-result-dice")).toHaveTextContent("10 and 9 (entered)");
    expect(within(result).getByTestId("ds-result-critical")).toBeInTheDocument();
    // The engine says which table rules the roll played by, and whose they were.
    expect(within(result).getByTestId("ds-result-rules")).toHaveTextContent("A natural 19 or 20 under a double bane: The natural roll wins");
    await waitFor(() => expect(within(result).getByTestId("ds-result-tier-rule")).toHaveTextContent("Draw Steel · Natural 19 or 20"));
    expect(within(result).getAllByTestId("ds-result-term").map((row) => row.querySelector("th")?.textContent)).toEqual(["2d10 (natural)", "Characteristic"]);

    // A maneuver is never a critical hit; Tablekeep's own dice this time.
    await user.click(screen.getByTestId("ds-roll-kind-ability_maneuver"));
    backend.drawSteel.queueDice([10, 10]);
    await user.click(screen.getByTestId("ds-roll"));
    await waitFor(() => expect(screen.getByTestId("ds-result-dice")).toHaveTextContent("10 and 10 (rolled by Tablekeep)"));
    expect(screen.queryByTestId("ds-result-critical")).not.toBeInTheDocument();
    expect(screen.getByTestId("ds-roll-history")).toHaveTextContent("total 21, tier 3, critical hit");
  });

  it("rolls a test with its outcome, helped by an assist rolled first", async () => {
    const backend = createFakeBackend();
    const roll = vi.spyOn(backend, "drawSteelPowerRoll");
    const { user } = renderApp(backend, "draw-steel");
    await user.click(await screen.findByTestId("ds-tab-roller"));
    await user.click(screen.getByTestId("ds-roll-kind-test"));
    await user.click(screen.getByTestId("ds-roll-difficulty-hard"));

    await user.click(screen.getByTestId("ds-assist-on"));
    const assist = screen.getByTestId("ds-assist");
    // The assister rolls 9 and 8 with no characteristic: 17, tier 3, a double edge.
    await user.type(within(assist).getByTestId("ds-assist-roll-die-1"), "9");
    await user.type(within(assist).getByTestId("ds-assist-roll-die-2"), "8");
    await user.click(within(assist).getByTestId("ds-assist-roll-entered"));
    expect(await within(assist).findByTestId("ds-assist-result")).toHaveTextContent("total of 17, tier 3: a double edge");
    expect(within(assist).getByTestId("ds-assist-grant")).toHaveValue("double_edge");

    // The odds already count the double edge: a natural 9 or lower is no longer tier 1.
    await waitFor(() => expect(percent("ds-odds-tier-1")).toBe("0%"));

    await user.type(screen.getByTestId("ds-roll-die-1"), "4");
    await user.type(screen.getByTestId("ds-roll-die-2"), "3");
    await user.click(screen.getByTestId("ds-roll-entered"));
    const result = await screen.findByTestId("ds-roll-result");
    // 7 + 2 = 9 is tier 1; the double edge raises it to tier 2: a failure on a hard test.
    expect(within(result).getByTestId("ds-result-tier")).toHaveTextContent("Tier 2");
    expect(within(result).getByTestId("ds-result-outcome")).toHaveTextContent("Failure");
    expect(roll.mock.calls.at(-1)![0]).toMatchObject({ assist: "double_edge", difficulty: "hard", dice: [4, 3] });
  });
});
