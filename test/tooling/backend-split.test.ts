import t, { type Test } from 'tap';
import { eachBackend, postgresOnly, selectedBackends } from '../helpers/databases.ts';

/**
 * TEST_BACKENDS, which a full run sets in the two halves of a file split by backend
 * (scripts/test-groups.ts, SPLIT_BY_BACKEND): each half runs one backend, and under CI the
 * PostgreSQL half still fails when PostgreSQL is missing (docs/testing.md, "Eleventh pass").
 */
type Call = { name: string; skip?: string };

/** A stand-in for tap's Test that records what eachBackend and postgresOnly ask of it. */
function recorder(): { t: Test; calls: Call[]; failures: string[] } {
  const calls: Call[] = [];
  const failures: string[] = [];
  const fake = {
    test: async (name: string, ...rest: unknown[]) => {
      const options = rest.length > 1 ? (rest[0] as { skip?: string }) : {};
      calls.push({ name, ...(options.skip ? { skip: options.skip } : {}) });
    },
    fail: (message: string) => {
      failures.push(message);
    },
  };
  return { t: fake as unknown as Test, calls, failures };
}

async function withEnv(env: Record<string, string | undefined>, fn: () => Promise<void>): Promise<void> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  apply(env);
  try {
    await fn();
  } finally {
    apply(saved);
  }
}

const noop = async () => {};
const URL = 'postgres://postgres@127.0.0.1:5432/postgres';

t.test('TEST_BACKENDS names the backends; unset means both', async (t) => {
  t.same(selectedBackends(undefined), ['pglite', 'postgres']);
  t.same(selectedBackends('pglite'), ['pglite']);
  t.same(selectedBackends('postgres'), ['postgres']);
  t.same(selectedBackends('pglite,postgres'), ['pglite', 'postgres']);
  t.throws(() => selectedBackends('mysql'), /TEST_BACKENDS=mysql/);
});

t.test('each half runs its own backend, and the other is neither run nor skipped', async (t) => {
  for (const [backends, expected] of [
    [undefined, ['pglite', 'postgres']],
    ['pglite', ['pglite']],
    ['postgres', ['postgres']],
  ] as const) {
    await withEnv({ TEST_BACKENDS: backends, TEST_POSTGRES_URL: URL, REQUIRE_POSTGRES: '1' }, async () => {
      const { t: fake, calls, failures } = recorder();
      await eachBackend(fake, noop);
      t.same(
        calls,
        expected.map((name) => ({ name })),
        `TEST_BACKENDS=${backends ?? '(unset)'}`,
      );
      t.same(failures, []);
    });
  }
});

t.test('under CI the PostgreSQL half fails, never skips, when PostgreSQL is missing', async (t) => {
  await withEnv(
    { TEST_BACKENDS: 'postgres', TEST_POSTGRES_URL: undefined, REQUIRE_POSTGRES: '1' },
    async () => {
      const { t: fake, calls, failures } = recorder();
      await eachBackend(fake, noop);
      t.same(calls, [], 'no subtest, so no skip');
      t.equal(failures.length, 1);
      t.match(failures[0], /PostgreSQL is required under CI/);
    },
  );
  await withEnv(
    { TEST_BACKENDS: 'postgres', TEST_POSTGRES_URL: undefined, REQUIRE_POSTGRES: undefined },
    async () => {
      const { t: fake, calls, failures } = recorder();
      await postgresOnly(fake, 'race', noop);
      t.same(calls, [{ name: 'race', skip: 'PostgreSQL not available' }], 'locally: a skip, as before');
      t.same(failures, []);
    },
  );
  await withEnv(
    { TEST_BACKENDS: 'pglite', TEST_POSTGRES_URL: undefined, REQUIRE_POSTGRES: '1' },
    async () => {
      const { t: fake, calls, failures } = recorder();
      await postgresOnly(fake, 'race', noop);
      t.same([calls, failures], [[], []], 'the PGlite half leaves PostgreSQL to the other half');
    },
  );
});
