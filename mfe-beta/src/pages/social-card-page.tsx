import { XOutlined } from '@mindmark/mfe-kit/icons.tsx';
import { antdLazy } from '@mindmark/mfe-kit/antd-lazy.tsx';
import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { storedReferral, twitterSignInUrl } from '@mindmark/mfe-kit/referral.ts';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { ButtonLink } from '@mindmark/mfe-kit/ui/button.tsx';
import { Flex } from '@mindmark/mfe-kit/ui/flex.tsx';
import { SkeletonParagraph } from '@mindmark/mfe-kit/ui/skeleton.tsx';
import { Suspense } from 'react';

// The signed-in card is drawn with antd and loads once a session is known: a visitor's page (the
// sign-in prompt, also the server's first screen) is plain (docs/frontend.md, "antd off the first load").
const SignedInCard = antdLazy(() =>
  import('../components/social-card-signed-in.tsx').then((m) => ({ default: m.SignedInCard })),
);

/** /beta/social-card: the card with its PNG export, missions and score tips. */
export function SocialCardPage({ api, store }: { api: ApiClient; store: SessionStore }) {
  const loading = useSession(store, (s) => s.loading);
  const userId = useSession(store, (s) => s.user?.id ?? null);
  return (
    <Flex vertical gap={20}>
      <h1 style={{ fontSize: 28, margin: 0 }}>My Social Card</h1>
      {loading ? (
        <SkeletonParagraph />
      ) : userId ? (
        <Suspense fallback={<SkeletonParagraph />}>
          <SignedInCard api={api} userId={userId} />
        </Suspense>
      ) : (
        <Panel>
          <Flex vertical gap={12} align="flex-start">
            <span>Log in with X to see your social card, referrals and points.</span>
            <ButtonLink
              type="primary"
              icon={<XOutlined />}
              href={twitterSignInUrl(storedReferral(), '/beta/social-card')}
            >
              Login with X
            </ButtonLink>
          </Flex>
        </Panel>
      )}
    </Flex>
  );
}
