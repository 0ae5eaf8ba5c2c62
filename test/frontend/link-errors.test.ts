import t from 'tap';
import { ApiError } from '../../mfe-kit/src/api-client.ts';
import { describeLinkFailure } from '../../mfe-kit/src/wallet/link-errors.ts';

/** Each failure of wallet linking maps to one kind, whatever shape the library gave it. */
t.test('wallet refusals in their many shapes', async (t) => {
  const shapes = [
    Object.assign(new Error('User rejected the request.'), { code: 4001 }),
    Object.assign(new Error('wrapped'), { name: 'UserRejectedRequestError' }),
    Object.assign(new Error('Connection failed'), { error: { message: 'User denied account access' } }),
    Object.assign(new Error('Signing failed'), { cause: { code: 4001, message: 'x' } }),
  ];
  for (const error of shapes) t.equal(describeLinkFailure(error).kind, 'rejected', error.message);
});

t.test('server answers', async (t) => {
  const api = (status: number, message: string) => new ApiError(status, message, { message });
  t.equal(describeLinkFailure(api(409, 'This wallet is linked to another account')).kind, 'already-linked');
  t.equal(
    describeLinkFailure(api(409, 'This wallet is already linked to your account')).kind,
    'already-yours',
  );
  t.equal(
    describeLinkFailure(api(400, 'The message nonce has expired (10 minutes): ask for a new one')).kind,
    'nonce-expired',
  );
  t.equal(describeLinkFailure(api(401, 'Sign in with X first')).kind, 'signed-out');
  for (const status of [429, 500, 503]) t.equal(describeLinkFailure(api(status, 'x')).kind, 'server-down');
  t.equal(describeLinkFailure(new TypeError('Failed to fetch')).kind, 'server-down', 'a network failure');
  const other = describeLinkFailure(api(400, 'The message URI must be on https://mindmark.example'));
  t.equal(other.kind, 'wallet-error');
  t.match(
    other.sentence,
    /^The message URI must be on .+\. Try again/,
    "the server's own sentence, and a way on",
  );
});

t.test('an ApiError from another build is still recognised by its shape', async (t) => {
  const foreign = Object.assign(new Error('This wallet is linked to another account'), {
    name: 'ApiError',
    status: 409,
  });
  t.equal(describeLinkFailure(foreign).kind, 'already-linked');
});

t.test('anything else keeps the wallet’s own words', async (t) => {
  const failure = describeLinkFailure(
    Object.assign(new Error('outer'), { shortMessage: 'Chain not configured.' }),
  );
  t.equal(failure.kind, 'wallet-error');
  t.match(failure.sentence, /Chain not configured\. Try again or choose another wallet\./);
});
