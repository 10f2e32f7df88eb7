import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError } from "../../backend";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

/** Opens the Advance dialog of `name` on the recorded scenario `scenario`. */
async function openAdvance(scenario: string, name: string) {
  const backend = createScenarioBackend(scenario);
  const advance = vi.spyOn(backend, "advanceCharacter");
  const rendered = renderApp(backend, "characters");
  await rendered.user.click(await screen.findByRole("button", { name: new RegExp(name) }));
  await rendered.user.click(await screen.findByTestId("fh-advance"));
  const dialog = await screen.findByRole("dialog");
  return { ...rendered, backend, advance, dialog };
}

describe("Advance dialog", () => {
  it("offers no promotion until the engine says the character may promote", async () => {
    const { user, dialog, advance } = await openAdvance("fh-mira-scholar-advance", "Mira Quell");

    expect(within(dialog).getByTestId("fh-no-promotion")).toHaveTextContent("a Scholar may promote once half or more of its Perk List is learned");
    expect(within(dialog).queryByTestId(/^fh-promote-/)).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId("fh-class-tree")).not.toBeInTheDocument();

    // Eligible perks come grouped by the class list they belong to.
    const scholarList = within(dialog).getByText("Scholar's Perk List").closest("fieldset") as HTMLElement;
    expect(within(scholarList).getByTestId("fh-perk-deep_recall")).toBeInTheDocument();
    expect(within(dialog).getByText("Student's Perk List")).toBeInTheDocument();
    expect(within(dialog).queryByTestId("fh-perk-sorcerous")).not.toBeInTheDocument();

    await user.click(within(dialog).getByTestId("fh-advance-confirm"));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose the perk this level teaches.");
    expect(advance).not.toHaveBeenCalled();

    await user.click(within(dialog).getByTestId("fh-perk-deep_recall"));
    await user.click(within(dialog).getByTestId("fh-advance-confirm"));
    await waitFor(() => expect(advance).toHaveBeenCalledWith({ id: 1, perk: "deep_recall" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("fh-level")).toHaveTextContent("3");
  });

  it("promotes into a magical class with its Class Perk and Tier + 1 Story Spells, sending the exact payload", async () => {
    const { user, dialog, advance } = await openAdvance("fh-mira-promote", "Mira Quell");

    const targets = within(dialog)
      .getAllByTestId(/^fh-promote-(?!none)/)
      .map((input) => input.getAttribute("data-testid"));
    expect(targets).toEqual(["fh-promote-scholar", "fh-promote-mystic", "fh-promote-scout", "fh-promote-lout", "fh-promote-ruffian"]);
    expect(within(dialog).getByTestId("fh-promote-scholar").closest("label")).toHaveTextContent("Tier 2");
    // The tree in the dialog marks the same targets.
    expect(within(dialog).getByTestId("fh-tree-node-scholar")).toHaveAttribute("data-state", "reachable");

    await user.click(within(dialog).getByTestId("fh-promote-scholar"));
    // Known Story Spells cannot be learned again; a Scholar (Tier 2) learns three.
    expect(within(dialog).getByTestId("fh-story-gust")).toBeDisabled();
    expect(within(dialog).queryByTestId(/^fh-advance-talent-/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByTestId("fh-class-perk-studied_spells"));
    await user.click(within(dialog).getByTestId("fh-story-shout"));
    await user.click(within(dialog).getByTestId("fh-story-detect_thoughts"));

    await user.click(within(dialog).getByTestId("fh-perk-sorcerous"));
    await user.click(within(dialog).getByTestId("fh-advance-confirm"));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose 3 Story Spells (2 chosen).");

    await user.click(within(dialog).getByTestId("fh-story-common_tongue"));
    expect(within(dialog).getByTestId("fh-story-calm_emotions")).toBeDisabled();
    await user.type(within(dialog).getByTestId("fh-advance-reason"), "Finished her apprenticeship");
    await user.click(within(dialog).getByTestId("fh-advance-confirm"));

    await waitFor(() =>
      expect(advance).toHaveBeenCalledWith({
        id: 1,
        promotion: { class: "scholar", classPerk: "studied_spells", storySpells: ["shout", "detect_thoughts", "common_tongue"] },
        perk: "sorcerous",
        reason: "Finished her apprenticeship",
      }),
    );
    await waitFor(() => expect(screen.getByTestId("fh-class-name")).toHaveTextContent("Scholar"));
    expect(screen.getAllByTestId("fh-history-entry")[0]).toHaveTextContent("Advanced and promoted to Scholar");
  });

  it("promotes into a non-magical class with a Talent, closing the ones the class may not take", async () => {
    const { user, dialog, advance } = await openAdvance("fh-brannoc-promote", "Brannoc the Grey");

    await user.click(within(dialog).getByTestId("fh-tree-node-rogue"));
    expect(within(dialog).getByTestId("fh-promote-rogue")).toBeChecked();
    expect(within(dialog).queryByTestId(/^fh-story-/)).not.toBeInTheDocument();
    expect(within(dialog).getByTestId("fh-advance-talent-sailor")).toBeEnabled();
    expect(within(dialog).getByTestId("fh-advance-talent-cutpurse")).toBeEnabled();
    expect(within(dialog).queryByTestId("fh-advance-talent-tough")).not.toBeInTheDocument();

    await user.click(within(dialog).getByTestId("fh-promote-hunter"));
    expect(within(dialog).getByTestId("fh-advance-talent-cutpurse")).toBeDisabled();
    expect(within(dialog).getByTestId("fh-advance-talent-cutpurse").closest("label")).toHaveTextContent("Only for Rogue, Assassin, Duelist");

    await user.click(within(dialog).getByTestId("fh-promote-rogue"));
    // The Rogue's Perk List is not all learned, so (table rule: the player picks) it names a Class Perk.
    await user.click(within(dialog).getByTestId("fh-class-perk-pickpocket"));
    await user.click(within(dialog).getByTestId("fh-advance-talent-cutpurse"));
    await user.click(within(dialog).getByTestId("fh-perk-target_practice"));
    await user.click(within(dialog).getByTestId("fh-advance-confirm"));
    await waitFor(() =>
      expect(advance).toHaveBeenCalledWith({ id: 1, promotion: { class: "rogue", classPerk: "pickpocket", talent: "cutpurse" }, perk: "target_practice" }),
    );
  });

  it("asks for the Monk's stat bonuses where the table rule lets the GM set them, and sends them", async () => {
    const { user, dialog, advance } = await openAdvance("fh-hode-monk-bonuses", "Hode the Quiet");

    // The Chieftain's card prints its bonuses: nothing to enter.
    await user.click(within(dialog).getByTestId("fh-promote-chieftain"));
    expect(within(dialog).queryByTestId("fh-class-bonuses")).not.toBeInTheDocument();

    await user.click(within(dialog).getByTestId("fh-promote-monk"));
    expect(within(dialog).getByTestId("fh-class-bonuses")).toHaveTextContent("The Monk's card prints none");
    await user.clear(within(dialog).getByTestId("fh-class-bonus-strike"));
    await user.type(within(dialog).getByTestId("fh-class-bonus-strike"), "2");
    await user.clear(within(dialog).getByTestId("fh-class-bonus-speed"));
    await user.type(within(dialog).getByTestId("fh-class-bonus-speed"), "1");
    await user.click(within(dialog).getByTestId("fh-class-perk-practice_drills"));
    await user.click(within(dialog).getByTestId("fh-advance-talent-tumbler"));
    await user.click(within(dialog).getByTestId("fh-perk-sweep_the_leg"));
    await user.click(within(dialog).getByTestId("fh-advance-confirm"));
    await waitFor(() =>
      expect(advance).toHaveBeenCalledWith({
        id: 1,
        promotion: {
          class: "monk",
          classPerk: "practice_drills",
          talent: "tumbler",
          classBonuses: { strike: 2, defense: 0, speed: 1, magicStrike: 0 },
        },
        perk: "sweep_the_leg",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("asks for no bonuses for the Monk under the default table rule", async () => {
    const { user, dialog } = await openAdvance("fh-hode-monk", "Hode the Quiet");
    await user.click(within(dialog).getByTestId("fh-promote-monk"));
    expect(within(dialog).getByTestId("fh-promote-monk").closest("label")).toHaveTextContent("No stat bonuses");
    expect(within(dialog).queryByTestId("fh-class-bonuses")).not.toBeInTheDocument();
  });

  it("shows the engine's refusal with the rule it cites and keeps the dialog open", async () => {
    const { user, dialog, backend } = await openAdvance("fh-mira-scholar", "Mira Quell");
    vi.spyOn(backend, "advanceCharacter").mockRejectedValue(
      new BackendError({
        kind: "ruleViolation",
        field: null,
        rule: { system: "fated_hand", section: "Advancement" },
        message: "Deep Recall is not on the Perk List of the current class or of any class held before.",
      }),
    );
    await user.click(within(dialog).getByTestId("fh-perk-deep_recall"));
    await user.click(within(dialog).getByTestId("fh-advance-confirm"));
    const alert = (await within(dialog).findByText("The rules do not allow that")).closest("[role=alert]") as HTMLElement;
    expect(within(alert).getByTestId("rule-citation")).toHaveTextContent("Fated Hand · Advancement");
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("fh-advance")).toHaveFocus();
  });
});
