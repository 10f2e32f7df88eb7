// ClockWork's screens for the registry: the creation form (with the NPC options and the quick
// NPC) and the explained sheet. No encounters yet.

import type { SystemUi } from "../system-ui";
import { ClockworkCreateForm } from "./create-form";
import { ClockworkPanel } from "./sheet";
import "./styles/clockwork.css";

export const clockworkUi = {
  encounters: null,
  character: {
    Panel: ClockworkPanel,
    loading: "Loading the ClockWork sheet…",
    createHint: "ClockWork characters are built by the book: a skill spread, a species, bonus skills, foci and customization points.",
    CreateForm: ClockworkCreateForm,
  },
  pages: [],
} satisfies SystemUi;
