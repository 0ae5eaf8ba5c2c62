import t from 'tap';
import { floodHistory } from '#core/domain/flood-history.ts';
import { establishedWeight, newcomerLicence } from '#core/domain/newcomer-licence.ts';

const row = (kol: string, thin: boolean, att: number, est: boolean) => ({ kol, thin, att, own: 1, est });

t.test('one period back is 1.16.0, none is 1.15.0', async (t) => {
  // Window: thin 300, cover accounts c1 (posted in the history) and c2 (new) 50 each.
  const window = [row('t', true, 300, false), row('c1', false, 50, true), row('c2', false, 50, false)];
  // History: the thin accounts flooded then too (400 against c1's 100, new then).
  const history = [row('t', true, 400, false), row('c1', false, 100, false)];
  const h = { thin: 400, newcomers: 100, established: 0 };
  const m = newcomerLicence(h, 1).newcomers;
  const judged = floodHistory([window, history], 1);
  t.equal(judged.weights[1], establishedWeight(h, 1, { inHistory: true, beforeHistory: false }));
  t.equal(judged.weights[1], m);
  t.equal(judged.weights[2], 0);
  t.same(floodHistory([window], 1).weights, [0, 1, 0], 'without a history every earlier post establishes');
});

t.test('a drip longer than two periods no longer makes its cover established (1.19.0)', async (t) => {
  // The cover account posted in every period, beside a thin flood in each; the oldest period is
  // the drip's start (nothing before it).
  const p = (est: boolean) => [row('t', true, 400, false), row('c', false, 100, est)];
  const twoBack = floodHistory([p(true), p(true), p(false)], 1);
  t.ok((twoBack.weights[1] ?? 1) < 0.01, 'judged back to where the flood began');
  // 1.16.0 looked one period back only: the cover posted before it, so counted in full.
  t.equal(floodHistory([p(true), p(true)], 1).weights[1], 1);
});

t.test('an audience from before an unflooded period stays established', async (t) => {
  const quiet = [row('t', true, 10, false), row('c', false, 100, true)];
  const judged = floodHistory([[row('t', true, 300, false), row('c', false, 100, true)], quiet, quiet], 1);
  t.equal(judged.weights[1], 1);
});
