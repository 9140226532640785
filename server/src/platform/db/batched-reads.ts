// Reads many callers' rows in one statement: the keys asked for during one turn of the event loop are read
// together when it ends (setImmediate runs after the turn's I/O callbacks: every request parsed in that turn has
// asked by then). Under load a server answers a dozen requests per turn, and the per-statement costs — a write
// to the database socket, waking a backend, a round of the wire protocol — were most of what a small lookup
// cost (bench:run). Nothing is kept: every caller's row is read by a statement that began after it asked.

/** Reads the rows of `keys` (a key without a row is left out of the map). */
export type ReadMany<V> = (keys: string[]) => Promise<Map<string, V>>;

interface Waiting<V> { resolve: (row: V | undefined) => void; reject: (error: unknown) => void }

/** One key's row, read in the turn's batch; `max` keys make a batch of their own at once. */
export function batchedReads<V>(readMany: ReadMany<V>, { max = 200 } = {}): (key: string) => Promise<V | undefined> {
  let batch: Map<string, Waiting<V>[]> | undefined;

  function flush(): void {
    const asked = batch;
    batch = undefined;
    if (!asked) return;
    readMany([...asked.keys()]).then(
      (rows) => { for (const [key, callers] of asked) for (const caller of callers) caller.resolve(rows.get(key)); },
      (error: unknown) => { for (const callers of asked.values()) for (const caller of callers) caller.reject(error); },
    );
  }

  return (key) => new Promise<V | undefined>((resolve, reject) => {
    if (!batch) {
      batch = new Map();
      setImmediate(flush);
    }
    const callers = batch.get(key);
    if (callers) callers.push({ resolve, reject });
    else batch.set(key, [{ resolve, reject }]);
    if (batch.size >= max) flush();
  });
}
