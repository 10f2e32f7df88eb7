import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createScenarioBackend } from "../test/scenario";
import { fakePlatform, renderWith } from "../test/render-app";
import { CampaignPage } from "./campaign-page";

describe("Campaign page: export and import", () => {
  it("exports the campaign where the save dialog points, then imports the export as a new campaign and opens it", async () => {
    const backend = createScenarioBackend("campaign-export-import");
    const platform = fakePlatform("/campaigns/test-campaign.json", "/campaigns/test-campaign.json");
    const { user } = renderWith(backend, <CampaignPage />, platform);

    await user.click(await screen.findByTestId("export-campaign"));
    const exported = await screen.findByTestId("job-done");
    expect(exported).toHaveTextContent(/Exported \d+ records \([\d.]+ KB\) to \/campaigns\/test-campaign\.json\./);
    expect(platform.asked[0]).toMatchObject({ defaultName: "test-campaign.json", kinds: [{ extensions: ["json"] }] });

    await user.click(within(exported).getByTestId("job-dismiss"));
    expect(screen.queryByTestId("job-done")).toBeNull();

    // Import: the open dialog gives the document, the save dialog the new campaign file.
    platform.chooseSaveFile = async (options) => {
      platform.asked.push(options);
      return "/campaigns/test-campaign.tablekeep";
    };
    await user.click(screen.getByTestId("import-campaign"));
    const imported = await screen.findByTestId("job-done");
    expect(imported).toHaveTextContent("Imported “Test Campaign”");
    expect(imported).toHaveTextContent("/campaigns/test-campaign.tablekeep");
    expect(platform.askedToOpen).toHaveLength(1);
    expect(platform.asked[1]).toMatchObject({ defaultName: "test-campaign.tablekeep", kinds: [{ extensions: ["tablekeep"] }] });

    await user.click(within(imported).getByTestId("open-imported"));
    await waitFor(() => expect(screen.getByTestId("campaign-path")).toHaveTextContent("/campaigns/test-campaign.tablekeep"));
    expect(screen.getByTestId("count-npcs")).toHaveTextContent("1");
    expect(screen.getByTestId("count-parties")).toHaveTextContent("1");
  });

  it("shows a refused import and a failed one, each with what went wrong", async () => {
    const backend = createScenarioBackend("campaign-import-refused");
    const platform = fakePlatform("/campaigns/main.tablekeep", "/campaigns/main.tablekeep");
    const { user } = renderWith(backend, <CampaignPage />, platform);

    // The new campaign would be the open campaign's own file: refused before anything starts.
    await user.click(await screen.findByTestId("import-campaign"));
    const refused = await screen.findByRole("alert");
    expect(refused).toHaveAttribute("data-error-kind", "campaignExists");

    // A campaign file is not an export: the job fails, saying where.
    platform.chooseSaveFile = async () => "/campaigns/from-a-campaign.tablekeep";
    await user.click(screen.getByTestId("import-campaign"));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveAttribute("data-error-kind", "invalidInput"));
    expect(screen.getByRole("alert")).toHaveTextContent("not valid JSON");
  });

  it("does nothing when the GM cancels a dialog", async () => {
    const backend = createScenarioBackend("campaign-dialogs-cancelled");
    const platform = fakePlatform(null, null);
    const { user } = renderWith(backend, <CampaignPage />, platform);
    await user.click(await screen.findByTestId("export-campaign"));
    await user.click(screen.getByTestId("import-campaign"));
    expect(platform.asked).toHaveLength(1);
    expect(platform.askedToOpen).toHaveLength(1);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByTestId("job-progress")).toBeNull();
  });
});
