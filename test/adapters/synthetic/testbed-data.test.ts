import { createHash } from 'node:crypto';
import t from 'tap';
import { generateTestbed } from '#adapters/synthetic/adversarial-testbed.generator.ts';
import { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { TESTBED_NOW, testbedOptions } from '../../helpers/defence-testbed.ts';

/**
 * The adversarial test bed's data is part of what its results mean (docs/methodology.md,
 * test bed): a strategy "never tuned on" must be the same accounts, posts and follows
 * that were measured before any rule saw it. Each part's fingerprint (sha256 of its JSON,
 * 16 hex digits) is pinned here; a new strategy adds a line, and a change to an existing
 * line is a change to the test bed that the commit must say.
 */
const PINNED: Record<string, string> = {
  demo: 'c2f5fdfe2b7f38ee',
  'aged-paraphrase': 'ef6e33799aa21f30',
  'engagement-pod': '273c47c5462a79d4',
  'slow-drip': 'c79b7072274c40f8',
  'follows-honest': 'b8252b2c5b45af57',
  'bought-followers': '2088abdb852c4880',
  'loose-ring': '143731e4b89b3f68',
  'twin-rings': 'da4071d625cb5f4d',
  'mixed-pod': 'b71229e67b3ea2a3',
  sleeper: '30fe67eabe1b1d15',
  'drip-bought': '0fd9b15d7c2783d5',
  'split-target': '42ffecce0adb4b9b',
  camouflage: '844481bc76242560',
  'leaky-sink': '497a2f6be7991bae',
  'solo-swarm': 'b2a381ac6a558eba',
  'sparse-mutual': '2dac634eb15c2ee3',
  'wide-swarm': 'c2efd508141604e3',
  'seasoned-crowd': '2b74ecc0ce791afb',
  'follow-train': '9161759bcbbeff44',
  'relay-cohorts': 'c2ec8882cad30490',
  'bought-pod': '1ac5aa8de78f19d4',
  'tri-split': '00bef46ce678d7e1',
  'diffuse-bought': '63270aac4c829741',
  'slow-burn': '4e3ccc54d1cee35d',
  'rotating-shills': '2ee23b96ab737daa',
  astroturf: '39d4e39bf37b79ae',
  'laundered-trust': '1b36f1689aec0ba8',
  'silent-backers': '42e5cdc4ce9a5331',
  'narrative-spread': '83c4b5acd0707d3a',
  'premium-cover': '7c330919e21861a2',
  'paid-voices': '2c833a46b4872bdd',
  'seeded-cover': '0fd000d40a2e606f',
  'matched-cover': '811a2904bebc4d83',
  'drip-backed': '1e58f42fa34a7c60',
  'new-project-community': '2fe2bb204167766c',
  friends: '56fa188ab7ca8ece',
  'viral-post': '19d73f28edc32ca4',
  'event-crowd': 'ba2daa8342d56ce5',
  'fan-club': 'd31bf092b8b10930',
  'listing-crowd': '342914a66f022d6b',
  'niche-regulars': '1732478d2eed4826',
  grassroots: '48163451ba542393',
};

t.test('the demo data and every part of the test bed are the data that was measured', async (t) => {
  const demo = generateDemoData(11, TESTBED_NOW, 2000);
  const bed = generateTestbed(testbedOptions(demo));
  const print = (x: unknown) => createHash('sha256').update(JSON.stringify(x)).digest('hex').slice(0, 16);
  const found: Record<string, string> = {
    // The ranking's inputs of the demo data; its pools carry the methodology version, which
    // every version bump changes.
    demo: print({
      narratives: demo.narratives,
      projects: demo.projects,
      accounts: demo.accounts,
      posts: demo.posts,
      follows: demo.follows,
    }),
    ...Object.fromEntries(bed.rings.map((r) => [r.strategy, print(r)])),
    ...Object.fromEntries(bed.lookalikes.map((l) => [l.kind, print(l)])),
  };
  t.strictSame(found, PINNED);
});
