/**
 * The exports of each tree-shaken singleton that the front ends use. Every build
 * ships the same cut of the library, so a remote's needs are always covered by the
 * host's copy and the runtime never falls back to a second, full copy (which would
 * both break the one-instance rule and blow the page's JavaScript budget).
 * test/frontend/shared-exports.test.ts fails when a source file imports a name that
 * is missing here.
 */
export const SHARED_EXPORTS = {
  antd: [
    'Alert',
    'Avatar',
    'Button',
    'ConfigProvider',
    'Drawer',
    'Flex',
    'Grid',
    'Input',
    'Layout',
    'Menu',
    'Modal',
    'Skeleton',
    'Spin',
    'Tag',
    'theme',
  ],
  '@ant-design/icons': ['ArrowLeftOutlined', 'DownloadOutlined', 'LogoutOutlined', 'MenuOutlined'],
  'react-router': [
    'BrowserRouter',
    'Link',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
  ],
} as const satisfies Record<string, readonly string[]>;
