import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import t from 'tap';
import { pickEncoding } from '#adapters/http/served-page.ts';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { NOW, promoteLeastFollowedKol } from '../helpers/rankings.ts';

t.test('accept-encoding: br before gzip, q=0 refuses, identity otherwise', async (t) => {
  t.equal(pickEncoding(undefined), null);
  t.equal(pickEncoding('gzip, deflate, br'), 'br');
  t.equal(pickEncoding('gzip'), 'gzip');
  t.equal(pickEncoding('br;q=0, gzip;q=0.5'), 'gzip');
  t.equal(pickEncoding('*'), 'gzip');
  t.equal(pickEncoding('identity, deflate'), null);
  t.equal(pickEncoding('gzip;q=0'), null);
});

t.test(
  'cached pages: compressed forms decode to the same JSON, ETag and 304 follow recomputes',
  async (t) => {
    await eachBackend(t, async (t, database) => {
      const here = await buildTestApp(t, database, {
        overrides: { clock: { now: () => NOW }, demoKolCount: 40 },
      });
      await here.seedDemoData(42);
      const url = '/api/influencers/paginate?page=1&limit=5&sortField=twitterFollowersCount';
      const get = (headers: Record<string, string> = {}) => here.app.inject({ method: 'GET', url, headers });

      const plain = await get();
      t.equal(plain.statusCode, 200);
      t.notOk(plain.headers['content-encoding'], 'no encoding without accept-encoding');
      t.match(plain.headers.vary, /Accept-Encoding/);
      const etag = plain.headers.etag as string;
      t.match(etag, /^W\/".+"$/);

      const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
      t.equal(br.headers['content-encoding'], 'br');
      t.match(br.headers.vary, /Accept-Encoding/);
      t.equal(br.headers.etag, etag, 'one weak ETag for every encoding of the page');
      t.same(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json());
      t.ok(br.rawPayload.length < plain.rawPayload.length / 2, 'the br body is smaller');

      const gz = await get({ 'accept-encoding': 'gzip' });
      t.equal(gz.headers['content-encoding'], 'gzip');
      t.equal(gunzipSync(gz.rawPayload).toString(), plain.payload, 'gzip decodes to the same bytes');

      const revalidated = await get({ 'if-none-match': etag, 'accept-encoding': 'gzip' });
      t.equal(revalidated.statusCode, 304);
      t.equal(revalidated.rawPayload.length, 0);
      t.equal(revalidated.headers.etag, etag);
      t.equal((await get({ 'if-none-match': 'W/"other"' })).statusCode, 200);

      // A new rankings version: a new page, never the old compressed body or ETag.
      const lastId = await promoteLeastFollowedKol(database, (mode) => here.recomputeRankings(mode));
      const after = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
      t.equal(after.statusCode, 200, 'the old ETag no longer matches');
      t.not(after.headers.etag, etag);
      const decoded = JSON.parse(brotliDecompressSync(after.rawPayload).toString());
      t.equal(decoded.data[0].id, lastId, 'the compressed page is the new version');
      t.same(decoded, (await get()).json(), 'and decodes to the uncompressed new page');
    });
  },
);
