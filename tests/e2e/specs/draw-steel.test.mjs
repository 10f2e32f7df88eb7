// The real desktop binary, driven through its UI: a GM adds the Draw Steel starter set (CLI, on
// the same campaign file), authors a monster in the library, prepares an encounter of a starter
// hero against it, launches it, rolls for the first side, fights with entered dice until the
// monster falls, ends the combat with a Victory, and finds the Victory on the hero's record.

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';

import { appBinary, saveArtifacts } from '../lib/harness.mjs';
import { appSession, byId, UI_TIMEOUT } from '../lib/session.mjs';

/** Runs `tablekeep call NAME ARGS` on the sandbox campaign (the CLI beside the desktop binary). */
function cli(sandbox, name, args) {
  const binary = path.join(path.dirname(appBinary()), 'tablekeep');
  const out = execFileSync(binary, ['--campaign', sandbox.campaign, '--create', 'call', name, JSON.stringify(args)], {
    env: { ...process.env, TABLEKEEP_DATA_DIR: sandbox.dataDir, TABLEKEEP_CONFIG_DIR: sandbox.configDir },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}

describe('a Draw Steel combat runs from an authored monster to its end in the real app', { timeout: 900_000 }, () => {
  const app = appSession({ prefix: 'draw-steel-' });
  const click = (id) => app.click(id);
  const $ = (id) => app.browser.$(byId(id));
  let hero;
  let lurker;

  async function type(id, value) {
    const element = await $(id);
    await element.waitForDisplayed({ timeout: UI_TIMEOUT });
    await element.clearValue();
    await element.setValue(value);
  }

  async function select(id, value) {
    const element = await $(id);
    await element.waitForDisplayed({ timeout: UI_TIMEOUT });
    await app.browser.waitUntil(
      async () => (await element.$$(`option[value="${value}"]`)).length > 0,
      { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: `${byId(id)} never offered ${value}` },
    );
    await element.selectByAttribute('value', value);
  }

  async function attribute(id, name) {
    const element = await $(id);
    await element.waitForExist({ timeout: UI_TIMEOUT });
    return element.getAttribute(name);
  }

  it('authors a monster in the library', async () => {
    await app.step('author', async () => {
      cli(app.sandbox, 'draw_steel_add_starter_set', {});
      const heroes = cli(app.sandbox, 'list_characters', { system: 'draw_steel' });
      hero = heroes.find((c) => c.name === 'Brannoc Vell');
      assert.ok(hero, 'the starter set brings Brannoc Vell');
      await app.launch();
      await click('nav-draw-steel');
      await click('ds-tab-library');
      await (await $('ds-library')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await click('ds-new-monster');
      await type('ds-content-name', 'Bog Lurker');
      await type('ds-field-stamina', '4');
      await click('ds-save-content');
      await (await $('ds-content-saved')).waitForDisplayed({ timeout: UI_TIMEOUT });
      const monsters = cli(app.sandbox, 'draw_steel_list_content', { kind: 'monster', search: 'Bog Lurker' });
      lurker = monsters.find((m) => m.name === 'Bog Lurker');
      assert.ok(lurker, 'the monster was saved to the campaign file');
      await saveArtifacts(app.browser, 'draw-steel-monster');
    });
  });

  it('prepares and launches an encounter against it', async () => {
    await app.step('prepare', async () => {
      await click('nav-encounters');
      await click('dsc-new-encounter');
      await type('dsc-name', 'The bog at dusk');
      await select('dsc-hero-select', String(hero.id));
      await click('dsc-add-hero');
      await select('dsc-monster-select', String(lurker.id));
      await click('dsc-add-monster');
      await click('dsc-launch');
      await (await $('dsc-screen')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await saveArtifacts(app.browser, 'draw-steel-launched');
    });
  });

  it('rolls for the first side and fights with entered dice until the monster falls', async () => {
    await app.step('fight', async () => {
      await type('dsc-first-side-die', '6');
      await click('dsc-roll-first-side');
      await click('dsc-start-turn-0');
      // Natural 20s: tier 3, and each a critical hit that grants another main action at once.
      for (let strike = 0; strike < 4; strike += 1) {
        if ((await attribute('dsc-combatant-1', 'data-fate')) !== 'standing') break;
        await click('dsc-free-strike');
        await click('dsc-target-1');
        await (await $('dsc-odds')).waitForDisplayed({ timeout: UI_TIMEOUT });
        await type('dsc-die-a', '10');
        await type('dsc-die-b', '10');
        await click('dsc-roll');
        await app.browser.waitUntil(
          async () => Number(await attribute('dsc-combatant-1', 'data-stamina')) < 4 - strike,
          { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: 'the strike dealt no damage' },
        );
      }
      assert.equal(await attribute('dsc-combatant-1', 'data-fate'), 'dead');
      const log = await (await $('dsc-log')).getText();
      assert.match(log, /critical hit/i);
      await saveArtifacts(app.browser, 'draw-steel-fight');
    });
  });

  it('ends the combat and writes the Victory back to the hero', async () => {
    await app.step('end', async () => {
      await click('dsc-end-combat');
      await type('dsc-victories', '1');
      await click('dsc-confirm-end');
      await (await $('dsc-result')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await saveArtifacts(app.browser, 'draw-steel-result');
      await app.quit();
      const record = cli(app.sandbox, 'draw_steel_hero', { characterId: hero.id });
      assert.equal(record.progress.victories, 1);
    });
  });
});
