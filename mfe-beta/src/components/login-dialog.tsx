import { MailOutlined, XOutlined } from '@mindmark/mfe-kit/icons.tsx';
import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { storedReferral, twitterSignInUrl } from '@mindmark/mfe-kit/referral.ts';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { BRAND } from '@mindmark/mfe-kit/brand.ts';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import { type FormEvent, useState } from 'react';

type Step = 'method' | 'email' | 'twitter';

const TITLE: Record<Step, string> = {
  method: `Sign in to ${BRAND}`,
  email: 'Sign in with email',
  twitter: 'Sign in with your X handle',
};

/** The login dialog (docs/frontend.md): three steps, back to the first and emptied on close. */
export function LoginDialog(props: {
  open: boolean;
  onClose: () => void;
  api: ApiClient;
  store: SessionStore;
}) {
  const [step, setStep] = useState<Step>('method');
  const [email, setEmail] = useState('');
  const [handle, setHandle] = useState('');
  const [working, setWorking] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const ref = props.open ? storedReferral() : null;

  const close = () => {
    setStep('method');
    setEmail('');
    setHandle('');
    setSent(false);
    setFailed(null);
    setWorking(false);
    props.onClose();
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    try {
      await props.api.call('POST /api/auth/login/email', { body: { email } });
      // The login email is also kept locally under the `user` key.
      localStorage.setItem('user', email);
      setSent(true);
    } catch (error) {
      setFailed((error as Error).message);
    } finally {
      setWorking(false);
    }
  };

  const submitHandle = async (event: FormEvent) => {
    event.preventDefault();
    setWorking(true);
    try {
      // Only the referral code is sent; the typed handle is not.
      await props.api.call('POST /api/auth/login/twitter', { body: ref ? { ref } : {} });
      await props.store.getState().fetchUser();
      close();
    } catch (error) {
      setFailed((error as Error).message);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal open={props.open} onCancel={close} footer={null} title={TITLE[step]} destroyOnHidden width={420}>
      {step === 'method' && (
        <Flex vertical gap={12}>
          <Button type="primary" size="large" icon={<XOutlined />} href={twitterSignInUrl(ref)} block>
            Login with X
          </Button>
          <span style={{ textAlign: 'center', fontSize: 13, opacity: 0.6 }} aria-hidden>
            or
          </span>
          <Button
            icon={<MailOutlined />}
            onClick={() => {
              setFailed(null);
              setStep('email');
            }}
            block
          >
            Continue with email
          </Button>
          <Button
            type="link"
            onClick={() => {
              setFailed(null);
              setStep('twitter');
            }}
          >
            Enter your X handle instead
          </Button>
        </Flex>
      )}
      {step === 'email' && (
        <form onSubmit={submitEmail}>
          <Flex vertical gap={12}>
            {sent ? (
              <Alert type="success" showIcon title="Check your inbox: we sent you a sign-in link." />
            ) : (
              <Input
                type="email"
                required
                autoFocus
                placeholder="you@example.com"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                aria-label="Email"
              />
            )}
            <SubmitAndBack
              label={sent ? null : 'Send sign-in link'}
              working={working}
              onBack={() => setStep('method')}
            />
          </Flex>
        </form>
      )}
      {step === 'twitter' && (
        <form onSubmit={submitHandle}>
          <Flex vertical gap={12}>
            <Input
              required
              autoFocus
              prefix="@"
              placeholder="your_handle"
              value={handle}
              onChange={(e) => setHandle(e.target.value)}
              aria-label="X handle"
            />
            <SubmitAndBack label="Sign in" working={working} onBack={() => setStep('method')} />
          </Flex>
        </form>
      )}
      {failed && <Alert type="error" showIcon title={failed} style={{ marginTop: 12 }} />}
      <p style={{ marginTop: 16, marginBottom: 0, fontSize: 12, opacity: 0.7, textAlign: 'center' }}>
        By signing in you agree to our <a href="/terms">Terms of Service</a> and{' '}
        <a href="/privacy">Privacy Policy</a>.
      </p>
    </Modal>
  );
}

/** A sign-in form's primary button (none once the link is sent) and the way back to the methods. */
function SubmitAndBack(props: { label: string | null; working: boolean; onBack: () => void }) {
  return (
    <>
      {props.label && (
        <Button type="primary" htmlType="submit" loading={props.working} block>
          {props.working ? 'Signing in...' : props.label}
        </Button>
      )}
      <Button type="link" onClick={props.onBack}>
        Back
      </Button>
    </>
  );
}
