// The real desktop binary, driven through its UI: a character created in one run of the app is
// still there after the app is quit and started again on the same campaign file.

import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';

import { appProcesses, saveArtifacts } from '../lib/harness.mjs';
import { appSession, byId, UI_TIMEOUT } from '../lib/session.mjs';

const ROWS = `${byId('character-list')} ${byId('character-row')}`;

describe('the desktop app keeps characters across restarts', { timeout: 600_000 }, () => {
  const characterName = `E2E Hero ${Date.now().toString(36)}-${process.pid}`;
  const app = appSession({ prefix: '', clearArtifacts: true });
  let created = false;

  async function rowTexts() {
    const texts = [];
    for (const row of await app.browser.$$(ROWS)) texts.push(await row.getText());
    return texts;
  }

  async function waitForCharacterRow(name) {
    await app.browser.waitUntil(
      async () => {
        try {
          return (await rowTexts()).some((text) => text.includes(name));
        } catch {
          return false; // The list re-rendered under us (stale element): look again.
        }
      },
      {
        timeout: UI_TIMEOUT,
        interval: 250,
        timeoutMsg: `no row of ${ROWS} contains "${name}" after ${UI_TIMEOUT / 1000} s`,
      },
    );
  }

  it('starts the app in its window', async () => {
    await app.step('launch', async () => {
      const browser = await app.launch();
      await browser.waitUntil(async () => /Tablekeep/.test(await browser.getTitle()), {
        timeout: UI_TIMEOUT,
        timeoutMsg: 'the window never showed a page titled "Tablekeep"',
      });
      assert.equal(appProcesses(app.driver.pid).length, 1, 'exactly one app process runs');
    });
  });

  it('creates a character through the UI', async () => {
    await app.step('create-character', async () => {
      assert.ok(app.browser, 'the app is running');
      await app.click('nav-characters');
      await app.click('new-character');

      const name = await app.browser.$(byId('character-name'));
      await name.waitForDisplayed({ timeout: UI_TIMEOUT });
      await name.setValue(characterName);

      const system = await app.browser.$(byId('character-system'));
      await system.waitForDisplayed({ timeout: UI_TIMEOUT });
      await system.selectByAttribute('value', 'draw_steel');
      assert.equal(await system.getValue(), 'draw_steel', 'the system select shows Draw Steel');

      await app.click('save-character');
      await waitForCharacterRow(characterName);
      await saveArtifacts(app.browser, 'character-created');
      created = true;
    });
  });

  it('lists the character after the app restarts on the same campaign file', async (t) => {
    if (!created) {
      t.skip('no character was created');
      return;
    }
    await app.step('restart', async () => {
      await app.quit();
      assert.ok(fs.existsSync(app.sandbox.campaign), `the campaign file ${app.sandbox.campaign} exists`);

      await app.launch();
      await app.click('nav-characters');
      await waitForCharacterRow(characterName);
      await saveArtifacts(app.browser, 'character-after-restart');
    });
  });
});
