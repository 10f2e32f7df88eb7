import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError } from "../../backend";
import type { ContentError, DrawSteelContent } from "../../bindings";
import { createFakeBackend } from "../../test/fake-backend";
import { fakePlatform, renderApp, renderWith } from "../../test/render-app";
import { App } from "../../app";
import { createScenarioBackend } from "../../test/scenario";

const cite = (section: string) => ({ system: "draw_steel" as const, section });

describe("Draw Steel library", () => {
  it("offers the starter set on an empty library and says what it added", async () => {
    // Brannoc Vell's sheet, opened at the end, is the engine's: a recorded scenario.
    const backend = createScenarioBackend("ds-library-starter");
    const { user } = renderApp(backend, "campaign");
    await screen.findByTestId("campaign-name");
    // Alt+6 opens the Draw Steel page from anywhere.
    await user.keyboard("{Alt>}6{/Alt}");
    expect(screen.getByTestId("nav-draw-steel")).toHaveAttribute("aria-current", "page");

    const panel = await screen.findByTestId("ds-starter-empty");
    await user.click(within(panel).getByTestId("ds-add-starter"));

    const result = await screen.findByTestId("ds-starter-result");
    expect(result).toHaveTextContent("Added 24 pieces to the library: 8 abilities, 6 monsters, 3 ancestries, 4 classes, 3 kits.");
    expect(result).toHaveTextContent("Created 4 premade heroes");
    expect(within(result).getByRole("button", { name: "Brannoc Vell" })).toBeInTheDocument();
    expect(screen.queryByTestId("ds-starter-empty")).not.toBeInTheDocument();

    const rows = await screen.findAllByTestId("ds-content-row");
    expect(rows).toHaveLength(24);
    await user.click(screen.getByTestId("ds-library-kind-monster"));
    await waitFor(() => expect(screen.getAllByTestId("ds-content-row")).toHaveLength(6));
    expect(screen.getAllByTestId("ds-content-row")[0]).toHaveAttribute("data-kind", "monster");

    // The premade heroes are player characters, one click away.
    await user.click(within(result).getByRole("button", { name: "Brannoc Vell" }));
    expect(await screen.findByTestId("ds-hero-sheet")).toBeInTheDocument();
    expect(screen.getByTestId("nav-characters")).toHaveAttribute("aria-current", "page");
  });

  it("saves the library as a content pack and adds a pack, keeping the pieces it already holds", async () => {
    const backend = createScenarioBackend("ds-library-share");
    const exported = vi.spyOn(backend, "exportContentPack");
    const imported = vi.spyOn(backend, "importContentPack");
    const platform = fakePlatform("/campaigns/pack.json", "/campaigns/pack.json");
    const { user } = renderWith(backend, <App initialPage="draw-steel" />, platform);

    await user.click(await screen.findByTestId("ds-export-pack"));
    await waitFor(() => expect(exported).toHaveBeenCalledWith({ system: "draw_steel", path: "/campaigns/pack.json", overwrite: true }));
    expect(platform.asked[0]?.defaultName).toMatch(/^[a-z-]+\.draw-steel-content\.json$/);
    expect(await screen.findByTestId("ds-pack-exported")).toHaveTextContent("Saved the library to /campaigns/pack.json.");

    await user.click(screen.getByTestId("ds-import-pack"));
    await waitFor(() => expect(imported).toHaveBeenCalledWith({ path: "/campaigns/pack.json" }));
    const result = await screen.findByTestId("ds-pack-imported");
    expect(result).toHaveTextContent("Everything in the pack was in the library already; nothing was added.");
    expect(within(result).getAllByRole("listitem")).toHaveLength(24);
    expect(screen.getAllByTestId("ds-content-row")).toHaveLength(24);
  });

  it("saves one piece of the library as a content pack", async () => {
    const backend = createScenarioBackend("ds-library-export-piece");
    const exported = vi.spyOn(backend, "exportContentPack");
    const platform = fakePlatform("/campaigns/bulwark.json");
    const { user } = renderWith(backend, <App initialPage="draw-steel" />, platform);

    await user.click(await screen.findByTestId("ds-library-kind-class"));
    await waitFor(() => expect(screen.getAllByTestId("ds-content-row")).toHaveLength(4));
    const bulwark = screen.getAllByTestId("ds-content-row").find((row) => row.textContent?.includes("Bulwark"));
    await user.click(bulwark as HTMLElement);
    await user.click(await screen.findByTestId("ds-export-piece"));
    await waitFor(() => expect(exported).toHaveBeenCalledWith({ system: "draw_steel", ids: [expect.any(Number)], path: "/campaigns/bulwark.json", overwrite: true }));
    expect(platform.asked[0]?.defaultName).toBe("bulwark.draw-steel-content.json");
    expect(await screen.findByTestId("ds-piece-exported")).toHaveTextContent("Saved Bulwark to /campaigns/bulwark.json.");
  });

  it("authors a monster, showing the engine's problems on their fields and keeping the draft through a refused save", async () => {
    const backend = createFakeBackend();
    const problems: ContentError[] = [
      { field: "stamina", message: "A monster needs at least 1 Stamina: at 0 it is already dead or unconscious.", rule: cite("Stamina") },
      { field: "abilities[0].distance.reach", message: "A melee reach is at least 1 square: a creature reaches what is adjacent to it.", rule: cite("Adjacent") },
    ];
    const check = vi.spyOn(backend, "drawSteelCheckContent").mockImplementation(async ({ content }) => {
      if (content.kind === "monster" && content.data.stamina === 0) return problems;
      return [];
    });
    const save = vi.spyOn(backend, "drawSteelSaveContent");
    const { user } = renderApp(backend, "draw-steel");

    await user.click(await screen.findByTestId("ds-new-monster"));
    const editor = screen.getByTestId("ds-content-editor");
    expect(editor).toHaveAttribute("data-kind", "monster");
    await user.type(screen.getByTestId("ds-content-name"), "Bog Lurker");
    const stamina = screen.getByTestId("ds-field-stamina");
    await user.clear(stamina);
    await user.type(stamina, "0");
    await user.click(screen.getByTestId("ds-add-ability"));
    const ability = screen.getByTestId("ds-item-abilities[0]");
    await user.type(within(ability).getByTestId("ds-field-abilities[0].name"), "Tail Lash");

    // The live check (debounced) puts each problem next to its input.
    expect(await screen.findByTestId("ds-error-stamina")).toHaveTextContent("A monster needs at least 1 Stamina");
    await waitFor(() => expect(screen.getByTestId("ds-error-stamina")).toHaveTextContent("Draw Steel · Stamina"));
    expect(stamina).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByTestId("ds-error-abilities[0].distance.reach")).toHaveTextContent("A melee reach is at least 1 square");
    expect(screen.getByTestId("ds-content-status")).toHaveTextContent("2 problems");
    expect(check).toHaveBeenCalled();
    // The list of problems leads to each field.
    await user.click(within(screen.getByTestId("ds-content-errors")).getByRole("button", { name: "stamina" }));
    expect(stamina).toHaveFocus();

    // The real save refuses; nothing typed is lost.
    save.mockRejectedValueOnce(
      new BackendError({ kind: "invalidInput", message: "This monster cannot be saved (2 problems); nothing was changed.", field: "stamina", rule: null }),
    );
    await user.click(screen.getByTestId("ds-save-content"));
    expect(await screen.findByText(/cannot be saved/)).toBeInTheDocument();
    expect(screen.getByTestId("ds-content-name")).toHaveValue("Bog Lurker");
    expect(screen.getByTestId("ds-field-abilities[0].name")).toHaveValue("Tail Lash");

    // Fixing the field clears its problem, and the save goes through.
    await user.clear(stamina);
    await user.type(stamina, "30");
    await waitFor(() => expect(screen.queryByTestId("ds-error-stamina")).not.toBeInTheDocument());
    await user.click(screen.getByTestId("ds-save-content"));
    expect(await screen.findByTestId("ds-content-saved")).toHaveTextContent("Saved Bog Lurker");
    const saved = save.mock.calls.at(-1)![0].content as Extract<DrawSteelContent, { kind: "monster" }>;
    expect(saved.data.stamina).toBe(30);
    expect(saved.data.abilities?.[0]?.name).toBe("Tail Lash");
    const row = await screen.findByTestId("ds-content-row");
    expect(row).toHaveTextContent("Bog Lurker");
    expect(row).toHaveTextContent("Level 1 · 30 Stamina · size 1M");
  });

  it("edits an ability's tiers and effects, reorders them and reads them back", async () => {
    const backend = createFakeBackend();
    const { user } = renderApp(backend, "draw-steel");

    await user.click(await screen.findByTestId("ds-new-ability"));
    await user.type(screen.getByTestId("ds-content-name"), "Hook and Drag");
    await user.click(screen.getByTestId("ds-field-roll-might"));
    const tier2 = screen.getByTestId("ds-tier-2");
    await user.click(within(tier2).getByTestId("ds-add-effect-damage"));
    await user.click(within(tier2).getByTestId("ds-add-effect-forced_move"));
    await user.selectOptions(within(tier2).getByTestId("ds-field-tiers[1].effects[1].movement"), "pull");
    await user.click(within(tier2).getByTestId("ds-add-effect-condition"));
    await user.click(within(tier2).getByTestId("ds-field-tiers[1].effects[2].potency"));
    await user.selectOptions(within(tier2).getByTestId("ds-field-tiers[1].effects[2].potency.characteristic"), "agility");
    const potency = within(tier2).getByTestId("ds-field-tiers[1].effects[2].potency.value");
    await user.clear(potency);
    await user.type(potency, "2");
    await user.selectOptions(within(tier2).getByTestId("ds-field-tiers[1].effects[2].duration"), "save_ends");

    const summaries = () => within(tier2).getAllByTestId("ds-effect-summary").map((s) => s.textContent);
    expect(summaries()).toEqual(["2 + M damage", "pull 1", "slowed (save ends) if A < 2"]);
    // Move the condition to the top.
    const third = within(tier2).getByTestId("ds-item-tiers[1].effects[2]");
    await user.click(within(third).getByTestId("ds-move-up"));
    await user.click(within(within(tier2).getByTestId("ds-item-tiers[1].effects[1]")).getByTestId("ds-move-up"));
    expect(summaries()).toEqual(["slowed (save ends) if A < 2", "2 + M damage", "pull 1"]);

    await user.click(screen.getByTestId("ds-save-content"));
    await screen.findByTestId("ds-content-saved");
    const stored = await backend.drawSteelListContent({});
    expect(stored.map((s) => s.summary)).toEqual(["Main action · Melee 1 · 1 creature · Might"]);
  });

  it("deletes a piece after asking", async () => {
    const backend = createFakeBackend();
    await backend.drawSteelAddStarterSet();
    const { user } = renderApp(backend, "draw-steel");

    await user.type(await screen.findByTestId("ds-library-search"), "rubble");
    await waitFor(() => expect(screen.getAllByTestId("ds-content-row")).toHaveLength(1));
    await user.click(screen.getByTestId("ds-content-row"));
    expect(await screen.findByTestId("ds-content-name")).toHaveValue("Rubble Hulk");
    await user.click(screen.getByTestId("ds-delete-content"));
    await user.click(screen.getByTestId("ds-delete-content-confirm"));
    await waitFor(() => expect(screen.queryByTestId("ds-content-editor")).not.toBeInTheDocument());
    expect((await backend.drawSteelListContent({ search: "rubble" })).length).toBe(0);
  });

  it("keeps an unsaved draft while the GM visits another page", async () => {
    const backend = createFakeBackend();
    const { user } = renderApp(backend, "draw-steel");

    await user.click(await screen.findByTestId("ds-new-kit"));
    expect(screen.getByTestId("ds-content-status")).toHaveTextContent("Fill it in");
    await user.type(screen.getByTestId("ds-content-name"), "Tower Shield");
    const bonus = screen.getByTestId("ds-field-damageBonus[2]");
    await user.clear(bonus);
    await user.type(bonus, "3");

    await user.click(screen.getByTestId("nav-characters"));
    await user.click(screen.getByTestId("nav-draw-steel"));
    expect(await screen.findByTestId("ds-content-name")).toHaveValue("Tower Shield");
    expect(screen.getByTestId("ds-field-damageBonus[2]")).toHaveValue("3");
    expect(screen.getByTestId("ds-content-editor")).toHaveTextContent("unsaved changes");

    await user.keyboard("{Control>}s{/Control}");
    expect(await screen.findByTestId("ds-content-saved")).toHaveTextContent("Saved Tower Shield");
    expect(await screen.findByTestId("ds-content-row")).toHaveTextContent("free strike 2 · damage +0/+0/+3");
  });
});
