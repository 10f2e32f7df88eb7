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
  /** Asks the GM for one existing file to read, in the system's own open dialog; `null` when cancelled. */
  chooseOpenFile: (options: { title: string; kinds: FileKind[] }) => Promise<string | null>;
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
};

const PlatformContext = createContext<Platform>(tauriPlatform);

/** Makes `platform` the one every component below uses. */
export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
