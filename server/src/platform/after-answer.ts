// Work a request causes that its answer does not depend on — counting a search for the statistics, remembering it
// for the reader — started when the answer is ready and finished while it travels, instead of before it.
//
// It is not a queue: a process that dies mid-write loses that write, as it would lose the request itself. What
// goes here is a record of something done, never part of doing it; anything that must happen goes through the
// job queue in the caller's transaction. The app waits for what is under way before it closes.
declare module 'fastify' {
  interface FastifyInstance {
    /** What this app's requests left running after their answers (tests wait on `settled()` before they look). */
    afterAnswer: AfterAnswer;
  }
}

export interface AfterAnswer {
  /** Starts `work` without the answer waiting for it; a failure is logged as `what`. */
  (what: string, work: () => Promise<unknown>): void;
  /** Resolves when everything started so far has ended (at close, and in tests before they look). */
  settled(): Promise<void>;
}

export function createAfterAnswer(log: { error(details: object, message: string): void }): AfterAnswer {
  const underway = new Set<Promise<unknown>>();
  const later = (what: string, work: () => Promise<unknown>) => {
    const running = Promise.resolve().then(work).catch((error: unknown) => log.error({ err: error }, `after the answer: ${what} failed`));
    underway.add(running);
    void running.finally(() => underway.delete(running));
  };
  return Object.assign(later, {
    async settled() {
      while (underway.size) await Promise.all(underway);
    },
  });
}
