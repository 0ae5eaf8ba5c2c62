import { appendFileSync, readFileSync } from 'node:fs';

/**
 * TEST_FILE_TIMES=<file>, preloaded into every test process by scripts/test.ts: one JSON
 * line at exit with the process's CPU (user + system of itself and of the children it
 * reaped, from /proc, Linux) and wall time, named by the test file or group it ran
 * (docs/testing.md, "Per-file times"). Plain JavaScript: it loads before ts-node.
 */
const target = process.env.TEST_FILE_TIMES;
if (target) {
  process.on('exit', () => {
    try {
      const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
      const cpu = (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
      const file = process.argv.find((a) => /\.test\.ts$|groups[\\/].*\.mjs$/.test(a)) ?? process.argv[1];
      appendFileSync(
        target,
        `${JSON.stringify({ process: file, pid: process.pid, cpu, wall: process.uptime() })}\n`,
      );
    } catch {
      // not Linux: nothing to record
    }
  });
}
