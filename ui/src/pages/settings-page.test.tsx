import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createFakeBackend } from "../test/fake-backend";
import { renderApp } from "../test/render-app";

describe("Settings: theme", () => {
  it("sets data-theme on the document and remembers the choice", async () => {
    const { user, unmount } = renderApp(createFakeBackend(), "settings");

    expect(screen.getByTestId("theme-system")).toBeChecked();
    await user.click(screen.getByTestId("theme-dark"));
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
    expect(window.localStorage.getItem("tablekeep.theme")).toBe("dark");

    await user.click(screen.getByTestId("theme-light"));
    expect(document.documentElement).toHaveAttribute("data-theme", "light");

    // A later start finds the stored choice.
    unmount();
    renderApp(createFakeBackend(), "settings");
    expect(screen.getByTestId("theme-light")).toBeChecked();

    await user.click(screen.getByTestId("theme-system"));
    expect(document.documentElement).toHaveAttribute("data-theme", "system");
  });
});
