// A button that opens a short list of choices (the header's user, language and submenus, the footer's related
// sites), after the WAI-ARIA menu button pattern: Enter, Space or ↓ open it on the first choice, ↑ ↓ Home End
// move, Esc closes it back onto the button, Tab or a click elsewhere closes it. It is part of the first page, so it
// is plain React and CSS: Ant Design loads with the page under the header (app/PageFrame.tsx), not before it.
import {
  useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode,
} from 'react';
import { Link } from 'react-router';
import './popup-menu.css';

export interface PopupMenuItem {
  key: string;
  label: ReactNode;
  /** A page of the app (a router link), or with `external` an address opened in a new tab. */
  to?: string;
  external?: boolean;
  onSelect?: () => void;
  /** One choice of several (the language): said as checked. */
  checked?: boolean;
  title?: string;
  lang?: string;
  className?: string;
  testId?: string;
}

export interface PopupMenuGroup { key: string; label: ReactNode; items: PopupMenuItem[] }

export interface PopupMenuProps {
  /** What the button shows. */
  children: ReactNode;
  /** The button's name when what it shows is not enough (an icon, a short code). */
  label?: string;
  items?: PopupMenuItem[];
  /** Choices under headings (the management menus), instead of `items`. */
  groups?: PopupMenuGroup[];
  /** Which edge of the button the list lines up with, and whether it opens above it (the footer's). */
  align?: 'start' | 'end';
  above?: boolean;
  /** A mouse resting on it opens it too (the top menu's submenus). */
  openOnHover?: boolean;
  className?: string;
  buttonClassName?: string;
  popupClassName?: string;
  testId?: string;
}

/** A mouse crossing the menu bar does not flash every submenu: it opens after resting this long, closes after leaving this long. */
const HOVER_OPEN_MS = 100;
const HOVER_CLOSE_MS = 200;

export function PopupMenu({
  children, label, items = [], groups, align = 'start', above = false, openOnHover = false, className, buttonClassName, popupClassName, testId,
}: PopupMenuProps) {
  const [open, setOpen] = useState(false);
  // Opened by the mouse resting on it: a click that follows (a click moves the mouse there first) keeps it open.
  const byHover = useRef(false);
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const buttonId = useId();
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const choices = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[data-choice]') ?? [])];
  const close = (refocus: boolean) => {
    setOpen(false);
    byHover.current = false;
    if (refocus) buttonRef.current?.focus();
  };
  const focusChoice = (which: 'first' | 'last') => {
    const all = choices();
    const checked = all.find((el) => el.getAttribute('aria-checked') === 'true');
    (which === 'first' ? checked ?? all[0] : all.at(-1))?.focus();
  };
  const openWith = (focus: 'first' | 'last' | null) => {
    byHover.current = focus === null;
    // Already open (the mouse rests on it): the keyboard goes straight into the list.
    if (open) {
      if (focus) focusChoice(focus);
      return;
    }
    focusOnOpen.current = focus;
    setOpen(true);
  };

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current) focusChoice(focusOnOpen.current);
    focusOnOpen.current = null;
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && open) {
      // Also a list the mouse opened: Esc dismisses it where the keyboard is (WCAG 1.4.13).
      event.preventDefault();
      close(true);
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = choices();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const hover = openOnHover ? {
    onMouseEnter: () => {
      clearTimeout(hoverTimer.current);
      if (!open) hoverTimer.current = setTimeout(() => openWith(null), HOVER_OPEN_MS);
    },
    onMouseLeave: () => {
      clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(() => close(false), HOVER_CLOSE_MS);
    },
  } : {};

  const choice = (item: PopupMenuItem) => {
    const common = {
      role: item.checked === undefined ? 'menuitem' : 'menuitemradio',
      'aria-checked': item.checked,
      tabIndex: -1,
      'data-choice': true,
      className: `popup-menu-item${item.checked ? ' is-checked' : ''}${item.className ? ` ${item.className}` : ''}`,
      title: item.title,
      lang: item.lang,
      'data-testid': item.testId,
    };
    const chosen = () => {
      item.onSelect?.();
      // Back on the button, unless a page of the app opened (the new page takes the focus).
      close(!item.to || Boolean(item.external));
    };
    return (
      <li key={item.key} role="none">
        {item.to && item.external ? (
          <a {...common} href={item.to} target="_blank" rel="noopener noreferrer" onClick={chosen}>{item.label}</a>
        ) : item.to ? (
          <Link {...common} to={item.to} onClick={chosen}>{item.label}</Link>
        ) : (
          <button {...common} type="button" onClick={chosen}>{item.label}</button>
        )}
      </li>
    );
  };

  return (
    <div ref={rootRef} className={`popup-menu${open ? ' is-open' : ''}${className ? ` ${className}` : ''}`} {...hover}>
      <button
        ref={buttonRef} id={buttonId} type="button" className={`popup-menu-button${buttonClassName ? ` ${buttonClassName}` : ''}`}
        aria-haspopup="menu" aria-expanded={open} aria-controls={open ? listId : undefined} aria-label={label}
        onClick={(event) => {
          // A click on a list the mouse opened keeps it open (a click first moves the mouse there), and from the
          // keyboard (Enter, Space: detail 0) moves into it.
          clearTimeout(hoverTimer.current);
          if (open && byHover.current) {
            byHover.current = false;
            if (event.detail === 0) focusChoice('first');
          } else if (open) close(false);
          else openWith('first');
        }}
        onKeyDown={onButtonKey} data-testid={testId}
      >
        {children}
      </button>
      {open ? (
        <ul
          ref={listRef} id={listId} role="menu" aria-labelledby={buttonId}
          className={`popup-menu-list${align === 'end' ? ' align-end' : ''}${above ? ' above' : ''}${popupClassName ? ` ${popupClassName}` : ''}`}
          onKeyDown={onListKey}
        >
          {groups
            ? groups.map((group) => (
              <li key={group.key} role="none" className="popup-menu-group">
                <span className="popup-menu-group-label" aria-hidden>{group.label}</span>
                <ul role="group" aria-label={typeof group.label === 'string' ? group.label : undefined}>{group.items.map(choice)}</ul>
              </li>
            ))
            : items.map(choice)}
        </ul>
      ) : null}
    </div>
  );
}
