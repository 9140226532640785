// The header search box: 'Suffix or Model', with suggestions that arrow keys move through (wrapping
// around) and Enter picks; Enter without a highlighted suggestion searches for what was typed. A picked
// model, suffix or document title opens the Documents tab, a troubleshooting guide for a fault code typed opens
// the guide; typed words search the PDF pages. Focused and
// empty, the box offers a signed-in reader's recent searches instead. Visitors search too (their hits are
// login-required).
import { CloseCircleFilled, CloseOutlined, HistoryOutlined, SearchOutlined } from '@ant-design/icons';
import { searchApi, type SearchTab, type SuggestionKind } from '@gsis/contract';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/endpoints.ts';
import { useSession } from '../../session/session-store.ts';
import { pages } from '../../ui/pages.ts';
import { useForgetRecent, useRecentSearches, useSuggestions } from './api.ts';
import './search-box.css';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The next highlighted index for a key press; the list wraps around at both ends. */
export function moveHighlight(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current < 0 ? 0 : (current + 1) % count;
  return current < 0 ? count - 1 : (current - 1 + count) % count;
}

/** One line of the list: a suggestion of the server's, or one of the reader's recent searches. */
type Option = { kind: SuggestionKind; text: string; href?: string | undefined } | { kind: 'RECENT'; text: string; tab: SearchTab };

/** The typed part of a suggestion, emphasised where it occurs. */
function emphasised(text: string, typed: string): ReactNode {
  const at = typed ? text.toLocaleLowerCase().indexOf(typed.toLocaleLowerCase()) : -1;
  if (at < 0) return text;
  return <>{text.slice(0, at)}<strong>{text.slice(at, at + typed.length)}</strong>{text.slice(at + typed.length)}</>;
}

/**
 * Where a search typed and entered belongs: a model, a suffix or a serial plate ("EHFBF 10234"), or a document's
 * product number or equipment code, on the Documents tab, the documents of that machine or code; anything else in the
 * manuals' pages. The server says whether the words name a machine or a code (the Documents tab's count, which is not
 * recorded as a search); failing an answer, pages.
 */
async function tabFor(word: string): Promise<SearchTab> {
  try {
    const named = await call(searchApi.index, { searchWord: word, countOnly: true });
    return named.resolved.length > 0 || named.codeMatches.length > 0 ? 'index' : 'pdf';
  } catch {
    return 'pdf';
  }
}

/** A field this box takes the place of: what it holds, whether the reader is in it, and where the caret is. */
export interface TakenOver { value: string; focused: boolean; selection: [number | null, number | null] }

/** `takeOver`: the field this box replaces when first drawn (the header's: index.html's, typed in before the app came). */
export function SearchBox({ onSearched, takeOver }: { onSearched?: () => void; takeOver?: () => TakenOver | null }) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('search');
  const navigate = useNavigate();
  const { user } = useSession();
  const listId = useId();
  const [taken] = useState(() => takeOver?.() ?? null);
  const [value, setValue] = useState(taken?.value ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (!taken?.focused) return;
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(...taken.selection);
  }, [taken]);
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const typed = value.trim();
  const suggestions = useSuggestions(useDebounced(typed, 150));
  const showRecent = Boolean(user) && typed === '';
  const recent = useRecentSearches(open && showRecent).data;
  const forget = useForgetRecent();

  const options: Option[] = showRecent
    ? (recent ?? []).map((r) => ({ kind: 'RECENT' as const, text: r.searchWord, tab: r.tab }))
    : suggestions.map((s) => ({ kind: s.kind, text: s.text, href: s.href }));
  const shown = open ? options : [];
  // A new list starts without a highlighted line; the key, not the array, says whether the list changed.
  const listKey = options.map((o) => `${o.kind}:${o.text}`).join('\n');
  useEffect(() => setHighlight(-1), [listKey]);
  // The list scrolls when it is longer than its box: keep the highlighted line in sight.
  useEffect(() => {
    if (highlight >= 0) document.getElementById(`${listId}-${highlight}`)?.scrollIntoView({ block: 'nearest' });
  }, [highlight, listId]);

  const go = (url: string, word: string) => {
    setValue(word);
    setOpen(false);
    onSearched?.();
    void navigate(url);
  };
  const search = async (term: string) => {
    const word = term.trim();
    if (!word) return;
    setOpen(false);
    go(pages.search(await tabFor(word), { searchWord: word }), word);
  };
  const pick = (option: Option) => {
    // A guide for the fault code typed opens at once; the box keeps the code.
    if (option.kind === 'GUIDE' && option.href) go(option.href, typed);
    else go(pages.search(option.kind === 'RECENT' ? option.tab : 'index', { searchWord: option.text }), option.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setHighlight((h) => moveHighlight(h, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = highlight >= 0 ? shown[highlight] : undefined;
      if (option) pick(option);
      else void search(value);
    } else if (event.key === 'Escape') {
      // Closes the list and keeps what was typed (a search field's Esc would clear it).
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Delete' && showRecent && shown[highlight]) {
      // The highlighted recent search is forgotten; the box is empty, so Delete has nothing else to do.
      event.preventDefault();
      forget.mutate(shown[highlight].text);
    }
  };

  return (
    <div className="search-box" role="search" aria-label={t('header.searchLandmark')}>
      {/* A plain field: the header is in the first download, drawn before Ant Design arrives (AppShell.tsx). */}
      <span className="search-field">
        <input
          ref={inputRef}
          type="search"
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
          aria-activedescendant={highlight >= 0 && shown[highlight] ? `${listId}-${highlight}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          data-testid="header-search"
        />
        {value ? (
          <button type="button" className="search-field-clear" aria-label={t('header.clear')} onClick={() => { setValue(''); inputRef.current?.focus(); }}>
            <CloseCircleFilled aria-hidden />
          </button>
        ) : null}
        <button type="button" className="search-field-go" aria-label={t('header.search')} onClick={() => void search(value)}>
          <SearchOutlined aria-hidden />
        </button>
      </span>
      {shown.length > 0 && (
        <ul id={listId} role="listbox" className="search-suggestions" aria-label={showRecent ? ts('recent.title') : ts('suggest.label')} data-testid="search-suggestions">
          {showRecent ? <li role="presentation" className="search-suggestions-heading">{ts('recent.title')}</li> : null}
          {shown.map((option, i) => (
            <li
              key={`${option.kind}:${option.text}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === highlight}
              className={`search-suggestion${i === highlight ? ' active' : ''}`}
              data-kind={option.kind}
              onMouseDown={(e) => { e.preventDefault(); pick(option); }}
              onMouseEnter={() => setHighlight(i)}
            >
              {option.kind === 'RECENT' ? <HistoryOutlined className="search-suggestion-icon" aria-hidden /> : null}
              <span className="search-suggestion-text">{option.kind === 'RECENT' ? option.text : emphasised(option.text, typed)}</span>
              {option.kind === 'RECENT' ? (
                <>
                  <span className="search-suggestion-kind" aria-hidden>{ts(`recent.tab.${option.tab}`)}</span>
                  <button
                    type="button" className="search-suggestion-remove" tabIndex={-1}
                    aria-label={ts('recent.remove', { word: option.text })} title={ts('recent.remove', { word: option.text })}
                    onMouseDown={(e) => { e.preventDefault(); e.stopPropagation(); forget.mutate(option.text); }}
                    data-testid="recent-search-remove"
                  >
                    <CloseOutlined />
                  </button>
                </>
              ) : (
                <span className="search-suggestion-kind" aria-hidden>{ts(`suggest.kind.${option.kind}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
