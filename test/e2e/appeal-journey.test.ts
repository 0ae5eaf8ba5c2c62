import t from 'tap';
import { appealJourney } from '../helpers/appeal-journey.ts';
import { openProduct } from '../helpers/browser.ts';

/**
 * The appeal journey on the production build, on PGlite (the `npm start` default). Appeals and
 * receipts are proven on PostgreSQL as well by test/http/trust (docs/testing.md, "Twelfth pass":
 * the browser journeys on one backend).
 */
// Seeding the 2,000-KOL demo set takes most of it when this file seeds the run's copy
// (about 2 min on PGlite under load); loading a copy takes seconds.
t.setTimeout(420_000);
t.test('pglite', async (t) => {
  // The run's seeded copy (test/helpers/demo-template.ts); appealJourney's own
  // seedDemoData(42) then finds the demo there.
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (product) await appealJourney(t, product, 'pglite');
});
