import { type Kysely, sql } from 'kysely';

/**
 * Daily rollups are derived data the engine rebuilds; checking a foreign key per
 * inserted row made the rollup step several times slower than the aggregation
 * itself. Rows of a deleted KOL, project or narrative are ignored by the window
 * step (it joins the live tables) and vanish at the next full recompute. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table kol_daily drop constraint kol_daily_kol_id_fkey`.execute(db);
  await sql`alter table project_daily drop constraint project_daily_project_id_fkey`.execute(db);
  await sql`alter table narrative_daily drop constraint narrative_daily_narrative_id_fkey`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table kol_daily add constraint kol_daily_kol_id_fkey foreign key (kol_id) references kols (id) on delete cascade`.execute(
    db,
  );
  await sql`alter table project_daily add constraint project_daily_project_id_fkey foreign key (project_id) references projects (id) on delete cascade`.execute(
    db,
  );
  await sql`alter table narrative_daily add constraint narrative_daily_narrative_id_fkey foreign key (narrative_id) references narratives (id) on delete cascade`.execute(
    db,
  );
}
