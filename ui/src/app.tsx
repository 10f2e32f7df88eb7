import { lazy, Suspense, useState } from "react";
import type { CharacterKind } from "./bindings";
import { AppHeader } from "./components/app-header";
import { ErrorNotice } from "./components/error-notice";
import { NoCampaign } from "./components/no-campaign";
import { SideNav } from "./components/side-nav";
import { isKind } from "./errors";
import { useShortcut } from "./hooks/use-shortcut";
import { INITIAL_DRAW_STEEL_STATE, type DrawSteelState } from "./systems/draw-steel/state";
import { EncountersPage, type EncounterPane } from "./encounters/encounters-page";
import { CampaignPage } from "./pages/campaign-page";
import { CharactersPage, type CharacterPane } from "./pages/characters-page";
import { PAGES, type Page } from "./pages/page";
import { PartyPage } from "./pages/party-page";
import { SessionsPage } from "./pages/sessions-page";
import { SettingsPage } from "./pages/settings-page";
import { useCampaignInfo } from "./queries";

// Draw Steel's screens load on first use, keeping the start-up bundle small.
const DrawSteelPage = lazy(() => import("./systems/draw-steel/draw-steel-page").then((module) => ({ default: module.DrawSteelPage })));

/** The app shell: header, navigation, and the current page. */
export function App({ initialPage = "campaign" }: { initialPage?: Page }) {
  const [page, setPage] = useState<Page>(initialPage);

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
      <AppHeader />
      <SideNav current={page} onNavigate={setPage} />
      <main className="app-main">
        <PageContent page={page} onNavigate={setPage} />
      </main>
    </div>
  );
}

function PageContent({ page, onNavigate }: { page: Page; onNavigate: (page: Page) => void }) {
  const campaign = useCampaignInfo();

  switch (page) {
    case "settings":
      return <SettingsPage />;
    default:
      break;
  }

  if (campaign.isPending) {
    return <p className="page muted">Opening the campaign…</p>;
  }
  if (campaign.isError) {
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
  return <CampaignPages key={campaign.data.path} page={page} onNavigate={onNavigate} />;
}

const NO_PANE: CharacterPane = { mode: "none" };

function CampaignPages({ page, onNavigate }: { page: Page; onNavigate: (page: Page) => void }) {
  const [panes, setPanes] = useState<Record<CharacterKind, CharacterPane>>({ pc: NO_PANE, npc: NO_PANE });
  const [encounterPane, setEncounterPane] = useState<EncounterPane>({ mode: "list" });
  const [drawSteel, setDrawSteel] = useState<DrawSteelState>(INITIAL_DRAW_STEEL_STATE);
  const setPane = (kind: CharacterKind) => (pane: CharacterPane) => setPanes((all) => ({ ...all, [kind]: pane }));
  const openCharacter = (kind: CharacterKind, id: number) => {
    setPane(kind)({ mode: "detail", id });
    onNavigate(kind === "pc" ? "characters" : "npcs");
  };

  switch (page) {
    case "campaign":
      return <CampaignPage />;
    case "party":
      return <PartyPage onOpenCharacter={(id) => openCharacter("pc", id)} />;
    case "sessions":
      return <SessionsPage />;
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
    case "draw-steel":
      return (
        <Suspense fallback={<p className="page muted">Loading Draw Steel…</p>}>
          <DrawSteelPage
            state={drawSteel}
            onState={setDrawSteel}
            onOpenCharacter={(id) => openCharacter("pc", id)}
            onGoToEncounters={() => onNavigate("encounters")}
          />
        </Suspense>
      );
    case "characters":
    case "npcs": {
      const kind: CharacterKind = page === "characters" ? "pc" : "npc";
      return <CharactersPage key={kind} kind={kind} pane={panes[kind]} onPane={setPane(kind)} onOpenCharacter={openCharacter} />;
    }
    default:
      return null;
  }
}
