import { MenuOutlined } from '@mindmark/mfe-kit/icons.tsx';
import { useWideLayout } from '@mindmark/mfe-kit/first-screen/viewport.ts';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { BRAND } from '@mindmark/mfe-kit/brand.ts';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { Dialog } from '@mindmark/mfe-kit/ui/dialog.tsx';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { BetaNav } from './beta-nav.tsx';
import { SessionMenu } from './components/session-menu.tsx';

/**
 * The beta frame: logo, navigation (a drawer below the lg breakpoint), session corner. Plain
 * elements in the look antd's dark Layout had: the first screen carries no antd (docs/frontend.md,
 * "antd off the first load").
 */
export function BetaFrame(props: RemoteAppProps) {
  const wide = useWideLayout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div
      className="mm-frame"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'var(--mm-bg-layout)',
        color: 'var(--mm-text)',
      }}
    >
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 16,
          height: 64,
          boxSizing: 'border-box',
          padding: wide ? '0 32px' : '0 16px',
          position: 'sticky',
          top: 0,
          zIndex: 10,
          background: '#10101a',
          borderBottom: '1px solid #23233a',
        }}
      >
        {!wide && (
          <Button
            type="text"
            aria-label="Open menu"
            icon={<MenuOutlined />}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Link
          to={props.basename}
          style={{
            fontWeight: 700,
            fontSize: 20,
            color: '#fff',
            whiteSpace: 'nowrap',
            textDecoration: 'none',
          }}
        >
          {BRAND}
        </Link>
        {wide ? <BetaNav basename={props.basename} mode="horizontal" /> : <div style={{ flex: 1 }} />}
        <SessionMenu {...props} compact={!wide} />
      </header>
      {!wide && (
        <Dialog
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={BRAND}
          width={280}
          bodyStyle={{ padding: 0 }}
        >
          <BetaNav basename={props.basename} mode="inline" onNavigate={() => setDrawerOpen(false)} />
        </Dialog>
      )}
      <main
        style={{
          flex: 'auto',
          boxSizing: 'border-box',
          padding: wide ? '32px 48px' : '20px 16px',
          maxWidth: 1280,
          width: '100%',
          margin: '0 auto',
        }}
      >
        <Outlet />
      </main>
    </div>
  );
}
