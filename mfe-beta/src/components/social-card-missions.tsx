import { CheckOutlined } from '@mindmark/mfe-kit/icons.tsx';
import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { SocialCard } from '@mindmark/mfe-kit/api-contract.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { useCopyConfirmation } from '@mindmark/mfe-kit/use-copy-confirmation.ts';
import { WalletLink } from '@mindmark/mfe-kit/wallet/wallet-link.tsx';
import { Alert, Button, Flex, Modal, Tag } from 'antd';
import { useState } from 'react';
import { checkFollowOnX, followCheckNote } from '../services/follow-check.service.ts';

type Mission = SocialCard['missions'][number];

export function Missions({
  api,
  card,
  onChanged,
}: {
  api: ApiClient;
  card: SocialCard;
  onChanged: () => void;
}) {
  const [note, setNote] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [walletOpen, setWalletOpen] = useState(false);
  const [copied, copy] = useCopyConfirmation();

  const checkFollow = async () => {
    setChecking(true);
    try {
      setNote(followCheckNote(await checkFollowOnX(api)));
      onChanged();
    } catch (error) {
      setNote((error as Error).message);
    } finally {
      setChecking(false);
    }
  };

  const action = (mission: Mission) => {
    // A creator with one wallet may still prove another kind (EVM and Solana).
    if (mission.completed && mission.id === 'follow-x') return null;
    if (mission.id === 'follow-x')
      return (
        <Button size="small" loading={checking} onClick={() => void checkFollow()}>
          Check
        </Button>
      );
    if (mission.id === 'connect-wallet')
      return (
        <Button size="small" onClick={() => setWalletOpen(true)}>
          {mission.completed ? 'Link another' : 'Connect'}
        </Button>
      );
    return (
      <Button
        size="small"
        icon={copied ? <CheckOutlined /> : undefined}
        onClick={() => copy(card.referralLink)}
      >
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    );
  };

  return (
    <Panel title="Missions" data-testid="missions">
      <Flex vertical gap={10}>
        {card.missions.map((mission) => (
          <Flex key={mission.id} justify="space-between" align="center" gap={8} wrap>
            <span>
              {mission.completed && <CheckOutlined style={{ color: '#3fb950', marginRight: 6 }} />}
              {mission.title}{' '}
              <Tag>
                +{mission.points} pts{mission.id === 'invite-friends' ? ' each' : ''}
              </Tag>
              {mission.id === 'invite-friends' && mission.count > 0 && (
                <span style={{ opacity: 0.7 }}>{mission.count} so far</span>
              )}
            </span>
            {action(mission)}
          </Flex>
        ))}
        {note && <Alert type="info" showIcon title={note} />}
      </Flex>
      <Modal
        open={walletOpen}
        onCancel={() => setWalletOpen(false)}
        footer={null}
        title="Connect a wallet"
        width={420}
        destroyOnHidden
      >
        {/* The same connect-and-prove flow as onboarding's wallet step, loaded only now. */}
        <WalletLink
          api={api}
          onLinked={(wallet) => {
            setWalletOpen(false);
            setNote(`${wallet.label ?? 'Your wallet'} is linked. Thanks for proving it!`);
            onChanged();
          }}
        />
      </Modal>
    </Panel>
  );
}
