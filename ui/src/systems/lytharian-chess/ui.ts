// Lytharian Chess's screens for the registry. It is a two-player game of armies and decks, not
// of characters: the campaign offers it as a page (the card library and the army builder) and
// its characters are not made (the campaign page shows it as coming for characters and matches).

import { lazy } from "react";
import { systemPage, type SystemUi } from "../system-ui";
import { NoCharacterPanel } from "./no-character-panel";
import { INITIAL_LYTHARIAN_STATE, type LytharianState } from "./state";

export const lytharianChessUi = {
  encounters: null,
  character: {
    Panel: NoCharacterPanel,
    loading: "Loading…",
    createHint: "Lytharian Chess is played with armies and decks, not characters: build them on the Lytharian Chess page.",
  },
  pages: [
    systemPage({
      id: "lytharian-chess",
      label: "Lytharian Chess",
      loading: "Loading Lytharian Chess…",
      initialState: INITIAL_LYTHARIAN_STATE,
      Component: lazy(() => import("./lytharian-chess-page").then((m) => ({ default: m.LytharianChessPage }))),
      openContent: (state, id): LytharianState => ({ ...state, tab: "library", kind: null, search: "", card: { mode: "edit", id } }),
    }),
  ],
} satisfies SystemUi;
