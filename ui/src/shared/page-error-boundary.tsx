import { Component, type ErrorInfo, type ReactNode } from "react";

/**
 * Keeps a page's failure on that page: an error thrown while rendering it (a chart library that
 * will not load, a view the page cannot read) shows a notice in its place, while the navigation,
 * the header and every other page stay usable. Picking another page (a new `resetKey`) clears it.
 */
export class PageErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: Error | null; key: string }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: Error | null; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("A page failed to show", error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="page" role="alert" data-testid="page-error">
          <h2 className="page-title">This page could not be shown</h2>
          <p>Nothing in the campaign was changed. Pick another page, or this one again, to retry.</p>
          <p className="muted">{this.state.error.message}</p>
        </div>
      );
    }
    return this.props.children;
  }
}
