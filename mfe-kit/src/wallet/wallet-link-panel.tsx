import { type Adapter, WalletReadyState } from '@solana/wallet-adapter-base';
import { useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { type Connector, useConnectors, WagmiProvider } from 'wagmi';
import { connectEvm, createEvmConfig, switchEvm } from './evm-wallets.ts';
import { describeLinkFailure, type LinkFailure, unsupportedChain } from './link-errors.ts';
import { type ConnectedSigner, proveWallet } from './prove-wallet.ts';
import { connectSolana } from './solana-wallets.ts';
import { walletAppLinks } from './wallet-app-links.ts';
import type { WalletLinkProps } from './wallet-link-props.ts';

/** Where someone without a wallet can get one (opened in a new tab). */
const GET_A_WALLET = [
  { name: 'MetaMask', href: 'https://metamask.io/download/' },
  { name: 'Rabby', href: 'https://rabby.io/' },
  { name: 'Phantom', href: 'https://phantom.com/download' },
  { name: 'Solflare', href: 'https://www.solflare.com/download/' },
];

/**
 * The connect-and-prove flow, loaded on demand (wallet-link.tsx): the wallet libraries
 * and their contexts exist only while it is open. Each provider is created once per
 * mount and nothing reconnects by itself.
 */
export default function WalletLinkPanel(props: WalletLinkProps) {
  const evmConfig = useMemo(() => createEvmConfig(), []);
  const queryClient = useMemo(() => new QueryClient(), []);
  const solanaAdapters = useMemo<Adapter[]>(() => [], []);
  return (
    <WagmiProvider config={evmConfig} reconnectOnMount={false}>
      <QueryClientProvider client={queryClient}>
        {/* Failures are shown by the flow itself; the provider's default handler would only log them. */}
        <WalletProvider wallets={solanaAdapters} autoConnect={false} onError={ignore}>
          <WalletChoices {...props} evmConfig={evmConfig} />
        </WalletProvider>
      </QueryClientProvider>
    </WagmiProvider>
  );
}

const ignore = () => {};

// Links inside a sentence must not rely on colour alone (WCAG 1.4.1; axe's link-in-text-block).
const UNDERLINED = { textDecoration: 'underline' } as const;

/**
 * What to do without a wallet: on a computer, install an extension; on a phone, open this
 * page in a wallet app's own browser (wallet-app-links.ts). Both are shown, the likelier
 * first: a touch screen as the main pointer means a phone or a tablet.
 */
function NoWalletHelp() {
  const onPhone = useMemo(
    () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches,
    [],
  );
  const apps = useMemo(() => walletAppLinks(window.location.href), []);
  const phone = (
    <p key="phone" style={{ margin: 0 }}>
      On a phone, open this page in your wallet app (you sign in with X again there):{' '}
      {apps.map((w, i) => (
        <span key={w.name}>
          {i > 0 && ', '}
          <a href={w.href} style={UNDERLINED}>
            Open in {w.name}
          </a>
        </span>
      ))}
      .
    </p>
  );
  const computer = (
    <p key="computer" style={{ margin: 0 }}>
      On a computer, install a wallet extension, then reload this page:{' '}
      {GET_A_WALLET.map((w, i) => (
        <span key={w.name}>
          {i > 0 && ', '}
          <a href={w.href} target="_blank" rel="noopener noreferrer" style={UNDERLINED}>
            {w.name}
          </a>
        </span>
      ))}
      .
    </p>
  );
  return (
    <Flex vertical gap={6}>
      {onPhone ? [phone, computer] : [computer, phone]}
    </Flex>
  );
}

type Attempt =
  | { kind: 'evm'; connector: Connector }
  | { kind: 'solana'; adapter: Adapter }
  | { kind: 'switch'; connector: Connector; address: string };

type Phase =
  | { step: 'choose' }
  | { step: 'working'; label: string; attempt: Attempt }
  | { step: 'failed'; failure: LinkFailure; attempt: Attempt }
  | { step: 'wrong-chain'; chainId: number; connector: Connector; address: string; failure: LinkFailure };

function WalletChoices({
  api,
  onLinked,
  evmConfig,
}: WalletLinkProps & { evmConfig: ReturnType<typeof createEvmConfig> }) {
  const connectors = useConnectors().filter((c) => c.type === 'injected');
  const solana = useWallet()
    .wallets.filter((w) => w.readyState === WalletReadyState.Installed)
    .map((w) => w.adapter);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });

  const prove = async (attempt: Attempt, signer: ConnectedSigner) => {
    setPhase({
      step: 'working',
      label: `Sign the message in ${signer.label} to prove it is yours…`,
      attempt,
    });
    const wallet = await proveWallet(api, signer);
    setPhase({ step: 'choose' });
    onLinked(wallet);
  };

  const run = async (attempt: Attempt) => {
    try {
      if (attempt.kind === 'solana') {
        setPhase({ step: 'working', label: `Connecting to ${attempt.adapter.name}…`, attempt });
        await prove(attempt, await connectSolana(attempt.adapter));
      } else if (attempt.kind === 'switch') {
        setPhase({ step: 'working', label: `Switching ${attempt.connector.name} to Ethereum…`, attempt });
        await prove(attempt, await switchEvm(evmConfig, attempt.connector, attempt.address));
      } else {
        setPhase({ step: 'working', label: `Connecting to ${attempt.connector.name}…`, attempt });
        const connection = await connectEvm(evmConfig, attempt.connector);
        if (connection.status === 'wrong-chain') {
          setPhase({
            step: 'wrong-chain',
            chainId: connection.chainId,
            connector: attempt.connector,
            address: connection.address,
            failure: unsupportedChain(connection.chainId),
          });
          return;
        }
        await prove(attempt, connection.signer);
      }
    } catch (error) {
      setPhase({ step: 'failed', failure: describeLinkFailure(error), attempt });
    }
  };

  const busy = phase.step === 'working';
  const none = connectors.length === 0 && solana.length === 0;

  return (
    <Flex vertical gap={14} data-testid="wallet-link">
      {none ? (
        <Alert type="info" showIcon title="No wallet found in this browser" description={<NoWalletHelp />} />
      ) : (
        <>
          <WalletGroup
            title="EVM wallets"
            empty="No EVM wallet found in this browser."
            disabled={busy}
            choices={connectors.map((connector) => ({
              key: connector.uid,
              name: connector.name,
              icon: connector.icon,
              attempt: { kind: 'evm', connector },
            }))}
            onChoose={(attempt) => void run(attempt)}
          />
          <WalletGroup
            title="Solana wallets"
            empty="No Solana wallet found in this browser."
            disabled={busy}
            choices={solana.map((adapter) => ({
              key: adapter.name,
              name: adapter.name,
              icon: adapter.icon,
              attempt: { kind: 'solana', adapter },
            }))}
            onChoose={(attempt) => void run(attempt)}
          />
        </>
      )}
      <div aria-live="polite">
        {phase.step === 'working' && <Alert type="info" showIcon title={phase.label} />}
        {phase.step === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={phase.failure.sentence}
            data-testid="wallet-link-failure"
            action={
              phase.failure.kind === 'already-linked' || phase.failure.kind === 'already-yours' ? (
                <Button size="small" onClick={() => setPhase({ step: 'choose' })}>
                  Choose another wallet
                </Button>
              ) : (
                <Button size="small" type="primary" onClick={() => void run(phase.attempt)}>
                  Try again
                </Button>
              )
            }
          />
        )}
        {phase.step === 'wrong-chain' && (
          <Alert
            type="warning"
            showIcon
            title={phase.failure.sentence}
            data-testid="wallet-link-failure"
            action={
              <Button
                size="small"
                type="primary"
                onClick={() =>
                  void run({ kind: 'switch', connector: phase.connector, address: phase.address })
                }
              >
                Switch to Ethereum
              </Button>
            }
          />
        )}
      </div>
    </Flex>
  );
}

interface WalletChoice {
  key: string;
  name: string;
  icon?: string;
  attempt: Attempt;
}

function WalletGroup(props: {
  title: string;
  empty: string;
  disabled: boolean;
  choices: WalletChoice[];
  onChoose: (attempt: Attempt) => void;
}) {
  return (
    <section aria-label={props.title}>
      <h3 style={{ margin: '0 0 8px', fontSize: 13, letterSpacing: 0.5, opacity: 0.75 }}>{props.title}</h3>
      {props.choices.length ? (
        <Flex vertical gap={8}>
          {props.choices.map((choice) => (
            <WalletButton
              key={choice.key}
              name={choice.name}
              icon={choice.icon}
              disabled={props.disabled}
              onClick={() => props.onChoose(choice.attempt)}
            />
          ))}
        </Flex>
      ) : (
        <p style={{ margin: 0, fontSize: 13, opacity: 0.75 }}>{props.empty}</p>
      )}
    </section>
  );
}

function WalletButton(props: { name: string; icon?: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      size="large"
      block
      disabled={props.disabled}
      onClick={props.onClick}
      style={{ justifyContent: 'flex-start', height: 48 }}
      icon={
        props.icon ? (
          <img src={props.icon} alt="" width={24} height={24} style={{ borderRadius: 6, display: 'block' }} />
        ) : undefined
      }
    >
      {props.name}
    </Button>
  );
}
