import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { V1_21_0, V1_24_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  ALL_OFF,
  bestRank,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  withoutRingAccounts,
  accountMoves,
} from '../../helpers/defence-testbed.ts';

// 1.22.0 (docs/methodology.md, "1.22.0: newcomers at a project's usual inflow"). `thin-flood`, an
// attack written from outside after 1.21.0: 100 cheap accounts (aged, 300-900 reported followers,
// nobody follows them, a few posts about other projects before the window) each name @pixelquest
// twice. They are thinly backed and in no group, so the backed-audience cap bounds them; their
// attention is far over what @pixelquest's other accounts license, and since 1.15.0 that excess
// was taken out of the credit of the accounts new to @pixelquest in the window: its honest
// newcomers lost nearly all their mindshare to a flood they had nothing to do with. Since 1.22.0
// their own posts are cut only when they arrive faster than chance gives at the project's inflow
// before the window; @pixelquest's arrive as they always did.
// 1.25.0 ("1.25.0: the thin allowance shared per account"): the thinly backed honest accounts
// beside the flood named @pixelquest once; the flood's accounts twice, with more views. The
// allowance is shared per account, so they keep more of their post than the flood's accounts do,
// and @pixelquest's attention is what it was.
const RING = /^ox\d+_/;

/** Honest accounts (not the flood's) whose mindshare the defence moved by 2% or more. */
async function honestHits(
  handle: DatabaseHandle,
  off: ReturnType<typeof withoutRingAccounts>,
  m: Methodology,
) {
  const on = withoutRingAccounts(await rankTestbed(handle, m), RING);
  return accountMoves(off, on).filter((x) => x.move >= 0.02);
}

const thinlyBacked = async (handle: DatabaseHandle) =>
  new Set(
    (
      await sql<{
        u: string;
      }>`select k.twitter_username as u from kol_backing b join kols k on k.id = b.kol_id`.execute(handle.db)
    ).rows.map((r) => `@${r.u}`),
  );

t.test('a thin flood at a project does not cost its honest newcomers their posts (1.22.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'thin-flood');
    const baseOff = await rankTestbed(handle, ALL_OFF);
    const baseOn = await rankTestbed(handle, ON);
    const imported = await importLines(handle, attack.lines);
    t.equal(imported.accounts, 100, 'the JSONL import takes the flood');
    const off = withoutRingAccounts(await rankTestbed(handle, NO_COORDINATION), RING);
    const allOff = await rankTestbed(handle, ALL_OFF);

    // 1.21.0: the flood's excess comes out of every newcomer of @pixelquest.
    const before = await honestHits(handle, off, V1_21_0);
    t.ok(before.length >= 50, `1.21.0: ${before.length} honest accounts move by 2% or more`);
    t.ok(
      (before[0]?.move ?? 0) > 0.9,
      `1.21.0: the largest loses ${((before[0]?.move ?? 0) * 100).toFixed(1)}%`,
    );
    const cut = await sql<{ n: number }>`select count(distinct p.kol_id)::int as n from post_discounts d
      join posts p on p.id = d.post_id where d.kind = 'newcomer_cap'`.execute(handle.db);
    t.ok((cut.rows[0]?.n ?? 0) >= 50, `1.21.0: newcomer_cap on ${cut.rows[0]?.n} accounts' posts`);

    // 1.22.0: @pixelquest's newcomers are at its usual inflow; only thinly backed accounts move.
    const after = await honestHits(handle, off, ON);
    const thin = await thinlyBacked(handle);
    t.same(
      after.filter((x) => !thin.has(x.what)),
      [],
      `${ON.version}: no honest account that is not thinly backed moves by 2% or more`,
    );
    t.ok(
      after.length <= 3,
      `${ON.version}: ${after.length} thinly backed honest accounts move, with the flood`,
    );
    const none = await sql<{
      n: number;
    }>`select count(*)::int as n from post_discounts where kind = 'newcomer_cap'`.execute(handle.db);
    t.equal(none.rows[0]?.n, 0, `${ON.version}: no post carries newcomer_cap`);
    const detail = await sql<{ detail: string }>`select bc.detail from backing_caps bc
      join projects pr on pr.id = bc.entity_id where bc.kind = 'project' and pr.twitter_username = 'pixelquest'`.execute(
      handle.db,
    );
    t.match(
      detail.rows[0]?.detail ?? '',
      /since 1\.22\.0 the newcomers' own posts are not cut, as \d+ accounts new to it are within what chance gives at its inflow before \(\d+ new to it in the 60 days before the window\)/,
      'the cap says why the newcomers keep their posts',
    );

    // The flood itself is still bounded: it is licensed by the attention from before the window.
    const on = await rankTestbed(handle, ON);
    const kept = liftOf(on, baseOn, 'pixelquest') / liftOf(allOff, baseOff, 'pixelquest');
    t.ok(kept <= 0.2, `the flood keeps ${(kept * 100).toFixed(1)}% of its lift on @pixelquest`);
    t.ok(bestRank(on, attack.members) > 100, 'no flood account in the KOL top 100');
    const { durationMs: _full, ...full } = on;
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');

    // 1.25.0 against 1.24.0: the same allowance, shared per account instead of per post.
    const thinCut = async () =>
      new Map(
        (
          await sql<{ u: string; m: number }>`select k.twitter_username as u, min(d.multiplier)::float8 as m
            from post_discounts d join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
            where d.kind = 'thin_backing_cap' group by 1`.execute(handle.db)
        ).rows.map((r) => [r.u, Number(r.m)]),
      );
    const fair = await thinCut();
    const shared = await sql<{ detail: string }>`select detail from post_discounts
      where kind = 'thin_backing_cap' order by post_id limit 1`.execute(handle.db);
    t.match(
      shared.rows[0]?.detail ?? '',
      /since 1\.25\.0 the allowance is shared per account, not per post: each thinly backed account keeps its attention to it up to [\d.]+; this account gave it [\d.]+ and keeps [\d.]+ of it/,
      'the thin cap says what share of the allowance the account keeps',
    );
    const even = await rankTestbed(handle, V1_24_0);
    const proportional = await thinCut();
    const honestThin = [...proportional.keys()].filter((u) => !RING.test(u));
    t.ok(
      honestThin.length > 0,
      `1.24.0 cuts ${honestThin.length} honest thinly backed accounts beside the flood`,
    );
    for (const u of honestThin)
      t.ok(
        (fair.get(u) ?? 1) > (proportional.get(u) ?? 1),
        `@${u} keeps ${fair.get(u) ?? 1} of its post with 1.25.0, ${proportional.get(u)} with 1.24.0`,
      );
    const ringFair = Math.max(...[...fair].filter(([u]) => RING.test(u)).map(([, m]) => m));
    t.ok(ringFair < 0.5, `the flood's accounts are still cut (at most ${ringFair} kept)`);
    // The same allowance: the project's attention moves only by the multipliers' rounding.
    const attention = (x: typeof on) => x.attention.get('pixelquest') ?? 0;
    t.ok(
      Math.abs(attention(on) - attention(even)) <= 0.001 * attention(even),
      `@pixelquest's 30-day attention is the same with both to 0.1% (${attention(on).toFixed(1)}, ${attention(even).toFixed(1)})`,
    );
  });
});
