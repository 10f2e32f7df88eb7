import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("A Game of Bastards scenes", () => {
  it("sets a scene, prices a dramatic action, shows a refusal by rule, records a Fate Draw from the table and closes with the XP", async () => {
    const backend = createScenarioBackend("gob-scene");
    const step = vi.spyOn(backend, "gameOfBastardsSceneStep");
    const { user } = renderApp(backend, "game-of-bastards");
    const form = await screen.findByTestId("gob-set-scene");
    const at = (id: string) => within(form).getByTestId(id);
    expect(await screen.findByTestId("gob-no-scenes")).toHaveTextContent("No scene has been set yet.");
    await user.type(at("gob-scene-name"), "The mill");
    await user.click(at("gob-scene-type-populated"));
    await waitFor(() => expect(within(form).getAllByTestId("gob-seat")).toHaveLength(2));
    await user.click(at("gob-seat-1"));
    await user.clear(at("gob-seat-wildcards-1"));
    await user.type(at("gob-seat-wildcards-1"), "1");
    await user.click(at("gob-seat-appears-1"));
    await user.click(at("gob-seat-2"));
    await user.clear(at("gob-seat-wildcards-2"));
    await user.type(at("gob-seat-wildcards-2"), "1");
    await user.click(at("gob-scene-set"));

    const scene = await screen.findByTestId("gob-scene");
    expect(await within(scene).findByTestId("gob-scene-where")).toHaveTextContent("Populated Area");
    const hob = () => within(scene).getByTestId("gob-participant-2");
    expect(within(hob()).getByTestId("gob-participant-wildcards")).toHaveTextContent("1");

    // Distance at Long costs 2 Wildcards and Hob brought 1: refused by the rule, nothing recorded.
    const actions = within(scene).getByTestId("gob-action-form");
    await user.selectOptions(within(actions).getByTestId("gob-action-kind"), "distance");
    await user.selectOptions(within(actions).getByTestId("gob-action-by"), "2");
    await user.selectOptions(within(actions).getByTestId("gob-action-band"), "long");
    await user.click(within(actions).getByTestId("gob-action-play"));
    const refusal = await within(scene).findByRole("alert");
    expect(refusal).toHaveTextContent("Distance costs 2 Wildcards and Hob holds 1");
    expect(refusal).toHaveTextContent("i. Indirect Actions › Distance");
    expect(within(scene).queryAllByTestId("gob-scene-line")).toHaveLength(0);

    // Hob, away from the mill, sends raiders: a squad for each player, Power Rating Wenna's Body 3.
    await user.selectOptions(within(actions).getByTestId("gob-action-kind"), "banditos");
    await user.type(within(actions).getByTestId("gob-action-text"), "Cudgels");
    await user.click(within(actions).getByTestId("gob-action-play"));
    expect(await within(scene).findByTestId("gob-group")).toHaveTextContent("2 squads of 5 Extras, Power Rating 3, armed with Cudgels");
    await waitFor(() => expect(within(hob()).getByTestId("gob-participant-wildcards")).toHaveTextContent("0"));
    expect(within(scene).getAllByTestId("gob-scene-line-text")[0]).toHaveTextContent("Hob uses Banditos!");

    // Wenna's Sword Combat against Fate, with the cards from the table.
    const fate = within(scene).getByTestId("gob-fate-form");
    await user.selectOptions(within(fate).getByTestId("gob-fate-by"), "1");
    await user.selectOptions(within(fate).getByTestId("gob-fate-skill"), "weapon_combat");
    await user.type(within(fate).getByTestId("gob-fate-subject"), "Sword");
    await user.selectOptions(within(fate).getByTestId("gob-fate-trait"), "body");
    await user.type(within(fate).getByTestId("gob-fate-attempt"), "cut the rope");
    await user.click(within(fate).getByTestId("gob-fate-from-table"));
    await user.type(within(fate).getByTestId("gob-fate-player-cards"), "9S 2H 3H");
    await user.type(within(fate).getByTestId("gob-fate-fate-cards"), "JC 4C 5C");
    await user.click(within(fate).getByTestId("gob-fate-draw"));
    await waitFor(() => expect(within(scene).getAllByTestId("gob-scene-line")).toHaveLength(2));
    expect(within(scene).getAllByTestId("gob-scene-line-text")[1]).toHaveTextContent("Wenna's Sword Combat Fate Draw off Body to cut the rope: 12 against Fate's 11 — succeeds by 1.");
    expect(step).toHaveBeenCalledTimes(3);

    expect(within(within(scene).getByTestId("gob-participant-1")).getByTestId("gob-participant-xp")).toHaveTextContent("1 — Directly involved in the scene: 1 XP.");
    await user.click(within(scene).getByTestId("gob-scene-end"));
    await waitFor(() => expect(within(scene).getByTestId("gob-scene-where")).toHaveTextContent("closed"));
    expect(within(hob()).getByTestId("gob-participant-xp")).toHaveTextContent("0 — Not directly involved");
    expect(within(scene).queryByTestId("gob-action-form")).not.toBeInTheDocument();
  });
});
