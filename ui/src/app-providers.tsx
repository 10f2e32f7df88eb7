import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Backend } from "./backend";
import { BackendProvider } from "./backend-context";

/** Everything a component needs around it: the backend and the query cache. */
export function AppProviders({ backend, client, children }: { backend: Backend; client: QueryClient; children: ReactNode }) {
  return (
    <BackendProvider backend={backend}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </BackendProvider>
  );
}
