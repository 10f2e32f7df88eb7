import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { App } from "../app";
import { AppProviders } from "../app-providers";
import type { Backend } from "../backend";
import type { Page } from "../pages/page";
import type { Platform } from "../platform";
import { createQueryClient } from "../queries";

/**
 * A platform whose save dialog answers `chosen` and whose open dialog answers `opened` (a path,
 * or `null`: the GM cancelled); what each dialog was asked is kept.
 */
export function fakePlatform(
  chosen: string | null = null,
  opened: string | null = null,
): Platform & {
  asked: Parameters<Platform["chooseSaveFile"]>[0][];
  askedToOpen: Parameters<Platform["chooseOpenFile"]>[0][];
  windows: Parameters<Platform["openWindow"]>[0][];
} {
  const asked: Parameters<Platform["chooseSaveFile"]>[0][] = [];
  const askedToOpen: Parameters<Platform["chooseOpenFile"]>[0][] = [];
  const windows: Parameters<Platform["openWindow"]>[0][] = [];
  return {
    asked,
    askedToOpen,
    windows,
    openWindow: async (options) => {
      windows.push(options);
    },
    chooseSaveFile: async (options) => {
      asked.push(options);
      return chosen;
    },
    chooseOpenFile: async (options) => {
      askedToOpen.push(options);
      return opened;
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
