// A Game of Bastards' scenes and monsters: the reads the page shows and the writes that change
// them. A scene's close also writes each character's ledger, so it refreshes the ledgers too.

import { useQuery } from "@tanstack/react-query";
import { useBackend } from "../../backend-context";
import { CHARACTER_READS, useWrite, type CommandName, type Input } from "../../queries";

/** The campaign's Game of Bastards player characters, for the scene's seats and the monster's party. */
export function useBastardsPlayers() {
  const backend = useBackend();
  return useQuery({
    queryKey: ["listCharacters", { kind: "pc", system: "game_of_bastards" }],
    queryFn: () => backend.listCharacters({ kind: "pc", system: "game_of_bastards" }),
  });
}

export function useBastardsScenes() {
  const backend = useBackend();
  return useQuery({ queryKey: ["gameOfBastardsScenes"], queryFn: () => backend.gameOfBastardsScenes() });
}

export function useBastardsScene(id: number) {
  const backend = useBackend();
  return useQuery({ queryKey: ["gameOfBastardsScene", { id }], queryFn: () => backend.gameOfBastardsScene({ id }) });
}

const sceneReads: CommandName[] = ["gameOfBastardsScenes", "gameOfBastardsScene"];
const closeReads: CommandName[] = [...sceneReads, "gameOfBastardsAdvancement", "gameSessionRecap", ...CHARACTER_READS];

export const useBastardsSetScene = () => useWrite((b, input: Input<"gameOfBastardsSetScene">) => b.gameOfBastardsSetScene(input), sceneReads);
export const useBastardsSceneStep = () => useWrite((b, input: Input<"gameOfBastardsSceneStep">) => b.gameOfBastardsSceneStep(input), sceneReads);
export const useBastardsSceneUndo = () => useWrite((b, input: Input<"gameOfBastardsSceneUndo">) => b.gameOfBastardsSceneUndo(input), sceneReads);
export const useBastardsEndScene = () => useWrite((b, input: Input<"gameOfBastardsEndScene">) => b.gameOfBastardsEndScene(input), closeReads);

/** The generator's answer for the party, the card and the picks so far (nothing stored); none until both are given. */
export function useBastardsMonsterPreview(request: Input<"gameOfBastardsMonster"> | null) {
  const backend = useBackend();
  return useQuery({
    queryKey: ["gameOfBastardsMonster", request],
    queryFn: () => backend.gameOfBastardsMonster(request!),
    enabled: request !== null,
  });
}

export function useBastardsMonsters() {
  const backend = useBackend();
  return useQuery({ queryKey: ["gameOfBastardsMonsters"], queryFn: () => backend.gameOfBastardsMonsters() });
}

export const useBastardsSaveMonster = () => useWrite((b, input: Input<"gameOfBastardsSaveMonster">) => b.gameOfBastardsSaveMonster(input), ["gameOfBastardsMonsters"]);
