import t from 'tap';
import { adminJourney } from '../helpers/admin-journey.ts';
import { openProduct } from '../helpers/browser.ts';

/**
 * The admin journey on the production build, on PGlite (the `npm start` default). The screens
 * are the same on either backend; what they read and write is proven on PostgreSQL as well by
 * the HTTP and adapters tests (docs/testing.md, "Twelfth pass": the browser journeys on one backend).
 */
t.test('pglite', async (t) => {
  const product = await openProduct(t);
  if (product) await adminJourney(t, product);
});
