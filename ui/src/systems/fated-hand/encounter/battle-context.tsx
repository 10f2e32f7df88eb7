import { createContext, useContext, type ReactNode } from "react";
import { useEncounterCommands, type EncounterCommands } from "../../../encounters/encounter-commands";
import type { Command, EncounterView, FatedHandBattleView } from "./types";
import { taggedCommand } from "./view";

type BattleContextValue = Omit<EncounterCommands<Command>, "sendWhile"> & {
  view: EncounterView;
  battle: FatedHandBattleView;
  /** Sends commands one after another, stopping at the first refusal. */
  sendAll: (commands: Command[]) => Promise<void>;
};

const BattleContext = createContext<BattleContextValue | null>(null);

/** The running battle and the one way to change it, for every panel of the GM screen. */
export function BattleProvider({ view, battle, children }: { view: EncounterView; battle: FatedHandBattleView; children: ReactNode }) {
  const { sendWhile, ...commands } = useEncounterCommands<Command>(view, (command) => ({ command: taggedCommand(command) }));
  const sendAll = (list: Command[]) => {
    let next = 0;
    return sendWhile(() => list[next++] ?? null, list.length);
  };
  return <BattleContext.Provider value={{ view, battle, sendAll, ...commands }}>{children}</BattleContext.Provider>;
}

export function useBattle(): BattleContextValue {
  const value = useContext(BattleContext);
  if (!value) throw new Error("useBattle must be used inside a <BattleProvider>");
  return value;
}
