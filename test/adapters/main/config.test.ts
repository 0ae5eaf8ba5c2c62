import t from 'tap';
import { ConfigError, loadConfig } from '#adapters/main/config.ts';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
};

t.test('an empty environment gives the embedded defaults', async (t) => {
  const c = loadConfig({});
  t.equal(c.port, 3000);
  t.equal(c.env, 'development');
  t.same(c.database, { kind: 'pglite', dataDir: '.data/pglite' });
  t.equal(c.publicOrigin, 'http://localhost:3000');
  t.equal(c.demo.seed, true, 'demo data outside production');
  t.equal(c.walletConnectProjectId, null);
});

t.test('DATABASE_URL selects PostgreSQL', async (t) => {
  const c = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', DATABASE_POOL_SIZE: '4' });
  t.same(c.database, { kind: 'postgres', url: 'postgres://u@db:5432/app', poolSize: 4 });
});

t.test('production does not seed demo data unless asked', async (t) => {
  t.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).demo.seed, false);
});

t.test('each wrong value is named with what was expected', async (t) => {
  t.match(problemsOf({ PORT: 'eighty' }), [/^PORT must be an integer between 0 and 65535 \(got "eighty"\)$/]);
  t.match(problemsOf({ NODE_ENV: 'staging' }), [/^NODE_ENV must be one of development, test, production/]);
  t.match(problemsOf({ DATABASE_URL: 'mysql://x' }), [/^DATABASE_URL must start with postgres:\/\//]);
  t.match(problemsOf({ PUBLIC_ORIGIN: 'https://x.example/app' }), [/^PUBLIC_ORIGIN must be an origin/]);
  t.match(problemsOf({ LOG_LEVEL: 'loud' }), [/^LOG_LEVEL must be one of/]);
  t.match(problemsOf({ DEMO_SEED: 'maybe' }), [/^DEMO_SEED must be true or false/]);
  t.match(problemsOf({ MFE_ADMIN_URL: 'ftp://x' }), [/^MFE_ADMIN_URL must be an absolute URL/]);
});

t.test('all problems are reported at once', async (t) => {
  const problems = problemsOf({ PORT: '-1', DATABASE_POOL_SIZE: '0' });
  t.equal(problems.length, 2);
  t.match(problems.join('\n'), /PORT/);
  t.match(problems.join('\n'), /DATABASE_POOL_SIZE/);
});

t.test('production refuses unsafe identity settings', async (t) => {
  t.match(problemsOf({ NODE_ENV: 'production' }), [/^JWT_SECRET is required in production/]);
  t.match(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), DEMO_SIGN_IN: 'true' }), [
    /^DEMO_SIGN_IN must not be enabled in production/,
  ]);
  t.match(problemsOf({ JWT_SECRET: 'short' }), [/^JWT_SECRET must be at least 32 characters/]);
  t.match(problemsOf({ ADMIN_ORIGINS: 'https://ok.example,not-an-origin' }), [
    /ADMIN_ORIGINS entry "not-an-origin"/,
  ]);
});

t.test('X sign-in is configured by its client id; demo sign-in only without it', async (t) => {
  t.equal(loadConfig({}).demoSignIn, true);
  const withX = loadConfig({ X_CLIENT_ID: 'cid', X_CLIENT_SECRET: 'sec' });
  t.equal(withX.demoSignIn, false);
  t.same(withX.x?.scopes, ['tweet.read', 'users.read', 'follows.read']);
  t.match(problemsOf({ X_CLIENT_ID: 'cid', X_TOKEN_URL: 'nope' }), [
    /^X_TOKEN_URL must be an absolute http\(s\) URL/,
  ]);
});

t.test('points settings: Early badge supply and multiplier, the product handle', async (t) => {
  const c = loadConfig({});
  t.same(c.earlyBadge, { supply: 1000, multiplierTenths: 15 });
  t.equal(c.xProductHandle, 'mindmark');
  t.same(loadConfig({ EARLY_BADGE_SUPPLY: '0', EARLY_BADGE_MULTIPLIER: '2' }).earlyBadge, {
    supply: 0,
    multiplierTenths: 20,
  });
  t.match(problemsOf({ EARLY_BADGE_MULTIPLIER: '1.25' }), [
    /^EARLY_BADGE_MULTIPLIER must be a number from 1 to 10/,
  ]);
  t.match(problemsOf({ EARLY_BADGE_MULTIPLIER: '0.5' }), [/^EARLY_BADGE_MULTIPLIER/]);
  t.match(problemsOf({ EARLY_BADGE_SUPPLY: '-3' }), [/^EARLY_BADGE_SUPPLY must be an integer/]);
  t.match(problemsOf({ X_PRODUCT_HANDLE: 'not a handle' }), [/^X_PRODUCT_HANDLE must be an X handle/]);
});
