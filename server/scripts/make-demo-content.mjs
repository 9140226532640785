#!/usr/bin/env node
// Generates the demo content that the embedded demo publishes: service literature PDFs in several
// languages, one web-help bundle (zip of static HTML) and server/demo-content/manifest.json.
//
//   node server/scripts/make-demo-content.mjs            # rebuild everything, then verify
//   node server/scripts/make-demo-content.mjs --verify   # only verify the files already built
//   node server/scripts/make-demo-content.mjs KEY ...    # rebuild only the named documents, then verify all
//
// The text of the documents is not in this file: it is read from server/scripts/demo-content-src/
// (documents.json lists the documents; see the README.md there for the file formats). This script
// holds the page layouts, the generated pages of the service manual (one per component procedure,
// service records) and the rendering and verification.
//
// Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium) driven through playwright-core, the
// Noto fonts (Noto Sans, Noto Sans CJK, Noto Sans Thai, Noto Sans Myanmar), poppler-utils
// (pdftotext, pdfinfo, pdffonts) and the `zip` CLI (the yazl package is used when zip is missing).
//
// The output is deterministic: all variable data (part numbers, tool numbers, serial numbers) comes
// from a seeded PRNG, and the creation dates that Chromium writes into each PDF are replaced by the
// document's fixed publication date. The final step extracts the text of every PDF and checks that
// each recorded landmark phrase occurs on exactly its page; any failure exits non-zero.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(HERE, '../demo-content');
const SRC = path.join(HERE, 'demo-content-src');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Seeded PRNG (xmur3 seed hash + mulberry32). */
function prng(seed) {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  let a = (h ^= h >>> 16) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  next.pick = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);
const ol = (items) => `<ol>${items.filter(Boolean).map((i) => `<li>${i}</li>`).join('')}</ol>`;
const ul = (items) => `<ul>${items.filter(Boolean).map((i) => `<li>${i}</li>`).join('')}</ul>`;
/** Table from a header row and body rows; cells are HTML. */
function table(head, rows, cls = '') {
  const th = head ? `<thead><tr>${head.map((c) => `<th>${c}</th>`).join('')}</tr></thead>` : '';
  const tb = rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('');
  return `<table class="${cls}">${th}<tbody>${tb}</tbody></table>`;
}

/** Part-number factory: `base-NNNNN`, never the same number twice within one document. */
function partNumbers(rand) {
  const used = new Set();
  return (base) => {
    for (;;) {
      const pn = `${base}-${String(rand.int(100, 99999)).padStart(5, '0')}`;
      if (!used.has(pn)) {
        used.add(pn);
        return pn;
      }
    }
  };
}


// ---------------------------------------------------------------------------------------------
// Reading the sources in demo-content-src/
// ---------------------------------------------------------------------------------------------

const readText = (rel) => fs.readFileSync(path.join(SRC, rel), 'utf8');
const readJson = (rel) => JSON.parse(readText(rel));

// Page files (*.md): a small subset of Markdown, read so that the HTML comes out exactly as written.
//   # Title            starts a page; `@name value` lines directly below it set attributes (id, landmark…)
//   | a | b |          table rows; a `| --- | --- |` second row makes the first the header; `{.cls}` after
//                      the last row sets the table's class
//   - item / 1. item   unordered / ordered list items (`{.cls}` after the last item sets a class)
//   anything else      raw HTML, copied as it is
// Lines that follow each other are joined directly; every blank line is a line break in the HTML.
// Blank lines at the end of a page only separate it from the next page.
const CLASS_LINE = /^\{\.[\w-]+(?: \.[\w-]+)*\}$/;
const LIST_ITEM = { ul: /^- /, ol: /^\d+\. / };
const cellsOf = (row) =>
  row.trim().replace(/^\|/, '').replace(/(?<!\\)\|$/, '').split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));

/** HTML of the text of one page. */
function markup(text) {
  const lines = text.split('\n');
  let html = '';
  for (let i = 0; i < lines.length; ) {
    const line = lines[i];
    const kind = line.startsWith('|') ? 'table' : LIST_ITEM.ul.test(line) ? 'ul' : LIST_ITEM.ol.test(line) ? 'ol' : null;
    if (!kind) {
      html += line === '' ? '\n' : line;
      i++;
      continue;
    }
    const block = [];
    while (i < lines.length && (kind === 'table' ? lines[i].startsWith('|') : LIST_ITEM[kind].test(lines[i]))) block.push(lines[i++]);
    const cls = i < lines.length && CLASS_LINE.test(lines[i]) ? lines[i++].slice(1, -1).split(' ').map((c) => c.slice(1)).join(' ') : '';
    if (kind === 'table') {
      const rows = block.map(cellsOf);
      const head = rows.length > 1 && rows[1].every((c) => /^:?-{3,}:?$/.test(c));
      html += head ? table(rows[0], rows.slice(2), cls) : table(null, rows, cls);
    } else {
      const items = block.map((l) => l.replace(LIST_ITEM[kind], ''));
      html += cls ? `<${kind} class="${cls}">${items.map((t) => `<li>${t}</li>`).join('')}</${kind}>` : (kind === 'ul' ? ul : ol)(items);
    }
  }
  return html;
}

/** The pages of a page file: [{ title, ...attributes, html }]. */
function readPages(rel) {
  const pages = [];
  let page = null;
  let inAttrs = false;
  for (const [n, line] of readText(rel).replace(/\r\n/g, '\n').replace(/\n$/, '').split('\n').entries()) {
    if (line.startsWith('# ')) {
      page = { title: line.slice(2), attrs: {}, lines: [] };
      pages.push(page);
      inAttrs = true;
    } else if (!page) {
      if (line.trim()) throw new Error(`${rel}:${n + 1}: text before the first "# " heading`);
    } else if (inAttrs && line.startsWith('@')) {
      const [, name, value] = /^@([\w-]+) ?(.*)$/.exec(line) || [];
      if (!name) throw new Error(`${rel}:${n + 1}: bad attribute line`);
      page.attrs[name] = value;
    } else {
      inAttrs = false;
      page.lines.push(line);
    }
  }
  return pages.map(({ title, attrs, lines }) => {
    while (lines.length && lines.at(-1) === '') lines.pop();
    return { title, ...attrs, html: markup(lines.join('\n')) };
  });
}

/** Replace the {{name}} placeholders of a page with generated HTML. */
const fill = (html, values) =>
  html.replace(/\{\{([\w-]+)\}\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`no value for {{${name}}}`);
    return values[name];
  });

const FONT_STACK = {
  default: "'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  ko: "'Noto Sans', 'Noto Sans CJK KR', sans-serif",
  'zh-CN': "'Noto Sans', 'Noto Sans CJK SC', sans-serif",
  th: "'Noto Sans Thai', 'Noto Sans', sans-serif",
  my: "'Noto Sans Myanmar', 'Noto Sans', sans-serif",
};
const fontFor = (lang) => FONT_STACK[lang] || FONT_STACK.default;

const BASE_CSS = `
  * { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body { font-size: 9.5pt; line-height: 1.42; color: #1a1a1a; }
  .sheet { position: relative; }
  .sheet + .sheet { break-before: page; }
  /* line-height must stay 'normal': with a fixed line-height Chromium (m156) duplicates the text of an
     h1 that starts a new page in the PDF outline ("TitleTitle"). */
  h1 { font-size: 19pt; line-height: normal; margin: 0 0 10pt; padding-bottom: 4pt; border-bottom: 2.5pt solid #f2a900; }
  h2 { font-size: 13.5pt; margin: 0 0 7pt; padding: 3pt 6pt; background: #2b2b2b; color: #fff; }
  h3 { font-size: 11.5pt; margin: 2pt 0 5pt; color: #1b3a5c; border-bottom: 0.75pt solid #1b3a5c; padding-bottom: 2pt; }
  h4, .subhead { font-size: 10pt; font-weight: 700; margin: 8pt 0 3pt; }
  p { margin: 0 0 5pt; }
  ol, ul { margin: 0 0 6pt; padding-left: 17pt; }
  li { margin: 0 0 2.5pt; }
  table { border-collapse: collapse; width: 100%; margin: 3pt 0 8pt; font-size: 8.6pt; line-height: 1.3; }
  th, td { border: 0.6pt solid #8a8a8a; padding: 2pt 4pt; text-align: left; vertical-align: top; }
  th { background: #e9edf2; }
  .meta { font-size: 8pt; color: #555; margin: -2pt 0 6pt; }
  .warn, .caution, .note { padding: 4pt 7pt; margin: 4pt 0 7pt; border-left: 4pt solid; }
  .warn { border-color: #c62828; background: #fdecea; }
  .caution { border-color: #ef8f00; background: #fff4e0; }
  .note { border-color: #1b6fb5; background: #e8f1fa; }
  .warn b, .caution b, .note b { letter-spacing: 0.3pt; }
  .cover { padding-top: 60mm; }
  .cover .brand { font-size: 11pt; letter-spacing: 2pt; color: #555; }
  .cover .title { font-size: 28pt; font-weight: 700; line-height: 1.15; margin: 6mm 0; border-left: 6pt solid #f2a900; padding-left: 5mm; text-wrap: balance; word-break: keep-all; }
  .cover .sub { font-size: 13pt; margin-bottom: 18mm; }
  .cover table { width: 70%; font-size: 9.5pt; }
  .toc { column-count: 2; column-gap: 9mm; font-size: 8.6pt; }
  .toc div { display: flex; gap: 3pt; border-bottom: 0.4pt dotted #999; padding: 1.3pt 0; break-inside: avoid; }
  .toc div span:first-child { width: 10mm; flex: none; }
  .toc div span:nth-child(2) { flex: 1; }
  .toc div span:last-child { width: 9mm; text-align: right; flex: none; }
  .toc div.ch { font-weight: 700; margin-top: 5pt; }
  table.tight { font-size: 7.9pt; }
  table.tight td, table.tight th { padding: 0.8pt 3pt; }
  .small { font-size: 8pt; }
    .sign td { height: 9mm; }
  .box { display: inline-block; width: 3.2mm; height: 3.2mm; border: 0.8pt solid #333; vertical-align: middle; }
`;

/** Wrap sheets into a full HTML document. */
function htmlDoc({ lang, title, sheets, css = '' }) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>${BASE_CSS} body { font-family: ${fontFor(lang)}; } ${css}</style></head>
<body>${sheets.map((s) => `<section class="sheet">${s}</section>`).join('\n')}</body></html>`;
}

/**
 * Header/footer templates for page.pdf(). `pageLabel` contains {n} (page number) and {t} (page count).
 * Chromium renders these outside the page's own CSS, so the font stack is repeated here.
 */
function headerFooter({ lang, headerLeft, headerRight, footerLeft, pageLabel }) {
  const style = `font-family:${fontFor(lang)};font-size:7.5px;color:#555;width:100%;margin:0 18mm;display:flex;justify-content:space-between;`;
  const label = esc(pageLabel)
    .replace('{n}', '<span class="pageNumber"></span>')
    .replace('{t}', '<span class="totalPages"></span>');
  return {
    headerTemplate: `<div style="${style}"><span>${esc(headerLeft)}</span><span>${esc(headerRight)}</span></div>`,
    footerTemplate: `<div style="${style}"><span>${esc(footerLeft)}</span><span>${label}</span></div>`,
  };
}

// ---------------------------------------------------------------------------------------------
// 1. DX225LCA service manual (English, 320 pages)
// ---------------------------------------------------------------------------------------------
//
// Every page is one <section class="sheet"> sized to fit a single A4 page, so page N of the PDF is
// sheet N. Component chapters are generated from the component records in
// demo-content-src/service-manual/components (one page per procedure); every generated page has a
// heading and a landmark phrase that occur on no other page.

const SM = readJson('service-manual/document.json');
const CHAPTERS = readJson('service-manual/chapters.json');
const { boltTorques: TORQUE, wrenchSizes: WRENCH, partNumberBases: PN_BASE, warnings: WARNINGS, tools: TOOLS } = readJson('service-manual/procedures.json');
// Component records (see demo-content-src/README.md): one page per procedure in `procs`.
const [ENGINE, HYDRAULIC, SWING, TRAVEL, UNDERCARRIAGE, ELECTRICAL, ATTACHMENT] = ['engine', 'hydraulic', 'swing', 'travel', 'undercarriage', 'electrical', 'attachment'].map((n) =>
  readJson(`service-manual/components/${n}.json`),
);
// Fault codes: shared by Chapter 10 of the service manual and the web-help troubleshooting guide.
const FAULTS = readJson('service-manual/faults.json');
const SYMPTOMS = readJson('service-manual/symptoms.json');
// Maintenance items: [interval in hours (negative = first time only), item, how]. Refs in § form.
const MAINT = readJson('service-manual/maintenance-items.json');
const hrs = (n) => n.toLocaleString('en-US').replace(/,/g, ' ');
const dueAt = (h) => MAINT.filter(([iv]) => (iv > 0 ? h % iv === 0 : h === -iv));

/** Hand-written pages of the service manual; each page's `landmark` must occur on that page and no other. */
function textPages(file) {
  const torqueTable = () =>
    table(['Thread', 'Wrench size', 'Torque (N·m)', 'Tolerance'], Object.entries(TORQUE).map(([s, v]) => [s, `${WRENCH[s]} mm`, String(v), '± 10 %']));
  const maintenanceChart = () =>
    table(['Interval', 'Item', 'Remarks'], MAINT.map(([iv, item, how]) => [iv > 0 ? `${hrs(iv)} h` : `first ${-iv} h`, item, how]), 'tight');
  const maintenanceItems = (iv) => {
    const items = MAINT.filter(([i]) => (iv === 2000 ? i === 2000 || i === 4000 : iv === 250 ? Math.abs(i) === 250 : i === iv));
    return table(['Item', 'Procedure and values', 'Interval'], items.map(([i, item, how]) => [item, how, i > 0 ? `${hrs(i)} h` : `first ${-i} h`]));
  };
  return readPages(`service-manual/${file}`).map((p) => ({
    ...p,
    html: /\{\{/.test(p.html)
      ? fill(p.html, { 'torque-table': torqueTable(), 'maintenance-chart': maintenanceChart(), 'maintenance-items': p.interval ? maintenanceItems(Number(p.interval)) : undefined })
      : p.html,
  }));
}

// ---- Procedure page templates ---------------------------------------------------------------

const PROC_NAMES = { D: 'Description', I: 'Inspection', T: null, R: 'Removal', N: 'Installation', X: 'Disassembly', A: 'Assembly' };

function partVerb(p, qty, assembling, torqueWhere = 'the torque in the table') {
  const k = p.replace(/ with .*/, '').replace(/ \(.*\)/, ''); // classify on the head noun phrase
  const [them, their, they, s] = qty > 1 ? ['them', 'their', 'they', ''] : ['it', 'its', 'it', 's'];
  if (/bolts?\b|screws?\b|nuts?\b|plugs?\b|caps\b/.test(k)) return assembling ? `Install the ${p} and tighten ${them} to ${torqueWhere}` : `Loosen and remove the ${p}`;
  if (/cover\b|ring gear|plates?\b/.test(k)) return assembling ? `Install the ${p}, aligning the match marks` : `Remove the ${p}`;
  if (/retaining ring|snap ring|collets/.test(k)) return assembling ? `Fit the ${p}, making sure ${they} seat${s} fully in ${their} groove${qty > 1 ? 's' : ''}` : `Remove the ${p} with suitable pliers or a magnet`;
  if (/O-ring|seal|gasket|backup|wiper|packing/.test(k)) return assembling ? `Fit new ${p}, lightly lubricated with clean hydraulic oil` : `Remove the ${p} and discard ${them}; ${they} must not be reused`;
  if (/bearing/.test(k)) return assembling ? `Press the ${p} into place, applying force to the correct race only` : `Remove the ${p} with a bearing puller`;
  if (/spring/.test(k)) return assembling ? `Install the ${p} in ${their} original position${qty > 1 ? 's' : ''}` : `Remove the ${p} and measure ${their} free length`;
  if (/spool|shaft|piston|poppet|plunger|rod/.test(k)) return assembling ? `Lubricate the ${p} with clean hydraulic oil and insert ${them} carefully; ${they} must move freely` : `Carefully withdraw the ${p} without damaging the sliding surfaces`;
  return assembling ? `Install the ${p}, aligning the match marks` : `Remove the ${p}`;
}

/** Render one procedure page for component `c`. Returns { title, lm, html }. */
function procedurePage(c, kind, num, ctx) {
  const { rand, pn } = ctx;
  const name = c.n;
  const plural = (/s$/.test(name) && !/ss$/.test(name)) || / and /.test(name);
  const isAre = plural ? 'are' : 'is';
  const noun = kind === 'T' ? c.test.noun : PROC_NAMES[kind];
  const title = `${cap(name)} — ${noun}`;
  // Landmark: "<procedure> of the <component>" plus as much of the following words of the first sentence
  // as fits in 8 words (at least one word when the name is also the start of another component's name,
  // e.g. "boom" and "boom cylinder").
  const lead = { D: 'description', I: 'inspection', R: 'Removal', N: 'Installation', X: 'Disassembly', A: 'Assembly', T: noun }[kind];
  const conts = {
    D: [`explains ${plural ? 'their' : 'its'} location`, 'explains'],
    I: ['at the intervals given', 'at the intervals', 'at the'],
    R: ['is described below', 'is described'],
    N: ['is the reverse of removal', 'is the reverse'],
    X: ['should be carried out', 'should be'],
    A: ['is the reverse of disassembly', 'is the reverse'],
    T: kind === 'T' ? [3, 2, 1].map((n) => c.test.why.split(' ').slice(0, n).join(' ')) : [],
  }[kind];
  const isPrefix = ctx.allNames.some((o) => o !== name && o.startsWith(`${name} `));
  const base = `${lead} of the ${name}`;
  const words = (t) => t.split(' ').length;
  const lm = [...conts.map((w) => `${base} ${w}`), ...(isPrefix ? [] : [base])].find((t) => words(t) <= 8) || `${base} ${conts.at(-1)}`;
  const warn = rand.pick(WARNINGS[c.cat]).replace(/\{n\}/g, name);
  const warnBox = `<div class="${c.cat === 'elec' ? 'caution' : 'warn'}"><b>${c.cat === 'elec' ? 'CAUTION' : 'WARNING'}</b> — ${warn}</div>`;
  const torque = c.bolt && c.bolt[0] ? c.boltTorque || TORQUE[c.bolt[1]] : null;
  const toolRows = () => {
    const tools = [...TOOLS[c.cat]].sort(() => rand() - 0.5).slice(0, 4);
    return table(['Tool', 'Part number', 'Qty'], tools.map((t) => [t, pn('T' + String(rand.int(10, 99))), '1']), 'small');
  };
  let body = '';
  switch (kind) {
    case 'D': {
      const assy = pn(PN_BASE[c.cat]);
      body = `<p>The following description of the ${name} explains ${plural ? 'their' : 'its'} location, function and main data. The ${name} ${c.loc}. ${c.fn}</p>
${table(['Main data', ''], [...c.data, ['Part number (assembly)', assy], ...(c.kg >= 2 ? [['Mass (approx.)', `${c.kg} kg`]] : [])])}
<h4>Service notes</h4>
<p>${{
        hyd: `The ${name} ${isAre} made to very close tolerances. Internal clearances are a few micrometres, so even fine contamination causes sticking or internal leakage. Work in a clean area, plug every open port immediately and use only lint-free cloths.`,
        mech: `The ${name} ${isAre} lubricated by ${c.lube || 'grease'}. Check the lubricant at the intervals given in Chapter 11; metal flakes in the lubricant are an early warning of gear or bearing damage.`,
        eng: `Work on the ${name} only when the engine has cooled down, and keep the fuel and air systems clean: a single particle can damage an injector or the turbocharger.`,
        elec: `Before disconnecting any connector of the ${name}, turn the starter switch OFF and wait at least 2 minutes so that the controllers can store their data. Check connector seals whenever a connector has been opened.`,
        struct: `The ${name} ${isAre} a welded structure of high-tensile steel. Inspect the welds for cracks at every 500-hour service. Weld repairs must be made by a certified welder with the correct preheat; never weld across the direction of the main stress.`,
      }[c.cat]}</p>
${warnBox}
<p class="small">Replacement assembly ${assy} supersedes earlier part numbers for the serial numbers listed on the title page. Order seal kits and individual parts according to the parts book.</p>`;
      break;
    }
    case 'I': {
      const sym = c.sym || `the machine shows signs of a fault in the ${name}`;
      const checkStep = c.checkStep || {
        hyd: `Check the ${name}, ${plural ? 'their' : 'its'} hoses and fittings for external leakage. A light film of oil is acceptable; drops that form within five minutes are not.`,
        mech: `Operate the machine and listen to the ${name} for abnormal noise. Check for vibration and overheating with an infrared thermometer.`,
        eng: `Check the ${name} for leaks, cracks, loose fasteners and signs of overheating.`,
        elec: `Check the connectors and wiring of the ${name} for corrosion, chafing and loose terminals.`,
        struct: `Check the welds and the base metal of the ${name} for cracks${c.hot ? `, paying special attention to ${c.hot}` : ''}.`,
      }[c.cat];
      body = `<p>Carry out the inspection of the ${name} at the intervals given in Chapter 11 and whenever ${sym}.</p>
${warnBox}
${ol(['Prepare the machine as described in §[prepare].', `Clean the ${name} and the surrounding area so that leaks and cracks are easy to see.`, checkStep, torque && !c.noBoltCheck ? `Check the mounting bolts for looseness. The specified torque is ${torque} N·m (${c.bolt[0]} × ${c.bolt[1]}).` : null, 'Measure the items listed in the table and record the results on the inspection sheet.', 'If a value reaches the limit, carry out the action given in the table before returning the machine to service.'])}
${table(['Check item', 'Standard', 'Limit', 'Action'], c.chk)}
<p class="small">Inspection sheet reference ${pn('IS' + String(rand.int(100, 999)))}: file the completed sheet with the machine service records.</p>`;
      break;
    }
    case 'T': {
      body = `<p>${c.test.noun} of the ${name} ${c.test.why}.</p>
${warnBox}
<h4>Special tools</h4>${toolRows()}
<h4>Procedure</h4>${ol(c.test.steps)}
${table(['Item', 'Specification'], c.test.spec)}`;
      break;
    }
    case 'R': {
      const pre = c.pre !== undefined ? c.pre : {
        hyd: 'Release the residual pressure in the hydraulic circuit and in the hydraulic tank (see §[pressure]).',
        eng: 'Let the engine cool down and disconnect the battery negative (–) cable.',
        elec: /battery|starter switch/.test(c.conn || '') ? null : 'Turn the battery disconnect switch OFF and disconnect the battery negative (–) cable.',
        mech: c.drain || 'Release the residual pressure in the hydraulic circuit (see §[pressure]).',
        struct: `Support the attachment with suitable stands so that the weight is taken off the ${name}.`,
      }[c.cat];
      const conn = c.conn || { hyd: `Clean the ${name} and the surrounding area. Tag each hose before you disconnect it, then fit plugs and caps to all open ports and hose ends.`, elec: `Disconnect the harness connectors from the ${name}. Label each connector and protect it from dirt and moisture.`, eng: `Disconnect the hoses, pipes and harness connectors from the ${name} and cap all openings.` }[c.cat];
      const ext = Array.isArray(c.ext) ? c.ext : c.ext ? [c.ext] : [];
      const lift = c.kg >= 30 ? `Attach a lifting device to the ${name}. Mass: approximately ${c.kg.toLocaleString('en-US').replace(',', ' ')} kg.` : null;
      const fasten = c.rfasten !== undefined ? c.rfasten : c.bolt && c.bolt[0] ? `Remove the ${c.bolt[0] === 1 ? 'mounting bolt' : `${c.bolt[0]} mounting bolts`} (${c.bolt[1]}) and washers.` : c.cat === 'struct' || /cylinder/.test(name) ? 'Remove the pin lock bolts and drive out the pins with a brass drift. Keep the shims in order.' : null;
      body = `<p>Removal of the ${name} is described below for the machine standing on level ground. Read the whole procedure before you start.</p>
${warnBox}
${c.kg >= 30 ? `<h4>Special tools</h4>${toolRows()}` : ''}
<h4>Procedure</h4>
${ol(c.steps?.R || ['Park the machine on firm, level ground, lower the bucket to the ground, stop the engine and remove the starter key. Attach a “Do not operate” tag to the right-hand control lever (see §[prepare]).', pre, ...ext, conn, lift, fasten, c.kg >= 30 ? `Lift the ${name} clear, taking care not to damage the mating surfaces, and place ${plural ? 'them' : 'it'} on wooden blocks.` : `Remove the ${name} and place ${plural ? 'them' : 'it'} on a clean workbench.`, 'Cover the open mounting face and ports on the machine to keep out dirt.'])}
<p class="small">Removal record code ${pn('RR' + String(rand.int(10, 99)))}.</p>`;
      break;
    }
    case 'N': {
      const oring = pn('180' + String(rand.int(100, 999)));
      const torques = [
        ...(torque ? [[`Mounting bolts (${c.bolt[0]} × ${c.bolt[1]})`, `${torque} N·m`]] : []),
        ...(c.torques || []),
        ...(c.cat === 'hyd' ? [['Hose fittings', 'See §[hose]']] : []),
        ...(c.cat === 'struct' || /cylinder/.test(name) ? [['Pin lock bolts (M16)', '245 N·m']] : []),
      ].filter(([k, v], i, all) => all.findIndex(([k2, v2]) => v2 === v && k2.replace(/s? \(.*/, '') === k.replace(/s? \(.*/, '')) === i);
      const seal = c.seal || { hyd: `Fit a new O-ring (part no. ${oring}) to each flange and port connection.`, mech: `Apply liquid gasket to the mounting face, or fit a new O-ring (part no. ${oring}) where one is used.`, eng: `Fit new gaskets and O-rings (kit part no. ${oring}).`, elec: `Check the connector seals and replace any that are damaged (part no. ${oring}).`, struct: `Check the pins and bushings; replace dust seals (part no. ${oring}).` }[c.cat];
      const fasten = c.fasten || (c.bolt && c.bolt[0] ? `Install the ${c.bolt[0] === 1 ? 'mounting bolt' : 'mounting bolts'} with new washers and tighten ${c.bolt[0] === 1 ? 'it' : c.bolt[0] > 2 ? 'them diagonally in two stages' : 'them'} to ${torque} N·m.` : c.cat === 'struct' || /cylinder/.test(name) ? 'Install the pins with the correct shims, aligning the pin lock holes. Tighten the lock bolts to 245 N·m and grease the pins until fresh grease appears.' : null);
      const conn = c.nconn !== undefined ? c.nconn : { hyd: 'Connect the hoses according to the tags. Tighten the fittings to the torques given in §[hose].', elec: 'Reconnect the harness connectors; each connector must lock with an audible click. Reconnect the battery negative cable last.', eng: 'Connect the hoses, pipes and harness connectors. Tighten hose clamps to 6 N·m.', mech: null, struct: c.conn ? 'Reconnect the hoses and harnesses that were disconnected during removal.' : null }[c.cat];
      body = `<p>Installation of the ${name} is the reverse of removal. Observe the following points and the tightening torques in the table.</p>
${warnBox}
<h4>Procedure</h4>
${ol(c.steps?.N || [`Clean the mounting faces on the machine and on the ${name}. Remove old gasket material and check the faces for burrs and damage.`, seal, c.kg >= 30 ? (c.bolt && c.bolt[0] === 0 ? `Lift the ${name} into position and align the pin bores. Never put your fingers into a bore to check the alignment.` : `Lift the ${name} into position and align ${plural ? 'them' : 'it'} with the dowels or bolt holes. Do not hammer ${plural ? 'them' : 'it'} into place.`) : `Position the ${name} on ${plural ? 'their' : 'its'} mounting.`, fasten, conn, c.fill || (c.cat === 'hyd' ? 'Check the hydraulic oil level and bleed the air from the circuit (see §[bleeding]).' : null), 'Start the engine and run it at low idle for 5 minutes. Operate the related functions slowly several times, then check for leaks and check the fluid levels.'])}
${torques.length ? table(['Tightening point', 'Torque'], torques) : ''}`;
      break;
    }
    case 'X':
    case 'A': {
      const assembling = kind === 'A';
      const kit = pn('401107');
      const rows = c.parts.map(([p, q], i) => [String(i + 1), cap(p), String(q), pn(PN_BASE[c.cat])]);
      const seq = assembling ? [...c.parts].reverse() : c.parts;
      const torqueRows = [...(c.data || []), ...((c.test && c.test.spec) || [])].filter(([k]) => /torque|tightening/i.test(k));
      const steps = seq.map(([p, q]) => partVerb(p, q, assembling, torqueRows.length ? 'the torque in the table' : 'the standard torque (see §[torques])') + '.');
      body = assembling
        ? `<p>Assembly of the ${name} is the reverse of disassembly. Replace all O-rings, backup rings and seals with new parts from seal kit ${kit}, and lubricate sliding parts with clean hydraulic oil.</p>
${warnBox}
<h4>Procedure</h4>${ol([...steps, `Check that the ${name} turns or moves freely without binding, then plug all ports until installation.`])}
${table(['No.', 'Part', 'Qty', 'Part number'], rows, 'small')}
${torqueRows.length ? table(['Tightening point', 'Torque'], torqueRows) : ''}`
        : `<p>Disassembly of the ${name} should be carried out in a clean, dust-free area on a workbench covered with clean paper or a rubber mat.</p>
${warnBox}
<h4>Procedure</h4>${ol([`Clean the outside of the ${name} thoroughly and drain the remaining oil.`, 'Put match marks on the housings and covers with paint so that the parts can be reassembled in their original positions.', ...steps, 'Wash all parts in clean solvent, dry them with compressed air and lay them out in the order of removal.'])}
${table(['No.', 'Part', 'Qty', 'Part number'], rows, 'small')}
<p class="small">Seal kit for reassembly: ${kit}.</p>`;
      break;
    }
    default:
      throw new Error(kind);
  }
  return { title, lm, html: `<h3>${num} ${esc(title)}</h3><div class="meta">Models ${SM.modelsLine} · Procedure code ${ctx.code}</div>${body}` };
}

// ---- Service manual assembly ------------------------------------------------------------------

function faultPage(f) {
  return {
    title: `${f.code} ${f.title}`,
    lm: `Diagnosis of fault code ${f.code}`,
    html: (num) => `<h3>${num} ${f.code} ${esc(f.title)}</h3><div class="meta">System: ${f.sys} · Models ${SM.modelsLine}</div>
<p>Diagnosis of fault code ${f.code} starts with reading the freeze-frame data stored with the code (engine speed, oil temperatures, operating hours). ${f.desc}</p>
${table(null, [['<b>Set condition</b>', f.set], ['<b>Machine reaction</b>', f.reaction]])}
<h4>Possible causes</h4>${ul(f.causes)}
<h4>Checks</h4>${ol(f.checks)}
<h4>Remedy</h4><p>${f.remedy}</p>
<div class="note"><b>NOTE</b> — After the repair, clear the code in the monitor service menu and operate the machine until the original set condition is reached again to confirm that the fault does not return.</div>`,
  };
}

function symptomPage(s) {
  return {
    title: s.title,
    lm: s.landmark,
    html: (num) => `<h3>${num} ${esc(s.title)}</h3><div class="meta">Models ${SM.modelsLine}</div>
${s.intro ? `<p>${s.intro}</p>` : '<p>Check the possible causes in the order listed. The order reflects how likely each cause is and how easy it is to check.</p>'}
${table(['Possible cause', 'Check', 'Remedy'], s.rows)}
<p>If the problem persists after all checks, contact the dealer technical support with the machine serial number, the operating hours and the results of the checks above.</p>`,
  };
}

function textPage(p) {
  return { title: p.title, lm: p.landmark, id: p.id, html: (num) => `<h3>${num} ${esc(p.title)}</h3>${p.html}` };
}

function buildServiceManual(d, v) {
  const total = v.pages;
  const rand = prng('dx225lca-service-manual-en');
  const pn = partNumbers(rand);
  const comp = (list) => list.map((c) => ({ title: cap(c.n), id: c.n, comp: c }));
  const allNames = [ENGINE, HYDRAULIC, SWING, TRAVEL, UNDERCARRIAGE, ELECTRICAL, ATTACHMENT].flat().map((c) => c.n);
  const chapters = [
    { key: 'safety', sections: textPages('safety.md').map((p) => ({ title: p.title, id: p.id, pages: [textPage(p)] })) },
    { key: 'specs', sections: textPages('specifications.md').map((p) => ({ title: p.title, id: p.id, pages: [textPage(p)] })) },
    { key: 'engine', sections: comp(ENGINE) },
    { key: 'hydraulic', sections: [{ title: 'General procedures', id: 'hydgeneral', pages: textPages('hydraulic-general.md').map(textPage) }, ...comp(HYDRAULIC)] },
    { key: 'swing', sections: comp(SWING) },
    { key: 'travel', sections: comp(TRAVEL) },
    { key: 'under', sections: comp(UNDERCARRIAGE) },
    { key: 'electrical', sections: comp(ELECTRICAL) },
    { key: 'attachment', sections: comp(ATTACHMENT) },
    { key: 'trouble', sections: [{ title: 'Fault codes', id: 'faults', pages: FAULTS.map(faultPage) }, { title: 'Troubleshooting by symptom', id: 'symptoms', pages: SYMPTOMS.map(symptomPage) }] },
    { key: 'maint', sections: [...textPages('maintenance.md').map((p) => ({ title: p.title, id: p.id, pages: [textPage(p)] })), { title: 'Service records', id: 'records', pages: [] }] },
  ];
  // Component sections get one page per procedure.
  for (const ch of chapters)
    for (const s of ch.sections)
      if (s.comp) s.pages = [...s.comp.procs].map((k) => ({ kind: k, comp: s.comp }));

  // Fill the service-record section so that the manual has exactly the version's page count.
  const FRONT = 4; // title, foreword, two contents pages
  const used = FRONT + chapters.reduce((n, ch) => n + 1 + ch.sections.reduce((m, s) => m + s.pages.length, 0), 0);
  const records = total - used;
  if (records < 4) throw new Error(`service manual content too long: ${used} pages before service records`);
  const recordHours = Array.from({ length: records }, (_, i) => 250 * (i + 1));
  chapters.at(-1).sections.at(-1).pages = recordHours.map((h) => ({ record: h }));

  // Numbering: chapter c, section c.s, page c.s.p (only sections with several pages number their pages).
  const refs = {};
  let page = FRONT;
  chapters.forEach((ch, ci) => {
    ch.num = ci + 1;
    ch.page = ++page;
    ch.sections.forEach((s, si) => {
      s.num = `${ch.num}.${si + 1}`;
      s.page = page + 1;
      refs[s.id] = s.num;
      s.pages.forEach((p, pi) => {
        p.num = s.pages.length > 1 || s.comp ? `${s.num}.${pi + 1}` : s.num;
        p.page = ++page;
        if (p.id) refs[p.id] = p.num;
      });
    });
  });
  if (page !== total) throw new Error(`page count ${page}`);
  const resolve = (html) =>
    html.replace(/§\[([^\]]+)\]/g, (_, id) => {
      if (!refs[id]) throw new Error(`unknown reference §[${id}]`);
      return refs[id];
    }).replace('{recordsUpTo}', recordHours.at(-1).toLocaleString('en-US').replace(',', ' '));

  const pages = []; // { html, lm, sig } in page order
  // Page 1: title
  const c = d.cover;
  pages.push({
    lm: c.landmark,
    html: `<div class="cover"><div class="brand">${esc(c.brand)}</div>
<div class="title">${c.title}</div>
<div class="sub">${esc(c.sub)}</div>
${table(null, c.rows)}
<p style="margin-top:20mm">${c.note}</p></div>`,
  });
  const [foreword] = readPages('service-manual/foreword.md');
  pages.push({ lm: foreword.landmark, html: `<h1>${esc(foreword.title)}</h1>${foreword.html}` });
  // Pages 3–4: contents
  const tocRows = [];
  for (const ch of chapters) {
    tocRows.push(`<div class="ch"><span>${ch.num}</span><span>${esc(CHAPTERS[ch.key].title)}</span><span>${ch.page}</span></div>`);
    for (const s of ch.sections) tocRows.push(`<div><span>${s.num}</span><span>${esc(s.title)}</span><span>${s.page}</span></div>`);
  }
  const half = Math.ceil(tocRows.length / 2);
  const tocTable = (rows) => `<div class="toc">${rows.join('')}</div>`;
  pages.push({ lm: 'Contents, continued overleaf', html: `<h1>Contents</h1><p class="small">Contents, continued overleaf.</p>${tocTable(tocRows.slice(0, half))}` });
  pages.push({ lm: 'Contents (continued)', html: `<h1 style="font-size:14pt">Contents (continued)</h1>${tocTable(tocRows.slice(half))}` });

  for (const ch of chapters) {
    const intro = CHAPTERS[ch.key];
    pages.push({
      lm: intro.landmark,
      html: `<h1>${ch.num} ${esc(intro.title)}</h1><p>${resolve(intro.intro)}</p>
<h4>Sections in this chapter</h4>${table(['Section', 'Title', 'Page'], ch.sections.map((s) => [s.num, esc(s.title), String(s.page)]))}`,
    });
    for (const s of ch.sections) {
      s.pages.forEach((p, pi) => {
        const head = pi === 0 && (s.pages.length > 1 || s.comp) ? `<h2>${s.num} ${esc(s.title)}</h2>` : '';
        let r;
        if (p.kind) r = procedurePage(p.comp, p.kind, p.num, { rand, pn, allNames, code: `SM225-${String(ch.num).padStart(2, '0')}${p.num.split('.').slice(1).map((x) => x.padStart(2, '0')).join('')}${p.kind}` });
        else if (p.record) {
          const h = p.record;
          const hh = h.toLocaleString('en-US').replace(',', ' ');
          const items = dueAt(h).filter(([iv]) => iv !== 10);
          r = {
            lm: `Service record at ${hh} operating hours`,
            html: `<h3>${p.num} Service record — ${hh} h</h3>
<p>Service record at ${hh} operating hours. Carry out the daily checks and the items below, tick each item when done and note any findings. The record card number is ${pn('SR' + String(h / 250).padStart(2, '0'))}.</p>
${table(['Machine serial no.', '', 'Hour meter reading', ''], [['Customer', '', 'Date', ''], ['Technician', '', 'Dealer code', '']], 'sign')}
${table(['Item', 'Interval', 'Done', 'Remarks'], items.map(([iv, item]) => [item, iv > 0 ? `${hrs(iv)} h` : 'first time', '<span class="box"></span>', '']), 'tight')}
<h4>Fluids added or replaced</h4>${table(['Fluid', 'Quantity', 'Brand / grade'], [['Engine oil', '', ''], ['Hydraulic oil', '', ''], ['Gear oil', '', ''], ['Coolant', '', '']], 'sign')}
<p>Signature of technician: ____________________________ Signature of customer: ____________________________</p>`,
          };
        } else r = { ...p, html: p.html(p.num) };
        pages.push({ lm: r.lm, html: head + resolve(r.html) });
      });
    }
  }
  if (pages.length !== total) throw new Error(`built ${pages.length} pages`);
  return {
    // Minor headings (Procedure, Special tools…) are not outline entries: the outline lists chapters,
    // sections and procedures only.
    html: htmlDoc({ lang: v.language, title: d.title, sheets: pages.map((p) => p.html.replace(/<h4>/g, '<p class="subhead">').replace(/<\/h4>/g, '</p>')) }),
    header: d.header,
    // Every page's landmark is verified; the manifest records a selection.
    checks: pages.map((p, i) => ({ page: i + 1, phrase: p.lm })),
    landmarks: d.manifestLandmarkPages.map((n) => ({ page: n, phrase: pages[n - 1].lm })),
  };
}

// ---------------------------------------------------------------------------------------------
// Rendering, zipping and verification
// ---------------------------------------------------------------------------------------------

const MARGIN = { top: '20mm', bottom: '17mm', left: '18mm', right: '18mm' };

/** Replace the clock dates Chromium writes into the Info dictionary (same length, so xref offsets stay valid). */
function fixPdfDates(buf, isoDate) {
  const stamp = `D:${isoDate.replace(/-/g, '')}090000`;
  const s = buf.toString('latin1').replace(/\/(CreationDate|ModDate) \(D:\d{14}/g, (_, k) => `/${k} (${stamp}`);
  return Buffer.from(s, 'latin1');
}

/**
 * Chromium writes the structure tree of a tagged PDF (needed for the outline) as plain objects.
 * Re-saving with pdf-lib packs them into compressed object streams, roughly halving the file size.
 * All objects, the outline and the structure tree are kept unchanged.
 */
async function compactPdf(buf) {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.load(buf, { updateMetadata: false });
  return Buffer.from(await doc.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false }));
}

async function renderPdf(browser, { html, header, lang }, file, isoDate) {
  const page = await browser.newPage();
  try {
    await page.emulateMedia({ media: 'print' });
    // Lay out at the printable width so that the overflow check below is meaningful.
    const mm = 96 / 25.4;
    await page.setViewportSize({ width: Math.round((210 - 36) * mm), height: 1000 });
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const limit = (297 - 37) * mm;
    const tall = await page.evaluate(
      (lim) => [...document.querySelectorAll('section.sheet')].map((s, i) => [i + 1, Math.round(s.getBoundingClientRect().height), lim]).filter(([, h]) => h > lim - 4),
      limit,
    );
    if (tall.length) console.warn(`  ! ${file}: sheets taller than one page (sheet, px, limit px): ${JSON.stringify(tall)}`);
    const pdf = await page.pdf({
      format: 'A4',
      printBackground: true,
      displayHeaderFooter: true,
      ...headerFooter({ lang, ...header }),
      margin: MARGIN,
      outline: true,
      tagged: true,
    });
    fs.writeFileSync(path.join(OUT, file), await compactPdf(fixPdfDates(pdf, isoDate)));
  } finally {
    await page.close();
  }
}

/** Write `files` ({ relPath: string|Buffer }) into a deterministic zip at `zipPath`. */
async function writeZip(zipPath, files) {
  const names = Object.keys(files).sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a.localeCompare(b)));
  const mtime = new Date('2026-03-02T09:00:00Z');
  fs.rmSync(zipPath, { force: true });
  let hasZip = true;
  try {
    execFileSync('zip', ['-v'], { stdio: 'ignore' });
  } catch {
    hasZip = false;
  }
  if (hasZip) {
    const tmp = fs.mkdtempSync(path.join(OUT, '.webhelp-'));
    try {
      for (const n of names) {
        const p = path.join(tmp, n);
        fs.mkdirSync(path.dirname(p), { recursive: true });
        fs.writeFileSync(p, files[n]);
        fs.utimesSync(p, mtime, mtime);
      }
      // -X: no extra attributes (uid/gid, extended timestamps); -D: no directory entries.
      execFileSync('zip', ['-X', '-D', '-9', '-q', zipPath, ...names], { cwd: tmp, env: { ...process.env, TZ: 'UTC' } });
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  } else {
    const { default: yazl } = await import('yazl');
    const zip = new yazl.ZipFile();
    for (const n of names) zip.addBuffer(Buffer.from(files[n]), n, { mtime, mode: 0o100644 });
    zip.end();
    await new Promise((res, rej) => zip.outputStream.pipe(fs.createWriteStream(zipPath)).on('close', res).on('error', rej));
  }
}

const run = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

// How a landmark phrase is matched against extracted text:
//   word    — whitespace collapsed, case-insensitive, phrase must start and end on word boundaries
//   substr  — whitespace collapsed, plain substring (Korean: particles attach to words)
//   nospace — all whitespace removed (Chinese, Thai, Burmese: line breaks fall between words)
const MATCH_MODE = { ko: 'substr', 'zh-CN': 'nospace', th: 'nospace', my: 'nospace' };

function matcher(lang) {
  const mode = MATCH_MODE[lang] || 'word';
  if (mode === 'nospace') {
    const norm = (s) => s.normalize('NFC').replace(/\s+/g, '');
    return { norm, has: (text, phrase) => text.includes(norm(phrase)) };
  }
  const norm = (s) => s.normalize('NFC').replace(/\s+/g, ' ');
  if (mode === 'substr') return { norm, has: (text, phrase) => text.includes(norm(phrase)) };
  return {
    norm,
    has: (text, phrase) => {
      const re = new RegExp(`(?<![\\p{L}\\p{N}])${norm(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
      return re.test(text);
    },
  };
}

/** Verify one PDF; returns a list of problems (empty when fine). */
function verifyPdf(file, { lang, pages, checks }) {
  const problems = [];
  const full = path.join(OUT, file);
  if (!fs.existsSync(full)) return [`${file}: missing`];
  const info = run('pdfinfo', [full]);
  const count = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  if (pages && count !== pages) problems.push(`${file}: ${count} pages, expected ${pages}`);
  const fonts = run('pdffonts', [full]).split('\n').slice(2).filter(Boolean);
  if (!fonts.length) problems.push(`${file}: no fonts`);
  for (const line of fonts) {
    const cols = line.trim().split(/\s+/);
    // columns from the right: object ID (2), uni, sub, emb
    if (cols.at(-5) !== 'yes') problems.push(`${file}: font not embedded: ${line.trim()}`);
  }
  const m = matcher(lang);
  const texts = run('pdftotext', ['-enc', 'UTF-8', full, '-']).split('\f').slice(0, count).map(m.norm);
  for (const { page, phrase } of checks) {
    const hits = texts.map((t, i) => (m.has(t, phrase) ? i + 1 : 0)).filter(Boolean);
    if (hits.length !== 1 || hits[0] !== page) problems.push(`${file}: "${phrase}" expected on page ${page} only, found on [${hits.join(', ')}]`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// 2. Operation & maintenance manuals (DX225LCA: Korean, Chinese, Thai; DL250: Russian)
// ---------------------------------------------------------------------------------------------

const box = (cls, label, text) => `<div class="${cls}"><b>${label}</b> — ${text}</div>`;

/** Cover page + one numbered page per page of the page file. */
function buildSimpleManual(d, v) {
  const sheets = [
    `<div class="cover"><div class="brand">${esc(d.cover.brand)}</div><div class="title">${d.cover.title.replace('<br>', ' ')}</div>
<div class="sub">${esc(d.cover.sub)}</div>${table(null, d.cover.rows)}<p style="margin-top:18mm">${d.cover.note}</p></div>`,
    ...readPages(path.join(d.dir, d.content)).map((p, i) => `<h1>${i + 1}. ${esc(p.title)}</h1>${p.html}`),
  ];
  return {
    html: htmlDoc({ lang: v.language, title: d.title, sheets }),
    header: { headerRight: d.publication, ...d.header },
    checks: d.landmarks,
    landmarks: d.landmarks,
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Documents whose pages carry their own headings: service bulletin SB-2026-014 (versions 1.0
//    and 1.1, 3 pages each), DX140W hydraulic schematic (4 pages, with an inline SVG diagram)
// ---------------------------------------------------------------------------------------------

/** The first page's title is an <h1>, the others' an <h2>. Fields of the version override the document's. */
function buildPages(d, v) {
  const s = { ...d, ...v };
  const inserts = Object.fromEntries(Object.entries(s.inserts || {}).map(([name, file]) => [name, readText(path.join(d.dir, file)).replace(/\n$/, '')]));
  const sheets = readPages(path.join(d.dir, s.content)).map((p, i) => `<h${i ? 2 : 1}>${esc(p.title)}</h${i ? 2 : 1}>${fill(p.html, inserts)}`);
  return {
    html: htmlDoc({ lang: v.language, title: s.htmlTitle || d.title, sheets }),
    header: s.header,
    checks: s.landmarks,
    landmarks: s.landmarks,
  };
}

// ---------------------------------------------------------------------------------------------
// 4. Daily walk-around inspection cards (2 pages each) — my, pt-BR, fr, id, es-419, mn, tr, uk
// ---------------------------------------------------------------------------------------------

function buildCard(c, v) {
  const lang = v.language;
  const check = '<span class="box"></span>';
  const rows = (items) => items.map((t, i) => [String(i + 1), t, check, check]);
  const css = `.card td:nth-child(3), .card td:nth-child(4), .card th:nth-child(3), .card th:nth-child(4) { width: 17mm; text-align: center; }
    .card td:first-child { width: 9mm; } .card td { padding: 3.2pt 4pt; font-size: 9.2pt; } .fields td { height: 8mm; }
    .lines div { border-bottom: 0.6pt solid #999; height: 9mm; } .sig td:first-child { width: 38%; }`;
  const p1 = `<h1>${esc(c.title)}</h1><div class="meta" style="font-size:10pt">${esc(c.sub)} · DX140LCR – DX300LCA</div>
${table(null, [[c.fields[0], '', c.fields[1], ''], [c.fields[2], '', c.fields[3], ''], [c.fields[4], '', '', '']], 'fields')}
<h2>${esc(c.before)}</h2>${table(c.cols, rows(c.itemsBefore), 'card')}`;
  const p2 = `<h2>${esc(c.after)}</h2>${table(c.cols, rows(c.itemsAfter), 'card')}
<h4>${esc(c.defects)}</h4><div class="lines"><div></div><div></div><div></div><div></div></div>
${box('warn', c.warn[0], c.warn[1])}
${table(null, [[c.sign[0], ''], [c.sign[1], '']], 'sign sig')}`;
  return {
    html: htmlDoc({ lang, title: `${c.title} — ${c.sub}`, sheets: [p1, p2], css }),
    header: { headerLeft: c.title, headerRight: c.publication, footerLeft: c.footerLeft, pageLabel: c.pageLabel },
    checks: [c.landmark],
    landmarks: [c.landmark],
  };
}

// ---------------------------------------------------------------------------------------------
// 5. Web-help bundle: DX225LCA troubleshooting guide (static HTML, zipped)
// ---------------------------------------------------------------------------------------------

function buildWebhelp(d) {
  const [start, overview] = readPages(path.join(d.dir, d.content));
  const topics = [
    { file: 'topics/overview.html', title: overview.title, lm: overview.landmark, page: overview },
    ...d.topics.map((t) => {
      const f = FAULTS.find((x) => x.code === t.code);
      return { file: `topics/${f.code.replace('-', '').toLowerCase()}.html`, title: `${f.code} ${f.title}`, fault: f, lm: t.landmark, topic: t };
    }),
  ];
  const guide = d.title;
  const tocList = (prefix) =>
    `<ol>${topics.map((t) => `<li><a href="${prefix}${t.file.replace('topics/', '')}">${esc(t.title)}</a></li>`).join('')}</ol>`;
  const page = ({ title, css, body, script }) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<link rel="stylesheet" href="${css}">
</head>
<body>
${body}
<script src="${script}"></script>
</body>
</html>
`;
  const files = {};
  files['index.html'] = page({
    title: guide,
    css: 'css/style.css',
    script: 'js/toc.js',
    body: `<header class="bar"><span class="brand">GSIS</span> ${guide}</header>
<div class="layout">
<nav class="toc" aria-label="Topics">
<h2>Topics</h2>
<ol>${topics.map((t) => `<li><a href="${t.file}">${esc(t.title)}</a></li>`).join('')}</ol>
</nav>
<main>
<h1>${esc(start.title)}</h1>${fill(start.html, { serials: SM.serials })}
</main>
</div>`,
  });
  topics.forEach((t, i) => {
    const prev = topics[i - 1];
    const next = topics[i + 1];
    const f = t.fault;
    const fig = d.figure;
    const content = f
      ? `<h1>${esc(t.title)}</h1>
<p class="meta">System: ${f.sys} · Models DX225LCA, DX225NLCA</p>
<h2>Description</h2><p>${esc(f.desc)}</p>
<h2>When the code is set</h2><p>${esc(f.set)}</p>
<h2>Machine reaction</h2><p>${esc(f.reaction)}</p>
${t.topic.figure ? `<figure><img src="${fig.src}" alt="${fig.alt}" width="${fig.width}"><figcaption>${fig.caption}</figcaption></figure>` : ''}
<h2>Possible causes</h2><ul>${f.causes.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>
<h2>Checks</h2><ol class="steps">${f.checks.map((c) => `<li>${esc(c)}</li>`).join('')}</ol>
<h2>Remedy</h2><p>${esc(f.remedy)}</p>
<aside class="tip"><strong>Field tip.</strong> ${esc(t.topic.tip)}</aside>`
      : `<h1>${esc(t.title)}</h1>${t.page.html}`;
    const nav = `<p class="pager">${prev ? `<a href="${prev.file.replace('topics/', '')}" rel="prev">← ${esc(prev.title)}</a>` : '<a href="../index.html">← Start page</a>'}${next ? ` <a href="${next.file.replace('topics/', '')}" rel="next">${esc(next.title)} →</a>` : ''}</p>`;
    files[t.file] = page({
      title: `${t.title} — ${guide}`,
      css: '../css/style.css',
      script: '../js/toc.js',
      body: `<header class="bar"><a class="brand" href="../index.html">GSIS</a> ${guide}</header>
<div class="layout">
<nav class="toc" aria-label="Topics">
<h2>Topics</h2>
${tocList('')}
</nav>
<main>
${content}
${nav}
</main>
</div>`,
    });
  });
  for (const f of d.files) files[f] = readText(path.join(d.dir, 'files', f));
  return {
    files,
    topics: topics.map((t) => t.file),
    landmarks: topics.map((t) => ({ topic: t.file, phrase: t.lm })),
  };
}

/** Verify the web-help zip: structure, relative links, titles, reading order and landmarks. */
async function verifyWebhelp(file, built) {
  const problems = [];
  const full = path.join(OUT, file);
  if (!fs.existsSync(full)) return [`${file}: missing`];
  const { default: yauzl } = await import('yauzl');
  const entries = await new Promise((resolve, reject) => {
    yauzl.open(full, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const out = {};
      zip.on('entry', (e) => {
        const mode = (e.externalFileAttributes >>> 16) & 0o170000;
        if (mode === 0o120000) problems.push(`${file}: symlink entry ${e.fileName}`);
        if (/\/$/.test(e.fileName)) return zip.readEntry();
        zip.openReadStream(e, (err2, s) => {
          if (err2) return reject(err2);
          const chunks = [];
          s.on('data', (c) => chunks.push(c)).on('end', () => {
            out[e.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
  const names = Object.keys(entries);
  for (const n of names) if (n.startsWith('/') || n.split('/').includes('..') || n.includes('\\')) problems.push(`${file}: unsafe path ${n}`);
  if (!entries['index.html']) problems.push(`${file}: no index.html`);
  const topicFiles = names.filter((n) => /^topics\/[^/]+\.html$/.test(n));
  if (topicFiles.length < 8 || topicFiles.length > 10) problems.push(`${file}: ${topicFiles.length} topics`);
  if (!entries['css/style.css'] || !entries['js/toc.js'] || !names.some((n) => /^images\/[^/]+\.svg$/.test(n))) problems.push(`${file}: css, js or svg missing`);
  // index <nav> lists every topic, in reading order
  const navHtml = /<nav[\s\S]*?<\/nav>/.exec(entries['index.html'] || '')?.[0] || '';
  const navLinks = [...navHtml.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
  if (JSON.stringify(navLinks) !== JSON.stringify(built.topics)) problems.push(`${file}: index nav ${JSON.stringify(navLinks)}`);
  if (topicFiles.slice().sort().join() !== built.topics.slice().sort().join()) problems.push(`${file}: topic files differ from nav`);
  const text = {};
  for (const n of names.filter((x) => x.endsWith('.html'))) {
    const h = entries[n];
    if (!/<title>[^<]+<\/title>/.test(h)) problems.push(`${file}: ${n} has no <title>`);
    if (!/<h1>[^<]+<\/h1>/.test(h)) problems.push(`${file}: ${n} has no <h1>`);
    for (const [, url] of h.matchAll(/(?:href|src)="([^"]+)"/g)) {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) || url.startsWith('/')) problems.push(`${file}: ${n} links outside the bundle: ${url}`);
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(n), url.split('#')[0]));
      if (target.startsWith('..') || !entries[target]) problems.push(`${file}: ${n} has broken link ${url}`);
    }
    text[n] = h.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/\s+/g, ' ');
  }
  const m = matcher('en');
  for (const { topic, phrase } of built.landmarks) {
    const hits = Object.keys(text).filter((n) => m.has(text[n], phrase));
    if (hits.length !== 1 || hits[0] !== topic) problems.push(`${file}: "${phrase}" expected in ${topic} only, found in [${hits.join(', ')}]`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Document list and manifest
// ---------------------------------------------------------------------------------------------

// The `builder` of a document's JSON file names the function that lays out its versions.
const BUILDERS = { 'service-manual': buildServiceManual, 'simple-manual': buildSimpleManual, pages: buildPages, 'inspection-card': buildCard, webhelp: buildWebhelp };

/** The documents of documents.json, each version with a build() that returns its content. */
function documents() {
  return readJson('documents.json').map((file) => {
    const d = { ...readJson(file), dir: path.dirname(file) };
    if (!BUILDERS[d.builder]) throw new Error(`${file}: unknown builder "${d.builder}"`);
    d.versions = d.versions.map((version) => {
      // The PDF's creation date is the version's distribution date.
      const v = { ...version, date: version.distributedOn };
      v.build = () => BUILDERS[d.builder](d, v);
      return v;
    });
    return d;
  });
}

/**
 * manifest.json: one entry per document. A landmark is a phrase that occurs on exactly that page of the PDF
 * (or in exactly that topic of the web help); when a document has several versions, "version" names the
 * version the landmark was verified against. "pages" is the verified page count of each PDF version.
 */
function writeManifest(docs) {
  const manifest = {
    documents: docs.map((d) => {
      const last = d.versions.at(-1);
      const landmarks = d.versions.length > 1
        ? d.versions.flatMap((v) => v.built.landmarks.map((l) => ({ version: v.label, ...l })))
        : last.built.landmarks;
      return {
        key: d.key,
        title: d.title,
        description: d.description,
        ...(d.productNumber ? { productNumber: d.productNumber } : {}),
        ...(d.equipmentCode ? { equipmentCode: d.equipmentCode } : {}),
        documentType: d.documentType,
        productType: d.productType,
        models: d.models,
        exhaustCertifications: d.exhaustCertifications,
        regions: d.regions,
        versions: d.versions.map((v) => ({
          label: v.label,
          file: v.file,
          publishType: v.publishType,
          language: v.language,
          final: v.final,
          distributed: v.distributed,
          distributedOn: v.distributedOn,
          ...(v.pages ? { pages: v.pages } : {}),
        })),
        landmarks,
      };
    }),
  };
  fs.writeFileSync(path.join(OUT, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

async function main() {
  const args = process.argv.slice(2);
  const verifyOnly = args.includes('--verify');
  const only = args.filter((a) => !a.startsWith('--'));
  fs.mkdirSync(OUT, { recursive: true });
  const docs = documents();
  const unknown = only.filter((k) => !docs.some((d) => d.key === k));
  if (unknown.length) throw new Error(`unknown document key(s): ${unknown.join(', ')}`);

  // Build every document's content (cheap) so that the manifest is always complete.
  for (const d of docs) for (const v of d.versions) v.built = v.build();

  if (!verifyOnly) {
    const todo = docs.filter((d) => !only.length || only.includes(d.key));
    const needBrowser = todo.some((d) => d.versions.some((v) => v.publishType === 'PDF'));
    const { chromium } = needBrowser ? await import('playwright-core') : {};
    const browser = needBrowser ? await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }) : null;
    try {
      for (const d of todo)
        for (const v of d.versions) {
          const t0 = Date.now();
          if (v.publishType === 'PDF') await renderPdf(browser, { ...v.built, lang: v.language }, v.file, v.date);
          else await writeZip(path.join(OUT, v.file), v.built.files);
          console.log(`built ${v.file} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
        }
    } finally {
      await browser?.close();
    }
    writeManifest(docs);
  }

  // Verification: every landmark on exactly its page, fonts embedded, page counts as declared.
  const problems = [];
  for (const d of docs)
    for (const v of d.versions) {
      if (v.publishType === 'PDF') problems.push(...verifyPdf(v.file, { lang: v.language, pages: v.pages, checks: v.built.checks }));
      else problems.push(...(await verifyWebhelp(v.file, v.built)));
    }
  let total = 0;
  for (const f of fs.readdirSync(OUT).sort()) {
    const size = fs.statSync(path.join(OUT, f)).size;
    total += size;
    console.log(`${String(size).padStart(9)}  ${f}`);
  }
  console.log(`${String(total).padStart(9)}  total`);
  if (problems.length) {
    console.error(`\nVERIFICATION FAILED (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('verification passed');
}

await main();
