import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import t from 'tap';
import { formulaSql } from '#adapters/db/ranking-engine/formula-sql.ts';
import { engagementSql } from '#adapters/db/ranking-engine/ranking-rollups.sql.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { kolScoreFormula } from '#core/domain/score-formulas.ts';

// Snapshots of the SQL the engine generates from core/domain/score-formulas.ts: a change
// to a formula shows here as a change of the statement text and its parameters.
const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (expr: ReturnType<typeof sql>) => {
  const q = sql`select ${expr}`.compile(db);
  return { sql: q.sql, parameters: q.parameters };
};

t.test('engagement, as SQL over a posts alias', async (t) => {
  t.same(compiled(engagementSql(METHODOLOGY_V1)), {
    sql: 'select (("p"."likes" * $1::float8) + ("p"."replies" * $2::float8) + ("p"."reposts" * $3::float8) + ("p"."quotes" * $4::float8) + ("p"."bookmarks" * $5::float8))',
    parameters: [1, 2, 2, 3, 1],
  });
});

t.test('the KOL Score, as SQL over the snapshot columns', async (t) => {
  const bind = {
    followers: sql`coalesce(b.twitter_followers_count, 0)`,
    engagementRate: sql`coalesce(b.er, 0)`,
    smartShare: sql`b.smart_share`,
    activeDays: sql`b.active_days`,
    mindshare: sql`b.mindshare`,
    standing: sql`b.standing`,
    backing: sql`b.backing`,
  };
  t.same(compiled(formulaSql(kolScoreFormula(METHODOLOGY_V1), bind)), {
    sql:
      'select ($1::float8 * (($2::float8 * least(1, (log(($3::float8 + (coalesce(b.twitter_followers_count, 0) * least(1, (b.backing / $4::float8))))) / log(($5::float8 + $6::float8))))) + ' +
      // Since 1.39.0 engagement and consistency are multiplied by the share reach counts.
      '($7::float8 * (least(1, (coalesce(b.er, 0) / $8::float8)) * least(1, (b.backing / $9::float8)))) + ' +
      '($10::float8 * least(1, (b.smart_share / $11::float8))) + ' +
      '($12::float8 * (least(1, (b.active_days / $13::float8)) * least(1, (b.backing / $14::float8)))) + ' +
      '($15::float8 * sqrt(least(1, (b.mindshare / $16::float8))))) * b.standing)',
    parameters: [1000, 0.25, 1, 0.5, 1, 10_000_000, 0.2, 5, 0.5, 0.2, 0.1, 0.15, 30, 0.5, 0.2, 1],
  });
  t.throws(() => formulaSql(kolScoreFormula(METHODOLOGY_V1), {}), /followers has no SQL binding/);
});
