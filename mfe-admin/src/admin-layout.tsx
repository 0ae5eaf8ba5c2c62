import { LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import type { AdminUser } from '@mindmark/mfe-kit/auth-contract.ts';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { Button, Drawer, Grid, Layout, Menu, Tag } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { type AdminSection, PANEL_NAME, TOKEN_KEY } from './admin-routes.ts';

/**
 * Top bar with the pages of the user's role and Log out; footer with the panel name
 * and the year. Below the md breakpoint the menu moves into a drawer, so the bar
 * holds only the name, the menu button and Log out at 390 px.
 */
export function AdminLayout(props: RemoteAppProps & { user: AdminUser; sections: AdminSection[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const [open, setOpen] = useState(false);
  const logOut = () => {
    localStorage.removeItem(TOKEN_KEY);
    navigate(`${props.basename}/login`);
  };
  const items = props.sections.map((s) => ({ key: `${props.basename}/${s.path}`, label: s.label }));
  const selected = items
    .filter((i) => pathname === i.key || pathname.startsWith(`${i.key}/`))
    .map((i) => i.key);
  const go = ({ key }: { key: string }) => {
    setOpen(false);
    navigate(key);
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          padding: narrow ? '0 12px' : '0 20px',
          background: '#10101a',
        }}
      >
        {narrow && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label="Open the menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          />
        )}
        <strong style={{ color: '#fff', whiteSpace: 'nowrap', flex: narrow ? 1 : undefined }}>
          Mindmark Admin
        </strong>
        {!narrow && (
          <Menu
            mode="horizontal"
            theme="dark"
            aria-label="Admin pages"
            style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
            selectedKeys={selected}
            onClick={go}
            items={items}
          />
        )}
        {!narrow && <Tag>{props.user.role}</Tag>}
        <Button icon={<LogoutOutlined />} onClick={logOut} aria-label="Log out">
          {narrow ? null : 'Log out'}
        </Button>
      </Layout.Header>
      {narrow && (
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="left"
          size={260}
          title={`${props.user.username} · ${props.user.role}`}
        >
          <Menu
            mode="vertical"
            aria-label="Admin pages"
            selectedKeys={selected}
            onClick={go}
            items={items}
            style={{ border: 'none' }}
          />
        </Drawer>
      )}
      <Layout.Content style={{ padding: narrow ? 12 : 24, minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', opacity: 0.7 }}>
        {PANEL_NAME} © {new Date().getFullYear()}
      </Layout.Footer>
    </Layout>
  );
}
