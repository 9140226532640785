// The translations the journeys expect to see, read from the project's own locale files.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
type Tree = { [key: string]: string | Tree };

function load(file: string): Tree {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Tree;
}

export function webText(lang: string, key: string, ns = 'common'): string {
  return pick(load(`web/src/i18n/locales/${lang}/${ns}.json`), key);
}

export function menuLabel(lang: string, menuId: string): string {
  return pick(load(`server/src/locales/${lang}/menus.json`), menuId);
}

/** The subject of an e-mail of `kind` in `lang`, with its placeholders filled. */
export function mailSubject(lang: string, kind: string, params: Record<string, string> = {}): string {
  return pick(load(`server/src/locales/${lang}/mail.json`), `${kind}.subject`).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A text of the server's e-mails in `lang` (mail.json), such as `layout.nameUnknown`. */
export function mailText(lang: string, key: string): string {
  return pick(load(`server/src/locales/${lang}/mail.json`), key);
}

function pick(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value;
}
