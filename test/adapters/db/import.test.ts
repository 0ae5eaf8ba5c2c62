import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { socialIngestRepository } from '#adapters/db/repositories/social-ingest.repository.ts';
import { isDomainError } from '#core/errors.ts';
import { makeImportSocialData } from '#core/use-cases/import-social-data.use-case.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { typescriptNodeArgs } from '../../helpers/typescript-child.ts';

const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
const line = (o: object) => JSON.stringify(o);
const GOOD = [
  line({
    type: 'account',
    username: 'alice',
    followers: 1200,
    following: 80,
    createdAt: '2021-01-01T00:00:00Z',
  }),
  line({ type: 'account', username: 'bob', followers: 300 }),
  line({
    type: 'post',
    id: 'p1',
    author: 'alice',
    createdAt: '2026-11-20T10:00:00Z',
    text: 'gm',
    views: 100,
    likes: 5,
  }),
  '',
  line({
    type: 'post',
    id: 'p2',
    author: 'bob',
    createdAt: '2026-11-21T10:00:00Z',
    text: 'hello',
    views: 10,
  }),
  line({ type: 'follow', follower: 'bob', followee: 'alice' }),
];

t.test('JSONL import: all or nothing, bad lines named', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const importFile = makeImportSocialData({ repo: socialIngestRepository(db), clock });
    const counts = async () =>
      Promise.all(
        (['kols', 'posts', 'kol_follows'] as const).map(async (table) =>
          Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
        ),
      );

    t.same(await importFile(GOOD), { accounts: 2, posts: 2, follows: 1 });
    t.same(await counts(), [2, 2, 1]);
    const alice = await db
      .selectFrom('kols')
      .selectAll()
      .where('twitter_username', '=', 'alice')
      .executeTakeFirstOrThrow();
    t.equal(alice.twitter_followers_count, 1200);
    t.same(await importFile(GOOD), { accounts: 2, posts: 2, follows: 1 }, 'importing again is idempotent');
    t.same(await counts(), [2, 2, 1], 'no duplicates');

    const shapeErrors = [
      line({ type: 'account', username: 'carol' }),
      '{not json',
      line({ type: 'post', id: 'p9', author: 'carol', createdAt: 'yesterday', text: 'x' }),
      line({
        type: 'post',
        id: 'p10',
        author: 'carol',
        createdAt: '2026-11-21T10:00:00Z',
        text: 'x',
        likes: -1,
      }),
      line({ type: 'like' }),
    ];
    const bad = await importFile(shapeErrors).catch((e: unknown) => e);
    t.ok(isDomainError(bad) && bad.code === 'INVALID', 'rejected as invalid');
    t.same(isDomainError(bad) ? bad.details : [], [
      { field: 'line 2', message: 'not valid JSON' },
      { field: 'line 3', message: 'createdAt must be an ISO 8601 date-time' },
      { field: 'line 4', message: 'likes must be an integer ≥ 0' },
      { field: 'line 5', message: 'type must be account, post or follow' },
    ]);

    const unknownAuthor = [
      line({ type: 'account', username: 'dave', followers: 10 }),
      line({ type: 'post', id: 'p20', author: 'dave', createdAt: '2026-11-21T10:00:00Z', text: 'ok' }),
      line({ type: 'post', id: 'p21', author: 'mallory', createdAt: '2026-11-21T10:00:00Z', text: 'who' }),
      line({ type: 'follow', follower: 'dave', followee: 'trent' }),
    ];
    const rolled = await importFile(unknownAuthor).catch((e: unknown) => e);
    t.same(isDomainError(rolled) ? rolled.details : [], [
      { field: 'line 3', message: 'author @mallory is not a tracked account' },
      { field: 'line 4', message: '@trent is not a tracked account' },
    ]);
    t.same(await counts(), [2, 2, 1], 'nothing of the rejected files was written, not even dave');
  });
});

t.test('npm run import reports the bad line and exits 1', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mm-import-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'bad.jsonl');
  writeFileSync(file, `${GOOD[0]}\n${line({ type: 'follow', follower: 'alice', followee: 'alice' })}\n`);
  const res = spawnSync(process.execPath, [...typescriptNodeArgs(), 'adapters/cli/import.cli.ts', file], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  t.equal(res.status, 1);
  t.match(res.stderr, 'line 2: an account cannot follow itself');
});
