import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// The shared styles come first; each system's styles come with its screens (through the
// registry, which `App` imports), then the encounter screens' shared styles.
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/controls.css";
import "./styles/characters.css";
import "./styles/panels.css";
import { App } from "./app";
import "./styles/encounters.css";
import { AppProviders } from "./app-providers";
import { tauriBackend } from "./backend";
import { createQueryClient } from "./queries";
import { PlayerWindow } from "./table/player-window";
import { parseTableQuery } from "./table/table-options";
import { applyTheme, storedTheme } from "./theme";

// Before the first paint, so a dark-theme GM never sees a white flash.
applyTheme(storedTheme());

const root = document.getElementById("root");
if (root === null) {
  throw new Error("index.html has no #root element");
}
// The players' window is this page with `?table=…`: the table's read-only view, not the GM's app.
const table = parseTableQuery(window.location.search);
createRoot(root).render(
  <StrictMode>
    <AppProviders backend={tauriBackend} client={createQueryClient()}>
      {table ? <PlayerWindow options={table} /> : <App />}
    </AppProviders>
  </StrictMode>,
);
