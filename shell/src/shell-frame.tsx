import { BrowserRouter } from 'react-router';
import { ShellApp, type ShellProps } from './shell-app.tsx';

/**
 * Everything around the remotes that needs the router: the browser's router and the top-level
 * routes. A chunk of its own, loaded by the boot in parallel with the page's remote, so the
 * router does not sit in front of the shell's first chunk (docs/frontend.md, "First-load
 * budget"). No antd here: the first screen of a public page is plain elements, and each lazily
 * loaded antd screen brings its own theme (mfe-kit/src/antd-theme.tsx).
 */
export function ShellFrame(props: ShellProps) {
  return (
    <BrowserRouter>
      <ShellApp {...props} />
    </BrowserRouter>
  );
}
