// Answers an instance keeps in memory for a short while, for questions many people ask again and again (the
// header box's suggestions per letter typed), dropped at once when what they were worked out of changes on any
// instance (change-signals.ts). The most recently asked are kept, up to `max`; none are kept while signals are
// not heard, and an answer worked out before a change is not kept after it.
import type { ChangeSignals, ChangeTopic } from '../db/change-signals.ts';

export interface KeptAnswers<V> {
  get(key: string, workOut: () => Promise<V>): Promise<V>;
  /** Drops the answers whose key `which` picks, on this instance (for what changes too often to signal). */
  forget(which: (key: string) => boolean): void;
}

export interface KeptAnswersOptions {
  signals: ChangeSignals;
  topic: ChangeTopic;
  /** How many answers at most. */
  max: number;
  /** How long an answer is good for even without a change (what it leaves out changes slowly: popularity). */
  ttlMs: number;
  now?: () => number;
}

export function keptAnswers<V>({ signals, topic, max, ttlMs, now = Date.now }: KeptAnswersOptions): KeptAnswers<V> {
  const kept = new Map<string, { value: V; until: number }>();
  let generation = 0;
  signals.on(topic, () => {
    generation++;
    kept.clear();
  });
  // Keys dropped since an answer was asked: an answer worked out before its key was dropped is not kept.
  const dropped = new Set<string>();
  return {
    async get(key, workOut) {
      const found = kept.get(key);
      if (found && found.until > now()) {
        kept.delete(key); // to the end: most recently asked
        kept.set(key, found);
        return found.value;
      }
      const asked = generation;
      dropped.delete(key);
      const value = await workOut();
      if (asked === generation && !dropped.has(key) && signals.listening()) {
        kept.delete(key);
        kept.set(key, { value, until: now() + ttlMs });
        if (kept.size > max) kept.delete(kept.keys().next().value!);
      }
      return value;
    },
    forget(which) {
      for (const key of kept.keys()) {
        if (which(key)) {
          kept.delete(key);
          dropped.add(key);
        }
      }
      if (dropped.size > max) dropped.clear();
    },
  };
}
