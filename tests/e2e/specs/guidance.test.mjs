// The GM screen guides instead of refusing, and the campaign search finds NPCs: in the real app,
// a Fated Hand fight whose round nobody has planned yet shows "End planning" greyed out with the
// engine's reason beside it (no dead end: nothing is offered that the engine would refuse), and
// the header's search finds the NPC "Sergeant Vell" from "ve" and opens their sheet.

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

describe('the GM screen offers only what the engine accepts, and search finds NPCs', { timeout: 600_000 }, () => {
  const app = appSession({ prefix: 'guidance-' });

  it('greys out a refused action with its reason and finds an NPC by part of a word', async () => {
    let fight;
    let vell;
    await app.step('prepare', async () => {
      const joe = cli(app.sandbox, 'create_character', {
        system: 'fated_hand', kind: 'pc', name: 'Joe',
        creation: { system: 'fated_hand', build: {
          attributes: { brawn: 1, sleight: 1, mind: 0 },
          skillProficiencies: ['investigation', 'trickery'],
          armProficiency: 'club', talent: 'academic', season: 'autumn',
        } },
      });
      vell = cli(app.sandbox, 'quick_npc', { name: 'Sergeant Vell', class: 'lout', arms: ['spear'] });
      fight = cli(app.sandbox, 'create_encounter', { name: 'The watch house', plan: { system: 'fated_hand', participants: [
        { characterId: joe.id, side: 'party' },
        { characterId: vell.id, side: 'foes' },
      ] } });
      cli(app.sandbox, 'start_encounter', { id: fight.id, seed: 5 });
    });

    await app.step('a dead end is greyed out with its reason', async () => {
      const browser = await app.launch();
      // The campaign opens into its running fight.
      const end = await browser.$(byId('end-planning'));
      await end.waitForDisplayed({ timeout: UI_TIMEOUT });
      assert.equal(await end.isEnabled(), false, 'nobody has planned: the engine would refuse End planning');
      const reason = await browser.$(byId('end-planning-reason'));
      assert.ok(await reason.isDisplayed(), 'the reason is on screen, not only in a tooltip');
      const words = await reason.getText();
      assert.match(words, /Joe|plan/i, `the reason says what is missing: ${words}`);
      const title = await end.getAttribute('title');
      assert.ok(title && words.includes(title), `the button carries the same reason as its title: ${title}`);
      await saveArtifacts(browser, 'guidance-end-planning');
    });

    await app.step('the campaign search finds the NPC', async () => {
      const browser = app.browser;
      const search = await browser.$(byId('global-search'));
      await search.setValue('ve');
      const npcs = await browser.$(byId('global-search-group-npc'));
      await npcs.waitForDisplayed({ timeout: UI_TIMEOUT });
      assert.match(await npcs.getText(), /Sergeant Vell/);
      await (await npcs.$(byId('global-search-hit'))).click();
      await (await browser.$(byId('fh-sheet'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      assert.equal(await (await browser.$(byId('nav-npcs'))).getAttribute('aria-current'), 'page');
      await saveArtifacts(browser, 'guidance-search');
    });
    await app.quit();
  });
});
