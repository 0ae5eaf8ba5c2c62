import t from 'tap';
import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { checkFollowOnX, followCheckNote } from '../../mfe-beta/src/services/follow-check.service.ts';

/** A client that answers the follow-check routes from a script and records what was asked. */
function scriptedApi(answers: Record<string, unknown>[]) {
  const asked: string[] = [];
  const api = {
    async call(route: string, options?: { params?: { id?: string } }) {
      asked.push(options?.params?.id ? `${route} ${options.params.id}` : route);
      const next = answers.shift();
      if (!next) throw new Error('asked more often than scripted');
      return next;
    },
  } as unknown as ApiClient;
  return { api, asked };
}

t.test('a check that X answers later is read by id until it settles', async (t) => {
  const checkId = '5b681893-912d-443e-95dd-c72b60d706dd';
  const { api, asked } = scriptedApi([
    { status: 'checking', pointsAwarded: 0, checkId },
    { status: 'checking', pointsAwarded: 0, checkId, message: 'X did not answer yet: trying again' },
    { status: 'completed', pointsAwarded: 100, checkId },
  ]);
  const result = await checkFollowOnX(api, { intervalMs: 1 });
  t.same(result, { status: 'completed', pointsAwarded: 100, checkId });
  t.same(asked, [
    'POST /api/me/missions/follow-x/check',
    `GET /api/me/missions/follow-x/check/:id ${checkId}`,
    `GET /api/me/missions/follow-x/check/:id ${checkId}`,
  ]);
  t.equal(followCheckNote(result), 'Thanks for following! +100 points.');
});

t.test('an answer that needs no job is not read again', async (t) => {
  const { api, asked } = scriptedApi([{ status: 'unverified', pointsAwarded: 0 }]);
  const result = await checkFollowOnX(api, { intervalMs: 1 });
  t.equal(asked.length, 1);
  t.match(followCheckNote(result), /X is not connected/);
});

t.test('reading stops after the wait limit and says the check goes on', async (t) => {
  const checkId = '5b681893-912d-443e-95dd-c72b60d706dd';
  const { api } = scriptedApi(
    Array.from({ length: 50 }, () => ({ status: 'checking', pointsAwarded: 0, checkId })),
  );
  const result = await checkFollowOnX(api, { intervalMs: 5, maxWaitMs: 20 });
  t.equal(result.status, 'checking');
  t.match(followCheckNote(result), /we keep checking/);
});

t.test('a check that failed after every retry says so', async (t) => {
  t.equal(
    followCheckNote({ status: 'failed', pointsAwarded: 0, message: 'X did not answer: try again later' }),
    'X did not answer: try again later',
  );
});
