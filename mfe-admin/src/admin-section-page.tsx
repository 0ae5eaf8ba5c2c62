import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import type { AdminUser } from '@mindmark/mfe-kit/auth-contract.ts';
import { Skeleton } from 'antd';
import type { AdminSection } from './admin-routes.ts';

/**
 * A section's page. The tables and forms of each section come with the admin screens
 * issue; until then the section shows the 5-row skeleton its table shows while empty.
 */
export function AdminSectionPage({ section, user }: { section: AdminSection; user: AdminUser }) {
  return (
    <section data-section={section.path}>
      <h1 style={{ fontSize: 24, marginTop: 0 }}>{section.label}</h1>
      <Panel>
        <p style={{ marginTop: 0, opacity: 0.7 }}>
          {user.role === 'PROJECT' ? 'Limited to your project. ' : ''}The {section.label.toLowerCase()} table
          arrives with the admin screens.
        </p>
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </Panel>
    </section>
  );
}
