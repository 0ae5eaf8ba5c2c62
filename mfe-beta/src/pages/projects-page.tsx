import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Flex } from '@mindmark/mfe-kit/ui/flex.tsx';
import { ForProjects, ProjectsArena } from '../components/projects-arena.tsx';
import { ProjectsTable } from '../components/projects-table.tsx';

/** /beta/projects: the Arena, the Top Global Mindshare table and the For Projects blurbs. */
export function ProjectsPage({ api, basename }: { api: ApiClient; basename: string }) {
  return (
    <Flex vertical gap={24}>
      <div>
        <h1 style={{ fontSize: 28, margin: 0 }}>Projects</h1>
        {/* Static text: part of the prerendered first screen (docs/frontend.md, "First screen"). */}
        <p style={{ margin: '8px 0 0', maxWidth: 720, fontSize: 16, lineHeight: 1.5, opacity: 0.85 }}>
          Crypto projects ranked by their share of what creators post, over the last 90 days. The Arena lists
          the projects that fund reward pools: open one to earn by posting about it.
        </p>
      </div>
      <ProjectsArena api={api} basename={basename} />
      <ProjectsTable api={api} basename={basename} />
      <ForProjects basename={basename} />
    </Flex>
  );
}
