import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Backend } from "./backend";
import { BackendProvider } from "./backend-context";
import { PlatformProvider, tauriPlatform, type Platform } from "./platform";

/** Everything a component needs around it: the backend, the platform and the query cache. */
export function AppProviders({
  backend,
  client,
  platform = tauriPlatform,
  children,
}: {
  backend: Backend;
  client: QueryClient;
  platform?: Platform;
  children: ReactNode;
}) {
  return (
    <BackendProvider backend={backend}>
      <PlatformProvider platform={platform}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </PlatformProvider>
    </BackendProvider>
  );
}
