// Route modules load on demand; a chunk that has not arrived after 120 s counts as failed (seed section 9).
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {}

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('chunk load timed out')), timeoutMs);
    load().then(
      (module) => { clearTimeout(timer); resolve(module); },
      (error: unknown) => { clearTimeout(timer); reject(new ChunkLoadError(String(error))); },
    );
  });
}
