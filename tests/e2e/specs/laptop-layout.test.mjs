// The GM screen on a laptop at the table: at the app's minimum window size (960 × 600), with a
// party of three and two foes, round, Undo and the acting creature's controls are on screen, and
// stay there when the GM scrolls the creatures' column to its end. Draw Steel (a hero's turn) and
// Fated Hand (the Planning Phase) share the frame that does this.

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

describe('the GM screen at 960 × 600', { timeout: 600_000 }, () => {
  const app = appSession({ prefix: 'laptop-' });

  /** For each test id: whether its element starts inside the window with its first 40 pixels
   *  (a whole button; a panel's heading and first line) in sight now, or that it is missing. */
  async function inView(ids) {
    return app.browser.execute((wanted) => wanted.map((id) => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      if (!element) return `${id} missing`;
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.top + Math.min(box.height, 40) <= window.innerHeight && box.right <= window.innerWidth;
    }), ids);
  }

  /** Scrolls the creatures' column (the screen's first column) to its end. */
  async function scrollCreaturesToEnd() {
    const moved = await app.browser.execute(() => {
      const column = document.querySelector('.gm-columns > :first-child');
      const before = column.scrollTop;
      column.scrollTop = column.scrollHeight;
      return column.scrollTop - before;
    });
    assert.ok(moved > 0, 'the creatures do not fit: their column scrolls');
  }

  it('keeps round, Undo and the controls in sight', async () => {
    let ds;
    let fh;
    await app.step('prepare', async () => {
      cli(app.sandbox, 'draw_steel_add_starter_set', {});
      const heroes = cli(app.sandbox, 'list_characters', { system: 'draw_steel' });
      const gnawer = named(cli(app.sandbox, 'draw_steel_list_content', { kind: 'monster' }), 'Mire Gnawer');
      ds = cli(app.sandbox, 'create_encounter', { name: 'Bog ambush', plan: { system: 'draw_steel', participants: [
        ...heroes.slice(0, 3).map((hero) => ({ source: { kind: 'hero', characterId: hero.id }, side: 'heroes' })),
        { source: { kind: 'monster', contentId: gnawer }, side: 'foes' },
        { source: { kind: 'monster', contentId: gnawer }, side: 'foes' },
      ] } });
      cli(app.sandbox, 'start_encounter', { id: ds.id, seed: 11 });
      cli(app.sandbox, 'encounter_command', { id: ds.id, command: { system: 'draw_steel', command: 'roll_first_side', die: 6 } });
      const party = ['Joe', 'Ana', 'Rik'].map((name) => cli(app.sandbox, 'create_character', {
        system: 'fated_hand', kind: 'pc', name,
        creation: { system: 'fated_hand', build: {
          attributes: { brawn: 1, sleight: 1, mind: 0 },
          skillProficiencies: ['investigation', 'trickery'],
          armProficiency: 'club', talent: 'academic', season: 'autumn',
        } },
      }));
      const foes = ['Brute', 'Lout'].map((name) => cli(app.sandbox, 'quick_npc', { name, class: 'lout', arms: ['spear'] }));
      fh = cli(app.sandbox, 'create_encounter', { name: 'Brawl at the inn', plan: { system: 'fated_hand', participants: [
        ...party.map((pc) => ({ characterId: pc.id, side: 'party' })),
        ...foes.map((npc) => ({ characterId: npc.id, side: 'foes' })),
      ] } });
      cli(app.sandbox, 'start_encounter', { id: fh.id, seed: 11 });
    });

    await app.step('draw steel: a hero acts', async () => {
      const browser = await app.launch();
      await browser.setWindowSize(960, 600);
      await app.click('nav-encounters');
      await app.click(`encounter-open-${ds.id}`);
      await app.click('dsc-start-turn-0');
      await (await browser.$(byId('dsc-turn'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      await scrollCreaturesToEnd();
      await saveArtifacts(browser, 'laptop-draw-steel');
      assert.deepEqual(await inView(['dsc-round', 'dsc-undo', 'dsc-turn']), [true, true, true]);
    });

    await app.step('fated hand: planning', async () => {
      await app.click('encounter-back');
      await app.click(`encounter-open-${fh.id}`);
      await (await app.browser.$(byId('end-planning'))).waitForDisplayed({ timeout: UI_TIMEOUT });
      await scrollCreaturesToEnd();
      await saveArtifacts(app.browser, 'laptop-fated-hand');
      assert.deepEqual(await inView(['gm-round', 'gm-undo', 'plan-open-4', 'end-planning']), [true, true, true, true]);
    });
    await app.quit();
  });
});
