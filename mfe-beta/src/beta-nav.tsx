import {
  LineChartOutlined,
  PlayCircleOutlined,
  ProjectOutlined,
  UserOutlined,
} from '@mindmark/mfe-kit/icons.tsx';
import { Tag } from '@mindmark/mfe-kit/ui/tag.tsx';
import { Link, useLocation } from 'react-router';

/** Navigation as data (docs/frontend.md); the short-video item is advertised but disabled. */
const NAV = [
  { path: '', label: 'AI Leaderboard', icon: <LineChartOutlined /> },
  { path: '/projects', label: 'Projects', icon: <ProjectOutlined /> },
  { path: '/social-card', label: 'My Social Card', icon: <UserOutlined /> },
] as const;

/**
 * The beta's navigation: links in a list (the header's row at lg and up, the phone drawer's
 * column below), the current page marked `aria-current` and filled. Plain elements styled by the
 * kit's stylesheet (mfe-kit/src/ui/kit.css): the first screen carries no antd (docs/frontend.md).
 */
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
  const current = (path: string) =>
    path === ''
      ? location.pathname === basename || location.pathname === `${basename}/`
      : location.pathname.startsWith(`${basename}${path}`);
  return (
    <nav aria-label="Beta" style={{ flex: 1, minWidth: 0, display: 'flex' }}>
      <ul className={`mm-nav mm-nav-${mode}`}>
        {NAV.map((item) => (
          <li key={item.path}>
            <Link
              to={`${basename}${item.path}`}
              className="mm-nav-item"
              aria-current={current(item.path) ? 'page' : undefined}
              onClick={onNavigate}
            >
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
        <li className="mm-nav-item mm-nav-disabled" aria-disabled="true">
          <PlayCircleOutlined />
          <span>
            Short-video Mindshare <Tag color="purple">Coming soon</Tag>
          </span>
        </li>
      </ul>
    </nav>
  );
}
