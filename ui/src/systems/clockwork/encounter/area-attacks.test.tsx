import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWith } from "../../../test/render-app";
import { createScenarioBackend } from "../../../test/scenario";
import { EncountersPage } from "../../../encounters/encounters-page";

/** Borra, a grenade after her longsword, against two orc thugs: encounter 1 of cw-fight-grenade. */
const ID = 1;

function renderCombat(scenario: string) {
  const backend = createScenarioBackend(scenario);
  const command = vi.spyOn(backend, "encounterCommand");
  const rendered = renderWith(backend, <EncountersPage pane={{ mode: "open", id: ID }} onPane={() => undefined} onOpenCharacter={() => undefined} />);
  return { backend, command, ...rendered };
}

describe("ClockWork GM screen: area attacks («Area of Effect»)", () => {
  it("offers the grenade at the foe's space with its odds, and refuses dice that are not d12 faces without sending", async () => {
    const { user, command } = renderCombat("cw-fight-grenade");
    const areas = await screen.findByTestId("cwc-area-attacks");
    expect(within(areas).getByTestId("cwc-area-0")).toHaveTextContent("Throw the Fragmentation grenade at (3, 3)");
    expect(within(areas).getByTestId("cwc-area-odds-0")).toHaveTextContent(/at Thug 1 · 1 space · \d+ dice against defense \d+ · \d+% to hit/);
    await user.type(screen.getByTestId("cwc-area-attack-dice"), "13");
    await user.click(within(areas).getByTestId("cwc-area-0"));
    expect(await screen.findByTestId("cwc-area-attack-dice-error")).toHaveTextContent("d12 faces from 1 to 12");
    expect(command).not.toHaveBeenCalled();
  });

  it("throws it: everyone in the radius is struck, the thrower too, and the line cites its rule", async () => {
    const { user, command } = renderCombat("cw-fight-grenade-thrown");
    await user.click(await screen.findByTestId("cwc-area-0"));
    await waitFor(() => expect(command).toHaveBeenCalledTimes(1));
    expect((command.mock.calls[0]![0] as { command: unknown }).command).toMatchObject({ kind: "area_attack", weapon: 1, aim: { kind: "at", centre: { x: 3, y: 3 } } });
    const last = await screen.findByTestId("cwc-last");
    const blast = within(last)
      .getAllByTestId("cwc-last-line")
      .find((line) => line.textContent?.includes("Thug 1"))!;
    expect(blast).toHaveTextContent("Borra");
    expect(within(blast).getByTestId("rule-citation")).toHaveTextContent("Area of Effect");
  });
});
