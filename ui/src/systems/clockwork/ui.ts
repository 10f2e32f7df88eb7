// ClockWork's screens for the registry: the creation form (with the NPC options and the quick
// NPC), the explained sheet, its combats on the GM screen and the page of the campaign's foci
// and prices. The encounter screens and the page load on first use (their own chunks).

import { lazy } from "react";
import { systemPage, type SystemUi } from "../system-ui";
import { INITIAL_CLOCKWORK_PAGE_STATE, type ClockworkPageState } from "./page-state";
import { ClockworkCreateForm } from "./create-form";
import { ClockworkPanel } from "./sheet";
import "./styles/clockwork.css";

const screens = () => import("./encounter/screens");

export const clockworkUi = {
  encounters: {
    PrepEditor: lazy(() => screens().then((m) => ({ default: m.ClockworkPrepEditor }))),
    GmScreen: lazy(() => screens().then((m) => ({ default: m.ClockworkGmScreen }))),
    ResultView: lazy(() => screens().then((m) => ({ default: m.ClockworkResultView }))),
    TableBoard: lazy(() => screens().then((m) => ({ default: m.ClockworkTableBoard }))),
    newButton: { label: "New ClockWork encounter", testId: "cwc-new-encounter" },
  },
  character: {
    Panel: ClockworkPanel,
    loading: "Loading the ClockWork sheet…",
    createHint: "ClockWork characters are built by the book: a skill spread, a species, bonus skills, foci and customization points.",
    CreateForm: ClockworkCreateForm,
  },
  pages: [
    systemPage({
      id: "clockwork",
      label: "ClockWork",
      loading: "Loading ClockWork…",
      initialState: INITIAL_CLOCKWORK_PAGE_STATE,
      Component: lazy(() => import("./clockwork-page").then((m) => ({ default: m.ClockworkPage }))),
      // A focus found by the global search opens the page with it marked.
      openContent: (_state, id): ClockworkPageState => ({ highlight: id }),
    }),
  ],
} satisfies SystemUi;
