import { createContext, useContext, useState, type ReactNode } from "react";
import { useEncounterCommand } from "../../../queries";
import type { Command, EncounterView, FatedHandBattleView } from "./types";

type BattleContextValue = {
  view: EncounterView;
  battle: FatedHandBattleView;
  /** Sends one command at the cursor the screen shows; `done` runs once the engine accepted it. */
  send: (command: Command, done?: () => void) => void;
  /** Sends commands one after another, stopping at the first refusal. */
  sendAll: (commands: Command[]) => Promise<void>;
  busy: boolean;
  error: unknown;
  clearError: () => void;
  setError: (error: unknown) => void;
};

const BattleContext = createContext<BattleContextValue | null>(null);

/** The running battle and the one way to change it, for every panel of the GM screen. */
export function BattleProvider({ view, battle, children }: { view: EncounterView; battle: FatedHandBattleView; children: ReactNode }) {
  const command = useEncounterCommand();
  const [error, setError] = useState<unknown>(null);

  const sendAll = async (commands: Command[]) => {
    setError(null);
    let cursor = view.cursor;
    for (const fatedHand of commands) {
      try {
        cursor = (await command.mutateAsync({ id: view.id, expectedCursor: cursor, fatedHand })).cursor;
      } catch (failure) {
        setError(failure);
        return;
      }
    }
  };
  const send = (fatedHand: Command, done?: () => void) => {
    setError(null);
    command.mutate(
      { id: view.id, expectedCursor: view.cursor, fatedHand },
      { onSuccess: () => done?.(), onError: (failure) => setError(failure) },
    );
  };

  return (
    <BattleContext.Provider value={{ view, battle, send, sendAll, busy: command.isPending, error, clearError: () => setError(null), setError }}>
      {children}
    </BattleContext.Provider>
  );
}

export function useBattle(): BattleContextValue {
  const value = useContext(BattleContext);
  if (!value) throw new Error("useBattle must be used inside a <BattleProvider>");
  return value;
}
