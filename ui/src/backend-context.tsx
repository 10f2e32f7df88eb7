import { createContext, useContext, type ReactNode } from "react";
import type { Backend } from "./backend";

const BackendContext = createContext<Backend | null>(null);

/** Makes `backend` the one every component below talks to (the real one, or a test fake). */
export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  const backend = useContext(BackendContext);
  if (backend === null) {
    throw new Error("useBackend must be used inside a <BackendProvider>");
  }
  return backend;
}
