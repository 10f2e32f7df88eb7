import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PageErrorBoundary } from "./page-error-boundary";

function Fails({ fail }: { fail: boolean }) {
  if (fail) throw new Error("the chart library did not load");
  return <p>The page</p>;
}

describe("PageErrorBoundary", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows a failing page's error in its place, and the page again once the GM picks another", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <>
        <nav>Encounters</nav>
        <PageErrorBoundary resetKey="/encounters/1">
          <Fails fail />
        </PageErrorBoundary>
      </>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("This page could not be shown");
    expect(screen.getByRole("alert")).toHaveTextContent("the chart library did not load");
    expect(screen.getByText("Encounters")).toBeInTheDocument();

    rerender(
      <>
        <nav>Encounters</nav>
        <PageErrorBoundary resetKey="/characters">
          <Fails fail={false} />
        </PageErrorBoundary>
      </>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText("The page")).toBeInTheDocument();
  });
});
