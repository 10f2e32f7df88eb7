// Draw Steel's screens for the registry. Every screen loads on first use (its own chunks), so a
// table that never opens Draw Steel does not pay for it at start-up.

import { lazy } from "react";
import { systemPage, type SystemUi } from "../system-ui";
import { type DrawSteelState, INITIAL_DRAW_STEEL_STATE } from "./state";

const screens = () => import("./encounter/screens");

export const drawSteelUi = {
  encounters: {
    PrepEditor: lazy(() => screens().then((m) => ({ default: m.DrawSteelPrepEditor }))),
    GmScreen: lazy(() => screens().then((m) => ({ default: m.DrawSteelGmScreen }))),
    ResultView: lazy(() => screens().then((m) => ({ default: m.DrawSteelResultView }))),
    TableBoard: lazy(() => screens().then((m) => ({ default: m.DrawSteelTableBoard }))),
    newButton: { label: "New Draw Steel encounter", testId: "dsc-new-encounter" },
  },
  character: {
    Panel: lazy(() => import("./hero-panel").then((m) => ({ default: m.DrawSteelHeroPanel }))),
    loading: "Loading the Draw Steel sheet…",
    createHint: "Create the character, then build the hero on their sheet.",
  },
  pages: [
    systemPage({
      id: "draw-steel",
      label: "Draw Steel",
      loading: "Loading Draw Steel…",
      initialState: INITIAL_DRAW_STEEL_STATE,
      Component: lazy(() => import("./draw-steel-page").then((m) => ({ default: m.DrawSteelPage }))),
      openContent: (state, id): DrawSteelState => ({ ...state, tab: "library", kind: null, search: "", selection: { mode: "edit", id } }),
    }),
  ],
} satisfies SystemUi;
