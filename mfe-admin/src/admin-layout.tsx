import { LogoutOutlined } from '@ant-design/icons';
import type { AdminUser } from '@mindmark/mfe-kit/auth-contract.ts';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { Button, Layout, Menu, Tag } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { type AdminSection, PANEL_NAME, TOKEN_KEY } from './admin-routes.ts';

/** Top bar with the sections of the user's role and Log out; footer with the panel name and year. */
export function AdminLayout(props: RemoteAppProps & { user: AdminUser; sections: AdminSection[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logOut = () => {
    localStorage.removeItem(TOKEN_KEY);
    navigate(`${props.basename}/login`);
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '0 20px', background: '#10101a' }}
      >
        <strong style={{ color: '#fff', whiteSpace: 'nowrap' }}>Mindmark Admin</strong>
        <Menu
          mode="horizontal"
          theme="dark"
          style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
          selectedKeys={[pathname]}
          onClick={({ key }) => navigate(key)}
          items={props.sections.map((s) => ({ key: `${props.basename}/${s.path}`, label: s.label }))}
        />
        <Tag>{props.user.role}</Tag>
        <Button icon={<LogoutOutlined />} onClick={logOut}>
          Log out
        </Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', opacity: 0.7 }}>
        {PANEL_NAME} © {new Date().getFullYear()}
      </Layout.Footer>
    </Layout>
  );
}
