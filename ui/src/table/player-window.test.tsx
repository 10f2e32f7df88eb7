import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EncountersPage } from "../encounters/encounters-page";
import { fakePlatform, renderWith } from "../test/render-app";
import { createScenarioBackend } from "../test/scenario";
import { healthBand } from "./health";
import { PlayerWindow } from "./player-window";
import { parseTableQuery, tableQuery } from "./table-options";

// fh-table-window: Joe and Mira against two Bandits (engine-dealt hands) at the countdown, after
// the GM set Bandit 1 to 3 Hit Points with the note "Fell off the bridge".
describe("Players' window", () => {
  it("shows the fight as the party sees it: foes' health in bands, no hand, no GM note", async () => {
    const backend = createScenarioBackend("fh-table-window");
    renderWith(backend, <PlayerWindow options={{ encounterId: 1, side: 0, foeHealth: "bands" }} />);
    const windowEl = await screen.findByTestId("table-window");
    await waitFor(() => expect(within(windowEl).getAllByTestId("table-row")).toHaveLength(4));
    const rows = within(windowEl).getAllByTestId("table-row");
    const joe = rows.find((row) => row.textContent?.includes("Joe"));
    const bandit = rows.find((row) => row.textContent?.includes("Bandit 1"));
    expect(within(joe!).getByTestId("table-health").textContent).toMatch(/\d+ \/ \d+ Hit Points/);
    expect(within(bandit!).getByTestId("table-health").textContent).toMatch(/^(Unhurt|Hurt|Bloodied|Down)/);
    expect(windowEl).not.toHaveTextContent("Fell off the bridge");
    expect(within(windowEl).getByTestId("table-log")).toHaveTextContent("GM override on Bandit 1");
    expect(windowEl.querySelector(".playing-card")).toBeNull();
  });

  it("shows exact numbers for the other side when the GM chooses so", async () => {
    const backend = createScenarioBackend("fh-table-window");
    renderWith(backend, <PlayerWindow options={{ encounterId: 1, side: 1, foeHealth: "exact" }} />);
    const windowEl = await screen.findByTestId("table-window");
    await waitFor(() => expect(within(windowEl).getAllByTestId("table-row")).toHaveLength(4));
    const joe = within(windowEl)
      .getAllByTestId("table-row")
      .find((row) => row.textContent?.includes("Joe"));
    expect(within(joe!).getByTestId("table-health").textContent).toMatch(/\d+ \/ \d+ Hit Points/);
  });

  it("is opened from the GM screen with the GM's choices", async () => {
    const backend = createScenarioBackend("fh-table-window");
    const platform = fakePlatform();
    const { user } = renderWith(backend, <EncountersPage pane={{ mode: "open", id: 1 }} onPane={() => undefined} />, platform);
    await user.click(await screen.findByTestId("gm-table-window"));
    await user.click(screen.getByLabelText(/Exact numbers/));
    await user.click(screen.getByTestId("table-window-open"));
    await waitFor(() => expect(platform.windows).toHaveLength(1));
    expect(platform.windows[0]).toMatchObject({ label: "table-1-0", query: "?table=1&side=0&health=exact" });
    expect(parseTableQuery(platform.windows[0]!.query)).toEqual({ encounterId: 1, side: 0, foeHealth: "exact" });
  });
});

describe("health bands", () => {
  it("reads bloodied at half or below and down at 0", () => {
    expect([healthBand(5, 5), healthBand(4, 5), healthBand(2, 5), healthBand(0, 5), healthBand(-2, 5)]).toEqual([
      "Unhurt",
      "Hurt",
      "Bloodied",
      "Down",
      "Down",
    ]);
    expect(parseTableQuery(tableQuery({ encounterId: 7, side: 1, foeHealth: "bands" }))).toEqual({ encounterId: 7, side: 1, foeHealth: "bands" });
    expect(parseTableQuery("?page=1")).toBeNull();
  });
});
