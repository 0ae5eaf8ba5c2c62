import t from 'tap';
import { methodologyVersionRepository } from '#adapters/db/repositories/trust-read.repository.ts';
import { eachBackend } from '../../helpers/databases.ts';

t.test('the methodology change log lists versions newest first, compared as numbers', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    // Four releases on one day, and ones whose text sorts above the newest ("1.9.0" > "1.12.0").
    await db
      .updateTable('methodology_versions')
      .set({ released_on: '2026-11-25' })
      .where('version', '=', '1.9.0')
      .execute();
    const versions = (await methodologyVersionRepository(db).list()).map((v) => v.version);
    t.same(versions.slice(0, 5), ['1.43.0', '1.42.0', '1.41.0', '1.40.0', '1.39.0']);
    t.equal(versions.at(-1), '1.0.0');
  });
});
