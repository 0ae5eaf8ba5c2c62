import t from 'tap';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import {
  minhashSignature,
  normalizedWords,
  paraphraseHits,
  type SignedPost,
} from '#core/domain/paraphrase.ts';

const p = METHODOLOGY_V1.discounts.paraphrase;
const sign = (text: string) => minhashSignature(text, p.hashFunctions, p) ?? [];
const opts = {
  bandSize: p.bandSize,
  minAgree: Math.ceil(p.minSimilarity * p.hashFunctions.length),
  windowMs: 6 * 3_600_000,
};

t.test('normalization and signatures are deterministic', async (t) => {
  t.same(normalizedWords('GM @alice! $PXQ is up 20% https://x.co/a, read it'), [
    'gm',
    'is',
    'up',
    'read',
    'it',
  ]);
  const a = sign('the team ships every week and the roadmap finally makes sense');
  t.same(
    a,
    sign('the team ships every week and the roadmap finally makes sense'),
    'same text, same signature',
  );
  t.equal(a.length, p.hashFunctions.length);
  t.equal(
    minhashSignature('too short here', p.hashFunctions, p),
    null,
    'fewer than minWords words: not judged',
  );
});

t.test('reworded copies by three authors about one project are found; other projects are not', async (t) => {
  const base =
    'been digging into this one the team ships every week and the roadmap finally makes sense still early';
  const texts = [
    base,
    'been digging into this one the team ships every week and the roadmap finally makes sense watch this space',
    'quietly digging into this one the team ships every week and the roadmap finally makes sense still early',
    'governance validators staking rollup bridge oracle users revenue treasury emissions audit roadmap',
  ];
  const posts: SignedPost[] = texts.map((text, i) => ({
    id: i + 1,
    author: `a${i}`,
    at: 1_000_000 + i * 60_000,
    projects: ['p1'],
    signature: sign(text),
    judged: true,
  }));
  const hits = paraphraseHits(posts, opts);
  const first = hits.find((h) => h.id === 1);
  t.equal(first?.authors, 3, 'three authors in the group');
  t.notOk(
    hits.some((h) => h.id === 4),
    'an unrelated text is not paired',
  );
  const elsewhere = paraphraseHits(
    posts.map((q, i) => ({ ...q, projects: [i === 0 ? 'p1' : 'p2'] })),
    opts,
  );
  t.notOk(
    elsewhere.some((h) => h.id === 1),
    'the same words about another project do not count',
  );
  const later = paraphraseHits(
    posts.map((q, i) => ({ ...q, at: q.at + i * 7 * 3_600_000 })),
    opts,
  );
  t.notOk(
    later.some((h) => h.id === 1 && h.authors >= 3),
    'posts more than the window apart do not count',
  );
});

t.test('1.7.0: agreement by chance in a crowded hour is not a campaign (minShare)', async (t) => {
  const script =
    'been digging into this one the team ships every week and the roadmap finally makes sense still early';
  const reworded = [
    script,
    'been digging into this one the team ships every week and the roadmap finally makes sense watch this space',
    'quietly digging into this one the team ships every week and the roadmap finally makes sense still early',
  ];
  const signed = (text: string, i: number, author = `a${i}`): SignedPost => ({
    id: i + 1,
    author,
    at: 1_000_000 + i * 60_000,
    projects: ['p1'],
    signature: sign(text),
    judged: true,
  });
  const few = reworded.map((text, i) => signed(text, i));
  const withShare = { ...opts, minShare: p.minShare };
  t.equal(
    paraphraseHits(few, withShare).find((h) => h.id === 1)?.authors,
    3,
    'three rewordings among the few posts about the project are found',
  );
  // The same three texts among 40 other authors' unrelated posts about the project in the
  // window: two agreeing authors are 5% of the 42 others, under the published 10%.
  const crowded = [
    ...few,
    ...Array.from({ length: 40 }, (_, k) =>
      signed(`honest post number ${k} about liquidity and validators and fees and runway`, 3 + k, `h${k}`),
    ),
  ];
  t.notOk(
    paraphraseHits(crowded, withShare).some((h) => h.id === 1),
    'in a crowded window the same agreement is what chance gives',
  );
  t.ok(
    paraphraseHits(crowded, opts).some((h) => h.id === 1),
    'without the share (1.6.0) it was a hit',
  );
});
