// The keys asked for in one turn of the event loop are read in one call, each caller gets its own key's row (or
// nothing), a failure reaches every caller of its batch, and a full batch is read at once.
import { describe, expect, it } from 'vitest';
import { batchedReads, type ReadMany } from './batched-reads.ts';

/** Reads rows of a table held in a Map, recording the keys of each call. */
function table(rows: Record<string, number>): { read: ReadMany<number>; calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    read: async (keys) => {
      calls.push(keys);
      return new Map(keys.filter((key) => key in rows).map((key) => [key, rows[key]!]));
    },
  };
}

describe('batched reads', () => {
  it('reads the keys of one turn in one call and answers each caller with its own row', async () => {
    const { read, calls } = table({ a: 1, b: 2, c: 3 });
    const find = batchedReads(read);
    const answers = await Promise.all([find('a'), find('b'), find('a'), find('nobody'), find('c')]);
    expect(answers).toEqual([1, 2, 1, undefined, 3]);
    expect(calls).toEqual([['a', 'b', 'nobody', 'c']]);
  });

  it('reads again in the next turn: nothing is kept', async () => {
    const rows: Record<string, number> = { a: 1 };
    const { read, calls } = table(rows);
    const find = batchedReads(read);
    expect(await find('a')).toBe(1);
    rows.a = 10;
    expect(await find('a')).toBe(10);
    expect(calls).toEqual([['a'], ['a']]);
  });

  it('hands a failure to every caller of its batch, and the next batch reads afresh', async () => {
    let fail = true;
    const find = batchedReads<number>(async (keys) => {
      if (fail) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key.length]));
    });
    const failed = await Promise.allSettled([find('a'), find('bb')]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await find('bb')).toBe(2);
  });

  it('reads a full batch at once and starts the next', async () => {
    const { read, calls } = table({ a: 1, b: 2, c: 3 });
    const find = batchedReads(read, { max: 2 });
    expect(await Promise.all([find('a'), find('b'), find('c')])).toEqual([1, 2, 3]);
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });
});
