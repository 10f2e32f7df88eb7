import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { App } from "../app";
import { AppProviders } from "../app-providers";
import type { Backend } from "../backend";
import type { Page } from "../pages/page";
import type { Platform } from "../platform";
import { createQueryClient } from "../queries";

/** A platform whose save dialog answers `chosen` (a path, or `null`: the GM cancelled). */
export function fakePlatform(chosen: string | null = null): Platform & { asked: Parameters<Platform["chooseSaveFile"]>[0][] } {
  const asked: Parameters<Platform["chooseSaveFile"]>[0][] = [];
  return {
    asked,
    chooseSaveFile: async (options) => {
      asked.push(options);
      return chosen;
    },
  };
}

/** Renders `ui` with a fresh query cache around `backend` (and `platform`: a save dialog the GM cancels). */
export function renderWith(backend: Backend, ui: ReactElement, platform: Platform = fakePlatform()) {
  const user = userEvent.setup();
  const result = render(
    <AppProviders backend={backend} client={createQueryClient()} platform={platform}>
      {ui}
    </AppProviders>,
  );
  return { user, ...result };
}

/** The whole app on `page`, talking to `backend`. */
export function renderApp(backend: Backend, page: Page = "campaign") {
  return renderWith(backend, <App initialPage={page} />);
}
