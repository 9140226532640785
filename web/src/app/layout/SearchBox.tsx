// The header search box: 'Suffix or Model', with suggestions that arrow keys move through (wrapping
// around) and Enter picks; Enter without a highlighted suggestion searches for what was typed.
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Input } from 'antd';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function useSuggestions(term: string): string[] {
  const query = useQuery({
    queryKey: ['suggest', term],
    enabled: term.length > 0,
    queryFn: async ({ signal }) => (await api<{ suggestList: string[] }>('/service/search/suggest', { query: { term }, signal })).data.suggestList,
    retry: false,
    staleTime: 60_000,
  });
  return term && query.data ? query.data : [];
}

/** The next highlighted index for a key press; the list wraps around at both ends. */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current < 0 ? count - 1 : (current - 1 + count) % count;
}

export function SearchBox({ onSearched }: { onSearched?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const suggestions = useSuggestions(useDebounced(value.trim(), 150));
  const shown = open ? suggestions : [];

  useEffect(() => setHighlight(-1), [suggestions]);

  const search = (term: string) => {
    const word = term.trim();
    if (!word) return;
    setValue(word);
    setOpen(false);
    onSearched?.();
    void navigate(`/search/pdf?searchWord=${encodeURIComponent(word)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((h) => moveHighlight(h, suggestions.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      search(highlight >= 0 && shown[highlight] !== undefined ? shown[highlight] : value);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="search-box" role="search">
      <Input
        value={value}
        onChange={(e) => { setValue(e.target.value); setOpen(true); }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={highlight >= 0 ? `${listId}-${highlight}` : undefined}
        suffix={<SearchOutlined onClick={() => search(value)} aria-label={t('header.search')} role="button" />}
        allowClear
        data-testid="header-search"
      />
      {shown.length > 0 && (
        <ul id={listId} role="listbox" className="search-suggestions">
          {shown.map((suggestion, i) => (
            <li
              key={suggestion}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === highlight}
              className={i === highlight ? 'active' : undefined}
              onMouseDown={(e) => { e.preventDefault(); search(suggestion); }}
              onMouseEnter={() => setHighlight(i)}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
