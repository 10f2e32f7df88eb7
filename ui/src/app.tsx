import { Suspense, useEffect, useRef, useState } from "react";
import { MemoryRouter, Navigate, Route, Routes, useLocation, useNavigate } from "react-router";
import type { CharacterKind } from "./bindings";
import { AppHeader } from "./components/app-header";
import type { FoundThing } from "./components/global-search";
import type { PaletteAction } from "./components/palette-actions";
import { ShortcutsDialog } from "./components/shortcuts-dialog";
import { ErrorNotice } from "./components/error-notice";
import { NoCampaign } from "./components/no-campaign";
import { SideNav } from "./components/side-nav";
import { isKind } from "./errors";
import { isTyping, plainKey, useShortcut } from "./hooks/use-shortcut";
import { PageErrorBoundary } from "./shared/page-error-boundary";
import { EncountersPage, type EncounterPane } from "./encounters/encounters-page";
import { CampaignPage } from "./pages/campaign-page";
import { CharactersPage, type CharacterPane } from "./pages/characters-page";
import { PAGES, type Page } from "./pages/page";
import { characterPaneOf, characterPath, encounterPaneOf, encounterPath, pageOf } from "./routes";
import { PartyPage } from "./pages/party-page";
import { AutomationPage } from "./pages/automation-page";
import { SessionsPage } from "./pages/sessions-page";
import { SettingsPage } from "./pages/settings-page";
import { queryKeys, useCampaignInfo } from "./queries";
import { useBackend } from "./backend-context";
import { useQueryClient } from "@tanstack/react-query";
import { contentPage, SYSTEM_PAGES } from "./systems/registry";

/**
 * The app: header, navigation and the current page, with where the GM is kept by a router whose
 * history Back and Forward walk (Alt+← / Alt+→, the mouse's back and forward buttons). The
 * history is the open campaign's: switching campaigns starts it afresh on the page shown.
 */
export function App({ initialPage = "campaign" }: { initialPage?: Page }) {
  const shown = useRef<Page>(initialPage);
  const era = useCampaignEra();
  return (
    // A memory router: the web view's address is the app's own (the players' window is `?table=…`),
    // and Back and Forward are the app's, the same in every web view.
    // Without transitions: a move shows the new page at once (its "Opening…" while a screen
    // loads) rather than leaving the old one, a form the GM could go on typing into, on screen.
    <MemoryRouter key={era} initialEntries={[`/${shown.current}`]} useTransitions={false}>
      <Shell onShown={(page) => (shown.current = page)} />
    </MemoryRouter>
  );
}

/**
 * Counts the switches from one open campaign to another (not the first opening, which keeps the
 * page and history the GM started with).
 */
function useCampaignEra(): number {
  const path = useCampaignInfo().data?.path ?? null;
  const era = useRef<{ path: string | null; count: number }>({ path: null, count: 0 });
  if (path !== null && path !== era.current.path) {
    if (era.current.path !== null) era.current.count += 1;
    era.current.path = path;
  }
  return era.current.count;
}

function Shell({ onShown }: { onShown: (page: Page) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = pageOf(location.pathname) ?? "campaign";
  onShown(page);
  // Where the GM last was on each page: coming back to a page shows that again (a sheet, a fight),
  // as it did before they went elsewhere.
  const lastSeen = useRef<Partial<Record<Page, string>>>({});
  lastSeen.current[page] = location.pathname;
  // What the campaign search asked to open, or the palette to start; the campaign's pages open
  // it and clear it.
  const [found, setFound] = useState<Opening | null>(null);
  const [shortcuts, setShortcuts] = useState(false);
  const go = (path: string) => {
    if (path !== location.pathname) navigate(path);
  };
  // Another page shows where the GM left it; the page already shown goes back to its list (a sheet
  // or a fight open on it closes), as the navigation of most apps does.
  const pick = (target: Page) => go(target === page ? `/${target}` : (lastSeen.current[target] ?? `/${target}`));
  const open = (target: Page) => {
    if (target !== page) pick(target);
  };
  const onAction = (action: PaletteAction) => {
    if (action.do === "go") open(action.page);
    else if (action.do === "shortcuts") setShortcuts(true);
    else setFound(action);
  };
  useShortcut(plainKey("?"), () => setShortcuts(true));

  // Alt+1…8 (by physical key, so it works on every keyboard layout).
  useShortcut(
    (event) => event.altKey && /^Digit[1-9]$/.test(event.code),
    (event) => {
      const target = PAGES[Number(event.code.slice("Digit".length)) - 1];
      if (target) open(target);
    },
  );
  useHistoryKeys(navigate);

  return (
    <div className="app">
      <AppHeader onOpenFound={setFound} onAction={onAction} />
      <SideNav current={page} onNavigate={pick} />
      <main className="app-main">
        <PageErrorBoundary resetKey={location.pathname}>
          <PageContent page={page} onGo={go} onOpenPage={open} found={found} onFoundOpened={() => setFound(null)} />
        </PageErrorBoundary>
      </main>
      {shortcuts ? <ShortcutsDialog onClose={() => setShortcuts(false)} /> : null}
    </div>
  );
}

/**
 * Back and Forward from the keyboard (Alt+← / Alt+→, except in a text field, where they move the
 * caret by word on some systems) and from the mouse's side buttons, which the web view does not
 * turn into history moves by itself.
 */
function useHistoryKeys(navigate: (delta: number) => void) {
  useShortcut(
    (event) =>
      event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && (event.key === "ArrowLeft" || event.key === "ArrowRight") && !isTyping(event.target),
    (event) => navigate(event.key === "ArrowLeft" ? -1 : 1),
  );
  const latest = useRef(navigate);
  latest.current = navigate;
  useEffect(() => {
    // Buttons 3 and 4 are the side buttons "back" and "forward" of a five-button mouse.
    const onMouse = (event: MouseEvent) => {
      if (event.button !== 3 && event.button !== 4) return;
      event.preventDefault();
      if (event.type === "mouseup") latest.current(event.button === 3 ? -1 : 1);
    };
    document.addEventListener("mousedown", onMouse);
    document.addEventListener("mouseup", onMouse);
    return () => {
      document.removeEventListener("mousedown", onMouse);
      document.removeEventListener("mouseup", onMouse);
    };
  }, []);
}

/** What the header asked the campaign's pages to open: a thing found, or a palette action that starts something. */
type Opening = FoundThing | Exclude<PaletteAction, { do: "go" } | { do: "shortcuts" }>;

type FoundProps = { found: Opening | null; onFoundOpened: () => void };

/** `onGo` moves the GM to a path (see routes.ts), `onOpenPage` to a page where they left it. */
type PageProps = { page: Page; onGo: (path: string) => void; onOpenPage: (page: Page) => void } & FoundProps;

function PageContent(props: PageProps) {
  const { page } = props;
  const campaign = useCampaignInfo();
  // Settings work without a campaign too. With one open, its pages stay mounted beside Settings
  // (showing nothing), so going there and back keeps what they were showing.
  const settings = page === "settings" ? <SettingsPage /> : null;
  return (
    <>
      {settings}
      <CampaignContent campaign={campaign} quiet={settings !== null} {...props} />
    </>
  );
}

function CampaignContent({ campaign, quiet, ...props }: { campaign: ReturnType<typeof useCampaignInfo>; quiet: boolean } & PageProps) {
  if (campaign.isPending) {
    return quiet ? null : <p className="page muted">Opening the campaign…</p>;
  }
  if (campaign.isError) {
    if (quiet) return null;
    if (isKind(campaign.error, "noCampaignOpen")) {
      return <NoCampaign reason={campaign.error} />;
    }
    return (
      <section className="page">
        <ErrorNotice error={campaign.error}>
          <button type="button" className="button" onClick={() => void campaign.refetch()}>
            Try again
          </button>
        </ErrorNotice>
      </section>
    );
  }
  // Keyed by file: switching campaigns starts every page afresh.
  return <CampaignPages key={campaign.data.path} {...props} />;
}

function CampaignPages({ page, onGo, onOpenPage, found, onFoundOpened }: PageProps) {
  const location = useLocation();
  useResumeRunningFight(page === "campaign", (id) => onGo(encounterPath({ mode: "open", id })));
  // What each system page remembers while the GM is elsewhere (its tab, filters, unsaved drafts).
  const [pageStates, setPageStates] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(SYSTEM_PAGES.map((systemPage) => [systemPage.id, systemPage.initialState])),
  );
  const showCharacters = (kind: CharacterKind) => (pane: CharacterPane) => onGo(characterPath(kind, pane));
  const openCharacter = (kind: CharacterKind, id: number) => showCharacters(kind)({ mode: "detail", id });
  const showEncounters = (pane: EncounterPane) => onGo(encounterPath(pane));

  // Opens what the campaign search found: a character's sheet, an encounter, a library entry in
  // its system's page, or the sessions.
  useEffect(() => {
    if (!found) return;
    onFoundOpened();
    if ("do" in found) {
      switch (found.do) {
        case "new-character":
          showCharacters("pc")({ mode: "new" });
          return;
        case "new-npc":
          showCharacters("npc")({ mode: "new" });
          return;
        case "quick-npc":
          showCharacters("npc")({ mode: "quick" });
          return;
        case "new-encounter":
          showEncounters({ mode: "new" });
          return;
      }
    }
    switch (found.kind) {
      case "pc":
      case "npc":
        openCharacter(found.kind, found.id);
        return;
      case "encounter":
        showEncounters({ mode: "open", id: found.id });
        return;
      case "session":
        onGo("/sessions");
        return;
      case "content": {
        const target = found.system === null ? undefined : contentPage(found.system);
        if (!target) return;
        setPageStates((all) => ({ ...all, [target.id]: target.openContent(all[target.id], found.id) }));
        onGo(`/${target.id}`);
        return;
      }
    }
    // Runs once per search choice; the callbacks it uses are fresh closures of this render.
  }, [found]);

  const characters = (kind: CharacterKind) => (
    <CharactersPage
      key={kind}
      kind={kind}
      pane={characterPaneOf(location.pathname)}
      onPane={showCharacters(kind)}
      onOpenCharacter={openCharacter}
    />
  );
  return (
    <Routes>
      <Route path="/settings" element={null} />
      <Route path="/campaign" element={<CampaignPage />} />
      <Route path="/party" element={<PartyPage onOpenCharacter={(id) => openCharacter("pc", id)} />} />
      <Route path="/sessions" element={<SessionsPage />} />
      <Route path="/automation" element={<AutomationPage />} />
      <Route
        path="/encounters/*"
        element={
          <EncountersPage
            pane={encounterPaneOf(location.pathname)}
            onPane={showEncounters}
            onOpenCharacter={openCharacter}
            onQuickNpc={() => showCharacters("npc")({ mode: "quick" })}
          />
        }
      />
      <Route path="/characters/*" element={characters("pc")} />
      <Route path="/npcs/*" element={characters("npc")} />
      {SYSTEM_PAGES.map((systemPage) => (
        <Route
          key={systemPage.id}
          path={`/${systemPage.id}`}
          element={
            <Suspense fallback={<p className="page muted">{systemPage.loading}</p>}>
              <systemPage.Component
                state={pageStates[systemPage.id]}
                onState={(update) => setPageStates((all) => ({ ...all, [systemPage.id]: update(all[systemPage.id]) }))}
                onOpenCharacter={(id) => openCharacter("pc", id)}
                onGoToEncounters={() => onOpenPage("encounters")}
              />
            </Suspense>
          }
        />
      ))}
      <Route path="*" element={<Navigate to="/campaign" replace />} />
    </Routes>
  );
}

/**
 * A campaign opens into its running fight: opened on its overview with an encounter running, it
 * shows the latest such through `open`, unless the GM has gone elsewhere by the time the list
 * arrives (`untouched` false). Asked once per opened campaign, as a one-off read rather than a
 * live query, so nothing later moves the GM.
 */
function useResumeRunningFight(untouched: boolean, open: (id: number) => void) {
  const backend = useBackend();
  const client = useQueryClient();
  const still = useRef({ untouched, open });
  still.current = { untouched, open };
  useEffect(() => {
    if (!still.current.untouched) return;
    let live = true;
    void client
      .fetchQuery({ queryKey: queryKeys.encounters, queryFn: () => backend.listEncounters() })
      .then((encounters) => {
        if (!live || !still.current.untouched) return;
        const running = encounters
          .filter((encounter) => encounter.phase === "running")
          .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
        if (running) still.current.open(running.id);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
}
