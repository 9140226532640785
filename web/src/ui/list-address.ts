// A list page whose filters and page live in the address, so that going back to it returns to the same
// list: changing a filter starts again at page 1, the keyword box answers a moment after the last key, and
// the pager writes the page and its size.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { oneOf, positiveInt } from './address-params.ts';

type Filters<K extends string> = Partial<Record<K, string | number | undefined>>;

/** The page and page size the address asks for: a page size not offered, or anything malformed, is the default. */
export function pagingFrom(params: URLSearchParams, pageSizes: readonly number[], defaultPageSize: number): { page: number; pageSize: number } {
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    page: Math.min(positiveInt(params.get('page')) ?? 1, 10_000),
    pageSize: pageSize && pageSizes.includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** A list's keyword as the address holds it (at most 100 characters), when there is one. */
export function keywordFrom(params: URLSearchParams): { keyword?: string } {
  const keyword = params.get('keyword')?.trim().slice(0, 100);
  return keyword ? { keyword } : {};
}

/** A list's keyword and one id filter (`?classId=…`) as the address holds them; malformed ones are left out. */
export function keywordAndIdFrom<K extends string>(params: URLSearchParams, idName: K): { keyword?: string } & Partial<Record<K, number>> {
  const filters = keywordFrom(params) as { keyword?: string } & Partial<Record<K, number>>;
  const id = positiveInt(params.get(idName));
  if (id) (filters as Record<K, number>)[idName] = id;
  return filters;
}

/** A filter of a fixed set of values (`?status=PENDING`) as the address holds it; a value not in the set is left out. */
export function choiceFrom<N extends string, T extends string>(params: URLSearchParams, name: N, values: readonly T[]): Partial<Record<N, T>> {
  const value = oneOf(values, params.get(name));
  return (value ? { [name]: value } : {}) as Partial<Record<N, T>>;
}

/**
 * The address's parameters after the pager moved: a new page size starts again at page 1; page 1 is not
 * written. `defaultPageSize`, when given, is not written either.
 */
export function withPaging(
  params: URLSearchParams, pagination: { current?: number; pageSize?: number }, shownPageSize: number, defaultPageSize?: number,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const size = pagination.pageSize ?? shownPageSize;
  if (size !== shownPageSize) {
    if (size === defaultPageSize) next.delete('pageSize');
    else next.set('pageSize', String(size));
    next.delete('page');
  } else if ((pagination.current ?? 1) > 1) next.set('page', String(pagination.current));
  else next.delete('page');
  return next;
}

/** The list query the address describes (`queryFrom` reads it, also when `dependsOn` changes), and the ways to change it. */
export function useListAddress<Q extends { keyword?: string }, K extends string>(queryFrom: (params: URLSearchParams) => Q, dependsOn: readonly unknown[] = []) {
  const [params, setParams] = useSearchParams();
  // The address, and whatever else reading it depends on (who is signed in decides which lists there are).
  const query = useMemo(() => queryFrom(params), [params, ...dependsOn]);

  /** Changes filters; any filter change starts again at page 1 (seed section 9). */
  const setFilters = (changes: Filters<K | 'keyword'>) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      next.delete('page');
      return next;
    }, { replace: true });
  };

  // The keyword box answers as one types, a moment after the last key.
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);
  useEffect(() => {
    if (keyword.trim() === (query.keyword ?? '')) return;
    const timer = setTimeout(() => setFilters({ keyword: keyword.trim() || undefined } as Filters<K | 'keyword'>), 350);
    return () => clearTimeout(timer);
    // setFilters is a fresh closure each render; the keyword is what matters.
  }, [keyword]);

  /** Every filter off, the keyword box emptied. */
  const resetFilters = () => {
    setKeyword('');
    setParams(new URLSearchParams(), { replace: true });
  };

  return { params, setParams, query, setFilters, keyword, setKeyword, resetFilters };
}

/** The row a list page has opened in a dialog, kept in the address as `?{name}=id` (an e-mail can link to it). */
export function useOpenedId(name: string): [number | undefined, (id: number | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const open = (id: number | undefined) => setParams((previous) => {
    const next = new URLSearchParams(previous);
    if (id) next.set(name, String(id));
    else next.delete(name);
    return next;
  });
  return [positiveInt(params.get(name)), open];
}
