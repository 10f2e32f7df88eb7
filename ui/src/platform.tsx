// The seam between the UI and the desktop it runs on, beside the backend's: what only the OS
// can do for the GM, such as choosing where a file goes or which file to read. Components take it from context; the
// app gives the Tauri one, tests a fake.

import { createContext, useContext, type ReactNode } from "react";

/** One kind of file a save dialog offers. */
export type FileKind = { name: string; extensions: string[] };

export type Platform = {
  /**
   * Asks the GM where to save a file, in the system's own save dialog (which asks before
   * replacing a file); the path chosen, or `null` when the GM cancelled.
   */
  chooseSaveFile: (options: { title: string; defaultName: string; kinds: FileKind[] }) => Promise<string | null>;
  /**
   * Asks the GM which file to read, in the system's own open dialog; the path chosen, or `null`
   * when the GM cancelled. The api reads the file.
   */
  chooseOpenFile: (options: { title: string; kinds: FileKind[] }) => Promise<string | null>;
  /**
   * Opens (or brings forward) a second window on `query` (the players' window: `?table=…`), with
   * `label` naming it so one encounter has one such window.
   */
  openWindow: (options: { label: string; title: string; query: string }) => Promise<void>;
};

/** The desktop app's platform: Tauri's dialog plugin. */
export const tauriPlatform: Platform = {
  chooseSaveFile: async ({ title, defaultName, kinds }) => {
    const { save } = await import("@tauri-apps/plugin-dialog");
    return (await save({ title, defaultPath: defaultName, filters: kinds })) ?? null;
  },
  chooseOpenFile: async ({ title, kinds }) => {
    const { open } = await import("@tauri-apps/plugin-dialog");
    const chosen = await open({ title, filters: kinds, multiple: false, directory: false });
    return typeof chosen === "string" ? chosen : null;
  },
  openWindow: async ({ label, title, query }) => {
    const { WebviewWindow } = await import("@tauri-apps/api/webviewWindow");
    const open = await WebviewWindow.getByLabel(label);
    if (open) {
      await open.setFocus();
      return;
    }
    // The window's capability (capabilities/table.json) lets it read the table view, nothing else.
    const created = new WebviewWindow(label, { url: `index.html${query}`, title, width: 900, height: 640 });
    await new Promise<void>((resolve, reject) => {
      void created.once("tauri://created", () => resolve());
      void created.once("tauri://error", (event) => reject(new Error(String(event.payload))));
    });
  },
};

const PlatformContext = createContext<Platform>(tauriPlatform);

/** Makes `platform` the one every component below uses. */
export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
