import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BackendError } from "./backend";
import { createFakeBackend } from "./test/fake-backend";
import { renderApp } from "./test/render-app";

describe("App shell", () => {
  it("shows the campaign in the header and its overview, and navigates with the side buttons", async () => {
    const backend = createFakeBackend({ characters: [{ name: "Liss" }, { name: "Vorn", kind: "npc" }] });
    const { user } = renderApp(backend);

    await waitFor(() => expect(screen.getByTestId("campaign-name")).toHaveTextContent("The Sunken Crown"));
    expect(await screen.findByTestId("count-pcs")).toHaveTextContent("1");
    expect(screen.getByTestId("count-npcs")).toHaveTextContent("1");
    expect(screen.getByTestId("campaign-path")).toHaveTextContent("/campaigns/sunken-crown.tablekeep");
    expect(await screen.findByRole("heading", { name: "Lytharian Chess" })).toBeInTheDocument();
    // Systems whose rules are still being built are shown as coming, not offered.
    expect(screen.getByTestId("system-coming-lytharian_chess")).toHaveTextContent("Coming");
    expect(screen.queryByTestId("system-coming-clockwork")).not.toBeInTheDocument();
    expect(screen.queryByTestId("system-coming-game_of_bastards")).not.toBeInTheDocument();

    for (const page of ["party", "characters", "npcs", "encounters", "sessions", "settings", "campaign"]) {
      const button = screen.getByTestId(`nav-${page}`);
      await user.click(button);
      expect(button).toHaveAttribute("aria-current", "page");
    }
    await user.click(screen.getByTestId("nav-encounters"));
    expect(await screen.findByText("No encounters yet")).toBeInTheDocument();
  });

  it("renames the campaign inline", async () => {
    const backend = createFakeBackend();
    const { user } = renderApp(backend);

    await user.click(await screen.findByTestId("rename-campaign"));
    const input = screen.getByRole("textbox", { name: "New campaign name" });
    await user.clear(input);
    await user.type(input, "The Drowned Court{Enter}");

    await waitFor(() => expect(screen.getByTestId("campaign-name")).toHaveTextContent("The Drowned Court"));
    expect(screen.getByRole("heading", { level: 2, name: "The Drowned Court" })).toBeInTheDocument();
  });

  it("explains why no campaign is open and offers the way out", async () => {
    const backend = createFakeBackend({
      recent: [{ path: "/campaigns/old.tablekeep", name: "Old Campaign", openedAt: "2025-01-01T10:00:00Z", exists: true }],
    });
    backend.close("No campaign is open: /campaigns/x.tablekeep was saved by a newer Tablekeep. Open or create a campaign to continue.");
    const { user } = renderApp(backend, "characters");

    const screenEl = await screen.findByTestId("no-campaign");
    expect(within(screenEl).getByText(/was saved by a newer Tablekeep/)).toBeInTheDocument();
    expect(screen.getByTestId("campaign-name")).toHaveTextContent("No campaign open");

    await user.click(await within(screenEl).findByRole("button", { name: /Old Campaign/ }));
    await waitFor(() => expect(screen.getByTestId("campaign-name")).toHaveTextContent("Old Campaign"));
    expect(await screen.findByText("No player characters yet")).toBeInTheDocument();
  });

  it("shows typed errors from opening a campaign in the switcher", async () => {
    const backend = createFakeBackend();
    const open = vi.spyOn(backend, "openCampaign").mockRejectedValue(
      new BackendError({ kind: "campaignTooNew", field: null, rule: null, message: "It needs format 7; this Tablekeep reads up to 3. Update Tablekeep." }),
    );
    const { user } = renderApp(backend);

    await user.click(await screen.findByTestId("campaign-switcher"));
    await user.type(screen.getByTestId("open-campaign-path"), "/tmp/future.tablekeep");
    await user.click(screen.getByTestId("open-campaign-submit"));

    const alert = await screen.findByText("This campaign was saved by a newer Tablekeep");
    expect(alert.closest("[role=alert]")).toHaveTextContent("It needs format 7");
    expect(open).toHaveBeenCalledWith({ path: "/tmp/future.tablekeep" });
    expect(screen.getByTestId("campaign-name")).toHaveTextContent("The Sunken Crown");
  });

  it("creates a campaign from the switcher, with the file path only when given", async () => {
    const backend = createFakeBackend();
    const create = vi.spyOn(backend, "createCampaign");
    const { user } = renderApp(backend);

    await user.click(await screen.findByTestId("campaign-switcher"));
    await user.click(screen.getByTestId("new-campaign-submit"));
    expect(screen.getByTestId("new-campaign-name")).toHaveAccessibleDescription("Give the campaign a name.");
    expect(create).not.toHaveBeenCalled();

    await user.type(screen.getByTestId("new-campaign-name"), "Ashfall");
    await user.click(screen.getByTestId("new-campaign-submit"));
    await waitFor(() => expect(screen.getByTestId("campaign-name")).toHaveTextContent("Ashfall"));
    expect(create).toHaveBeenCalledWith({ name: "Ashfall" });
    expect(screen.queryByTestId("new-campaign-name")).not.toBeInTheDocument();
  });
});

describe("Keyboard", () => {
  it("switches pages with Alt+digit and focuses the search with /", async () => {
    const { user } = renderApp(createFakeBackend({ characters: [{ name: "Liss" }] }));
    await waitFor(() => expect(screen.getByTestId("campaign-name")).toHaveTextContent("The Sunken Crown"));

    await user.keyboard("{Alt>}3{/Alt}");
    expect(screen.getByTestId("nav-characters")).toHaveAttribute("aria-current", "page");
    await screen.findByTestId("character-row");

    await user.keyboard("/");
    expect(screen.getByTestId("character-search")).toHaveFocus();
    // Typing in a field is typing, not commands.
    await user.keyboard("n");
    expect(screen.queryByTestId("character-form")).not.toBeInTheDocument();

    await user.click(document.body);
    await user.keyboard("n");
    expect(await screen.findByTestId("character-form")).toBeInTheDocument();
  });
});

describe("History", () => {
  it("goes back and forward through pages and sheets with Alt+Left/Right and the mouse's side buttons", async () => {
    const { user } = renderApp(createFakeBackend({ characters: [{ name: "Liss" }] }));
    await waitFor(() => expect(screen.getByTestId("campaign-name")).toHaveTextContent("The Sunken Crown"));
    const current = (page: string) => expect(screen.getByTestId(`nav-${page}`)).toHaveAttribute("aria-current", "page");

    await user.click(screen.getByTestId("nav-characters"));
    await user.click(within(await screen.findByTestId("character-row")).getByRole("button"));
    expect(await screen.findByTestId("character-detail")).toBeInTheDocument();
    await user.click(screen.getByTestId("nav-sessions"));
    current("sessions");

    // Back: the sheet, then the list, then the campaign; nothing before that.
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    current("characters");
    expect(await screen.findByTestId("character-detail")).toBeInTheDocument();
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    await waitFor(() => expect(screen.queryByTestId("character-detail")).not.toBeInTheDocument());
    current("characters");
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    current("campaign");
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    current("campaign");

    // Forward again, with the mouse's forward button (4) and back button (3).
    fireEvent.mouseUp(document.body, { button: 4 });
    await waitFor(() => current("characters"));
    fireEvent.mouseUp(document.body, { button: 4 });
    expect(await screen.findByTestId("character-detail")).toBeInTheDocument();
    fireEvent.mouseUp(document.body, { button: 3 });
    await waitFor(() => expect(screen.queryByTestId("character-detail")).not.toBeInTheDocument());
    await user.keyboard("{Alt>}{ArrowRight}{/Alt}");
    expect(await screen.findByTestId("character-detail")).toBeInTheDocument();

    // In a text field Alt+arrows belong to the field (they move by word on some systems).
    await user.click(screen.getByTestId("character-search"));
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    expect(screen.getByTestId("character-detail")).toBeInTheDocument();

    // A new move after going back drops the pages ahead.
    fireEvent.mouseUp(document.body, { button: 3 });
    await waitFor(() => expect(screen.queryByTestId("character-detail")).not.toBeInTheDocument());
    await user.click(screen.getByTestId("nav-party"));
    await user.keyboard("{Alt>}{ArrowRight}{/Alt}");
    current("party");
    await user.keyboard("{Alt>}{ArrowLeft}{/Alt}");
    current("characters");
    expect(screen.queryByTestId("character-detail")).not.toBeInTheDocument();
  });

  it("shows a page where the GM left it, and its list when it is picked while shown", async () => {
    const { user } = renderApp(createFakeBackend({ characters: [{ name: "Liss" }] }), "characters");
    await user.click(within(await screen.findByTestId("character-row")).getByRole("button"));
    expect(await screen.findByTestId("character-detail")).toBeInTheDocument();

    await user.click(screen.getByTestId("nav-settings"));
    expect(await screen.findByRole("heading", { name: "Settings" })).toBeInTheDocument();
    await user.click(screen.getByTestId("nav-characters"));
    expect(await screen.findByTestId("character-detail")).toBeInTheDocument();
    await user.click(screen.getByTestId("nav-characters"));
    await waitFor(() => expect(screen.queryByTestId("character-detail")).not.toBeInTheDocument());
    expect(screen.getByTestId("character-row")).toBeInTheDocument();
  });
});

describe("Dialogs", () => {
  it("takes the focus, keeps Tab inside, closes on Escape and gives the focus back", async () => {
    const { user } = renderApp(createFakeBackend());
    await waitFor(() => expect(screen.getByTestId("campaign-name")).toHaveTextContent("The Sunken Crown"));
    const party = screen.getByTestId("nav-party");
    party.focus();

    await user.keyboard("?");
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const close = within(dialog).getByRole("button", { name: "Close" });
    await waitFor(() => expect(close).toHaveFocus());
    // Its one control: Tab and Shift+Tab stay on it rather than reaching the page behind.
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    // The page behind is out of reach of assistive technology while it is open.
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(party).toHaveFocus());
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
    // Escape closed the dialog only: the page stayed where it was.
    expect(party).not.toHaveAttribute("aria-current");
  });

  it("closes on a click on the backdrop, not on a click inside", async () => {
    const { user } = renderApp(createFakeBackend());
    await waitFor(() => expect(screen.getByTestId("campaign-name")).toHaveTextContent("The Sunken Crown"));
    await user.keyboard("?");
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    await user.click(within(dialog).getByTestId("shortcuts-table"));
    expect(dialog).toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
