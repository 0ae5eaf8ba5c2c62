import type { FastifyInstance } from 'fastify';
import t, { type Test } from 'tap';
import { connectDatabase } from '#adapters/db/connect.ts';
import type { JobRun } from '#adapters/jobs/job-run.ts';
import type { FollowVerifier } from '#core/ports/follow-verifier.port.ts';
import type { MailMessage } from '#core/ports/mailer.port.ts';
import { buildTestApp } from '../helpers/app.ts';
import { postgresTemplate } from '../helpers/database-templates.ts';
import {
  createPostgresDatabase,
  freshDatabase,
  postgresAdminUrl,
  postgresOnly,
} from '../helpers/databases.ts';
import { me, ORIGIN, settledFollowCheck, signIn } from '../helpers/points-actors.ts';
import { eventually } from './processes.ts';

/**
 * X and email calls run as jobs (docs/operations.md, "Jobs"): the request answers while
 * X or the mail server is still pending, a failed attempt is retried with backoff, and
 * the result lands. On PGlite (in-process queue) and PostgreSQL (graphile-worker).
 */

/** A promise the test opens when it wants the fake X or mail server to answer. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Fails the test instead of hanging when a request waits on the pending call. */
async function answeredWithin<T>(ms: number, what: string, request: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} waited on the pending call`)), ms);
  });
  try {
    return await Promise.race([request, late]);
  } finally {
    clearTimeout(timer);
  }
}

interface Fakes {
  follow: FollowVerifier;
  mailer: { send: (m: MailMessage) => Promise<void> };
}

async function appOn(
  t: Test,
  backend: 'pglite' | 'postgres',
  fakes: Fakes,
): Promise<{
  app: FastifyInstance;
  jobs: { get(id: string): Promise<JobRun | null>; recent(n: number): Promise<JobRun[]> };
  kind: string;
}> {
  const env: Record<string, string> = { EARLY_BADGE_SUPPLY: '0' };
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  if (backend === 'pglite') {
    database = await freshDatabase(t, 'pglite');
  } else {
    // The job system follows DATABASE_URL: on PostgreSQL it is graphile-worker.
    const adminUrl = postgresAdminUrl() as string;
    const { url, drop } = await createPostgresDatabase({ template: await postgresTemplate(adminUrl) });
    database = await connectDatabase({ kind: 'postgres', url, poolSize: 10 });
    env.DATABASE_URL = url;
    t.teardown(async () => {
      await database.close();
      await drop();
    });
  }
  const container = await buildTestApp(t, database, { env, overrides: fakes });
  return { app: container.app, jobs: container.core.jobs, kind: container.core.jobs.kind };
}

async function scenario(t: Test, backend: 'pglite' | 'postgres') {
  const xAnswer = gate();
  const calls = new Map<string, number>();
  const follow: FollowVerifier = {
    configured: true,
    async follows(xUserId) {
      const n = (calls.get(xUserId) ?? 0) + 1;
      calls.set(xUserId, n);
      // demo-flaky: X fails once (a 503), then answers. demo-slow: X answers when the test says.
      if (xUserId === 'demo-flaky' && n === 1) throw new Error('X answered 503');
      if (xUserId === 'demo-slow') await xAnswer.opened;
      return true;
    },
  };
  const mailAnswer = gate();
  const sent: MailMessage[] = [];
  let mailAttempts = 0;
  const mailer = {
    async send(message: MailMessage) {
      mailAttempts++;
      if (mailAttempts === 1) throw new Error('421 mail server busy');
      await mailAnswer.opened;
      sent.push(message);
    },
  };
  const { app, jobs, kind } = await appOn(t, backend, { follow, mailer });
  t.equal(kind, backend === 'pglite' ? 'in-process' : 'graphile-worker', `the ${kind} queue runs the jobs`);

  await t.test('the follow check answers while X is still pending, and the result lands', async (t) => {
    const slow = await signIn(app, 'slow');
    const res = await answeredWithin(
      10_000,
      'POST /api/me/missions/follow-x/check',
      app.inject({ method: 'POST', url: '/api/me/missions/follow-x/check', headers: slow.mutating }),
    );
    t.equal(res.statusCode, 202, res.body);
    const { checkId } = res.json();
    t.match(res.json(), { status: 'checking', pointsAwarded: 0 });
    const running = await eventually('the job asking X', async () => {
      const job = await jobs.get(checkId);
      return job?.state === 'running' && calls.get('demo-slow') === 1 ? job : null;
    });
    t.match(running, { task: 'x.follow-check', requestedBy: `user:` });
    const meanwhile = await app.inject({
      url: `/api/me/missions/follow-x/check/${checkId}`,
      headers: slow.headers,
    });
    t.same(
      meanwhile.json(),
      { status: 'checking', pointsAwarded: 0, checkId },
      'still checking while X is silent',
    );
    const other = await signIn(app, 'other');
    t.equal(
      (await app.inject({ url: `/api/me/missions/follow-x/check/${checkId}`, headers: other.headers }))
        .statusCode,
      404,
      "another creator cannot read someone else's check",
    );
    xAnswer.open();
    const done = await settledFollowCheck(app, slow, checkId);
    t.same(done.json(), { status: 'completed', pointsAwarded: 100, checkId });
    t.equal((await me(app, slow)).earnedPoints, 100, 'the mission is paid');
    t.match(await jobs.get(checkId), { state: 'done', attempts: 1, result: { status: 'completed' } });
  });

  await t.test('a failed X call is retried with backoff until it answers', async (t) => {
    const flaky = await signIn(app, 'flaky');
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/missions/follow-x/check',
      headers: flaky.mutating,
    });
    t.equal(res.statusCode, 202);
    const { checkId } = res.json();
    const retrying = await eventually('the failed attempt recorded', async () => {
      const job = await jobs.get(checkId);
      return job?.lastError ? job : null;
    });
    t.match(retrying, { lastError: /X did not answer/ });
    const done = await settledFollowCheck(app, flaky, checkId);
    t.same(done.json(), { status: 'completed', pointsAwarded: 100, checkId });
    t.equal(calls.get('demo-flaky'), 2, 'X was asked twice');
    t.match(await jobs.get(checkId), { state: 'done', attempts: 2 });
    t.equal((await me(app, flaky)).earnedPoints, 100, 'paid once');
  });

  await t.test('the sign-in email is sent by a job: retried, sealed in the queue, delivered', async (t) => {
    const res = await answeredWithin(
      10_000,
      'POST /api/auth/login/email',
      app.inject({
        method: 'POST',
        url: '/api/auth/login/email',
        headers: { origin: ORIGIN },
        payload: { email: 'reader@example.com' },
      }),
    );
    t.equal(res.statusCode, 202, 'the request answers before any delivery');
    t.equal(sent.length, 0);
    const job = await eventually('the second delivery attempt, held by the mail server', async () => {
      const [mail] = (await jobs.recent(20)).filter((j) => j.task === 'mail.send');
      return mail && mail.attempts === 2 && mail.state === 'running' ? mail : null;
    });
    t.match(
      job,
      { requestedBy: 'mail', lastError: '421 mail server busy' },
      'the failed attempt is recorded',
    );
    const stored = JSON.stringify(job.payload);
    t.notMatch(
      stored,
      /reader@example\.com|token=|sign-in/i,
      'the queued row shows neither address nor link',
    );
    t.equal(sent.length, 0, 'nothing delivered while the mail server holds the message');
    mailAnswer.open();
    const delivered = await eventually('the email delivered', async () => {
      const done = await jobs.get(job.id);
      return done?.state === 'done' ? done : null;
    });
    t.equal(delivered.attempts, 2);
    t.equal(sent.length, 1, 'delivered once');
    t.equal(sent[0]?.to, 'reader@example.com');
    t.match(sent[0]?.text, /https?:\/\/\S+token=/, 'with its sign-in link');
  });
}

t.test('PGlite: X and email as jobs', (t) => scenario(t, 'pglite'));
postgresOnly(t, 'PostgreSQL: X and email as jobs', (t) => scenario(t, 'postgres'));
