import t from 'tap';
import { isDomainError } from '#core/errors.ts';
import { type PoolInput, parsePoolInput } from '#core/domain/reward-pool-input.ts';

const valid: PoolInput = { title: 'Sprint', projectId: '6f1d2b1e-8a51-4c1f-9a39-2f8f3c2d7e10' };

/** The message a person sees for this input, or null when it is accepted. */
function messageOf(input: PoolInput): string | null {
  try {
    parsePoolInput(input);
    return null;
  } catch (e) {
    if (!isDomainError(e)) throw e;
    return e.message;
  }
}

t.test('each rule with its message', async (t) => {
  const cases: [string, PoolInput, string][] = [
    ['title required', { ...valid, title: '  ' }, 'title is required'],
    ['title length', { ...valid, title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
    ['project required', { ...valid, projectId: null }, 'projectId is required'],
    ['project id format', { ...valid, projectId: 'abc' }, 'projectId must be a project id (a UUID)'],
    [
      'negative total',
      { ...valid, totalAmountUsd: -1 },
      'totalAmountUsd must be an amount ≥ 0 with at most 2 decimals',
    ],
    [
      'three decimals',
      { ...valid, totalAmountUsd: 10.123 },
      'totalAmountUsd must be an amount ≥ 0 with at most 2 decimals',
    ],
    [
      'float noise',
      { ...valid, rewardRate: 0.1 + 0.2 },
      'rewardRate must be an amount ≥ 0 with at most 2 decimals',
    ],
    [
      'not a number',
      { ...valid, rewardRate: 'ten' },
      'rewardRate must be an amount ≥ 0 with at most 2 decimals',
    ],
    ['views whole', { ...valid, campaignTargetViews: 1.5 }, 'campaignTargetViews must be a whole number ≥ 0'],
    [
      'views positive',
      { ...valid, campaignTargetViews: -3 },
      'campaignTargetViews must be a whole number ≥ 0',
    ],
    [
      'deadline ISO',
      { ...valid, deadline: 'next friday' },
      'deadline must be an ISO 8601 timestamp such as 2026-12-31T23:59:59Z',
    ],
    [
      'deadline real date',
      { ...valid, deadline: '2026-13-45' },
      'deadline must be an ISO 8601 timestamp such as 2026-12-31T23:59:59Z',
    ],
    [
      'platform known',
      { ...valid, platforms: ['x', 'myspace'] },
      'platforms has an unknown platform "myspace": use x, youtube, tiktok, instagram, telegram, linkedin, reddit, medium, substack, mirror, farcaster, twitch',
    ],
    [
      'status',
      { ...valid, status: 'paused' },
      'status must be active, upcoming or closed (completed is accepted as closed)',
    ],
    ['unit', { ...valid, rewardUnit: 'per like' }, 'rewardUnit must be flat or per_1000_views'],
    [
      'requirement line length',
      { ...valid, requirements: ['x'.repeat(501)] },
      'requirements lines must be at most 500 characters',
    ],
  ];
  for (const [name, input, message] of cases) t.equal(messageOf(input), message, name);
  t.equal(
    messageOf({ title: '', projectId: '' }),
    'title is required; projectId is required',
    'every failing field is named at once',
  );
});

t.test('accepted forms are normalized', async (t) => {
  const draft = parsePoolInput({
    ...valid,
    title: '  Sprint  ',
    totalAmountUsd: '1000.5',
    rewardRate: 12.34,
    deadline: '2026-12-31',
    platforms: ' X \n\n youtube\ntwitter\n',
    requirements: ['  Mention us ', '', '   ', 'Disclose #ad'],
    status: 'Completed',
    rewardUnit: 'per 1000 views',
  });
  t.equal(draft.title, 'Sprint');
  t.equal(draft.totalAmountCents, 100_050, 'dollars become integer cents');
  t.equal(draft.rewardRateCents, 1234);
  t.equal(draft.deadline?.toISOString(), '2026-12-31T00:00:00.000Z');
  t.same(draft.platforms, ['x', 'youtube'], 'trimmed, lower-cased, empty lines and duplicates dropped');
  t.same(draft.requirements, ['Mention us', 'Disclose #ad'], 'trimmed, empty lines dropped');
  t.equal(draft.status, 'closed', 'completed is stored as closed');
  t.equal(draft.rewardUnit, 'per_1000_views');

  const defaults = parsePoolInput(valid);
  t.equal(defaults.status, 'active', 'status defaults to active');
  t.equal(defaults.totalAmountCents, 0, 'amounts default to 0 like the form');
  t.equal(defaults.rewardUnit, 'flat');
  t.equal(defaults.deadline, null);
});
