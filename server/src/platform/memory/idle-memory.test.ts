import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { IdleWatch, QUIET_CHECKS, QUIET_CPU_SHARE, QUIET_SLACK_BYTES, releaseMemory } from './idle-memory.ts';

const MB = 1024 * 1024;
const quiet = (heapBytes: number) => ({ cpuShare: QUIET_CPU_SHARE / 2, requests: 0, heapBytes });
const busy = (heapBytes: number) => ({ cpuShare: 0.5, requests: 0, heapBytes });
const asked = (heapBytes: number) => ({ cpuShare: 0, requests: 1, heapBytes });

describe('IdleWatch', () => {
  it('releases once the loop has been quiet QUIET_CHECKS times in a row after work, then not again until the heap grows', () => {
    const watch = new IdleWatch(50 * MB);
    const big = 200 * MB;
    expect(watch.observe(busy(big))).toBe(false);
    for (let i = 1; i < QUIET_CHECKS; i++) expect(watch.observe(quiet(big))).toBe(false);
    expect(watch.observe(quiet(big))).toBe(true);
    watch.released(55 * MB);
    // Quiet on, the heap as it was after the release: nothing to give back.
    for (let i = 0; i < QUIET_CHECKS * 2; i++) expect(watch.observe(quiet(56 * MB))).toBe(false);
    // Work that grew the heap, then quiet again.
    expect(watch.observe(busy(55 * MB + QUIET_SLACK_BYTES + MB))).toBe(false);
    for (let i = 1; i < QUIET_CHECKS; i++) expect(watch.observe(quiet(55 * MB + QUIET_SLACK_BYTES + MB))).toBe(false);
    expect(watch.observe(quiet(55 * MB + QUIET_SLACK_BYTES + MB))).toBe(true);
  });

  it('starts the count again when work or a request interrupts the quiet', () => {
    const watch = new IdleWatch(0);
    for (let i = 1; i < QUIET_CHECKS; i++) watch.observe(quiet(100 * MB));
    expect(watch.observe(busy(100 * MB))).toBe(false);
    for (let i = 1; i < QUIET_CHECKS; i++) expect(watch.observe(quiet(100 * MB))).toBe(false);
    expect(watch.observe(asked(100 * MB))).toBe(false);
    for (let i = 1; i < QUIET_CHECKS; i++) expect(watch.observe(quiet(100 * MB))).toBe(false);
    expect(watch.observe(quiet(100 * MB))).toBe(true);
  });
});

describe('releaseMemory', () => {
  it('collects garbage and gives the young generation back, without a gc global for anyone else', () => {
    let keep: object[] = [];
    for (let i = 0; i < 400_000; i++) {
      keep.push({ i, text: `garbage ${i}` });
      if (keep.length > 50_000) keep = [];
    }
    const before = v8.getHeapStatistics().total_heap_size;
    releaseMemory();
    expect(v8.getHeapStatistics().total_heap_size).toBeLessThan(before);
    expect('gc' in globalThis).toBe(false);
  });
});
