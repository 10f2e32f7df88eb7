// A Game of Bastards' screens for the registry: the creation form and the explained sheet with
// its advancement ledger. No encounters yet (Oppositions come in a later slice).

import type { SystemUi } from "../system-ui";
import { BastardsCreateForm } from "./create-form";
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
  pages: [],
} satisfies SystemUi;
