import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

async function openCharacter(user: ReturnType<typeof renderApp>["user"], name: string) {
  await user.click(await screen.findByRole("button", { name: new RegExp(name) }));
}

describe("Draw Steel heroes", () => {
  it("builds a hero with a live preview of the sheet, then saves it", async () => {
    // A campaign with the starter set and one unbuilt Draw Steel character, Ysolde.
    const backend = createScenarioBackend("ds-hero-build");
    const preview = vi.spyOn(backend, "drawSteelPreviewHero");
    const build = vi.spyOn(backend, "drawSteelBuildHero");
    const { user } = renderApp(backend, "characters");
    await openCharacter(user, "Ysolde");

    expect(await screen.findByTestId("ds-unbuilt")).toHaveTextContent("Ysolde has no Draw Steel build yet");
    await user.click(screen.getByTestId("ds-build"));
    const builder = await screen.findByTestId("ds-hero-builder");

    await user.selectOptions(within(builder).getByTestId("ds-field-build.ancestryId"), "Cragborn");
    await user.selectOptions(within(builder).getByTestId("ds-field-build.classId"), "Bulwark");
    await user.selectOptions(within(builder).getByTestId("ds-field-build.kitId"), "Bastion Harness");
    await user.click(within(builder).getByTestId("ds-field-build.characteristics.might-up"));
    await user.click(within(builder).getByTestId("ds-field-build.characteristics.might-up"));
    await user.type(within(builder).getByTestId("ds-field-build.skills"), "Climbing{Enter}");

    // The preview is the engine's sheet for the build as it stands: Bulwark 24 + Bastion Harness 9.
    const previewPane = screen.getByTestId("ds-hero-preview");
    await waitFor(() => expect(within(previewPane).getByTestId("ds-preview-identity")).toHaveTextContent("Level 1 Cragborn Bulwark · Bastion Harness"));
    expect(within(previewPane).getByTestId("ds-hero-stamina")).toHaveTextContent("33");
    await user.selectOptions(within(builder).getByTestId("ds-field-build.level"), "3");
    // Two more levels of Bulwark's 10 Stamina per level.
    await waitFor(() => expect(within(previewPane).getByTestId("ds-hero-stamina")).toHaveTextContent("53"));
    expect(preview).toHaveBeenCalled();

    await user.click(screen.getByTestId("ds-hero-save"));
    const sheet = await screen.findByTestId("ds-hero-sheet");
    expect(within(sheet).getByTestId("ds-hero-identity")).toHaveTextContent("Level 3 Cragborn Bulwark");
    expect(within(sheet).getByTestId("ds-hero-stamina")).toHaveTextContent("53 / 53");
    expect(within(sheet).getByTestId("ds-hero-characteristic-might")).toHaveTextContent("+2");
    expect(within(sheet).getByTestId("ds-hero-skills")).toHaveTextContent("Climbing");
    const saved = build.mock.calls[0]![0];
    expect(saved.build).toMatchObject({ level: 3, characteristics: { might: 2 }, skills: ["Climbing"] });

    // Class abilities read as a stat block: "3 + M damage" on tier 1 of Anvil Blow.
    const classAbilities = within(sheet).getByTestId("ds-hero-abilities-class");
    expect(within(classAbilities).getAllByTestId("ds-tier-line-1")[0]).toHaveTextContent("3 + M damage");
    expect(within(classAbilities).getAllByTestId("ds-tier-line-3")[1]).toHaveTextContent("5 + M damage; taunted (save ends)");
  });

  it("shows a refused build on the field it names and keeps the choices", async () => {
    const backend = createScenarioBackend("ds-hero-refused");
    const { user } = renderApp(backend, "characters");
    await openCharacter(user, "Ysolde");
    await user.click(await screen.findByTestId("ds-build"));
    const builder = await screen.findByTestId("ds-hero-builder");

    // Two skills named alike: the engine refuses the build on build.skills.
    const skill = within(builder).getByTestId("ds-field-build.skills");
    await user.type(skill, "Sneak{Enter}");
    await user.type(skill, "sneak{Enter}");
    expect(await screen.findByTestId("ds-error-build.skills")).toHaveTextContent('The hero has the skill "sneak" twice');
    await user.click(screen.getByTestId("ds-hero-save"));
    expect(await screen.findByTestId("ds-error-build.skills")).toHaveTextContent("twice");
    expect(within(builder).getAllByTestId("ds-skill").map((chip) => chip.textContent?.replace("✕", ""))).toEqual(["Sneak", "sneak"]);
    expect(screen.queryByTestId("ds-hero-sheet")).not.toBeInTheDocument();

    // A score typed past +5 reaches the engine, whose refusal cites its rule on the scores.
    await user.click(within(builder).getAllByTestId("ds-skill-remove")[1]!);
    const might = within(builder).getByTestId("ds-field-build.characteristics.might");
    await user.clear(might);
    await user.type(might, "7");
    expect(await screen.findByTestId("ds-error-build.characteristics")).toHaveTextContent("Might +7 is out of range");
    await waitFor(() => expect(screen.getByTestId("ds-error-build.characteristics")).toHaveTextContent("Draw Steel · Characteristic"));
    expect(within(builder).getByTestId("ds-field-build.characteristics.might-up")).toBeDisabled();
  });

  it("offers the level-up only once the Experience reaches the next level", async () => {
    // Brannoc Vell has 5 Experience (5 Victories and a finished respite).
    const backend = createScenarioBackend("ds-hero-level-up");
    const { user } = renderApp(backend, "characters");
    await openCharacter(user, "Brannoc Vell");

    const xp = await screen.findByTestId("ds-progress-xp");
    expect(within(xp).getByTestId("ds-experience")).toHaveTextContent("5 Experience");
    expect(within(xp).getByTestId("ds-level-status")).toHaveTextContent("level 2 needs 8 Experience");
    expect(within(xp).queryByTestId("ds-level-up")).not.toBeInTheDocument();

    // Three Victories, then a finished respite: 8 Experience, enough for level 2.
    const count = within(xp).getByTestId("ds-award-count");
    await user.clear(count);
    await user.type(count, "3");
    await user.click(within(xp).getByTestId("ds-award-victories"));
    await waitFor(() => expect(within(xp).getByTestId("ds-victories")).toHaveTextContent("3 Victories"));
    expect(within(xp).queryByTestId("ds-level-up")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("ds-respite-complete"));
    expect(await screen.findByTestId("ds-respite-result")).toHaveTextContent("gained 3 Experience");
    await waitFor(() => expect(within(xp).getByTestId("ds-experience")).toHaveTextContent("8 Experience"));

    await user.click(await within(xp).findByTestId("ds-level-up"));
    await waitFor(() => expect(screen.getByTestId("ds-hero-identity")).toHaveTextContent("Level 2 Cragborn Bulwark"));
    expect(within(xp).queryByTestId("ds-level-up")).not.toBeInTheDocument();
    expect(screen.getByTestId("ds-hero-stamina")).toHaveTextContent("43 / 43");
  });

  it("shows the progress history newest first, with its rules, and undoes the newest entry", async () => {
    const backend = createScenarioBackend("ds-hero-history");
    const undo = vi.spyOn(backend, "drawSteelUndoProgress");
    const { user } = renderApp(backend, "characters");
    await openCharacter(user, "Brannoc Vell");

    const history = await screen.findByTestId("ds-history");
    expect(within(history).getByText(/nothing to undo/)).toBeInTheDocument();
    const xp = screen.getByTestId("ds-progress-xp");
    await user.click(within(xp).getByTestId("ds-award-victories"));
    await user.click(screen.getByTestId("ds-respite-complete"));
    await waitFor(() => expect(within(history).getAllByTestId("ds-history-entry")).toHaveLength(2));
    const [newest, first] = within(history).getAllByTestId("ds-history-entry");
    expect(newest).toHaveTextContent("#2");
    expect(newest).toHaveTextContent("Finished a respite: all Stamina and Recoveries back, 1 Victory became 1 Experience.");
    expect(first).toHaveTextContent("Awarded 1 Victory.");
    expect(within(first!).getByTestId("rule-citation")).toHaveTextContent("Respite");
    await waitFor(() => expect(within(xp).getByTestId("ds-experience")).toHaveTextContent("1 Experience"));

    await user.click(within(history).getByTestId("ds-undo-progress"));
    await user.click(within(history).getByTestId("ds-undo-progress-confirm"));
    await waitFor(() => expect(within(history).getAllByTestId("ds-history-entry")).toHaveLength(1));
    expect(undo).toHaveBeenCalledWith({ characterId: 1, expectedSeq: 2 });
    expect(within(xp).getByTestId("ds-experience")).toHaveTextContent("0 Experience");
    expect(within(xp).getByTestId("ds-victories")).toHaveTextContent("1 Victory");
  });

  it("spends a Recovery, and rolls a project to a breakthrough", async () => {
    // Brannoc Vell came out of a fight at 10 Stamina.
    const backend = createScenarioBackend("ds-hero-recovery-project");
    const { user } = renderApp(backend, "characters");
    await openCharacter(user, "Brannoc Vell");

    expect(await screen.findByTestId("ds-hero-stamina")).toHaveTextContent("10 / 33");
    expect(screen.getByTestId("ds-hero-winded")).toBeInTheDocument();
    await user.click(screen.getByTestId("ds-spend-recovery"));
    expect(await screen.findByTestId("ds-recovery-result")).toHaveTextContent("Regained 11 Stamina; now 21 of 33");
    await waitFor(() => expect(screen.getByTestId("ds-hero-recoveries")).toHaveTextContent("9 / 10"));

    await user.type(screen.getByTestId("ds-project-name"), "Map the Sunken Stair");
    await user.click(screen.getByTestId("ds-project-add"));
    const project = await screen.findByTestId("ds-project");
    expect(within(project).getByTestId("ds-project-points")).toHaveTextContent("0 / 30 points");

    // The table rolled 10 and 9: a natural 19, a breakthrough.
    await user.type(within(project).getByTestId("ds-project-roll-die-1"), "10");
    await user.type(within(project).getByTestId("ds-project-roll-die-2"), "9");
    await user.click(within(project).getByTestId("ds-project-roll-entered"));
    const result = await screen.findByTestId("ds-project-result");
    // Reason −1: 19 − 1 = 18 points.
    expect(result).toHaveTextContent("The roll earned 18 points");
    expect(within(result).getByTestId("ds-breakthrough")).toHaveTextContent("A natural 19");
    await waitFor(() => expect(within(screen.getByTestId("ds-project")).getByTestId("ds-project-points")).toHaveTextContent("18 / 30 points"));
    expect(screen.getByTestId("ds-respite-activity")).toHaveTextContent('1 project roll for "Map the Sunken Stair"');

    // The engine rolls: 3 and 6 with the recording's fixed seeds, − 1 = 8 points.
    await user.click(within(screen.getByTestId("ds-project-result")).getByTestId("ds-breakthrough-roll"));
    await waitFor(() => expect(screen.getByTestId("ds-project-result")).toHaveTextContent("The roll earned 8 points"));
    expect(screen.queryByTestId("ds-breakthrough")).not.toBeInTheDocument();
    expect(screen.getByTestId("ds-respite-activity")).toHaveTextContent("2 project rolls");
  });

  it("keeps a dead hero out of Recoveries until the Director brings them back (Stamina)", async () => {
    // Brannoc Vell (33 Stamina, winded at 16) was dealt 49 damage in a fight: -16, dead.
    const backend = createScenarioBackend("ds-hero-dead");
    const { user } = renderApp(backend, "characters");
    await openCharacter(user, "Brannoc Vell");

    const dead = await screen.findByTestId("ds-dead");
    expect(dead).toHaveTextContent("Brannoc Vell is dead");
    await user.click(screen.getByTestId("ds-spend-recovery"));
    expect(await within(screen.getByTestId("ds-progress-recovery")).findByRole("alert")).toHaveTextContent("The hero is dead and cannot spend a Recovery");

    const stamina = within(dead).getByTestId("ds-return-stamina");
    expect(stamina).toHaveValue("33");
    await user.clear(stamina);
    await user.type(stamina, "12");
    await user.click(within(dead).getByTestId("ds-return-hero"));
    await waitFor(() => expect(screen.queryByTestId("ds-dead")).not.toBeInTheDocument());
    expect(screen.getByTestId("ds-hero-stamina")).toHaveTextContent("12 / 33");
    const [newest] = within(screen.getByTestId("ds-history")).getAllByTestId("ds-history-entry");
    expect(newest).toHaveTextContent("Returned by the Director");
    expect(backend.callsMade()).toBe(2);
  });

  it("asks for a rebuild when the hero's class left the library", async () => {
    // The starter set with its Bulwark class deleted.
    const backend = createScenarioBackend("ds-hero-class-deleted");
    const { user } = renderApp(backend, "characters");
    await openCharacter(user, "Brannoc Vell");

    expect(await screen.findByTestId("ds-unbuilt")).toHaveTextContent("Brannoc Vell names content that was deleted (build.classId 4): rebuild the hero.");
    await user.click(screen.getByTestId("ds-build"));
    const builder = await screen.findByTestId("ds-hero-builder");
    expect(within(builder).getByTestId("ds-field-build.classId")).not.toHaveValue("");
  });
});
