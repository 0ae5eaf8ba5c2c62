import type { Kysely } from 'kysely';
import type { Database } from '../database.ts';
import { KOL_SCORE_COLUMNS } from '../ranking-engine/kol-scores.sql.ts';

/**
 * KOLs as the API shows them: the stored X profile (kols) with the latest scores
 * (kol_score_rows, null until the KOL's first recompute).
 */
export function selectKolProfiles(db: Kysely<Database>) {
  return db
    .selectFrom('kols as k')
    .leftJoin('kol_score_rows as s', 's.kol_id', 'k.id')
    .selectAll('k')
    .select(KOL_SCORE_COLUMNS.map((c) => `s.${c}` as const));
}

export type KolProfileRow = Awaited<
  ReturnType<ReturnType<typeof selectKolProfiles>['executeTakeFirstOrThrow']>
>;
