import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { checkScenarios } from "./scenario";

// A shared, busy 2-core machine can take more than the default second to render a screen: wait
// longer before calling an element missing (a real regression still fails, only later).
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
  checkScenarios();
});
