import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { App } from "../app";
import { AppProviders } from "../app-providers";
import type { Backend } from "../backend";
import type { Page } from "../pages/page";
import { createQueryClient } from "../queries";

/** Renders `ui` with a fresh query cache around `backend`. */
export function renderWith(backend: Backend, ui: ReactElement) {
  const user = userEvent.setup();
  const result = render(
    <AppProviders backend={backend} client={createQueryClient()}>
      {ui}
    </AppProviders>,
  );
  return { user, ...result };
}

/** The whole app on `page`, talking to `backend`. */
export function renderApp(backend: Backend, page: Page = "campaign") {
  return renderWith(backend, <App initialPage={page} />);
}
