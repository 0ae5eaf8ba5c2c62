import t from 'tap';
import { walletAppLinks } from '../../mfe-kit/src/wallet/wallet-app-links.ts';

/** Each wallet app's link carries the page in the shape that wallet reads (docs/frontend.md, "On a phone"). */
t.test('links that open this page in a wallet app’s browser', async (t) => {
  const links = Object.fromEntries(
    walletAppLinks('https://mindmark.example/?step=wallet&ref=ABC123#top').map((l) => [l.name, l.href]),
  );
  t.strictSame(Object.keys(links), ['MetaMask', 'Phantom', 'Coinbase Wallet'], 'three apps, in this order');
  t.equal(
    links.MetaMask,
    'https://link.metamask.io/dapp/mindmark.example/?step=wallet&ref=ABC123',
    'MetaMask: host, path and query as they are, no scheme, no fragment',
  );
  t.equal(
    links.Phantom,
    'https://phantom.app/ul/browse/https%3A%2F%2Fmindmark.example%2F%3Fstep%3Dwallet%26ref%3DABC123%23top' +
      '?ref=https%3A%2F%2Fmindmark.example',
    'Phantom: the page and the asking origin, each percent-encoded',
  );
  t.equal(
    links['Coinbase Wallet'],
    'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fmindmark.example%2F%3Fstep%3Dwallet%26ref%3DABC123%23top',
    'Coinbase Wallet: the page percent-encoded',
  );
});

t.test('a port and a deeper path are kept', async (t) => {
  const [metamask] = walletAppLinks('http://127.0.0.1:3000/beta/social-card');
  t.equal(metamask?.href, 'https://link.metamask.io/dapp/127.0.0.1:3000/beta/social-card');
});
