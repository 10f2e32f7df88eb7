import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("Quick NPC", () => {
  it("builds a statted Fated Hand NPC from a class and arms, then opens its sheet", async () => {
    const backend = createScenarioBackend("fh-quick-npc");
    const quick = vi.spyOn(backend, "quickNpc");
    const { user } = renderApp(backend, "npcs");

    await user.click(await screen.findByTestId("quick-npc"));
    await user.click(screen.getByTestId("quick-npc-create"));
    expect(screen.getByTestId("quick-npc-name")).toHaveAccessibleDescription("Give the NPC a name.");
    expect(quick).not.toHaveBeenCalled();

    await user.type(screen.getByTestId("quick-npc-name"), "Harbour guard");
    await waitFor(() => expect(within(screen.getByTestId("quick-npc-class")).getByRole("option", { name: /Guard/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId("quick-npc-class"), "guard");
    await user.selectOptions(screen.getByTestId("quick-npc-arm-select"), "great_axe");
    await user.click(screen.getByTestId("quick-npc-arm-add"));
    await user.selectOptions(screen.getByTestId("quick-npc-arm-select"), "dagger");
    await user.click(screen.getByTestId("quick-npc-arm-add"));
    expect(screen.getAllByTestId("quick-npc-arm")[0]).toHaveTextContent("Main");
    await user.type(screen.getByTestId("quick-npc-tags"), "guard");
    await user.click(screen.getByTestId("quick-npc-create"));

    await waitFor(() =>
      expect(quick).toHaveBeenCalledWith({ name: "Harbour guard", class: "guard", arms: ["great_axe", "dagger"], tags: ["guard"], notes: "" }),
    );
    const sheet = await screen.findByTestId("fh-sheet");
    expect(within(sheet).getByTestId("fh-class-name")).toHaveTextContent("Guard");
    expect(within(sheet).getAllByTestId("fh-arm-row")[0]).toHaveTextContent("Great Axe");
    expect(await screen.findByTestId("character-row")).toHaveTextContent("Harbour guard");
  });
});
