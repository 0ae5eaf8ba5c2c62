/**
 * A phone has no wallet extension: its wallets are apps with a browser of their own, which
 * injects the same providers the desktop extensions do. These links open a page inside
 * those browsers (docs/frontend.md, "Linking a wallet", "On a phone"). Each wallet publishes its own
 * link shape, and they differ in how the page's address is written:
 * - MetaMask reads the address as a path, without the scheme and not percent-encoded (an
 *   encoded one opens a blank tab);
 * - Phantom and Coinbase Wallet take it percent-encoded, and Phantom also needs the origin
 *   that asks (`ref`).
 */
export interface WalletAppLink {
  name: string;
  href: string;
}

export function walletAppLinks(pageUrl: string): WalletAppLink[] {
  const page = new URL(pageUrl);
  const bare = `${page.host}${page.pathname}${page.search}`;
  const encoded = encodeURIComponent(page.href);
  return [
    { name: 'MetaMask', href: `https://link.metamask.io/dapp/${bare}` },
    {
      name: 'Phantom',
      href: `https://phantom.app/ul/browse/${encoded}?ref=${encodeURIComponent(page.origin)}`,
    },
    { name: 'Coinbase Wallet', href: `https://go.cb-w.com/dapp?cb_url=${encoded}` },
  ];
}
