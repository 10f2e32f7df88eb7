import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../test/render-app";
import { createScenarioBackend } from "../../test/scenario";

describe("A Game of Bastards creation", () => {
  it("submits the build as chosen, shows the engine's refusal beside the traits, then the explained sheet", async () => {
    const backend = createScenarioBackend("gob-create");
    const create = vi.spyOn(backend, "createCharacter");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByTestId("new-character"));
    await waitFor(() => expect(within(screen.getByTestId("character-system")).getByRole("option", { name: "A Game of Bastards" })).toBeInTheDocument());
    await user.selectOptions(screen.getByTestId("character-system"), "game_of_bastards");
    const form = await screen.findByTestId("gob-create-form");
    const at = (id: string) => within(form).getByTestId(id);
    await user.type(at("character-name"), "Wenna");
    await waitFor(() => expect(within(form).getByRole("option", { name: /Clubs \(Swords\)/ })).toBeInTheDocument());
    expect(at("gob-budget")).toHaveTextContent("10 XP to spend");

    // The suit sets Body at 2; the GM raises it to 4, past the creation cap.
    await user.selectOptions(at("gob-suit"), "clubs");
    expect(at("gob-trait-body")).toHaveValue("2");
    await user.selectOptions(at("gob-trait-body"), "4");
    await user.selectOptions(at("gob-trait-mind"), "2");
    await user.selectOptions(at("gob-skill-athletics"), "2");
    await user.click(at("gob-add-weapon"));
    await user.type(at("gob-template-subject-0"), "Sword");
    await user.selectOptions(at("gob-template-rank-0"), "3");
    await user.click(at("gob-add-specialty"));
    await user.type(at("gob-specialty-name-0"), "Fencing");
    await user.selectOptions(at("gob-specialty-first-0"), "weapon_combat:sword");
    await user.selectOptions(at("gob-specialty-second-0"), "athletics:");
    await user.selectOptions(at("gob-advantage"), "toughness");
    expect(at("gob-advantage-summary")).toHaveTextContent("A deeper Body pool.");
    await user.click(at("gob-advantage-add"));
    await user.selectOptions(at("gob-advantage"), "capital");
    await user.selectOptions(at("gob-advantage-level"), "2");
    await user.click(at("gob-advantage-add"));
    await user.selectOptions(at("gob-disadvantage"), "bad_reputation");
    await user.selectOptions(at("gob-disadvantage-level"), "2");
    await user.click(at("gob-disadvantage-add"));

    await user.click(at("gob-create"));
    expect(await within(form).findByTestId("gob-error-traits")).toHaveTextContent("nothing goes above rank 3");
    expect(create).toHaveBeenCalledTimes(1);

    await user.selectOptions(at("gob-trait-body"), "3");
    await user.click(at("gob-create"));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2));
    expect(create.mock.calls[1]![0].creation).toMatchObject({ system: "game_of_bastards", build: { suit: "clubs", traits: { body: 3, mind: 2 } } });

    const sheet = await screen.findByTestId("gob-sheet");
    expect(within(sheet).getByTestId("gob-identity")).toHaveTextContent("Clubs · Tarot Swords · bound to Kranos");
    // Body 3 with its pool of 3 × 5 and Toughness's 5: each number opens its terms.
    const body = within(sheet).getByTestId("gob-trait-line-body");
    expect(within(body).getByRole("button", { name: /^Body pool: 20/ })).toBeInTheDocument();
    expect(within(within(sheet).getByTestId("gob-money")).getByRole("button", { name: /^Cash on hand: 200/ })).toBeInTheDocument();
    expect(within(within(sheet).getByTestId("gob-money")).getByRole("button", { name: /^Capital's worth: 2500/ })).toBeInTheDocument();
    expect(within(within(sheet).getByTestId("gob-xp")).getByRole("button", { name: /^Unspent: 2/ })).toBeInTheDocument();
    expect(within(sheet).getByTestId("gob-reputation")).toHaveTextContent("-10");
    const panel = await screen.findByTestId("gob-advancement");
    expect(within(panel).getByTestId("gob-ledger-entry")).toHaveTextContent("Created: 11 XP to spend, 9 XP spent on the build.");
  });
});

describe("A Game of Bastards advancement", () => {
  it("records XP, refuses by rule, prices a purchase before Time Passes opens, buys it, and undoes", async () => {
    const backend = createScenarioBackend("gob-advance");
    const spend = vi.spyOn(backend, "gameOfBastardsSpend");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByRole("button", { name: /Wenna/ }));
    const panel = await screen.findByTestId("gob-advancement");
    const at = (id: string) => within(panel).getByTestId(id);
    expect(at("gob-xp-line")).toHaveTextContent("11 XP gained, 9 spent, 2 unspent");
    expect(at("gob-window")).toHaveTextContent("No spending window is open");
    // Before Time Passes the engine says why a rank of Body cannot be bought, and the button waits.
    expect(at("gob-offer-price")).toHaveTextContent("Costs 1 XP");
    expect(at("gob-offer-refusal")).toHaveTextContent("XP is spent only when the group uses Time Passes or before The End");
    expect(at("gob-spend")).toBeDisabled();

    await user.type(at("gob-reason"), "the mill fire");
    await user.click(at("gob-record"));
    await waitFor(() => expect(at("gob-xp-line")).toHaveTextContent("12 XP gained"));

    // Spending more cash than on hand: the engine's refusal, with its rule, and nothing recorded.
    await user.selectOptions(at("gob-event"), "cash_changed");
    await user.type(at("gob-event-amount"), "-5000");
    await user.click(at("gob-record"));
    const refusal = await within(panel).findByRole("alert");
    expect(refusal).toHaveTextContent("$5,000 is more than the $200 on hand");

    await user.selectOptions(at("gob-event"), "monster_killed");
    await user.clear(at("gob-event-power"));
    await user.type(at("gob-event-power"), "3");
    await user.click(at("gob-record"));
    await waitFor(() => expect(at("gob-xp-line")).toHaveTextContent("20 XP gained"));

    await user.selectOptions(at("gob-event"), "time_passed");
    await user.click(at("gob-record"));
    await waitFor(() => expect(at("gob-window")).toHaveTextContent("Time Passes: XP may be spent"));
    expect(at("gob-spend")).toBeEnabled();
    await user.click(at("gob-spend"));
    await waitFor(() => expect(at("gob-xp-line")).toHaveTextContent("10 spent"));
    expect(spend).toHaveBeenCalledWith({ characterId: 1, purchase: { kind: "trait", trait: "body" }, reason: "" });
    const sheet = screen.getByTestId("gob-sheet");
    await waitFor(() => expect(within(within(sheet).getByTestId("gob-trait-line-body")).getByRole("button", { name: /^Body pool: 25/ })).toBeInTheDocument());
    const entries = within(at("gob-ledger")).getAllByTestId("gob-ledger-entry");
    expect(entries[0]).toHaveTextContent("Bought a rank of Body: 1 XP.");
    expect(entries[2]).toHaveTextContent("A monster of Power Rating 3 killed: 8 XP.");

    await user.click(within(panel).getByTestId("gob-undo-advancement"));
    await user.click(await screen.findByRole("button", { name: "Undo it" }));
    await waitFor(() => expect(at("gob-xp-line")).toHaveTextContent("9 spent"));
  });
});

describe("A Game of Bastards purchases the GM names", () => {
  it("refuses a specialty by rule, then buys an advantage for a named weapon", async () => {
    const backend = createScenarioBackend("gob-spend-more");
    const spend = vi.spyOn(backend, "gameOfBastardsSpend");
    const { user } = renderApp(backend, "characters");
    await user.click(await screen.findByRole("button", { name: /Wenna/ }));
    const panel = await screen.findByTestId("gob-advancement");
    const form = await within(panel).findByTestId("gob-spend-more");
    const at = (id: string) => within(form).getByTestId(id);
    await user.type(at("gob-specialty-name"), "Ambush");
    await user.selectOptions(at("gob-specialty-first"), "weapon_combat:sword");
    await user.selectOptions(at("gob-specialty-second"), "stealth:");
    await user.click(at("gob-spend-more-buy"));
    expect(await within(form).findByRole("alert")).toHaveTextContent("The \"Ambush\" specialty needs both skills at rank 2 or more; Stealth is at 1.");

    await user.selectOptions(at("gob-spend-more-kind"), "weapon_advantage");
    await waitFor(() => expect(within(form).getByRole("option", { name: "Florentine <Weapon>" })).toBeInTheDocument());
    await user.selectOptions(at("gob-weapon-advantage"), "florentine");
    await user.type(at("gob-weapon-name"), "Sword");
    await user.click(at("gob-spend-more-buy"));
    await waitFor(() => expect(spend).toHaveBeenCalledTimes(2));
    expect(spend).toHaveBeenLastCalledWith({ characterId: 1, purchase: { kind: "advantage", id: "florentine", weapon: "Sword" }, reason: "" });
    await waitFor(() => expect(within(panel).getAllByTestId("gob-ledger-entry")[0]).toHaveTextContent("Bought"));
  });
});
