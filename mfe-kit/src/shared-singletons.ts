import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHARED_EXPORTS } from './shared-exports.ts';

/**
 * The one table of libraries every front end shares at run time. Host and remote
 * module-federation configs are both derived from it, so they cannot drift apart.
 *
 * Each of these holds module-level state (React's dispatcher, antd's style cache and
 * config context, the router's context, zustand's store subscriptions, wagmi's and
 * react-query's contexts): a second copy on the page breaks them silently, hence
 * `singleton`. `strictVersion` turns version skew into a load error instead of two
 * copies fighting over one page.
 */
export interface SingletonEntry {
  /** Also share every deep import (`react/jsx-runtime`, `react-dom/client`). */
  subpaths?: boolean;
  /**
   * Shared libraries cannot be tree-shaken by default: plainly shared antd ships all
   * of it (577 KB compressed, measured). `runtime-infer` ships only the listed
   * exports, the same list in every build (see shared-exports.ts). The runtime
   * refuses tree shaking on eager shares, so these stay lazy in the host.
   */
  treeShake?: readonly string[];
  /** The npm package whose installed version this entry pins (for deep keys). */
  packageName?: string;
  /**
   * In the host's first chunk (eager) rather than fetched when first imported. Only what the
   * shell's boot runs before the frame and the remote arrive: React and the session store.
   * antd's style engine waits for antd (docs/frontend.md, "First-load budget").
   */
  hostEager?: boolean;
}

export const SINGLETONS: Record<string, SingletonEntry> = {
  react: { subpaths: true, hostEager: true },
  'react-dom': { subpaths: true, hostEager: true },
  antd: { treeShake: SHARED_EXPORTS.antd },
  '@ant-design/cssinjs': {},
  '@ant-design/icons': { treeShake: SHARED_EXPORTS['@ant-design/icons'] },
  zustand: { subpaths: true, hostEager: true },
  'react-router': { treeShake: SHARED_EXPORTS['react-router'] },
  wagmi: {},
  viem: {},
  '@tanstack/react-query': {},
  '@solana/wallet-adapter-react': {},
};

export type FederationRole = 'host' | 'remote';

interface SharedConfig {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  /** The version provided; stated because some packages (viem's _esm) hide theirs. */
  version: string;
  eager?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * The `shared` option of one workspace. Only the libraries that workspace depends on
 * are shared (wagmi and friends only where a wallet is used), each pinned to the
 * exact version in its package.json. The host shares eagerly what its boot runs
 * before anything else arrives; remotes never do, so they take the host's copy when mounted in the shell
 * and their own when run standalone.
 */
export function sharedFor(role: FederationRole, workspaceDir: string): Record<string, SharedConfig> {
  const pkg = JSON.parse(readFileSync(join(workspaceDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const deps = pkg.dependencies ?? {};
  const shared: Record<string, SharedConfig> = {};
  for (const [name, entry] of Object.entries(SINGLETONS)) {
    const version = deps[entry.packageName ?? name] ?? transitiveVersion(name, workspaceDir);
    if (!version) continue;
    const config: SharedConfig = { singleton: true, strictVersion: true, requiredVersion: version, version };
    if (entry.treeShake) config.treeShaking = { mode: 'runtime-infer', usedExports: [...entry.treeShake] };
    else if (role === 'host' && entry.hostEager) config.eager = true;
    shared[name] = config;
    if (entry.subpaths) shared[`${name}/`] = { ...config };
  }
  return shared;
}

/** @ant-design/cssinjs comes with antd rather than being a direct dependency. */
function transitiveVersion(name: string, workspaceDir: string): string | undefined {
  if (name !== '@ant-design/cssinjs') return undefined;
  for (const base of [workspaceDir, join(workspaceDir, '..')]) {
    try {
      const file = join(base, 'node_modules', name, 'package.json');
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    } catch {
      // not installed at this level; try the next one up
    }
  }
  return undefined;
}
