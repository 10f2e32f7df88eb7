import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError } from "../../backend";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend, type ScenarioBackend } from "../../test/scenario";

async function startWizard(backend: ScenarioBackend) {
  const rendered = renderApp(backend, "characters");
  const { user } = rendered;
  await user.click(await screen.findByTestId("new-character"));
  // Fated Hand is the first system, so a new character opens the wizard on its Basics step.
  const wizard = await screen.findByTestId("fh-wizard");
  await user.type(within(wizard).getByTestId("character-name"), "Odo Fenn");
  await user.type(within(wizard).getByTestId("character-tags"), "scout");
  return { ...rendered, backend, wizard };
}

describe("Fated Hand creation wizard", () => {
  it("refuses to continue without two skills, then submits exactly the build chosen", async () => {
    const backend = createScenarioBackend("fh-wizard-create");
    const create = vi.spyOn(backend, "createCharacter");
    const preview = vi.spyOn(backend, "previewBuild");
    const { user } = await startWizard(backend);

    await user.click(screen.getByTestId("fh-step-next"));
    // Attributes: nothing picked yet, Next says why and stays.
    await user.click(await screen.findByTestId("fh-step-next"));
    expect(screen.getByTestId("fh-step-error")).toHaveTextContent("Pick the attribute that starts at 0.");
    await user.click(screen.getByTestId("fh-attribute-zero-mind"));
    await user.click(screen.getByTestId("fh-step-next"));

    // Skills: one is not enough.
    await user.click(await screen.findByTestId("fh-skill-athletics"));
    await user.click(screen.getByTestId("fh-step-next"));
    expect(screen.getByTestId("fh-step-error")).toHaveTextContent("Choose exactly two skills (1 chosen).");
    expect(screen.getByRole("heading", { name: /Step 3 of 7: Skills/ })).toBeInTheDocument();
    await user.click(screen.getByTestId("fh-skill-trickery"));
    // With two chosen, a third cannot be ticked.
    expect(screen.getByTestId("fh-skill-rhetoric")).toBeDisabled();
    await user.click(screen.getByTestId("fh-step-next"));

    // Starting arm: only Simple weapons are offered.
    await user.click(await screen.findByTestId("fh-arm-knuckles"));
    expect(screen.queryByTestId("fh-arm-dagger")).not.toBeInTheDocument();
    await user.click(screen.getByTestId("fh-step-next"));

    // Talent: a restricted one is closed, with the reason.
    const cutpurse = await screen.findByTestId("fh-talent-cutpurse");
    expect(cutpurse).toBeDisabled();
    expect(cutpurse.closest("label")).toHaveTextContent("Only for Rogue, Assassin, Duelist; not for a Novice.");
    await user.click(screen.getByTestId("fh-talent-haggler"));
    await user.click(screen.getByTestId("fh-step-next"));

    await user.click(await screen.findByTestId("fh-season-winter"));
    expect(screen.getByTestId("fh-season-winter").closest("label")).toHaveTextContent("Star Suit: Diamonds");
    await user.click(screen.getByTestId("fh-step-next"));

    // Review: the engine's sheet, before anything is saved.
    const build = {
      attributes: { brawn: 1, sleight: 1, mind: 0 },
      skillProficiencies: ["athletics", "trickery"],
      armProficiency: "knuckles",
      talent: "haggler",
      season: "winter",
    };
    const review = await screen.findByTestId("fh-review");
    await waitFor(() => expect(within(review).getByTestId("fh-class-name")).toHaveTextContent("Novice"));
    expect(preview).toHaveBeenCalledWith({ build });
    expect(within(review).getByTestId("fh-level")).toHaveTextContent("0");
    expect(within(review).getByText("Diamonds")).toBeInTheDocument();
    const row = within(review).getByTestId("fh-arm-row");
    expect(row).toHaveTextContent("Knuckles");
    expect(within(row).getAllByTestId("fh-explain")[0]).toHaveTextContent("2");
    expect(create).not.toHaveBeenCalled();

    await user.click(screen.getByTestId("fh-create"));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({ system: "fated_hand", kind: "pc", name: "Odo Fenn", tags: ["scout"], notes: "", creation: { system: "fated_hand", build } }),
    );
    // The new character's sheet opens.
    const sheet = await screen.findByTestId("fh-sheet");
    expect(within(sheet).getByTestId("fh-class-name")).toHaveTextContent("Novice");
  });

  it("keeps the choices when going back, and shows a refusal with its rule", async () => {
    const backend = createScenarioBackend("fh-wizard-refused");
    vi.spyOn(backend, "createCharacter").mockRejectedValue(
      new BackendError({
        kind: "ruleViolation",
        field: null,
        rule: { system: "fated_hand", section: "Character Creation" },
        message: "The starting proficiency must be a Simple arm; Dagger is not Simple.",
      }),
    );
    const { user } = await startWizard(backend);
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-attribute-zero-brawn"));
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-skill-rhetoric"));
    await user.click(screen.getByTestId("fh-skill-knowledge"));
    await user.click(screen.getByTestId("fh-step-back"));
    expect(await screen.findByTestId("fh-attribute-zero-brawn")).toBeChecked();
    await user.click(screen.getByTestId("fh-step-next"));
    expect(await screen.findByTestId("fh-skill-rhetoric")).toBeChecked();
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-arm-club"));
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-talent-tough"));
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-season-spring"));
    await user.click(screen.getByTestId("fh-step-next"));
    await screen.findByTestId("fh-review");

    await user.click(screen.getByTestId("fh-create"));
    const alert = (await screen.findByText("The rules do not allow that")).closest("[role=alert]") as HTMLElement;
    expect(alert).toHaveTextContent("Dagger is not Simple");
    expect(within(alert).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Character Creation");
  });

  it("creates a Fated Hand character without a build, and builds it later from its sheet", async () => {
    const backend = createScenarioBackend("fh-wizard-build-later");
    const build = vi.spyOn(backend, "buildCharacter");
    const { user } = await startWizard(backend);

    await user.click(screen.getByTestId("save-character"));
    expect(await screen.findByTestId("fh-unbuilt")).toHaveTextContent("Not built yet");

    await user.click(screen.getByTestId("fh-build"));
    const wizard = await screen.findByTestId("fh-wizard");
    expect(within(wizard).getByRole("heading", { name: /Step 1 of 6: Attributes/ })).toBeInTheDocument();
    await user.click(screen.getByTestId("fh-attribute-zero-sleight"));
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-skill-toughness"));
    await user.click(screen.getByTestId("fh-skill-investigation"));
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-arm-quarterstaff"));
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-talent-sailor"));
    await user.click(screen.getByTestId("fh-step-next"));
    await user.click(await screen.findByTestId("fh-season-autumn"));
    await user.click(screen.getByTestId("fh-step-next"));
    await screen.findByTestId("fh-review");
    await user.click(screen.getByTestId("fh-create"));

    await waitFor(() =>
      expect(build).toHaveBeenCalledWith({
        id: 1,
        creation: {
          system: "fated_hand",
          build: {
            attributes: { brawn: 1, sleight: 0, mind: 1 },
            skillProficiencies: ["toughness", "investigation"],
            armProficiency: "quarterstaff",
            talent: "sailor",
            season: "autumn",
          },
        },
      }),
    );
    expect(await screen.findByTestId("fh-sheet")).toBeInTheDocument();
  });
});
