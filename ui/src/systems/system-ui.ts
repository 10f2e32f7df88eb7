// What a system gives the shared screens: its encounter screens, its character panels and its
// own pages. Each system fills one `SystemUi` in its folder (`systems/<sys>/ui.ts`); the
// registry (`registry.ts`) maps every `SystemId` to one.

import type { ComponentType, ReactNode } from "react";
import type { UseMutationResult } from "@tanstack/react-query";
import type { CharacterKind, CharacterView, EncounterView, NewCharacter, TableBattle } from "../bindings";

/** The props of a system's encounter preparation editor. */
export type PrepEditorProps = {
  /** The saved encounter, or null for a new one. */
  view: EncounterView | null;
  onSaved: (view: EncounterView) => void;
  /** Opens the quick NPC form (for systems that make quick NPCs). */
  onQuickNpc?: () => void;
};

/** The props of a system's view of an ended encounter. */
export type ResultViewProps = {
  view: EncounterView;
  onOpenCharacter?: (kind: CharacterKind, id: number) => void;
};

/** A system's encounter screens, which the Encounters page picks by the encounter's `system`. */
export type EncounterScreens = {
  PrepEditor: ComponentType<PrepEditorProps>;
  /** The GM screen of a running encounter (built on `encounters/gm-frame.tsx`). */
  GmScreen: ComponentType<{ view: EncounterView }>;
  /** The players' window's board: the battle as a side sees it (`table/player-window.tsx`). */
  TableBoard: ComponentType<TableBoardProps>;
  ResultView: ComponentType<ResultViewProps>;
  /** An extra button on the list for a new encounter of this system, with its stable test id. */
  newButton?: { label: string; testId: string };
};

/** What the players' window hands a system's board. */
export type TableBoardProps = {
  /** The battle as the side sees it (this system's variant). */
  seen: TableBattle;
  /** How the other side's health shows: exact numbers, or bands (unhurt, hurt, bloodied, down). */
  foeHealth: "exact" | "bands";
  /** The side looking: 0 the party, 1 their foes. */
  side: number;
};

/** What the character form hands a system that builds new characters its own way. */
export type CreateFormProps = {
  title: string;
  /** The new character's basics as typed so far. */
  basics: Pick<NewCharacter, "kind" | "name" | "tags" | "notes">;
  /** The form's fields (name, system, kind, tags, notes) and their shape check. */
  fields: ReactNode;
  check: () => boolean;
  /** The form's create mutation, so its errors land on the form's fields. */
  create: UseMutationResult<CharacterView, Error, NewCharacter>;
  onSaved: (character: CharacterView) => void;
  onCancel: () => void;
};

/** A system's part of the character pages. */
export type CharacterScreens = {
  /** The system's sheet under the character's details. */
  Panel: ComponentType<{ character: CharacterView }>;
  /** Shown while `Panel` loads (when it loads on demand). */
  loading: string;
  /** The hint under the System choice of a new character. */
  createHint?: string;
  /** Replaces the plain form for a new character (a creation wizard). */
  CreateForm?: ComponentType<CreateFormProps>;
  /** A form that makes a statted NPC in a few choices. */
  QuickNpc?: ComponentType<{ onSaved: (character: CharacterView) => void; onCancel: () => void }>;
};

/** What a system page may do beyond its own state. */
export type SystemPageProps<S> = {
  state: S;
  onState: (update: (state: S) => S) => void;
  onOpenCharacter: (id: number) => void;
  onGoToEncounters: () => void;
};

/** A page of the side navigation that a system adds, whose state the app shell keeps. */
export type SystemPage<Id extends string = string> = {
  /** The page id (also its `nav-<id>` test id). */
  id: Id;
  label: string;
  /** Shown while the page loads. */
  loading: string;
  initialState: unknown;
  Component: ComponentType<SystemPageProps<unknown>>;
  /** For the page that holds the system's library: its state showing the entry `contentId`. */
  openContent?: (state: unknown, contentId: number) => unknown;
};

/** A system page with its state typed where it is defined; the shell keeps the state opaque. */
export function systemPage<const Id extends string, S>(page: {
  id: Id;
  label: string;
  loading: string;
  initialState: S;
  Component: ComponentType<SystemPageProps<S>>;
  openContent?: (state: S, contentId: number) => S;
}): SystemPage<Id> {
  return page as unknown as SystemPage<Id>;
}

/** Everything the shared screens need of one system. */
export type SystemUi = {
  /** Null for a system without encounters yet. */
  encounters: EncounterScreens | null;
  character: CharacterScreens;
  /** Pages the system adds to the side navigation, after Encounters. */
  pages: readonly SystemPage[];
};
