// The Draw Steel encounter screens, one module for the Encounters page to load on demand.

export { DrawSteelResultView } from "./end-dialog";
export { DrawSteelGmScreen } from "./gm-screen";
export { DrawSteelPrepEditor } from "./prep-editor";
export { DrawSteelTableBoard } from "./table-board";
