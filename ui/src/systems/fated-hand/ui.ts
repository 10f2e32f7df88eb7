// Fated Hand's screens for the registry. Loaded with the app (Fated Hand is the default system).

import type { SystemUi } from "../system-ui";
import { FatedHandCreateForm } from "./character-create";
import { ResultView } from "./encounter/end-dialog";
import { GmScreen } from "./encounter/gm-screen";
import { PrepEditor } from "./encounter/prep-editor";
import { FatedHandTableBoard } from "./encounter/table-board";
import { FatedHandPanel } from "./fated-hand-sheet";
import { QuickNpcForm } from "./quick-npc-form";
import "./styles/sheet.css";
import "./styles/cards.css";
import "./styles/panels.css";
import "./styles/ledger.css";
import "./styles/wizard.css";
import "./styles/tree.css";

export const fatedHandUi = {
  encounters: { PrepEditor, GmScreen, ResultView, TableBoard: FatedHandTableBoard },
  character: { Panel: FatedHandPanel, loading: "Loading the Fated Hand sheet…", CreateForm: FatedHandCreateForm, QuickNpc: QuickNpcForm },
  pages: [],
} satisfies SystemUi;
