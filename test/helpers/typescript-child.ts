/**
 * Node arguments that run a TypeScript entry point in a child process (the real server, a
 * CLI) through the same loader as this test process (docs/testing.md, "Coverage from child
 * processes").
 *
 * Under tap every child inherits tap's coverage hook and writes its V8 coverage beside the
 * test processes'. tap merges all of it per file URL and maps it back to TypeScript with the
 * source map of whichever process it reads last. A child started with `tsx` (esbuild) runs
 * other JavaScript under the same URL than the test processes (ts-node), so the merged byte
 * ranges and the chosen source map disagreed, and the report changed with the order of the
 * coverage files' random names: core functions 77.33% on one run, 65.21% on the next. Under
 * tap's ts-node loader (and its transpile cache, scripts/ts-transpile-cache.cjs) a child
 * produces the same JavaScript and source maps as the tests, so the merge is stable.
 * Outside tap (no ts-node loader in this process) the child uses tsx as before.
 */
export function typescriptNodeArgs(): string[] {
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--import=') && /@tapjs[\\/]typescript[\\/]/.test(arg)) {
      return [arg, '--enable-source-maps'];
    }
    const next = argv[i + 1];
    if (arg === '--import' && next && /@tapjs[\\/]typescript[\\/]/.test(next)) {
      return ['--import', next, '--enable-source-maps'];
    }
  }
  return ['--import', 'tsx'];
}

/**
 * ts-node's settings from this process's environment (the run's tsconfig with the transpile
 * cache, transpile only), for a child started with an environment of its own.
 */
export function typescriptNodeEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (e): e is [string, string] => e[0].startsWith('TS_NODE_') && e[1] !== undefined,
    ),
  );
}
