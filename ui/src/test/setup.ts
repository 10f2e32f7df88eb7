import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { checkScenarios } from "./scenario";

// A shared, busy 2-core machine can take more than the default second to render a screen: wait
// longer before calling an element missing (a real regression still fails, only later).
configure({ asyncUtilTimeout: 4000 });

// jsdom lays nothing out and has no ResizeObserver, which Radix's popovers (to size and place
// themselves) and Recharts' responsive charts ask for: a minimal one that reports nothing.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
  checkScenarios();
});
