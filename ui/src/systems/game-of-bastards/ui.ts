// A Game of Bastards' screens for the registry: the creation form, the explained sheet with
// its advancement ledger, its Oppositions on the GM screen (loaded on first use), and the page
// of its scenes and monsters.

import { lazy } from "react";
import { systemPage, type SystemUi } from "../system-ui";
import { BastardsCreateForm } from "./create-form";
import { INITIAL_BASTARDS_PAGE_STATE } from "./page-state";
import { BastardsPanel } from "./sheet";
import "./styles/game-of-bastards.css";

const oppositionScreens = () => import("./encounter/screens");

export const gameOfBastardsUi = {
  encounters: {
    PrepEditor: lazy(() => oppositionScreens().then((m) => ({ default: m.BastardsPrepEditor }))),
    GmScreen: lazy(() => oppositionScreens().then((m) => ({ default: m.BastardsGmScreen }))),
    ResultView: lazy(() => oppositionScreens().then((m) => ({ default: m.BastardsResultView }))),
    TableBoard: lazy(() => oppositionScreens().then((m) => ({ default: m.BastardsTableBoard }))),
    newButton: { label: "New Opposition", testId: "gob-new-encounter" },
  },
  character: {
    Panel: BastardsPanel,
    loading: "Loading the Game of Bastards sheet…",
    createHint: "Game of Bastards characters are built by the book: a suit, traits, skills, specialties, advantages and disadvantages on 10 XP.",
    CreateForm: BastardsCreateForm,
  },
  pages: [
    systemPage({
      id: "game-of-bastards",
      label: "A Game of Bastards",
      loading: "Loading A Game of Bastards…",
      initialState: INITIAL_BASTARDS_PAGE_STATE,
      Component: lazy(() => import("./game-of-bastards-page").then((m) => ({ default: m.BastardsPage }))),
    }),
  ],
} satisfies SystemUi;
