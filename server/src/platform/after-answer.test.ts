// Work left running after an answer: settled() waits for all of it, also for work started while waiting, and a
// failure is logged, never thrown at whoever happens to be running.
import { describe, expect, it } from 'vitest';
import { createAfterAnswer } from './after-answer.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('after the answer', () => {
  it('runs the work without the caller waiting, and settled() waits for it and for what it starts', async () => {
    const done: string[] = [];
    const later = createAfterAnswer({ error: () => undefined });
    later('first', async () => {
      await tick();
      done.push('first');
      later('second', async () => {
        await tick();
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    await later.settled();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure under its name and goes on', async () => {
    const logged: string[] = [];
    const later = createAfterAnswer({ error: (_details, message) => logged.push(message) });
    later('recording a search', async () => {
      throw new Error('connection lost');
    });
    await later.settled();
    expect(logged).toEqual(['after the answer: recording a search failed']);
  });
});
