import type { Kysely } from 'kysely';

/**
 * Methodology 1.18.2 (docs/methodology.md, "1.18.2: bystanders a ring follows"): follows an
 * account receives tie it to a campaign's group only with one of its own, or when the group is
 * most of its audience; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.18.2',
      released_on: '2026-11-28',
      changes:
        "Bystanders a ring follows: follows either way tie an account to a campaign's group only when at least one of them is its own (it follows a member) or the group's members are most of its tracked followers. Follows are free to give, so a ring that pushes a project could follow its honest regulars and take them into its group, where the group licence cut their posts with the ring's (an honest regular lost 96% of its mindshare). New bench: attacks written from outside, brought in through the JSONL import.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.18.2').execute();
}
