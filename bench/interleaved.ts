// Cases whose rates are compared with each other (a route against the bare route) are measured side by side: each
// warmed up first (the first case must not pay for the code's first runs and the pool's first connections), then
// in interleaved slices, so that a burst of load from elsewhere on a shared machine falls on every case alike
// instead of on whichever ran at that moment (measured one after the other, the bare route's rate moved by half
// between runs, and every ratio with it).

/** Warms each case with `warm`, then runs `slice` for every case in turn, `rounds` times over. */
export async function interleavedRounds<C>(
  cases: readonly C[], rounds: number, warm: (c: C) => Promise<unknown>, slice: (c: C, index: number) => Promise<void>,
): Promise<void> {
  for (const c of cases) await warm(c);
  for (let round = 0; round < rounds; round++) {
    for (const [index, c] of cases.entries()) await slice(c, index);
  }
}

/** The middle value of a run's times (the upper middle of an even count). */
export const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
