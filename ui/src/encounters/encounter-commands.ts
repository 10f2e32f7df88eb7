import { useState } from "react";
import type { EncounterCommand } from "../bindings";
import { useEncounterCommand } from "../queries";
import type { EncounterView } from "./types";

/** A system's command as the boundary carries it (the field of `EncounterCommand` it fills). */
export type CommandPayload = Omit<EncounterCommand, "id" | "expectedCursor">;

export type EncounterCommands<C> = {
  /** Sends one command at the cursor the screen shows; `done` runs once the engine accepted it. */
  send: (command: C, done?: () => void) => void;
  /**
   * Sends the command `next` picks from each new view, one after another, until it picks none
   * or the engine refuses one (then the refusal is shown). At most `limit` commands.
   */
  sendWhile: (next: (view: EncounterView) => C | null, limit: number) => Promise<void>;
  busy: boolean;
  /** The last refusal, shown by the GM-screen frame. */
  error: unknown;
  clearError: () => void;
  setError: (error: unknown) => void;
};

/**
 * The one way a system's GM screen changes its encounter: each command goes with the cursor the
 * screen shows (`expectedCursor`), so a command given to a stale screen is refused, not misapplied.
 * `payload` wraps the system's command for the boundary.
 */
export function useEncounterCommands<C>(view: EncounterView, payload: (command: C) => CommandPayload): EncounterCommands<C> {
  const command = useEncounterCommand();
  const [error, setError] = useState<unknown>(null);

  const send = (next: C, done?: () => void) => {
    setError(null);
    command.mutate(
      { id: view.id, expectedCursor: view.cursor, ...payload(next) },
      { onSuccess: () => done?.(), onError: (failure) => setError(failure) },
    );
  };

  const sendWhile = async (next: (view: EncounterView) => C | null, limit: number) => {
    setError(null);
    let current = view;
    for (let i = 0; i < limit; i++) {
      const chosen = next(current);
      if (!chosen) return;
      try {
        current = await command.mutateAsync({ id: current.id, expectedCursor: current.cursor, ...payload(chosen) });
      } catch (failure) {
        setError(failure);
        return;
      }
    }
  };

  return { send, sendWhile, busy: command.isPending, error, clearError: () => setError(null), setError };
}
