import { Alert, Button, Flex, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import type { ApiClient } from '../api-client.ts';
import { Panel } from '../panel.tsx';
import { useApiQuery } from '../data/use-api-query.ts';
import { describeLinkFailure } from './link-errors.ts';

/** Spec 9: an address on screen is its first 6 and last 4 characters. */
export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/**
 * The owner's own wallets (addresses are shown to them only) with Unlink. Unlinking
 * keeps the points already paid and linking the same or another wallet again pays
 * nothing more (docs/points-and-wallets.md).
 */
export function OwnWallets({
  api,
  version,
  onChanged,
}: {
  api: ApiClient;
  version: number;
  onChanged: () => void;
}) {
  const { data, failed } = useApiQuery(['own-wallets', version], () => api.call('GET /api/me/wallets'));
  const [confirming, setConfirming] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const unlink = async (address: string) => {
    setProblem(null);
    try {
      await api.call('POST /api/wallets/remove', { body: { address } });
      setConfirming(null);
      onChanged();
    } catch (error) {
      setProblem(describeLinkFailure(error).sentence);
    }
  };
  return (
    <Panel title="Your wallets" data-testid="own-wallets">
      {failed && <Alert type="error" showIcon title="We could not load your wallets. Reload to try again." />}
      {!data && !failed && <Skeleton active paragraph={{ rows: 1 }} title={false} />}
      {data && data.wallets.length === 0 && (
        <p style={{ margin: 0, opacity: 0.75 }}>No wallet linked yet: use the Connect a wallet mission.</p>
      )}
      <Flex vertical gap={10}>
        {data?.wallets.map((wallet) => (
          <Flex key={wallet.address} justify="space-between" align="center" gap={8} wrap>
            <span>
              <Tag>{wallet.chain.startsWith('solana:') ? 'Solana' : 'EVM'}</Tag>
              <code title={wallet.address}>{shortAddress(wallet.address)}</code>{' '}
              <span style={{ opacity: 0.75 }}>{wallet.label}</span>
              {wallet.primary && <Tag>primary</Tag>}
            </span>
            {confirming === wallet.address ? (
              <Flex gap={6}>
                <Button size="small" danger onClick={() => void unlink(wallet.address)}>
                  Yes, unlink
                </Button>
                <Button size="small" onClick={() => setConfirming(null)}>
                  Keep
                </Button>
              </Flex>
            ) : (
              <Button
                size="small"
                onClick={() => setConfirming(wallet.address)}
                aria-label={`Unlink ${shortAddress(wallet.address)}`}
              >
                Unlink
              </Button>
            )}
          </Flex>
        ))}
        {data && data.wallets.length > 0 && (
          <span style={{ fontSize: 12, opacity: 0.75 }}>
            Only you see these addresses. Unlinking keeps the points you earned; linking a wallet again pays
            no second time.
          </span>
        )}
        {problem && <Alert type="error" showIcon title={problem} />}
      </Flex>
    </Panel>
  );
}
