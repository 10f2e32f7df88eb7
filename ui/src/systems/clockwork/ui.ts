// ClockWork's screens for the registry: the creation form (with the NPC options and the quick
// NPC), the explained sheet, and its combats on the GM screen. The encounter screens load on
// first use (their own chunk).

import { lazy } from "react";
import type { SystemUi } from "../system-ui";
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
  pages: [],
} satisfies SystemUi;
