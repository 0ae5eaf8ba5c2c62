import type { ReactNode } from 'react';

/** A small purple label ("Coming soon"), antd's Tag with color="purple" under the dark theme. */
export function Tag({ children }: { children: ReactNode }) {
  return <span className="mm-tag">{children}</span>;
}
