// The ClockWork encounter screens, one module for the Encounters page to load on demand.

export { ClockworkResultView } from "./end-dialog";
export { ClockworkGmScreen } from "./gm-screen";
export { ClockworkPrepEditor } from "./prep-editor";
export { ClockworkTableBoard } from "./table-board";
