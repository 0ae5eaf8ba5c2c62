import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { darkTheme } from './theme.ts';

/**
 * The kit's dark theme for a part of a page drawn with antd. The shell no longer wraps every
 * page in antd's ConfigProvider (the first screen of a public page carries no antd:
 * docs/frontend.md, "antd off the first load"), so each lazily loaded antd screen wraps its own
 * root in this. Every wrapper names the same CSS-variable class (theme.ts), so two on a page
 * share their styles.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={darkTheme}>{children}</ConfigProvider>;
}
