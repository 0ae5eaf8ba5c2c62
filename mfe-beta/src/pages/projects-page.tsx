import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Flex } from 'antd';
import { ForProjects, ProjectsArena } from '../components/projects-arena.tsx';
import { ProjectsTable } from '../components/projects-table.tsx';

/** /beta/projects: the Arena, the Top Global Mindshare table and the For Projects blurbs. */
export function ProjectsPage({ api, basename }: { api: ApiClient; basename: string }) {
  return (
    <Flex vertical gap={24}>
      <h1 style={{ fontSize: 28, margin: 0 }}>Projects</h1>
      <ProjectsArena api={api} basename={basename} />
      <ProjectsTable api={api} basename={basename} />
      <ForProjects basename={basename} />
    </Flex>
  );
}
