import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";

/** Picks the targets, enters the two d10s and rolls: the steps the end-to-end test takes. */
async function strike(user: UserEvent, open: string, target: number, a: number, b: number) {
  await user.click(await screen.findByTestId(open));
  await user.click(screen.getByTestId(`dsc-target-${target}`));
  await screen.findByTestId(`dsc-odds-${target}`);
  await user.type(screen.getByTestId("dsc-die-a"), String(a));
  await user.type(screen.getByTestId("dsc-die-b"), String(b));
  await user.click(screen.getByTestId("dsc-roll"));
  await waitFor(() => expect(screen.queryByTestId("dsc-ability-form")).not.toBeInTheDocument());
}

describe("A Draw Steel fight, from preparation to result", () => {
  it("runs on the stable test ids the end-to-end test uses", async () => {
    // Korva and the Mire Gnawer (ds-korva), fought with a fixed seed and entered dice.
    const backend = createScenarioBackend("ds-combat-flow");
    const end = vi.spyOn(backend, "endEncounter");
    const { user } = renderApp(backend, "encounters");

    await user.click(await screen.findByTestId("dsc-new-encounter"));
    await user.type(await screen.findByTestId("dsc-name"), "Mire at the old mill");
    await user.click(await screen.findByTestId("dsc-add-hero"));
    await user.click(await screen.findByTestId("dsc-add-monster"));
    await user.click(screen.getByTestId("dsc-save"));
    await user.type(await screen.findByTestId("dsc-seed"), "7");
    await user.click(await screen.findByTestId("dsc-launch"));

    await user.type(await screen.findByTestId("dsc-first-side-die"), "8");
    await user.click(screen.getByTestId("dsc-roll-first-side"));

    // Round 1: Korva's Anvil Blow on a natural 19 (tier 3: 8 + Might 2 + kit 1 = 11 damage) leaves
    // the gnawer at 1; Korva lets the push go.
    await user.click(await screen.findByTestId("dsc-start-turn-0"));
    await strike(user, "dsc-ability-0", 1, 10, 9);
    expect(screen.getByTestId("dsc-combatant-1")).toHaveAttribute("data-stamina", "1");
    await user.click(await screen.findByTestId("dsc-forced-skip"));
    await user.click(screen.getByTestId("dsc-end-turn"));
    // The gnawer's free strike: 1 + 1 + 2 = 4, tier 1, 2 damage.
    await user.click(await screen.findByTestId("dsc-start-turn-1"));
    await strike(user, "dsc-free-strike", 0, 1, 1);
    expect(screen.getByTestId("dsc-combatant-0")).toHaveAttribute("data-stamina", "31");
    await user.click(screen.getByTestId("dsc-end-turn"));

    // Round 2: Korva's free strike fells it.
    expect(await screen.findByTestId("dsc-round")).toHaveTextContent("Round 2");
    await user.click(await screen.findByTestId("dsc-start-turn-0"));
    await strike(user, "dsc-free-strike", 1, 5, 5);
    expect(screen.getByTestId("dsc-combatant-1")).toHaveAttribute("data-stamina", "0");
    expect(screen.getByTestId("dsc-combatant-1")).toHaveAttribute("data-fate", "dead");
    expect(within(screen.getByTestId("dsc-log")).getByText("Mire Gnawer dies")).toBeInTheDocument();

    await user.click(screen.getByTestId("dsc-end-combat"));
    await user.clear(await screen.findByTestId("dsc-victories"));
    await user.type(screen.getByTestId("dsc-victories"), "1");
    await user.click(screen.getByTestId("dsc-confirm-end"));
    await waitFor(() => expect(end).toHaveBeenCalledWith({ id: expect.any(Number), close: { system: "draw_steel", victories: 1, outcome: "heroes_won" } }));
    expect(await screen.findByTestId("dsc-result-outcome")).toHaveTextContent("The heroes won");
    expect(screen.getByTestId("dsc-result-hero-1")).toHaveTextContent("Korva · Stamina 31");

    // Back on the list, the encounter reads as an ended Draw Steel one.
    await user.click(screen.getByTestId("encounter-back"));
    const row = await screen.findByTestId("encounter-row");
    expect(row).toHaveTextContent("Mire at the old mill");
    expect(row).toHaveTextContent("Draw Steel");
    expect(row).toHaveTextContent("Ended");
  });
});
