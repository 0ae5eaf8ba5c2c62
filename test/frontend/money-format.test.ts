import t from 'tap';
import { compactUsd, price, usd } from '../../mfe-kit/src/money-format.ts';

/** How the project tables and pool cards write dollars (mfe-kit/src/money-format.ts). */
t.test('coin prices: cents from a dollar up, four significant digits below', async (t) => {
  t.equal(price(1.5), '$1.50');
  t.equal(price(1234.5), '$1,234.50');
  t.equal(price(1), '$1.00');
  t.equal(price(0.5), '$0.5');
  t.equal(price(0.0001234567), '$0.0001235');
});

t.test('pool amounts and market caps', async (t) => {
  t.equal(usd(6500), '$6,500.00');
  t.equal(usd(12.5), '$12.50');
  t.equal(compactUsd(1_250_000_000), '$1.3B');
});
