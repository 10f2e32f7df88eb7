// Fated Hand characters for tests: seeds the fake backend builds through its own rules.

import type { NewBuild } from "../bindings";
import type { SeedCharacter } from "./fake-backend";

export const BRANNOC_BUILD: NewBuild = {
  attributes: { brawn: 1, sleight: 1, mind: 0 },
  skillProficiencies: ["athletics", "trickery"],
  armProficiency: "handaxe",
  talent: "academic",
  season: "autumn",
};

/** A level-2 Scout holding 3 of the Scout's 4 perks (so Hunter and Rogue are reachable), dealt a hand. */
export const BRANNOC: SeedCharacter = {
  name: "Brannoc the Grey",
  fatedHand: {
    build: BRANNOC_BUILD,
    advances: [
      { promotion: { class: "scout", classPerk: "keen_eye", talent: "tough" }, perk: "quick_footed", reason: "Survived the Sunken Crypt" },
      { perk: "lucky_shot", reason: "Held the bridge" },
    ],
    gear: { arms: ["handaxe", "shortbow"], mainArm: "handaxe", items: ["Rope (50 ft)"] },
    hand: [
      { rank: 7, suit: "spades" },
      { rank: 12, suit: "hearts" },
      { rank: 2, suit: "clubs" },
      { rank: 10, suit: "diamonds" },
    ],
  },
};

export const MIRA_BUILD: NewBuild = {
  attributes: { brawn: 0, sleight: 1, mind: 1 },
  skillProficiencies: ["investigation", "knowledge"],
  armProficiency: "quarterstaff",
  talent: "academic",
  season: "summer",
};

/** A level-1 Student with 2 of 4 perks: she may promote to Scholar or Mystic (both magical). */
export const MIRA: SeedCharacter = {
  name: "Mira Quell",
  fatedHand: {
    build: MIRA_BUILD,
    advances: [{ promotion: { class: "student", classPerk: "quiet_study", storySpells: ["gust", "flame"] }, perk: "inspiration" }],
  },
};

/** A level-2 Scholar with 2 of 6 perks: no promotion open yet. */
export const MIRA_SCHOLAR: SeedCharacter = {
  name: "Mira Quell",
  fatedHand: {
    build: MIRA_BUILD,
    advances: [
      { promotion: { class: "student", classPerk: "quiet_study", storySpells: ["gust", "flame"] }, perk: "inspiration" },
      { promotion: { class: "scholar", classPerk: "spirit_fuel", storySpells: ["shout", "detect_thoughts", "calm_emotions"] }, perk: "sorcerous" },
    ],
  },
};
