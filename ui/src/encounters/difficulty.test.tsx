import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DifficultyEstimate } from "../bindings";
import { renderApp } from "../test/render-app";
import { createScenarioBackend, recordedRead } from "../test/scenario";
import { percent } from "./simulation-panel";

const LABEL = { easy: "Easy", even: "Even", hard: "Hard", deadly: "Deadly" } as const;
const shown = (e: DifficultyEstimate) => `${LABEL[e.difficulty]} party wins ${percent(e.partyWins.estimate)}`;

describe("difficulty at a glance", () => {
  it("labels a prepared encounter in the list and in its preparation, and again once the GM's roster settles", async () => {
    // ds-korva with Korva against two Mire Gnawers, prepared (id 1).
    const backend = createScenarioBackend("sim-difficulty");
    const estimate = vi.spyOn(backend, "estimateEncounterDifficulty");
    const { user } = renderApp(backend, "encounters");
    const saved = recordedRead<DifficultyEstimate>("sim-difficulty", "estimate_encounter_difficulty", { id: 1 });

    const inList = await screen.findByTestId("encounter-difficulty-1");
    await waitFor(() => expect(inList).toHaveTextContent(shown(saved)));
    expect(inList).toHaveAttribute("title", expect.stringMatching(/^The party won \d+ of 1000 simulated fights/));

    await user.click(screen.getByTestId("encounter-open-1"));
    const prep = await screen.findByTestId("prep-difficulty-label");
    await waitFor(() => expect(prep).toHaveTextContent(shown(saved)));
    expect(prep).toHaveTextContent(saved.explanation);

    // Two more gnawers: the estimate is asked once the roster has stayed the same for a moment,
    // with the edited plan (nothing is saved).
    const count = screen.getByTestId("dsc-monster-count");
    await user.clear(count);
    await user.type(count, "2");
    await user.click(screen.getByTestId("dsc-add-monster"));
    const calls = estimate.mock.calls.length;
    await waitFor(() => expect(estimate.mock.calls.length).toBeGreaterThan(calls), { timeout: 3000 });
    const edited = estimate.mock.calls.at(-1)?.[0];
    expect(edited?.id).toBe(1);
    expect(edited?.plan?.participants).toHaveLength(5);
    const harder = recordedRead<DifficultyEstimate>("sim-difficulty", "estimate_encounter_difficulty", edited);
    expect(harder.partyWins.count).toBeLessThan(saved.partyWins.count);
    await waitFor(() => expect(within(screen.getByTestId("prep-difficulty")).getByTestId("prep-difficulty-label")).toHaveTextContent(shown(harder)));
  });

  it("sets the thresholds in Settings, refuses them out of order on the field named, and returns to the defaults", async () => {
    const backend = createScenarioBackend("settings-difficulty");
    const set = vi.spyOn(backend, "setDifficultyThresholds");
    const { user } = renderApp(backend, "settings");

    const section = await screen.findByTestId("difficulty-thresholds");
    expect(section).toHaveTextContent("easy from 90%, even from 60%, hard from 30%, deadly below");
    expect(within(section).getByTestId("difficulty-easyFrom")).toHaveValue("90");
    expect(within(section).queryByTestId("difficulty-reset")).not.toBeInTheDocument();

    const type = async (key: string, value: string) => {
      const input = within(section).getByTestId(`difficulty-${key}`);
      await user.clear(input);
      await user.type(input, value);
    };
    await type("easyFrom", "95");
    await type("evenFrom", "70");
    await type("hardFrom", "40");
    await user.click(within(section).getByTestId("difficulty-save"));
    expect(set).toHaveBeenLastCalledWith({ thresholds: { easyFrom: 95, evenFrom: 70, hardFrom: 40 } });
    await waitFor(() => expect(within(section).getByTestId("difficulty-reset")).toBeInTheDocument());
    expect(within(section).getByTestId("difficulty-hardFrom")).toHaveValue("40");

    await type("hardFrom", "80");
    await user.click(within(section).getByTestId("difficulty-save"));
    expect(await within(section).findByTestId("difficulty-error")).toHaveTextContent("Hard starts below even (70%)");
    expect(within(section).getByTestId("difficulty-hardFrom")).toHaveAttribute("aria-invalid", "true");

    await user.click(within(section).getByTestId("difficulty-reset"));
    expect(set).toHaveBeenLastCalledWith({ thresholds: null });
    await waitFor(() => expect(within(section).getByTestId("difficulty-easyFrom")).toHaveValue("90"));
    expect(within(section).queryByTestId("difficulty-reset")).not.toBeInTheDocument();
  });
});
