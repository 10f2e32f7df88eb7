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

// Nor does it give a box a size: a Recharts chart's container (charts.tsx) measures as a 600-pixel
// wide pane with the height it declares, so the charts draw their bars for the tests to read.
const measure = HTMLElement.prototype.getBoundingClientRect;
HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
  if (!this.classList.contains("recharts-responsive-container")) return measure.call(this);
  const height = Number.parseFloat(this.style.height) || 0;
  return { x: 0, y: 0, top: 0, left: 0, width: 600, height, right: 600, bottom: height, toJSON: () => ({}) } as DOMRect;
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
  checkScenarios();
});
