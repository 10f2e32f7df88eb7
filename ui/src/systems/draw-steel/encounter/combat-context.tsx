import { createContext, useContext, useState, type ReactNode } from "react";
import { useEncounterCommand } from "../../../queries";
import type { Command, CombatView, EncounterView } from "./types";

type CombatContextValue = {
  view: EncounterView;
  combat: CombatView;
  /** Sends one command at the cursor the screen shows; `done` runs once the engine accepted it. */
  send: (command: Command, done?: () => void) => void;
  /**
   * Sends the command `next` picks from each new view, one after another, until it picks none
   * or the engine refuses one (then the refusal is shown). At most `limit` commands.
   */
  sendWhile: (next: (view: EncounterView) => Command | null, limit: number) => Promise<void>;
  busy: boolean;
  error: unknown;
  clearError: () => void;
  setError: (error: unknown) => void;
};

const CombatContext = createContext<CombatContextValue | null>(null);

/** The running combat and the one way to change it, for every panel of the Draw Steel screen. */
export function CombatProvider({ view, combat, children }: { view: EncounterView; combat: CombatView; children: ReactNode }) {
  const command = useEncounterCommand();
  const [error, setError] = useState<unknown>(null);

  const send = (drawSteel: Command, done?: () => void) => {
    setError(null);
    command.mutate(
      { id: view.id, expectedCursor: view.cursor, drawSteel },
      { onSuccess: () => done?.(), onError: (failure) => setError(failure) },
    );
  };

  const sendWhile = async (next: (view: EncounterView) => Command | null, limit: number) => {
    setError(null);
    let current = view;
    for (let i = 0; i < limit; i++) {
      const drawSteel = next(current);
      if (!drawSteel) return;
      try {
        current = await command.mutateAsync({ id: current.id, expectedCursor: current.cursor, drawSteel });
      } catch (failure) {
        setError(failure);
        return;
      }
    }
  };

  return (
    <CombatContext.Provider value={{ view, combat, send, sendWhile, busy: command.isPending, error, clearError: () => setError(null), setError }}>
      {children}
    </CombatContext.Provider>
  );
}

export function useCombat(): CombatContextValue {
  const value = useContext(CombatContext);
  if (!value) throw new Error("useCombat must be used inside a <CombatProvider>");
  return value;
}
