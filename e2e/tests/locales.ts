// The translations the journeys expect to see, read from the project's own locale files.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
type Tree = { [key: string]: string | Tree };

function load(file: string): Tree {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Tree;
}

/** A text of the web app in `lang` (namespace `ns`), with the {{placeholders}} named in `params` filled. */
export function webText(lang: string, key: string, ns = 'common', params: Record<string, string | number> = {}): string {
  return fill(pick(load(`web/src/i18n/locales/${lang}/${ns}.json`), key), params);
}

export function menuLabel(lang: string, menuId: string): string {
  return pick(load(`server/src/locales/${lang}/menus.json`), menuId);
}

/** The subject of an e-mail of `kind` in `lang`, with its placeholders filled. */
export function mailSubject(lang: string, kind: string, params: Record<string, string> = {}): string {
  return fill(pick(load(`server/src/locales/${lang}/mail.json`), `${kind}.subject`), params);
}

/** A text of the server's e-mails in `lang` (mail.json), such as `layout.nameUnknown`. */
export function mailText(lang: string, key: string): string {
  return pick(load(`server/src/locales/${lang}/mail.json`), key);
}

/** `text` with each {{name}} that `params` names replaced by its value; any other left as it is. */
function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

function pick(tree: Tree, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no text for ${key}`);
  return value;
}
