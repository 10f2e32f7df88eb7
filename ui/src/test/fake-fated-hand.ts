// The Fated Hand commands of the fake backend: builds and their ledger, gear, tracked decks,
// game sessions and table rules, over the test-double rules in fake-fated-hand-rules.ts.

import type { Backend } from "../backend";
import type {
  Advancement,
  Card,
  CharacterKind,
  DeckView,
  FatedHandView,
  Gear,
  GameSessionView,
  NewBuild,
  NewFatedHand,
  Progression,
  Suit,
  SystemId,
  TableRuleView,
} from "../bindings";
import { fail, failRule } from "./fake-errors";
import { advance, award, checkPower, classDef, CONTENT, create, sheet, type FakeRules, type FhState } from "./fake-fated-hand-rules";

const NOW = "2025-03-01T19:30:00.000Z";
const SUITS: Suit[] = ["clubs", "diamonds", "hearts", "spades"];
const SYMBOL: Record<Suit, string> = { clubs: "♣", diamonds: "♦", hearts: "♥", spades: "♠" };
const RANK = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const label = (card: Card) => `${RANK[card.rank]}${SYMBOL[card.suit]}`;
const same = (a: Card) => (b: Card) => a.rank === b.rank && a.suit === b.suit;
/** A fixed "shuffle": 19 is coprime with 52, so this visits every card once. */
const SHUFFLED: Card[] = Array.from({ length: 52 }, (_, i) => {
  const k = (i * 19 + 5) % 52;
  return { rank: (k % 13) + 1, suit: SUITS[Math.floor(k / 13)] as Suit };
});

type Deck = { hand: Card[]; reagents: Card[]; inPlay: Card[]; drawPile: Card[]; discard: Card[] };
type Entry = { entry: Progression; state: FhState; summary: string; reason: string; session: string | null };
type FhRecord = { ledger: Entry[]; gear: Gear; deck: Deck | null };

/** A Fated Hand character as a test wants it: built or not, advanced, equipped, dealt. */
export type FhSeed = {
  build?: NewBuild;
  advances?: Omit<Advancement, "id">[];
  gear?: Gear;
  /** A tracked deck with this hand (the rest in the draw pile). */
  hand?: Card[];
};

/** What the Fated Hand fake needs from the rest of the fake backend. */
export type FhHost = {
  campaign(): void;
  character(id: number): { id: number; name: string; kind: CharacterKind; system: SystemId };
  all(): { id: number; name: string; kind: CharacterKind; system: SystemId }[];
  /** The other members of the character's parties. */
  partyMates(id: number): number[];
  partyMembers(partyId: number): number[];
  insertNpc(fields: { name: string; tags: string[]; notes: string }): number;
  view(id: number): ReturnType<Backend["getCharacter"]> extends Promise<infer V> ? V : never;
};

const TABLE_RULES: Omit<TableRuleView, "chosen">[] = [
  {
    id: "fated_hand.class_perk",
    system: "fated_hand",
    title: "Class Perk on promotion",
    question: "Promotion grants the new class's Class Perk, shown on a class card the rulebook does not include, so no class names its Class Perk.",
    options: [
      { id: "choose", label: "The player picks one perk from the new class's list as its Class Perk." },
      { id: "none", label: "Promotion grants no extra perk." },
    ],
    default: "choose",
    rule: { system: "fated_hand", section: "Promotion" },
  },
  {
    id: "fated_hand.novice_perks",
    system: "fated_hand",
    title: "The Novice's perk list",
    question: "The Novice card lists Beginner's Luck, but the class text says the Novice has no perks.",
    options: [
      { id: "none", label: "The Novice has no perk list: promotion is open at the first advancement." },
      { id: "beginners_luck", label: "The Novice's list is Beginner's Luck: take it before promoting." },
    ],
    default: "none",
    rule: { system: "fated_hand", section: "Classes and Progression" },
  },
];

const MANNER_NAMES: Record<string, string> = {
  live_opposition: "Live Opposition",
  first_hand_experience: "First-Hand Experience",
  demonstration: "Demonstration",
  plagiarism: "Plaigarism",
  dominance: "Dominance",
  sparring: "Sparring",
  education: "Education",
};
const nameOf = (list: { id: string; name: string }[], id: string) => list.find((x) => x.id === id)?.name ?? id;

function summarise(entry: Progression, state: FhState): string {
  if (entry.kind === "created") {
    return `Created as a level-0 Novice, proficient with the ${nameOf(CONTENT.arms, entry.build.armProficiency)}, with the talent ${nameOf(CONTENT.talents, entry.build.talent)}.`;
  }
  if (entry.kind === "knowledge_awarded") {
    const points = state.knowledge.find((k) => k.target.id === entry.target.id)?.points ?? 0;
    return `${entry.points ?? points} Knowledge Points toward ${nameOf(entry.target.kind === "arm" ? CONTENT.arms : CONTENT.spells, entry.target.id)} (${MANNER_NAMES[entry.manner]}).`;
  }
  const perk = nameOf(CONTENT.perks, entry.perk);
  const promotion = entry.promotion;
  if (!promotion) return `Advanced a level and learned ${perk}.`;
  let text = `Advanced and promoted to ${classDef(promotion.class).name}; learned ${perk}`;
  if (promotion.classPerk) text += ` and the Class Perk ${nameOf(CONTENT.perks, promotion.classPerk)}`;
  if (promotion.talent) text += `; gained the talent ${nameOf(CONTENT.talents, promotion.talent)}`;
  if (promotion.storySpells?.length) text += `; learned the Story Spells ${promotion.storySpells.map((s) => nameOf(CONTENT.spells, s)).join(", ")}`;
  return `${text}.`;
}

const deckView = (deck: Deck): DeckView => ({ ...deck, drawPile: deck.drawPile.length, discard: deck.discard });

export function createFatedHandFake(host: FhHost) {
  const records = new Map<number, FhRecord>();
  const choices = new Map<string, string>();
  const sessions: { id: number; name: string; startedAt: string; endedAt: string | null }[] = [];
  const rules = (): FakeRules => ({ classPerk: choices.get("fated_hand.class_perk") ?? "choose", novicePerks: choices.get("fated_hand.novice_perks") ?? "none" });
  const openSession = () => sessions.find((s) => s.endedAt === null) ?? null;

  const record = (id: number): FhRecord => {
    const c = host.character(id);
    if (c.system !== "fated_hand") fail("invalidInput", `${c.name} is a ${c.system} character, not Fated Hand.`);
    return records.get(id) ?? fail("storage", "The fake has no Fated Hand record for this character.");
  };
  const built = (id: number) => {
    const r = record(id);
    const state = r.ledger.at(-1)?.state ?? fail("conflict", `${host.character(id).name} has no Fated Hand build yet; build the character first.`);
    return { r, state };
  };
  const push = (r: FhRecord, entry: Progression, state: FhState, reason?: string | null) =>
    r.ledger.push({ entry, state, summary: summarise(entry, state), reason: reason?.trim() ?? "", session: openSession()?.name ?? null });
  const starting = (build: NewBuild): Gear => ({ arms: [build.armProficiency], mainArm: build.armProficiency, offhandArm: null, armor: null, items: [] });

  function checkGear(gear: Gear) {
    const arm = (id: string) => CONTENT.arms.find((a) => a.id === id) ?? failRule("Arms", `There is no arm "${id}".`);
    for (const id of gear.arms ?? []) if (arm(id).kind === "armor") failRule("Arms", `${arm(id).name} is armor: wear it rather than carry it as an arm.`);
    if (gear.mainArm && !(gear.arms ?? []).includes(gear.mainArm)) failRule("Arms", "The Main Arm must be one of the carried arms.");
    if (gear.offhandArm) {
      if (!gear.mainArm) failRule("Arms", "Choose a Main Arm before an Offhand Arm.");
      if ([gear.mainArm, gear.offhandArm].some((id) => id && arm(id).twoHanded)) {
        failRule("Arms List", "A Two-Hander needs both hands: it cannot be paired with an Offhand Arm.");
      }
    }
    if (gear.armor && arm(gear.armor).kind !== "armor") failRule("Arms", `${arm(gear.armor).name} is not armor.`);
  }

  function deal(id: number, r: FhRecord, hand?: Card[]) {
    const size = sheet(built(id).state, r.gear, rules()).handSize.value;
    const chosen = hand ?? SHUFFLED.slice(0, size);
    r.deck = { hand: [...chosen], reagents: [], inPlay: [], drawPile: SHUFFLED.filter((c) => !chosen.some(same(c))), discard: [] };
  }

  function build(id: number, input: NewFatedHand) {
    const state = create(input.build);
    const gear = input.gear ?? starting(input.build);
    checkGear(gear);
    const r: FhRecord = { ledger: [], gear, deck: null };
    push(r, { kind: "created", build: input.build }, state);
    records.set(id, r);
  }

  const commands = {
    fatedHandContent: async () => ({ content: CONTENT }),
    previewBuild: async ({ build: input, gear }) => {
      const g = gear ?? starting(input);
      checkGear(g);
      return sheet(create(input), g, rules());
    },
    buildCharacter: async ({ id, creation }) => {
      host.campaign();
      if (host.character(id).system !== creation.system) fail("invalidInput", "A Fated Hand build needs a Fated Hand character.", "creation.system");
      const fatedHand = { build: creation.build, gear: creation.gear };
      if (record(id).ledger.length > 0) fail("conflict", `${host.character(id).name} is already built.`);
      build(id, fatedHand);
      return host.view(id);
    },
    advanceCharacter: async ({ id, reason, ...input }) => {
      const { r, state } = built(id);
      push(r, { kind: "advanced", promotion: input.promotion ?? null, perk: input.perk, magic_type: input.magicType ?? null }, advance(state, input, rules()), reason);
      return host.view(id);
    },
    awardKnowledge: async ({ id, target, manner, points, reason }) => {
      const { r, state } = built(id);
      push(r, { kind: "knowledge_awarded", target, manner, points: points ?? null }, award(state, target, manner, points), reason);
      return host.view(id);
    },
    undoProgression: async ({ id }) => {
      const { r } = built(id);
      if (r.ledger.length < 2) fail("conflict", `${host.character(id).name} has nothing to undo since creation.`);
      r.ledger.pop();
      return host.view(id);
    },
    updateGear: async ({ id, gear }) => {
      checkGear(gear);
      record(id).gear = gear;
      return host.view(id);
    },
    skillCheck: async ({ id, check }) => {
      const { r, state } = built(id);
      const power = (card: Card) => checkPower(state, check.skill, card, label(card), check.talent);
      const result = (card: Card) => {
        const p = power(card);
        const difficulty = check.difficulty ?? null;
        return { card, power: p, difficulty, success: difficulty === null ? null : p.value >= difficulty };
      };
      const deck = r.deck;
      if (!deck) {
        const c = check.card;
        const card = c.mode === "topdeck" ? (c.entered ?? fail("invalidInput", "This character's deck is not tracked (no session dealt it): enter the card that came up.", "card")) : c.card;
        return { outcome: result(card), deck: null, reagentDraws: [] };
      }
      const next: Deck = { hand: [...deck.hand], reagents: [...deck.reagents], inPlay: [...deck.inPlay], drawPile: [...deck.drawPile], discard: [...deck.discard] };
      let card: Card;
      if (check.card.mode === "hand") {
        card = check.card.card;
        if (!next.hand.some(same(card))) failRule("Skill Checks", `${label(card)} is not in this character's hand.`);
        next.hand = next.hand.filter((c) => !same(card)(c));
      } else if (check.card.mode === "mid_combat") {
        card = check.card.card;
        if (next.inPlay.length !== 2 || !next.inPlay.some(same(card))) {
          failRule("Mid Combat Checks", `${label(card)} is not one of the two cards drawn for this check; draw two first, then play one of them.`);
        }
        next.discard.push(...next.inPlay.filter((c) => !same(card)(c)));
        next.inPlay = [];
      } else {
        const entered = check.card.entered;
        card = entered ?? next.drawPile[0] ?? failRule("Topdeck Checks", "No card is left to draw.");
        if (!next.drawPile.some(same(card))) failRule("Topdeck Checks", `${label(card)} is not in the DrawPile pile.`);
        next.drawPile = next.drawPile.filter((c) => !same(card)(c));
      }
      const outcome = result(card);
      next.discard.push(card);
      if (next.hand.length === 0) next.hand = next.drawPile.splice(0, 4);
      r.deck = next;
      const reagentDraws = host.partyMates(id).flatMap((mate) => {
        const other = records.get(mate);
        const mateState = other?.ledger.at(-1)?.state;
        if (!other?.deck || !mateState || !classDef(mateState.classes.at(-1) ?? "novice").magical) return [];
        const drawn = other.deck.drawPile.shift();
        if (!drawn) return [];
        other.deck.reagents.push(drawn);
        return [{ characterId: mate, name: host.character(mate).name, card: drawn }];
      });
      return { outcome, deck: deckView(next), reagentDraws };
    },
    drawCheckCards: async ({ id }) => {
      const { r } = built(id);
      const deck = r.deck ?? fail("conflict", `${host.character(id).name}'s deck is not tracked; start a game session to deal it.`);
      if (deck.inPlay.length > 0) failRule("Mid Combat Checks", "Two cards are already drawn for a check; play one of them first.");
      deck.inPlay = deck.drawPile.splice(0, 2);
      return deckView(deck);
    },
    quickNpc: async ({ name, class: target, arms = [], tags = [], notes = "" }) => {
      host.campaign();
      classDef(target);
      const path = pathTo(target) ?? failRule("Promotion", `No promotion path leads to ${target}.`);
      const build: NewBuild = { attributes: { brawn: 1, sleight: 1, mind: 0 }, skillProficiencies: ["athletics", "intimidation"], armProficiency: "club", talent: "tough", season: "spring" };
      const gear: Gear = { arms, mainArm: arms[0] ?? null, offhandArm: null, armor: null, items: [] };
      checkGear(gear);
      const id = host.insertNpc({ name, tags, notes });
      const r: FhRecord = { ledger: [], gear, deck: null };
      let state = create(build);
      push(r, { kind: "created", build }, state, "Quick NPC builder");
      for (const cls of path.slice(1)) {
        state = { ...state, level: state.level + 1, classes: [...state.classes, cls] };
        r.ledger.push({ entry: { kind: "advanced", promotion: { class: cls }, perk: "" }, state, summary: `Promoted to ${classDef(cls).name}.`, reason: "Quick NPC builder", session: null });
      }
      state = { ...state, knowledge: arms.map((arm) => ({ target: { kind: "arm", id: arm }, points: 4 })) };
      r.ledger[r.ledger.length - 1] = { ...(r.ledger.at(-1) as Entry), state };
      records.set(id, r);
      return host.view(id);
    },
    startGameSession: async ({ name, partyId }) => {
      host.campaign();
      if (name.trim() === "") fail("invalidInput", "The name must not be empty.", "name");
      const open = openSession();
      if (open) fail("conflict", `"${open.name}" is still open; end it first.`);
      const ids = partyId != null ? host.partyMembers(partyId) : host.all().filter((c) => c.kind === "pc").map((c) => c.id);
      const dealt = ids.filter((id) => host.character(id).system === "fated_hand" && (records.get(id)?.ledger.length ?? 0) > 0);
      for (const id of dealt) deal(id, records.get(id) as FhRecord);
      const session = { id: sessions.length + 1, name: name.trim(), startedAt: NOW, endedAt: null };
      sessions.unshift(session);
      return { ...session, decks: dealt.map((id) => host.character(id).name) };
    },
    endGameSession: async () => {
      host.campaign();
      const open = openSession() ?? fail("conflict", "No game session is open.");
      open.endedAt = NOW;
      const gathered = [...records].filter(([, r]) => r.deck).map(([id, r]) => {
        const d = r.deck as Deck;
        r.deck = { hand: [], reagents: [], inPlay: [], discard: [], drawPile: [...d.drawPile, ...d.hand, ...d.reagents, ...d.inPlay, ...d.discard] };
        return host.character(id).name;
      });
      return { ...open, decks: gathered } satisfies GameSessionView;
    },
    listGameSessions: async () => {
      host.campaign();
      return sessions.map((s) => ({ ...s, decks: [] }));
    },
    listTableRules: async () => {
      host.campaign();
      return TABLE_RULES.map((rule) => ({ ...rule, chosen: choices.get(rule.id) ?? rule.default }));
    },
    setTableRule: async ({ id, option }) => {
      host.campaign();
      const rule = TABLE_RULES.find((r) => r.id === id) ?? fail("notFound", `There is no table rule "${id}".`);
      if (option != null && !rule.options.some((o) => o.id === option)) fail("invalidInput", `"${option}" is not an option of ${rule.title}.`, "option");
      if (id === "fated_hand.novice_perks" && option === "beginners_luck") {
        for (const [cid, r] of records) {
          const state = r.ledger.at(-1)?.state;
          if (state && state.classes.length > 1 && !state.perks.some((p) => p.id === "beginners_luck")) {
            fail("conflict", `${host.character(cid).name}'s recorded history would break under this option: a Novice may promote once half or more of its Perk List is learned.`);
          }
        }
      }
      if (option == null) choices.delete(id);
      else choices.set(id, option);
      return { ...rule, chosen: option ?? rule.default };
    },
  } satisfies Partial<Backend>;

  return {
    commands,
    /** Gives a new character its build (createCharacter with `fatedHand`), or marks it unbuilt. */
    attach(id: number, fatedHand: NewFatedHand | null | undefined) {
      records.set(id, { ledger: [], gear: {}, deck: null });
      if (fatedHand) build(id, fatedHand);
    },
    /** Checks a build before the character is stored, so a refused creation stores nothing. */
    check(fatedHand: NewFatedHand) {
      create(fatedHand.build);
      checkGear(fatedHand.gear ?? starting(fatedHand.build));
    },
    seed(id: number, seed: FhSeed) {
      this.attach(id, seed.build ? { build: seed.build, gear: seed.gear ?? null } : null);
      for (const { reason, ...step } of seed.advances ?? []) {
        const { r, state } = built(id);
        push(r, { kind: "advanced", promotion: step.promotion ?? null, perk: step.perk, magic_type: step.magicType ?? null }, advance(state, step, rules()), reason);
      }
      if (seed.hand) deal(id, record(id), seed.hand);
    },
    view(id: number): FatedHandView | null {
      const r = records.get(id);
      if (!r) return null;
      const last = r.ledger.at(-1);
      return {
        sheet: last ? sheet(last.state, r.gear, rules()) : null,
        gear: r.gear,
        history: r.ledger.map((e, i) => ({ seq: i + 1, summary: e.summary, entry: e.entry, session: e.session, reason: e.reason, recordedAt: NOW })),
        canUndoProgression: r.ledger.length > 1,
        deck: r.deck ? deckView(r.deck) : null,
      };
    },
    forget(id: number) {
      records.delete(id);
    },
  };
}

/** The classes from the Novice to `target` along Promotion Lists (breadth first). */
function pathTo(target: string): string[] | null {
  const queue: string[][] = [["novice"]];
  while (queue.length > 0) {
    const path = queue.shift() as string[];
    const last = path.at(-1) as string;
    if (last === target) return path;
    for (const next of classDef(last).promotions) queue.push([...path, next]);
  }
  return null;
}
