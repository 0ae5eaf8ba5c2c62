import {
  LineChartOutlined,
  PlayCircleOutlined,
  ProjectOutlined,
  UserOutlined,
} from '@mindmark/mfe-kit/icons.tsx';
import { Menu, Tag } from 'antd';
import { useLocation, useNavigate } from 'react-router';

/** Navigation as data (docs/frontend.md); the short-video item is advertised but disabled. */
const NAV = [
  { path: '', label: 'AI Leaderboard', icon: <LineChartOutlined /> },
  { path: '/projects', label: 'Projects', icon: <ProjectOutlined /> },
  { path: '/social-card', label: 'My Social Card', icon: <UserOutlined /> },
] as const;

export function BetaNav({
  basename,
  mode,
  onNavigate,
}: {
  basename: string;
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const selected = NAV.filter((item) =>
    item.path === ''
      ? location.pathname === basename || location.pathname === `${basename}/`
      : location.pathname.startsWith(`${basename}${item.path}`),
  ).map((item) => `${basename}${item.path}`);
  return (
    <Menu
      mode={mode}
      theme="dark"
      selectedKeys={selected}
      style={{ flex: 1, minWidth: 0, background: 'transparent', borderBottom: 'none' }}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
      items={[
        ...NAV.map((item) => ({ key: `${basename}${item.path}`, label: item.label, icon: item.icon })),
        {
          key: 'short-video',
          disabled: true,
          icon: <PlayCircleOutlined />,
          label: (
            <span>
              Short-video Mindshare <Tag color="purple">Coming soon</Tag>
            </span>
          ),
        },
      ]}
    />
  );
}
