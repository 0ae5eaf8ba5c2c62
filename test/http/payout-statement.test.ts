import t from 'tap';
import { concat, encodeAbiParameters, keccak256, parseAbiParameters } from 'viem';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { creatorSession, insertProject, staffHeaders } from '../helpers/pools-actors.ts';

type Hex = `0x${string}`;

/** The leaf and proof check written from docs/rewards.md alone, not from our code. */
const leafOf = (poolId: string, submissionId: string, handle: string, amountCents: number) =>
  keccak256(
    encodeAbiParameters(
      parseAbiParameters('string poolId, string submissionId, string kolHandle, uint256 amountCents'),
      [poolId, submissionId, handle, BigInt(amountCents)],
    ),
  );
const verify = (leaf: Hex, proof: Hex[], root: Hex) =>
  proof.reduce<Hex>(
    (node, sibling) => keccak256(node < sibling ? concat([node, sibling]) : concat([sibling, node])),
    leaf,
  ) === root;

const ADDRESS = /0x[0-9a-f]{40}(?![0-9a-f])/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;

t.test('payout statements', async (t) => {
  await eachBackend(t, async (t, database) => {
    const container = await buildTestApp(t, database);
    const { app } = container;
    const project = await insertProject(database);
    const other = await insertProject(database);
    const hidden = await insertProject(database, { hidden: true });
    const admin = await staffHeaders(container, { role: 'admin' });
    const own = await staffHeaders(container, { role: 'PROJECT', projectId: hidden.id });
    const foreign = await staffHeaders(container, { role: 'PROJECT', projectId: other.id });
    const creators = [await creatorSession(app), await creatorSession(app), await creatorSession(app)];

    // A wallet and an email on a paid creator's account: neither may reach a statement.
    const wallet = '0xAbCdEf0123456789abcdef0123456789ABCDEF01';
    const user = await database.db
      .selectFrom('users')
      .select('id')
      .where('kol_id', '=', creators[0].kolId)
      .executeTakeFirstOrThrow();
    await database.db
      .updateTable('users')
      .set({ email: 'paid.creator@example.com' })
      .where('id', '=', user.id)
      .execute();
    await database.db
      .insertInto('wallets')
      .values({ id: crypto.randomUUID(), user_id: user.id, address: wallet, chain: 'ethereum' })
      .execute();

    const createPool = async (projectId: string, headers = admin) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reward-pools',
        headers,
        payload: {
          projectId,
          title: 'Threads',
          platforms: ['x'],
          totalAmountUsd: 25,
          rewardRate: 10,
          rewardUnit: 'flat',
        },
      });
      t.equal(res.statusCode, 201, res.body);
      return res.json().id as string;
    };
    const submit = async (poolId: string, c: (typeof creators)[number], n: number) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: c.headers,
        payload: { rewardPoolId: poolId, contentUrl: `https://x.com/${c.handle}/status/${1000 + n}` },
      });
      t.equal(res.statusCode, 201, res.body);
      return res.json().id as string;
    };
    const review = async (id: string, status: string) => {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/submissions/${id}`,
        headers: admin,
        payload: { status },
      });
      t.equal(res.statusCode, 200, res.body);
    };

    const poolId = await createPool(project.id);
    const subs: string[] = [];
    for (const [i, c] of creators.entries()) subs.push(await submit(poolId, c, i));
    await review(subs[0], 'approved'); // 10.00
    await review(subs[1], 'approved'); // 10.00
    await review(subs[2], 'approved'); // 5.00: capped at what remains
    await review(subs[1], 'rejected'); // reversal of 10.00
    await review(subs[1], 'approved'); // 10.00 again (remaining was 10)

    await t.test('the pool pins the methodology version it was created under', async (t) => {
      const pool = (await app.inject({ url: `/api/reward-pools/${poolId}` })).json();
      t.equal(pool.methodologyVersion, METHODOLOGY_V1.version);
      const put = await app.inject({
        method: 'PUT',
        url: `/api/reward-pools/${poolId}`,
        headers: admin,
        payload: { ...pool, methodologyVersion: '9.9.9' },
      });
      t.equal(put.statusCode, 200, put.body);
      t.equal(put.json().methodologyVersion, METHODOLOGY_V1.version, 'an update cannot re-pin it');
    });

    await t.test('JSON: entries with reversal rows, net allocations, a root that verifies', async (t) => {
      const res = await app.inject({ url: `/api/reward-pools/${poolId}/statement` });
      t.equal(res.statusCode, 200, res.body);
      const s = res.json();
      t.match(s, {
        poolId,
        status: 'active',
        methodologyVersion: METHODOLOGY_V1.version,
        totalAmountUsd: 25,
        paidOutUsd: 25,
      });
      t.same(
        s.entries.map((e: { submissionId: string; kind: string; amountUsd: number }) => [
          e.submissionId,
          e.kind,
          e.amountUsd,
        ]),
        [
          [subs[0], 'payout', 10],
          [subs[1], 'payout', 10],
          [subs[2], 'payout', 5],
          [subs[1], 'reversal', -10],
          [subs[1], 'payout', 10],
        ],
      );
      const byId = new Map(s.allocations.map((a: { submissionId: string }) => [a.submissionId, a]));
      t.match(byId.get(subs[1]), { kolHandle: creators[1].handle, amountCents: 1000, amountUsd: 10 });
      t.match(byId.get(subs[2]), { kolHandle: creators[2].handle, amountCents: 500, amountUsd: 5 });
      const sum = s.allocations.reduce((n: number, a: { amountCents: number }) => n + a.amountCents, 0);
      t.equal(sum, 2500, 'allocations add up to what the pool paid out');
      for (const a of s.allocations) {
        t.equal(
          a.leaf,
          leafOf(poolId, a.submissionId, a.kolHandle, a.amountCents),
          'leaf per the documented encoding',
        );
        const proof = await app.inject({
          url: `/api/reward-pools/${poolId}/statement/proof/${a.submissionId}`,
        });
        t.equal(proof.statusCode, 200, proof.body);
        const p = proof.json();
        t.equal(p.merkleRoot, s.merkleRoot);
        t.ok(verify(p.leaf, p.proof, s.merkleRoot), 'the proof verifies against the published root');
        t.notOk(
          verify(leafOf(poolId, a.submissionId, a.kolHandle, a.amountCents + 1), p.proof, s.merkleRoot),
        );
      }
      for (const body of [res.body]) {
        t.notMatch(body, ADDRESS, 'no wallet address');
        t.notMatch(body, EMAIL, 'no email');
        t.notOk(body.toLowerCase().includes(wallet.toLowerCase().slice(2)), 'not even the bare address');
      }
    });

    await t.test('CSV: the same rows, 2-decimal signed amounts, version and root on each row', async (t) => {
      const json = (await app.inject({ url: `/api/reward-pools/${poolId}/statement` })).json();
      const res = await app.inject({ url: `/api/reward-pools/${poolId}/statement.csv` });
      t.equal(res.statusCode, 200);
      t.match(res.headers['content-type'], /^text\/csv/);
      t.match(res.headers['content-disposition'], /attachment; filename="payout-statement-/);
      const lines = res.body.trimEnd().split('\r\n');
      t.equal(
        lines[0],
        'pool_id,entry_id,submission_id,kol_handle,kind,amount_usd,at,methodology_version,merkle_root',
      );
      t.equal(lines.length, 6);
      const reversal = lines[4].split(',');
      t.same(
        [reversal[2], reversal[3], reversal[4], reversal[5]],
        [subs[1], creators[1].handle, 'reversal', '-10.00'],
      );
      t.equal(lines[3].split(',')[5], '5.00');
      t.equal(reversal[7], METHODOLOGY_V1.version);
      t.equal(reversal[8], json.merkleRoot);
      t.notMatch(res.body, ADDRESS);
      t.notMatch(res.body, EMAIL);
    });

    await t.test('an empty pool has the zero root and no proofs', async (t) => {
      const empty = await createPool(project.id);
      const s = (await app.inject({ url: `/api/reward-pools/${empty}/statement` })).json();
      t.same([s.allocations, s.entries, s.asOf], [[], [], null]);
      t.equal(s.merkleRoot, `0x${'0'.repeat(64)}`);
      const csv = await app.inject({ url: `/api/reward-pools/${empty}/statement.csv` });
      t.equal(csv.body.split('\r\n').filter(Boolean).length, 1, 'header only');
    });

    await t.test('bad input and unknown ids answer 4xx with a sentence', async (t) => {
      const cases: [string, number, RegExp][] = [
        ['/api/reward-pools/not-a-uuid/statement', 400, /id/],
        ['/api/reward-pools/not-a-uuid/statement.csv', 400, /id/],
        [`/api/reward-pools/${poolId}/statement/proof/nope`, 400, /submissionId/],
        [`/api/reward-pools/${crypto.randomUUID()}/statement`, 404, /Reward pool not found/],
        [`/api/reward-pools/${crypto.randomUUID()}/statement.csv`, 404, /Reward pool not found/],
        [
          `/api/reward-pools/${poolId}/statement/proof/${crypto.randomUUID()}`,
          404,
          /This submission has no payout in this pool's statement/,
        ],
      ];
      for (const [url, status, message] of cases) {
        const res = await app.inject({ url });
        t.equal(res.statusCode, status, url);
        t.match(res.json().message, message, url);
      }
      const pending = await submit(poolId, creators[0], 99);
      const res = await app.inject({ url: `/api/reward-pools/${poolId}/statement/proof/${pending}` });
      t.equal(res.statusCode, 404, 'a submission never approved has no allocation');
    });

    await t.test("a hidden project's statement: only its staff and admins", async (t) => {
      const hiddenPool = await createPool(hidden.id, own);
      const url = `/api/reward-pools/${hiddenPool}/statement`;
      const cases: [string, Record<string, string>, number][] = [
        ['visitor', {}, 404],
        ['creator', creators[0].headers, 404],
        ['other project staff', foreign, 404],
        ['own project staff', own, 200],
        ['admin', admin, 200],
      ];
      for (const [who, headers, status] of cases) {
        for (const u of [url, `${url}.csv`]) {
          t.equal((await app.inject({ url: u, headers })).statusCode, status, `${who} ${u}`);
        }
      }
    });
  });
});
