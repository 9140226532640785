// Narrowing and ordering the rows of a table that holds its whole list.

/** Whether any of the texts contains what was typed, ignoring case. */
export function matches(search: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return !needle || texts.some((text) => text?.toLocaleLowerCase().includes(needle));
}

/** A column's sorter by a text of the row. */
export const byText = <T,>(pick: (row: T) => string) => (a: T, b: T) => pick(a).localeCompare(pick(b));
/** A column's sorter by a number of the row. */
export const byNumber = <T,>(pick: (row: T) => number) => (a: T, b: T) => pick(a) - pick(b);
