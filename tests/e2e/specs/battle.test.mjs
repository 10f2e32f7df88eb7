// The real desktop binary, driven through its UI: a GM prepares an encounter (a player character
// against an NPC, both made with the CLI on the same campaign file), launches it, plans the round
// with the physical cards played and the engine's deck, runs the countdown, attacks until the foe
// falls, ends the battle with its Knowledge Point offers, and finds the result after a restart.

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

describe('a Fated Hand battle runs from preparation to its end in the real app', { timeout: 900_000 }, () => {
  const app = appSession({ prefix: 'battle-' });
  const click = (id) => app.click(id);
  const $ = (id) => app.browser.$(byId(id));
  let joe;
  let brute;
  let ended = false;

  async function exists(id) {
    const elements = await app.browser.$$(byId(id));
    return elements.length > 0;
  }

  async function select(id, value) {
    const element = await $(id);
    await element.waitForDisplayed({ timeout: UI_TIMEOUT });
    // The options can follow the view a moment later (the legal targets after an override).
    await app.browser.waitUntil(async () => (await element.$$(`option[value="${value}"]`)).length > 0, {
      timeout: UI_TIMEOUT,
      timeoutMsg: `${byId(id)} never offered the option ${value}`,
    });
    await element.selectByAttribute('value', value);
  }

  async function waitForText(id, expected) {
    await app.browser.waitUntil(
      async () => {
        try {
          // Headings are upper-cased by CSS, and WebKit reports the rendered text.
          return (await (await $(id)).getText()).toLowerCase().includes(expected.toLowerCase());
        } catch {
          return false;
        }
      },
      { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: `${byId(id)} never showed "${expected}"` },
    );
  }

  it('prepares and launches an encounter', async () => {
    await app.step('prepare', async () => {
      joe = cli(app.sandbox, 'create_character', {
        system: 'fated_hand', kind: 'pc', name: 'Joe',
        creation: { system: 'fated_hand', build: {
          attributes: { brawn: 1, sleight: 1, mind: 0 },
          skillProficiencies: ['investigation', 'trickery'],
          armProficiency: 'club', talent: 'academic', season: 'autumn',
        } },
      });
      brute = cli(app.sandbox, 'quick_npc', { name: 'Brute', class: 'lout', arms: ['spear'] });
      await app.launch();
      await click('nav-encounters');
      await click('encounter-new');
      const name = await $('encounter-name');
      await name.waitForDisplayed({ timeout: UI_TIMEOUT });
      await name.setValue('Brawl at the inn');
      await click(`participant-add-${joe.id}`);
      await click(`participant-add-${brute.id}`);
      await select('participant-side-0', 'party');
      await select('participant-side-1', 'foes');
      await click('encounter-launch');
      await (await $('gm-screen')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await waitForText('gm-round', '1');
      await saveArtifacts(app.browser, 'battle-launched');
    });
  });

  it('plans the round, runs the countdown and fights until the foe falls', async () => {
    await app.step('fight', async () => {
      // Joe's player put down K♠ (Strike), 9♥ (Defense) and 8♣ (Speed); the engine plans the Brute.
      await click('plan-open-0');
      await select('plan-stance', 'aggressive');
      await (await $('plan-cards')).setValue('KS 9H 8C');
      await click('plan-submit');
      await (await $('planned-0')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await click('plan-auto-npcs');
      await click('end-planning');
      await (await $('gm-count')).waitForDisplayed({ timeout: UI_TIMEOUT });
      await saveArtifacts(app.browser, 'battle-countdown');

      // Count down; the Brute ends its turns at once, Joe attacks. The GM first lowers the Brute
      // to 1 Hit Point (an override the log records) so that one undefended hit ends the fight.
      let overridden = false;
      for (let guard = 0; guard < 200 && !ended; guard += 1) {
        if (await exists('encounter-result')) break;
        if (await exists('to-action-0')) {
          await click('to-action-0');
          if (!overridden) {
            await click('gm-override');
            await select('tool-who', '1');
            await (await $('override-hp')).setValue('1');
            await (await $('tool-note')).setValue('The Brute is already hurt');
            await click('tool-submit');
            overridden = true;
          }
          await (await $('attack-target')).waitForDisplayed({ timeout: UI_TIMEOUT });
          await select('attack-target', '1');
          const defend = await $('attack-defend');
          if (await defend.isSelected()) await defend.click();
          await click('attack-submit');
          await waitForText('gm-phase', 'Ended');
          ended = true;
        } else if (await exists('to-action-1')) {
          await click('to-action-1');
          await click('end-turn');
        } else if (await exists('next-count')) {
          await click('next-count');
        } else if (await exists('end-planning')) {
          // A new round: plan again.
          await click('plan-open-0');
          await (await $('plan-cards')).setValue('QS 10H 7C');
          await click('plan-submit');
          await click('plan-auto-npcs');
          await click('end-planning');
        } else {
          await app.browser.pause(200);
        }
      }
      assert.ok(ended, 'the battle reached its end');
      await waitForText('combatant-hp-1', '0/');
      const log = await (await $('gm-log')).getText();
      assert.match(log, /Joe plans: Aggressive Stance/);
      assert.match(log, /The Brute is already hurt/);
      await saveArtifacts(app.browser, 'battle-ended');
    });
  });

  it('ends the encounter and keeps its result across a restart', async () => {
    assert.ok(ended, 'needs the fought battle');
    await app.step('end', async () => {
      await click('end-battle');
      await (await $('end-battle-dialog')).waitForDisplayed({ timeout: UI_TIMEOUT });
      // Joe struck a hit against a creature wielding a Spear, which he is not proficient with:
      // the engine offers Dominance, and the GM keeps it ticked.
      await waitForText('end-battle-dialog', 'Dominance');
      await click('end-battle-confirm');
      await waitForText('result-outcome', 'The party won');
      await waitForText('result-awarded', 'Spear');
      await saveArtifacts(app.browser, 'battle-result');
      await app.quit();
      await app.launch();
      await click('nav-encounters');
      await (await $('encounter-list')).waitForDisplayed({ timeout: UI_TIMEOUT });
      const rows = await app.browser.$$(byId('encounter-row'));
      assert.ok(rows.length >= 1);
      const listed = await (await $('encounter-list')).getText();
      assert.match(listed, /Brawl at the inn/);
      const sheet = cli(app.sandbox, 'get_character', { id: joe.id });
      const spear = sheet.sheet.sheet.knowledge.find((line) => line.name === 'Spear');
      assert.equal(spear?.points, 2, 'the accepted Dominance award is in Joe\'s history');
    });
  });
});
