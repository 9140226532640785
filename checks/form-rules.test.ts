// The web's forms take their limits from the contract's schemas (web/src/ui/schema-rules.ts): a length, range,
// pattern or type written into a form again would drift from the endpoint's. A failure lists each as file:line.
import { describe, expect, it } from 'vitest';
import { readSources, type SourceFile } from './source-files.ts';

/** The end of the bracketed expression that opens at `start` ('{', '[' or '('), strings skipped. */
function closing(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i]!;
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < code.length && code[i] !== c; i++) if (code[i] === '\\') i++;
    } else if ('{[('.includes(c)) depth++;
    else if ('}])'.includes(c) && --depth === 0) return i;
  }
  return code.length;
}

/** Where a file writes form rules: `rules={…}`, a value typed or named as rules, a function named …Rules. */
function ruleSpans(code: string): [number, number][] {
  const openers = [
    /\brules=\{/g,
    /\b(?:const|let)\s+\w+\s*:\s*(?:RuleObject|FormRule|Rule)\b[^=]*=\s*[[{(]/g,
    /\b(?:const|let)\s+\w*[Rr]ules\s*=\s*[[{(]/g,
    /\bfunction\s+\w*Rules\s*\([^)]*\)[^{]*\{/g,
  ];
  return openers.flatMap((opener) => [...code.matchAll(opener)].map((m): [number, number] => {
    const start = m.index + m[0].length - 1;
    return [start, closing(code, start)];
  }));
}

/** What a rule must not state itself: a length, a bound, a pattern, a type the schema has. */
const RESTATED_RULE = /\b(?:max|min|len|pattern)\s*:|\btype\s*:\s*['"](?:integer|number|float|email|url)['"]/g;
/** A limit on an input's own attribute: maxLength, or an InputNumber's min/max (within its tag). */
const MAX_LENGTH = /\bmaxLength=\{([^}]*)\}/g;
const INPUT_NUMBER = /<InputNumber\b[\s\S]*?\/>/g;
const BOUND = /\b(?:min|max)=\{([^}]*)\}/g;
/** A message's words and their values (t('x.tooLong', { max: 40 })) are not a rule. */
const TRANSLATION_CALL = /\bt[A-Za-z]{0,6}\(/g;

/** The names a file imports from the contract: a limit the contract exports is the contract's, not a copy. */
const contractNames = (code: string) => new Set([...code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@gsis\/contract'/g)]
  .flatMap((m) => m[1]!.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim().split(/\s+as\s+/).pop()!)));

/** A limit written here: a number, or a constant of the file's own (a prop passed on, lower case, is its caller's). */
function ownLimit(expression: string, contract: Set<string>): boolean {
  if (/\b(?:maxLengthOf|rangeOf)\(/.test(expression)) return false;
  const constants = [...expression.matchAll(/\b[A-Z][A-Z0-9_]+\b/g)].map((m) => m[0]);
  if (constants.some((name) => contract.has(name))) return false;
  return constants.length > 0 || /(?<![\w.])\d/.test(expression);
}

const lineOf = (code: string, index: number) => code.slice(0, index).split('\n').length;

/** Each limit a file's forms state themselves, as "file:line: what". */
export function restatedLimits({ file, code }: Pick<SourceFile, 'file' | 'code'>): string[] {
  const contract = contractNames(code);
  let rulesOnly = code;
  for (const call of code.matchAll(TRANSLATION_CALL)) {
    const end = closing(code, call.index + call[0].length - 1);
    rulesOnly = rulesOnly.slice(0, call.index) + rulesOnly.slice(call.index, end).replace(/[^\n]/g, ' ') + rulesOnly.slice(end);
  }
  const inRules = ruleSpans(rulesOnly).flatMap(([from, to]) => [...rulesOnly.slice(from, to).matchAll(RESTATED_RULE)]
    .map((m) => ({ at: from + m.index, what: `rule ${m[0]}` })));
  // An input's own limits count in a file that draws a form; a search box or a viewer's page box is not one.
  const drawsForm = /<Form\b|\bForm\.Item\b/.test(code);
  const lengths = !drawsForm ? [] : [...code.matchAll(MAX_LENGTH)].filter((m) => ownLimit(m[1]!, contract)).map((m) => ({ at: m.index, what: m[0] }));
  const bounds = !drawsForm ? [] : [...code.matchAll(INPUT_NUMBER)].flatMap((tag) => [...tag[0].matchAll(BOUND)]
    .filter((m) => ownLimit(m[1]!, contract)).map((m) => ({ at: tag.index + m.index, what: `InputNumber ${m[0]}` })));
  return [...inRules, ...lengths, ...bounds].sort((a, b) => a.at - b.at).map(({ at, what }) => `${file}:${lineOf(code, at)}: ${what}`);
}

describe('the web\'s forms', () => {
  it('find a restated limit in each place a form can write one', () => {
    const planted = [
      "const titleRules = [{ required: true }, { max: 200 }];",
      "const code: RuleObject = { pattern: /^[A-Z]+$/ };",
      "function codeRules(t) { return [{ len: 4 }]; }",
      "<Form.Item rules={[{ type: 'integer', min: 6, message: t('x') }]}><InputNumber min={6} max={LOCAL_MAX} /></Form.Item>",
      "<Form.Item><Input maxLength={200} /><Input maxLength={TITLE_MAX} /></Form.Item>",
    ].join('\n');
    expect(restatedLimits({ file: 'planted.tsx', code: planted })).toEqual([
      'planted.tsx:1: rule max:', 'planted.tsx:2: rule pattern:', 'planted.tsx:3: rule len:',
      "planted.tsx:4: rule type: 'integer'", 'planted.tsx:4: rule min:', 'planted.tsx:4: InputNumber min={6}', 'planted.tsx:4: InputNumber max={LOCAL_MAX}',
      'planted.tsx:5: maxLength={200}', 'planted.tsx:5: maxLength={TITLE_MAX}',
    ]);
    const derived = [
      "import { NoticeSave, PASSWORD_MAX } from '@gsis/contract';",
      '<Form.Item rules={fieldRules(NoticeSave.shape.title)}><Input maxLength={maxLengthOf(NoticeSave.shape.title)} /></Form.Item>',
      '<Input.Password maxLength={PASSWORD_MAX * 2} /><Input maxLength={max} /><InputNumber {...rangeOf(Save.shape.order)} />',
    ].join('\n');
    expect(restatedLimits({ file: 'derived.tsx', code: derived })).toEqual([]);
  });

  it('state no limit of their own: lengths, ranges, patterns and types come from the endpoint\'s schema', () => {
    const web = readSources('web/src').filter((s) => /\.tsx?$/.test(s.file) && !/\.test\.tsx?$/.test(s.file));
    expect(web.flatMap(restatedLimits)).toEqual([]);
  });
});
