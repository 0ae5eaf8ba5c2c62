import t from 'tap';
import { backingCircles } from '#core/domain/backing-circles.ts';

// Accounts 0..2 are backers; 10..15 thinly backed posters of project 0; 20 and 21 backed
// posters of project 0; 30 a backed poster of project 0 with its own audience (40..44).
const thinSet = new Set([10, 11, 12, 13, 14, 15]);
const thin = (i: number) => thinSet.has(i);
const projectsOf = (i: number) => (i === 0 || (i >= 10 && i < 40) ? [0] : []);
const opts = { minThin: 3, mostShare: 0.5 };

t.test(
  'a voucher of at least minThin thin posters, its thin vouchees and the accounts it mostly backs form the circle',
  async (t) => {
    const from: number[] = [];
    const to: number[] = [];
    const vouch = (a: number, b: number) => {
      from.push(a);
      to.push(b);
    };
    for (const b of [10, 11, 12, 20, 21]) vouch(0, b); // backer 0: 3 thin posters and two backed ones
    for (const b of [13, 14, 20]) vouch(1, b); // backer 1: 2 thin posters (under minThin) and 20
    vouch(2, 15); // backer 2: one thin poster
    for (const a of [40, 41, 42, 43, 44]) vouch(a, 30); // 30's audience: not circle vouchers
    vouch(0, 30); // one of 30's six vouchers is a circle voucher
    vouch(45, 21); // 21 has two vouchers: backer 0 and 45
    const rows = backingCircles({ from, to }, () => true, thin, projectsOf, opts);
    const roles = Object.fromEntries(rows.map((r) => [r.account, `${r.role} ${r.count}/${r.of}`]));
    t.same(roles, {
      0: 'voucher 3/0',
      10: 'vouched 1/0',
      11: 'vouched 1/0',
      12: 'vouched 1/0',
      20: 'co-vouched 1/2',
      21: 'co-vouched 1/2',
    });
    t.notOk(roles[30], 'an account with an audience of its own is outside the circle');
    t.notOk(roles[13], 'a thin poster no circle voucher vouches for is outside it (judged by the thin cap)');
    t.notOk(roles[1], 'a voucher of fewer than minThin thin posters is not a circle voucher');
  },
);

t.test(
  'vouches that do not count, and accounts not posting about the project, are not in a circle',
  async (t) => {
    const from = [0, 0, 0, 5, 5, 5];
    const to = [10, 11, 12, 10, 11, 12];
    const none = backingCircles({ from, to }, () => false, thin, projectsOf, opts);
    t.same(none, []);
    // Account 5 vouches for three thin posters but does not post about project 0 itself.
    const rows = backingCircles({ from, to }, (a) => a === 5, thin, projectsOf, opts);
    t.same(
      rows.map((r) => `${r.account} ${r.role}`),
      ['10 vouched', '11 vouched', '12 vouched'],
    );
  },
);
