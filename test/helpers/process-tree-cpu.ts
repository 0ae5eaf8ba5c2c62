import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU of a process tree (a process and all its descendants) from /proc (Linux), in seconds,
 * for the suite's own accounting (docs/testing.md, "Seventh pass").
 *
 * A process's reaped-children time (cutime) counts only the children it waited for.
 * Chromium's renderers outlive the browser process at close and are reparented to init, so
 * their CPU never reaches the test process, tap or `/usr/bin/time`: a browser group's
 * renderers used about as much CPU again as the test process itself. This sums the own
 * time of every process ever seen in the tree (last reading) plus what parents reaped from
 * children never seen (a rise of a parent's reaped time beyond the totals last seen of the
 * children that left). Sampling more often sees more short-lived children.
 */
interface Stat {
  key: string;
  ppid: string;
  own: number;
  reaped: number;
}

const TICKS_PER_SECOND = 100;

function statOf(pid: string): Stat | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // after the name: state 0, ppid 1, … utime 11, stime 12, cutime 13, cstime 14, starttime 19
    return {
      key: `${pid}:${fields[19]}`,
      ppid: fields[1] as string,
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

export class TreeCpu {
  readonly #root: string;
  readonly #ownSeen = new Map<string, number>();
  readonly #last = new Map<string, Stat>();
  #unseen = 0;

  constructor(rootPid = process.pid) {
    this.#root = String(rootPid);
  }

  /** CPU seconds of the tree so far. */
  seconds(): number {
    const all = new Map<string, Stat>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const s = statOf(pid);
      if (s) all.set(pid, s);
    }
    const tree = new Map<string, Stat>();
    for (const [pid, s] of all) {
      let p: string | undefined = pid;
      for (let depth = 0; p && depth < 30; depth++) {
        if (p === this.#root) {
          tree.set(s.key, s);
          break;
        }
        p = all.get(p)?.ppid;
      }
    }
    // What left since the last reading, counted (own and reaped, as last seen) under its
    // nearest ancestor still here: a parent's reaped time grows by those totals and more.
    const pidOf = (s: Stat) => s.key.split(':')[0] as string;
    const gone = new Map<string, Stat>();
    for (const s of this.#last.values()) if (!tree.has(s.key)) gone.set(pidOf(s), s);
    const leftUnder = new Map<string, number>();
    for (const g of gone.values()) {
      let p = g.ppid;
      for (let depth = 0; gone.has(p) && depth < 30; depth++) p = (gone.get(p) as Stat).ppid;
      leftUnder.set(p, (leftUnder.get(p) ?? 0) + g.own + g.reaped);
    }
    for (const s of tree.values()) {
      this.#ownSeen.set(s.key, s.own);
      const before = this.#last.get(s.key);
      if (!before) continue;
      this.#unseen += Math.max(0, s.reaped - before.reaped - (leftUnder.get(pidOf(s)) ?? 0));
    }
    this.#last.clear();
    for (const s of tree.values()) this.#last.set(s.key, s);
    let ticks = this.#unseen;
    for (const own of this.#ownSeen.values()) ticks += own;
    return ticks / TICKS_PER_SECOND;
  }
}
