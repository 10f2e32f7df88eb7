// The real desktop binary, driven through its UI: a GM builds a Fated Hand character with the
// creation wizard, advances it and promotes it to Scout, and the promotion survives a restart.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';

import { saveArtifacts } from '../lib/harness.mjs';
import { appSession, byId, UI_TIMEOUT } from '../lib/session.mjs';

describe('a Fated Hand character is built, advanced and promoted in the real app', { timeout: 600_000 }, () => {
  const heroName = `Joe ${Date.now().toString(36)}-${process.pid}`;
  const app = appSession({ prefix: 'fh-' });
  let built = false;
  let promoted = false;
  const click = (id) => app.click(id);

  async function waitForText(id, expected) {
    await app.browser.waitUntil(
      async () => {
        try {
          return (await (await app.browser.$(byId(id))).getText()).includes(expected);
        } catch {
          return false;
        }
      },
      { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: `${byId(id)} never showed "${expected}"` },
    );
  }

  async function openHero() {
    await click('nav-characters');
    await app.browser.waitUntil(
      async () => {
        for (const row of await app.browser.$$(`${byId('character-list')} ${byId('character-row')}`)) {
          if ((await row.getText()).includes(heroName)) {
            await row.click();
            return true;
          }
        }
        return false;
      },
      { timeout: UI_TIMEOUT, interval: 250, timeoutMsg: `no character row shows ${heroName}` },
    );
    await (await app.browser.$(byId('fh-sheet'))).waitForDisplayed({ timeout: UI_TIMEOUT });
  }

  it('builds a Novice with the creation wizard', async () => {
    await app.step('build', async () => {
      await app.launch();
      await click('nav-characters');
      await click('new-character');
      const name = await app.browser.$(byId('character-name'));
      await name.waitForDisplayed({ timeout: UI_TIMEOUT });
      await name.setValue(heroName);
      const system = await app.browser.$(byId('character-system'));
      await system.selectByAttribute('value', 'fated_hand');
      await (await app.browser.$(byId('fh-wizard'))).waitForDisplayed({ timeout: UI_TIMEOUT });

      await click('fh-step-next'); // Basics → Attributes
      await click('fh-attribute-zero-brawn');
      await click('fh-step-next');
      await click('fh-skill-investigation');
      await click('fh-skill-trickery');
      await click('fh-step-next');
      await click('fh-arm-club');
      await click('fh-step-next');
      await click('fh-talent-academic');
      await click('fh-step-next');
      await click('fh-season-autumn');
      await click('fh-step-next');
      // The review shows the engine's sheet before anything is saved.
      await (await app.browser.$(byId('fh-review'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      await saveArtifacts(app.browser, 'fh-wizard-review');
      await click('fh-create');

      await openHero();
      await waitForText('fh-class-name', 'Novice');
      await waitForText('fh-level', '0');
      await saveArtifacts(app.browser, 'fh-novice-sheet');
      built = true;
    });
  });

  it('advances the Novice and promotes it to Scout', async (t) => {
    if (!built) {
      t.skip('no character was built');
      return;
    }
    await app.step('promote', async () => {
      await click('fh-advance');
      await (await app.browser.$(byId('fh-advance-dialog'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      await click('fh-promote-scout');
      await click('fh-class-perk-keen_eye');
      await click('fh-advance-talent-tough');
      await click('fh-perk-quick_footed');
      await saveArtifacts(app.browser, 'fh-advance-dialog');
      await click('fh-advance-confirm');
      await waitForText('fh-class-name', 'Scout');
      await waitForText('fh-level', '1');
      await saveArtifacts(app.browser, 'fh-scout-sheet');
      promoted = true;
    });
  });

  it('keeps the promotion after the app restarts', async (t) => {
    if (!promoted) {
      t.skip('no promotion happened');
      return;
    }
    await app.step('restart', async () => {
      await app.quit();
      await app.launch();
      await openHero();
      await waitForText('fh-class-name', 'Scout');
      assert.ok(fs.existsSync(app.sandbox.campaign), 'the campaign file exists');
    });
  });
});
