import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { Alert, Button, Flex, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PANEL_NAME, TOKEN_KEY } from './admin-routes.ts';

/**
 * /admin/login: both fields required; the token is kept under `token`. After an
 * expired session (`?expired=1`) it says so, and `next` brings the user back to the
 * page they were on (only a path inside the admin app is followed).
 */
export function AdminLogin({ api, basename }: RemoteAppProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const expired = params.get('expired') === '1';
  const next = params.get('next');
  const back = next?.startsWith(`${basename}/`) && !next.startsWith(`${basename}/login`) ? next : basename;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!username || !password) return;
    setWorking(true);
    setError(null);
    try {
      const { token } = await api.call('POST /api/auth/admin/login', { body: { username, password } });
      localStorage.setItem(TOKEN_KEY, token);
      navigate(back, { replace: true });
    } catch (failure) {
      const message = (failure as { body?: { message?: string } | null }).body?.message;
      setError(message || 'Login failed');
    } finally {
      setWorking(false);
    }
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Panel title={PANEL_NAME} style={{ width: 'min(380px, 100%)' }}>
        <form onSubmit={submit} noValidate>
          <Flex vertical gap={12}>
            {expired && !error && (
              <Alert type="warning" showIcon role="status" title="Your session ended, sign in again" />
            )}
            <div>
              <label htmlFor="admin-username">Username</label>
              <Input
                id="admin-username"
                autoComplete="username"
                value={username}
                status={touched && !username ? 'error' : undefined}
                onChange={(e) => setUsername(e.target.value)}
              />
              {touched && !username && <FieldError text="Please enter your username" />}
            </div>
            <div>
              <label htmlFor="admin-password">Password</label>
              <Input.Password
                id="admin-password"
                autoComplete="current-password"
                value={password}
                status={touched && !password ? 'error' : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
              {touched && !password && <FieldError text="Please enter your password" />}
            </div>
            {error && <Alert type="error" showIcon title={error} role="alert" />}
            <Button type="primary" htmlType="submit" loading={working} block>
              Log in
            </Button>
          </Flex>
        </form>
      </Panel>
    </Flex>
  );
}

function FieldError({ text }: { text: string }) {
  return <div style={{ color: '#ff4d4f', fontSize: 12, marginTop: 4 }}>{text}</div>;
}
