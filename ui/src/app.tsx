import { Suspense, useEffect, useRef, useState } from "react";
import type { CharacterKind } from "./bindings";
import { AppHeader } from "./components/app-header";
import type { FoundThing } from "./components/global-search";
import type { PaletteAction } from "./components/palette-actions";
import { ShortcutsDialog } from "./components/shortcuts-dialog";
import { ErrorNotice } from "./components/error-notice";
import { NoCampaign } from "./components/no-campaign";
import { SideNav } from "./components/side-nav";
import { isKind } from "./errors";
import { plainKey, useShortcut } from "./hooks/use-shortcut";
import { EncountersPage, type EncounterPane } from "./encounters/encounters-page";
import { CampaignPage } from "./pages/campaign-page";
import { CharactersPage, type CharacterPane } from "./pages/characters-page";
import { PAGES, type Page } from "./pages/page";
import { PartyPage } from "./pages/party-page";
import { AutomationPage } from "./pages/automation-page";
import { SessionsPage } from "./pages/sessions-page";
import { SettingsPage } from "./pages/settings-page";
import { queryKeys, useCampaignInfo } from "./queries";
import { useBackend } from "./backend-context";
import { useQueryClient } from "@tanstack/react-query";
import { contentPage, SYSTEM_PAGES } from "./systems/registry";

/** The app shell: header, navigation, and the current page. */
export function App({ initialPage = "campaign" }: { initialPage?: Page }) {
  const [page, setPage] = useState<Page>(initialPage);
  // What the campaign search asked to open, or the palette to start; the campaign's pages open
  // it and clear it.
  const [found, setFound] = useState<Opening | null>(null);
  const [shortcuts, setShortcuts] = useState(false);
  // Bumped when the GM picks the page already shown: its list comes back (a sheet or a fight
  // open on it closes), as the navigation of most apps does.
  const [backToList, setBackToList] = useState(0);
  const navigate = (target: Page) => {
    if (target === page) setBackToList((n) => n + 1);
    else setPage(target);
  };
  const onAction = (action: PaletteAction) => {
    if (action.do === "go") setPage(action.page);
    else if (action.do === "shortcuts") setShortcuts(true);
    else setFound(action);
  };
  useShortcut(plainKey("?"), () => setShortcuts(true));

  // Alt+1…8 (by physical key, so it works on every keyboard layout).
  useShortcut(
    (event) => event.altKey && /^Digit[1-9]$/.test(event.code),
    (event) => {
      const target = PAGES[Number(event.code.slice("Digit".length)) - 1];
      if (target) setPage(target);
    },
  );

  return (
    <div className="app">
      <AppHeader onOpenFound={setFound} onAction={onAction} />
      <SideNav current={page} onNavigate={navigate} />
      <main className="app-main">
        <PageContent page={page} onNavigate={setPage} backToList={backToList} found={found} onFoundOpened={() => setFound(null)} />
      </main>
      {shortcuts ? <ShortcutsDialog onClose={() => setShortcuts(false)} /> : null}
    </div>
  );
}

/** What the header asked the campaign's pages to open: a thing found, or a palette action that starts something. */
type Opening = FoundThing | Exclude<PaletteAction, { do: "go" } | { do: "shortcuts" }>;

type FoundProps = { found: Opening | null; onFoundOpened: () => void };

type PageProps = { page: Page; onNavigate: (page: Page) => void; backToList: number } & FoundProps;

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

const NO_PANE: CharacterPane = { mode: "none" };

function CampaignPages({ page, onNavigate, backToList, found, onFoundOpened }: PageProps) {
  const [panes, setPanes] = useState<Record<CharacterKind, CharacterPane>>({ pc: NO_PANE, npc: NO_PANE });
  const [encounterPane, setEncounterPane] = useState<EncounterPane>({ mode: "list" });
  useResumeRunningFight(page === "campaign", (id) => {
    setEncounterPane({ mode: "open", id });
    onNavigate("encounters");
  });
  // What each system page remembers while the GM is elsewhere (its tab, filters, unsaved drafts).
  const [pageStates, setPageStates] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(SYSTEM_PAGES.map((systemPage) => [systemPage.id, systemPage.initialState])),
  );
  const setPane = (kind: CharacterKind) => (pane: CharacterPane) => setPanes((all) => ({ ...all, [kind]: pane }));
  const openCharacter = (kind: CharacterKind, id: number) => {
    setPane(kind)({ mode: "detail", id });
    onNavigate(kind === "pc" ? "characters" : "npcs");
  };

  useEffect(() => {
    if (backToList === 0) return;
    if (page === "encounters") setEncounterPane({ mode: "list" });
    else if (page === "characters") setPane("pc")(NO_PANE);
    else if (page === "npcs") setPane("npc")(NO_PANE);
    // Runs once per repeated pick of the page shown.
  }, [backToList]);

  // Opens what the campaign search found: a character's sheet, an encounter, a library entry in
  // its system's page, or the sessions.
  useEffect(() => {
    if (!found) return;
    onFoundOpened();
    if ("do" in found) {
      switch (found.do) {
        case "new-character":
          setPane("pc")({ mode: "new" });
          onNavigate("characters");
          return;
        case "new-npc":
          setPane("npc")({ mode: "new" });
          onNavigate("npcs");
          return;
        case "quick-npc":
          setPane("npc")({ mode: "quick" });
          onNavigate("npcs");
          return;
        case "new-encounter":
          setEncounterPane({ mode: "new" });
          onNavigate("encounters");
          return;
      }
    }
    switch (found.kind) {
      case "pc":
      case "npc":
        openCharacter(found.kind, found.id);
        return;
      case "encounter":
        setEncounterPane({ mode: "open", id: found.id });
        onNavigate("encounters");
        return;
      case "session":
        onNavigate("sessions");
        return;
      case "content": {
        const target = found.system === null ? undefined : contentPage(found.system);
        if (!target) return;
        setPageStates((all) => ({ ...all, [target.id]: target.openContent(all[target.id], found.id) }));
        onNavigate(target.id);
        return;
      }
    }
    // Runs once per search choice; the callbacks it uses are fresh closures of this render.
  }, [found]);

  switch (page) {
    case "settings":
      return null;
    case "campaign":
      return <CampaignPage />;
    case "party":
      return <PartyPage onOpenCharacter={(id) => openCharacter("pc", id)} />;
    case "sessions":
      return <SessionsPage />;
    case "automation":
      return <AutomationPage />;
    case "encounters":
      return (
        <EncountersPage
          pane={encounterPane}
          onPane={setEncounterPane}
          onOpenCharacter={openCharacter}
          onQuickNpc={() => {
            setPane("npc")({ mode: "quick" });
            onNavigate("npcs");
          }}
        />
      );
    case "characters":
    case "npcs": {
      const kind: CharacterKind = page === "characters" ? "pc" : "npc";
      return <CharactersPage key={kind} kind={kind} pane={panes[kind]} onPane={setPane(kind)} onOpenCharacter={openCharacter} />;
    }
    default:
      break;
  }

  const systemPage = SYSTEM_PAGES.find((candidate) => candidate.id === page);
  if (!systemPage) return null;
  return (
    <Suspense fallback={<p className="page muted">{systemPage.loading}</p>}>
      <systemPage.Component
        state={pageStates[systemPage.id]}
        onState={(update) => setPageStates((all) => ({ ...all, [systemPage.id]: update(all[systemPage.id]) }))}
        onOpenCharacter={(id) => openCharacter("pc", id)}
        onGoToEncounters={() => onNavigate("encounters")}
      />
    </Suspense>
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
