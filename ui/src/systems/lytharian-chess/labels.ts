// Lytharian Chess's names as the book prints them, for the forms and lists.

import type {
  LytharianAlignment,
  LytharianArmyPart,
  LytharianCardKind,
  LytharianCreature,
  LytharianElement,
  LytharianEquipmentSlot,
  LytharianGame,
  LytharianMode,
  LytharianPiece,
  LytharianRarity,
  LytharianSpellSubtype,
  LytharianSpellType,
  LytharianValueSource,
} from "../../bindings";

export const CARD_KINDS: readonly LytharianCardKind[] = ["troop", "spell", "equipment"];

export const CARD_KIND_LABEL: Record<LytharianCardKind, string> = { troop: "Troop", spell: "Spell", equipment: "Equipment" };
export const CARD_KIND_PLURAL: Record<LytharianCardKind, string> = { troop: "Troops", spell: "Spells", equipment: "Equipment" };

export const PIECES: readonly LytharianPiece[] = ["king", "queen", "rook", "knight", "bishop", "pawn"];
export const PIECE_LABEL: Record<LytharianPiece, string> = {
  king: "King (K)",
  queen: "Queen (Q)",
  rook: "Rook (R)",
  knight: "Knight (KN)",
  bishop: "Bishop (B)",
  pawn: "Pawn (P)",
};

export const ALIGNMENTS: readonly LytharianAlignment[] = ["good", "evil", "neutral"];
export const ALIGNMENT_LABEL: Record<LytharianAlignment, string> = { good: "Good", evil: "Evil", neutral: "Neutral" };

export const CREATURES: readonly LytharianCreature[] = ["humanoid", "beast", "elemental", "monster"];
export const CREATURE_LABEL: Record<LytharianCreature, string> = { humanoid: "Humanoid", beast: "Beast", elemental: "Elemental", monster: "Monster" };

export const ELEMENTS: readonly LytharianElement[] = ["life", "death", "neutral", "arcane", "air", "fire", "earth", "water"];
export const ELEMENT_LABEL: Record<LytharianElement, string> = {
  life: "Life",
  death: "Death",
  neutral: "Neutral",
  arcane: "Arcane",
  air: "Air",
  fire: "Fire",
  earth: "Earth",
  water: "Water",
};

export const SPELL_TYPES: readonly LytharianSpellType[] = ["aura", "channeled", "curse", "enchant", "fast_cast", "sorcery"];
export const SPELL_TYPE_LABEL: Record<LytharianSpellType, string> = {
  aura: "Aura",
  channeled: "Channeled",
  curse: "Curse",
  enchant: "Enchant",
  fast_cast: "Fast cast",
  sorcery: "Sorcery",
};

export const SUBTYPES: readonly LytharianSpellSubtype[] = [
  "heal",
  "life_drain",
  "mana",
  "mana_drain",
  "damage",
  "removal",
  "protection",
  "movement",
  "counter",
  "discard",
  "draw",
];
export const SUBTYPE_LABEL: Record<LytharianSpellSubtype, string> = {
  heal: "Heal",
  life_drain: "Life drain",
  mana: "Mana",
  mana_drain: "Mana drain",
  damage: "Damage",
  removal: "Removal",
  protection: "Protection",
  movement: "Movement",
  counter: "Counter",
  discard: "Discard",
  draw: "Draw",
};

export const RARITIES: readonly LytharianRarity[] = ["common", "uncommon", "rare", "epic", "legendary"];
export const RARITY_LABEL: Record<LytharianRarity, string> = {
  common: "Common",
  uncommon: "Uncommon",
  rare: "Rare",
  epic: "Epic",
  legendary: "Legendary",
};

export const SLOTS: readonly LytharianEquipmentSlot[] = ["weapon", "armor"];
export const SLOT_LABEL: Record<LytharianEquipmentSlot, string> = { weapon: "Weapon (+Att)", armor: "Armor (+Def)" };

export const MODES: readonly LytharianMode[] = ["standard", "maelstorm", "chaos"];
/** The book spells the second mode "Maelstorm". */
export const MODE_LABEL: Record<LytharianMode, string> = { standard: "Standard", maelstorm: "Maelstorm", chaos: "Chaos" };

export const GAMES: readonly LytharianGame[] = ["full", "battle_duel", "pawn_wars"];
export const GAME_LABEL: Record<LytharianGame, string> = { full: "The full game", battle_duel: "Battle Duel", pawn_wars: "Pawn Wars" };

export const SOURCE_LABEL: Record<LytharianValueSource, string> = { book: "book", gm: "GM", unknown: "unknown" };

export const PART_LABEL: Record<LytharianArmyPart, string> = { troops: "Troops", deck: "Deck" };
