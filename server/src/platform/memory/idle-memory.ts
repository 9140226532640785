// Gives the heap's spare memory back to the system once the server has gone quiet. On a machine with memory to
// spare V8 lets the young generation grow to 64 MB per semi-space while the server is busy (a boot, an import, a
// burst of requests), and then keeps it: its memory reducer waits for a low allocation rate, and in Node 24 an
// idle process reads as "high" (the embedder heap allocates nothing, which V8 counts as no headroom), so the
// pages stay resident until its watchdog a few minutes later, if ever. So after a busy spell, once the server has
// had no request and used next to no CPU for a while, and the heap holds QUIET_SLACK_BYTES more than it did after
// the last release, one full, memory-reducing collection runs: 0.12–0.2 s of the server's thread on an otherwise
// idle 2-core machine (up to 1 s when other work crowds its cores), when nobody has asked anything for 10 s.
import type { EventEmitter } from 'node:events';
import v8 from 'node:v8';
import vm from 'node:vm';
import { performance } from 'node:perf_hooks';

/** How often the server is looked at. */
export const CHECK_EVERY_MS = 2_000;
/** Consecutive quiet checks before the release (so 10 s without a request, and with next to no work). */
export const QUIET_CHECKS = 5;
/** Share of a core the process may have used in a check and still count as quiet (job polls, closing idle database connections). */
export const QUIET_CPU_SHARE = 0.05;
/** What the heap must hold beyond its size after the last release for a release to be worth its pause. */
export const QUIET_SLACK_BYTES = 16 * 1024 * 1024;

export interface IdleSample {
  /** Share of a core the process used since the last check (all its threads), 0–1 and more. */
  readonly cpuShare: number;
  /** Requests that came in since the last check. */
  readonly requests: number;
  /** The heap's committed size now. */
  readonly heapBytes: number;
}

/** Decides when to release: after QUIET_CHECKS quiet checks in a row, when the heap has grown enough since the last release. */
export class IdleWatch {
  private quiet = 0;
  private baseline: number;

  constructor(heapBytesAtStart: number) {
    this.baseline = heapBytesAtStart;
  }

  /** Takes one check's sample; true when memory should be released now. */
  observe(sample: IdleSample): boolean {
    if (sample.requests > 0 || sample.cpuShare > QUIET_CPU_SHARE) {
      this.quiet = 0;
      return false;
    }
    this.quiet += 1;
    return this.quiet >= QUIET_CHECKS && sample.heapBytes > this.baseline + QUIET_SLACK_BYTES;
  }

  /** After a release: the heap's size then is what later growth is measured from. */
  released(heapBytes: number): void {
    this.baseline = heapBytes;
    this.quiet = 0;
  }
}

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
let collect: Collect | undefined;

/**
 * V8's collector, for this module alone: `--expose-gc` is switched on for one new context (where `gc` is then
 * found) and off again, so no other code sees a `gc` global.
 */
function collector(): Collect {
  if (!collect) {
    v8.setFlagsFromString('--expose-gc');
    try {
      collect = vm.runInNewContext('gc') as Collect;
    } finally {
      v8.setFlagsFromString('--no-expose-gc');
    }
  }
  return collect;
}

const heapBytes = () => v8.getHeapStatistics().total_heap_size;

/** A full collection that also shrinks the young generation and hands freed pages back ("last resort": it reduces memory). */
export function releaseMemory(): void {
  collector()({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export interface IdleMemoryRelease {
  stop(): void;
}

/**
 * Looks at the server every CHECK_EVERY_MS (the requests `server` has had, the CPU the process used) and releases
 * memory when it has gone quiet after work.
 */
export function releaseMemoryWhenIdle(server: EventEmitter, onRelease?: (info: { ms: number; heapBefore: number; heapAfter: number }) => void): IdleMemoryRelease {
  const watch = new IdleWatch(0); // the boot itself is the first busy spell
  let requests = 0;
  const counted = () => { requests += 1; };
  server.on('request', counted);
  server.on('upgrade', counted);
  let cpu = process.cpuUsage();
  let at = performance.now();
  const timer = setInterval(() => {
    const used = process.cpuUsage(cpu);
    const now = performance.now();
    const sample = { cpuShare: (used.user + used.system) / 1000 / Math.max(1, now - at), requests, heapBytes: heapBytes() };
    requests = 0;
    if (watch.observe(sample)) {
      releaseMemory();
      const after = heapBytes();
      watch.released(after);
      onRelease?.({ ms: performance.now() - now, heapBefore: sample.heapBytes, heapAfter: after });
    }
    // The collection itself is not work to wait out.
    cpu = process.cpuUsage();
    at = performance.now();
  }, CHECK_EVERY_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      server.off('request', counted);
      server.off('upgrade', counted);
    },
  };
}
