import { MailOutlined, XOutlined } from '@mindmark/mfe-kit/icons.tsx';
import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { storedReferral, twitterSignInUrl } from '@mindmark/mfe-kit/referral.ts';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { BRAND } from '@mindmark/mfe-kit/brand.ts';
import { Alert } from '@mindmark/mfe-kit/ui/alert.tsx';
import { Button, ButtonLink } from '@mindmark/mfe-kit/ui/button.tsx';
import { Dialog } from '@mindmark/mfe-kit/ui/dialog.tsx';
import { type FormEvent, useState } from 'react';

type Step = 'method' | 'email' | 'twitter';

const COLUMN = { display: 'flex', flexDirection: 'column', gap: 12 } as const;

const TITLE: Record<Step, string> = {
  method: `Sign in to ${BRAND}`,
  email: 'Sign in with email',
  twitter: 'Sign in with your X handle',
};

/**
 * The login dialog (docs/frontend.md): three steps, back to the first and emptied on close. The
 * kit's plain dialog, not antd's Modal: it opens from the first screen of every beta page, so
 * opening it fetches nothing and inserts no styles under the pointer (docs/frontend.md, "antd off
 * the first load").
 */
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
    <Dialog open={props.open} onClose={close} title={TITLE[step]} width={420}>
      {step === 'method' && (
        <div style={COLUMN}>
          <ButtonLink type="primary" size="large" icon={<XOutlined />} href={twitterSignInUrl(ref)} block>
            Login with X
          </ButtonLink>
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
        </div>
      )}
      {step === 'email' && (
        <form onSubmit={submitEmail}>
          <div style={COLUMN}>
            {sent ? (
              <Alert type="success" title="Check your inbox: we sent you a sign-in link." />
            ) : (
              <input
                className="mm-input"
                type="email"
                required
                // the step's only field, opened by the visitor's click
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
          </div>
        </form>
      )}
      {step === 'twitter' && (
        <form onSubmit={submitHandle}>
          <div style={COLUMN}>
            <span className="mm-input mm-input-affix">
              <span aria-hidden>@</span>
              <input
                required
                // the step's only field, opened by the visitor's click
                autoFocus
                placeholder="your_handle"
                value={handle}
                onChange={(e) => setHandle(e.target.value)}
                aria-label="X handle"
              />
            </span>
            <SubmitAndBack label="Sign in" working={working} onBack={() => setStep('method')} />
          </div>
        </form>
      )}
      {failed && <Alert type="error" title={failed} style={{ marginTop: 12 }} />}
      <p style={{ marginTop: 16, marginBottom: 0, fontSize: 12, opacity: 0.7, textAlign: 'center' }}>
        By signing in you agree to our <a href="/terms">Terms of Service</a> and{' '}
        <a href="/privacy">Privacy Policy</a>.
      </p>
    </Dialog>
  );
}

/** A sign-in form's primary button (none once the link is sent) and the way back to the methods. */
function SubmitAndBack(props: { label: string | null; working: boolean; onBack: () => void }) {
  return (
    <>
      {props.label && (
        <Button type="primary" htmlType="submit" disabled={props.working} aria-busy={props.working} block>
          {props.working ? 'Signing in...' : props.label}
        </Button>
      )}
      <Button type="link" onClick={props.onBack}>
        Back
      </Button>
    </>
  );
}
