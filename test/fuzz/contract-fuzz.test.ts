import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import t from 'tap';
import { routeTable } from '#contracts/route-table.ts';
import { ErrorBody } from '#contracts/schemas/common.schema.ts';
import { staffToken } from '../helpers/actors.ts';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/databases.ts';
import { signIn } from '../helpers/points-actors.ts';
import { NOW } from '../helpers/rankings.ts';
import { invalid, valid } from './schema-arbitrary.ts';

type Schema = Record<string, unknown>;
const SEED = 20261123;
const VALID_RUNS = 3;
const INVALID_RUNS = 2;
/** Routes that end the caller's own session: fuzzed for visitors only. */
const ENDS_SESSION = new Set(['POST /api/auth/logout']);

/**
 * Fuzz from the contract (docs/operations.md): every route of the route table, called
 * by every kind of caller with inputs generated from its own schemas, valid and invalid.
 * No answer may be a 500 or a 5xx the route does not declare, and every 2xx JSON body
 * must match the declared response schema.
 */
t.test('every route × every caller: no 5xx, 2xx bodies match the contract', async (t) => {
  const database = await freshDatabase(t, 'pglite');
  const container = await buildTestApp(t, database, {
    env: { RATE_LIMIT_WRITES_PER_MINUTE: '0' },
    overrides: { clock: { now: () => NOW }, demoKolCount: 40, frontendDir: null },
  });
  const { app } = container;
  await container.seedDemoData(3);
  const ids = async (table: 'projects' | 'kols' | 'reward_pools' | 'reward_submissions') =>
    (await database.db.selectFrom(table).select('id').limit(3).execute()).map((r) => r.id as string);
  const [projects, kols, pools, submissions] = await Promise.all([
    ids('projects'),
    ids('kols'),
    ids('reward_pools'),
    ids('reward_submissions'),
  ]);
  const slugs = (await database.db.selectFrom('projects').select('twitter_username').limit(2).execute()).map(
    (r) => r.twitter_username,
  );
  const creator = await signIn(app, 'fuzz_creator');
  const bearer = async (username: string, role: 'admin' | 'PROJECT', projectId: string | null) => ({
    authorization: `Bearer ${await staffToken(container, { username, role, projectId })}`,
  });
  const callers: Record<string, Record<string, string>> = {
    visitor: {},
    creator: creator.mutating,
    'PROJECT own': await bearer('fuzz_project_own', 'PROJECT', projects[0] ?? null),
    'PROJECT other': await bearer('fuzz_project_other', 'PROJECT', projects[1] ?? null),
    admin: await bearer('fuzz_admin', 'admin', null),
  };
  const known: Record<string, string[]> = {
    id: [...projects, ...kols, ...pools, ...submissions],
    slug: slugs,
    username: ['fuzz_project_own', 'fuzz_admin', ...slugs],
    remote: ['beta', 'admin', 'onboarding'],
  };

  const ajv = new Ajv({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema(ErrorBody as object);

  let tried = 0;
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  for (const [key, entry] of Object.entries(routeTable) as [string, Schema][]) {
    const [method, path] = key.split(' ') as [string, string];
    const response = (entry.response ?? {}) as Record<string, Schema>;
    const pick = <T>(arb: fc.Arbitrary<T>, n: number, salt: number) =>
      fc.sample(arb, { numRuns: n, seed: SEED + salt });
    const paramsArb = (bad: boolean) => {
      const params = (entry.params as Schema | undefined)?.properties as Record<string, Schema> | undefined;
      if (!params) return fc.constant({} as Record<string, unknown>);
      const record = Object.fromEntries(
        Object.entries(params).map(([name, s]) => {
          const options = known[name] ?? [];
          const arb = bad ? invalid(s) : valid(s);
          return [name, options.length && !bad ? fc.oneof(fc.constantFrom(...options), arb) : arb];
        }),
      );
      return fc.record(record) as fc.Arbitrary<Record<string, unknown>>;
    };
    const query = entry.querystring as Schema | undefined;
    const body = entry.body as Schema | undefined;
    const inputs = [false, true].flatMap((bad) =>
      pick(
        fc.record({
          params: paramsArb(bad),
          query: query ? (bad ? invalid(query) : valid(query)) : fc.constant({}),
          body: body ? (bad ? invalid(body) : valid(body)) : fc.constant(undefined),
        }),
        bad ? INVALID_RUNS : VALID_RUNS,
        key.length + (bad ? 1 : 0),
      ),
    );
    for (const [caller, headers] of Object.entries(callers)) {
      if (caller !== 'visitor' && ENDS_SESSION.has(key)) continue;
      for (const input of inputs) {
        let url = path.replace(/:(\w+)|\*/g, (_m, name: string | undefined) =>
          encodeURIComponent(String((input.params as Record<string, unknown>)[name ?? '*'] ?? 'x')),
        );
        if (input.query && typeof input.query === 'object' && !Array.isArray(input.query)) {
          const qs = new URLSearchParams();
          for (const [k, v] of Object.entries(input.query)) {
            qs.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
          }
          if (qs.size) url += `?${qs}`;
        }
        const res = await app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' || input.body === undefined
            ? {}
            : {
                payload: JSON.stringify(input.body),
                headers: { ...headers, 'content-type': 'application/json' },
              }),
        });
        tried++;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const declared = String(res.statusCode) in response;
        if (res.statusCode === 500 || (res.statusCode >= 500 && !declared)) {
          problems.push(`${caller} ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          continue;
        }
        const schema = response[String(res.statusCode)];
        const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
        if (res.statusCode < 300 && schema && isJson && !('content' in schema)) {
          const check = ajv.compile(schema);
          if (!check(res.json())) {
            problems.push(
              `${caller} ${method} ${url}: ${res.statusCode} body does not match: ${ajv.errorsText(check.errors)}`,
            );
          }
        }
      }
    }
  }
  t.comment(
    `${tried} requests over ${Object.keys(routeTable).length} routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  t.ok(tried > 1000, `${tried} requests tried`);
  t.same(problems, [], 'no 500, no undeclared 5xx, every 2xx body valid');
});
