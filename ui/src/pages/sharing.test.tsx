import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { App } from "../app";
import { fakePlatform, renderWith } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";

describe("Sharing a character with another GM", () => {
  it("exports a hero to the file chosen in the save dialog and imports a file chosen in the open dialog as a new character", async () => {
    // The starter set's Brannoc Vell, exported and imported back into the same campaign: the
    // engine's answers are recorded (share-character), its content is the library's already.
    const backend = createScenarioBackend("share-character");
    const exported = vi.spyOn(backend, "exportCharacter");
    const imported = vi.spyOn(backend, "importCharacter");
    const platform = fakePlatform("/campaigns/brannoc.json", "/campaigns/brannoc.json");
    const { user } = renderWith(backend, <App initialPage="characters" />, platform);

    const list = await screen.findByTestId("character-list");
    await user.click(await within(list).findByRole("button", { name: /Brannoc Vell/ }));
    await user.click(await screen.findByTestId("export-character"));
    await waitFor(() => expect(exported).toHaveBeenCalledWith({ id: 1, path: "/campaigns/brannoc.json", overwrite: true }));
    expect(platform.asked).toEqual([
      { title: "Share Brannoc Vell with another GM", defaultName: "brannoc-vell.character.json", kinds: [{ name: "Tablekeep shared document (JSON)", extensions: ["json"] }] },
    ]);
    expect(await screen.findByTestId("character-exported")).toHaveTextContent("Saved Brannoc Vell to /campaigns/brannoc.json.");

    await user.click(screen.getByTestId("import-character"));
    await waitFor(() => expect(imported).toHaveBeenCalledWith({ path: "/campaigns/brannoc.json" }));
    expect(platform.askedToOpen).toHaveLength(1);
    const notice = await screen.findByTestId("character-imported");
    expect(notice).toHaveTextContent("Brannoc Vell joined this campaign as a new player character, with their history and the content they use:");
    const pieces = within(notice).getAllByRole("listitem");
    expect(pieces.map((piece) => piece.getAttribute("data-outcome"))).toEqual(["kept", "kept", "kept"]);
    expect(pieces[1]).toHaveTextContent("Bulwark (class): already in the library, used as it is");
    // The new character's sheet is open, and the list holds both.
    await waitFor(() => expect(screen.getAllByTestId("character-row").filter((r) => r.textContent?.includes("Brannoc Vell"))).toHaveLength(2));
    expect(await screen.findByTestId("ds-hero-sheet")).toBeInTheDocument();
  });

  it("shows why a file was refused and changes nothing", async () => {
    const backend = createScenarioBackend("share-character-refused");
    const platform = fakePlatform(null, "/campaigns/nothing.json");
    const { user } = renderWith(backend, <App initialPage="characters" />, platform);
    await user.click(await screen.findByTestId("import-character"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveAttribute("data-error-kind", "invalidInput");
    expect(alert).toHaveTextContent("There is no file /campaigns/nothing.json.");
    expect(screen.queryByTestId("character-imported")).not.toBeInTheDocument();
  });
});
