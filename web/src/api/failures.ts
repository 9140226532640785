// The web app's one rule for a read that failed (the seed: a failed call other than 401/301 leads to the error page):
// the page's route shows the error page in its place, at the same address, with a way to try again
// (app/errors/ErrorPages.tsx). A list that could not be read is never drawn as an empty one.
import type { Query, QueryKey } from '@tanstack/react-query';
import { ApiError } from './client.ts';

/**
 * Whether a failed query takes its page to the error page: the query option every query has by default
 * (app/Providers.tsx). Not when the session is gone (the app is on its way to /login), and not when the query
 * still holds an answer from before (a refresh in the background failed: what is on the screen stays true).
 * A query whose failure the screen says itself (a locked document, a part of the shell, a picker) opts out
 * with `throwOnError: false` and a line saying where the failure is shown.
 */
export function failsThePage<TData, TQueryData, TKey extends QueryKey>(error: Error, query: Query<TData, Error, TQueryData, TKey>): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.status === 301)) return false;
  return query.state.data === undefined;
}

/** failsThePage, except for the refusals a screen answers itself (a locked document's 403, a guide's 404). */
export function failsThePageUnless(...statuses: number[]): typeof failsThePage {
  return (error, query) => !(error instanceof ApiError && statuses.includes(error.status)) && failsThePage(error, query);
}
