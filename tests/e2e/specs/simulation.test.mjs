// The odds of a fight in the real app: a Draw Steel encounter prepared through the CLI is opened,
// simulated 1,000 times from its plan, and the result is read off the screen; two variants of it
// (two more gnawers, one hero left out) are compared with it on one chart; then the same
// encounter is launched from its preparation and simulated from where it stands in the GM screen's Odds dialog.

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

describe('the odds of a fight in the real app', { timeout: 600_000 }, () => {
  const app = appSession({ prefix: 'simulation-' });
  const click = (id) => app.click(id);
  const $ = (id) => app.browser.$(byId(id));

  it('simulates a prepared encounter, compares variants of it, and simulates it running', async () => {
    let encounter;
    await app.step('prepare', async () => {
      cli(app.sandbox, 'draw_steel_add_starter_set', {});
      const heroes = cli(app.sandbox, 'list_characters', { system: 'draw_steel' });
      const monsters = cli(app.sandbox, 'draw_steel_list_content', { kind: 'monster' });
      const gnawer = monsters.find((m) => m.name === 'Mire Gnawer');
      const participants = [
        ...heroes.slice(0, 2).map((h) => ({ source: { kind: 'hero', characterId: h.id }, side: 'heroes' })),
        ...[1, 2, 3].map(() => ({ source: { kind: 'monster', contentId: gnawer.id }, side: 'foes' })),
      ];
      encounter = cli(app.sandbox, 'create_encounter', { name: 'Bog ambush', plan: { system: 'draw_steel', participants } });
      await app.launch();
      await click('nav-encounters');
      await click(`encounter-open-${encounter.id}`);
    });

    await app.step('simulate from the plan', async () => {
      const runs = await $('simulation-runs');
      await runs.waitForDisplayed({ timeout: UI_TIMEOUT });
      await runs.selectByAttribute('value', '1000');
      await (await $('simulation-seed')).setValue('7');
      await click('simulation-run');
      const result = await $('simulation-result');
      await result.waitForDisplayed({ timeout: 120_000 });
      const party = await (await $('simulation-side-0')).getText();
      const foes = await (await $('simulation-side-1')).getText();
      assert.match(party, /The party win/);
      assert.match(foes, /Their foes win/);
      assert.match(await (await $('simulation-footer')).getText(), /1,?000 fights, seed 7/);
      await app.browser.execute(() => document.querySelector('[data-testid="simulation"]')?.scrollIntoView());
      await saveArtifacts(app.browser, 'simulation-prepared');
    });

    await app.step('compare variants side by side', async () => {
      const name = await $('comparison-variant-0-name');
      await name.waitForDisplayed({ timeout: UI_TIMEOUT });
      await name.setValue('Five gnawers');
      // The roster comes from the engine: wait for the first gnawer's row.
      const copies = await $('comparison-variant-0-copies-2');
      await copies.waitForExist({ timeout: UI_TIMEOUT });
      await copies.selectByAttribute('value', '2');
      await click('comparison-add');
      await (await $('comparison-variant-1-name')).setValue('One hero');
      await click('comparison-variant-1-fights-1');
      await (await $('comparison-runs')).selectByAttribute('value', '1000');
      await (await $('comparison-seed')).setValue('7');
      await click('comparison-run');
      const result = await $('comparison-result');
      await result.waitForDisplayed({ timeout: 120_000 });
      for (const index of [0, 1, 2]) {
        assert.ok(await (await $(`comparison-bar-${index}`)).isExisting(), `bar ${index} on the chart`);
      }
      assert.match(await (await $('comparison-row-0')).getText(), /^As prepared: the party wins/);
      assert.match(await (await $('comparison-row-1')).getText(), /^Five gnawers: .*Mire Gnawer 5/);
      assert.match(await (await $('comparison-row-2')).getText(), /^One hero: /);
      assert.match(await (await $('comparison-footer')).getText(), /1,?000 fights per variant, seed 7/);
      await app.browser.execute(() => document.querySelector('[data-testid="comparison-result"]')?.scrollIntoView());
      await saveArtifacts(app.browser, 'simulation-variants');
    });

    await app.step('simulate from where the fight stands', async () => {
      await app.browser.execute(() => window.scrollTo(0, 0));
      await click('dsc-launch');
      await (await $('dsc-screen')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await click('dsc-odds');
      const dialog = await $('dsc-odds-dialog');
      await dialog.waitForDisplayed({ timeout: UI_TIMEOUT });
      await click('simulation-run');
      const result = await $('simulation-result');
      await result.waitForDisplayed({ timeout: 120_000 });
      assert.match(await (await $('simulation-footer')).getText(), /launched with/);
      await saveArtifacts(app.browser, 'simulation-running');
    });
    await app.quit();
  });
});
