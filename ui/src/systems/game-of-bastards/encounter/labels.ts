// Words for the Opposition's moments, commands and states, from the view alone.

import type { BastardsTrait } from "../../../bindings";
import { TRAIT_LABEL, skillName } from "../labels";
import { cardText } from "./cards";
import type { Command, Condition, SeenOpposition } from "./types";

export const CONDITION_LABEL: Record<Condition, string> = {
  standing: "Standing",
  desperation: "Desperation",
  knocked_out: "Knocked Out",
  wounded: "Wounded",
  killed: "Killed",
};

export const sideLabel = (side: number) => (side === 0 ? "Party" : "Foes");

export function nameOf(seen: SeenOpposition, id: number): string {
  return seen.combatants.find((c) => c.id === id)?.name ?? `Combatant ${id}`;
}

const traitWord = (t: BastardsTrait) => TRAIT_LABEL[t];

/** Where the Opposition stands and what the GM does now, in a sentence. */
export function phaseText(seen: SeenOpposition): string {
  const phase = seen.phase;
  if (phase.phase === "initiative") return "Initiative: everyone puts a card from their hand down; the lowest acts first (an Ace counts 1).";
  if (phase.phase === "ended") return "The Opposition is over.";
  const actor = nameOf(seen, phase.actor);
  const step = phase.step;
  if (step.step === "acting") return step.may_discard ? `${actor}'s turn: discard one card or mulligan, then declare an action and a target.` : `${actor}'s turn: declare an action and a target.`;
  if (step.step === "desperation_draw") return `${nameOf(seen, step.combatant)} falls into Desperation: draw Spirit or Luck cards.`;
  const a = nameOf(seen, step.aggressor);
  const d = nameOf(seen, step.defender);
  const drawStep = step.drawStep;
  if (drawStep.step === "defender_face_down") return `${a} has played face down against ${d}; ${d} plays face down now.`;
  if (drawStep.step === "betting") return `Betting: ${drawStep.turn === "aggressor" ? a : d} bets a card face up or stops (up to the skill's rank).`;
  return "Wildcards: either may buy the deck's top card, then the cards are revealed.";
}

/** A command in words, for buttons and the automatic player's hint. */
export function commandText(seen: SeenOpposition, command: Command): string {
  const who = "combatant" in command ? nameOf(seen, command.combatant) : "";
  switch (command.command) {
    case "play_initiative":
      return `${who}: ${cardText(command.card)} as initiative`;
    case "discard":
      return `${who} discards the ${cardText(command.card)}`;
    case "mulligan":
      return `${who} mulligans (a new hand, no action)`;
    case "replace_initiative":
      return `${who} replaces initiative with the ${cardText(command.card)} (no action)`;
    case "attack":
      return `${who} attacks ${nameOf(seen, command.target)} (${command.kind}) with ${skillName(command.skill)} + ${traitWord(command.trait_bonus)}, ${cardText(command.card)} face down`;
    case "defend":
      return `${who} defends with ${skillName(command.skill)} + ${traitWord(command.trait_bonus)}, ${command.card ? `${cardText(command.card)} face down` : "the deck's top card"}`;
    case "bet":
      return `${who} bets the ${cardText(command.card)}`;
    case "stop_betting":
      return `${who} stops betting`;
    case "spend_wildcard":
      return `${who} spends a Wildcard on the top card`;
    case "done_buying":
      return `${who} buys no more`;
    case "desperation_draw":
      return `${who} draws ${traitWord(command.trait_drawn)} cards`;
    case "end_turn":
      return `${who} ends the turn`;
    case "end_opposition":
      return "The characters stop the Opposition";
    case "entered":
      return `${commandText(seen, command.then)} (cards from the table)`;
  }
}
