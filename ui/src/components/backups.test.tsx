import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";
import { changesSince } from "./backups";

describe("Backups on the campaign page", () => {
  it("lists a backup with what changed since, previews it, and restores it after backing up the campaign", async () => {
    // One backup, taken at the first edit (Ada Gearwright alone); Brass, Cog and a party came after.
    const backend = createScenarioBackend("campaign-backups");
    const restore = vi.spyOn(backend, "restoreBackup");
    const { user } = renderApp(backend, "campaign");

    const [item] = await screen.findAllByTestId("backup-item");
    expect(within(item).getByTestId("backup-changes")).toHaveTextContent("+2 characters, +1 party since");
    expect(item).toHaveTextContent("160 KB");

    await user.click(within(item).getByTestId("backup-preview"));
    const dialog = await screen.findByTestId("backup-preview-dialog");
    expect(dialog).toHaveTextContent("Test Campaign: 1 character, 0 encounters, 0 parties, 0 game sessions.");
    expect(within(dialog).getByText("Ada Gearwright")).toBeInTheDocument();
    expect(dialog).toHaveTextContent("(ClockWork, Player character)");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("backup-preview-dialog")).not.toBeInTheDocument();

    await user.click(within(item).getByTestId("backup-restore"));
    expect(within(item).getByRole("group", { name: "Restore" })).toHaveTextContent(
      "The campaign as it is now is backed up first, so you can undo this.",
    );
    expect(restore).not.toHaveBeenCalled();
    await user.click(within(item).getByTestId("backup-restore-confirm"));
    await waitFor(() => expect(restore).toHaveBeenCalledWith({ backup: "20260314T190000.000Z.tablekeep" }));

    expect(await screen.findByTestId("restore-done")).toHaveTextContent("so you can restore it to undo this");
    await waitFor(() => expect(screen.getByTestId("count-pcs")).toHaveTextContent("1"));
    const items = await screen.findAllByTestId("backup-item");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Saved before a restore");
    expect(within(items[0]).getByTestId("backup-changes")).toHaveTextContent("−2 characters, −1 party since");
    expect(within(items[1]).getByTestId("backup-changes")).toHaveTextContent("Same counts as now");
  });

  it("offers a damaged campaign's newest good backup when it fails to open, and restores it", async () => {
    // Old Keep's file was cut in half; its one backup holds Warden Ilse.
    const backend = createScenarioBackend("campaign-damaged");
    const restore = vi.spyOn(backend, "restoreBackup");
    const { user } = renderApp(backend, "campaign");

    await user.click(await screen.findByTestId("campaign-switcher"));
    await user.type(screen.getByTestId("open-campaign-path"), "/campaigns/old-keep.tablekeep");
    await user.click(screen.getByTestId("open-campaign-submit"));

    const damaged = await screen.findByTestId("damaged-campaign");
    expect(screen.getByText("This campaign file is damaged")).toBeInTheDocument();
    expect(within(damaged).getByTestId("backup-changes")).toHaveTextContent("1 character, 0 encounters, 0 parties, 0 game sessions");
    await user.click(within(damaged).getByTestId("restore-newest"));
    expect(within(damaged).getByRole("group", { name: "Restore the newest good backup" })).toHaveTextContent(
      "The damaged file is kept beside it, not deleted.",
    );
    await user.click(within(damaged).getByTestId("restore-newest-confirm"));
    await waitFor(() =>
      expect(restore).toHaveBeenCalledWith({ backup: "20260314T190000.000Z.tablekeep", campaign: "/campaigns/old-keep.tablekeep" }),
    );

    // The restored campaign is the open one.
    expect(await screen.findByRole("heading", { level: 2, name: "Old Keep" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("count-pcs")).toHaveTextContent("1"));
  });
});

describe("A damaged campaign at start", () => {
  it("says why no campaign is open and restores the newest good backup from there", async () => {
    // The app started on Old Keep, whose file was cut in half; its one backup holds Warden Ilse.
    const backend = createScenarioBackend("campaign-damaged-start");
    const restore = vi.spyOn(backend, "restoreBackup");
    const { user } = renderApp(backend, "campaign");

    const page = await screen.findByTestId("no-campaign");
    expect(page).toHaveTextContent("Its newest good backup is 20260314T190000.000Z.tablekeep");
    const damaged = await within(page).findByTestId("damaged-campaign");
    await user.click(within(damaged).getByTestId("restore-newest"));
    await user.click(within(damaged).getByTestId("restore-newest-confirm"));
    await waitFor(() => expect(restore).toHaveBeenCalledWith({ backup: "20260314T190000.000Z.tablekeep" }));

    expect(await screen.findByRole("heading", { level: 2, name: "Old Keep" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("count-pcs")).toHaveTextContent("1"));
  });
});

describe("What changed since a backup", () => {
  const counts = (characters: number, encounters = 0, parties = 0, gameSessions = 0) => ({ characters, encounters, parties, gameSessions });

  it("counts up and down, and says when nothing changed", () => {
    expect(changesSince(counts(3, 1), counts(5, 0))).toBe("+2 characters, −1 encounter since");
    expect(changesSince(counts(3), counts(3))).toBe("Same counts as now");
    expect(changesSince(counts(1, 2, 1), null)).toBe("1 character, 2 encounters, 1 party, 0 game sessions");
  });
});
