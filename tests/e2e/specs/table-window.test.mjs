// The players' window in the real app: a Draw Steel fight (the starter set's heroes against two
// Mire Gnawers, made with the CLI) where the GM has hidden one Gnawer. The GM opens the players'
// window from the GM screen; the window's page (the same page the second window loads, here in
// the driver's window, since WebKitWebDriver drives the first window only) shows the heroes' side
// of the fight and never the hidden Gnawer, while the GM screen still does.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';

import { appBinary, saveArtifacts } from '../lib/harness.mjs';
import { appSession, byId, UI_TIMEOUT } from '../lib/session.mjs';

function cli(sandbox, name, args) {
  const binary = path.join(path.dirname(appBinary()), 'tablekeep');
  const out = execFileSync(binary, ['--campaign', sandbox.campaign, '--create', 'call', name, JSON.stringify(args)], {
    env: { ...process.env, TABLEKEEP_DATA_DIR: sandbox.dataDir, TABLEKEEP_CONFIG_DIR: sandbox.configDir },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

const named = (list, name) => list.find((row) => row.name === name).id;

describe("the players' window never shows a hidden creature", { timeout: 600_000 }, () => {
  const app = appSession({ prefix: 'table-' });

  it('opens it from the GM screen and finds no trace of the hidden Gnawer', async () => {
    let encounter;
    await app.step('prepare', async () => {
      cli(app.sandbox, 'draw_steel_add_starter_set', {});
      const heroes = cli(app.sandbox, 'list_characters', { system: 'draw_steel' });
      const gnawer = named(cli(app.sandbox, 'draw_steel_list_content', { kind: 'monster' }), 'Mire Gnawer');
      encounter = cli(app.sandbox, 'create_encounter', { name: 'Bog ambush', plan: { system: 'draw_steel', participants: [
        { source: { kind: 'hero', characterId: named(heroes, 'Brannoc Vell') }, side: 'heroes' },
        { source: { kind: 'monster', contentId: gnawer }, side: 'foes' },
        { source: { kind: 'monster', contentId: gnawer }, side: 'foes' },
      ] } });
      cli(app.sandbox, 'start_encounter', { id: encounter.id, seed: 11 });
      const step = (command) => cli(app.sandbox, 'encounter_command', { id: encounter.id, command: { system: 'draw_steel', ...command } });
      step({ command: 'roll_first_side', die: 6 });
      step({ command: 'adjust', who: 2, hidden: true, reason: 'into the reeds' });
    });

    await app.step('open the window', async () => {
      const browser = await app.launch();
      await app.click('nav-encounters');
      await app.click(`encounter-open-${encounter.id}`);
      await (await browser.$(byId('dsc-screen'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      assert.match(await (await browser.$(byId('dsc-screen'))).getText(), /Mire Gnawer 2/, 'the GM sees it');
      await app.click('dsc-table-window');
      await (await browser.$(byId('table-window-dialog'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      await saveArtifacts(browser, 'table-dialog');
      await app.click('table-window-open');
      await (await browser.$(byId('table-window-dialog'))).waitForDisplayed({ timeout: UI_TIMEOUT, reverse: true });
    });

    await app.step("read the heroes' screen", async () => {
      const browser = app.browser;
      await browser.url(`tauri://localhost/index.html?table=${encounter.id}&side=0&health=bands`);
      const screen = await browser.$(byId('table-window'));
      await screen.waitForDisplayed({ timeout: UI_TIMEOUT });
      await browser.waitUntil(async () => (await browser.$$(byId('table-row'))).length === 3, {
        timeout: UI_TIMEOUT,
        timeoutMsg: 'the three creatures never showed',
      });
      const text = await screen.getText();
      await saveArtifacts(browser, 'table-window');
      assert.match(text, /Brannoc Vell/);
      assert.match(text, /Mire Gnawer 1/);
      assert.doesNotMatch(text, /Mire Gnawer 2/, 'the hidden Gnawer is not named');
      assert.doesNotMatch(text, /reeds/, "nor the GM's reason");
      assert.doesNotMatch(await browser.getPageSource(), /Mire Gnawer 2/, 'nor anywhere in the page');
    });
    await app.quit();
  });
});
