// Long work the backend runs as a job (exporting or importing a whole campaign): the command
// answers at once with the job's id, and the UI asks how it stands until it has finished.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useBackend } from "./backend-context";

/** How often a running job is asked how it stands. */
const POLL_MS = 250;

/** The status of `job` (none while `job` is null), asked again until it has finished. */
export function useJobStatus(job: number | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ["jobStatus", job],
    queryFn: () => backend.jobStatus({ job: job ?? 0 }),
    enabled: job !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.state !== "running" ? false : POLL_MS),
  });
}

/** Asks a running job to stop; its status then shows it cancelled (nothing left behind). */
export function useCancelJob() {
  const backend = useBackend();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: number) => backend.cancelJob({ job }),
    onSuccess: (status) => client.setQueryData(["jobStatus", status.job], status),
  });
}
