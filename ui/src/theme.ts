// The colour theme: a per-machine preference kept in localStorage, applied as
// `<html data-theme="light|dark|system">`. The CSS maps it to `color-scheme`, which resolves every
// `light-dark()` colour ("system" follows the platform).

import { useCallback, useState } from "react";

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

const STORAGE_KEY = "tablekeep.theme";

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function storedTheme(): Theme {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isTheme(value) ? value : "system";
  } catch {
    // Storage can be unavailable (private mode, locked profile); the default is fine then.
    return "system";
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setThemeState] = useState<Theme>(storedTheme);
  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    applyTheme(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not persisted this time; the choice still applies until the app closes.
    }
  }, []);
  return [theme, setTheme];
}
