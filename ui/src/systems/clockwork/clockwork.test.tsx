import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend, type ScenarioBackend } from "../../test/scenario";

const SPREAD: Record<string, number> = {
  strength: 7,
  accuracy: 8,
  stamina: 8,
  ingenuity: 8,
  agility: 9,
  perception: 9,
  knowledge: 9,
  intuition: 10,
  charisma: 10,
  will: 10,
  creativity: 10,
  manipulation: 10,
};

async function openForm(backend: ScenarioBackend, kind: "pc" | "npc", name: string) {
  const rendered = renderApp(backend, kind === "pc" ? "characters" : "npcs");
  const { user } = rendered;
  await user.click(await screen.findByTestId("new-character"));
  await waitFor(() => expect(within(screen.getByTestId("character-system")).getByRole("option", { name: "ClockWork" })).toBeInTheDocument());
  await user.selectOptions(screen.getByTestId("character-system"), "clockwork");
  const form = await screen.findByTestId("cw-create-form");
  await user.type(within(form).getByTestId("character-name"), name);
  if (kind === "npc") await user.selectOptions(within(form).getByTestId("character-kind"), "npc");
  await waitFor(() => expect(within(form).getByRole("option", { name: "Dwarves" })).toBeInTheDocument());
  return { ...rendered, form };
}

/** Fills the form for Borra, a dwarf on premade spread 1, with the first `foci` of her three foci. */
async function fillBorra(user: ReturnType<typeof renderApp>["user"], form: HTMLElement, foci: number) {
  const at = (id: string) => within(form).getByTestId(id);
  await waitFor(() => expect(within(form).getByRole("option", { name: "Dwarves" })).toBeInTheDocument());
  await user.selectOptions(at("cw-species"), "dwarves");
  await user.selectOptions(at("cw-premade"), "1");
  for (const [skill, rank] of Object.entries(SPREAD)) await user.selectOptions(at(`cw-rank-${skill}`), String(rank));
  await user.selectOptions(at("cw-species-bonus-0"), "strength");
  await user.selectOptions(at("cw-species-bonus-1"), "ingenuity");
  await user.selectOptions(at("cw-bonus-skill"), "accuracy");
  const named: [string, string][] = [
    ["knowledge", "History"],
    ["accuracy", "Long Guns"],
    ["ingenuity", "Smithing"],
  ];
  for (const [index, [skill, name]] of named.slice(0, foci).entries()) {
    await user.selectOptions(at(`cw-focus-skill-${index}`), skill);
    await user.type(at(`cw-focus-name-${index}`), name);
  }
  await user.selectOptions(at("cw-purchase-skill"), "strength");
  await user.click(at("cw-purchase-add"));
  await user.selectOptions(at("cw-purchase-kind"), "feature");
  await user.type(at("cw-purchase-name"), "Forge Sense");
  await user.selectOptions(at("cw-purchase-level"), "2");
  await user.click(at("cw-purchase-add"));
  for (const [damage, points] of Object.entries({ ballistic: 3, blunt: 3, energy: 3, piercing: 4, slashing: 4 })) {
    await user.clear(at(`cw-points-${damage}`));
    await user.type(at(`cw-points-${damage}`), String(points));
  }
}

describe("ClockWork creation", () => {
  it("submits the build as chosen, shows the refusal beside the foci, then the explained sheet", async () => {
    const backend = createScenarioBackend("cw-create");
    const create = vi.spyOn(backend, "createCharacter");
    const { user, form } = await openForm(backend, "pc", "Borra");
    const at = (id: string) => within(form).getByTestId(id);

    await fillBorra(user, form, 2);
    expect(at("cw-species-ability")).toHaveTextContent(/\S/);
    // Only the species' three are offered for its two.
    expect(within(at("cw-species-bonus-0")).queryByRole("option", { name: "Charisma" })).not.toBeInTheDocument();

    // Two foci where the book asks three: the engine refuses, naming the rule, beside the foci.
    await user.click(at("cw-create"));
    expect(await within(form).findByTestId("cw-error-foci")).toHaveTextContent(/3 foci/);
    expect(create).toHaveBeenCalledTimes(1);

    await user.selectOptions(at("cw-focus-skill-2"), "ingenuity");
    await user.type(at("cw-focus-name-2"), "Smithing");
    await user.click(at("cw-create"));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    const sent = create.mock.calls[1]![0];
    expect(sent.creation).toMatchObject({ system: "clockwork", waiveLimits: false, build: { premade: 1, species: "dwarves", bonusSkill: "accuracy" } });

    const sheet = await screen.findByTestId("cw-sheet");
    expect(within(sheet).getByTestId("cw-identity")).toHaveTextContent("Medium Dwarves");
    expect(within(sheet).getByTestId("cw-by-the-book")).toBeInTheDocument();
    expect(within(sheet).getByTestId("cw-skill-strength")).toHaveTextContent("6");
    expect(within(sheet).getByTestId("cw-bill")).toHaveTextContent("Strength 7 → 6");
    // Every number explains itself: Body opens on its terms and its rule.
    const body = within(within(sheet).getByTestId("cw-attributes")).getByRole("button", { name: /^Body: 8/ });
    await user.hover(body);
    const explanation = await screen.findByTestId("fh-explanation");
    expect(explanation).toHaveTextContent("Strength (lowest)");
    expect(explanation).toHaveTextContent("Calculating Attributes");
    expect(within(within(sheet).getByTestId("cw-resistance-blunt")).getAllByRole("button")[0]).toHaveAccessibleName(/Blunt species resistance: 4/);
  });

  it("makes a quick NPC from a species and a premade spread, and its sheet says the limits were waived", async () => {
    const backend = createScenarioBackend("cw-quick-npc");
    const quick = vi.spyOn(backend, "clockworkQuickNpc");
    const { user, form } = await openForm(backend, "npc", "Gatekeeper");
    await user.click(within(form).getByTestId("cw-quick-npc"));
    expect(within(form).getByTestId("cw-form-problem")).toHaveTextContent("Pick a species.");
    await user.selectOptions(within(form).getByTestId("cw-species"), "ogres");
    await user.selectOptions(within(form).getByTestId("cw-premade"), "5");
    await user.selectOptions(within(form).getByTestId("cw-best-0"), "strength");
    // A skill picked once is not offered again.
    expect(within(within(form).getByTestId("cw-best-1")).queryByRole("option", { name: "Strength" })).not.toBeInTheDocument();
    await user.click(within(form).getByTestId("cw-quick-npc"));
    await waitFor(() =>
      expect(quick).toHaveBeenCalledWith({ name: "Gatekeeper", species: "ogres", premade: 5, best: ["strength"], foci: [], tags: [], notes: "" }),
    );
    const sheet = await screen.findByTestId("cw-sheet");
    // The best skill took the spread's lowest rank; the NPC's vitals note is worded for an NPC.
    const ranks = Array.from(within(sheet).getByTestId("cw-skills").querySelectorAll("tbody tr td:first-of-type")).map((cell) => Number(cell.textContent));
    expect(within(sheet).getByTestId("cw-skill-strength")).toHaveTextContent(String(Math.min(...ranks)));
    expect(within(sheet).getByTestId("cw-waived")).toHaveTextContent("waived");
    expect(within(sheet).getByTestId("cw-waived")).toHaveTextContent("Foci");
  });

  it("saves a character without a build, then builds it by the book from its sheet", async () => {
    const backend = createScenarioBackend("cw-build-later");
    const build = vi.spyOn(backend, "buildCharacter");
    const { user, form } = await openForm(backend, "pc", "Borra");
    await user.click(within(form).getByTestId("save-character"));
    expect(await screen.findByTestId("cw-unbuilt")).toHaveTextContent("No ClockWork build yet");

    await user.click(screen.getByTestId("cw-build"));
    const builder = await screen.findByTestId("cw-create-form");
    expect(within(builder).queryByTestId("save-character")).not.toBeInTheDocument();
    await fillBorra(user, builder, 3);
    await user.click(within(builder).getByTestId("cw-create"));
    await waitFor(() => expect(build).toHaveBeenCalledTimes(1));
    expect(build.mock.calls[0]![0]).toMatchObject({ id: 1, creation: { system: "clockwork", build: { species: "dwarves", premade: 1 } } });
    const sheet = await screen.findByTestId("cw-sheet");
    expect(within(sheet).getByTestId("cw-skill-strength")).toHaveTextContent("6");
  });
});
