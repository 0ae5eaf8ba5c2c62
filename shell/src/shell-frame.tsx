import { darkTheme } from '@mindmark/mfe-kit/theme.ts';
import { ConfigProvider } from 'antd';
import { BrowserRouter } from 'react-router';
import { ShellApp, type ShellProps } from './shell-app.tsx';

/**
 * Everything around the remotes that needs antd or the router: the theme, the browser's
 * router and the top-level routes. A chunk of its own, loaded by the boot in parallel with
 * the page's remote, so neither antd nor the router sits in front of the shell's first
 * chunk (docs/frontend.md, "First-load budget").
 */
export function ShellFrame(props: ShellProps) {
  return (
    <ConfigProvider theme={darkTheme}>
      <BrowserRouter>
        <ShellApp {...props} />
      </BrowserRouter>
    </ConfigProvider>
  );
}
