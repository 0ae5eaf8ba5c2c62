import { join } from 'node:path';
import t from 'tap';
import { adminJourney } from '../helpers/admin-journey.ts';
import { openProduct } from '../helpers/browser.ts';
import { serveFolder } from '../helpers/static-origin.ts';

/** The same admin journey with mfe-admin served from a second origin (its own deployment). */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('admin journey with mfe-admin from its own origin', async (t) => {
  const adminOrigin = await serveFolder(t, join(import.meta.dirname, '..', '..', 'mfe-admin', 'dist'));
  const product = await openProduct(t, { MFE_ADMIN_URL: `${adminOrigin.origin}/remoteEntry.js` });
  if (product) {
    await t.test('journey with mfe-admin from another origin', async (t) => {
      await adminJourney(t, product, 'remote-origin');
      t.ok(adminOrigin.requests.includes('/remoteEntry.js'), 'mfe-admin came from its own origin');
      t.ok(
        adminOrigin.requests.some((path) => /^\/[\w.-]+\.js$/.test(path) && path !== '/remoteEntry.js'),
        'its page chunks too',
      );
    });
  }
});
