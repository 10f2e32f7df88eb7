// A Game of Bastards' screens for the registry: the creation form and the explained sheet with
// its advancement ledger, and the page of its scenes. No encounters yet (Oppositions come in a
// later slice).

import { lazy } from "react";
import { systemPage, type SystemUi } from "../system-ui";
import { BastardsCreateForm } from "./create-form";
import { INITIAL_BASTARDS_PAGE_STATE } from "./page-state";
import { BastardsPanel } from "./sheet";
import "./styles/game-of-bastards.css";

export const gameOfBastardsUi = {
  encounters: null,
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
