import { randomBytes } from 'node:crypto';

/**
 * The one place that reads the environment. Every variable is parsed and checked
 * here; a wrong or missing value stops start with a message naming the variable.
 * The README's configuration table mirrors `CONFIG_VARIABLES`.
 */
export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicOrigin: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  demo: { seed: boolean; seedValue: number };
  walletConnectProjectId: string | null;
  remotes: { onboarding: string; beta: string; admin: string };
  trustProxy: boolean;
  jwtSecret: string;
  x: XConfig | null;
  demoSignIn: boolean;
  adminOrigins: string[];
  smtpUrl: string | null;
  mailFrom: string;
  earlyBadge: { supply: number; multiplierTenths: number };
  /** The product's X account the follow mission asks for (checked through `xApi`). */
  xProductHandle: string;
  /** `intervalMs` between scheduled day runs (0: off); the daily full run's UTC hour (null: off). */
  rankings: { intervalMinutes: number; intervalMs: number; fullRunHourUtc: number | null };
  /** Which roles this process plays: on = HTTP and worker, off = HTTP only, only = worker only. */
  worker: 'on' | 'off' | 'only';
  jobs: { maxAttempts: number; concurrency: number; staleSeconds: number; retryBaseMs: number };
  metrics: { token: string | null; port: number | null };
  pressure: { maxEventLoopDelayMs: number; maxHeapMb: number };
  /** OpenTelemetry tracing (adapters/main/tracing.ts); exporter none = off. */
  tracing: { exporter: 'otlp' | 'console' | 'none'; serviceName: string; otlpTracesUrl: string | null };
  rateLimits: { writesPerMinute: number };
  /** SIGTERM: how long readiness answers 503 before the listener closes, and the job grace. */
  shutdown: { drainMs: number; graceMs: number };
  /** App-only X API access for lookups and ingestion (distinct from the sign-in app's OAuth). */
  xApi: { bearerToken: string; baseUrl: string } | null;
}

export interface XConfig {
  clientId: string;
  clientSecret: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  apiUrl: string;
  scopes: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export const CONFIG_VARIABLES = [
  ['NODE_ENV', 'development', 'development, test or production'],
  ['HOST', '0.0.0.0', 'interface to listen on'],
  ['PORT', '3000', 'port to listen on'],
  ['PUBLIC_ORIGIN', 'http://localhost:$PORT', 'the origin users reach the app at (links, CSRF checks)'],
  ['LOG_LEVEL', 'info', 'pino level: fatal, error, warn, info, debug, trace, silent'],
  ['DATABASE_URL', '(unset: embedded PGlite)', 'PostgreSQL connection string'],
  ['DATABASE_POOL_SIZE', '10', 'connections in the PostgreSQL pool'],
  ['DATA_DIR', '.data', 'folder for the embedded database and local files'],
  ['DEMO_SEED', 'true outside production', 'seed the demo data set on first start'],
  ['DEMO_SEED_VALUE', '42', 'seed of the deterministic demo data generator'],
  ['WALLETCONNECT_PROJECT_ID', '(unset: WalletConnect hidden)', 'served to the client by GET /config'],
  ['MFE_ONBOARDING_URL', '/mfe/onboarding/remoteEntry.js', 'where the shell loads mfe-onboarding from'],
  ['MFE_BETA_URL', '/mfe/beta/remoteEntry.js', 'where the shell loads mfe-beta from'],
  ['MFE_ADMIN_URL', '/mfe/admin/remoteEntry.js', 'where the shell loads mfe-admin from'],
  ['TRUST_PROXY', 'false', 'trust X-Forwarded-* (set true behind one reverse proxy)'],
  [
    'JWT_SECRET',
    'random per start outside production',
    'HS256 key for staff tokens and the seal on queued emails; same on every replica, 32+ characters',
  ],
  ['X_CLIENT_ID', '(unset: X sign-in off)', 'OAuth 2.0 client id of the X app'],
  [
    'X_CLIENT_SECRET',
    '(unset: public client)',
    'OAuth 2.0 client secret of the X app (confidential clients)',
  ],
  ['X_AUTHORIZE_URL', 'https://x.com/i/oauth2/authorize', 'X OAuth authorize endpoint'],
  ['X_TOKEN_URL', 'https://api.x.com/2/oauth2/token', 'X OAuth token endpoint'],
  ['X_API_URL', 'https://api.x.com', 'X API v2 base URL'],
  ['X_SCOPES', 'tweet.read users.read follows.read', 'OAuth scopes requested at sign-in'],
  [
    'DEMO_SIGN_IN',
    'true when X is not configured, outside production',
    'built-in demo sign-in page; refused in production',
  ],
  ['ADMIN_ORIGINS', '(none)', 'comma-separated origins of separately hosted admin apps (CORS allow-list)'],
  ['SMTP_URL', '(unset: mail goes to DATA_DIR/outbox)', 'smtp:// or smtps:// URL for sign-in emails'],
  ['MAIL_FROM', 'Mindmark <no-reply@HOST of PUBLIC_ORIGIN>', 'sender of sign-in emails'],
  ['EARLY_BADGE_SUPPLY', '1000', 'how many first X sign-ups get the Early n-Badge (N; 0 turns it off)'],
  ['EARLY_BADGE_MULTIPLIER', '1.5', 'baseMultiplier the Early n-Badge sets, 1.0 to 10.0, one decimal'],
  ['X_PRODUCT_HANDLE', 'mindmark', "the product's X account users are asked to follow"],
  [
    'RANKINGS_INTERVAL_MINUTES',
    '60',
    'minutes between scheduled ranking recomputes; 0 turns the schedule off',
  ],
  [
    'RANKINGS_INTERVAL_SECONDS',
    '(unset: RANKINGS_INTERVAL_MINUTES)',
    'seconds between scheduled day runs, overriding the minutes (demos and tests)',
  ],
  ['RANKINGS_FULL_RUN_HOUR', '3', 'UTC hour (0-23) of the daily full ranking run; off turns it off'],
  ['WORKER', 'on', 'on: serve HTTP and run jobs; off: HTTP only; only: jobs only (no HTTP)'],
  ['JOBS_MAX_ATTEMPTS', '5', 'attempts per job before it is marked failed (retries back off exponentially)'],
  ['JOBS_CONCURRENCY', '1', 'jobs one worker process runs at once'],
  [
    'JOBS_STALE_SECONDS',
    '60',
    'a running job whose worker stopped beating this long is handed back to the queue',
  ],
  ['METRICS_TOKEN', '(unset)', 'bearer token that GET /metrics requires on the main port'],
  ['METRICS_PORT', '(unset)', 'serve /metrics on this separate port instead (bind it privately)'],
  [
    'OTEL_TRACES_EXPORTER',
    'otlp when an OTLP endpoint is set, else none',
    'otlp, console or none: OpenTelemetry request tracing (none turns it off)',
  ],
  [
    'OTEL_EXPORTER_OTLP_ENDPOINT',
    '(unset: tracing off)',
    'OTLP/HTTP collector base URL (e.g. http://collector:4318); OTEL_EXPORTER_OTLP_TRACES_ENDPOINT and OTEL_EXPORTER_OTLP_HEADERS work too',
  ],
  [
    'OTEL_EXPORTER_OTLP_HEADERS',
    '(unset)',
    'headers sent to the collector, key=value pairs (read by the exporter)',
  ],
  ['OTEL_SERVICE_NAME', 'mindmark', 'service.name of the spans'],
  ['PRESSURE_MAX_EVENT_LOOP_DELAY_MS', '1000', 'answer 503 + Retry-After above this event-loop delay'],
  ['PRESSURE_MAX_HEAP_MB', '0 (off)', 'answer 503 + Retry-After above this heap use'],
  [
    'RATE_LIMIT_WRITES_PER_MINUTE',
    '300',
    'per client and route, for public and creator writes without a tighter limit of their own; 0 turns it off',
  ],
  ['SHUTDOWN_DRAIN_MS', '5000 in production, else 0', 'on SIGTERM, readiness is 503 this long first'],
  [
    'SHUTDOWN_GRACE_MS',
    '30000',
    'on SIGTERM, how long running jobs may finish before going back to the queue',
  ],
  [
    'X_API_BEARER_TOKEN',
    '(unset: X lookups off)',
    'X API v2 app bearer token: profile lookup, enrich, ingestion and the follow mission (base URL: X_API_URL)',
  ],
] as const;

export function loadConfig(env: Env): Config {
  const problems: string[] = [];
  const read = <T>(name: string, fallback: T, parse: Parser<T>): T => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const parsed = parse(raw);
    if (parsed.ok) return parsed.value;
    problems.push(`${name} ${parsed.message} (got "${raw}")`);
    return fallback;
  };
  const check = (name: string, ok: boolean, message: string) => {
    if (!ok) problems.push(`${name} ${message} (got "${env[name]}")`);
  };

  const envName = read(
    'NODE_ENV',
    'development' as Config['env'],
    oneOf(['development', 'test', 'production'] as const),
  );

  const port = read('PORT', 3000, integerIn(0, 65535));
  const poolSize = read('DATABASE_POOL_SIZE', 10, integerIn(1, 1000));
  const logLevel = read(
    'LOG_LEVEL',
    'info' as Config['logLevel'],
    oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
  );

  const publicOrigin = (env.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/$/, '');
  check(
    'PUBLIC_ORIGIN',
    isOrigin(publicOrigin),
    'must be an origin such as https://mindmark.example (scheme, host, optional port)',
  );

  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl)
    check(
      'DATABASE_URL',
      /^postgres(ql)?:\/\//.test(databaseUrl),
      'must start with postgres:// or postgresql://',
    );
  const dataDir = env.DATA_DIR || '.data';

  const seedDefault = envName !== 'production';
  const seed = read('DEMO_SEED', seedDefault, boolean);
  const seedValue = read('DEMO_SEED_VALUE', 42, integerIn(0, 2 ** 31 - 1));
  const trustProxy = read('TRUST_PROXY', false, boolean);
  const rankingsInterval = read('RANKINGS_INTERVAL_MINUTES', 60, integerIn(0, 10_080));
  const intervalSeconds = read('RANKINGS_INTERVAL_SECONDS', null as number | null, integerIn(0, 604_800));
  const fullRunHour =
    env.RANKINGS_FULL_RUN_HOUR === 'off' ? null : read('RANKINGS_FULL_RUN_HOUR', 3, integerIn(0, 23));
  const worker = read('WORKER', 'on' as Config['worker'], oneOf(['on', 'off', 'only'] as const));
  const jobs = {
    maxAttempts: read('JOBS_MAX_ATTEMPTS', 5, integerIn(1, 25)),
    concurrency: read('JOBS_CONCURRENCY', 1, integerIn(1, 32)),
    staleSeconds: read('JOBS_STALE_SECONDS', 60, integerIn(1, 86_400)),
    retryBaseMs: 1000,
  };
  const metricsPort = read('METRICS_PORT', null as number | null, integerIn(1, 65535));
  if (metricsPort !== null && metricsPort === port)
    problems.push('METRICS_PORT must differ from PORT (metrics are served apart from the app)');
  const metricsToken = env.METRICS_TOKEN || null;
  if (metricsToken) check('METRICS_TOKEN', metricsToken.length >= 16, 'must be at least 16 characters');
  const pressure = {
    maxEventLoopDelayMs: read('PRESSURE_MAX_EVENT_LOOP_DELAY_MS', 1000, integerIn(0, 60_000)),
    maxHeapMb: read('PRESSURE_MAX_HEAP_MB', 0, integerIn(0, 1_000_000)),
  };
  const endpointName = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT
    ? 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'
    : 'OTEL_EXPORTER_OTLP_ENDPOINT';
  const otlpEndpoint = env[endpointName];
  const tracing = {
    exporter: read(
      'OTEL_TRACES_EXPORTER',
      (otlpEndpoint ? 'otlp' : 'none') as Config['tracing']['exporter'],
      oneOf(['otlp', 'console', 'none'] as const),
    ),
    serviceName: env.OTEL_SERVICE_NAME || 'mindmark',
    // The per-signal variable is the full URL; the base one gets the traces path (OTLP/HTTP).
    otlpTracesUrl: !otlpEndpoint
      ? null
      : endpointName === 'OTEL_EXPORTER_OTLP_ENDPOINT'
        ? `${otlpEndpoint.replace(/\/$/, '')}/v1/traces`
        : otlpEndpoint,
  };
  if (otlpEndpoint) check(endpointName, isUrl(otlpEndpoint), 'must be an absolute http(s) URL');
  const rateLimits = { writesPerMinute: read('RATE_LIMIT_WRITES_PER_MINUTE', 300, integerIn(0, 1_000_000)) };
  const shutdown = {
    drainMs: read('SHUTDOWN_DRAIN_MS', envName === 'production' ? 5000 : 0, integerIn(0, 600_000)),
    graceMs: read('SHUTDOWN_GRACE_MS', 30_000, integerIn(0, 3_600_000)),
  };
  const xBaseUrl = (env.X_API_URL || 'https://api.x.com').replace(/\/$/, '');

  const url = (name: string, fallback: string) => {
    const value = env[name] || fallback;
    check(name, isUrl(value), 'must be an absolute http(s) URL');
    return value;
  };
  const remote = (name: string, fallback: string) => {
    const value = env[name] || fallback;
    check(name, value.startsWith('/') || isUrl(value), 'must be an absolute URL or a path starting with /');
    return value;
  };
  const remotes = {
    onboarding: remote('MFE_ONBOARDING_URL', '/mfe/onboarding/remoteEntry.js'),
    beta: remote('MFE_BETA_URL', '/mfe/beta/remoteEntry.js'),
    admin: remote('MFE_ADMIN_URL', '/mfe/admin/remoteEntry.js'),
  };

  const jwtSecret = env.JWT_SECRET || '';
  if (jwtSecret) check('JWT_SECRET', jwtSecret.length >= 32, 'must be at least 32 characters');
  else if (envName === 'production')
    problems.push('JWT_SECRET is required in production (32+ random characters)');

  const x: XConfig | null = env.X_CLIENT_ID
    ? {
        clientId: env.X_CLIENT_ID,
        clientSecret: env.X_CLIENT_SECRET || null,
        authorizeUrl: url('X_AUTHORIZE_URL', 'https://x.com/i/oauth2/authorize'),
        tokenUrl: url('X_TOKEN_URL', 'https://api.x.com/2/oauth2/token'),
        apiUrl: url('X_API_URL', 'https://api.x.com').replace(/\/$/, ''),
        scopes: (env.X_SCOPES || 'tweet.read users.read follows.read').split(/\s+/).filter(Boolean),
      }
    : null;
  const demoSignIn = read('DEMO_SIGN_IN', envName !== 'production' && !x, boolean);
  if (demoSignIn && envName === 'production') {
    problems.push('DEMO_SIGN_IN must not be enabled in production: anyone could sign in as any handle');
  }
  const adminOrigins = (env.ADMIN_ORIGINS || '')
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of adminOrigins) {
    if (!isOrigin(origin))
      problems.push(`ADMIN_ORIGINS entry "${origin}" must be an origin such as https://admin.example`);
  }
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl) check('SMTP_URL', /^smtps?:\/\//.test(smtpUrl), 'must start with smtp:// or smtps://');

  const earlyBadgeSupply = read('EARLY_BADGE_SUPPLY', 1000, integerIn(0, 100_000_000));
  const earlyBadgeMultiplierTenths = read('EARLY_BADGE_MULTIPLIER', 15, tenthsIn(10, 100));
  const productHandle = env.X_PRODUCT_HANDLE || 'mindmark';
  check(
    'X_PRODUCT_HANDLE',
    /^[A-Za-z0-9_]{1,15}$/.test(productHandle),
    'must be an X handle (1-15 letters, digits, _)',
  );

  if (problems.length) throw new ConfigError(problems);
  return {
    env: envName,
    host: env.HOST || '0.0.0.0',
    port,
    publicOrigin,
    logLevel,
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl, poolSize }
      : { kind: 'pglite', dataDir: `${dataDir}/pglite` },
    dataDir,
    demo: { seed, seedValue },
    walletConnectProjectId: env.WALLETCONNECT_PROJECT_ID || null,
    remotes,
    trustProxy,
    // Outside production a fresh key per start is fine: staff sign in again after a restart.
    jwtSecret: jwtSecret || randomBytes(32).toString('base64url'),
    x,
    demoSignIn,
    adminOrigins,
    smtpUrl,
    mailFrom: env.MAIL_FROM || `Mindmark <no-reply@${new URL(publicOrigin).hostname}>`,
    earlyBadge: { supply: earlyBadgeSupply, multiplierTenths: earlyBadgeMultiplierTenths },
    xProductHandle: productHandle,
    rankings: {
      intervalMinutes: rankingsInterval,
      intervalMs: intervalSeconds !== null ? intervalSeconds * 1000 : rankingsInterval * 60_000,
      fullRunHourUtc: fullRunHour,
    },
    worker,
    jobs,
    metrics: { token: metricsToken, port: metricsPort },
    pressure,
    tracing,
    rateLimits,
    shutdown,
    xApi: env.X_API_BEARER_TOKEN ? { bearerToken: env.X_API_BEARER_TOKEN, baseUrl: xBaseUrl } : null,
  };
}

type Parser<T> = (raw: string) => { ok: true; value: T } | { ok: false; message: string };

const integerIn =
  (min: number, max: number): Parser<number> =>
  (raw) => {
    const n = Number(raw);
    return /^\d+$/.test(raw) && n >= min && n <= max
      ? { ok: true, value: n }
      : { ok: false, message: `must be an integer between ${min} and ${max}` };
  };

/** A decimal with at most one decimal place, as integer tenths (1.5 -> 15). */
const tenthsIn =
  (min: number, max: number): Parser<number> =>
  (raw) => {
    const tenths = /^\d+(\.\d)?$/.test(raw) ? Math.round(Number(raw) * 10) : Number.NaN;
    return tenths >= min && tenths <= max
      ? { ok: true, value: tenths }
      : { ok: false, message: `must be a number from ${min / 10} to ${max / 10} with at most one decimal` };
  };

const oneOf =
  <T extends string>(values: readonly T[]): Parser<T> =>
  (raw) =>
    (values as readonly string[]).includes(raw)
      ? { ok: true, value: raw as T }
      : { ok: false, message: `must be one of ${values.join(', ')}` };

const boolean: Parser<boolean> = (raw) => {
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return { ok: true, value: true };
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return { ok: true, value: false };
  return { ok: false, message: 'must be true or false' };
};

function isUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

function isOrigin(value: string): boolean {
  if (!isUrl(value)) return false;
  const u = new URL(value);
  return u.origin === value;
}
