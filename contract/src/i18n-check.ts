// The translation check behind `npm test`: every language has every key of English, keeps its
// {{placeholders}}, and says something of its own (not English left in place) unless allowed.
export type LocaleTree = { [key: string]: string | LocaleTree | LocaleTree[] | string[] };
/** language → namespace → tree */
export type LocaleSet = Record<string, Record<string, LocaleTree>>;
/** language (or "*" for all) → list of "namespace:key.path" that may equal English */
export type IdenticalAllowList = Record<string, string[]>;

function flatten(node: unknown, prefix: string, out: Map<string, string>): void {
  if (typeof node === 'string') {
    out.set(prefix, node);
  } else if (Array.isArray(node)) {
    node.forEach((child, i) => flatten(child, `${prefix}.${i}`, out));
    out.set(`${prefix}.length`, `#${node.length}`);
  } else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  }
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort().join(',');

export function checkLocales(locales: LocaleSet, allow: IdenticalAllowList, reference = 'en'): string[] {
  const problems: string[] = [];
  const english = new Map<string, string>();
  for (const [ns, tree] of Object.entries(locales[reference] ?? {})) flattenInto(ns, tree, english);
  for (const [lang, namespaces] of Object.entries(locales)) {
    if (lang === reference) continue;
    const own = new Map<string, string>();
    for (const [ns, tree] of Object.entries(namespaces)) flattenInto(ns, tree, own);
    const allowed = new Set([...(allow['*'] ?? []), ...(allow[lang] ?? [])]);
    for (const [key, en] of english) {
      const value = own.get(key);
      if (value === undefined) problems.push(`${lang}: missing ${key}`);
      else if (value.trim() === '') problems.push(`${lang}: empty ${key}`);
      else if (placeholders(value) !== placeholders(en)) problems.push(`${lang}: placeholders of ${key} differ from English`);
      else if (value === en && /\p{L}/u.test(en) && !key.endsWith('.length') && !allowed.has(key)) problems.push(`${lang}: ${key} is left in English`);
    }
    for (const key of own.keys()) if (!english.has(key)) problems.push(`${lang}: ${key} is not in English`);
  }
  return problems;
}

function flattenInto(ns: string, tree: LocaleTree, out: Map<string, string>): void {
  const flat = new Map<string, string>();
  flatten(tree, '', flat);
  for (const [k, v] of flat) out.set(`${ns}:${k}`, v);
}
