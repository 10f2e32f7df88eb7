import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { AppProviders } from "./app-providers";
import { tauriBackend } from "./backend";
import { createQueryClient } from "./queries";
import { applyTheme, storedTheme } from "./theme";
import "./styles/base.css";
import "./styles/layout.css";
import "./styles/controls.css";
import "./styles/characters.css";
import "./styles/panels.css";
import "./systems/fated-hand/styles/sheet.css";
import "./systems/fated-hand/styles/cards.css";
import "./systems/fated-hand/styles/panels.css";
import "./systems/fated-hand/styles/ledger.css";
import "./systems/fated-hand/styles/wizard.css";
import "./systems/fated-hand/styles/tree.css";
import "./styles/encounters.css";

// Before the first paint, so a dark-theme GM never sees a white flash.
applyTheme(storedTheme());

const root = document.getElementById("root");
if (root === null) {
  throw new Error("index.html has no #root element");
}
createRoot(root).render(
  <StrictMode>
    <AppProviders backend={tauriBackend} client={createQueryClient()}>
      <App />
    </AppProviders>
  </StrictMode>,
);
