import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_35_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { rankTestbed } from '../../helpers/defence-testbed.ts';
import { heldWithDayRun, outsiderCase } from '../../helpers/outsider-case.ts';

// 1.36.0 (docs/methodology.md, "1.36.0: a flood's history counts where it serves").
// `history-thin-slow`, held out after 1.35.0: 100 thinly backed accounts post a cover post a day
// about other projects for 75 days and name @pixelquest twice in the window. Their cover names
// every project alike, so before the window every project looked flooded too; the newcomer
// licence then counted each project's earlier newcomers as established only in part and read a
// smaller usual inflow, and on four projects nobody pushed it cut the honest newcomers' posts.
// Since 1.36.0 a thin account counts in those earlier days only where it named the project over
// chance.
// The defence's budget on a loaded machine: several full recomputes on each backend.
t.setTimeout(600_000);

const newcomerCut = async (handle: DatabaseHandle) =>
  (
    await sql<{ n: number }>`select count(distinct p.kol_id)::int as n from post_discounts d
      join posts p on p.id = d.post_id where d.kind = 'newcomer_cap'`.execute(handle.db)
  ).rows[0]?.n ?? 0;

t.test("a flood spread over every project does not cut every project's newcomers (1.36.0)", async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const c = await outsiderCase(handle, demo, 'history-thin-slow');
    t.equal(c.imported.accounts, 100, 'the JSONL import takes the flood');

    // 1.35.0: the cover's history makes projects the flood does not push look flooded before.
    const before = c.moved(await rankTestbed(handle, V1_35_0));
    t.ok(before.length >= 100, `1.35.0: ${before.length} honest accounts move by 2% or more`);
    const cutBefore = await newcomerCut(handle);
    t.ok(cutBefore >= 100, `1.35.0: newcomer_cap on ${cutBefore} accounts' posts`);

    // Since 1.36.0: only thinly backed honest accounts move, beside the flood (the backed-audience cap).
    const on = await rankTestbed(handle, ON);
    const after = c.moved(on);
    const thin = new Set(
      (
        await sql<{ u: string }>`select k.twitter_username as u from kol_backing b
          join kols k on k.id = b.kol_id`.execute(handle.db)
      ).rows.map((r) => `@${r.u}`),
    );
    t.same(
      after.filter((x) => !thin.has(x.what)),
      [],
      `${ON.version}: no honest account that is not thinly backed moves by 2% or more`,
    );
    t.ok(after.length <= 10, `${ON.version}: ${after.length} thinly backed honest accounts move`);
    t.equal(await newcomerCut(handle), 0, `${ON.version}: no post carries newcomer_cap`);
    await heldWithDayRun(t, handle, c, on, 'pixelquest');
  });
});
