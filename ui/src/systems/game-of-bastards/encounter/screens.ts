// The Game of Bastards Opposition screens, one module for the Encounters page to load on demand.

export { BastardsResultView } from "./end-dialog";
export { BastardsGmScreen } from "./gm-screen";
export { BastardsPrepEditor } from "./prep-editor";
export { BastardsTableBoard } from "./table-board";
