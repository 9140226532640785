#!/usr/bin/env node
// Generates the demo content that the embedded demo publishes: service literature PDFs in several
// languages, one web-help bundle (zip of static HTML) and server/demo-content/manifest.json.
//
//   node server/scripts/make-demo-content.mjs            # rebuild everything, then verify
//   node server/scripts/make-demo-content.mjs --verify   # only verify the files already built
//   node server/scripts/make-demo-content.mjs KEY ...    # rebuild only the named documents, then verify all
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
const paras = (list) => list.map((p) => `<p>${p}</p>`).join('');
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
// sheet N. Component chapters are generated from the component data below (one page per
// procedure); every generated page has a heading and a landmark phrase that occur on no other page.

const SM = {
  key: 'dx225lca-service-manual-en',
  pages: 320,
  pub: 'SM-DX225LCA-EN-2603',
  date: '2026-03-02',
  models: 'DX225LCA, DX225NLCA',
  serials: 'EHFBF 10001 and up, EHFBG 15000 and up, EHFBH 10001 and up',
};

/** Standard metric bolt torques for property class 10.9, lightly oiled threads (N·m). */
const TORQUE = { M6: 12, M8: 29, M10: 57, M12: 98, M14: 157, M16: 245, M18: 343, M20: 477, M22: 647, M24: 824, M27: 1196, M30: 1618 };

// Component records. n = name used in running text, cat = hyd | mech | eng | elec | struct,
// loc/fn = description, kg = mass, bolt = [count, size] of the mounting bolts, data = main data rows,
// chk = inspection rows [item, standard, limit, action], test = test/adjustment procedure,
// parts = [part, qty] in disassembly order, procs = procedures that get a page (D I T R N X A).
const ENGINE = [
  {
    n: 'engine assembly', cat: 'eng', kg: 590, bolt: [4, 'M20'], procs: 'DRN',
    loc: 'is a DL06 six-cylinder, four-stroke, water-cooled diesel engine with turbocharger, charge-air cooler and common-rail fuel injection, mounted transversely at the rear of the upper structure on four rubber mounts',
    fn: 'It drives the main hydraulic pumps through a flexible coupling on the flywheel and the pilot pump from the rear of the main pump.',
    data: [['Model', 'DL06, in-line 6 cylinders'], ['Bore × stroke', '100 × 125 mm'], ['Displacement', '5.89 L'], ['Rated power (ISO 9249)', '110 kW at 1 900 rpm'], ['Maximum torque', '645 N·m at 1 400 rpm'], ['Firing order', '1-5-3-6-2-4']],
    ext: ['Remove the engine hood, the side covers and the counterweight-side cover plate.', 'Drain the coolant (about 24 L) and the engine oil (about 27 L) into suitable containers.', 'Remove the main hydraulic pump from the flywheel housing and support it on a stand (see the main hydraulic pump in Chapter 4).'],
    conn: 'Disconnect the fuel lines, the coolant hoses to the radiator, the intake duct and exhaust pipe, and the engine harness at the ECU connectors.',
    fill: 'Fill the engine with oil and coolant to the correct levels, and prime the fuel system with the electric priming pump.',
  },
  {
    n: 'cylinder head', cat: 'eng', kg: 64, bolt: [26, 'M14'], procs: 'DIRN',
    checkStep: 'Check the gasket joint for coolant and oil leaks and for traces of combustion gas; after removal, check the head for cracks between the valve seats.', noBoltCheck: true,
    rfasten: 'Loosen the 26 head bolts (M14) in the reverse of the tightening sequence, in two stages, and remove them.',
    seal: 'Select the head gasket grade according to the piston protrusion (three grades, marked by notches) and fit it dry, without sealant.',
    fasten: 'Fit new head bolts (they are stretch bolts and must not be reused). Oil the threads and tighten the bolts in the sequence shown on the cylinder head label: 60 N·m, then 90°, then a further 90°.',
    loc: 'is a one-piece cast-iron head covering all six cylinders, with two intake and two exhaust valves per cylinder and a centrally located injector',
    sym: 'coolant is lost without a visible leak or compression is low',
    fn: 'It carries the valve train and the injectors and forms the top of the combustion chambers.',
    data: [['Type', 'One-piece, cross-flow, 4 valves per cylinder'], ['Head bolt tightening', '60 N·m + 90° + 90° (angle method)'], ['Flatness limit', '0.15 mm over the full length'], ['Head gasket', 'Multi-layer steel, 3 thickness grades']],
    chk: [['Head flatness', '0.05 mm max.', '0.15 mm', 'Resurface or replace head'], ['Valve recession, intake', '0.6–0.9 mm', '1.5 mm', 'Replace valve seat insert'], ['Valve recession, exhaust', '0.9–1.2 mm', '1.8 mm', 'Replace valve seat insert'], ['Valve stem clearance', '0.03–0.06 mm', '0.15 mm', 'Replace valve guide']],
    ext: ['Drain the coolant and remove the intake manifold, exhaust manifold and turbocharger as one unit.', 'Remove the injectors and the high-pressure fuel pipes. Fit protective caps immediately.', 'Remove the rocker cover, the rocker arm assembly and the push rods; keep the push rods in order.'],
    parts: [['rocker cover bolts', 12], ['rocker cover gasket', 1], ['rocker arm shaft assembly', 2], ['valve spring retainers and split collets', 24], ['valve springs', 24], ['intake and exhaust valves', 24], ['valve stem seals', 24], ['injector sleeves', 6]],
  },
  {
    n: 'valve clearance', cat: 'eng', kg: 0, procs: 'T',
    test: {
      noun: 'Testing and adjustment', why: 'is required every 2 000 operating hours, after cylinder head work and whenever the engine is noisy or hard to start',
      steps: ['Let the engine cool down to below 40 °C; the clearance is specified for a cold engine.', 'Remove the rocker cover. Turn the crankshaft in the normal direction with the barring tool until cylinder 1 is at top dead centre on the compression stroke (both rocker arms of cylinder 1 free).', 'Measure the clearance between rocker arm and valve bridge with a feeler gauge on the valves marked ● in the table, then turn the crankshaft 360° and measure the valves marked ○.', 'To adjust, loosen the lock nut, turn the adjusting screw until the feeler gauge slides with slight drag, hold the screw and tighten the lock nut to 25 N·m.', 'Check the clearance again after tightening, refit the rocker cover with a new gasket and tighten the bolts to 12 N·m.'],
      spec: [['Intake valve clearance (cold)', '0.30 mm'], ['Exhaust valve clearance (cold)', '0.45 mm'], ['Cylinder 1 TDC compression: adjust', 'Intake 1-2-4, exhaust 1-3-5 (●)'], ['After 360° rotation: adjust', 'Intake 3-5-6, exhaust 2-4-6 (○)'], ['Lock nut torque', '25 N·m']],
    },
  },
  {
    n: 'high-pressure fuel pump', cat: 'eng', kg: 11, bolt: [3, 'M10'], procs: 'DTRN',
    loc: 'is mounted on the left side of the crankcase and driven by the timing gear train at engine speed',
    fn: 'It delivers fuel to the common rail at up to 180 MPa. A metering unit on the pump, controlled by the engine ECU, regulates the quantity of fuel delivered to the rail.',
    data: [['Type', 'Two-plunger radial pump with inlet metering unit'], ['Maximum rail pressure', '180 MPa'], ['Feed pump', 'Gear type, integrated'], ['Drive ratio', '1 : 1 to crankshaft']],
    test: {
      noun: 'Testing', why: 'is carried out with the diagnostic tool when fault code E-008 is active or the engine lacks power',
      steps: ['Connect the diagnostic tool to the service connector behind the operator seat and select Engine › Live data.', 'Start the engine and let it reach a coolant temperature of at least 60 °C.', 'Read the actual and the set-point rail pressure at low idle, then at high idle with no load.', 'Stall the hydraulic system (arm in, against the relief) in power mode and read the values again.', 'If the actual pressure is more than 10 MPa below the set point, check the fuel filters and the low-pressure supply before you replace the pump.'],
      spec: [['Rail pressure at low idle', '45–55 MPa'], ['Rail pressure at high idle, no load', '95–110 MPa'], ['Rail pressure at hydraulic stall', '140–160 MPa'], ['Fuel supply pressure at pump inlet', '0.4–0.6 MPa'], ['Metering unit coil resistance (20 °C)', '2.6–3.2 Ω']],
    },
    conn: 'Disconnect the metering unit connector, the fuel supply and return lines, and the high-pressure pipe to the common rail. Cap all openings immediately.',
    ext: ['Turn the crankshaft to cylinder 1 TDC and mark the pump drive gear and the timing gear cover for reassembly.'],
  },
  {
    n: 'fuel injectors', cat: 'eng', kg: 1, bolt: [1, 'M8'], procs: 'DTRN',
    loc: 'are installed vertically in the cylinder head, one in the centre of each combustion chamber, and held by a clamp',
    fn: 'They are solenoid-operated. Each injector receives fuel from the common rail through an individual high-pressure pipe and opens when the ECU energises its solenoid.',
    data: [['Type', 'Solenoid common-rail injector, 8 holes'], ['Clamp bolt torque', '29 N·m'], ['High-pressure pipe nut torque', '30 N·m'], ['Correction code', '7-digit QR code on injector head']],
    test: {
      noun: 'Testing', why: 'is carried out when the engine runs unevenly, misfires or smokes',
      steps: ['Connect the diagnostic tool and start the engine. Let it warm up to normal operating temperature.', 'Select Engine › Tests › Cylinder cut-out and switch off one injector at a time at low idle.', 'Note the change in engine speed and in the idle-governor correction value for each cylinder.', 'A cylinder whose cut-out causes no or very little speed drop is not contributing; check its injector, pipe and compression.', 'Read the injector return quantity with the leak-off test kit; replace any injector that exceeds the limit.'],
      spec: [['Speed drop per cylinder at cut-out', '30 rpm min.'], ['Idle correction per cylinder', '± 4 mm³/stroke max.'], ['Return quantity (leak-off) per injector', '50 mL/min max. at low idle'], ['Solenoid resistance (20 °C)', '0.2–0.4 Ω']],
    },
    conn: 'Remove the high-pressure pipe of the injector and disconnect the injector harness terminals. Cap the injector inlet and the rail outlet immediately.',
    rfasten: 'Remove the clamp bolt (M8) and the clamp, then pull the injector out of its sleeve with the injector puller.',
    seal: 'Fit a new copper sealing washer to the injector tip and a new O-ring to the injector body, lubricated with engine oil.',
    fasten: 'Insert the injector with the clamp and tighten the clamp bolt to 29 N·m. Connect the high-pressure pipe and tighten the nut to 30 N·m.',
    fill: 'Enter the 7-digit correction code of each new injector into the ECU with the diagnostic tool; otherwise the engine runs unevenly.',
    nconn: 'Connect the injector harness terminals and tighten the terminal nuts to 1.5 N·m.',
  },
  {
    n: 'fuel filter and water separator', cat: 'eng', kg: 3, bolt: [2, 'M10'], procs: 'DIRN',
    checkStep: 'Check the filter heads, bowls and fuel lines for leaks, and check the separator bowl for water.',
    loc: 'are mounted on the right-hand side of the engine compartment behind the pump room door: the water separator (pre-filter, 10 µm) on the frame and the main fuel filter (4 µm) on the engine',
    sym: 'the engine loses power, fault code E-088 appears or water is found in the fuel',
    fn: 'They remove water and particles from the fuel before it reaches the high-pressure pump. A water-in-fuel sensor in the separator bowl triggers fault code E-088.',
    data: [['Pre-filter rating', '10 µm, with water separator'], ['Main filter rating', '4 µm'], ['Replacement interval', '500 h (both elements)'], ['Water drain', 'Daily, and whenever E-088 is shown']],
    chk: [['Water in separator bowl', 'None', 'Up to the red mark', 'Drain water; find source'], ['Fuel supply pressure', '0.4–0.6 MPa', '0.3 MPa', 'Replace filter elements'], ['Filter head sealing face', 'Clean, undamaged', 'Scored', 'Replace filter head']],
  },
  {
    n: 'turbocharger', cat: 'eng', kg: 9, bolt: [4, 'M10'], procs: 'DIRN',
    loc: 'is mounted on the exhaust manifold on the right-hand side of the engine',
    sym: 'the engine lacks power, smokes blue or black, or the turbocharger whistles',
    fn: 'It uses the energy of the exhaust gas to compress the intake air. A wastegate limits the boost pressure at high engine speed.',
    data: [['Type', 'Single stage with wastegate'], ['Boost pressure at rated speed', '170–200 kPa (gauge)'], ['Shaft radial play', '0.4 mm max. (measured at compressor nut)'], ['Shaft axial play', '0.1 mm max.']],
    chk: [['Shaft axial play', '0.03–0.08 mm', '0.10 mm', 'Replace turbocharger'], ['Shaft radial play', '0.2–0.3 mm', '0.40 mm', 'Replace turbocharger'], ['Compressor wheel', 'No contact marks', 'Contact with housing', 'Replace; check air filter'], ['Oil in compressor outlet', 'Dry or slight film', 'Oil pooling', 'Check oil return pipe']],
    conn: 'Remove the intake hose, the charge-air pipe, the oil supply pipe and the oil return pipe from the turbocharger.',
    fill: 'Before starting, fill the oil inlet of the turbocharger with clean engine oil and turn the shaft by hand. Run the engine at low idle for at least one minute before increasing speed.',
  },
  {
    n: 'air cleaner', cat: 'eng', kg: 12, bolt: [4, 'M10'], procs: 'DI',
    checkStep: 'Check the housing, the clamps and the intake hoses for cracks and loose connections; unfiltered air wears the engine within hours.',
    loc: 'is mounted on a bracket on the right-hand side of the engine compartment, next to the radiator',
    sym: 'fault code E-077 appears or the machine works in heavy dust',
    fn: 'It is a dry two-stage cleaner: a cyclone pre-cleaner with a dust valve, followed by an outer and an inner (safety) element. A restriction switch triggers fault code E-077.',
    data: [['Type', 'Dry, two-stage, double element'], ['Restriction switch setting', '6.2 kPa'], ['Outer element', 'Clean when E-077 appears; replace after 6 cleanings'], ['Inner element', 'Replace with every third outer element']],
    chk: [['Dust valve', 'Flexible, closes', 'Cracked or stuck open', 'Replace dust valve'], ['Outer element', 'No tears', 'Torn or oily', 'Replace element'], ['Intake hoses and clamps', 'Tight, no cracks', 'Any leak', 'Replace hose; tighten clamps to 6 N·m'], ['Restriction at rated speed', 'Below 4 kPa', '6.2 kPa', 'Clean or replace element']],
  },
  {
    n: 'radiator and charge-air cooler', cat: 'eng', kg: 78, bolt: [4, 'M12'], procs: 'DIRN',
    checkStep: 'Check the cores for blocked fins, leaks and damaged tubes, and check the hoses and clamps.',
    loc: 'are combined in one cooling package with the hydraulic oil cooler, mounted on the left-hand side of the engine and cooled by the engine-driven suction fan',
    sym: 'the coolant or hydraulic oil temperature rises above normal',
    fn: 'The radiator cools the engine coolant; the charge-air cooler cools the compressed intake air before it enters the intake manifold.',
    data: [['Radiator core', 'Aluminium, brazed, 5.5 fins/cm'], ['Radiator cap opening pressure', '90 kPa'], ['Charge-air cooler', 'Aluminium, air-to-air'], ['Coolant capacity (system)', '24 L']],
    chk: [['Core fins', 'Clean, straight', 'More than 20 % blocked', 'Clean with compressed air from the fan side'], ['Radiator cap', 'Opens at 90 kPa', 'Below 70 kPa', 'Replace cap'], ['Coolant freezing point', '−37 °C', 'Above −25 °C', 'Adjust concentration'], ['Charge-air cooler leak test', 'No pressure loss', '10 kPa drop in 15 s at 200 kPa', 'Repair or replace']],
    conn: 'Drain the coolant, then disconnect the upper and lower radiator hoses, the charge-air pipes and the oil cooler hoses. Remove the fan guard and the shroud.',
  },
  {
    n: 'water pump', cat: 'eng', kg: 6, bolt: [6, 'M8'], procs: 'IRN',
    loc: 'is mounted on the front of the cylinder block and driven by the poly-V belt',
    sym: 'coolant drips from the weep hole or the pump bearing is noisy',
    fn: 'It circulates the coolant through the engine block, the oil cooler and the radiator.',
    data: [['Type', 'Centrifugal, belt-driven'], ['Delivery at rated speed', 'approx. 240 L/min'], ['Weep hole', 'A few drops per hour are normal'], ['Pulley bolt torque', '29 N·m']],
    chk: [['Coolant at weep hole', 'Dry or slight seepage', 'Continuous dripping', 'Replace water pump'], ['Bearing play at pulley', 'No perceptible play', 'Any play or noise', 'Replace water pump'], ['Pulley run-out', '0.3 mm max.', '0.5 mm', 'Replace pulley']],
    conn: 'Drain the coolant below the level of the pump, remove the poly-V belt and disconnect the coolant hoses from the pump.',
  },
  {
    n: 'thermostat', cat: 'eng', kg: 1, bolt: [3, 'M8'], procs: 'TRN',
    test: {
      noun: 'Testing', why: 'is necessary when the engine overheats or takes too long to reach operating temperature',
      steps: ['Remove the thermostat from the housing (see the removal procedure on the next page).', 'Suspend the thermostat in a container of water together with a thermometer, without touching the bottom.', 'Heat the water slowly while stirring, and note the temperature at which the valve starts to open.', 'Keep heating to 95 °C and measure the valve lift after five minutes at that temperature.', 'Replace the thermostat if the opening temperature or the lift is out of specification, or if the valve does not close completely after cooling.'],
      spec: [['Opening starts', '81–84 °C'], ['Fully open', '95 °C'], ['Valve lift at 95 °C', '10 mm min.'], ['Housing bolt torque', '29 N·m']],
    },
    conn: 'Drain the coolant below the thermostat housing and remove the upper radiator hose from the housing cover.',
  },
  {
    n: 'engine oil pump', cat: 'eng', kg: 4, bolt: [6, 'M8'], procs: 'D',
    loc: 'is bolted to the bottom of the crankcase inside the oil pan and driven from the crankshaft gear',
    fn: 'It draws oil through the suction strainer and delivers it through the oil cooler and full-flow filter to the main gallery. A pressure-relief valve in the pump body opens at 1.0 MPa.',
    data: [['Type', 'Gear pump'], ['Relief valve opening pressure', '1.0 MPa'], ['Oil pressure at low idle (hot)', '0.1 MPa min.'], ['Oil pressure at rated speed (hot)', '0.3–0.5 MPa']],
    ext: ['Drain the engine oil and remove the oil pan (22 bolts, M8) and the suction pipe.'],
    conn: 'Remove the suction strainer and the delivery pipe from the oil pump.',
    fill: 'Install the oil pan with a new gasket, fill the engine with oil and crank the engine with the fuel system disabled until oil pressure is shown on the monitor.',
  },
  {
    n: 'poly-V belt and tensioner', cat: 'eng', kg: 2, bolt: [1, 'M12'], procs: 'IT',
    checkStep: 'Check the belt for cracks, fraying and glazing, and turn the tensioner pulley by hand to check its bearing.',
    chk: [['Belt ribs', 'No cracks', 'More than 3 cracks per rib in 10 mm', 'Replace belt'], ['Tensioner arm position', 'Within wear marks', 'Beyond the marks', 'Replace belt'], ['Tensioner pulley', 'Turns smoothly, no play', 'Rough or noisy', 'Replace tensioner']],
    sym: 'the belt squeals, the charge warning lamp comes on or the coolant temperature rises',
    test: {
      noun: 'Testing and adjustment', why: 'covers the automatic tensioner, which must hold the belt at the correct tension without manual adjustment',
      steps: ['Stop the engine and remove the fan guard.', 'Check that the tensioner pointer lies between the minimum and maximum wear marks on the tensioner base.', 'Measure the deflection midway between the alternator and the water pump pulley under a force of 100 N.', 'To replace the belt, turn the tensioner arm clockwise with a 1/2-inch ratchet until the belt can be slipped off the pulleys.', 'Fit the new belt according to the routing label on the fan shroud and release the tensioner slowly.'],
      spec: [['Belt deflection at 100 N', '8–12 mm'], ['Tensioner mounting bolt torque', '98 N·m'], ['Belt replacement interval', '2 000 h or when worn']],
    },
  },
  {
    n: 'engine mounts', cat: 'eng', kg: 5, bolt: [4, 'M20'], procs: 'IRN', nconn: null,
    checkStep: 'Check the rubber elements for cracks, swelling and oil contamination, and measure the mount height.',
    seal: 'Check the mount brackets on the engine and on the frame for cracks; the mounts have no gaskets.',
    fill: 'Lower the engine slowly onto the mounts and remove the hoist, then check that the fan runs centred in the shroud.',
    chk: [['Rubber element', 'No cracks or swelling', 'Cracks deeper than 3 mm', 'Replace mount'], ['Mount height (front)', '52 ± 1 mm', '49 mm', 'Replace mount'], ['Mounting bolt torque', '477 N·m', 'Loose', 'Tighten; replace if damaged']],
    sym: 'the engine vibrates abnormally or the fan touches the shroud',
    conn: 'Support the engine with a hoist or a jack under the oil pan (with a wooden block) so that the weight is taken off the mount.',
  },
];

const HYDRAULIC = [
  {
    n: 'main hydraulic pump', cat: 'hyd', kg: 158, bolt: [4, 'M20'], procs: 'DITRNXA',
    loc: 'is flange-mounted on the engine flywheel housing and driven through a flexible coupling',
    fn: 'It is a tandem variable-displacement axial piston pump: the front pump (P1) and the rear pump (P2) each supply one half of the main control valve. The gear-type pilot pump is mounted on the rear of P2.',
    data: [['Type', 'Tandem swash-plate axial piston pump'], ['Displacement', '2 × 112 cm³/rev'], ['Maximum flow', '2 × 206 L/min at 1 900 rpm'], ['Rated pressure', '34.3 MPa (36.3 MPa with power boost)']],
    chk: [['Pump noise', 'Even hum', 'Knocking, cavitation noise', 'Check suction line and oil level'], ['Case drain flow at stall', 'Below 4 L/min', '8 L/min', 'Overhaul pump'], ['Coupling rubber element', 'No cracks', 'Cracks, rubber dust', 'Replace coupling element'], ['Shaft seal', 'Dry', 'Leaking', 'Replace shaft seal']],
    sym: 'all functions are slow, the pump is noisy or the hydraulic oil overheats',
    test: {
      noun: 'Testing', why: 'checks the delivery of each pump section at rated pressure with a flow meter',
      steps: ['Warm the hydraulic oil to 50 ± 5 °C. Release the pressure in the circuit (see §[pressure]).', 'Install a flow meter with a loading valve between the P1 outlet and the main control valve using the adapter kit.', 'Start the engine, select power mode P and set the engine to high idle.', 'Close the loading valve slowly and record the flow at 5, 15, 25 and 32 MPa.', 'Repeat the test for P2. Compare the results with the table; a flow more than 10 % below the values indicates internal wear.'],
      spec: [['Flow at 5 MPa (each pump)', '200–210 L/min'], ['Flow at 15 MPa', '165–180 L/min'], ['Flow at 25 MPa', '98–110 L/min'], ['Flow at 32 MPa', '78–88 L/min'], ['Engine speed during test', '1 900 ± 30 rpm']],
    },
    conn: 'Tag and disconnect the pressure hoses, the pilot pump lines and the drain hose. Disconnect the regulator solenoid and the pressure sensor connectors.',
    ext: ['Remove the suction hose from the pump after closing the suction stop valve, or drain the hydraulic tank (about 130 L).'],
    fill: 'Fill the pump case with clean hydraulic oil through the drain port (about 1.5 L) before you start the engine, then bleed the air from the system (see §[bleeding]).',
    parts: [['regulator assemblies', 2], ['pilot (gear) pump', 1], ['pump housing bolts', 8], ['rear cover with valve plates', 1], ['cylinder block assemblies', 2], ['piston and shoe assemblies', 18], ['retainer plates and spherical bushes', 2], ['swash plates', 2], ['drive shaft', 1], ['shaft seal', 1], ['taper roller bearings', 2]],
  },
  {
    n: 'pilot pump', cat: 'hyd', kg: 4, bolt: [2, 'M10'], procs: 'DTRN',
    loc: 'is attached to the rear cover of the main hydraulic pump and driven by the main pump shaft',
    fn: 'It is a gear pump that supplies oil for the pilot circuit: control levers, pedals, solenoid valves and the pump regulators. The pilot relief valve in the pilot filter block limits the pressure.',
    data: [['Type', 'External gear pump'], ['Displacement', '10.1 cm³/rev'], ['Pilot relief pressure', '4.0 MPa (40 kgf/cm²)'], ['Pilot filter', '10 µm, replace every 1 000 h']],
    test: {
      noun: 'Testing and adjustment', why: 'of the pilot pressure is needed when all functions respond slowly or the safety lever does not cut off the pilot supply',
      steps: ['Install a 0–10 MPa gauge at the pilot gauge port Pi on the pilot filter block.', 'Warm the oil to 50 ± 5 °C and run the engine at high idle with the safety lever down (unlocked).', 'Read the pilot pressure with all levers in neutral.', 'If the pressure is out of specification, remove the cap of the pilot relief valve, loosen the lock nut and turn the adjusting screw (clockwise to increase).', 'Tighten the lock nut to 20 N·m, refit the cap and check the pressure again.'],
      spec: [['Pilot pressure at high idle', '4.0 ± 0.2 MPa'], ['Pilot pressure at low idle', '3.6 MPa min.'], ['Adjusting screw: one turn', 'approx. 1.2 MPa'], ['Lock nut torque', '20 N·m']],
    },
    conn: 'Disconnect the pilot pump suction and delivery hoses and cap them.',
  },
  {
    n: 'pump regulator', cat: 'hyd', kg: 6, bolt: [4, 'M8'], procs: 'DTXA',
    loc: 'is bolted to the side of each pump section of the main hydraulic pump; the P1 and P2 regulators are identical',
    fn: 'It controls the swash-plate angle, and so the delivery, according to three inputs: the negative-control pressure from the main control valve, the self pressure of both pumps (total horsepower control) and the power-shift pressure from the EPPR valve commanded by the VCU.',
    data: [['Control type', 'Negative flow control + total horsepower control'], ['Power-shift valve (EPPR) current', '200–600 mA'], ['Negative control start pressure', '1.5 MPa'], ['Maximum flow stopper', 'Factory-set, sealed']],
    test: {
      noun: 'Testing and adjustment', why: 'of the horsepower control is done only when the pump flow test shows the power curve out of specification',
      steps: ['Connect flow meters to P1 and P2 as in the pump flow test, and connect the diagnostic tool to read the EPPR current.', 'With the engine at high idle in power mode P, load both pumps to 25 MPa and read the flows.', 'If the flow is too high or too low, loosen the lock nut of the outer horsepower adjusting screw on the regulator.', 'Turn the screw clockwise to increase the input horsepower; a quarter turn changes the flow by approximately 8 L/min.', 'Tighten the lock nut to 30 N·m and adjust the second regulator to the same setting.'],
      spec: [['Flow at 25 MPa, mode P', '98–110 L/min'], ['Outer screw: 1/4 turn', 'approx. 8 L/min'], ['Inner screw: 1/4 turn', 'approx. 0.9 MPa shift of curve'], ['Lock nut torque', '30 N·m']],
    },
    parts: [['regulator mounting bolts', 4], ['cover with adjusting screws', 1], ['pilot piston', 1], ['compensating rod', 1], ['outer and inner springs', 2], ['feedback lever', 1], ['pilot spool and sleeve', 1], ['O-rings', 6]],
  },
  {
    n: 'main control valve', cat: 'hyd', kg: 196, bolt: [3, 'M16'], procs: 'DRNXA',
    loc: 'is mounted on the upper frame between the boom foot and the fuel tank, under the right-hand side cover',
    fn: 'It is a 9-spool sectional valve in two halves. P1 supplies travel right, bucket, boom 1 and arm 2; P2 supplies travel left, swing, arm 1, boom 2 and the option spool. Each side has a travel-straight function, regeneration for boom down and arm in, and holding valves for boom and arm.',
    data: [['Type', '9-spool, pilot-operated, negative control'], ['Main relief setting', '34.3 MPa / 36.3 MPa (boost)'], ['Port relief setting (boom, arm, bucket)', '37.3 MPa'], ['Spool stroke', '9.5 mm']],
    chk: [['External leakage at spool caps', 'None', 'Oil drops', 'Replace cap O-rings'], ['Boom drift (cylinder, 10 min)', '10 mm max.', '20 mm', 'Check holding valve'], ['Negative control pressure at neutral', '3.5–4.0 MPa', 'Below 3.0 MPa', 'Check foot relief valve'], ['Mounting bolts', '245 N·m', 'Loose', 'Tighten']],
    sym: 'a function drifts, a function is weak or the machine does not travel straight',
    conn: 'Tag and disconnect all main hoses (22) and pilot hoses (19), and disconnect the pressure sensor connectors. Cap every port immediately.',
    parts: [['spool caps', 18], ['spool return springs and spring seats', 9], ['boom 1 spool', 1], ['arm 1 spool with regeneration check', 1], ['bucket spool', 1], ['holding valve poppets', 2], ['load check valves', 9], ['main relief valve', 1], ['section tie bolts', 4]],
  },
  {
    n: 'main relief valve', cat: 'hyd', kg: 1, procs: 'DTXA',
    loc: 'is screwed into the inlet section of the main control valve, on the P1 side',
    fn: 'It limits the maximum pressure of both pump circuits. A pilot-operated two-stage design allows a temporary increase to the power-boost setting when the VCU energises the boost solenoid.',
    data: [['Type', 'Pilot-operated, two-stage'], ['Setting, standard', '34.3 MPa (350 kgf/cm²) at 40 L/min'], ['Setting, power boost', '36.3 MPa (370 kgf/cm²)'], ['Cartridge torque', '177 N·m']],
    test: {
      noun: 'Testing and adjustment', why: 'of the main relief pressure is done with the hydraulic oil at 50 ± 5 °C and the engine at high idle',
      steps: ['Install 0–60 MPa gauges at the gauge ports of P1 and P2 (or read the pump pressure sensors on the monitor service menu).', 'Select power mode P, engine at high idle. Extend the arm fully and hold the lever to relieve the circuit; read P1 and P2.', 'Press the power-boost switch on the right-hand lever and read the boost pressure.', 'To adjust the boost setting first, loosen lock nut 1 and turn plug 1; then adjust the standard setting with lock nut 2 and adjusting screw 2.', 'One turn of the adjusting screw changes the pressure by approximately 17 MPa, so make changes in small steps. Tighten the lock nuts to 69 N·m.'],
      spec: [['Standard setting', '34.3 ± 0.5 MPa'], ['Power boost setting', '36.3 ± 0.5 MPa'], ['Adjusting screw: one turn', 'approx. 17 MPa'], ['Lock nut torque', '69 N·m'], ['Oil temperature during test', '50 ± 5 °C']],
    },
    parts: [['lock nuts', 2], ['adjusting plug (boost)', 1], ['adjusting screw', 1], ['pilot poppet and seat', 1], ['pilot spring', 1], ['main poppet', 1], ['main poppet spring', 1], ['O-rings and backup rings', 5]],
  },
  {
    n: 'port relief valves', cat: 'hyd', kg: 1, procs: 'DTRN',
    loc: 'are screwed into the work ports of the main control valve for boom, arm and bucket (six valves)',
    fn: 'They protect the cylinders and hoses against pressure peaks caused by external forces, and act as anti-cavitation valves when a cylinder is pulled faster than the pump can fill it.',
    data: [['Setting, boom head and rod', '37.3 MPa at 10 L/min'], ['Setting, arm and bucket', '37.3 MPa at 10 L/min'], ['Anti-cavitation opening', '0.1 MPa'], ['Cartridge torque', '137 N·m']],
    test: {
      noun: 'Testing and adjustment', why: 'requires the main relief valve to be set temporarily higher than the port relief valve being tested',
      steps: ['Install a 0–60 MPa gauge at the gauge port of the pump that feeds the function under test.', 'Raise the main relief setting temporarily by turning its adjusting screw 1/4 turn clockwise; record the number of turns.', 'Operate the function to its stroke end at high idle and read the pressure: this is the port relief setting.', 'Adjust the port relief valve if necessary (clockwise increases) and tighten its lock nut to 69 N·m.', 'Return the main relief valve to its original setting and check it again.'],
      spec: [['Port relief setting', '37.3 ± 0.5 MPa'], ['Adjusting screw: one turn', 'approx. 21 MPa'], ['Lock nut torque', '69 N·m']],
    },
    steps: {
      R: ['Prepare the machine as described in §[prepare].', 'Release the residual pressure in the hydraulic circuit and in the hydraulic tank (see §[pressure]).', 'Clean the area around the valve and place a drip tray under the main control valve.', 'Mark the valve and its port so that it is refitted in the same position; the valves for head and rod side look alike.', 'Unscrew the relief valve cartridge with a spanner on the body hexagon. Do not turn the lock nut, or the setting will change.', 'Plug the port in the main control valve immediately.'],
      N: ['Fit new O-rings and backup rings to the cartridge, lightly lubricated with clean hydraulic oil.', 'Screw the cartridge into its original port by hand, then tighten it to 137 N·m.', 'Start the engine and operate the function to the end of its stroke a few times; check the valve for leaks.', 'Check the setting as described in the testing and adjustment procedure.'],
    },
  },
  {
    n: 'pilot control valve', cat: 'hyd', kg: 3, bolt: [4, 'M8'], procs: 'DIRN',
    loc: 'is installed in each console, under the left-hand and right-hand joystick',
    fn: 'It is a pressure-reducing valve with four ports: the lever angle sets a secondary pilot pressure that moves the corresponding spool of the main control valve in proportion to the lever stroke.',
    data: [['Type', 'Four-port pressure-reducing valve'], ['Primary pressure', '4.0 MPa'], ['Secondary pressure, full stroke', '2.5–2.9 MPa'], ['Lever operating angle', '± 19°']],
    chk: [['Lever play at neutral', '2 mm max.', '5 mm', 'Replace push rods and plate'], ['Secondary pressure at full stroke', '2.5–2.9 MPa', 'Below 2.3 MPa', 'Overhaul valve'], ['Rubber boot', 'Intact', 'Torn', 'Replace boot'], ['Lever return', 'Returns to neutral', 'Sticks', 'Overhaul valve']],
    sym: 'a function does not reach full speed, responds late or the lever does not return to neutral',
    conn: 'Remove the console cover, tag the six pilot hoses (P, T, 1, 2, 3, 4) and disconnect them. Disconnect the switch connectors in the lever grip.',
    parts: [['lever and grip assembly', 1], ['rubber boot', 1], ['plate and adjusting nut', 1], ['push rods with seals', 4], ['plugs', 4], ['metering springs', 4], ['reducing spools', 4], ['return springs', 4]],
  },
  {
    n: 'travel pilot valve', cat: 'hyd', kg: 7, bolt: [4, 'M10'], procs: 'DRN',
    loc: 'is mounted under the cab floor and operated by the two travel pedals and levers',
    fn: 'Each pedal controls one track. A damper in each section prevents sudden starts and stops.',
    data: [['Type', 'Pedal-operated pressure-reducing valve with damper'], ['Secondary pressure, full stroke', '2.5–2.9 MPa'], ['Pedal angle', '± 12.4°'], ['Travel pressure switch', 'Signals travel to the VCU at 0.5 MPa']],
    conn: 'Remove the floor mat and the floor plate. Tag and disconnect the six pilot hoses and the pressure switch connector.',
  },
  {
    n: 'solenoid valve block', cat: 'hyd', kg: 6, bolt: [2, 'M10'], procs: 'DTRN',
    loc: 'is mounted on the left-hand side of the hydraulic tank',
    fn: 'It contains the on/off solenoid valves controlled by the VCU: pilot cut-off (safety lever), travel two-speed, swing parking brake release and power boost.',
    data: [['Supply', '4.0 MPa pilot pressure'], ['Solenoid voltage', '24 V DC'], ['Coil resistance (20 °C)', '26–32 Ω'], ['Valves', 'A1 pilot cut-off, A2 swing brake, A3 power boost, A4 travel speed']],
    test: {
      noun: 'Testing', why: 'locates faults in the solenoid valves with a multimeter and a pressure gauge',
      steps: ['Turn the starter switch OFF and disconnect the connector of the solenoid under test.', 'Measure the coil resistance between the two terminals of the solenoid.', 'Reconnect the connector, start the engine and install a 0–10 MPa gauge at the output port of the valve.', 'Activate the function (for example raise the safety lever for A1) and check that the output pressure switches between 0 and pilot pressure.', 'If the coil is good but the pressure does not change, clean or replace the valve cartridge.'],
      spec: [['Coil resistance (20 °C)', '26–32 Ω'], ['Output pressure, energised', '3.8–4.2 MPa'], ['Output pressure, de-energised', '0 MPa'], ['Coil nut torque', '5 N·m']],
    },
    conn: 'Tag and disconnect the pilot hoses and the four solenoid connectors.',
  },
  {
    n: 'hydraulic tank', cat: 'hyd', kg: 105, bolt: [4, 'M16'], procs: 'DIRN',
    loc: 'is mounted on the right-hand side of the upper frame, behind the fuel tank',
    fn: 'It holds the hydraulic oil, separates air from the returning oil and contains the return filter, the suction strainer and the breather with pressurisation valve.',
    data: [['Tank capacity', '130 L (system 235 L)'], ['Breather pressurisation', '0.05 MPa opening, −0.003 MPa vacuum'], ['Return filter', '10 µm, 250 h first, then every 1 000 h'], ['Suction strainer', '150 µm mesh, clean every 2 000 h']],
    chk: [['Oil level (bucket cylinder extended, arm in)', 'Between marks', 'Below L mark', 'Add oil'], ['Oil appearance', 'Clear', 'Milky or dark', 'Take oil sample'], ['Breather element', 'Clean', 'Clogged', 'Replace element'], ['Tank welds and brackets', 'No cracks', 'Any crack', 'Repair']],
    sym: 'the oil level drops, the oil foams or becomes milky',
    conn: 'Drain the hydraulic oil (about 130 L) into clean containers. Disconnect the suction hose, the return and drain hoses and the oil temperature sensor connector.',
    fill: 'Fill the tank with new or filtered hydraulic oil through the return filter housing and bleed the air from the pumps (see §[bleeding]).',
  },
  {
    n: 'return filter', cat: 'hyd', kg: 2, bolt: [4, 'M10'], procs: 'DI',
    loc: 'is installed in the top of the hydraulic tank under a bolted cover',
    sym: 'fault code E-091 appears or a component has failed internally',
    fn: 'All return oil from the main control valve and the actuators passes through the filter. A bypass valve opens at 0.15 MPa; a clogging switch triggers fault code E-091.',
    data: [['Rating', '10 µm, glass fibre'], ['Bypass valve', '0.15 MPa'], ['Clogging switch', '0.10 MPa'], ['Replacement', 'first 250 h, then every 1 000 h; every 100 h with a hydraulic breaker']],
    chk: [['Debris in element', 'None visible', 'Metal particles', 'Find the source; sample the oil'], ['Cover O-ring', 'Undamaged', 'Flattened or cut', 'Replace O-ring'], ['Bypass valve seat', 'Clean', 'Stuck open', 'Replace valve']],
  },
  {
    n: 'hydraulic oil cooler', cat: 'hyd', kg: 32, bolt: [4, 'M10'], procs: 'DIRN',
    loc: 'forms the front section of the cooling package, in front of the radiator',
    sym: 'fault code E-012 appears or oil leaks at the cooler connections',
    fn: 'It cools the return oil from the main control valve. A bypass check valve (0.3 MPa) protects the cooler against pressure peaks on cold starts.',
    data: [['Type', 'Aluminium bar-and-plate'], ['Bypass check valve', '0.3 MPa'], ['Target oil temperature', '50–80 °C'], ['Hydraulic oil temperature warning', '95 °C (E-012)']],
    chk: [['Core blockage', 'Clean', 'More than 20 % blocked', 'Clean with compressed air or low-pressure water'], ['Leakage at hose connections', 'None', 'Drops', 'Replace O-rings'], ['Bypass check valve', 'Closed at idle', 'Stuck open', 'Replace valve']],
    conn: 'Drain the hydraulic oil or close the suction stop valve, then disconnect the inlet and outlet hoses and remove the cooler bracket bolts.',
  },
  {
    n: 'boom cylinder', cat: 'hyd', kg: 198, bolt: [0, ''], procs: 'DIRNXA',
    loc: 'is one of two cylinders connected between the upper frame and the boom',
    fn: 'It raises and lowers the boom. Cushions at both ends reduce shock at stroke end.',
    data: [['Bore × rod × stroke', '120 × 85 × 1 290 mm'], ['Cushion', 'Head and rod end'], ['Head gland torque', '5 640 N·m'], ['Piston nut torque', '6 860 N·m']],
    chk: [['Rod surface', 'No scoring', 'Scratches > 0.1 mm deep', 'Replace or re-chrome rod'], ['Rod seal leakage', 'None', 'Oil film ring on rod', 'Replace seals'], ['Cylinder drift (10 min, boom level)', '10 mm max.', '20 mm', 'Test piston seal'], ['Pin boss clearance', '0.1–0.3 mm', '1.5 mm', 'Replace bushing']],
    sym: 'the boom drifts, oil leaks from the rod gland or the rod is scored',
    ext: ['Lower the bucket to the ground and support the boom on a stand so that no load acts on the cylinder.', 'Remove the rod-end pin lock bolt and drive out the rod pin. Tie the rod to the cylinder tube so that it cannot extend.'],
    conn: 'Disconnect the head-side and rod-side hoses and fit caps.',
    rfasten: 'Remove the head-end pin lock bolt and drive out the head-end pin with a brass drift. Keep the shims in order.',
    parts: [['gland bolts', 12], ['rod cover (gland)', 1], ['piston rod assembly', 1], ['piston nut and set screw', 1], ['piston', 1], ['cushion ring', 1], ['dust wiper', 1], ['rod seal and buffer ring', 2], ['piston seal and wear rings', 3]],
  },
  {
    n: 'arm cylinder', cat: 'hyd', kg: 232, bolt: [0, ''], procs: 'DRN',
    loc: 'is mounted on top of the boom, with the rod connected to the arm',
    fn: 'It moves the arm in and out. An arm regeneration valve in the main control valve routes rod-side oil to the head side to speed up arm-in movement.',
    data: [['Bore × rod × stroke', '140 × 95 × 1 510 mm'], ['Cushion', 'Head and rod end'], ['Head gland torque', '7 250 N·m'], ['Piston nut torque', '8 820 N·m']],
    ext: ['Position the arm vertically with the bucket on the ground and the arm cylinder half extended.', 'Sling the arm cylinder with two round slings and take up the slack before removing the pins.'],
    conn: 'Disconnect the head-side and rod-side hoses at the boom and fit caps.',
    parts: [['gland bolts', 12], ['rod cover (gland)', 1], ['piston rod assembly', 1], ['piston nut', 1], ['piston', 1], ['cushion plunger', 1], ['dust wiper', 1], ['rod seal and buffer ring', 2], ['piston seal and wear rings', 3]],
  },
  {
    n: 'bucket cylinder', cat: 'hyd', kg: 146, bolt: [0, ''], procs: 'DRN',
    loc: 'is mounted on top of the arm and connected to the bucket through the link and the guide link',
    fn: 'It curls and dumps the bucket.',
    data: [['Bore × rod × stroke', '120 × 80 × 1 005 mm'], ['Cushion', 'Rod end'], ['Head gland torque', '5 640 N·m'], ['Piston nut torque', '6 860 N·m']],
    ext: ['Rest the bucket flat on the ground with the cylinder half extended.'],
    conn: 'Disconnect the two hoses at the arm and fit caps.',
    parts: [['gland bolts', 10], ['rod cover (gland)', 1], ['piston rod assembly', 1], ['piston nut', 1], ['piston', 1], ['dust wiper', 1], ['rod seal and buffer ring', 2], ['piston seal and wear rings', 3]],
  },
  {
    n: 'center joint', cat: 'hyd', kg: 66, bolt: [4, 'M16'], procs: 'DIRN',
    loc: 'is installed in the centre of the swing bearing, with its body fixed to the lower frame and its shaft turning with the upper structure',
    fn: 'It transfers oil to the travel motors and the travel speed pilot line while the upper structure swings through 360°.',
    data: [['Ports', '4 main (travel), 1 drain, 1 pilot (two-speed)'], ['Rated pressure', '34.3 MPa'], ['Rotating torque', 'below 400 N·m'], ['Shaft seals', 'Slipper seals with O-rings']],
    chk: [['Travel drifts with upper structure swung 90°', 'No', 'Yes', 'Replace shaft seals'], ['Drain line leakage at 34 MPa', 'Below 0.5 L/min', '1.5 L/min', 'Overhaul center joint'], ['Rotation stop bracket', 'Secure', 'Loose or worn', 'Repair bracket']],
    sym: 'one track loses power only in certain swing positions or the machine travels unevenly',
    ext: ['Remove the lower frame under cover and the rotation stop bracket.'],
    conn: 'Tag and disconnect the travel hoses at the top and bottom of the center joint and fit caps.',
    parts: [['cover bolts', 6], ['cover with O-ring', 1], ['thrust plate', 1], ['retaining ring', 1], ['shaft', 1], ['slipper seals with O-rings', 6], ['dust seal', 1]],
  },
  {
    n: 'pilot accumulator', cat: 'hyd', kg: 2, procs: 'DTR',
    loc: 'is mounted on the pilot filter block under the cab floor',
    fn: 'It stores pilot oil so that the attachment can be lowered to the ground with the engine stopped, and smooths pressure peaks in the pilot circuit.',
    data: [['Type', 'Diaphragm, nitrogen-charged'], ['Volume', '0.35 L'], ['Gas pre-charge', '1.5 MPa at 20 °C'], ['Mounting torque', '70 N·m']],
    test: {
      noun: 'Testing', why: 'is done by lowering the attachment with the engine stopped',
      steps: ['Raise the bucket about 1 m above the ground and stop the engine.', 'Turn the starter switch to ON without starting the engine and lower the safety lever.', 'Move the boom lever to boom down. The boom must lower smoothly to the ground.', 'Count the number of full lever strokes that still give movement after the first attempt.', 'If the attachment does not lower, or fewer strokes than specified are possible, replace the accumulator (it cannot be recharged).'],
      spec: [['Full boom-down strokes available', '3 min.'], ['Gas pre-charge', '1.5 MPa at 20 °C'], ['Replacement interval', '2 years or 4 000 h']],
    },
    conn: 'Release the pilot pressure by operating the control levers several times with the engine stopped and the starter switch ON.',
    rfasten: 'Unscrew the accumulator from the pilot filter block with a strap wrench. Do not heat or open the accumulator: it contains nitrogen under pressure.',
  },
];

const SWING = [
  {
    n: 'swing motor', cat: 'hyd', kg: 56, bolt: [12, 'M16'], procs: 'DITRNXA',
    loc: 'is mounted vertically on top of the swing reduction gear at the front of the upper frame',
    fn: 'It is a fixed-displacement axial piston motor with an integrated spring-applied, hydraulically released parking brake, two swing relief valves, make-up check valves and a time-delay valve that applies the brake about 5 seconds after the swing lever returns to neutral.',
    data: [['Type', 'Fixed swash-plate axial piston motor'], ['Displacement', '151 cm³/rev'], ['Swing relief setting', '27.9 MPa (285 kgf/cm²)'], ['Brake release pressure', '2.0–2.5 MPa']],
    chk: [['Drain (case) flow during swing relief', 'Below 2 L/min', '4 L/min', 'Overhaul motor'], ['Swing drift on 15° slope (5 min)', 'None', 'Any movement', 'Test parking brake'], ['Swing speed (3 turns)', '15.4 ± 1.0 s', '17.5 s', 'Test relief valves and pump flow'], ['Noise', 'Even', 'Knocking', 'Inspect reduction gear']],
    sym: 'the swing is slow, noisy, drifts on a slope or overruns when stopping',
    test: {
      noun: 'Testing', why: 'of the swing motor measures the case drain flow, which shows the internal leakage of the motor',
      steps: ['Warm the oil to 50 ± 5 °C. Lower the attachment to the ground and stop the engine.', 'Disconnect the drain hose from the swing motor and connect a test hose leading into a measuring container; cap the open hose.', 'Lock the swing mechanically with the swing lock pin, start the engine and set it to high idle.', 'Operate swing to relieve the circuit for 60 seconds and collect the drain oil.', 'Measure the collected quantity. If it exceeds the limit, overhaul the motor.'],
      spec: [['Case drain flow, new motor', '0.5–2.0 L/min'], ['Case drain flow, limit', '4.0 L/min'], ['Swing relief pressure during test', '27.9 ± 0.5 MPa']],
    },
    conn: 'Tag and disconnect the A and B port hoses, the make-up hose, the drain hose and the brake release pilot hose. Cap all openings.',
    fill: 'Fill the motor case with clean hydraulic oil through the drain port before start-up. Run the swing at low idle for one minute in each direction.',
    parts: [['brake cover bolts', 8], ['brake piston with O-rings', 1], ['brake springs', 20], ['friction plates and separator plates', 6], ['valve casing with relief valves', 1], ['valve plate', 1], ['cylinder block with pistons', 1], ['shoe plate and retainer', 1], ['drive shaft', 1], ['oil seal', 1], ['roller bearings', 2]],
  },
  {
    n: 'swing reduction gear', cat: 'mech', kg: 212, bolt: [14, 'M20'], procs: 'DIRNXA',
    loc: 'is bolted to the upper frame at the front right of the swing bearing, with the pinion meshing with the internal ring gear of the swing bearing',
    fn: 'It is a two-stage planetary gearbox running in an oil bath. It reduces the speed of the swing motor and multiplies its torque.',
    lube: 'an oil bath of gear oil (API GL-5, SAE 80W-90, 5.0 L)',
    data: [['Type', 'Two-stage planetary'], ['Reduction ratio', '19.47 : 1'], ['Gear oil', 'SAE 80W-90, API GL-5, 5.0 L'], ['Oil change', 'First 250 h, then every 1 000 h']],
    chk: [['Oil level (dipstick)', 'Between marks', 'Below L', 'Top up; find leak'], ['Metal particles on drain plug magnet', 'Fine paste only', 'Flakes or chips', 'Disassemble gearbox'], ['Pinion tooth wear', 'Even contact', 'Pitting over 30 % of flank', 'Replace pinion'], ['Pinion backlash to ring gear', '0.3–0.6 mm', '1.5 mm', 'Replace pinion or bearing']],
    sym: 'the swing is noisy, the gear oil contains metal or the oil level drops',
    drain: 'Drain the gear oil (about 5.0 L) and inspect it and the drain plug magnet for metal particles.',
    ext: ['Remove the swing motor from the top of the reduction gear (see §[swing motor]).'],
    fill: 'Fill the reduction gear with gear oil to the upper mark on the dipstick (about 5.0 L) and check the level again after swinging for 5 minutes.',
    parts: [['drain plug and dipstick tube', 1], ['No. 1 sun gear', 1], ['No. 1 planetary carrier assembly', 1], ['No. 2 sun gear', 1], ['No. 2 planetary carrier assembly', 1], ['planet gear needle bearings', 8], ['ring gear', 1], ['lock plate of the pinion shaft', 1], ['pinion shaft', 1], ['taper roller bearings', 2], ['oil seal', 1]],
  },
  {
    n: 'swing bearing', cat: 'mech', kg: 380, bolt: [36, 'M20'], boltTorque: 580, procs: 'DIRN',
    pre: 'Remove the attachment and the counterweight (masses in §[masses]).',
    seal: 'Apply liquid gasket to the outer race seat on the upper frame and grease the seal lip.',
    fasten: 'Align the soft zone (S mark) of the inner race with the right-hand side of the lower frame. Tighten the 36 bolts of each race in a criss-cross pattern, in two passes, to 580 N·m.',
    loc: 'connects the upper structure to the lower frame; its outer race is bolted to the upper frame and its inner race, with the internal ring gear, to the lower frame',
    fn: 'It is a single-row ball bearing that carries all loads between the upper structure and the undercarriage while allowing 360° rotation.',
    lube: 'grease through two grease nipples on the bearing races and, for the ring gear, a grease bath',
    data: [['Type', 'Single-row ball bearing, internal gear'], ['Outer race bolts', '36 × M20, 10.9'], ['Inner race bolts', '36 × M20, 10.9'], ['Grease', 'Lithium EP2: bearing every 250 h, gear bath 2 000 h']],
    chk: [['Axial play (tilt test)', '0.5–1.5 mm', '3.0 mm', 'Replace bearing'], ['Mounting bolts', '580 N·m', 'Any loose bolt', 'Replace all bolts of that race'], ['Grease bath condition', 'Clean, yellow', 'Water or dirt', 'Renew grease (about 14 kg)'], ['Seal lip', 'Intact', 'Torn', 'Replace seal']],
    sym: 'the upper structure rocks, the swing is noisy or grease leaks from the seal',
    ext: ['Remove the upper structure from the undercarriage with a crane of at least 25 t capacity (see §[center joint] for disconnecting the center joint).'],
    fill: 'Fill the ring gear bath with 14 kg of lithium EP2 grease and grease the bearing races until fresh grease appears at the seal while swinging slowly.',
    torques: [['Outer and inner race bolts', '580 N·m (torque wrench, two passes, criss-cross)']],
  },
  {
    n: 'swing parking brake', cat: 'hyd', kg: 9, procs: 'DTXA',
    loc: 'is built into the upper part of the swing motor',
    fn: 'It is a wet multi-disc brake applied by springs and released by pilot pressure from solenoid valve A2. The brake is released when a swing or attachment lever is operated and applied again about 5 seconds after the levers return to neutral.',
    data: [['Type', 'Wet multiple disc, spring-applied'], ['Braking torque', '1 080 N·m min.'], ['Release pressure', '2.0–2.5 MPa'], ['Application delay', '5 ± 1 s']],
    test: {
      noun: 'Testing', why: 'checks the holding torque of the swing parking brake on a slope',
      steps: ['Park the machine across a 15° slope with the attachment fully extended and the empty bucket just above the ground.', 'Return all levers to neutral and wait 10 seconds.', 'Mark the upper structure and the track frame with chalk and wait 5 minutes with the engine at low idle.', 'There must be no rotation. If the upper structure moves, measure the brake release pressure with the swing lever in neutral; it must be 0 MPa.', 'If the release pressure is 0 and the structure still moves, disassemble the brake and check the plates and springs.'],
      spec: [['Rotation on 15° slope in 5 min', 'None'], ['Release pressure, lever neutral (after 5 s)', '0 MPa'], ['Release pressure, lever operated', '2.0–2.5 MPa'], ['Friction plate thickness', '2.6 mm, limit 2.3 mm']],
    },
    parts: [['brake cover bolts', 8], ['brake cover', 1], ['brake springs', 20], ['brake piston', 1], ['piston O-rings', 2], ['friction plates', 3], ['separator plates', 4]],
  },
  {
    n: 'swing relief valves', cat: 'hyd', kg: 1, procs: 'DT',
    loc: 'are screwed into the valve casing of the swing motor, one for each direction of rotation',
    fn: 'They limit the pressure in the swing circuit during acceleration and braking. A shockless function raises the pressure in two steps to make swing starts smooth.',
    data: [['Setting', '27.9 MPa (285 kgf/cm²) at 40 L/min'], ['Shockless first stage', 'approx. 20 MPa for 0.1 s'], ['Cartridge torque', '177 N·m'], ['Lock nut torque', '69 N·m']],
    test: {
      noun: 'Testing and adjustment', why: 'is done with the swing locked mechanically; see also service bulletin SB-2026-014',
      steps: ['Install 0–60 MPa gauges at the A and B gauge ports of the swing motor.', 'Engage the swing lock pin, warm the oil to 50 ± 5 °C and run the engine at high idle in power mode P.', 'Operate the swing lever fully to the left for no more than 10 seconds and read the pressure; repeat to the right.', 'If the setting is wrong, loosen the lock nut and turn the adjusting screw; one turn changes the setting by about 11 MPa.', 'Tighten the lock nut to 69 N·m and check the setting again.'],
      spec: [['Swing relief setting', '27.9 ± 0.5 MPa'], ['Adjusting screw: one turn', 'approx. 11 MPa'], ['Lock nut torque', '69 N·m'], ['Maximum relief time per test', '10 s']],
    },
  },
];

const TRAVEL = [
  {
    n: 'travel motor', cat: 'hyd', kg: 110, bolt: [16, 'M16'], procs: 'DITRNXA',
    loc: 'is installed at the rear of each track frame, integrated with the travel reduction gear and the sprocket hub',
    fn: 'It is a two-speed variable-displacement axial piston motor with a counterbalance valve, travel relief valves and a spring-applied parking brake. The swash plate switches to the small angle (high speed) when pilot pressure from solenoid valve A4 is applied and the load is low.',
    data: [['Type', 'Two-speed axial piston motor'], ['Displacement', '165.4 / 94.3 cm³/rev'], ['Travel relief setting', '34.3 MPa'], ['Travel speed', '3.0 / 5.5 km/h']],
    chk: [['Case drain flow (locked track)', 'Below 3 L/min', '6 L/min', 'Overhaul motor'], ['Travel speed, 20 m (low)', '23.0–25.5 s', '28 s', 'Test relief and pump flow'], ['Track revolution speed, jacked up (high)', '13.0–15.0 s / 3 rev', '17 s', 'Check two-speed control'], ['Mistracking over 20 m', '200 mm max.', '400 mm', 'Compare motor leakage']],
    sym: 'the machine travels slowly, mistracks or does not change speed',
    test: {
      noun: 'Testing', why: 'of the travel motor measures the case drain flow with the track locked',
      steps: ['Lower the attachment and release the pressure. Disconnect the drain hose at the travel motor and connect a measuring hose.', 'Lock the track by placing a steel block between a sprocket tooth and the track frame.', 'Start the engine, set high idle and select low travel speed.', 'Operate travel against the locked track for 30 seconds and collect the drain oil. Do not exceed 30 seconds.', 'Multiply the collected quantity by two to obtain L/min and compare it with the table.'],
      spec: [['Case drain flow, new motor', '1.0–3.0 L/min'], ['Case drain flow, limit', '6.0 L/min'], ['Relief pressure during test', '34.3 ± 0.5 MPa']],
    },
    ext: ['Remove the track chain from the sprocket (see §[track chain]) and drain the travel reduction gear oil (about 5.8 L).'],
    conn: 'Remove the motor cover. Tag and disconnect the two main hoses, the drain hose and the two-speed pilot hose and cap them.',
    fill: 'Fill the motor case with clean hydraulic oil through the drain port (about 1.0 L). Jack up the track and run it slowly in both directions for two minutes.',
    parts: [['rear flange bolts', 10], ['rear flange with counterbalance valve', 1], ['valve plate', 1], ['brake springs', 12], ['brake piston', 1], ['friction and separator plates', 8], ['cylinder block with pistons', 1], ['swash plate and two-speed piston', 1], ['drive shaft', 1], ['floating seal', 1]],
  },
  {
    n: 'travel reduction gear', cat: 'mech', kg: 265, bolt: [24, 'M16'], procs: 'DIRN',
    loc: 'is a two-stage planetary gear built into the sprocket hub at the rear of each track frame',
    fn: 'It reduces the speed of the travel motor and carries the sprocket. A floating seal seals the rotating hub against the stationary housing.',
    lube: 'an oil bath of gear oil (API GL-5, SAE 80W-90, 5.8 L per side)',
    data: [['Type', 'Two-stage planetary'], ['Reduction ratio', '53.7 : 1'], ['Gear oil', 'SAE 80W-90, API GL-5, 5.8 L per side'], ['Oil change', 'First 250 h, then every 1 000 h']],
    chk: [['Oil level (level plug at 3 o’clock)', 'At plug hole', 'Below hole', 'Top up; check floating seal'], ['Metal particles', 'Fine paste only', 'Flakes', 'Disassemble'], ['Floating seal leakage', 'None', 'Oil on hub', 'Replace floating seal'], ['Hub axial play', '0.1 mm max.', '0.5 mm', 'Adjust bearing preload']],
    sym: 'oil leaks at the sprocket hub, the travel is noisy or the gear oil contains metal',
    drain: 'Position the drain plug at 6 o’clock and drain the gear oil (about 5.8 L) into a clean container.',
    ext: ['Remove the travel motor (see §[travel motor]) or remove the travel motor and reduction gear as one unit (mass about 375 kg).'],
    fill: 'Fill with gear oil until oil runs out of the level plug hole (about 5.8 L), with the drain plug at 6 o’clock.',
    parts: [['cover bolts', 16], ['cover', 1], ['No. 1 sun gear', 1], ['No. 1 carrier assembly', 1], ['No. 2 sun gear', 1], ['No. 2 carrier assembly', 1], ['ring gear and hub', 1], ['main bearings', 2], ['floating seal pair', 1], ['bearing nut and lock plate', 1]],
  },
  {
    n: 'counterbalance valve', cat: 'hyd', kg: 4, procs: 'DTXA',
    loc: 'is built into the rear flange of each travel motor',
    fn: 'It prevents the machine from running away on a downhill slope by metering the oil leaving the motor, and it supplies brake release pressure only while the motor is driven.',
    data: [['Spool stroke', '8 mm'], ['Cracking pressure', '1.4 MPa'], ['Brake release pressure', '0.9–1.2 MPa'], ['Plug torque', '441 N·m']],
    test: {
      noun: 'Testing', why: 'is done on a downhill slope and with pressure gauges at the motor ports',
      steps: ['Install 0–60 MPa gauges at the two travel motor gauge ports.', 'Drive the machine slowly down a 15° slope in low speed and read the inlet pressure.', 'A steady inlet pressure above the cracking pressure shows that the valve is metering correctly.', 'If the machine surges or runs away, stop immediately and check the spool for sticking.', 'Check also that the parking brake applies within 1 second after releasing the pedal.'],
      spec: [['Inlet pressure, 15° downhill, low speed', '2–5 MPa'], ['Brake application after pedal release', 'Within 1 s'], ['Spool sliding resistance', 'Moves freely by hand']],
    },
    parts: [['spring cover plugs', 2], ['springs and spring seats', 2], ['counterbalance spool', 1], ['check valves', 2], ['orifice plugs', 2], ['O-rings', 4]],
  },
  {
    n: 'two-speed travel control', cat: 'hyd', kg: 1, procs: 'DT',
    loc: 'consists of the travel speed switch on the instrument panel, the VCU, solenoid valve A4 and the two-speed pistons in the travel motors',
    fn: 'High speed is selected with the switch. The motors return automatically to low speed when the travel pressure rises above 25.5 MPa and shift back up when it falls below 17.7 MPa.',
    data: [['Solenoid valve', 'A4 in the solenoid valve block'], ['Auto-downshift pressure', '25.5 MPa'], ['Auto-upshift pressure', '17.7 MPa'], ['Speeds', '3.0 / 5.5 km/h']],
    test: {
      noun: 'Testing', why: 'is done with the tracks jacked up',
      steps: ['Jack up one track with the attachment and place blocks under the track frame.', 'Mark one track shoe and count the time for 3 revolutions in low and in high speed at high idle.', 'Check with the monitor service menu that the VCU commands solenoid A4 when high speed is selected.', 'Measure the pilot pressure at the two-speed port of the travel motor: it must be pilot pressure in high speed and 0 in low speed.', 'Repeat for the other track and compare the results.'],
      spec: [['3 revolutions, low speed', '22.5–25.5 s'], ['3 revolutions, high speed', '13.0–15.0 s'], ['Two-speed pilot pressure (high)', '3.8–4.2 MPa'], ['Difference left to right', 'Max. 1.0 s']],
    },
  },
  {
    n: 'travel parking brake', cat: 'hyd', kg: 1, procs: 'T',
    test: {
      noun: 'Testing', why: 'checks that the parking brake holds the machine on a slope with the engine stopped',
      steps: ['Drive the machine up a 15° slope with the attachment lowered just above the ground.', 'Stop the machine, return the pedals to neutral and stop the engine.', 'Mark the track and the ground and wait 5 minutes.', 'The machine must not move. If it moves, check the brake release pressure and the friction plates of the travel motor.'],
      spec: [['Movement on 15° slope in 5 min', 'None'], ['Brake holding torque', '6 680 N·m min. (motor shaft)'], ['Friction plate thickness', '3.0 mm, limit 2.7 mm']],
    },
  },
];

const UNDERCARRIAGE = [
  {
    n: 'track chain', cat: 'struct', kg: 2150, bolt: [0, ''], procs: 'DITRN',
    checkStep: 'Check the links, pins and bushings for cracks, and listen for squeaking dry joints while travelling slowly.',
    loc: 'runs around the sprocket, the front idler and the rollers on each side of the machine',
    fn: 'It is a sealed and greased track link assembly (49 links per side) joined by a master link. Track tension is set with the grease cylinder of the track adjuster.',
    data: [['Links per side', '49'], ['Pitch', '190 mm'], ['Shoe width (standard)', '600 mm, triple grouser'], ['Track sag', '300–335 mm']],
    chk: [['Link height', '105 mm', '97 mm', 'Turn or replace links'], ['Pitch over 4 links (internal wear)', '761 mm', '773 mm', 'Turn pins and bushings'], ['Bushing outer diameter', '59 mm', '55 mm', 'Replace bushings'], ['Dry joints (squeak, loose pin)', 'None', 'Any joint', 'Replace pin and seals']],
    sym: 'the track jumps off the idler or sprocket, the track makes noise or the sag cannot be adjusted',
    test: {
      noun: 'Testing and adjustment', why: 'of the track tension must be done on the job-site ground conditions, with the track clean',
      steps: ['Swing the upper structure 90° and jack up one side of the machine with the boom until the track is just clear of the ground.', 'Turn the raised track forward and backward a few times, then stop it so that the slack is at the top.', 'Measure the sag between the bottom of the track frame and the top of the track shoe at the centre roller.', 'To tighten, pump grease into the grease valve of the track adjuster. To loosen, turn the grease valve counter-clockwise slowly, no more than one turn, until grease escapes.', 'Tighten the grease valve to 59 N·m, lower the track and check the sag again.'],
      spec: [['Track sag (standard ground)', '300–335 mm'], ['Track sag (rocky ground)', '300–320 mm'], ['Track sag (soft, muddy ground)', '320–350 mm'], ['Grease valve torque', '59 N·m']],
    },
    steps: {
      R: ['Prepare the machine on firm ground with enough free space behind it to lay out the chain (see §[prepare]).', 'Move the machine so that the master link is at the front idler, just above the ground.', 'Loosen the track tension by opening the grease valve slowly, no more than one turn, until grease escapes.', 'Remove the four master link bolts (M24) and separate the chain at the master link.', 'Move the machine slowly backward to lay the chain on the ground. Keep clear: the chain can drop suddenly from the sprocket.', 'Swing the upper structure 90°, raise the track frame with the boom and support it on hardwood blocks before any work under it.'],
      N: ['Lay the chain out straight behind the track frame with the grousers facing down.', 'Drive the machine slowly onto the chain until the sprocket engages it, then pull the chain over the sprocket, the upper rollers and the front idler with a wire rope.', 'Join the master link and fit the four bolts (M24). Tighten them to 1 180 N·m, then a further 120°.', 'Pump grease into the grease valve and adjust the track sag (see the testing and adjustment procedure).', 'Travel slowly forward and backward a few metres and check the sag again.'],
    },
    torques: [['Master link bolts (M24)', '1 180 N·m + 120°'], ['Track shoe bolts', '830 ± 50 N·m'], ['Grease valve', '59 N·m']],
  },
  {
    n: 'track shoes', cat: 'struct', kg: 35, bolt: [4, 'M20'], boltTorque: 830, procs: 'IRN',
    pre: 'Clean mud and stones from the shoes and the chain links around the shoe to be replaced.',
    checkStep: 'Check the shoes for cracks between the bolt holes, bent plates and worn grousers.',
    seal: 'Clean the shoe seat on the links; remove paint and rust from the contact faces.',
    fasten: 'Fit the nuts with the chamfer towards the link. Tighten the shoe bolts in a criss-cross pattern to 830 ± 50 N·m, without thread-locking compound.',
    chk: [['Grouser height', '26 mm', '16 mm', 'Rebuild or replace shoe'], ['Shoe bolts', '830 ± 50 N·m', 'Loose', 'Tighten; replace if stretched'], ['Cracks between bolt holes', 'None', 'Any crack', 'Replace shoe'], ['Bent shoes', 'Flat', 'Bent over 5 mm', 'Replace shoe']],
    sym: 'shoe bolts are loose, shoes are bent or grousers are worn',
    ext: ['Move the machine so that the shoe to be replaced is on top of the front idler or on the upper part of the chain.'],
    torques: [['Shoe bolts (M20, 12.9)', '830 ± 50 N·m'], ['Retightening', 'After 10 h and 50 h']],
  },
  {
    n: 'front idler', cat: 'mech', kg: 198, bolt: [4, 'M16'], procs: 'DIRN',
    checkStep: 'Check the tread and flanges for wear, the shaft seals for oil leakage and the guide plates for play.',
    pre: 'Clean mud and stones from the track frame around the front idler.',
    loc: 'is mounted at the front of each track frame on two sliding yokes connected to the track adjuster',
    sym: 'the idler wobbles, leaks oil or the track runs off the idler',
    fn: 'It guides the track chain and transmits the tension of the recoil spring to the track. The idler shaft runs in bronze bushings with a floating seal and an oil bath.',
    lube: 'an oil bath of engine oil SAE 30 (about 90 mL)',
    data: [['Tread diameter', '520 mm'], ['Flange height', '20 mm, limit 10 mm'], ['Lubrication', 'Engine oil SAE 30, 90 mL, sealed for life'], ['Yoke bolt torque', '245 N·m']],
    chk: [['Tread wear (diameter)', '520 mm', '504 mm', 'Rebuild or replace'], ['Flange width', '22 mm', '15 mm', 'Replace'], ['Oil leakage at shaft', 'None', 'Oil on face', 'Replace floating seals'], ['Guide plate clearance', '1.0–2.0 mm', '5.0 mm', 'Add shims']],
    ext: ['Separate the track chain (see §[track chain]) and pull it back off the idler with the machine.'],
    conn: 'Push the idler and yoke assembly off the front of the track frame with a bar, supported by a forklift or crane.',
    parts: [['plug', 1], ['lock pins', 2], ['supports (yokes)', 2], ['floating seals', 2], ['O-rings', 2], ['shaft', 1], ['bushings', 2], ['idler', 1]],
  },
  {
    n: 'track adjuster and recoil spring', cat: 'mech', kg: 280, bolt: [0, ''], procs: 'DTRN',
    pre: 'Loosen the track tension by opening the grease valve slowly, no more than one turn.',
    seal: 'Grease the sliding surfaces of the adjuster and the bore of the track frame.',
    fill: 'Pump grease into the grease valve until the track sag is correct (see the testing and adjustment page of the track chain).',
    loc: 'is fitted inside each track frame behind the front idler',
    fn: 'The grease cylinder sets the track tension; the pre-compressed recoil spring absorbs shocks when stones or debris enter between the track and the idler.',
    data: [['Spring free length', '795 mm'], ['Installed length', '640 mm'], ['Installed load', '147 kN'], ['Grease cylinder stroke', '165 mm']],
    test: {
      noun: 'Testing', why: 'of the recoil spring assembly is done on a press when the track cannot be tensioned correctly',
      steps: ['Remove the track adjuster and recoil spring assembly (see the next page).', 'Place the assembly in a hydraulic press of at least 30 t with the safety guard closed.', 'Compress the spring to the installed length and read the load on the press gauge.', 'Check the grease cylinder for leakage by pumping grease to 20 MPa and holding for 5 minutes.', 'Replace the spring if the load is below the limit; replace the seals if the grease pressure falls.'],
      spec: [['Load at installed length', '147 kN, limit 132 kN'], ['Grease cylinder holding', '20 MPa for 5 min, no drop'], ['Rod nut torque', '5 880 N·m']],
    },
    ext: ['Remove the front idler (see §[front idler]).', 'WARNING: never loosen the spring nut outside a press. The spring is installed with a load of 147 kN.'],
    conn: 'Pull the recoil spring assembly out of the track frame with a crane, guiding it so that it does not jam.',
    parts: [['grease valve', 1], ['cylinder rod with piston', 1], ['U-packing and backup ring', 2], ['dust seal', 1], ['rod nut and lock', 1], ['spring guide', 1], ['recoil spring', 1], ['bracket', 1]],
  },
  {
    n: 'lower rollers', cat: 'mech', kg: 42, bolt: [4, 'M20'], boltTorque: 650, procs: 'IRN',
    checkStep: 'Check each roller for flat spots, oil leakage and rollers that do not turn.',
    pre: 'Clean mud and stones from the track frame around the roller.',
    seal: 'If the roller has been opened, fill it with 320 mL of engine oil SAE 30 and tighten the filling plug to 25 N·m.',
    fasten: 'Tighten the roller mounting bolts (M20, class 12.9) to 650 N·m, without thread-locking compound.',
    fill: 'Adjust the track sag (see the testing and adjustment page of the track chain).',
    chk: [['Tread diameter', '180 mm', '168 mm', 'Replace roller'], ['Flange height', '23 mm', '15 mm', 'Replace roller'], ['Oil leakage', 'None', 'Oil on face', 'Replace floating seals'], ['Mounting bolts', '650 N·m', 'Loose', 'Tighten']],
    sym: 'a roller does not turn, leaks oil or shows flat spots',
    ext: ['Loosen the track tension and jack up the track frame with the attachment until the track clears the roller.'],
    torques: [['Roller mounting bolts (M20, 12.9)', '650 N·m'], ['Filling plug', '25 N·m']],
    parts: [['filling plug', 1], ['collars', 2], ['lock pins', 2], ['floating seals', 2], ['O-rings', 2], ['shaft', 1], ['bushings', 2], ['roller body', 1]],
  },
  {
    n: 'upper rollers', cat: 'mech', kg: 15, bolt: [2, 'M16'], procs: 'IRN',
    checkStep: 'Check that each roller turns with the chain and that no oil leaks from the cap.',
    pre: 'Clean mud and stones from the track frame around the roller.',
    seal: 'Check that the roller turns freely and that no oil leaks from the cap.',
    fill: 'Lower the track chain onto the roller and adjust the track sag.',
    chk: [['Tread diameter', '120 mm', '110 mm', 'Replace roller'], ['Rotation', 'Free, no play', 'Stiff or loose', 'Replace roller'], ['Oil leakage', 'None', 'Oil on face', 'Replace roller']],
    sym: 'an upper roller does not turn or the chain rubs the track frame',
    ext: ['Loosen the track tension and lift the track chain off the upper roller with a jack and a wooden block.'],
    torques: [['Roller bracket bolts (M16)', '245 N·m'], ['Roller cap bolts', '29 N·m']],
  },
  {
    n: 'sprocket', cat: 'mech', kg: 62, bolt: [18, 'M20'], boltTorque: 580, procs: 'IRN',
    checkStep: 'Check the teeth for wear, hooked tips and cracks, and check that no bolt is loose.',
    pre: 'Clean mud and stones from the sprocket and the travel reduction gear hub.',
    seal: 'Clean the hub flange and the sprocket seat and remove burrs; the sprocket has no gasket.',
    fasten: 'Apply thread-locking compound to the 18 bolts and tighten them in a criss-cross pattern to 580 N·m.',
    fill: 'Reconnect the track chain at the master link and adjust the track sag.',
    chk: [['Tooth wear (root to tip)', 'Standard profile', 'Tooth tip pointed; gauge gap 6 mm', 'Replace sprocket'], ['Mounting bolts', '580 N·m', 'Loose', 'Tighten all bolts'], ['Wear on both sides of teeth', 'Even', 'One-sided', 'Check track alignment']],
    sym: 'the track chain climbs the sprocket teeth or the teeth are hooked',
    ext: ['Separate the track chain at the master link (see §[track chain]) and pull it away from the sprocket.'],
    torques: [['Sprocket bolts (M20, 10.9)', '580 N·m, thread locker']],
  },
];

const ELECTRICAL = [
  {
    n: 'batteries', cat: 'elec', kg: 27, bolt: [2, 'M10'], boltTorque: 9, procs: 'DITR',
    loc: 'are two 12 V batteries connected in series, in the battery box on the right-hand side of the upper structure behind the tool box',
    fn: 'They supply the starter motor and the electrical system when the engine is stopped. A battery disconnect switch on the battery box isolates the negative side.',
    data: [['Type', '2 × 12 V, 100 Ah, maintenance-free'], ['Cold cranking current', '760 A (EN) each'], ['System voltage', '24 V DC, negative earth'], ['Terminal nut torque', '9 N·m']],
    chk: [['Open-circuit voltage (each)', '12.6 V or more', 'Below 12.4 V', 'Recharge'], ['Terminals', 'Clean, tight', 'Corroded', 'Clean; apply grease'], ['Case', 'No cracks, no swelling', 'Swollen', 'Replace battery'], ['Hold-down clamp', 'Tight', 'Loose', 'Tighten to 9 N·m']],
    sym: 'the engine cranks slowly or the monitor resets during cranking',
    test: {
      noun: 'Testing', why: 'of the batteries uses a battery tester with load function',
      steps: ['Stop the engine and turn off all consumers. Wait at least 2 hours after charging or running before testing.', 'Measure the open-circuit voltage of each battery.', 'Apply the tester load (half the cold cranking current) for 15 seconds and read the voltage at the end of the test.', 'Measure the voltage at the starter terminal B during cranking with the fuel system disabled.', 'Replace a battery that fails the load test even when fully charged.'],
      spec: [['Open-circuit voltage, fully charged', '12.7 V'], ['Voltage under load, after 15 s', '9.6 V min. at 20 °C'], ['Voltage at starter during cranking', '19 V min.'], ['Difference between batteries', '0.2 V max.']],
    },
    conn: 'Turn the battery disconnect switch OFF. Disconnect the negative (–) cable first, then the positive (+) cable and the series link.',
    rfasten: 'Remove the two hold-down clamp nuts and the clamp. Lift each battery out by its handles, keeping it upright.',
  },
  {
    n: 'starter motor', cat: 'elec', kg: 13, bolt: [3, 'M12'], procs: 'DTRN',
    loc: 'is mounted on the flywheel housing on the left-hand side of the engine',
    fn: 'It is a reduction-gear starter with a pull-in and hold-in solenoid. The VCU prevents starting unless the safety lever is up (locked).',
    data: [['Rating', '24 V, 6.0 kW'], ['No-load current', '110 A max. at 23 V'], ['Pinion', '11 teeth'], ['Terminal B nut torque', '18 N·m']],
    test: {
      noun: 'Testing', why: 'of the starter circuit measures voltage drops during cranking',
      steps: ['Disable the fuel system with the diagnostic tool so that the engine does not start.', 'Crank the engine and measure the voltage between battery (+) and starter terminal B.', 'Crank again and measure the voltage between the starter housing and battery (–).', 'Measure the voltage at terminal 50 (solenoid) during cranking.', 'If any value is out of specification, clean or replace the cables and connections before you replace the starter.'],
      spec: [['Voltage drop, positive side', '0.5 V max.'], ['Voltage drop, earth side', '0.3 V max.'], ['Terminal 50 voltage during cranking', '20 V min.'], ['Cranking speed', '120 rpm min.']],
    },
    conn: 'Disconnect the battery negative cable. Disconnect cable B and the terminal 50 wire from the starter solenoid.',
  },
  {
    n: 'alternator', cat: 'elec', kg: 8, bolt: [2, 'M12'], procs: 'DTRN',
    loc: 'is mounted on the front right of the engine and driven by the poly-V belt',
    fn: 'It charges the batteries and supplies the electrical system with the engine running. The built-in regulator keeps the output at 28 V. Terminal R signals "engine running" to the VCU.',
    data: [['Rating', '28 V, 80 A'], ['Regulated voltage', '27.5–29.0 V'], ['Terminal B nut torque', '12 N·m'], ['Charging fault code', 'E-063 (below 25 V for 30 s)']],
    test: {
      noun: 'Testing', why: 'of the alternator output is done with a clamp ammeter and a voltmeter',
      steps: ['Check the belt tension and the condition of the wiring first.', 'Start the engine and set it to 1 500 rpm. Switch on the work lights, the wiper and the air conditioner.', 'Measure the voltage at terminal B and at the batteries.', 'Measure the output current with a clamp ammeter on cable B.', 'Switch off the consumers and check that the voltage stays below 29.0 V.'],
      spec: [['Voltage at terminal B, 1 500 rpm', '27.5–29.0 V'], ['Output current, all consumers on', '55 A min.'], ['Voltage drop B to battery (+)', '0.3 V max.'], ['Voltage at terminal R, engine running', '24 V']],
    },
    conn: 'Disconnect the battery negative cable. Remove the poly-V belt and disconnect terminals B and R from the alternator.',
  },
  {
    n: 'fuses and relays', cat: 'elec', kg: 1, procs: 'D',
    loc: 'are located in the fuse and relay box behind the operator seat; the main fusible links (80 A and 40 A) are in the battery box',
    fn: 'The fuse box contains 30 blade fuses and the starter, glow, work-light, wiper and horn relays. The assignment is printed on the inside of the cover.',
    data: [['Fuses', '30 blade fuses, 5–30 A'], ['Fusible links', '80 A (main), 40 A (glow)'], ['Relays', '24 V, 5-pin, interchangeable'], ['Spare fuses', '5 A, 10 A, 20 A in the cover']],
    chk: [['Fuse condition', 'Intact', 'Blown', 'Find the cause, then replace'], ['Relay click when energised', 'Audible', 'No click', 'Swap with a known-good relay'], ['Terminals', 'Clean', 'Corroded or melted', 'Replace fuse box'], ['Cover seal', 'Intact', 'Missing', 'Replace cover']],
  },
  {
    n: 'instrument panel', cat: 'elec', kg: 2, bolt: [4, 'M6'], procs: 'DTRN',
    loc: 'is the 7-inch colour monitor mounted on the right-hand front pillar of the cab',
    fn: 'It shows gauges, warnings and fault codes, and gives access to the service menu. It communicates with the VCU and the engine ECU over the CAN bus.',
    data: [['Display', '7-inch colour TFT, 800 × 480'], ['Supply voltage', '24 V (18–32 V)'], ['Communication', 'CAN J1939, 250 kbit/s'], ['Service menu access', 'Hold ESC and ▲ for 3 s']],
    test: {
      noun: 'Testing', why: 'of the monitor covers the power supply and the CAN connection',
      steps: ['If the monitor stays blank, check fuse F4 (10 A) and measure 24 V at pin 1 of connector CN-1 with the starter switch ON.', 'Check the earth at pin 2 of CN-1.', 'With the starter switch OFF, measure the resistance between CAN-H and CAN-L at the diagnostic connector.', 'If fault code E-071 is shown, check the CAN connectors at the VCU and the engine ECU for corrosion.', 'Use the service menu to check the software version before replacing the monitor.'],
      spec: [['Supply at CN-1 pin 1', '24 V ± 4 V'], ['CAN-H to CAN-L resistance', '60 ± 5 Ω'], ['CAN-H to earth (running)', '2.5–3.5 V'], ['CAN-L to earth (running)', '1.5–2.5 V']],
    },
    conn: 'Turn the starter switch OFF, wait 2 minutes, then disconnect connectors CN-1 and CN-2 and the camera cable at the back of the monitor.',
  },
  {
    n: 'vehicle control unit', cat: 'elec', kg: 2, bolt: [4, 'M6'], procs: 'DTRN',
    loc: 'is mounted on a bracket behind the operator seat, under the rear cover',
    fn: 'The VCU controls the pump power-shift valve, the solenoid valves and the engine speed request according to the selected work mode and the signals from the pressure sensors. It stores fault codes for the machine systems.',
    data: [['Supply voltage', '24 V (18–32 V)'], ['Connectors', 'CN-51 (96 pins), CN-52 (64 pins)'], ['Work modes', 'P+, P, S, E, lifting mode'], ['Software update', 'Via diagnostic connector']],
    test: {
      noun: 'Testing', why: 'of the VCU inputs and outputs uses the monitor service menu',
      steps: ['Open the service menu and select Monitoring › Inputs.', 'Operate each lever and pedal and check that the corresponding pressure switch or sensor value changes.', 'Select Monitoring › Outputs and read the EPPR valve current in each work mode.', 'Check the supply voltage at CN-51 pins 1 and 2 and the earth at pins 3 and 4.', 'Replace the VCU only after all sensors, wiring and supplies have been checked.'],
      spec: [['EPPR current, mode P, high idle', '300 ± 20 mA'], ['EPPR current, mode E', '420 ± 20 mA'], ['Supply at CN-51 pins 1/2', '24 V ± 4 V'], ['Pressure sensor supply', '5.0 ± 0.2 V']],
    },
    conn: 'Turn the starter switch OFF and wait 2 minutes. Disconnect the battery negative cable, then connectors CN-51 and CN-52.',
  },
  {
    n: 'pressure sensors', cat: 'elec', kg: 1, procs: 'DTRN',
    loc: 'are installed on the main pump outlets (P1, P2), in the negative control lines and in the pilot lines of boom up, arm in and swing',
    fn: 'They convert hydraulic pressure into a 0.5–4.5 V signal for the VCU, which uses it for pump control, auto-idle and the power-boost function.',
    data: [['Main pump sensors', '0–50 MPa, 0.5–4.5 V'], ['Pilot sensors', '0–5 MPa, 0.5–4.5 V'], ['Supply voltage', '5 V from VCU'], ['Tightening torque', '39 N·m']],
    test: {
      noun: 'Testing', why: 'of a pressure sensor compares its voltage with a mechanical gauge',
      steps: ['Install a mechanical gauge at the test port next to the sensor.', 'Back-probe the signal wire at the sensor connector with a multimeter (do not pierce the insulation).', 'Start the engine and read the voltage with the system at rest and at relief pressure.', 'Calculate the expected voltage: 0.5 V + 4.0 V × (pressure ÷ range).', 'If the difference is more than 0.15 V, replace the sensor; codes E-031 and E-032 point to open or short circuits.'],
      spec: [['Output at 0 MPa', '0.5 ± 0.05 V'], ['Output, 0–50 MPa sensor at 34.3 MPa', '3.24 ± 0.15 V'], ['Supply voltage', '5.0 ± 0.2 V'], ['Sensor torque', '39 N·m']],
    },
    conn: 'Release the pressure in the circuit (see §[pressure]). Disconnect the sensor connector and place a cloth under the sensor.',
    rfasten: 'Unscrew the sensor with a deep socket while holding the adapter with a second spanner.',
    fasten: 'Fit a new O-ring and tighten the sensor to 39 N·m.',
  },
  {
    n: 'wiring harnesses', cat: 'elec', kg: 1, procs: 'IT',
    chk: [['Harness clamps', 'All present', 'Missing', 'Fit new clamps'], ['Insulation', 'Intact', 'Chafed through', 'Repair with heat-shrink splice'], ['Connector seals', 'In place', 'Missing or swollen', 'Replace seals'], ['Earth straps (frame, engine, cab)', 'Tight, clean', 'Corroded', 'Clean and retighten']],
    sym: 'intermittent faults appear, especially on rough ground or in wet weather',
    test: {
      noun: 'Testing', why: 'of harness continuity and insulation is done with the connectors disconnected at both ends',
      steps: ['Turn the starter switch OFF and disconnect the battery negative cable.', 'Disconnect the connectors at both ends of the circuit under test.', 'Measure the resistance of each wire end to end while flexing the harness along its length.', 'Measure the resistance between the wire and the machine frame (short to earth) and between adjacent wires.', 'Repair or replace the harness if any value is out of specification.'],
      spec: [['Wire continuity', 'Below 1 Ω'], ['Insulation to frame', 'Over 1 MΩ'], ['Insulation between wires', 'Over 1 MΩ'], ['Earth strap voltage drop at cranking', '0.3 V max.']],
    },
  },
  {
    n: 'work lights', cat: 'elec', kg: 2, bolt: [1, 'M12'], boltTorque: 29, procs: 'IRN',
    chk: [['Lens', 'Clean, not cracked', 'Cracked', 'Replace lamp'], ['Light output', 'Full', 'Dim', 'Check voltage at lamp (22 V min.)'], ['Mounting', 'Tight', 'Loose', 'Tighten to 29 N·m']],
    sym: 'a lamp flickers or does not light',
    conn: 'Disconnect the lamp connector and release the harness from its clips.',
  },
  {
    n: 'air conditioner compressor', cat: 'elec', kg: 7, bolt: [4, 'M8'], procs: 'DIRN',
    checkStep: 'Check the compressor, the hoses and the fittings for oily dust, which shows a refrigerant leak, and check the clutch and the belt.',
    loc: 'is mounted on the front left of the engine and driven by a separate V-belt through a magnetic clutch',
    fn: 'It circulates refrigerant R-134a through the condenser, the receiver-drier and the evaporator in the cab. The clutch is controlled by the air conditioner controller.',
    data: [['Refrigerant', 'R-134a, 850 ± 50 g'], ['Compressor oil', 'PAG 46, 150 mL'], ['Clutch coil resistance', '19–23 Ω'], ['High-pressure cut-out', '3.1 MPa']],
    chk: [['Clutch air gap', '0.35–0.65 mm', '0.8 mm', 'Adjust with shims'], ['Belt deflection at 100 N', '10–12 mm', '15 mm', 'Adjust tension'], ['Refrigerant sight glass', 'Clear', 'Bubbles', 'Check charge with gauges'], ['Oil at fittings', 'None', 'Oily dust', 'Leak test']],
    sym: 'the cab is not cooled or the compressor is noisy',
    ext: ['Recover the refrigerant with a recovery unit. Never release refrigerant into the atmosphere.'],
    conn: 'Disconnect the clutch connector and the suction and discharge hoses; cap them at once to keep moisture out.',
    fill: 'Evacuate the system for at least 30 minutes and charge with 850 g of R-134a.',
  },
];

const ATTACHMENT = [
  {
    n: 'boom', cat: 'struct', kg: 1780, bolt: [0, ''], procs: 'DIRN',
    loc: 'is the one-piece box-section boom connected to the upper frame by the boom foot pin',
    sym: 'cracks, bent plates or excessive pin play are suspected',
    fn: 'It carries the arm and the arm cylinder. The standard boom is 5 700 mm long.',
    data: [['Length', '5 700 mm'], ['Boom foot pin', 'Ø 100 mm'], ['Mass (with arm cylinder, pipes)', 'approx. 2 010 kg'], ['Material', 'High-tensile steel plate, 540 MPa']],
    chk: [['Welds at boom foot and cylinder bosses', 'No cracks', 'Any crack', 'Repair weld (certified welder)'], ['Boom foot pin clearance', '0.1–0.3 mm', '1.5 mm', 'Replace bushings'], ['Hose and pipe clamps', 'Tight', 'Loose', 'Tighten'], ['Grease points', 'Grease visible', 'Dry', 'Grease; check nipple']],
    hot: 'the boom foot, the boom cylinder brackets and the arm cylinder bracket',
    ext: ['Remove the arm from the boom (see §[arm]).', 'Support the boom on a stand and remove the boom cylinders from the boom.'],
    conn: 'Disconnect the arm cylinder hoses, the bucket cylinder lines and the work light harness at the boom foot.',
    torques: [['Boom foot pin lock bolt', '245 N·m'], ['Pipe clamp bolts', '57 N·m']],
  },
  {
    n: 'arm', cat: 'struct', kg: 920, bolt: [0, ''], procs: 'DIRN',
    loc: 'is connected to the boom tip by the arm pin and moved by the arm cylinder',
    sym: 'cracks, worn wear plates or excessive pin play are suspected',
    fn: 'It carries the bucket cylinder and the bucket linkage. The standard arm is 2 900 mm long.',
    data: [['Length', '2 900 mm (2 400 and 3 500 mm optional)'], ['Arm pin', 'Ø 90 mm'], ['Mass (with bucket cylinder, linkage)', 'approx. 1 250 kg'], ['Wear plates', 'Bolt-on, 12 mm']],
    chk: [['Welds at arm boss and cylinder bracket', 'No cracks', 'Any crack', 'Repair weld'], ['Arm pin clearance', '0.1–0.3 mm', '1.5 mm', 'Replace bushings'], ['Dust seals at arm boss', 'Intact', 'Torn', 'Replace seals'], ['Wear plates', '12 mm', '6 mm', 'Replace plates']],
    hot: 'the arm boss, the arm cylinder bracket and the bucket pin boss',
    ext: ['Remove the bucket (see §[bucket]) and lower the arm onto wooden blocks.'],
    conn: 'Disconnect the bucket cylinder hoses at the boom tip and cap them.',
    torques: [['Arm pin lock bolt', '245 N·m'], ['Wear plate bolts', '157 N·m']],
  },
  {
    n: 'bucket', cat: 'struct', kg: 860, bolt: [0, ''], procs: 'DIRN',
    loc: 'is attached to the arm by the bucket pin and to the bucket link by the link pin',
    sym: 'digging performance drops or the teeth and cutting edge are worn',
    fn: 'The standard general-purpose bucket has a heaped capacity of 1.05 m³ (SAE) and five bolt-on teeth.',
    data: [['Capacity (SAE heaped)', '1.05 m³'], ['Width with side cutters', '1 350 mm'], ['Teeth', '5, pin-on adapters'], ['Pin-to-pin dimension', '440 mm']],
    chk: [['Bucket-to-arm side clearance', '0.5–1.0 mm', '2.0 mm', 'Adjust with shims'], ['Teeth', 'Secure', 'Worn to adapter', 'Replace teeth'], ['Cutting edge', '25 mm', '15 mm', 'Replace edge'], ['Welds', 'No cracks', 'Any crack', 'Repair']],
    hot: 'the bucket bosses and the corners of the cutting edge',
    pre: null,
    ext: ['Lower the bucket flat on the ground with the arm vertical.'],
    torques: [['Pin lock bolts', '245 N·m'], ['Side cutter bolts', '539 N·m']],
  },
  {
    n: 'bucket linkage', cat: 'struct', kg: 160, bolt: [0, ''], procs: 'IRN',
    checkStep: 'Check the links for cracks and bending, and check each joint for play.',
    chk: [['Link pin clearance', '0.1–0.3 mm', '1.5 mm', 'Replace bushings'], ['Guide link welds', 'No cracks', 'Any crack', 'Replace link'], ['Grease points', 'Grease visible', 'Dry', 'Grease every 10 h']],
    sym: 'the bucket knocks when changing direction or grease does not come out of the joints',
    pre: null,
    ext: ['Remove the bucket from the bucket link, then support the link with a sling.'],
    torques: [['Link pin lock bolts', '245 N·m']],
  },
  {
    n: 'pins and bushings', cat: 'struct', kg: 30, bolt: [0, ''], procs: 'IRN',
    checkStep: 'Move the attachment slowly while a helper watches each joint for play, and check that grease comes out at both seals of every bushing.',
    steps: {
      R: ['Prepare the machine as described in §[prepare].', 'Lower the attachment so that the joint to be repaired carries no load, and support the components on both sides of the joint.', 'Measure the clearance at each pin with a dial indicator before you remove the pin, and record the values.', 'Remove the pin lock bolt and the retaining plate.', 'Drive out the pin with a brass drift, or pull it with the hydraulic pin puller. Keep the shims in order.', 'Press the bushings out of the boss with the pin puller and a suitable adapter. Do not heat the boss.', 'Clean the bore and measure it. A boss that is oval by more than 0.3 mm must be line-bored and fitted with an oversize bushing.'],
      N: ['Press the new bushings into the boss with the pin puller and adapter, or shrink them in dry ice. The press-fit interference is 0.08–0.15 mm.', 'Fit new dust seals with the lips facing outward.', 'Align the components, insert the pin and add shims until the side clearance is 0.5–1.0 mm.', 'Install the retaining plate and tighten the pin lock bolt to 245 N·m.', 'Grease the joint until fresh grease appears at both seals.', 'Operate the attachment slowly through its full range several times and listen for noise.'],
    },
    chk: [['Pin diameter wear', '0.05 mm max.', '1.0 mm', 'Replace pin'], ['Bushing bore wear', '0.1 mm max.', '1.5 mm', 'Replace bushing'], ['Dust seals', 'Intact', 'Torn', 'Replace seals'], ['Shim clearance', '0.5–1.0 mm', '2.0 mm', 'Add shims']],
    sym: 'there is visible play in a joint or grease is not accepted',
    torques: [['Pin lock bolts (M16)', '245 N·m'], ['Bushing press-fit interference', '0.08–0.15 mm']],
  },
  {
    n: 'bucket teeth and side cutters', cat: 'struct', kg: 7, bolt: [0, ''], procs: 'IR',
    checkStep: 'Check the teeth and adapters for wear, cracks and loose tooth pins, and check that every side cutter bolt is present.',
    steps: {
      R: ['Prepare the machine as described in §[prepare].', 'Place the bucket on a wooden block with the teeth horizontal and the bucket curled slightly.', 'Drive out the tooth pin from the side with a drift and a hammer. Wear safety glasses: the pin can break out.', 'Pull the tooth off the adapter. If it is stuck, tap it sideways with a hammer.', 'Clean the adapter nose and check it for wear with the template.', 'Remove the side cutter bolts (M20) and the side cutters; turn the cutters round if the other edge is still usable.', 'Fit the new tooth with a new retainer and drive in the pin until it is flush. Tighten the side cutter bolts to 539 N·m.'],
    },
    chk: [['Tooth length', '205 mm', '140 mm', 'Replace tooth'], ['Adapter nose', 'Not worn', 'Worn 5 mm', 'Replace adapter'], ['Side cutter', 'Full width', 'Worn to bolt', 'Turn or replace']],
    sym: 'the teeth are worn, loose or missing',
  },
  {
    n: 'quick coupler', cat: 'hyd', kg: 240, bolt: [0, ''], procs: 'DIT',
    sym: 'the bucket has play in the coupler or the warning buzzer does not sound',
    loc: 'is an optional hydraulic coupler fitted between the arm and the bucket',
    fn: 'It allows the operator to change buckets from the cab. A hydraulic cylinder with a check valve operates the front locking hook; a mechanical safety latch holds the rear pin if the hydraulic pressure is lost.',
    data: [['Operating pressure', '3.9 MPa (pilot supply)'], ['Safety latch', 'Mechanical, spring-loaded'], ['Control', 'Two-step switch with buzzer'], ['Mass', 'approx. 240 kg']],
    chk: [['Locking cylinder extended fully', 'Yes', 'No', 'Check pressure and valve'], ['Safety latch movement', 'Free', 'Sticks', 'Clean and grease'], ['Hook wear', 'Under 3 mm', '5 mm', 'Replace hook'], ['Warning buzzer on unlock', 'Sounds', 'Silent', 'Check circuit']],
    test: {
      noun: 'Testing', why: 'of the quick coupler must be done after any bucket change and every 50 hours',
      steps: ['Pick up the bucket and lock the coupler with the two-step switch; check that the buzzer stops.', 'Curl the bucket fully and press it against the ground with moderate force.', 'Lift the bucket, extend the arm and check visually that the locking hook is fully engaged with the pin.', 'Measure the pressure at the coupler test port: it must equal pilot pressure with the coupler locked.', 'Stop the engine and verify that the safety latch keeps the bucket engaged when the pressure is released.'],
      spec: [['Locking pressure', '3.9 ± 0.2 MPa'], ['Buzzer when unlocked', 'Continuous'], ['Pressure hold, 10 min', 'Drop less than 0.3 MPa']],
    },
  },
];

// Fault codes: shared by Chapter 10 of the service manual and the web-help troubleshooting guide.
const FAULTS = [
  {
    code: 'E-003', title: 'Engine speed sensor signal lost', sys: 'Engine',
    desc: 'The engine ECU receives no signal, or an implausible signal, from the crankshaft speed sensor on the flywheel housing.',
    set: 'No pulses for 0.5 s while the camshaft sensor shows rotation, or the signal is outside 0.3–4.5 V.',
    reaction: 'The engine continues to run on the camshaft sensor signal with reduced power. Starting takes longer.',
    causes: ['Sensor air gap too large or sensor loose', 'Metal debris on the sensor tip', 'Open circuit or short in the sensor wiring', 'Damaged flywheel timing teeth'],
    checks: ['Check that the sensor is fully seated and its bolt is tightened to 8 N·m.', 'Remove the sensor and clean the tip. Check the tip for contact marks.', 'Measure the sensor resistance at the ECU connector: 860–1 070 Ω at 20 °C.', 'Crank the engine and measure the AC voltage at the sensor: at least 1.5 V AC.'],
    remedy: 'Clean or replace the sensor, repair the wiring. If the flywheel teeth are damaged, replace the flywheel.',
  },
  {
    code: 'E-008', title: 'Fuel rail pressure too low', sys: 'Engine',
    desc: 'The actual common-rail pressure is lower than the set point calculated by the engine ECU.',
    set: 'Rail pressure more than 20 MPa below the set point for 2 s with the engine running above 1 000 rpm.',
    reaction: 'Engine power is limited to 60 %. The engine may stop if the pressure falls below 20 MPa.',
    causes: ['Clogged fuel filter or water separator', 'Air in the low-pressure fuel system', 'Leaking injector return (excessive leak-off)', 'Faulty metering unit on the high-pressure pump', 'Pressure-limiting valve on the rail opened'],
    checks: ['Check the fuel level and drain the water separator.', 'Measure the fuel supply pressure at the pump inlet: 0.4–0.6 MPa at high idle.', 'Carry out the injector leak-off test (limit 50 mL/min per injector).', 'Check the return line of the rail pressure-limiting valve; it must be dry at idle.', 'Read actual and set-point rail pressure with the diagnostic tool.'],
    remedy: 'Replace the fuel filter elements, bleed the system, replace leaking injectors or the high-pressure pump as indicated by the tests.',
  },
  {
    code: 'E-012', title: 'Hydraulic oil temperature high', sys: 'Hydraulic',
    desc: 'The hydraulic oil temperature sensor in the hydraulic tank reports an oil temperature above the warning threshold.',
    set: 'Oil temperature above 95 °C for 10 s. The code clears when the temperature falls below 90 °C.',
    reaction: 'The warning lamp and buzzer are activated. Above 100 °C the VCU reduces the pump power by 20 % to protect the system.',
    causes: ['Hydraulic oil cooler core blocked by dust or debris', 'Cooling fan speed low (belt slipping or fan damaged)', 'Low hydraulic oil level', 'Main or port relief valve set too low, or a function held against relief for long periods', 'Oil cooler bypass check valve stuck open', 'Internal leakage in pump, motors or cylinders', 'Wrong oil viscosity for the ambient temperature'],
    checks: ['Check the hydraulic oil level with the bucket cylinder extended and the arm in; add oil if it is below the L mark.', 'Inspect the front of the cooling package and clean the oil cooler core with compressed air from the fan side.', 'Check the fan belt and the fan blades; measure the fan speed (approx. 1 650 rpm at high idle).', 'Compare the temperature shown on the monitor with an infrared thermometer reading at the tank; replace the sensor if the difference is more than 5 °C.', 'Measure the main relief pressure (34.3 ± 0.5 MPa) and ask the operator whether functions are held against relief.', 'Measure the case drain flow of the swing and travel motors to find internal leakage.'],
    remedy: 'Clean the cooler, correct the oil level or the relief setting, replace a faulty sensor, or overhaul the component with excessive internal leakage. Let the oil cool at low idle before stopping the engine.',
  },
  {
    code: 'E-015', title: 'Engine coolant temperature high', sys: 'Engine',
    desc: 'The coolant temperature sensor in the thermostat housing reports a temperature above the warning threshold.',
    set: 'Coolant temperature above 105 °C for 5 s. The engine is derated at 108 °C.',
    reaction: 'Warning lamp and buzzer. The engine ECU reduces the fuel quantity progressively above 108 °C.',
    causes: ['Radiator or charge-air cooler blocked', 'Low coolant level or leak', 'Poly-V belt slipping or broken', 'Thermostat stuck closed', 'Faulty radiator cap', 'Water pump impeller damaged'],
    checks: ['Let the engine cool down before opening the radiator cap. Check the coolant level in the reservoir.', 'Clean the radiator and charge-air cooler fins.', 'Check the belt tensioner pointer and the belt ribs.', 'Test the radiator cap (opening pressure 90 kPa).', 'Remove and test the thermostat (opening starts at 81–84 °C).', 'Compare the temperature on the monitor with an infrared thermometer reading at the thermostat housing.'],
    remedy: 'Clean the coolers, repair leaks and refill with the specified coolant, replace the belt, thermostat, cap or water pump as required.',
  },
  {
    code: 'E-018', title: 'Coolant level low', sys: 'Engine',
    desc: 'The level switch in the coolant reservoir is open, indicating low coolant.',
    set: 'Level switch open for 30 s with the engine running.',
    reaction: 'Warning lamp and buzzer. No derate unless E-015 follows.',
    causes: ['Coolant loss through a leak', 'Coolant consumption through a faulty cylinder head gasket', 'Faulty level switch or wiring'],
    checks: ['Check the coolant level with the engine cold.', 'Pressure-test the cooling system at 90 kPa for 10 minutes; the pressure must not drop.', 'Check the engine oil for coolant (milky oil).', 'Check the switch: open with the float down, closed with the float up.'],
    remedy: 'Repair the leak and refill, or replace the level switch.',
  },
  {
    code: 'E-021', title: 'Engine oil pressure low', sys: 'Engine',
    desc: 'The engine oil pressure sensor reports a pressure below the minimum for the current engine speed.',
    set: 'Oil pressure below 0.05 MPa at low idle or below 0.2 MPa above 1 500 rpm, for 3 s.',
    reaction: 'Warning lamp and continuous buzzer. Stop the engine immediately to avoid bearing damage.',
    causes: ['Low engine oil level', 'Wrong oil viscosity or diluted oil (fuel in oil)', 'Clogged oil filter', 'Oil pump relief valve stuck open', 'Worn main or connecting-rod bearings', 'Faulty sensor or wiring'],
    checks: ['Stop the engine. Check the oil level and the oil condition (smell of fuel, dilution).', 'Install a mechanical gauge in place of the sensor and measure the pressure at low idle and at 1 900 rpm with hot oil.', 'Compare the mechanical gauge reading with the monitor reading.', 'Inspect the oil filter and the oil pan for metal particles.'],
    remedy: 'Correct the oil level or change the oil and filter. Replace the sensor if the mechanical gauge reads normal. If the pressure is really low, repair the engine before further operation.',
  },
  {
    code: 'E-026', title: 'Charge-air temperature high', sys: 'Engine',
    desc: 'The boost temperature sensor in the intake manifold reports an intake air temperature above the limit.',
    set: 'Intake manifold temperature above 75 °C for 30 s.',
    reaction: 'Warning lamp. The engine ECU limits the fuel quantity to protect the engine.',
    causes: ['Charge-air cooler fins blocked', 'Leak in the charge-air piping', 'High ambient temperature combined with a dirty cooling package'],
    checks: ['Clean the charge-air cooler core.', 'Check all charge-air hoses and clamps; pressure-test the charge-air cooler at 200 kPa.', 'Compare the boost temperature on the diagnostic tool with the ambient temperature at high idle (difference should be below 25 °C).'],
    remedy: 'Clean the cooler, replace damaged hoses, tighten clamps to 6 N·m.',
  },
  {
    code: 'E-031', title: 'Pump 1 pressure sensor out of range', sys: 'Electrical',
    desc: 'The signal from the P1 pressure sensor on the front pump outlet is outside the valid range.',
    set: 'Signal voltage below 0.25 V or above 4.75 V for 1 s.',
    reaction: 'The VCU uses a default value; power boost and auto power are disabled, digging power is slightly reduced.',
    causes: ['Connector disconnected or corroded', 'Open or short circuit in the signal wire', 'Loss of the 5 V sensor supply', 'Faulty sensor'],
    checks: ['Check the sensor connector for water and bent pins.', 'Measure the supply voltage at the sensor connector: 5.0 ± 0.2 V between pins A and B.', 'Measure the signal voltage at pin C with the engine at low idle and no lever operated: about 0.9–1.3 V.', 'Swap the P1 and P2 sensors; if the code moves to E-032, the sensor is faulty.'],
    remedy: 'Repair the wiring or replace the sensor (torque 39 N·m).',
  },
  {
    code: 'E-032', title: 'Pump 2 pressure sensor out of range', sys: 'Electrical',
    desc: 'The signal from the P2 pressure sensor on the rear pump outlet is outside the valid range.',
    set: 'Signal voltage below 0.25 V or above 4.75 V for 1 s.',
    reaction: 'The VCU uses a default value; power boost and auto power are disabled.',
    causes: ['Connector disconnected or corroded', 'Signal wire chafed on the pump bracket', 'Faulty sensor'],
    checks: ['Check the harness routing near the pump bracket for chafing.', 'Measure the sensor supply and signal as for E-031.', 'Swap the P1 and P2 sensors to confirm the fault.'],
    remedy: 'Repair the harness and fit a protective sleeve, or replace the sensor.',
  },
  {
    code: 'E-034', title: 'Pump power-shift valve current abnormal', sys: 'Hydraulic',
    desc: 'The current measured by the VCU in the EPPR (power-shift) valve coil of the pump regulator does not match the commanded value.',
    set: 'Measured current differs from the command by more than 100 mA for 2 s, or open circuit.',
    reaction: 'The pump runs at reduced power; the engine may stall under heavy load at low speed.',
    causes: ['Open coil in the EPPR valve', 'Short circuit in the wiring', 'Corroded connector at the regulator'],
    checks: ['Measure the coil resistance at the EPPR valve: 15–19 Ω at 20 °C.', 'Check the wiring between the VCU connector CN-51 and the valve for continuity.', 'Read the EPPR current in each work mode in the service menu.'],
    remedy: 'Repair the wiring or replace the EPPR valve.',
  },
  {
    code: 'E-041', title: 'Swing parking brake solenoid circuit open', sys: 'Swing',
    desc: 'The VCU detects an open circuit in the coil of solenoid valve A2, which releases the swing parking brake.',
    set: 'No coil current while the VCU commands the solenoid, for 1 s.',
    reaction: 'The swing parking brake stays applied: the upper structure cannot swing, or swings only against the brake with overheating.',
    causes: ['Connector of solenoid A2 disconnected', 'Open coil', 'Broken wire between the VCU and the solenoid valve block', 'Blown fuse F12'],
    checks: ['Check fuse F12 (10 A).', 'Disconnect the connector of solenoid A2 and measure the coil resistance: 26–32 Ω.', 'Measure the voltage at the connector while operating the swing lever with the engine running: 24 V.', 'Check the wire from VCU connector CN-52 pin 14 to the solenoid for continuity.'],
    remedy: 'Replace the coil or repair the wiring. Do not operate the swing with the brake applied.',
  },
  {
    code: 'E-044', title: 'Swing pilot pressure switch fault', sys: 'Swing',
    desc: 'The signal from the swing pilot pressure switch does not match the other inputs (for example, swing pressure is present without a swing lever signal).',
    set: 'Implausible switch signal for 3 s.',
    reaction: 'The swing brake release is controlled by the attachment pressure switches only; the auto-idle may not cancel when swinging.',
    causes: ['Switch stuck closed or open', 'Wire short to earth', 'Pilot control valve leaking (residual pressure)'],
    checks: ['Check the switch state in Monitoring › Inputs while operating swing.', 'Measure the pilot pressure at the switch with the lever in neutral: it must be 0 MPa.', 'Replace the switch if it does not change state at 0.5 MPa.'],
    remedy: 'Replace the switch, repair the wiring or overhaul the pilot control valve.',
  },
  {
    code: 'E-052', title: 'Travel speed solenoid fault', sys: 'Travel',
    desc: 'The VCU detects an open or short circuit in the coil of solenoid valve A4 (travel two-speed).',
    set: 'Coil current outside 0.6–1.1 A while energised, or current flowing while not commanded.',
    reaction: 'The travel motors stay in low speed.',
    causes: ['Damaged connector at the solenoid valve block', 'Open or shorted coil', 'Wire damaged in the harness along the upper frame'],
    checks: ['Measure the coil resistance of A4: 26–32 Ω.', 'Check the wiring between VCU connector CN-52 pin 16 and the valve.', 'Select high speed and measure the pilot pressure at the two-speed port of the travel motor: 3.8–4.2 MPa.'],
    remedy: 'Repair the wiring or replace the solenoid coil.',
  },
  {
    code: 'E-063', title: 'Charging voltage low', sys: 'Electrical',
    desc: 'The system voltage measured by the VCU with the engine running is below the charging threshold.',
    set: 'System voltage below 25 V for 30 s with the engine running above 1 000 rpm.',
    reaction: 'Charge warning lamp. The batteries are discharged and the machine may not restart.',
    causes: ['Poly-V belt slipping or broken', 'Loose or corroded terminal B or earth connection', 'Faulty alternator or regulator', 'Blown fusible link'],
    checks: ['Check the belt and the tensioner.', 'Measure the voltage at alternator terminal B at 1 500 rpm: 27.5–29.0 V.', 'Measure the voltage drop between terminal B and battery (+): 0.3 V max.', 'Check the 80 A fusible link in the battery box.'],
    remedy: 'Repair connections, replace the belt or the alternator. Recharge the batteries.',
  },
  {
    code: 'E-064', title: 'System voltage high', sys: 'Electrical',
    desc: 'The system voltage is above the permitted maximum.',
    set: 'System voltage above 32 V for 5 s.',
    reaction: 'Warning lamp. Electronic units may switch off to protect themselves.',
    causes: ['Faulty alternator regulator', 'Jump starting with a 24 V source connected wrongly (48 V)', 'Poor battery connection causing voltage peaks'],
    checks: ['Measure the voltage at terminal B with the engine at 1 500 rpm.', 'Check the battery terminals and the series link.'],
    remedy: 'Replace the alternator if the regulated voltage exceeds 29.0 V.',
  },
  {
    code: 'E-071', title: 'Monitor communication error', sys: 'Electrical',
    desc: 'The instrument panel has lost CAN communication with the VCU or the engine ECU.',
    set: 'No CAN message from the VCU or ECU for 2 s.',
    reaction: 'Gauges show dashes; the machine keeps working with the last selected mode.',
    causes: ['Open CAN-H or CAN-L wire', 'Missing terminating resistor', 'Water in a CAN connector', 'Faulty controller'],
    checks: ['With the starter switch OFF, measure the resistance between CAN-H and CAN-L at the diagnostic connector: 60 ± 5 Ω.', 'A reading of 120 Ω indicates an open circuit or a missing terminating resistor.', 'Check all CAN connectors for corrosion.'],
    remedy: 'Repair the CAN wiring or replace the terminating resistor.',
  },
  {
    code: 'E-077', title: 'Air filter restriction', sys: 'Engine',
    desc: 'The restriction switch on the air cleaner outlet has closed, indicating that the filter elements are clogged.',
    set: 'Restriction switch closed (6.2 kPa) for 10 s with the engine running.',
    reaction: 'Warning lamp. Engine power falls and exhaust smoke increases as restriction rises.',
    causes: ['Outer element clogged by dust', 'Pre-cleaner dust valve blocked', 'Intake inlet cap blocked', 'Faulty restriction switch'],
    checks: ['Check the dust valve and empty it.', 'Remove the outer element and inspect it; clean with dry compressed air (max. 0.7 MPa) from the inside out.', 'Check the inner element; do not clean it, replace it.', 'Measure the restriction with a water manometer at rated speed: below 4 kPa with clean elements.'],
    remedy: 'Clean or replace the outer element; replace the inner element with every third outer element.',
  },
  {
    code: 'E-088', title: 'Water in fuel', sys: 'Engine',
    desc: 'The water-in-fuel sensor in the water separator bowl detects water above the sensor level.',
    set: 'Sensor signal active for 10 s.',
    reaction: 'Warning lamp. If water is not drained the engine ECU limits power after 30 minutes.',
    causes: ['Contaminated fuel delivered to the machine', 'Condensation in the fuel tank (tank not filled at end of shift)', 'Faulty sensor'],
    checks: ['Open the drain valve of the water separator and drain until clean fuel flows.', 'Drain the sediment from the fuel tank drain valve.', 'If the warning returns within one shift, take a fuel sample from the tank.'],
    remedy: 'Drain water, fill the tank at the end of each shift, replace the filter elements if water reached the main filter.',
  },
  {
    code: 'E-091', title: 'Hydraulic return filter clogged', sys: 'Hydraulic',
    desc: 'The clogging switch on the return filter housing has closed.',
    set: 'Switch closed for 30 s with oil temperature above 40 °C.',
    reaction: 'Warning lamp. The bypass valve opens and unfiltered oil returns to the tank.',
    causes: ['Return filter element overdue', 'Contamination from a failing component', 'Operation with hydraulic breaker without the shortened interval'],
    checks: ['Check the hours since the last filter change.', 'Cut open the old element and look for metal particles or seal material.', 'Take an oil sample for particle count (target ISO 4406 18/16/13).'],
    remedy: 'Replace the element; if particles are found, locate the failing component and flush the system.',
  },
  {
    code: 'E-095', title: 'Safety lever switch fault', sys: 'Hydraulic',
    desc: 'The two contacts of the safety lever switch give contradictory signals.',
    set: 'Both contacts open or both closed for 1 s.',
    reaction: 'The VCU keeps the pilot cut-off solenoid A1 de-energised: no attachment, swing or travel movement is possible.',
    causes: ['Switch misadjusted after console work', 'Faulty switch', 'Wiring fault'],
    checks: ['Raise and lower the safety lever and watch the input states in the service menu.', 'Check the switch actuator gap: 1.0–2.0 mm with the lever down.', 'Measure continuity of the NO and NC contacts.'],
    remedy: 'Adjust or replace the switch. Never bridge the switch to continue working.',
  },
];

// Hand-written pages. `lm` is the page's landmark phrase: it must occur on this page and no other.
const SAFETY_PAGES = [
  {
    id: 'signal', t: 'Safety alert symbol and signal words', lm: 'read and understand every safety message',
    body: `<p>The safety alert symbol (a triangle with an exclamation mark) identifies messages about hazards that can cause injury or death. When you see this symbol on the machine or in this manual, read and understand every safety message that follows it before you continue.</p>
${table(['Signal word', 'Meaning'], [['<b>DANGER</b>', 'An imminently hazardous situation which, if not avoided, will result in death or serious injury.'], ['<b>WARNING</b>', 'A potentially hazardous situation which, if not avoided, could result in death or serious injury.'], ['<b>CAUTION</b>', 'A potentially hazardous situation which, if not avoided, may result in minor or moderate injury. Also used for practices that can damage the machine.'], ['<b>NOTE</b>', 'Additional information that makes a task easier or helps avoid damage. No personal hazard.']])}
<p>The procedures in this manual assume that the technician is trained and qualified for work on hydraulic excavators, knows the local regulations for workplace safety and has read the Operation and Maintenance Manual supplied with the machine.</p>
<p>The manufacturer cannot anticipate every circumstance that might involve a hazard. If you use a procedure, tool or work method that is not specifically recommended, you must satisfy yourself that it is safe for you and for others, and that the machine will not be damaged or made unsafe.</p>
<div class="note"><b>NOTE</b> — Keep this manual in a clean, dry place in the workshop. Replacement copies and revisions are available through the dealer portal.</div>`,
  },
  {
    id: 'ppe', t: 'Personal protective equipment', lm: 'hearing protection when the engine runs',
    body: `<p>Wear clothing and protective equipment suited to the job. Loose clothing, rings, watches and long hair can be caught in moving parts.</p>
${ul(['Hard hat, safety shoes with steel toe caps and high-visibility clothing on every job site.', 'Safety glasses or a face shield when grinding, hammering pins, using compressed air or working with pressurised fluids.', 'Chemical-resistant gloves when handling hydraulic oil, fuel, coolant, battery acid and solvents.', 'Wear hearing protection when the engine runs in an enclosed workshop, and during pressure tests at relief pressure.', 'A dust mask when cleaning air filters or the cooling package.', 'Fall protection when working more than 2 m above the ground, for example on the boom or on top of the cab.'])}
<p>Keep a first-aid kit and a fire extinguisher within reach. Know the emergency telephone numbers of the site.</p>
<div class="caution"><b>CAUTION</b> — Do not use compressed air for cleaning clothing or skin. Limit the nozzle pressure to 0.2 MPa when using compressed air for cleaning parts, and direct the jet away from other persons.</div>`,
  },
  {
    id: 'prepare', t: 'Preparing the machine for service', lm: 'control lever and to the starter switch',
    body: `<p>Unless a procedure requires the engine to run, prepare the machine as follows before any inspection or repair:</p>
${ol(['Park the machine on firm, level ground away from traffic and overhead power lines.', 'Lower the bucket flat to the ground. If the attachment must stay raised, support it with stands of adequate capacity.', 'Run the engine at low idle for 5 minutes to let the turbocharger cool, then stop the engine and remove the starter key.', 'Raise the safety lever to the LOCK position.', 'Attach a “Do not operate” tag to the right-hand control lever and to the starter switch.', 'Turn the battery disconnect switch OFF when working on the electrical system or near moving parts.', 'Engage the swing lock pin when working between the upper structure and the undercarriage.', 'Block the tracks when the machine is on a slope.'])}
<div class="warn"><b>WARNING</b> — Before starting the engine for a test, make sure that nobody is near the machine, sound the horn and check that all guards are in place.</div>`,
  },
  {
    id: 'pressure', t: 'Releasing residual hydraulic pressure', lm: 'pressurisation valve on the breather cap',
    body: `<p>Pressure remains trapped in the hydraulic circuits after the engine stops, in the hydraulic tank (which is pressurised by the breather) and in the pilot accumulator. Release it before you disconnect any hose, fitting or component.</p>
${ol(['Lower the attachment to the ground and stop the engine.', 'Turn the starter switch to ON (engine not running) and lower the safety lever.', 'Move each control lever and travel pedal through its full stroke in all directions 10 to 15 times. This releases the pilot accumulator and the pressure in the actuator lines.', 'Turn the starter switch OFF and raise the safety lever.', 'Press the pressurisation valve on the breather cap of the hydraulic tank to release the air pressure in the tank.', 'Loosen fittings slowly, with a cloth over the connection, to release any pressure that remains.'])}
<div class="warn"><b>WARNING</b> — Oil escaping from a pinhole can penetrate the skin. Any injection injury must be treated immediately by a doctor familiar with this type of injury, even if the wound looks small.</div>
<p>The travel motors, the swing motor and cylinders held by an external load (for example a boom resting on a stand) can keep pressure even after this procedure. Remove the load before opening these circuits.</p>`,
  },
  {
    id: 'raised', t: 'Working under raised equipment', lm: 'stands rated for at least twice',
    body: `<p>Never rely on the hydraulic system to hold a raised boom, arm, bucket or the machine itself. A hose can burst or a valve can be moved by accident.</p>
${ul(['Before working under the attachment, lower it onto stands rated for at least twice the supported load.', 'When the track is raised with the boom for track work, place hardwood blocks under the track frame before working near the track.', 'Do not use concrete blocks, hollow bricks or jacks alone as supports.', 'Keep the area clear of other persons and mark it with barrier tape.', 'When removing a cylinder, support the component it carries before removing any pin.'])}
<div class="warn"><b>WARNING</b> — Pins under load can be ejected with great force. Stand to the side when driving out a pin and use a brass drift.</div>
<p>When working on the upper structure with the boom raised, engage the swing lock pin and check that the travel levers cannot be moved by accident.</p>`,
  },
  {
    id: 'hot', t: 'Hot fluids and hot surfaces', lm: 'turn the radiator cap slowly to the first stop',
    body: `<p>After operation, the engine coolant, the engine oil, the hydraulic oil and the gear oil are hot and under pressure. The exhaust system, the turbocharger and the hydraulic pump can reach temperatures above 100 °C.</p>
${ul(['Let the machine cool down before starting work on hot components; use an infrared thermometer to check.', 'Open the radiator cap only when the coolant is cold. If it must be opened warm, cover it with a thick cloth and turn the radiator cap slowly to the first stop to release the pressure.', 'Release the pressure in the hydraulic tank before removing the filler cap or the filter cover.', 'Drain oils into suitable containers; never let hot oil run onto the ground.'])}
<div class="caution"><b>CAUTION</b> — Hot oil and coolant can cause burns. Wear gloves and safety glasses when draining.</div>
<p>Additives in coolant and hydraulic oil are harmful if swallowed. Store fluids in marked containers, out of reach of unauthorised persons.</p>`,
  },
  {
    id: 'fire', t: 'Fire prevention', lm: 'accumulations of dry leaves, paper',
    body: `<p>Fuel, oil, grease and many coolant mixtures are flammable. Fire is most likely when these fluids leak onto hot surfaces or when dust and debris collect in the engine compartment.</p>
${ul(['Remove accumulations of dry leaves, paper, coal dust and oily debris from the engine compartment, the battery box and around the exhaust every day.', 'Stop the engine and do not smoke while refuelling. Fill the tank outdoors.', 'Check fuel, oil and hydraulic hoses for leaks and chafing; repair leaks before operating the machine.', 'Before welding or grinding, disconnect the batteries and the connectors of all electronic controllers, clean the area and keep a fire extinguisher ready.', 'Never weld or flame-cut on pipes or tanks that contain or contained flammable fluids.'])}
<div class="warn"><b>WARNING</b> — In case of fire, stop the engine, turn the battery disconnect switch OFF and leave the machine. Use the extinguisher only if you can do so safely.</div>`,
  },
  {
    id: 'battery', t: 'Batteries and electrical work', lm: 'explosive hydrogen gas',
    body: `<p>Batteries produce explosive hydrogen gas. The electrolyte contains sulphuric acid, which causes severe burns.</p>
${ul(['Keep sparks and flames away from batteries. Do not check the charge by shorting the terminals.', 'Disconnect the negative (–) cable first and reconnect it last.', 'Do not jump-start a frozen battery; it may explode.', 'When jump-starting, use a 24 V source only and connect the final negative cable to the frame, away from the batteries.', 'Turn the starter switch OFF and wait at least 2 minutes before disconnecting any controller, so that it can store its data.'])}
<div class="caution"><b>CAUTION</b> — Electronic controllers can be destroyed by welding current. Disconnect the batteries and the controller connectors before arc welding on the machine, and connect the welding earth clamp as close as possible to the weld.</div>
<p>If acid contacts skin or eyes, rinse with plenty of clean water for at least 15 minutes and seek medical help.</p>`,
  },
  {
    id: 'lifting', t: 'Lifting and slinging components', lm: 'sling angle must not exceed 60',
    body: `<p>Many components of the DX225LCA are heavy. Check the mass given in the procedure and use lifting equipment and slings with a working load limit greater than the load.</p>
${table(['Component', 'Approximate mass'], [['Counterweight', '4 600 kg'], ['Boom with arm cylinder', '2 010 kg'], ['Arm with bucket cylinder and linkage', '1 250 kg'], ['Engine assembly (dry)', '590 kg'], ['Swing bearing', '380 kg'], ['Travel motor with reduction gear', '375 kg'], ['Main control valve', '196 kg'], ['Main hydraulic pump', '158 kg']])}
${ul(['Inspect slings, shackles and eyebolts before each use. Discard damaged items.', 'The included sling angle must not exceed 60 degrees.', 'Use the lifting eyes provided on the component. Eyebolts must be screwed in to their full thread length and loaded in line with the thread.', 'Guide suspended loads with tag lines; never stand under a suspended load.'])}`,
  },
  {
    id: 'labels', t: 'Safety labels', lm: 'replace damaged or unreadable labels',
    body: `<p>Keep all safety labels clean and readable. Replace damaged or unreadable labels, and fit new labels to replacement parts that carried labels. The table shows the labels and their positions on the machine.</p>
${table(['No.', 'Label', 'Location'], [['1', 'Read the manual before operation', 'Cab, right-hand window'], ['2', 'Crushing hazard — keep clear of swing area', 'Both sides of the counterweight'], ['3', 'Hot surface', 'Engine hood, near exhaust'], ['4', 'Pressurised tank — release pressure before opening', 'Hydraulic tank cover'], ['5', 'Rotating fan and belt', 'Fan guard, radiator side'], ['6', 'Battery explosive gas', 'Battery box cover'], ['7', 'Track tension — grease under high pressure', 'Both track frames, adjuster cover'], ['8', 'Safety lever — lock before leaving the seat', 'Left-hand console'], ['9', 'Lifting point', 'Upper frame, four positions'], ['10', 'No step', 'Engine hood, counterweight top']])}
<p>Part numbers for labels are listed in the parts book for the machine serial number. Clean labels with soap and water only; solvents can loosen the print.</p>`,
  },
  {
    id: 'environment', t: 'Environmental protection', lm: 'licensed waste disposal company',
    body: `<p>Used oils, fuels, coolant, refrigerant, filters and batteries are hazardous waste. Observe the local environmental regulations.</p>
${ul(['Drain fluids into marked containers. Never drain fluids onto the ground or into drains and watercourses.', 'Hand over used oil, filters, batteries and contaminated absorbents to a licensed waste disposal company.', 'Recover air-conditioner refrigerant with approved equipment; releasing R-134a into the atmosphere is prohibited.', 'Keep absorbent material and a drip tray ready when opening hydraulic circuits on site.', 'Where biodegradable hydraulic oil is used, do not mix it with mineral oil: a mixture of more than 2 % mineral oil destroys the biodegradability.'])}
<div class="note"><b>NOTE</b> — Record the quantity and type of fluids added or replaced in the service records at the end of this manual.</div>`,
  },
];

const SPEC_PAGES = [
  {
    id: 'general', t: 'General specifications', lm: 'operating weight includes a 75 kg operator',
    body: `${table(['Item', 'DX225LCA', 'DX225NLCA'], [['Operating weight', '22 500 kg', '21 900 kg'], ['Bucket capacity (SAE heaped)', '1.05 m³', '1.05 m³'], ['Boom / arm (standard)', '5 700 / 2 900 mm', '5 700 / 2 900 mm'], ['Track shoe width', '600 mm', '500 mm'], ['Ground pressure', '46 kPa', '54 kPa'], ['Track gauge', '2 390 mm', '1 990 mm'], ['Engine', 'DL06, 110 kW', 'DL06, 110 kW'], ['Swing speed', '11.7 rpm', '11.7 rpm'], ['Travel speed (low / high)', '3.0 / 5.5 km/h', '3.0 / 5.5 km/h'], ['Gradeability', '35° (70 %)', '35° (70 %)'], ['Maximum drawbar pull', '213 kN', '213 kN'], ['Bucket digging force (ISO)', '150 kN (159 kN boost)', '150 kN (159 kN boost)'], ['Arm digging force (ISO)', '109 kN (115 kN boost)', '109 kN (115 kN boost)']])}
<p>The operating weight includes a 75 kg operator, a full fuel tank, the standard boom, arm and bucket and all fluids. The DX225NLCA is the narrow-gauge version for transport on standard trailers; both versions share the upper structure and all hydraulic components.</p>
<div class="note"><b>NOTE</b> — Specifications are subject to change without notice. Values in this manual apply to the serial numbers listed on the title page.</div>`,
  },
  {
    id: 'dimensions', t: 'Dimensions', lm: 'tail swing radius of 2 750 mm',
    body: `${table(['Dimension', 'Value (boom 5 700 mm, arm 2 900 mm)'], [['A — Overall length (transport)', '9 520 mm'], ['B — Overall height, boom (transport)', '2 980 mm'], ['C — Overall width, 600 mm shoes', '2 990 mm'], ['D — Cab height', '2 960 mm'], ['E — Counterweight clearance', '1 060 mm'], ['F — Minimum ground clearance', '460 mm'], ['G — Tail swing radius', '2 750 mm'], ['H — Track length on ground (tumbler distance)', '3 650 mm'], ['I — Track length', '4 450 mm'], ['J — Upper structure width', '2 710 mm']])}
<p>With a tail swing radius of 2 750 mm, the counterweight extends beyond the track width when the upper structure is turned 90°. Allow at least 0.5 m of free space beyond this radius when working next to walls or traffic.</p>
<p>Transport height is measured with the arm fully retracted, the bucket curled and the boom lowered so that the bucket rests on the deck, on a trailer with a deck height of 0 mm. Add the trailer deck height for the actual transport height.</p>`,
  },
  {
    id: 'ranges', t: 'Working ranges', lm: 'vertical wall digging depth',
    body: `${table(['Working range', 'Arm 2 400 mm', 'Arm 2 900 mm', 'Arm 3 500 mm'], [['Maximum digging reach', '9 410 mm', '9 900 mm', '10 460 mm'], ['Maximum digging reach at ground level', '9 230 mm', '9 730 mm', '10 300 mm'], ['Maximum digging depth', '6 120 mm', '6 620 mm', '7 220 mm'], ['Maximum digging height', '9 460 mm', '9 620 mm', '9 950 mm'], ['Maximum dumping height', '6 580 mm', '6 740 mm', '7 060 mm'], ['Maximum vertical wall digging depth', '5 320 mm', '5 850 mm', '6 400 mm'], ['Minimum swing radius', '3 720 mm', '3 680 mm', '3 720 mm'], ['Bucket digging force (ISO)', '150 kN', '150 kN', '150 kN'], ['Arm digging force (ISO)', '126 kN', '109 kN', '95 kN']])}
<p>Working ranges are measured to the tip of the bucket teeth with the standard 1.05 m³ bucket. With the hydraulic quick coupler, reduce the digging depth and reach by approximately 180 mm.</p>`,
  },
  {
    id: 'engine', t: 'Engine specifications', lm: 'low idle speed is set by the VCU',
    body: `${table(['Item', 'Specification'], [['Model', 'DL06, four-stroke, water-cooled, turbocharged, charge-air cooled'], ['Cylinders', '6 in-line'], ['Bore × stroke', '100 × 125 mm'], ['Displacement', '5 890 cm³'], ['Compression ratio', '17.2 : 1'], ['Rated power, gross (SAE J1995)', '118 kW at 1 900 rpm'], ['Rated power, net (ISO 9249)', '110 kW at 1 900 rpm'], ['Maximum torque', '645 N·m at 1 400 rpm'], ['Fuel system', 'Common rail, 180 MPa'], ['High idle (no load)', '1 980 ± 25 rpm'], ['Low idle', '900 ± 25 rpm'], ['Auto-idle speed', '1 000 rpm'], ['Starter / alternator', '24 V, 6.0 kW / 28 V, 80 A'], ['Exhaust emissions', 'Tier 3 / Stage IIIA']])}
<p>The low idle speed is set by the VCU according to the work mode and cannot be adjusted on the engine. Engine speeds quoted in the test procedures are measured with the diagnostic tool or the monitor service menu.</p>`,
  },
  {
    id: 'hydraulic', t: 'Hydraulic system specifications', lm: 'pressures are measured at 50',
    body: `${table(['Item', 'Specification'], [['Main pumps', '2 × variable axial piston, 2 × 206 L/min'], ['Pilot pump', 'Gear, 19 L/min'], ['Main relief valve', '34.3 MPa (36.3 MPa power boost)'], ['Port relief valves, boom/arm/bucket', '37.3 MPa'], ['Swing relief valves', '27.9 MPa'], ['Travel relief valves', '34.3 MPa'], ['Pilot relief valve', '4.0 MPa'], ['Hydraulic tank capacity', '130 L'], ['System capacity', '235 L'], ['Return filter', '10 µm'], ['Pilot filter', '10 µm'], ['Suction strainer', '150 µm']])}
<h4>Cylinders</h4>
${table(['Cylinder', 'Quantity', 'Bore × rod × stroke'], [['Boom', '2', '120 × 85 × 1 290 mm'], ['Arm', '1', '140 × 95 × 1 510 mm'], ['Bucket', '1', '120 × 80 × 1 005 mm']])}
<p>All pressures are measured at 50 ± 5 °C hydraulic oil temperature, engine at high idle, power mode P, unless otherwise stated.</p>`,
  },
  {
    id: 'swingtravel', t: 'Swing and travel specifications', lm: 'swing torque of 68.7 kN',
    body: `${table(['Item', 'Specification'], [['Swing motor', 'Fixed axial piston, 151 cm³/rev'], ['Swing reduction', 'Two-stage planetary, 19.47 : 1'], ['Swing speed', '11.7 rpm'], ['Swing torque', '68.7 kN·m'], ['Swing parking brake', 'Wet multi-disc, spring-applied'], ['Travel motors', 'Two-speed axial piston, 165.4 / 94.3 cm³/rev'], ['Travel reduction', 'Two-stage planetary, 53.7 : 1'], ['Travel speed', '3.0 / 5.5 km/h'], ['Drawbar pull', '213 kN'], ['Travel parking brake', 'Wet multi-disc, spring-applied'], ['Track rollers per side', '2 upper, 8 lower'], ['Track links per side', '49']])}
<p>With a swing torque of 68.7 kN·m and a swing speed of 11.7 rpm, the machine completes a 90° swing in about 2.3 seconds under typical truck-loading conditions.</p>`,
  },
  {
    id: 'capacities', t: 'Fluids and capacities', lm: 'ISO VG 46 hydraulic oil',
    body: `${table(['System', 'Capacity', 'Fluid'], [['Fuel tank', '400 L', 'Diesel fuel EN 590 / ASTM D975 No. 2-D'], ['Engine oil (with filter)', '27 L', 'API CI-4 or ACEA E7, SAE 15W-40'], ['Cooling system', '24 L', 'Ethylene glycol coolant, 50 % mixture'], ['Hydraulic tank', '130 L', 'ISO VG 46 hydraulic oil (HM)'], ['Hydraulic system', '235 L', 'ISO VG 46 hydraulic oil (HM)'], ['Swing reduction gear', '5.0 L', 'Gear oil API GL-5, SAE 80W-90'], ['Travel reduction gear (each)', '5.8 L', 'Gear oil API GL-5, SAE 80W-90'], ['Swing ring gear bath', '14 kg', 'Lithium grease EP2'], ['Front idler / rollers', '—', 'Engine oil SAE 30, sealed'], ['Air conditioner', '850 g', 'Refrigerant R-134a']])}
<p>The machine is filled at the factory with ISO VG 46 hydraulic oil. For ambient temperatures permanently above 35 °C use ISO VG 68; below −20 °C use ISO VG 32. Do not mix oils of different brands or types.</p>`,
  },
  {
    id: 'torques', t: 'Standard tightening torques', lm: 'property class 10.9 with lightly oiled threads',
    body: `<p>Use the values below when no specific torque is given in a procedure. They apply to bolts of property class 10.9 with lightly oiled threads. For class 8.8 bolts use 70 % of the value; for class 12.9 use 120 %.</p>
${table(['Thread', 'Wrench size', 'Torque (N·m)', 'Tolerance'], Object.entries(TORQUE).map(([s, v]) => [s, `${{ M6: 10, M8: 13, M10: 17, M12: 19, M14: 22, M16: 24, M18: 27, M20: 30, M22: 32, M24: 36, M27: 41, M30: 46 }[s]} mm`, String(v), '± 10 %']))}
<p>Clean threads before assembly. Where thread-locking compound is specified, apply it to the first three threads of the bolt only and tighten within 10 minutes.</p>`,
  },
  {
    id: 'hose', t: 'Hose fitting tightening torques', lm: 'O-ring face seal fittings',
    body: `<p>Hydraulic hoses on the DX225LCA use O-ring face seal fittings (ORFS) for the main lines and 37° flare fittings (JIC) for some pilot lines. Split flanges are used for pump and valve connections above 3/4 inch.</p>
${table(['Hose size', 'ORFS thread', 'ORFS torque', 'JIC torque', 'Split flange bolt'], [['1/4 in (-04)', '9/16-18', '25 N·m', '18 N·m', '—'], ['3/8 in (-06)', '11/16-16', '40 N·m', '30 N·m', '—'], ['1/2 in (-08)', '13/16-16', '55 N·m', '50 N·m', '—'], ['5/8 in (-10)', '1-14', '80 N·m', '70 N·m', '—'], ['3/4 in (-12)', '1 3/16-12', '115 N·m', '100 N·m', 'M10: 57 N·m'], ['1 in (-16)', '1 7/16-12', '150 N·m', '140 N·m', 'M12: 98 N·m'], ['1 1/4 in (-20)', '1 11/16-12', '190 N·m', '—', 'M14: 157 N·m'], ['1 1/2 in (-24)', '2-12', '230 N·m', '—', 'M16: 245 N·m']])}
<p>Always replace the O-ring when a fitting has been opened. Hold the hose end with a second wrench so that the hose is not twisted.</p>`,
  },
  {
    id: 'lift', t: 'Lifting capacities', lm: 'lifting capacities are based on ISO 10567',
    body: `<p>Boom 5 700 mm, arm 2 900 mm, bucket 0.92 t removed, 600 mm shoes, counterweight 4 600 kg. Values in tonnes, over the front (F) and over the side (S), at the bucket pin.</p>
${table(['Height', '3.0 m F / S', '4.5 m F / S', '6.0 m F / S', '7.5 m F / S', 'Max. reach F / S'], [['6.0 m', '—', '5.27 / 5.27', '4.55 / 4.10', '—', '3.98 / 3.21 (6.9 m)'], ['4.5 m', '—', '6.34 / 6.02', '4.98 / 3.98', '3.72 / 2.71', '3.52 / 2.57 (7.8 m)'], ['3.0 m', '9.86 / 8.39', '7.58 / 5.60', '5.49 / 3.81', '3.94 / 2.65', '3.35 / 2.33 (8.2 m)'], ['1.5 m', '11.62 / 7.82', '8.46 / 5.29', '5.87 / 3.66', '4.10 / 2.58', '3.38 / 2.31 (8.3 m)'], ['0 m', '12.01 / 7.76', '8.75 / 5.12', '6.01 / 3.56', '4.14 / 2.55', '3.59 / 2.43 (8.0 m)'], ['−1.5 m', '11.47 / 7.83', '8.59 / 5.09', '5.98 / 3.54', '—', '4.14 / 2.79 (7.4 m)'], ['−3.0 m', '9.92 / 8.01', '7.70 / 5.21', '—', '—', '5.31 / 3.62 (6.4 m)']])}
<p>The lifting capacities are based on ISO 10567 and do not exceed 75 % of the tipping load or 87 % of the hydraulic lifting capacity. Lifting mode and the overload warning device must be active for lifting operations.</p>`,
  },
  {
    id: 'masses', t: 'Component masses', lm: 'upper structure without attachment and counterweight',
    body: `${table(['Component', 'Mass'], [['Upper structure without attachment and counterweight', '5 800 kg'], ['Counterweight', '4 600 kg'], ['Lower frame with tracks (600 mm shoes)', '7 950 kg'], ['Boom with arm cylinder and piping', '2 010 kg'], ['Arm with bucket cylinder and linkage', '1 250 kg'], ['Bucket 1.05 m³', '860 kg'], ['Boom cylinder (each)', '198 kg'], ['Cab', '480 kg'], ['Engine assembly (dry)', '590 kg'], ['Main control valve', '196 kg'], ['Travel motor with reduction gear', '375 kg'], ['Track chain with shoes, one side', '2 150 kg']])}
<p>Use these values to select lifting equipment and to plan transport. The upper structure can only be separated from the undercarriage after removing the attachment and the counterweight.</p>`,
  },
];

const HYD_GENERAL_PAGES = [
  {
    id: 'bleeding', t: 'Bleeding air from the hydraulic system', lm: 'loosen the air bleed plug on top of the pump',
    body: `<p>Air must be bled from the hydraulic system whenever a pump, a motor or a cylinder has been replaced, or when the oil level has fallen below the suction port. Air in the system causes noise, cavitation damage and jerky movements.</p>
<h4>Main and pilot pumps</h4>
${ol(['Fill the hydraulic tank to the upper mark.', 'Loosen the air bleed plug on top of the pump until oil free of bubbles flows out, then tighten the plug to 39 N·m.', 'Start the engine and run it at low idle for 10 minutes without operating any function.'])}
<h4>Cylinders</h4>
${ol(['With the engine at low idle, extend and retract each cylinder five times, stopping 100 mm before the end of the stroke.', 'Then move each cylinder through its full stroke three to four times.'])}
<h4>Swing and travel motors</h4>
${ol(['Fill the motor case through the drain port before start-up.', 'Swing slowly at low idle one full turn in each direction; jack up each track and run it slowly in both directions.'])}
<p>Finally, place the machine in the oil-level check position and top up the hydraulic tank.</p>`,
  },
  {
    id: 'flushing', t: 'Flushing the hydraulic system after a component failure', lm: 'flushing filter of 3 µm',
    body: `<p>When a pump, motor or valve fails internally, metal particles spread through the whole system. Replacing the failed component alone is not enough: the remaining components will fail within a short time unless the system is cleaned.</p>
${ol(['Drain the hydraulic tank and clean the inside of the tank and the suction strainer.', 'Replace the return filter, the pilot filter and the drain filter elements.', 'Remove and clean the main control valve spool caps and check the spools for scoring.', 'Disconnect each cylinder and motor line in turn and flush it with clean oil into a container.', 'Install the new component and refill the system with new oil.', 'Connect a flushing unit with a flushing filter of 3 µm between the return line and the tank and run all functions for 2 hours.', 'Replace the return filter again after 50 hours and take an oil sample.'])}
<div class="note"><b>NOTE</b> — Keep the failed component for warranty inspection; cap all its ports and record the machine hours and the symptom.</div>`,
  },
  {
    id: 'sampling', t: 'Hydraulic oil sampling', lm: 'sampling valve on the return filter',
    body: `<p>Regular oil analysis finds wear and contamination before a component fails. Take a sample every 500 hours and after any component failure.</p>
${ol(['Run the machine until the oil is at operating temperature (50–80 °C).', 'Lower the attachment and stop the engine. Clean the sampling valve on the return filter housing.', 'Connect the sampling hose and let about 0.5 L of oil flow into a waste container to flush the valve.', 'Fill the clean sample bottle to three-quarters, close it immediately and label it with the machine serial number, hours and oil type.', 'Send the sample to the laboratory within 24 hours.'])}
${table(['Analysis', 'Target', 'Action limit'], [['Cleanliness (ISO 4406)', '18/16/13', '20/18/15'], ['Water content', 'below 0.05 %', '0.1 %'], ['Iron (Fe)', 'below 20 ppm', '50 ppm'], ['Copper (Cu)', 'below 15 ppm', '40 ppm'], ['Viscosity change at 40 °C', '± 5 %', '± 10 %']])}`,
  },
];

const SYMPTOM_PAGES = [
  {
    t: 'Engine cranks but does not start', lm: 'fuel shut-off valve under the fuel tank',
    rows: [['No fuel reaches the pump', 'Check the fuel level and that the fuel shut-off valve under the fuel tank is open.', 'Fill the tank and bleed the fuel system with the priming pump.'], ['Air in the fuel system', 'Loosen the bleed screw on the main filter head and pump the priming pump.', 'Bleed until fuel without bubbles flows.'], ['Clogged fuel filters', 'Measure the supply pressure (0.4–0.6 MPa).', 'Replace the elements.'], ['Low rail pressure', 'Read the rail pressure during cranking with the diagnostic tool: at least 25 MPa.', 'See fault code E-008.'], ['Cranking speed too low', 'Measure cranking speed and battery voltage.', 'Charge or replace the batteries.'], ['Glow system inoperative in cold weather', 'Check the 40 A fusible link and the intake air heater relay.', 'Replace the fuse or relay.']],
  },
  {
    t: 'All hydraulic functions slow or weak', lm: 'all functions are equally affected',
    rows: [['Low engine speed under load', 'Compare the engine speed at hydraulic stall with the specification (1 850 rpm min.).', 'Check the engine fuel system and air filter.'], ['Low pilot pressure', 'Measure the pilot pressure (4.0 MPa).', 'Adjust the pilot relief or replace the pilot filter.'], ['Main relief set too low', 'Measure the main relief pressure.', 'Adjust the main relief valve.'], ['Pump power-shift current wrong', 'Read the EPPR current in the service menu.', 'See fault code E-034.'], ['Worn main pump', 'Carry out the pump flow test.', 'Overhaul or replace the pump.']],
    intro: 'If all functions are equally affected, the cause is usually in the common supply (engine, pumps, pilot circuit); if only one function is affected, see the symptom for that function.',
  },
  {
    t: 'Swing does not operate in either direction', lm: 'swing lock pin is still engaged',
    rows: [['Swing lock pin engaged', 'Check whether the swing lock pin is still engaged after transport or service.', 'Disengage the pin.'], ['Swing parking brake not released', 'Measure the brake release pressure while operating swing (2.0–2.5 MPa).', 'See fault code E-041; check solenoid A2.'], ['No swing pilot pressure', 'Measure the pilot pressure at the swing ports of the main control valve.', 'Repair the pilot control valve or the hose.'], ['Swing relief valve stuck open', 'Measure the swing relief pressure.', 'Clean or replace the relief valve.'], ['Damaged swing reduction gear', 'Listen for noise; check the gear oil for metal.', 'Overhaul the reduction gear.']],
  },
  {
    t: 'Machine does not travel straight', lm: 'mistracking of more than 200 mm',
    rows: [['Unequal track tension', 'Measure the track sag on both sides.', 'Adjust the tension.'], ['Travel-straight valve not shifting', 'Travel and operate the boom at the same time; the machine must stay straight.', 'Clean or replace the travel-straight spool.'], ['Unequal pump flow', 'Carry out the pump flow test on P1 and P2.', 'Adjust or overhaul the regulators.'], ['Internal leakage in one travel motor', 'Measure the case drain flow of both motors.', 'Overhaul the motor with the higher leakage.'], ['Center joint seals worn', 'Check whether the mistracking changes with the swing position.', 'Replace the center joint seals.']],
    intro: 'Measure the deviation over 20 m of travel on level, firm ground in low speed. A mistracking of more than 200 mm requires investigation.',
  },
  {
    t: 'Boom drifts down with control lever in neutral', lm: 'measure the drift at the boom cylinder rod',
    rows: [['Leaking boom holding valve', 'Disconnect the drain of the holding valve; oil flow indicates a leaking poppet.', 'Clean or replace the holding valve.'], ['Leaking piston seals', 'Extend the cylinder fully, disconnect the rod-side hose and apply pressure to the head side; check for flow.', 'Replace the piston seals.'], ['Port relief valve leaking', 'Swap the boom head and rod port relief valves and check whether the drift changes.', 'Replace the relief valve.'], ['Spool wear in main control valve', 'Check after the above; the spool clearance cannot be measured on the machine.', 'Replace the valve section.']],
    intro: 'With the bucket loaded and the boom horizontal, stop the engine and measure the drift at the boom cylinder rod over 10 minutes. The limit is 20 mm at 50 °C oil temperature.',
  },
  {
    t: 'Excessive black exhaust smoke', lm: 'black smoke under load',
    rows: [['Air filter clogged', 'Check the restriction indicator or fault code E-077.', 'Clean or replace the element.'], ['Boost pressure low', 'Measure the boost pressure at rated speed (170–200 kPa).', 'Check the turbocharger and charge-air pipes.'], ['Faulty injector', 'Carry out the cylinder cut-out test.', 'Replace the injector.'], ['Wrong injector correction code', 'Compare the codes stored in the ECU with the labels on the injectors.', 'Enter the correct codes.'], ['Engine overloaded by hydraulics', 'Check the EPPR current in each mode.', 'See fault code E-034.']],
    intro: 'Some black smoke under load during acceleration is normal for a few seconds. Continuous black smoke under load indicates too much fuel for the available air.',
  },
];

// Maintenance items: [interval in hours (negative = first time only), item, how]. Refs in § form.
const MAINT = [
  [10, 'Check engine oil level', 'Dipstick between the marks, engine stopped for 15 min.'],
  [10, 'Check coolant level', 'Reservoir between FULL and LOW, engine cold.'],
  [10, 'Check hydraulic oil level', 'Sight gauge, bucket cylinder extended, arm in.'],
  [10, 'Drain the water separator', 'Open the drain valve until clean fuel flows.'],
  [10, 'Grease bucket pins and bucket linkage', '5 points, lithium EP2.'],
  [10, 'Grease boom and arm pins (first 100 h)', 'Every 10 h during the first 100 h, then every 50 h.'],
  [10, 'Check air cleaner dust valve', 'Squeeze to empty.'],
  [10, 'Walk-around inspection', 'Leaks, damaged hoses, loose bolts, track shoes, guards.'],
  [10, 'Check horn, lights, travel alarm and seat belt', 'Function test.'],
  [50, 'Grease boom, arm and cylinder pins', '14 points, lithium EP2.'],
  [50, 'Drain fuel tank sediment', 'Drain valve under the tank, before the first start of the day.'],
  [50, 'Check track tension', 'Track sag 300–335 mm (§[track chain]).'],
  [50, 'Check quick coupler locking', 'If fitted (§[quick coupler]).'],
  [250, 'Grease swing bearing races', '2 nipples, swing 90° between shots.'],
  [250, 'Check swing reduction gear oil level', 'Dipstick (§[swing reduction gear]).'],
  [250, 'Check travel reduction gear oil level', 'Level plug at 3 o’clock (§[travel reduction gear]).'],
  [250, 'Check poly-V belt and tensioner', 'Wear marks (§[poly-V belt and tensioner]).'],
  [250, 'Clean cooling package', 'Compressed air from the fan side.'],
  [250, 'Check battery charge and terminals', 'Open-circuit voltage 12.6 V or more.'],
  [-250, 'Change engine oil and filter (first time)', 'Break-in service.'],
  [-250, 'Replace hydraulic return filter (first time)', 'Break-in service.'],
  [-250, 'Change swing and travel gear oil (first time)', 'Break-in service.'],
  [500, 'Change engine oil and oil filter', '27 L, API CI-4 SAE 15W-40.'],
  [500, 'Replace fuel pre-filter and main filter', 'Bleed with the priming pump.'],
  [500, 'Take hydraulic oil sample', '§[sampling].'],
  [500, 'Check coolant hoses and clamps', 'Replace cracked hoses.'],
  [500, 'Clean cab fresh-air and recirculation filters', 'Replace every 1 000 h.'],
  [500, 'Check swing bearing bolts', 'Torque 580 N·m; check 10 % of bolts.'],
  [1000, 'Change swing reduction gear oil', '5.0 L, SAE 80W-90 GL-5.'],
  [1000, 'Change travel reduction gear oil', '5.8 L per side.'],
  [1000, 'Replace hydraulic return filter and pilot filter', 'Every 100 h with a hydraulic breaker.'],
  [1000, 'Replace hydraulic tank breather element', 'Release tank pressure first.'],
  [1000, 'Measure pin and bushing clearances', '§[pins and bushings].'],
  [2000, 'Change hydraulic oil', 'Mineral oil ISO VG 46; 5 000 h with long-life oil and oil analysis.'],
  [2000, 'Clean hydraulic suction strainer', '150 µm mesh.'],
  [2000, 'Renew swing ring gear grease', '14 kg lithium EP2.'],
  [2000, 'Check and adjust valve clearance', '§[valve clearance].'],
  [2000, 'Replace poly-V belt', 'Routing label on fan shroud.'],
  [2000, 'Replace air cleaner inner and outer elements', 'Do not clean the inner element.'],
  [2000, 'Check main, swing and travel relief pressures', '§[main relief valve], §[swing relief valves].'],
  [4000, 'Change coolant', '50 % ethylene glycol, 24 L.'],
  [4000, 'Replace pilot accumulator', 'Or every 2 years (§[pilot accumulator]).'],
  [4000, 'Check turbocharger shaft play', '§[turbocharger].'],
  [4000, 'Check engine mounts', '§[engine mounts].'],
];
const hrs = (n) => n.toLocaleString('en-US').replace(/,/g, ' ');
const dueAt = (h) => MAINT.filter(([iv]) => (iv > 0 ? h % iv === 0 : h === -iv));

const MAINT_PAGES = [
  {
    id: 'chart', t: 'Maintenance interval chart', lm: 'shown by the hour meter or the calendar',
    body: () => `<p>Carry out maintenance at the intervals shown by the hour meter or the calendar, whichever comes first. Under severe conditions (dust, high temperature, hydraulic breaker work) shorten the intervals as described in §[severe].</p>
${table(['Interval', 'Item', 'Remarks'], MAINT.map(([iv, item, how]) => [iv > 0 ? `${hrs(iv)} h` : `first ${-iv} h`, item, how]), 'tight')}`,
  },
  {
    id: 'grease', t: 'Lubrication points', lm: 'wipe each grease nipple clean',
    body: () => `<p>Use lithium-based EP2 grease (NLGI 2) unless otherwise stated. Wipe each grease nipple clean before greasing, and pump until fresh grease appears at the joint. Lower the attachment to the ground before greasing.</p>
${table(['No.', 'Point', 'Nipples', 'Interval'], [['1', 'Boom foot pin', '2', '50 h (10 h first 100 h)'], ['2', 'Boom cylinder head pins', '2', '50 h'], ['3', 'Boom cylinder rod pins', '2', '50 h'], ['4', 'Arm cylinder head pin', '1', '50 h'], ['5', 'Arm cylinder rod pin', '1', '50 h'], ['6', 'Boom–arm pin', '1', '50 h'], ['7', 'Bucket cylinder head pin', '1', '50 h'], ['8', 'Bucket cylinder rod pin', '1', '10 h'], ['9', 'Arm–bucket pin', '1', '10 h'], ['10', 'Arm–link pin', '1', '10 h'], ['11', 'Link–bucket pin', '1', '10 h'], ['12', 'Guide link pins', '2', '10 h'], ['13', 'Swing bearing races', '2', '250 h'], ['14', 'Swing ring gear bath', '—', 'Renew 2 000 h']])}
<div class="caution"><b>CAUTION</b> — In water or mud, grease the bucket pins every 4 hours. Do not mix lithium and calcium greases.</div>`,
  },
  ...[[10, 'Daily checks (every 10 hours)', 'before the first start of each shift'], [50, 'Every 50 hours', 'every week in single-shift operation'], [250, 'Every 250 hours', 'together with the one-time break-in items'], [500, 'Every 500 hours', 'together with the 50- and 250-hour items'], [1000, 'Every 1 000 hours', 'together with all shorter-interval items'], [2000, 'Every 2 000 and 4 000 hours', 'adding the 4 000-hour items every second time']].map(([iv, t, when]) => ({
    id: `iv${iv}`, t, lm: when,
    body: () => {
      const items = MAINT.filter(([i]) => (iv === 2000 ? i === 2000 || i === 4000 : iv === 250 ? Math.abs(i) === 250 : i === iv));
      return `<p>Perform these items ${when}. Prepare the machine as described in §[prepare] unless the item requires the engine to run.</p>
${table(['Item', 'Procedure and values', 'Interval'], items.map(([i, item, how]) => [item, how, i > 0 ? `${hrs(i)} h` : `first ${-i} h`]))}
<div class="note"><b>NOTE</b> — Record each service on the service record sheet for the corresponding hour-meter reading (§[records]).</div>`;
    },
  })),
  {
    id: 'fluids', t: 'Recommended fluids and ambient temperature', lm: 'viscosity grade according to the lowest',
    body: () => `<p>Select the viscosity grade according to the lowest and highest ambient temperature expected before the next oil change.</p>
${table(['Fluid', '−30 to 0 °C', '−20 to 40 °C', '0 to 50 °C'], [['Engine oil (API CI-4)', 'SAE 5W-40', 'SAE 15W-40', 'SAE 15W-40'], ['Hydraulic oil', 'ISO VG 32', 'ISO VG 46', 'ISO VG 68'], ['Gear oil (API GL-5)', 'SAE 75W-90', 'SAE 80W-90', 'SAE 85W-140'], ['Grease', 'NLGI 1 lithium EP', 'NLGI 2 lithium EP', 'NLGI 2 lithium EP'], ['Coolant (ethylene glycol)', '60 %', '50 %', '40 %']])}
<p>Diesel fuel must meet EN 590 or ASTM D975 No. 2-D with a sulphur content below 0.5 % (5 000 ppm). With a sulphur content between 0.5 and 1.0 %, halve the engine oil change interval. Biodiesel blends up to B7 are approved.</p>`,
  },
  {
    id: 'severe', t: 'Severe operating conditions', lm: 'hydraulic breaker for more than 20 %',
    body: () => `${table(['Condition', 'Change to maintenance'], [['Hydraulic breaker for more than 20 % of operating time', 'Return filter every 100 h; hydraulic oil every 600 h; grease bucket pins every 4 h'], ['Hydraulic breaker for more than 50 % of operating time', 'Return filter every 50 h; hydraulic oil every 300 h'], ['Dusty environment (quarry, demolition)', 'Check the air cleaner every 10 h; clean the cooling package daily'], ['Mud, water, swamp', 'Grease pins every 4 h; check reduction gear oil for water every 50 h'], ['Ambient temperature above 40 °C', 'Use ISO VG 68 hydraulic oil; clean the coolers daily'], ['Ambient temperature below −20 °C', 'Warm-up procedure; ISO VG 32 hydraulic oil; 60 % coolant']])}
<p>Contact the dealer service department for an individual maintenance plan when several conditions apply.</p>`,
  },
];

const CHAPTER_INTROS = {
  safety: { t: 'Safety', lm: 'most accidents during maintenance', text: 'Most accidents during maintenance and repair are caused by failure to observe basic safety rules. This chapter describes the precautions that apply to every procedure in this manual. Individual procedures contain additional warnings where a specific hazard exists.' },
  specs: { t: 'Specifications', lm: 'reference data for the DX225LCA', text: 'This chapter contains the reference data for the DX225LCA and DX225NLCA: dimensions, performance, capacities and the standard tightening torques that apply whenever a procedure does not give a specific value.' },
  engine: { t: 'Engine', lm: 'the engine-specific workshop manual', text: 'This chapter covers the components of the DL06 engine that can be serviced in the machine. For a complete engine overhaul, remove the engine and use the engine-specific workshop manual. Engine fault codes are read with the monitor or the diagnostic tool; see Chapter 10.' },
  hydraulic: { t: 'Hydraulic system', lm: 'cleanliness is the single most important', text: 'The hydraulic system converts engine power into the movements of the attachment, the swing and the travel drives. When working on it, cleanliness is the single most important factor: most hydraulic failures are caused by contamination introduced during service.' },
  swing: { t: 'Swing system', lm: 'rotates the upper structure through 360', text: 'The swing system rotates the upper structure through 360 degrees. It consists of the swing motor with parking brake and relief valves, the two-stage swing reduction gear and the swing bearing with internal ring gear.' },
  travel: { t: 'Travel system', lm: 'each track is driven independently', text: 'Each track is driven independently by a two-speed travel motor with integrated counterbalance valve, parking brake and planetary reduction gear. The travel pilot valve in the cab controls the speed and direction of each track.' },
  under: { t: 'Undercarriage', lm: 'undercarriage wear accounts for', text: 'Undercarriage wear accounts for a large share of the operating cost of a crawler excavator. Correct track tension, regular cleaning and measuring wear at fixed intervals extend the life of the chain, rollers, idlers and sprockets considerably.' },
  electrical: { t: 'Electrical system', lm: '24-volt negative-earth system', text: 'The machine has a 24-volt negative-earth system with two 12 V batteries in series. The VCU, the engine ECU and the monitor communicate over a CAN bus. Most electrical faults are caused by connectors and wiring rather than by the control units themselves.' },
  attachment: { t: 'Attachment', lm: 'front attachment consists of', text: 'The front attachment consists of the boom, the arm, the bucket with its linkage and the pins and bushings that join them. This chapter describes inspection, removal and installation; for structural repairs by welding, contact the dealer service department.' },
  trouble: { t: 'Troubleshooting', lm: 'start every diagnosis by asking the operator', text: 'Start every diagnosis by asking the operator when and how the problem occurs, then read the active and stored fault codes on the monitor. This chapter first lists the fault codes in numerical order, then describes troubleshooting by symptom for problems that do not set a code.' },
  maint: { t: 'Maintenance intervals', lm: 'correct maintenance at the right interval', text: 'Correct maintenance at the right interval is the most effective way to keep the machine productive and to avoid costly failures. This chapter lists the intervals, the lubrication points, the recommended fluids and the service record sheets for the first {recordsUpTo} hours.' },
};

// ---- Procedure page templates ---------------------------------------------------------------

const PROC_NAMES = { D: 'Description', I: 'Inspection', T: null, R: 'Removal', N: 'Installation', X: 'Disassembly', A: 'Assembly' };
const PN_BASE = { hyd: '401107', mech: '130302', eng: '650101', elec: '300611', struct: '200104' };

const WARNINGS = {
  hyd: [
    'Hydraulic oil escaping under pressure can penetrate the skin and cause serious injury. Release the pressure in the circuit before you disconnect any line, and never check for leaks with your hands.',
    'Hydraulic oil at operating temperature can exceed 80 °C. Let the oil cool before you open the circuit, and wear gloves and safety glasses.',
    'Components held by a load can move when a hydraulic line is opened. Lower or support all loads before you start work.',
  ],
  eng: [
    'Engine components and coolant remain hot long after shutdown. Let the engine cool to below 40 °C before you start work.',
    'Diesel fuel is flammable, and the common-rail system operates at up to 180 MPa. Wait at least 5 minutes after stopping the engine before opening any fuel line.',
  ],
  elec: [
    'Disconnect the battery negative (–) cable before you work on the electrical system, to prevent short circuits and unintended starting.',
    'Controllers store data when the starter switch is turned OFF. Wait 2 minutes before you disconnect a controller or the batteries.',
  ],
  mech: [
    'Parts of the {n} are heavy. Use lifting equipment of adequate capacity and keep clear of suspended loads.',
    'Gear oil and bearings can be hot after operation. Let the {n} cool before you drain the oil or open covers.',
  ],
  struct: [
    'Never work under a raised boom, arm or bucket that is not supported by stands or blocks of adequate capacity.',
    'Pins under load can be ejected with great force. Support the component before you drive out a pin, and stand to the side.',
  ],
};

const TOOLS = {
  hyd: [['Pressure gauge kit 0–60 MPa with test hoses'], ['Torque wrench 40–340 N·m'], ['Plug and cap set (ORFS)'], ['Lifting eyebolts M12/M16'], ['Seal pick set'], ['Hydraulic oil, ISO VG 46']],
  eng: [['Barring tool (crankshaft)'], ['Torque wrench 5–100 N·m'], ['Torque angle gauge'], ['Fuel line cap set'], ['Diagnostic tool with engine software'], ['Engine lifting bracket']],
  elec: [['Digital multimeter (CAT III)'], ['Back-probe pin set'], ['Clamp ammeter 0–600 A'], ['Battery load tester 24 V'], ['Crimp tool and heat-shrink splices']],
  mech: [['Bearing puller set'], ['Hydraulic press 30 t'], ['Torque multiplier 1 : 4'], ['Dial indicator with magnetic base'], ['Floating seal installer'], ['Lifting sling 2 t, shackles']],
  struct: [['Crane or hoist of adequate capacity'], ['Hydraulic pin puller 30 t'], ['Brass drift and sledgehammer'], ['Dial indicator'], ['Support stands 5 t'], ['Torque multiplier 1 : 4']],
};

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
    return table(['Tool', 'Part number', 'Qty'], tools.map(([t]) => [t, pn('T' + String(rand.int(10, 99))), '1']), 'small');
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
  return { title, lm, html: `<h3>${num} ${esc(title)}</h3><div class="meta">Models ${SM.models} · Procedure code ${ctx.code}</div>${body}` };
}

// ---- Service manual assembly ------------------------------------------------------------------

function faultPage(f) {
  return {
    title: `${f.code} ${f.title}`,
    lm: `Diagnosis of fault code ${f.code}`,
    html: (num) => `<h3>${num} ${f.code} ${esc(f.title)}</h3><div class="meta">System: ${f.sys} · Models ${SM.models}</div>
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
    title: s.t,
    lm: s.lm,
    html: (num) => `<h3>${num} ${esc(s.t)}</h3><div class="meta">Models ${SM.models}</div>
${s.intro ? `<p>${s.intro}</p>` : '<p>Check the possible causes in the order listed. The order reflects how likely each cause is and how easy it is to check.</p>'}
${table(['Possible cause', 'Check', 'Remedy'], s.rows)}
<p>If the problem persists after all checks, contact the dealer technical support with the machine serial number, the operating hours and the results of the checks above.</p>`,
  };
}

function textPage(p) {
  return { title: p.t, lm: p.lm, id: p.id, html: (num) => `<h3>${num} ${esc(p.t)}</h3>${typeof p.body === 'function' ? p.body() : p.body}` };
}

function buildServiceManual() {
  const rand = prng('dx225lca-service-manual-en');
  const pn = partNumbers(rand);
  const comp = (list) => list.map((c) => ({ title: cap(c.n), id: c.n, comp: c }));
  const allNames = [ENGINE, HYDRAULIC, SWING, TRAVEL, UNDERCARRIAGE, ELECTRICAL, ATTACHMENT].flat().map((c) => c.n);
  const chapters = [
    { key: 'safety', sections: SAFETY_PAGES.map((p) => ({ title: p.t, id: p.id, pages: [textPage(p)] })) },
    { key: 'specs', sections: SPEC_PAGES.map((p) => ({ title: p.t, id: p.id, pages: [textPage(p)] })) },
    { key: 'engine', sections: comp(ENGINE) },
    { key: 'hydraulic', sections: [{ title: 'General procedures', id: 'hydgeneral', pages: HYD_GENERAL_PAGES.map(textPage) }, ...comp(HYDRAULIC)] },
    { key: 'swing', sections: comp(SWING) },
    { key: 'travel', sections: comp(TRAVEL) },
    { key: 'under', sections: comp(UNDERCARRIAGE) },
    { key: 'electrical', sections: comp(ELECTRICAL) },
    { key: 'attachment', sections: comp(ATTACHMENT) },
    { key: 'trouble', sections: [{ title: 'Fault codes', id: 'faults', pages: FAULTS.map(faultPage) }, { title: 'Troubleshooting by symptom', id: 'symptoms', pages: SYMPTOM_PAGES.map(symptomPage) }] },
    { key: 'maint', sections: [...MAINT_PAGES.map((p) => ({ title: p.t, id: p.id, pages: [textPage(p)] })), { title: 'Service records', id: 'records', pages: [] }] },
  ];
  // Component sections get one page per procedure.
  for (const ch of chapters)
    for (const s of ch.sections)
      if (s.comp) s.pages = [...s.comp.procs].map((k) => ({ kind: k, comp: s.comp }));

  // Fill the service-record section so that the manual has exactly SM.pages pages.
  const FRONT = 4; // title, foreword, two contents pages
  const used = FRONT + chapters.reduce((n, ch) => n + 1 + ch.sections.reduce((m, s) => m + s.pages.length, 0), 0);
  const records = SM.pages - used;
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
  if (page !== SM.pages) throw new Error(`page count ${page}`);
  const resolve = (html) =>
    html.replace(/§\[([^\]]+)\]/g, (_, id) => {
      if (!refs[id]) throw new Error(`unknown reference §[${id}]`);
      return refs[id];
    }).replace('{recordsUpTo}', recordHours.at(-1).toLocaleString('en-US').replace(',', ' '));

  const pages = []; // { html, lm, sig } in page order
  // Page 1: title
  pages.push({
    lm: 'prepared for authorised dealer service technicians',
    html: `<div class="cover"><div class="brand">SERVICE LITERATURE</div>
<div class="title">DX225LCA Crawler Excavator<br>Service Manual</div>
<div class="sub">Models DX225LCA and DX225NLCA · DL06 engine</div>
${table(null, [['Publication', SM.pub], ['Edition', 'First edition, March 2026'], ['Language', 'English (original instructions)'], ['Serial numbers', SM.serials], ['Pages', String(SM.pages)]])}
<p style="margin-top:20mm">This manual is prepared for authorised dealer service technicians. It describes the specifications, inspection, testing, adjustment, removal, installation, disassembly and assembly of the machine components, together with fault codes and maintenance intervals.</p></div>`,
  });
  pages.push({
    lm: 'procedure code printed under each heading',
    html: `<h1>Foreword</h1>
<p>This service manual gives the information needed to service the DX225LCA and DX225NLCA crawler excavators correctly and safely. Read Chapter 1 before you carry out any procedure. Keep the manual with the workshop documentation and use the latest revision published on the dealer portal.</p>
<h4>How to use this manual</h4>
${ul(['Each chapter starts with an overview and a list of its sections and their page numbers.', 'Component sections follow the order description, inspection, testing and adjustment, removal, installation, disassembly, assembly. Not every component has every procedure.', 'Quote the procedure code printed under each heading when you contact technical support.', 'Cross-references such as “see 1.4” refer to section numbers.', 'Values are given in SI units. Pressures are gauge pressures in MPa (1 MPa = 10.2 kgf/cm² = 145 psi).'])}
<h4>Abbreviations</h4>
${table(['Abbreviation', 'Meaning'], [['CAN', 'Controller area network (data bus)'], ['ECU', 'Engine control unit'], ['EPPR', 'Electric proportional pressure-reducing valve'], ['MCV', 'Main control valve'], ['ORFS', 'O-ring face seal (hose fitting)'], ['TDC', 'Top dead centre'], ['VCU', 'Vehicle control unit'], ['P1 / P2', 'Front / rear main pump']])}
<p class="small">Left and right, front and rear are as seen by the operator seated in the cab with the upper structure facing the direction of the idlers.</p>`,
  });
  // Pages 3–4: contents
  const tocRows = [];
  for (const ch of chapters) {
    tocRows.push(`<div class="ch"><span>${ch.num}</span><span>${esc(CHAPTER_INTROS[ch.key].t)}</span><span>${ch.page}</span></div>`);
    for (const s of ch.sections) tocRows.push(`<div><span>${s.num}</span><span>${esc(s.title)}</span><span>${s.page}</span></div>`);
  }
  const half = Math.ceil(tocRows.length / 2);
  const tocTable = (rows) => `<div class="toc">${rows.join('')}</div>`;
  pages.push({ lm: 'Contents, continued overleaf', html: `<h1>Contents</h1><p class="small">Contents, continued overleaf.</p>${tocTable(tocRows.slice(0, half))}` });
  pages.push({ lm: 'Contents (continued)', html: `<h1 style="font-size:14pt">Contents (continued)</h1>${tocTable(tocRows.slice(half))}` });

  for (const ch of chapters) {
    const intro = CHAPTER_INTROS[ch.key];
    pages.push({
      lm: intro.lm,
      html: `<h1>${ch.num} ${esc(intro.t)}</h1><p>${resolve(intro.text)}</p>
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
  if (pages.length !== SM.pages) throw new Error(`built ${pages.length} pages`);
  const landmarkPages = [1, 2, 45, 120, 160, 217, 256, 300, SM.pages];
  return {
    // Minor headings (Procedure, Special tools…) are not outline entries: the outline lists chapters,
    // sections and procedures only.
    html: htmlDoc({ lang: 'en', title: 'DX225LCA Crawler Excavator Service Manual', sheets: pages.map((p) => p.html.replace(/<h4>/g, '<p class="subhead">').replace(/<\/h4>/g, '</p>')) }),
    header: { headerLeft: 'DX225LCA Crawler Excavator Service Manual', headerRight: SM.pub, footerLeft: 'For authorised dealer service use', pageLabel: 'Page {n} of {t}' },
    // Every page's landmark is verified; the manifest records a selection.
    checks: pages.map((p, i) => ({ page: i + 1, phrase: p.lm })),
    landmarks: landmarkPages.map((n) => ({ page: n, phrase: pages[n - 1].lm })),
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
// 2. DX225LCA operation & maintenance manuals: Korean, Chinese (Simplified), Thai — 16 pages each
// ---------------------------------------------------------------------------------------------

const h4 = (t) => `<h4>${t}</h4>`;
const box = (cls, label, text) => `<div class="${cls}"><b>${label}</b> — ${text}</div>`;

const OM_KO = {
  lang: 'ko', file: 'dx225lca-om-ko.pdf', pub: 'OM-DX225LCA-KO-2603', date: '2026-03-09',
  title: 'DX225LCA 크롤러 굴착기 운전 및 정비 지침서',
  header: { headerLeft: 'DX225LCA 운전 및 정비 지침서', footerLeft: '이 지침서는 항상 기계와 함께 보관하십시오', pageLabel: '{n} / {t} 쪽' },
  cover: {
    brand: '서비스 자료', title: 'DX225LCA 크롤러 굴착기<br>운전 및 정비 지침서', sub: '모델 DX225LCA · DL06 엔진',
    rows: [['발행 번호', 'OM-DX225LCA-KO-2603'], ['판', '초판, 2026년 3월'], ['언어', '한국어'], ['적용 차대번호', 'EHFBF 10001 이후']],
    note: '이 지침서는 항상 운전실에 보관하십시오. 기계를 운전하거나 정비하기 전에 반드시 끝까지 읽고 이해하십시오.',
  },
  pages: [
    ['머리말', `${paras(['이 지침서는 DX225LCA 크롤러 굴착기를 안전하고 효율적으로 운전하고 정비하는 데 필요한 정보를 담고 있습니다. 잘못된 운전과 정비는 중대한 사고와 기계 손상의 원인이 됩니다.', '기계를 양도하거나 판매할 때에는 이 지침서를 함께 넘겨 주십시오. 지침서를 분실하거나 훼손한 경우에는 대리점에서 새 지침서를 주문하십시오.'])}
${h4('기계 식별')}${ul(['차대번호 명판: 운전실 오른쪽 앞, 상부 프레임 위', '엔진 번호: 실린더 블록 왼쪽, 고압 연료 펌프 아래', '부품을 주문하거나 대리점에 문의할 때에는 모델명과 차대번호를 알려 주십시오.'])}
${table(['항목', '기록'], [['모델', 'DX225LCA'], ['차대번호', ''], ['엔진 번호', ''], ['인도일', ''], ['대리점', '']], 'sign')}`],
    ['안전 수칙', `<p>기계를 운전하기 전에 다음 안전 수칙을 반드시 지키십시오.</p>
${ul(['안전모, 안전화, 보안경 등 작업에 맞는 보호구를 착용하십시오.', '음주 상태이거나 졸음을 일으키는 약을 복용한 경우에는 기계를 운전하지 마십시오.', '운전석에 오르내릴 때에는 손잡이와 발판을 이용하여 항상 세 점 지지를 유지하십시오.', '조종 레버를 손잡이 대신 잡지 마십시오.', '시동을 걸기 전에 기계 주위에 사람이 없는지 확인하고 경적을 울리십시오.', '안전벨트를 반드시 착용하십시오.', '운전석을 떠날 때에는 작업 장치를 지면에 내리고 안전 레버를 잠금 위치로 올린 다음 엔진을 정지하십시오.', '기계를 개조하거나 안전 장치를 해제하지 마십시오.'])}
${box('warn', '경고', '안전 라벨이 손상되었거나 읽을 수 없으면 즉시 새 라벨로 교체하십시오.')}`],
    ['작업 중 안전', `<p>작업을 시작하기 전에 현장의 지반 상태, 지하 매설물, 가공 전선의 위치를 확인하십시오. 전선 가까이에서 작업할 때에는 아래 표의 이격 거리를 지키십시오.</p>
${table(['전압', '최소 이격 거리'], [['22.9 kV 이하', '3 m'], ['66 kV', '4 m'], ['154 kV', '5 m'], ['345 kV', '7 m']])}
${ul(['경사지에서는 경사 방향으로 올라가거나 내려가십시오. 경사면을 가로질러 주행하지 마십시오.', '작업 반경 안에 사람이 들어오지 않도록 하고, 필요하면 신호수를 배치하십시오.', '굴착기로 인양 작업을 할 때에는 인양 모드를 선택하고 정격 인양 능력을 넘지 마십시오.', '연약 지반이나 굴착 가장자리 가까이에 기계를 세우지 마십시오.', '시야가 나쁠 때에는 작업등을 켜고 작업 속도를 줄이십시오.'])}`],
    ['조종 장치', `${table(['번호', '명칭', '기능'], [['1', '왼쪽 조종 레버', '암 작동(앞뒤), 상부 회전(좌우)'], ['2', '오른쪽 조종 레버', '붐 작동(앞뒤), 버킷 작동(좌우)'], ['3', '주행 레버와 페달', '좌우 트랙의 전진과 후진'], ['4', '안전 레버', '올리면 작업 장치, 상부 회전, 주행이 모두 잠김'], ['5', '엔진 회전수 다이얼', '엔진 회전수 조절(10단계)'], ['6', '파워 부스트 스위치', '오른쪽 레버 위 버튼, 8초 동안 굴착력 증가'], ['7', '주행 속도 스위치', '저속과 고속 선택'], ['8', '작업 모드 스위치', 'P+, P, S, E'], ['9', '오토 아이들 스위치', '레버 중립 4초 후 엔진 회전수 자동 저하'], ['10', '시동 스위치', 'OFF, ON, START'], ['11', '경적 버튼', '왼쪽 레버 위'], ['12', '작업등 스위치', '붐등과 상부 작업등 점등']])}
<p>조종 패턴은 ISO 방식입니다. 다른 조종 패턴이 필요하면 대리점에 문의하십시오.</p>`],
    ['계기판과 경고등', `${table(['표시등', '의미', '조치'], [['엔진 오일 압력 경고', '오일 압력이 낮음', '즉시 엔진을 정지하고 오일량을 점검'], ['냉각수 온도 경고', '냉각수 과열', '저속 공회전으로 냉각한 후 점검'], ['작동유 온도 경고', '작동유가 95 °C 이상', '부하를 줄이고 오일 쿨러를 청소'], ['충전 경고', '충전 불량', '팬 벨트와 배선 점검'], ['에어 클리너 막힘', '필터 엘리먼트 막힘', '엘리먼트 청소 또는 교환'], ['연료 수분 경고', '수분 분리기에 물이 고임', '물을 배출'], ['예열 표시등', '흡기 히터 작동 중', '표시등이 꺼진 후 시동']])}
<p>경고등이 켜지고 고장 코드(예: E-012)가 표시되면 코드 번호를 기록하고 대리점에 연락하십시오.</p>`],
    ['엔진 시동과 정지', `${ol(['안전 레버가 잠금 위치에 있고 모든 조종 레버가 중립에 있는지 확인하십시오.', '시동 스위치를 ON으로 돌리고 계기판의 자기 진단이 끝날 때까지 기다리십시오.', '예열 표시등이 켜지면 꺼질 때까지 기다리십시오.', '경적을 울린 다음 시동 스위치를 START로 돌리십시오. 엔진이 걸리면 즉시 스위치를 놓으십시오.', '한 번에 10초 이상 시동 모터를 돌리지 마십시오. 시동이 걸리지 않으면 30초 후에 다시 시도하십시오.'])}
${h4('난기 운전')}<p>작동유 온도가 30 °C 이하이면 엔진을 중속으로 5분 동안 운전한 다음, 버킷 레버를 천천히 조작하여 작동유를 데우십시오.</p>
${h4('엔진 정지')}${ol(['작업 장치를 지면에 내리십시오.', '엔진을 저속 공회전으로 5분 동안 운전하여 터보차저를 냉각하십시오.', '시동 스위치를 OFF로 돌리고 키를 뽑으십시오.'])}`],
    ['작업 모드와 굴착 작업', `${table(['모드', '특징', '적합한 작업'], [['P+', '최대 출력', '중굴착, 암반 작업'], ['P', '고출력', '일반 굴착, 상차 작업'], ['S', '표준', '일반 작업, 연비와 출력의 균형'], ['E', '경제', '경작업, 정지 작업']])}
${ul(['버킷 투스를 지면에 수직으로 세우고 암을 당겨 굴착하십시오. 붐만으로 굴착하지 마십시오.', '실린더를 행정 끝까지 밀어붙인 상태로 오래 유지하지 마십시오. 작동유 온도가 올라갑니다.', '주행력을 이용하여 굴착하거나 버킷으로 물체를 두드리지 마십시오.', '덤프트럭에 적재할 때에는 트럭 운전석 위로 버킷이 지나가지 않게 하십시오.'])}`],
    ['주행과 선회', `<p>주행하기 전에 트랙 방향을 확인하십시오. 아이들러가 앞쪽에 있을 때 주행 페달을 앞으로 밀면 기계가 전진합니다. 스프로킷이 앞쪽에 있으면 페달 방향과 주행 방향이 반대가 됩니다.</p>
${ul(['평탄하고 단단한 지면에서만 고속 주행을 선택하십시오.', '경사지를 내려갈 때에는 저속을 선택하고 버킷을 지면에서 20–30 cm 높이로 유지하십시오.', '물이나 진흙 속을 주행할 때에는 수심이 상부 롤러 중심을 넘지 않도록 하십시오.'])}
${h4('선회')}${ul(['선회하기 전에 선회 반경 안에 사람과 장애물이 없는지 확인하십시오.', '선회 레버를 천천히 조작하고, 멈출 때에도 천천히 중립으로 되돌리십시오.', '선회력으로 흙을 밀거나 버킷을 벽에 부딪치지 마십시오.', '선회 주차 브레이크는 레버를 중립으로 되돌리고 약 5초 뒤에 자동으로 작동합니다.'])}`],
    ['운반과 견인', `<p>기계를 트레일러로 운반할 때에는 다음 순서를 따르십시오.</p>
${ol(['트레일러를 평탄한 곳에 세우고 바퀴에 고임목을 설치하십시오.', '경사판의 각도는 15° 이하로 하고, 경사판 위에서는 방향을 바꾸지 마십시오.', '저속 주행으로 천천히 올라가십시오.', '트레일러 위에서 상부를 뒤쪽으로 돌리고 작업 장치를 내린 후 회전 고정 핀을 끼우십시오.', '엔진을 정지하고 체인과 와이어로 트랙과 상부를 고정하십시오.'])}
${h4('견인')}<p>기계가 스스로 주행할 수 없는 경우에만 견인하십시오. 하부 프레임의 견인 고리에 충분한 강도의 와이어 로프를 연결하고, 시속 1 km 이하로 짧은 거리만 견인하십시오. 주행 모터의 주차 브레이크가 작동한 상태이므로 장거리 견인은 피하십시오.</p>`],
    ['일일 점검', `<p>매일 작업을 시작하기 전에 엔진을 정지한 상태에서 다음 항목을 점검하십시오.</p>
${table(['점검 항목', '점검 내용'], [['엔진 오일량', '딥스틱의 L과 H 사이'], ['냉각수량', '보조 탱크의 LOW와 FULL 사이'], ['작동유량', '레벨 게이지 중앙(버킷 실린더 완전 신장, 암 당김 자세)'], ['연료량과 수분 분리기', '물과 침전물 배출'], ['에어 클리너 더스트 밸브', '먼지 배출'], ['트랙', '트랙 슈 볼트 풀림, 손상, 장력'], ['작업 장치', '핀 급유, 균열, 호스 누유'], ['팬 벨트', '손상과 장력'], ['안전 장치', '경적, 주행 경보, 작업등, 후방 카메라, 안전벨트']])}
<p>이상이 발견되면 작업을 시작하기 전에 수리하십시오.</p>`],
    ['정기 정비 주기표', `${table(['주기', '정비 항목'], [['10시간(매일)', '일일 점검, 버킷 핀 급유'], ['50시간', '붐·암 핀 급유, 연료 탱크 침전물 배출, 트랙 장력 점검'], ['250시간', '회전 베어링 급유, 회전 감속기와 주행 감속기 오일량 점검, 냉각 장치 청소'], ['500시간', '엔진 오일과 필터 교환, 연료 필터 교환, 작동유 시료 채취'], ['1 000시간', '감속기 오일 교환, 작동유 리턴 필터와 파일럿 필터 교환, 브리더 엘리먼트 교환'], ['2 000시간', '작동유 교환, 흡입 스트레이너 청소, 밸브 간극 조정, 에어 클리너 엘리먼트 교환'], ['4 000시간', '냉각수 교환, 파일럿 어큐뮬레이터 교환']])}
${box('note', '참고', '유압 브레이커를 사용하는 경우 리턴 필터는 100시간마다, 작동유는 600시간마다 교환하십시오.')}`],
    ['연료, 오일 및 용량', `${table(['항목', '용량', '규격'], [['연료 탱크', '400 L', '자동차용 경유'], ['엔진 오일', '27 L', 'API CI-4, SAE 15W-40'], ['냉각수', '24 L', '에틸렌 글리콜 50 %'], ['작동유 탱크', '130 L(시스템 235 L)', 'ISO VG 46'], ['회전 감속기', '5.0 L', '기어 오일 SAE 80W-90(API GL-5)'], ['주행 감속기(좌우 각각)', '5.8 L', '기어 오일 SAE 80W-90(API GL-5)'], ['그리스', '—', '리튬계 EP2']])}
<p>서로 다른 상표의 오일을 섞어 쓰지 마십시오. 연료나 오일을 넣을 때에는 엔진을 정지하고 불꽃을 가까이하지 마십시오.</p>`],
    ['필터 교환', `${h4('엔진 오일 필터')}${ol(['엔진 오일을 배출한 다음 필터 렌치로 필터를 푸십시오.', '새 필터의 패킹에 엔진 오일을 얇게 바르십시오.', '패킹이 닿은 후 3/4바퀴 더 손으로 조이십시오.', '오일을 보충하고 엔진을 5분 동안 운전한 후 누유와 오일량을 점검하십시오.'])}
${h4('연료 필터')}${ol(['연료 탱크 아래의 연료 차단 밸브를 잠그십시오.', '헌 필터를 풀고, 새 필터의 패킹에 연료를 바른 다음 설치하십시오.', '밸브를 열고 프라이밍 펌프를 눌러 연료 계통의 공기를 빼십시오.'])}
${h4('작동유 리턴 필터')}${ol(['브리더 캡의 버튼을 눌러 작동유 탱크의 압력을 빼십시오.', '커버 볼트 4개를 풀고 스프링과 필터 엘리먼트를 꺼내십시오.', '새 엘리먼트를 끼우고 커버의 O링을 새것으로 교환하십시오.'])}`],
    ['혹한기 운전과 장기 보관', `${h4('혹한기 운전')}${ul(['기온이 −20 °C 이하로 내려가는 지역에서는 점도가 낮은 오일(엔진 오일 SAE 5W-40, 작동유 ISO VG 32)을 사용하십시오.', '냉각수의 부동액 농도를 60 %로 높이십시오.', '배터리를 완전히 충전된 상태로 유지하고, 매우 추운 날에는 배터리를 떼어 따뜻한 곳에 두십시오.', '작업이 끝나면 트랙과 작업 장치에 묻은 흙과 물을 제거하여 얼어붙지 않게 하십시오.'])}
${h4('장기 보관(1개월 이상)')}${ul(['기계를 세척하고 지붕이 있는 건조한 곳에 두십시오.', '실린더 로드의 노출된 부분에 그리스를 바르십시오.', '연료 탱크를 가득 채워 결로를 방지하십시오.', '배터리 차단 스위치를 끄고, 한 달에 한 번 엔진을 시동하여 모든 장치를 천천히 작동시키십시오.'])}`],
    ['주요 제원', `${table(['항목', '제원'], [['운전 중량', '22 500 kg'], ['버킷 용량(SAE 산적)', '1.05 m³'], ['엔진', 'DL06, 110 kW / 1 900 rpm'], ['최대 굴착 깊이', '6 620 mm'], ['최대 굴착 반경', '9 900 mm'], ['상부 회전 속도', '11.7 rpm'], ['주행 속도(저속/고속)', '3.0 / 5.5 km/h'], ['접지압', '46 kPa'], ['전장 × 전폭 × 전고', '9 520 × 2 990 × 2 980 mm'], ['작동유 탱크', '130 L']])}
<p>제원은 예고 없이 변경될 수 있습니다. 정비나 부품에 관한 문의는 가까운 공인 대리점으로 연락하십시오.</p>`],
  ],
  landmarks: [
    { page: 1, phrase: '항상 운전실에 보관하십시오' },
    { page: 4, phrase: '지하 매설물' },
    { page: 5, phrase: '조종 패턴은 ISO 방식입니다' },
    { page: 9, phrase: '선회' },
    { page: 10, phrase: '견인' },
    { page: 11, phrase: '후방 카메라' },
    { page: 15, phrase: '혹한' },
    { page: 16, phrase: '가까운 공인 대리점' },
  ],
};

const OM_ZH = {
  lang: 'zh-CN', file: 'dx225lca-om-zh-CN.pdf', pub: 'OM-DX225LCA-ZH-2603', date: '2026-03-09',
  title: 'DX225LCA 履带式挖掘机操作与保养手册',
  header: { headerLeft: 'DX225LCA 操作与保养手册', footerLeft: '请将本手册随机保存', pageLabel: '第 {n} 页，共 {t} 页' },
  cover: {
    brand: '服务资料', title: 'DX225LCA 履带式挖掘机<br>操作与保养手册', sub: '机型 DX225LCA · DL06 发动机',
    rows: [['出版编号', 'OM-DX225LCA-ZH-2603'], ['版次', '第1版，2026年3月'], ['语言', '简体中文'], ['适用机号', 'EHFBF 10001 起']],
    note: '请将本手册始终存放在驾驶室内。操作或保养机器之前，务必通读并理解本手册。',
  },
  pages: [
    ['前言', `${paras(['本手册提供安全、高效地操作和保养 DX225LCA 履带式挖掘机所需的信息。错误的操作和保养可能导致严重事故和机器损坏。', '转让或出售机器时，请将本手册一并移交。如手册遗失或损坏，请向经销商订购新手册。'])}
${h4('机器识别')}${ul(['机号铭牌：位于驾驶室右前方的上部车架上。', '发动机号：位于气缸体左侧、高压油泵下方。', '订购零件或咨询经销商时，请提供机型和机号。'])}
${table(['项目', '记录'], [['机型', 'DX225LCA'], ['机号', ''], ['发动机号', ''], ['交付日期', ''], ['经销商', '']], 'sign')}`],
    ['安全守则', `<p>操作机器之前，必须遵守以下安全守则。</p>
${ul(['穿戴适合作业的防护用品，如安全帽、安全鞋和护目镜。', '饮酒后或服用可能引起困倦的药物后，不得操作机器。', '上下驾驶室时，请使用扶手和踏板，并始终保持三点接触。', '不得把操纵杆当作扶手使用。', '启动发动机前，确认机器周围无人，并鸣响喇叭。', '必须系好安全带。', '离开驾驶座时，将工作装置放到地面，将安全锁定杆拉到锁定位置，然后关闭发动机。', '不得改装机器或使安全装置失效。'])}
${box('warn', '警告', '安全标签损坏或无法辨认时，请立即更换新标签。')}`],
    ['作业安全', `<p>作业前，确认作业现场的地面状况、地下埋设物和架空电线的位置。在电线附近作业时，请保持下表所列的安全距离。</p>
${table(['电压', '最小安全距离'], [['10 kV 及以下', '3 m'], ['35 kV', '4 m'], ['110 kV', '5 m'], ['220 kV', '6 m'], ['500 kV', '8.5 m']])}
${ul(['在坡道上应沿坡度方向上下行驶，不得横穿坡道。', '防止人员进入作业半径内，必要时安排信号员指挥。', '用挖掘机进行起吊作业时，应选择起吊模式，且不得超过额定起重量。', '不得将机器停放在松软地面或挖掘边缘附近。', '视线不良时，打开工作灯并降低作业速度。'])}`],
    ['操纵装置', `${table(['序号', '名称', '功能'], [['1', '左操纵杆', '斗杆（前后）、回转（左右）'], ['2', '右操纵杆', '动臂（前后）、铲斗（左右）'], ['3', '行走操纵杆和踏板', '左右履带的前进和后退'], ['4', '安全锁定杆', '拉起时锁定全部工作装置、回转和行走'], ['5', '发动机转速旋钮', '调节发动机转速（10档）'], ['6', '动力增强开关', '右操纵杆顶部按钮，8秒内提高挖掘力'], ['7', '行走速度开关', '选择低速或高速'], ['8', '工作模式开关', 'P+、P、S、E'], ['9', '自动怠速开关', '操纵杆回中位4秒后自动降低发动机转速'], ['10', '启动开关', 'OFF、ON、START'], ['11', '喇叭按钮', '左操纵杆顶部'], ['12', '工作灯开关', '打开动臂灯和上部工作灯']])}
<p>操纵方式为ISO标准方式。如需其他操纵方式，请咨询经销商。</p>`],
    ['仪表和警告灯', `${table(['指示灯', '含义', '处理方法'], [['机油压力警告', '机油压力低', '立即关闭发动机，检查机油油位'], ['冷却液温度警告', '冷却液过热', '低速怠速冷却后进行检查'], ['液压油温度警告', '液压油温度超过95 °C', '降低负荷，清洁油冷却器'], ['充电警告', '充电不良', '检查风扇皮带和线路'], ['空气滤清器堵塞', '滤芯堵塞', '清洁或更换滤芯'], ['燃油含水警告', '油水分离器内积水', '排放积水'], ['预热指示灯', '进气加热器工作中', '指示灯熄灭后再启动']])}
<p>警告灯亮起并显示故障代码（如 E-012）时，请记录代码并联系经销商。</p>`],
    ['发动机的启动与停止', `${ol(['确认安全锁定杆处于锁定位置，所有操纵杆处于中位。', '将启动开关转到 ON，等待仪表自检结束。', '预热指示灯亮起时，等待其熄灭。', '鸣响喇叭后，将启动开关转到 START。发动机启动后立即松开开关。', '每次启动马达运转不得超过10秒。如未能启动，请在30秒后再试。'])}
${h4('暖机运转')}<p>液压油温度在30 °C以下时，使发动机以中速运转5分钟，然后缓慢操作铲斗操纵杆，使液压油升温。</p>
${h4('停止发动机')}${ol(['将工作装置放到地面。', '使发动机低速怠速运转5分钟，冷却涡轮增压器。', '将启动开关转到 OFF 并拔出钥匙。'])}`],
    ['工作模式与挖掘作业', `${table(['模式', '特点', '适用作业'], [['P+', '最大功率', '重载挖掘、岩石作业'], ['P', '大功率', '一般挖掘、装车作业'], ['S', '标准', '一般作业，兼顾油耗与功率'], ['E', '经济', '轻载作业、平整作业']])}
${ul(['使铲斗齿垂直于地面，收回斗杆进行挖掘。不要只用动臂挖掘。', '不要使油缸长时间停在行程末端，否则液压油温度会升高。', '不要利用行走力挖掘，也不要用铲斗敲击物体。', '向自卸车装载时，不要使铲斗从自卸车驾驶室上方经过。'])}`],
    ['行走与回转', `<p>行走前请确认履带方向。导向轮在前方时，向前推行走踏板，机器前进；驱动轮在前方时，踏板方向与行走方向相反。</p>
${ul(['仅在平坦坚实的地面上选择高速行走。', '下坡时选择低速，并使铲斗保持离地20–30 cm。', '在水中或泥泞中行走时，水深不得超过托链轮中心。'])}
${h4('回转')}${ul(['回转前确认回转半径内无人员和障碍物。', '缓慢操作回转操纵杆，停止时也要缓慢回到中位。', '不得利用回转力推土或使铲斗撞击墙壁。', '操纵杆回到中位约5秒后，回转停车制动器自动接合。'])}`],
    ['运输与牵引', `<p>用拖车运输机器时，请按以下顺序操作。</p>
${ol(['将拖车停在平坦地面上，并在车轮处放置楔块。', '跳板角度不得超过15°，不得在跳板上改变方向。', '以低速缓慢驶上拖车。', '在拖车上将上部转向后方，放下工作装置，插入锁定销。', '关闭发动机，用链条和钢丝绳固定履带和上部结构。'])}
${h4('牵引')}<p>仅在机器无法自行行走时才进行牵引。将足够强度的钢丝绳连接到下部车架的牵引钩上，以每小时1 km以下的速度短距离牵引。由于行走马达的停车制动器处于接合状态，应避免长距离牵引。</p>`],
    ['日常检查', `<p>每天开始作业前，在发动机停止的状态下检查以下项目。</p>
${table(['检查项目', '检查内容'], [['发动机机油油位', '油尺 L 和 H 之间'], ['冷却液液位', '副水箱 LOW 和 FULL 之间'], ['液压油油位', '油位计中间（铲斗油缸完全伸出，斗杆收回）'], ['燃油油位和油水分离器', '排放水和沉淀物'], ['空气滤清器排尘阀', '排出灰尘'], ['履带', '履带板螺栓松动、损坏、张紧度'], ['工作装置', '销轴润滑、裂纹、软管漏油'], ['风扇皮带', '损坏和张紧度'], ['安全装置', '喇叭、行走警报、工作灯、后视摄像头、安全带']])}
<p>发现异常时，请在开始作业前进行修理。</p>`],
    ['定期保养周期表', `${table(['周期', '保养项目'], [['10小时（每天）', '日常检查、铲斗销轴润滑'], ['50小时', '动臂和斗杆销轴润滑、排放燃油箱沉淀物、检查履带张紧度'], ['250小时', '回转支承润滑、检查回转减速机和行走减速机油位、清洁冷却装置'], ['500小时', '更换发动机机油和滤清器、更换燃油滤清器、液压油取样'], ['1 000小时', '更换减速机齿轮油、更换液压回油滤清器和先导滤清器、更换呼吸器滤芯'], ['2 000小时', '更换液压油、清洁吸油滤网、调整气门间隙、更换空气滤清器滤芯'], ['4 000小时', '更换冷却液、更换先导蓄能器']])}
${box('note', '注意', '使用液压破碎锤时，回油滤清器每100小时更换一次，液压油每600小时更换一次。')}`],
    ['燃油、润滑油及容量', `${table(['项目', '容量', '规格'], [['燃油箱', '400 L', '车用柴油（GB 19147）'], ['发动机机油', '27 L', 'API CI-4，SAE 15W-40'], ['冷却液', '24 L', '乙二醇 50 %'], ['液压油箱', '130 L（系统 235 L）', 'ISO VG 46 抗磨液压油'], ['回转减速机', '5.0 L', '齿轮油 SAE 80W-90（API GL-5）'], ['行走减速机（每侧）', '5.8 L', '齿轮油 SAE 80W-90（API GL-5）'], ['润滑脂', '—', '锂基 EP2']])}
<p>不同品牌的油品不得混用。加注燃油或润滑油时，请关闭发动机并远离明火。</p>`],
    ['更换滤清器', `${h4('发动机机油滤清器')}${ol(['排放发动机机油后，用滤清器扳手拧下滤清器。', '在新滤清器的密封圈上薄薄涂一层发动机机油。', '密封圈接触后，再用手拧紧3/4圈。', '加注机油，运转发动机5分钟后，检查有无泄漏和机油油位。'])}
${h4('燃油滤清器')}${ol(['关闭燃油箱下方的燃油截止阀。', '拧下旧滤清器，在新滤清器的密封圈上涂抹燃油后安装。', '打开截止阀，按压手油泵，排出燃油系统中的空气。'])}
${h4('液压回油滤清器')}${ol(['按下呼吸器盖上的按钮，释放液压油箱内的压力。', '拧下4个盖板螺栓，取出弹簧和滤芯。', '装入新滤芯，并更换盖板的O形圈。'])}`],
    ['严寒天气作业与长期存放', `${h4('严寒天气作业')}${ul(['在气温低于−20 °C的地区，使用低粘度油品（发动机机油 SAE 5W-40，液压油 ISO VG 32）。', '将冷却液中防冻液的浓度提高到60 %。', '保持蓄电池充满电；在极冷天气下，可拆下蓄电池存放在温暖处。', '作业结束后，清除履带和工作装置上的泥土和水，防止冻结。'])}
${h4('长期存放（1个月以上）')}${ul(['清洗机器，存放在有顶棚的干燥场所。', '在油缸活塞杆的外露部分涂抹润滑脂。', '加满燃油箱，防止冷凝。', '关闭蓄电池断路开关，每月启动一次发动机，缓慢操作所有装置。'])}`],
    ['主要规格', `${table(['项目', '规格'], [['工作质量', '22 500 kg'], ['铲斗容量（SAE 堆装）', '1.05 m³'], ['发动机', 'DL06，110 kW / 1 900 rpm'], ['最大挖掘深度', '6 620 mm'], ['最大挖掘半径', '9 900 mm'], ['回转速度', '11.7 rpm'], ['行走速度（低速/高速）', '3.0 / 5.5 km/h'], ['接地比压', '46 kPa'], ['全长 × 全宽 × 全高', '9 520 × 2 990 × 2 980 mm'], ['液压油箱', '130 L']])}
<p>规格如有变更，恕不另行通知。有关保养或零件的咨询，请联系就近的授权经销商。</p>`],
  ],
  landmarks: [
    { page: 1, phrase: '始终存放在驾驶室内' },
    { page: 3, phrase: '三点接触' },
    { page: 5, phrase: '操纵方式为ISO标准方式' },
    { page: 9, phrase: '托链轮中心' },
    { page: 10, phrase: '牵引' },
    { page: 11, phrase: '后视摄像头' },
    { page: 15, phrase: '严寒' },
    { page: 16, phrase: '就近的授权经销商' },
  ],
};

const OM_TH = {
  lang: 'th', file: 'dx225lca-om-th.pdf', pub: 'OM-DX225LCA-TH-2603', date: '2026-03-09',
  title: 'รถขุดตีนตะขาบ DX225LCA คู่มือการใช้งานและการบำรุงรักษา',
  header: { headerLeft: 'DX225LCA คู่มือการใช้งานและการบำรุงรักษา', footerLeft: 'เก็บคู่มือนี้ไว้กับเครื่องจักรเสมอ', pageLabel: 'หน้า {n} จาก {t}' },
  cover: {
    brand: 'เอกสารบริการ', title: 'รถขุดตีนตะขาบ DX225LCA<br>คู่มือการใช้งานและการบำรุงรักษา', sub: 'รุ่น DX225LCA · เครื่องยนต์ DL06',
    rows: [['เลขที่เอกสาร', 'OM-DX225LCA-TH-2603'], ['ฉบับ', 'พิมพ์ครั้งที่ 1 มีนาคม 2569 (ค.ศ. 2026)'], ['ภาษา', 'ไทย'], ['หมายเลขตัวรถ', 'EHFBF 10001 ขึ้นไป']],
    note: 'โปรดเก็บคู่มือเล่มนี้ไว้ในห้องโดยสารตลอดเวลา อ่านและทำความเข้าใจคู่มือนี้ให้ครบถ้วนก่อนใช้งานหรือบำรุงรักษาเครื่องจักร',
  },
  pages: [
    ['คำนำ', `${paras(['คู่มือนี้ให้ข้อมูลที่จำเป็นสำหรับการใช้งานและการบำรุงรักษารถขุดตีนตะขาบ DX225LCA อย่างปลอดภัยและมีประสิทธิภาพ การใช้งานหรือการบำรุงรักษาที่ไม่ถูกต้องอาจทำให้เกิดอุบัติเหตุร้ายแรงและความเสียหายต่อเครื่องจักร', 'เมื่อขายหรือโอนเครื่องจักร โปรดส่งมอบคู่มือนี้ไปพร้อมกัน หากคู่มือสูญหายหรือชำรุด โปรดสั่งซื้อเล่มใหม่จากตัวแทนจำหน่าย'])}
${h4('การระบุเครื่องจักร')}${ul(['แผ่นป้ายหมายเลขตัวรถ: อยู่บนโครงด้านบน ทางด้านขวาหน้าของห้องโดยสาร', 'หมายเลขเครื่องยนต์: อยู่ด้านซ้ายของเสื้อสูบ ใต้ปั๊มเชื้อเพลิงแรงดันสูง', 'เมื่อสั่งซื้ออะไหล่หรือติดต่อตัวแทนจำหน่าย โปรดแจ้งรุ่นและหมายเลขตัวรถ'])}
${table(['รายการ', 'บันทึก'], [['รุ่น', 'DX225LCA'], ['หมายเลขตัวรถ', ''], ['หมายเลขเครื่องยนต์', ''], ['วันที่ส่งมอบ', ''], ['ตัวแทนจำหน่าย', '']], 'sign')}`],
    ['กฎความปลอดภัย', `<p>ก่อนใช้งานเครื่องจักร ต้องปฏิบัติตามกฎความปลอดภัยต่อไปนี้ทุกครั้ง</p>
${ul(['สวมอุปกรณ์ป้องกันที่เหมาะสมกับงาน เช่น หมวกนิรภัย รองเท้านิรภัย และแว่นตานิรภัย', 'ห้ามใช้งานเครื่องจักรหลังดื่มแอลกอฮอล์หรือรับประทานยาที่ทำให้ง่วงนอน', 'เมื่อขึ้นหรือลงจากห้องโดยสาร ให้ใช้มือจับและบันไดเหยียบ และรักษาการสัมผัสสามจุดเสมอ', 'ห้ามจับคันบังคับแทนมือจับ', 'ก่อนสตาร์ทเครื่องยนต์ ให้ตรวจดูว่าไม่มีผู้ใดอยู่รอบเครื่องจักร และกดแตรเตือน', 'คาดเข็มขัดนิรภัยทุกครั้ง', 'ก่อนลุกจากที่นั่ง ให้ลดอุปกรณ์ทำงานลงถึงพื้น ยกคันล็อกนิรภัยขึ้นสู่ตำแหน่งล็อก แล้วดับเครื่องยนต์', 'ห้ามดัดแปลงเครื่องจักรหรือปลดอุปกรณ์นิรภัย'])}
${box('warn', 'คำเตือน', 'หากป้ายเตือนชำรุดหรืออ่านไม่ออก ให้เปลี่ยนป้ายใหม่ทันที')}`],
    ['ความปลอดภัยขณะทำงาน', `<p>ก่อนเริ่มงาน ให้ตรวจสอบสภาพพื้นดิน ท่อและสายที่ฝังอยู่ใต้ดิน และตำแหน่งของสายไฟฟ้าเหนือศีรษะในพื้นที่ทำงาน เมื่อทำงานใกล้สายไฟฟ้า ให้รักษาระยะห่างตามตารางต่อไปนี้</p>
${table(['แรงดันไฟฟ้า', 'ระยะห่างต่ำสุด'], [['ไม่เกิน 22 kV', '3 m'], ['33 kV', '3.5 m'], ['69 kV', '4 m'], ['115 kV', '5 m'], ['230 kV', '6 m']])}
${ul(['บนทางลาด ให้เคลื่อนที่ขึ้นลงตามแนวลาด ห้ามขับขวางทางลาด', 'อย่าให้ผู้ใดเข้ามาในรัศมีการทำงาน และจัดผู้ให้สัญญาณเมื่อจำเป็น', 'เมื่อใช้รถขุดยกสิ่งของ ให้เลือกโหมดยกและห้ามยกเกินพิกัด', 'ห้ามจอดเครื่องจักรบนพื้นดินอ่อนหรือใกล้ขอบหลุมขุด', 'เมื่อทัศนวิสัยไม่ดี ให้เปิดไฟส่องสว่างและลดความเร็วในการทำงาน'])}`],
    ['อุปกรณ์ควบคุม', `${table(['ลำดับ', 'ชื่อ', 'หน้าที่'], [['1', 'คันบังคับซ้าย', 'แขนขุด (หน้า-หลัง) หมุนป้อม (ซ้าย-ขวา)'], ['2', 'คันบังคับขวา', 'บูม (หน้า-หลัง) บุ้งกี๋ (ซ้าย-ขวา)'], ['3', 'คันและแป้นเหยียบขับเคลื่อน', 'เดินหน้าและถอยหลังของตีนตะขาบซ้ายและขวา'], ['4', 'คันล็อกนิรภัย', 'เมื่อยกขึ้นจะล็อกอุปกรณ์ทำงาน การหมุนป้อม และการขับเคลื่อนทั้งหมด'], ['5', 'ปุ่มปรับรอบเครื่องยนต์', 'ปรับรอบเครื่องยนต์ได้ 10 ระดับ'], ['6', 'สวิตช์เพิ่มกำลัง', 'ปุ่มบนคันบังคับขวา เพิ่มแรงขุดเป็นเวลา 8 วินาที'], ['7', 'สวิตช์ความเร็วขับเคลื่อน', 'เลือกความเร็วต่ำหรือสูง'], ['8', 'สวิตช์โหมดการทำงาน', 'P+, P, S, E'], ['9', 'สวิตช์ลดรอบอัตโนมัติ', 'ลดรอบเครื่องยนต์เมื่อคันบังคับอยู่ตำแหน่งกลางนาน 4 วินาที'], ['10', 'สวิตช์กุญแจ', 'OFF, ON, START'], ['11', 'ปุ่มแตร', 'อยู่บนคันบังคับซ้าย'], ['12', 'สวิตช์ไฟส่องสว่าง', 'เปิดไฟบูมและไฟทำงานด้านบน']])}
<p>รูปแบบการควบคุมเป็นแบบ ISO หากต้องการรูปแบบอื่น โปรดติดต่อตัวแทนจำหน่าย</p>`],
    ['จอแสดงผลและไฟเตือน', `${table(['ไฟเตือน', 'ความหมาย', 'การแก้ไข'], [['แรงดันน้ำมันเครื่อง', 'แรงดันน้ำมันเครื่องต่ำ', 'ดับเครื่องยนต์ทันทีและตรวจระดับน้ำมันเครื่อง'], ['อุณหภูมิน้ำหล่อเย็น', 'น้ำหล่อเย็นร้อนเกิน', 'เดินเบารอบต่ำให้เย็นลงแล้วตรวจสอบ'], ['อุณหภูมิน้ำมันไฮดรอลิก', 'น้ำมันไฮดรอลิกสูงกว่า 95 °C', 'ลดภาระงานและทำความสะอาดออยล์คูลเลอร์'], ['การชาร์จไฟ', 'ระบบชาร์จผิดปกติ', 'ตรวจสายพานพัดลมและสายไฟ'], ['ไส้กรองอากาศอุดตัน', 'ไส้กรองอุดตัน', 'ทำความสะอาดหรือเปลี่ยนไส้กรอง'], ['น้ำในเชื้อเพลิง', 'มีน้ำในหม้อดักน้ำ', 'ถ่ายน้ำออก'], ['การอุ่นเครื่อง', 'ฮีตเตอร์อากาศไอดีกำลังทำงาน', 'สตาร์ทเมื่อไฟดับแล้ว']])}
<p>เมื่อไฟเตือนติดและจอแสดงรหัสข้อขัดข้อง (เช่น E-012) ให้จดรหัสไว้และติดต่อตัวแทนจำหน่าย</p>`],
    ['การสตาร์ทและการดับเครื่องยนต์', `${ol(['ตรวจดูว่าคันล็อกนิรภัยอยู่ในตำแหน่งล็อก และคันบังคับทั้งหมดอยู่ตำแหน่งกลาง', 'บิดสวิตช์กุญแจไปที่ ON และรอจนจอแสดงผลตรวจสอบตัวเองเสร็จ', 'หากไฟแสดงการอุ่นเครื่องติด ให้รอจนไฟดับ', 'กดแตร แล้วบิดสวิตช์กุญแจไปที่ START ปล่อยสวิตช์ทันทีเมื่อเครื่องยนต์ติด', 'ห้ามหมุนมอเตอร์สตาร์ทนานเกิน 10 วินาทีต่อครั้ง หากเครื่องยนต์ไม่ติด ให้รอ 30 วินาทีแล้วลองใหม่'])}
${h4('การอุ่นเครื่อง')}<p>หากอุณหภูมิน้ำมันไฮดรอลิกต่ำกว่า 30 °C ให้เดินเครื่องยนต์ที่รอบปานกลาง 5 นาที แล้วค่อย ๆ ขยับคันบังคับบุ้งกี๋เพื่ออุ่นน้ำมันไฮดรอลิก</p>
${h4('การดับเครื่องยนต์')}${ol(['ลดอุปกรณ์ทำงานลงถึงพื้น', 'เดินเบาเครื่องยนต์ที่รอบต่ำ 5 นาที เพื่อให้เทอร์โบชาร์จเจอร์เย็นลง', 'บิดสวิตช์กุญแจไปที่ OFF และถอดกุญแจออก'])}`],
    ['โหมดการทำงานและการขุด', `${table(['โหมด', 'ลักษณะ', 'งานที่เหมาะสม'], [['P+', 'กำลังสูงสุด', 'งานขุดหนัก งานหิน'], ['P', 'กำลังสูง', 'งานขุดทั่วไป งานตักใส่รถบรรทุก'], ['S', 'มาตรฐาน', 'งานทั่วไป สมดุลระหว่างกำลังและการประหยัดเชื้อเพลิง'], ['E', 'ประหยัด', 'งานเบา งานเกลี่ยระดับ']])}
${ul(['ตั้งฟันบุ้งกี๋ให้ตั้งฉากกับพื้น แล้วดึงแขนขุดเข้าหาตัวเพื่อขุด อย่าขุดโดยใช้บูมเพียงอย่างเดียว', 'อย่าค้างกระบอกไฮดรอลิกไว้ที่ปลายช่วงชักเป็นเวลานาน เพราะจะทำให้น้ำมันไฮดรอลิกร้อนขึ้น', 'อย่าใช้แรงขับเคลื่อนในการขุด และอย่าใช้บุ้งกี๋ทุบวัตถุ', 'เมื่อตักดินใส่รถบรรทุก อย่าให้บุ้งกี๋เคลื่อนผ่านเหนือห้องคนขับของรถบรรทุก'])}`],
    ['การขับเคลื่อนและการหมุนป้อม', `<p>ก่อนขับเคลื่อน ให้ตรวจทิศทางของตีนตะขาบ เมื่อล้อนำอยู่ด้านหน้า การดันแป้นเหยียบไปข้างหน้าจะทำให้รถเดินหน้า หากเฟืองขับอยู่ด้านหน้า ทิศทางการเคลื่อนที่จะกลับกัน</p>
${ul(['เลือกความเร็วสูงเฉพาะบนพื้นเรียบและแข็งเท่านั้น', 'เมื่อลงทางลาด ให้เลือกความเร็วต่ำและยกบุ้งกี๋สูงจากพื้น 20–30 cm', 'เมื่อขับผ่านน้ำหรือโคลน ความลึกของน้ำต้องไม่เกินกึ่งกลางลูกกลิ้งบน'])}
${h4('การหมุนป้อม')}${ul(['ก่อนหมุนป้อม ให้ตรวจดูว่าไม่มีคนหรือสิ่งกีดขวางในรัศมีการหมุน', 'ขยับคันบังคับหมุนป้อมอย่างนุ่มนวล และค่อย ๆ ปล่อยกลับตำแหน่งกลางเมื่อต้องการหยุด', 'อย่าใช้แรงหมุนป้อมดันดินหรือกระแทกบุ้งกี๋กับผนัง', 'เบรกจอดของระบบหมุนป้อมจะทำงานอัตโนมัติประมาณ 5 วินาทีหลังจากคันบังคับกลับสู่ตำแหน่งกลาง'])}`],
    ['การขนย้ายและการลากจูง', `<p>เมื่อขนย้ายเครื่องจักรด้วยรถพ่วง ให้ปฏิบัติตามขั้นตอนต่อไปนี้</p>
${ol(['จอดรถพ่วงบนพื้นเรียบและหนุนล้อด้วยหมอนรองล้อ', 'มุมของทางลาดขึ้นรถพ่วงต้องไม่เกิน 15° ห้ามเปลี่ยนทิศทางบนทางลาด', 'ขับขึ้นอย่างช้า ๆ ด้วยความเร็วต่ำ', 'เมื่ออยู่บนรถพ่วง ให้หันป้อมไปด้านหลัง ลดอุปกรณ์ทำงานลง และเสียบสลักล็อกป้อม', 'ดับเครื่องยนต์ แล้วยึดตีนตะขาบและป้อมด้วยโซ่และลวดสลิง'])}
${h4('การลากจูง')}<p>ลากจูงเฉพาะเมื่อเครื่องจักรไม่สามารถเคลื่อนที่เองได้เท่านั้น ต่อลวดสลิงที่แข็งแรงเพียงพอเข้ากับตะขอลากที่โครงล่าง และลากเป็นระยะสั้นด้วยความเร็วไม่เกิน 1 km/h เนื่องจากเบรกจอดของมอเตอร์ขับเคลื่อนยังทำงานอยู่ จึงควรหลีกเลี่ยงการลากระยะไกล</p>`],
    ['การตรวจสอบประจำวัน', `<p>ก่อนเริ่มงานทุกวัน ให้ตรวจสอบรายการต่อไปนี้ขณะเครื่องยนต์ดับอยู่</p>
${table(['รายการตรวจสอบ', 'สิ่งที่ต้องตรวจ'], [['ระดับน้ำมันเครื่อง', 'อยู่ระหว่างขีด L และ H บนก้านวัด'], ['ระดับน้ำหล่อเย็น', 'อยู่ระหว่าง LOW และ FULL ที่ถังพักน้ำ'], ['ระดับน้ำมันไฮดรอลิก', 'กึ่งกลางเกจวัดระดับ (ยืดกระบอกบุ้งกี๋สุด ดึงแขนขุดเข้า)'], ['ระดับเชื้อเพลิงและหม้อดักน้ำ', 'ถ่ายน้ำและตะกอนออก'], ['วาล์วระบายฝุ่นของกรองอากาศ', 'บีบระบายฝุ่นออก'], ['ตีนตะขาบ', 'สลักเกลียวแผ่นตีนตะขาบหลวม ความเสียหาย ความตึง'], ['อุปกรณ์ทำงาน', 'อัดจาระบีสลัก รอยร้าว ท่อรั่ว'], ['สายพานพัดลม', 'ความเสียหายและความตึง'], ['อุปกรณ์นิรภัย', 'แตร สัญญาณเตือนขณะเคลื่อนที่ ไฟส่องสว่าง กล้องมองหลัง เข็มขัดนิรภัย']])}
<p>หากพบสิ่งผิดปกติ ให้ซ่อมแซมก่อนเริ่มงาน</p>`],
    ['ตารางการบำรุงรักษาตามระยะ', `${table(['ระยะเวลา', 'รายการบำรุงรักษา'], [['ทุก 10 ชั่วโมง (ทุกวัน)', 'การตรวจสอบประจำวัน อัดจาระบีสลักบุ้งกี๋'], ['ทุก 50 ชั่วโมง', 'อัดจาระบีสลักบูมและแขนขุด ถ่ายตะกอนถังเชื้อเพลิง ตรวจความตึงตีนตะขาบ'], ['ทุก 250 ชั่วโมง', 'อัดจาระบีแบริ่งป้อม ตรวจระดับน้ำมันเกียร์ทดป้อมและเกียร์ทดขับเคลื่อน ทำความสะอาดชุดระบายความร้อน'], ['ทุก 500 ชั่วโมง', 'เปลี่ยนน้ำมันเครื่องและไส้กรอง เปลี่ยนไส้กรองเชื้อเพลิง เก็บตัวอย่างน้ำมันไฮดรอลิก'], ['ทุก 1 000 ชั่วโมง', 'เปลี่ยนน้ำมันเกียร์ทด เปลี่ยนไส้กรองน้ำมันไหลกลับและไส้กรองไพลอต เปลี่ยนไส้กรองช่องระบายอากาศ'], ['ทุก 2 000 ชั่วโมง', 'เปลี่ยนน้ำมันไฮดรอลิก ทำความสะอาดตะแกรงกรองด้านดูด ปรับระยะห่างวาล์ว เปลี่ยนไส้กรองอากาศ'], ['ทุก 4 000 ชั่วโมง', 'เปลี่ยนน้ำหล่อเย็น เปลี่ยนแอคคิวมูเลเตอร์']])}
${box('note', 'หมายเหตุ', 'หากใช้หัวเจาะไฮดรอลิก (เบรกเกอร์) ให้เปลี่ยนไส้กรองน้ำมันไหลกลับทุก 100 ชั่วโมง และเปลี่ยนน้ำมันไฮดรอลิกทุก 600 ชั่วโมง')}`],
    ['เชื้อเพลิง น้ำมันหล่อลื่น และความจุ', `${table(['รายการ', 'ความจุ', 'ข้อกำหนด'], [['ถังเชื้อเพลิง', '400 L', 'น้ำมันดีเซล'], ['น้ำมันเครื่อง', '27 L', 'API CI-4, SAE 15W-40'], ['น้ำหล่อเย็น', '24 L', 'เอทิลีนไกลคอล 50 %'], ['ถังน้ำมันไฮดรอลิก', '130 L (ทั้งระบบ 235 L)', 'ISO VG 46'], ['เกียร์ทดป้อม', '5.0 L', 'น้ำมันเกียร์ SAE 80W-90 (API GL-5)'], ['เกียร์ทดขับเคลื่อน (แต่ละข้าง)', '5.8 L', 'น้ำมันเกียร์ SAE 80W-90 (API GL-5)'], ['จาระบี', '—', 'ลิเธียม EP2']])}
<p>ห้ามผสมน้ำมันต่างยี่ห้อกัน ขณะเติมเชื้อเพลิงหรือน้ำมัน ให้ดับเครื่องยนต์และอยู่ห่างจากเปลวไฟ</p>`],
    ['การเปลี่ยนไส้กรอง', `${h4('ไส้กรองน้ำมันเครื่อง')}${ol(['ถ่ายน้ำมันเครื่องออก แล้วใช้ประแจถอดไส้กรองออก', 'ทาน้ำมันเครื่องบาง ๆ ที่ซีลยางของไส้กรองใหม่', 'ขันด้วยมือจนซีลแตะหน้าสัมผัส แล้วขันต่ออีก 3/4 รอบ', 'เติมน้ำมันเครื่อง เดินเครื่องยนต์ 5 นาที แล้วตรวจการรั่วและระดับน้ำมัน'])}
${h4('ไส้กรองเชื้อเพลิง')}${ol(['ปิดวาล์วเชื้อเพลิงใต้ถังเชื้อเพลิง', 'ถอดไส้กรองเก่า ทาเชื้อเพลิงที่ซีลของไส้กรองใหม่แล้วติดตั้ง', 'เปิดวาล์ว แล้วกดปั๊มมือเพื่อไล่อากาศออกจากระบบเชื้อเพลิง'])}
${h4('ไส้กรองน้ำมันไฮดรอลิกไหลกลับ')}${ol(['กดปุ่มที่ฝาช่องระบายอากาศเพื่อระบายแรงดันในถังน้ำมันไฮดรอลิก', 'ถอดสลักเกลียวฝาครอบ 4 ตัว แล้วนำสปริงและไส้กรองออก', 'ใส่ไส้กรองใหม่และเปลี่ยนโอริงของฝาครอบ'])}`],
    ['การทำงานในสภาพอากาศร้อนและการเก็บรักษาระยะยาว', `${h4('การทำงานในสภาพอากาศร้อนและมีฝุ่นมาก')}${ul(['ในพื้นที่ที่มีอุณหภูมิสูงกว่า 35 °C เป็นประจำ ให้ใช้น้ำมันไฮดรอลิก ISO VG 68', 'เมื่อทำงานในที่มีฝุ่นมาก ให้ทำความสะอาดรังผึ้งหม้อน้ำและออยล์คูลเลอร์ทุกวัน', 'ตรวจวาล์วระบายฝุ่นและไส้กรองอากาศบ่อยขึ้น', 'ในฤดูฝน ให้ตรวจน้ำในหม้อดักน้ำและในน้ำมันเกียร์บ่อยขึ้น'])}
${h4('การเก็บรักษาระยะยาว (เกิน 1 เดือน)')}${ul(['ล้างเครื่องจักรและเก็บไว้ในที่แห้งและมีหลังคา', 'ทาจาระบีที่ส่วนที่โผล่ออกมาของก้านสูบไฮดรอลิก', 'เติมเชื้อเพลิงให้เต็มถังเพื่อป้องกันการควบแน่น', 'ปิดสวิตช์ตัดไฟแบตเตอรี่ และสตาร์ทเครื่องยนต์เดือนละครั้ง พร้อมขยับอุปกรณ์ทั้งหมดอย่างช้า ๆ'])}`],
    ['ข้อมูลจำเพาะหลัก', `${table(['รายการ', 'ข้อมูลจำเพาะ'], [['น้ำหนักใช้งาน', '22 500 kg'], ['ความจุบุ้งกี๋ (SAE พูน)', '1.05 m³'], ['เครื่องยนต์', 'DL06, 110 kW / 1 900 rpm'], ['ความลึกการขุดสูงสุด', '6 620 mm'], ['รัศมีการขุดสูงสุด', '9 900 mm'], ['ความเร็วหมุนป้อม', '11.7 rpm'], ['ความเร็วขับเคลื่อน (ต่ำ/สูง)', '3.0 / 5.5 km/h'], ['แรงกดพื้น', '46 kPa'], ['ยาว × กว้าง × สูง', '9 520 × 2 990 × 2 980 mm'], ['ถังน้ำมันไฮดรอลิก', '130 L']])}
<p>ข้อมูลจำเพาะอาจเปลี่ยนแปลงได้โดยไม่ต้องแจ้งให้ทราบล่วงหน้า หากมีข้อสงสัยเกี่ยวกับการบำรุงรักษาหรืออะไหล่ โปรดติดต่อตัวแทนจำหน่ายที่ได้รับอนุญาตใกล้บ้านท่าน</p>`],
  ],
  landmarks: [
    { page: 1, phrase: 'เก็บคู่มือเล่มนี้ไว้ในห้องโดยสาร' },
    { page: 3, phrase: 'การสัมผัสสามจุด' },
    { page: 4, phrase: 'สายไฟฟ้าเหนือศีรษะ' },
    { page: 9, phrase: 'กึ่งกลางลูกกลิ้งบน' },
    { page: 10, phrase: 'ตะขอลากที่โครงล่าง' },
    { page: 11, phrase: 'กล้องมองหลัง' },
    { page: 15, phrase: 'ในฤดูฝน' },
    { page: 16, phrase: 'ตัวแทนจำหน่ายที่ได้รับอนุญาตใกล้บ้านท่าน' },
  ],
};

/** Cover page + one page per entry, for the O&M manuals and the other small manuals. */
function buildSimpleManual(d) {
  const sheets = [
    `<div class="cover"><div class="brand">${esc(d.cover.brand)}</div><div class="title">${d.cover.title.replace('<br>', ' ')}</div>
<div class="sub">${esc(d.cover.sub)}</div>${table(null, d.cover.rows)}<p style="margin-top:18mm">${d.cover.note}</p></div>`,
    ...d.pages.map(([t, body], i) => `<h1>${i + 1}. ${esc(t)}</h1>${body}`),
  ];
  return {
    html: htmlDoc({ lang: d.lang, title: d.title, sheets, css: d.css || '' }),
    header: { headerRight: d.pub, ...d.header },
    checks: d.landmarks,
    landmarks: d.landmarks,
  };
}

// ---------------------------------------------------------------------------------------------
// 3. DL250 wheel loader operation manual, Russian — 10 pages
// ---------------------------------------------------------------------------------------------

const OM_DL250_RU = {
  lang: 'ru', file: 'dl250-om-ru.pdf', pub: 'OM-DL250-RU-2602', date: '2026-02-16',
  title: 'Фронтальный погрузчик DL250. Руководство по эксплуатации',
  header: { headerLeft: 'DL250. Руководство по эксплуатации', footerLeft: 'Храните руководство вместе с машиной', pageLabel: 'Стр. {n} из {t}' },
  cover: {
    brand: 'СЕРВИСНАЯ ДОКУМЕНТАЦИЯ', title: 'Фронтальный погрузчик DL250<br>Руководство по эксплуатации', sub: 'Модель DL250 · двигатель DL06',
    rows: [['Номер публикации', 'OM-DL250-RU-2602'], ['Издание', 'Первое, февраль 2026 г.'], ['Язык', 'Русский (перевод оригинальной инструкции)'], ['Серийные номера', 'LWFBB 10001 и далее']],
    note: 'Храните это руководство в кабине погрузчика. Перед началом работы и перед обслуживанием машины внимательно прочитайте все разделы и соблюдайте приведённые указания.',
  },
  pages: [
    ['Меры безопасности', `<p>К управлению погрузчиком допускаются только обученные операторы, имеющие соответствующее удостоверение и ознакомленные с настоящим руководством.</p>
${ul(['Перед началом работы обойдите машину и убедитесь, что рядом нет людей, а под машиной нет посторонних предметов.', 'Садитесь в кабину и выходите из неё лицом к машине, используя поручни и ступени; всегда сохраняйте три точки опоры.', 'Всегда пристёгивайте ремень безопасности.', 'Не перевозите людей в ковше и не поднимайте людей на погрузочном оборудовании.', 'При движении держите ковш на высоте 40–50 см над землёй.', 'Перед техническим обслуживанием в зоне шарнирного сочленения установите фиксатор сочленённой рамы.', 'Не работайте вблизи линий электропередачи без согласования с энергоснабжающей организацией.'])}
${box('warn', 'ПРЕДУПРЕЖДЕНИЕ', 'Зона поворота полурам опасна для жизни. При включённом двигателе никто не должен находиться между передней и задней полурамой.')}`],
    ['Органы управления', `${table(['№', 'Орган управления', 'Назначение'], [['1', 'Рулевое колесо', 'Поворот полурам (угол сочленения ±40°)'], ['2', 'Рычаг переключения направления и передач', 'Вперёд / нейтраль / назад; передачи 1–4'], ['3', 'Педаль тормоза (2 шт.)', 'Рабочие тормоза; левая педаль также отключает трансмиссию'], ['4', 'Педаль акселератора', 'Частота вращения двигателя'], ['5', 'Джойстик погрузочного оборудования', 'Подъём/опускание стрелы, запрокидывание/разгрузка ковша'], ['6', 'Кнопка стояночного тормоза', 'Включение и выключение стояночного тормоза'], ['7', 'Переключатель режима коробки', 'Ручной / автоматический режим переключения передач'], ['8', 'Кнопка kick-down', 'Мгновенное переключение на первую передачу при наборе грунта'], ['9', 'Выключатель системы плавного хода', 'Гашение колебаний стрелы при движении'], ['10', 'Замок зажигания', 'OFF, ON, START']])}
<p>Джойстик имеет фиксацию в положении «плавающая стрела», которое используется при зачистке площадок.</p>`],
    ['Пуск и остановка двигателя', `${ol(['Убедитесь, что рычаг переключения направления находится в нейтрали, а стояночный тормоз включён.', 'Поверните ключ в положение ON и дождитесь окончания самопроверки монитора.', 'При низкой температуре дождитесь, пока погаснет индикатор предпускового подогрева.', 'Подайте звуковой сигнал и поверните ключ в положение START. Не включайте стартер дольше 10 секунд; повторную попытку делайте через 30 секунд.', 'После пуска дайте двигателю поработать 5 минут на малых оборотах.'])}
${h4('Прогрев гидравлики и трансмиссии')}<p>При температуре окружающего воздуха ниже 0 °C прогревайте машину на средних оборотах до тех пор, пока температура трансмиссионного масла не достигнет 50 °C. Несколько раз медленно поднимите стрелу и запрокиньте ковш.</p>
${h4('Остановка')}${ol(['Остановите машину на ровной площадке и опустите ковш на землю.', 'Включите стояночный тормоз и переведите рычаг направления в нейтраль.', 'Дайте двигателю поработать 5 минут на холостом ходу для охлаждения турбокомпрессора, затем выключите его.'])}`],
    ['Работа погрузчиком', `${ul(['Въезжайте в штабель на первой передаче с ковшом, опущенным параллельно земле.', 'Одновременно поднимайте стрелу и запрокидывайте ковш; не допускайте пробуксовки колёс.', 'При загрузке самосвала используйте V-образную схему: угол между направлением набора и направлением к самосвалу — около 45°.', 'Разгружайте ковш плавно, без ударов о борт самосвала.', 'Не поворачивайте машину с поднятым гружёным ковшом на высокой скорости — возможно опрокидывание.', 'Для работы с паллетами используйте только сертифицированные вилочные захваты и соблюдайте номинальную грузоподъёмность.'])}
${table(['Показатель', 'Значение'], [['Номинальная грузоподъёмность', '5 000 кг'], ['Опрокидывающая нагрузка (прямо)', '11 700 кг'], ['Опрокидывающая нагрузка (поворот 40°)', '10 200 кг'], ['Вместимость основного ковша', '2,7 м³']])}`],
    ['Движение, рулевое управление и тормоза', `<p>Погрузчик оснащён шарнирно-сочленённой рамой, гидростатическим рулевым управлением и четырёхступенчатой коробкой передач с автоматическим переключением.</p>
${ul(['Меняйте направление движения только после полной остановки машины.', 'На спусках включайте пониженную передачу и притормаживайте рабочими тормозами; не двигайтесь под уклон на нейтрали.', 'Если рулевое управление стало тугим или появился шум насоса, немедленно остановите машину.', 'Стояночный тормоз включается автоматически при выключении двигателя.', 'Буксировать погрузчик допускается только на короткое расстояние со скоростью не выше 2 км/ч после растормаживания стояночного тормоза по инструкции сервиса.'])}
${table(['Передача', 'Вперёд, км/ч', 'Назад, км/ч'], [['1', '6,7', '7,2'], ['2', '12,4', '13,3'], ['3', '24,1', '26,0'], ['4', '36,5', '—']])}`],
    ['Ежедневный осмотр', `<p>Перед каждой сменой при неработающем двигателе проверьте:</p>
${table(['Пункт', 'Что проверить'], [['Уровень моторного масла', 'Между метками щупа'], ['Уровень охлаждающей жидкости', 'Между MIN и MAX на расширительном бачке'], ['Уровень гидравлического масла', 'По смотровому стеклу, ковш на земле'], ['Уровень масла в коробке передач', 'По щупу, при работающем двигателе на холостом ходу'], ['Шины', 'Порезы, давление, крепление колёсных гаек'], ['Погрузочное оборудование', 'Смазка шарниров, трещины, утечки из шлангов'], ['Влагоотделитель топлива', 'Слить воду и отстой'], ['Фары, сигнал, зеркала, камера заднего вида', 'Исправность и чистота']])}
<p>Обнаруженные неисправности устраните до начала работы.</p>`],
    ['Периодичность технического обслуживания', `${table(['Интервал', 'Работы'], [['Каждые 10 ч', 'Ежедневный осмотр; смазка шарниров ковша и рычагов'], ['Каждые 50 ч', 'Смазка шарнира сочленения и карданных валов; проверка момента затяжки колёсных гаек (650 Н·м)'], ['Каждые 250 ч', 'Проверка уровня масла в мостах; очистка радиаторов'], ['Каждые 500 ч', 'Замена моторного масла и фильтра; замена топливных фильтров'], ['Каждые 1 000 ч', 'Замена масла и фильтра коробки передач; замена фильтров гидросистемы'], ['Каждые 2 000 ч', 'Замена масла в мостах и гидравлического масла; регулировка клапанов двигателя'], ['Каждые 4 000 ч', 'Замена охлаждающей жидкости']])}
${box('note', 'ПРИМЕЧАНИЕ', 'В условиях сильной запылённости и при работе в карьере сокращайте интервалы обслуживания воздушного фильтра и радиаторов вдвое.')}`],
    ['Смазочные материалы и заправочные объёмы', `${table(['Система', 'Объём', 'Материал'], [['Топливный бак', '300 л', 'Дизельное топливо ГОСТ 32511 (EN 590), зимнее — при температуре ниже −5 °C'], ['Двигатель', '27 л', 'API CI-4, SAE 15W-40 (зимой SAE 5W-40)'], ['Система охлаждения', '40 л', 'Антифриз на основе этиленгликоля, 50 %'], ['Гидробак', '140 л', 'ISO VG 46 (зимой ISO VG 32)'], ['Коробка передач', '42 л', 'Трансмиссионное масло для ГМП, ATF или SAE 10W'], ['Передний / задний мост', '34 л / 30 л', 'API GL-5, SAE 85W-90 LS'], ['Консистентная смазка', '—', 'Литиевая EP2']])}
<p>Не смешивайте масла разных марок. Заправку топливом производите при выключенном двигателе; не курите и не пользуйтесь открытым огнём.</p>`],
    ['Шины', `<p>Правильное давление в шинах обеспечивает устойчивость машины и продлевает срок службы шин. Проверяйте давление на холодных шинах.</p>
${table(['Размер шины', 'Передние, бар', 'Задние, бар'], [['20.5R25', '3,8', '3,3'], ['23.5R25', '3,5', '3,0'], ['20.5-25 16PR (L3)', '3,5', '3,0']])}
${ul(['При накачке стойте сбоку от шины и используйте удлинительный шланг с манометром.', 'Не превышайте давление, указанное изготовителем шин.', 'Колёсные гайки затягивайте крест-накрест моментом 650 Н·м; повторно проверьте затяжку после первых 50 часов.', 'Повреждённые диски и шины с порезами до корда замените.'])}`],
    ['Технические характеристики', `${table(['Параметр', 'Значение'], [['Эксплуатационная масса', '15 100 кг'], ['Двигатель', 'DL06, 6 цилиндров, 128 кВт при 2 000 об/мин'], ['Вместимость ковша', '2,7 м³'], ['Высота разгрузки (45°)', '2 920 мм'], ['Вырывное усилие', '125 кН'], ['Максимальная скорость', '36,5 км/ч'], ['Угол сочленения', '±40°'], ['Радиус поворота по ковшу', '6 150 мм'], ['Размеры Д × Ш × В', '7 950 × 2 740 × 3 350 мм']])}
<p>Изготовитель оставляет за собой право вносить изменения без предварительного уведомления. По вопросам обслуживания и запасных частей обращайтесь к официальному дилеру.</p>`],
  ],
  landmarks: [
    { page: 1, phrase: 'Храните это руководство в кабине погрузчика' },
    { page: 2, phrase: 'установите фиксатор сочленённой рамы' },
    { page: 5, phrase: 'используйте V-образную схему' },
    { page: 6, phrase: 'четырёхступенчатой коробкой передач' },
    { page: 10, phrase: 'стойте сбоку от шины' },
  ],
};

// ---------------------------------------------------------------------------------------------
// 4. Service bulletin SB-2026-014, versions 1.0 and 1.1 (3 pages each; page 2 revised in 1.1)
// ---------------------------------------------------------------------------------------------

function buildBulletin(rev) {
  const v2 = rev === '1.1';
  const date = v2 ? '16 March 2026' : '10 February 2026';
  const head = table(null, [
    ['<b>Bulletin</b>', 'SB-2026-014', '<b>Revision</b>', rev],
    ['<b>Date</b>', date, '<b>Category</b>', 'Field campaign — check and adjust'],
    ['<b>Models</b>', 'DX225LCA, DX225NLCA', '<b>Serial numbers</b>', 'EHFBF 10001–11250, EHFBH 10001–10480'],
    ['<b>System</b>', 'Swing', '<b>Labour time</b>', v2 ? '1.2 h' : '1.0 h'],
  ]);
  const title = '<h1>SB-2026-014 Swing motor relief valve adjustment</h1>';
  const p1 = `${title}${head}
${v2 ? box('note', 'REVISION 1.1', 'This revision replaces revision 1.0 of 10 February 2026. The set pressure, the adjustment steps on page 2 and the labour time have changed. Machines already adjusted according to revision 1.0 must be checked again.') : ''}
<h4>Reason</h4>
<p>On a number of machines the swing relief valves were set at the lower end of the tolerance at the factory. Operators report slow swing acceleration with a full bucket, and overrun of the upper structure when the swing is stopped on a slope. The swing motor and the reduction gear are not damaged by this condition, but the cycle time increases and the machine does not stop where the operator expects it to.</p>
<h4>Action</h4>
${ul(['Check the swing relief pressure on every machine in the serial range at the next scheduled service, or earlier if the customer reports the symptom.', 'Adjust both swing relief valves as described on page 2.', 'Record the pressures before and after adjustment on the record form on page 3 and submit the warranty claim.'])}
<h4>Parts</h4>
${table(['Part', 'Part number', 'Qty'], [['O-ring, relief valve cartridge', v2 ? '180125-00412' : '180125-00388', '2'], ['Cap seal, adjusting screw', '180125-00391', '2']])}
<p class="small">Distribution: dealer service managers, field service technicians, warranty administration.</p>`;
  const p2 = v2
    ? `<h2>Adjustment procedure — revision 1.1</h2>
<p>The revised set pressure of 28.4 MPa applies to all machines in the serial range, whether or not they were adjusted according to revision 1.0. The higher setting compensates for the pressure drop in the swing motor valve casing at full flow.</p>
${box('warn', 'WARNING', 'Engage the swing lock pin before testing. Never hold the swing against relief for more than 10 seconds: the oil in the swing circuit heats very quickly.')}
${ol(['Warm the hydraulic oil to 50 ± 5 °C and check the oil level.', 'Install 0–60 MPa gauges at the gauge ports A and B of the swing motor.', 'Engage the swing lock pin, set the engine to high idle and select power mode P.', 'Operate the swing lever fully to the left for no more than 10 seconds and read the peak pressure at port A; repeat to the right for port B.', 'If a reading is outside 28.4 ± 0.5 MPa, remove the cap seal, loosen the lock nut and turn the adjusting screw. One turn changes the pressure by about 11 MPa, so work in steps of 1/16 turn.', 'Hold the adjusting screw and tighten the lock nut to 59 N·m (revision 1.0 stated 69 N·m). Fit a new cap seal.', 'Check the shockless function: with the gauge damping switched off, the pressure must first rise to about 20 MPa and reach the set pressure after 0.1–0.2 s.', 'Disengage the swing lock pin and check swing acceleration and stopping on a 10° slope.'])}
${table(['Item', 'Specification'], [['Swing relief set pressure (rev. 1.1)', '28.4 ± 0.5 MPa'], ['Lock nut torque', '59 N·m'], ['Adjusting screw, one turn', 'approx. 11 MPa'], ['Maximum relief time per test', '10 s']])}`
    : `<h2>Adjustment procedure</h2>
<p>Set both relief valves to 27.9 MPa, the value given in the service manual (section 5.5). Work with the swing locked mechanically.</p>
${box('warn', 'WARNING', 'Engage the swing lock pin before testing. Never hold the swing against relief for more than 10 seconds.')}
${ol(['Warm the hydraulic oil to 50 ± 5 °C.', 'Install 0–60 MPa gauges at the gauge ports A and B of the swing motor.', 'Engage the swing lock pin, set the engine to high idle and select power mode P.', 'Operate the swing lever fully to the left and read the pressure at port A; repeat to the right for port B.', 'If a reading is below 27.4 MPa, loosen the lock nut and turn the adjusting screw clockwise one quarter turn at a time until the pressure is within 27.9 ± 0.5 MPa.', 'Tighten the lock nut to 69 N·m and check the pressure again.', 'Disengage the swing lock pin and test the swing on level ground.'])}
${table(['Item', 'Specification'], [['Swing relief set pressure', '27.9 ± 0.5 MPa'], ['Lock nut torque', '69 N·m'], ['Adjusting screw, one turn', 'approx. 11 MPa']])}`;
  const p3 = `<h2>Record and warranty claim</h2>
<p>Complete one record per machine and attach it to the warranty claim. Claims are accepted until 31 December 2026.</p>
${table(['Machine serial no.', '', 'Hour meter', ''], [['Dealer', '', 'Date of work', '']], 'sign')}
${table(['Measurement', 'Port A (left)', 'Port B (right)'], [['Pressure before adjustment (MPa)', '', ''], ['Pressure after adjustment (MPa)', '', ''], ['Oil temperature during test (°C)', '', '']], 'sign')}
${table(['Claim field', 'Entry'], [['Claim type', 'Field campaign'], ['Campaign code', 'FC-SB2026014'], ['Labour operation', v2 ? 'SW-RV-ADJ2, 1.2 h' : 'SW-RV-ADJ, 1.0 h'], ['Failed part', 'None (adjustment only)']])}
<h4>Revision history</h4>
${table(['Revision', 'Date', 'Change'], [['1.0', '10 February 2026', 'First issue'], ...(v2 ? [['1.1', '16 March 2026', 'Set pressure raised to 28.4 MPa; lock nut torque corrected to 59 N·m; shockless check added; labour time 1.2 h']] : [])])}`;
  const lms = v2
    ? [{ page: 1, phrase: 'slow swing acceleration with a full bucket' }, { page: 2, phrase: 'revised set pressure of 28.4 MPa' }, { page: 3, phrase: 'Claims are accepted until 31 December 2026' }]
    : [{ page: 1, phrase: 'slow swing acceleration with a full bucket' }, { page: 2, phrase: 'one quarter turn at a time' }, { page: 3, phrase: 'Claims are accepted until 31 December 2026' }];
  return {
    html: htmlDoc({ lang: 'en', title: `SB-2026-014 Swing motor relief valve adjustment (revision ${rev})`, sheets: [p1, p2, p3] }),
    header: { headerLeft: 'Service Bulletin SB-2026-014', headerRight: `Revision ${rev} · ${date}`, footerLeft: 'Dealer service information — do not distribute to end users', pageLabel: 'Page {n} of {t}' },
    checks: lms,
    landmarks: lms,
  };
}

// ---------------------------------------------------------------------------------------------
// 5. DX140W hydraulic schematic (English, 4 pages, with an inline SVG circuit diagram)
// ---------------------------------------------------------------------------------------------

function buildSchematic() {
  const line = (x1, y1, x2, y2, dash) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#1b3a5c" stroke-width="2" ${dash ? 'stroke-dasharray="6 4"' : ''}/>`;
  const blk = (x, y, w, h, label, sub = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#f4f7fb" stroke="#1b3a5c" stroke-width="1.5"/><text x="${x + w / 2}" y="${y + h / 2 - (sub ? 3 : -4)}" text-anchor="middle" font-size="12" font-weight="700">${label}</text>${sub ? `<text x="${x + w / 2}" y="${y + h / 2 + 13}" text-anchor="middle" font-size="10">${sub}</text>` : ''}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="100%" style="font-family:'Noto Sans';max-height:118mm">
${blk(20, 290, 130, 50, 'Tank', '(1) 120 L')}${blk(20, 170, 130, 60, 'Main pump', '(2) P1 / P2')}${blk(20, 70, 130, 50, 'Gear pump', '(3) pilot + steering')}
${blk(250, 150, 150, 100, 'Main control', 'valve (5), 8 spools')}${blk(250, 40, 150, 60, 'Priority valve', '(12) steering first')}
${blk(480, 20, 140, 46, 'Steering unit', '(13)')}${blk(480, 80, 140, 46, 'Brake valve', '(15) + accumulators')}
${blk(480, 140, 140, 46, 'Boom / arm / bucket', 'cylinders (7–9)')}${blk(480, 200, 140, 46, 'Swing motor', '(10)')}${blk(480, 260, 140, 46, 'Travel motor', '(11) + 2-speed gearbox')}
${blk(250, 290, 150, 50, 'Oil cooler + filter', '(18) (19)')}
${line(85, 290, 85, 230)}${line(150, 200, 250, 200)}${line(150, 95, 200, 95)}${line(200, 95, 200, 70)}${line(200, 70, 250, 70)}
${line(400, 60, 480, 43)}${line(400, 80, 480, 103)}${line(400, 175, 480, 163)}${line(400, 200, 480, 223)}${line(400, 225, 480, 283)}
${line(325, 250, 325, 290)}${line(250, 315, 150, 315)}${line(325, 100, 325, 150, true)}
<text x="160" y="192" font-size="10">2 × 135 L/min</text><text x="410" y="140" font-size="10">work ports</text><text x="332" y="128" font-size="10">pilot 3.9 MPa</text><text x="160" y="308" font-size="10">return</text>
</svg>`;
  const lms = [
    { page: 1, phrase: 'simplified circuit of the DX140W' },
    { page: 2, phrase: 'dozer blade and outrigger valve' },
    { page: 3, phrase: 'steering always has priority' },
    { page: 4, phrase: 'accumulator charging valve cut-out pressure' },
  ];
  const pages = [
    `<h1>DX140W Wheel Excavator — Hydraulic Schematic</h1>
${table(null, [['<b>Document</b>', 'HS-DX140W-EN-2601', '<b>Models</b>', 'DX140W, DX160W (EU Stage V)'], ['<b>Serial numbers</b>', 'EWFBA 10001 and up', '<b>Issue</b>', 'January 2026']])}
<p>The diagram below shows the simplified circuit of the DX140W: a variable-displacement main pump (2) with two outputs supplies the main control valve (5); a tandem gear pump (3) supplies the pilot circuit and, through the priority valve (12), the steering unit and the service brake valve. Numbers in brackets refer to the component list on page 2.</p>
${svg}
<p class="small">Line types: solid — main pressure and return lines; dashed — pilot lines. The complete ISO 1219 schematic (sheet A0) is supplied with the workshop manual.</p>`,
    `<h2>Component list</h2>
${table(['No.', 'Component', 'Location', 'Part number'], [['1', 'Hydraulic tank, 120 L, with suction strainer', 'Right-hand side of upper frame', '410105-00521'], ['2', 'Main pump, variable axial piston, P1/P2', 'Engine flywheel housing', '410105-00498'], ['3', 'Tandem gear pump (pilot and steering/brake)', 'Rear of main pump', '410105-00502'], ['4', 'Pilot filter with relief valve 3.9 MPa', 'Under cab floor', '410105-00533'], ['5', 'Main control valve, 8 spools', 'Upper frame, centre', '410105-00547'], ['6', 'Dozer blade and outrigger valve', 'Lower frame, front', '410105-00559'], ['7', 'Boom cylinder (1 or 2)', 'Boom', '410105-00561'], ['8', 'Arm cylinder', 'Boom', '410105-00563'], ['9', 'Bucket cylinder', 'Arm', '410105-00565'], ['10', 'Swing motor with brake and relief valves', 'Upper frame, front', '410105-00570'], ['11', 'Travel motor, variable, with brake valve', 'Transmission, lower frame', '410105-00574'], ['12', 'Priority valve', 'Upper frame, near center joint', '410105-00580'], ['13', 'Steering unit (orbitrol), load-sensing', 'Steering column', '410105-00582'], ['14', 'Steering cylinder', 'Front axle', '410105-00584'], ['15', 'Service brake valve with two accumulators', 'Under cab floor', '410105-00587'], ['16', 'Accumulator charging valve', 'Upper frame, left', '410105-00590'], ['17', 'Center joint, 10 ports', 'Centre of swing bearing', '410105-00593'], ['18', 'Oil cooler with bypass valve', 'Cooling package', '410105-00596'], ['19', 'Return filter 10 µm', 'Hydraulic tank', '410105-00598'], ['20', 'Front axle oscillation lock cylinders', 'Front axle', '410105-00601']])}`,
    `<h2>Circuit description</h2>
<h4>Main circuit</h4><p>P1 supplies travel, bucket, boom 1 and arm 2; P2 supplies swing, arm 1, boom 2, option and, through the center joint (17), the blade and outrigger section (6) on the lower frame. Negative control signals from both halves of the main control valve reduce the pump delivery when no function is operated.</p>
<h4>Steering and brakes</h4><p>The front section of the gear pump feeds the priority valve (12). The load-sensing signal of the steering unit (13) shifts the priority valve so that the steering always has priority; excess oil goes to the accumulator charging valve (16), which fills the two service brake accumulators and then returns to tank.</p>
<h4>Travel circuit</h4><p>The travel motor (11) drives both axles through a two-speed gearbox. The brake valve on the motor prevents the machine from over-running on gradients. Travel speed: 0–9 km/h in site gear, 0–35 km/h in road gear (0–20 km/h where required by regulations).</p>
<h4>Front axle oscillation lock</h4><p>When the machine is stationary and the brake pedal is locked, the oscillation lock cylinders (20) are blocked so that the upper structure works on a stable base.</p>`,
    `<h2>Pressure settings and test ports</h2>
${table(['Circuit', 'Setting', 'Test port'], [['Main relief', '34.3 MPa (36.3 MPa boost)', 'G1 / G2 on main pump'], ['Port reliefs, boom / arm / bucket', '37.3 MPa', 'G1 / G2'], ['Swing relief', '27.5 MPa', 'MA / MB on swing motor'], ['Travel relief', '34.3 MPa', 'MT on travel motor'], ['Pilot relief', '3.9 MPa', 'Pi on pilot filter'], ['Steering relief', '17.5 MPa', 'LS on priority valve'], ['Accumulator charging valve cut-in pressure', '12.0 MPa', 'B1 on charging valve'], ['Accumulator charging valve cut-out pressure', '15.0 MPa', 'B1 on charging valve'], ['Accumulator gas pre-charge', '5.0 MPa', 'Accumulator filling valve']])}
<p>Measure all pressures with the hydraulic oil at 50 ± 5 °C and the engine at high idle in power mode P. Record the results on the pressure test sheet in the workshop manual.</p>
${box('warn', 'WARNING', 'Brake accumulators remain charged when the engine is stopped. Depress the brake pedal at least 20 times with the starter switch OFF before opening any brake line.')}`,
  ];
  return {
    html: htmlDoc({ lang: 'en', title: 'DX140W Wheel Excavator Hydraulic Schematic', sheets: pages }),
    header: { headerLeft: 'DX140W Hydraulic Schematic', headerRight: 'HS-DX140W-EN-2601', footerLeft: 'EU Stage V machines', pageLabel: 'Sheet {n} of {t}' },
    checks: lms,
    landmarks: lms,
  };
}

// ---------------------------------------------------------------------------------------------
// 6. Daily walk-around inspection cards (2 pages each) — my, pt-BR, fr, id, es-419, mn, tr, uk
// ---------------------------------------------------------------------------------------------

const CARDS = {
  my: {
    title: 'လုပ်ငန်းမစမီ နေ့စဉ်စစ်ဆေးရန် စာရွက်', sub: 'သံကြိုးဘီးတပ် မြေတူးစက်',
    fields: ['မော်ဒယ်', 'စက်အမှတ်', 'နာရီမီတာ', 'ရက်စွဲ', 'စက်မောင်းသူ'],
    before: 'အင်ဂျင် မနှိုးမီ', cols: ['စဉ်', 'စစ်ဆေးရန်အချက်', 'ကောင်း', 'ချို့ယွင်း'],
    itemsBefore: ['စက်ပတ်လည်ကို လှည့်ပတ်စစ်ဆေးပါ။ အနီးတွင် လူမရှိရ၊ အတားအဆီးမရှိရ၊ မြေပြင်ပေါ်တွင် ဆီ သို့မဟုတ် လောင်စာဆီ ယိုစိမ့်မှု မရှိရ။', 'အင်ဂျင်ဆီအဆင့်သည် တိုင်းတံပေါ်ရှိ အမှတ်အသားနှစ်ခုကြားတွင် ရှိရမည်။', 'အအေးခံရည်အဆင့်သည် အပိုရေတိုင်ကီ၏ LOW နှင့် FULL ကြားတွင် ရှိရမည်။', 'ဟိုက်ဒရောလစ်ဆီအဆင့်ကို တိုင်ကီ၏ ကြည့်မှန်တွင် စစ်ဆေးပါ။', 'လောင်စာဆီအဆင့်ကို စစ်ဆေးပြီး ရေခွဲကိရိယာမှ ရေကို ထုတ်ပါ။', 'လေစစ်၏ ဖုန်ထုတ်အဆို့ရှင်ကို ရှင်းလင်းပါ။', 'သံကြိုးဘီး၏ တင်းအား မှန်ကန်ရမည်။ ချောင်နေသော သို့မဟုတ် ပျောက်နေသော သံကြိုးပြားဘို့များ မရှိရ။', 'လုပ်ငန်းသုံးကိရိယာတွင် အက်ကြောင်းမရှိရ။ ဘတ်ကက်ပင်များကို ဂရိစ်ထည့်ပါ။', 'ပိုက်ခေါင်းများနှင့် ပိုက်လိုင်းများတွင် ယိုစိမ့်မှုနှင့် ပွန်းစားမှု မရှိရ။', 'ပန်ကာကြိုးနှင့် ရေတိုင်ကီအကွက်များတွင် ပျက်စီးမှုနှင့် အညစ်အကြေး မရှိရ။', 'လှေကားထစ်များ၊ လက်ကိုင်များနှင့် မှန်များ သန့်ရှင်းပြီး ကောင်းမွန်ရမည်။', 'ဘေးကင်းရေး တံဆိပ်များ ရှိပြီး ဖတ်၍ရရမည်။'],
    after: 'အင်ဂျင် နှိုးပြီးနောက်',
    itemsAfter: ['စက်နှိုးပြီးနောက် သတိပေးမီးအားလုံး ငြိမ်းသွားရမည်။', 'ဟွန်းနှင့် ရွေ့လျားသတိပေးသံ အလုပ်လုပ်ရမည်။', 'မီးများ၊ မှန်သုတ်တံ၊ နောက်ကြည့်မှန်များနှင့် နောက်ကြည့်ကင်မရာ အလုပ်လုပ်ရမည်။', 'ဘေးကင်းရေးလီဗာသည် လုပ်ဆောင်ချက်အားလုံးကို ပိတ်ထားနိုင်ရမည်။', 'လှုပ်ရှားမှုအားလုံး ချောမွေ့ပြီး ပုံမှန်မဟုတ်သော အသံ မရှိရ။', 'လှည့်ဘရိတ်သည် ကောင်းစွာ ထိန်းထားနိုင်ရမည်။ စက်သည် ရှေ့နှင့်နောက် နှစ်ဘက်စလုံး သွားနိုင်ရမည်။', 'ထိုင်ခုံခါးပတ်ကို မှန်ကန်စွာ ချိတ်နိုင်၊ ဖြုတ်နိုင်ရမည်။'],
    defects: 'တွေ့ရှိသော ချို့ယွင်းချက်များနှင့် ဆောင်ရွက်ချက်',
    warn: ['သတိ', 'ဘေးကင်းရေးကို ထိခိုက်စေသော ချို့ယွင်းချက်ရှိပါက စက်ကို မမောင်းပါနှင့်။ ကြီးကြပ်သူထံ ချက်ချင်း အကြောင်းကြားပါ။'],
    sign: ['စက်မောင်းသူ လက်မှတ်', 'ကြီးကြပ်သူ လက်မှတ်'],
    pageLabel: 'စာမျက်နှာ {n} / {t}', footerLeft: 'ဤစာရွက်ကို စက်မှတ်တမ်းများနှင့်အတူ သိမ်းဆည်းပါ',
    description: 'သံကြိုးဘီးတပ် မြေတူးစက်အတွက် လုပ်ငန်းမစမီ နေ့စဉ်စစ်ဆေးရန် စာရွက် ဖြစ်သည်။',
    landmark: { page: 2, phrase: 'နောက်ကြည့်ကင်မရာ' },
  },
  'pt-BR': {
    title: 'Inspeção diária de pré-operação', sub: 'Escavadeira hidráulica sobre esteiras',
    fields: ['Modelo', 'Nº de série', 'Horímetro', 'Data', 'Operador'],
    before: 'Antes de ligar o motor', cols: ['Nº', 'Item de verificação', 'OK', 'Defeito'],
    itemsBefore: ['Dê uma volta completa na máquina: ninguém por perto, nenhum obstáculo, nenhuma poça de óleo ou combustível no chão.', 'Nível de óleo do motor entre as marcas da vareta.', 'Nível do líquido de arrefecimento entre LOW e FULL no reservatório de expansão.', 'Nível de óleo hidráulico no visor do tanque.', 'Nível de combustível; drenar a água do separador.', 'Válvula de descarga de pó do filtro de ar esvaziada.', 'Esteiras: tensão correta, sem parafusos de sapata soltos ou faltando.', 'Equipamento de trabalho: sem trincas; pinos da caçamba lubrificados.', 'Mangueiras e tubos: sem vazamentos nem desgaste por atrito.', 'Correia do ventilador e colmeia do radiador: sem danos nem sujeira.', 'Degraus, corrimãos e vidros limpos e em bom estado.', 'Adesivos de segurança presentes e legíveis.'],
    after: 'Depois de ligar o motor',
    itemsAfter: ['Todas as luzes de advertência se apagam após a partida.', 'Buzina e alarme de deslocamento funcionam.', 'Faróis, limpador, espelhos e câmera de ré funcionam.', 'A alavanca de segurança bloqueia todas as funções.', 'Todos os movimentos são suaves, sem ruídos anormais.', 'O freio de giro segura; a máquina se desloca nos dois sentidos.', 'O cinto de segurança trava e destrava corretamente.'],
    defects: 'Defeitos encontrados e providências tomadas',
    warn: ['ATENÇÃO', 'Não opere a máquina com um defeito que afete a segurança. Comunique-o imediatamente ao seu supervisor.'],
    sign: ['Assinatura do operador', 'Assinatura do supervisor'],
    pageLabel: 'Página {n} de {t}', footerLeft: 'Guarde esta ficha com os registros da máquina',
    description: 'Ficha de inspeção diária que o operador preenche antes de iniciar o trabalho com a escavadeira sobre esteiras.',
    landmark: { page: 2, phrase: 'alavanca de segurança bloqueia todas as funções' },
  },
  fr: {
    title: 'Contrôle quotidien avant utilisation', sub: 'Pelle hydraulique sur chenilles',
    fields: ['Modèle', 'N° de série', 'Compteur horaire', 'Date', 'Opérateur'],
    before: 'Avant de démarrer le moteur', cols: ['N°', 'Point de contrôle', 'OK', 'Défaut'],
    itemsBefore: ['Faites le tour de la machine : personne à proximité, aucun obstacle, aucune flaque d’huile ou de carburant au sol.', 'Niveau d’huile moteur entre les repères de la jauge.', 'Niveau de liquide de refroidissement entre LOW et FULL sur le vase d’expansion.', 'Niveau d’huile hydraulique au voyant du réservoir.', 'Niveau de carburant ; purger l’eau du séparateur.', 'Soupape à poussière du filtre à air vidée.', 'Chenilles : tension correcte, aucune vis de tuile desserrée ou manquante.', 'Équipement : aucune fissure ; axes du godet graissés.', 'Flexibles et tuyauteries : ni fuite ni frottement.', 'Courroie de ventilateur et faisceau du radiateur : ni dommage ni encrassement.', 'Marchepieds, mains courantes et vitres propres et en bon état.', 'Étiquettes de sécurité présentes et lisibles.'],
    after: 'Après le démarrage du moteur',
    itemsAfter: ['Tous les témoins d’alerte s’éteignent après le démarrage.', 'L’avertisseur sonore et l’alarme de translation fonctionnent.', 'Phares, essuie-glace, rétroviseurs et caméra de recul fonctionnent.', 'Le levier de sécurité verrouille toutes les fonctions.', 'Tous les mouvements sont souples, sans bruit anormal.', 'Le frein d’orientation tient ; la machine se déplace dans les deux sens.', 'La ceinture de sécurité se verrouille et se déverrouille correctement.'],
    defects: 'Défauts constatés et mesures prises',
    warn: ['ATTENTION', 'N’utilisez pas la machine si un défaut compromet la sécurité. Signalez-le immédiatement à votre responsable.'],
    sign: ['Signature de l’opérateur', 'Signature du responsable'],
    pageLabel: 'Page {n} sur {t}', footerLeft: 'Conservez cette fiche avec le carnet d’entretien',
    description: 'Fiche de contrôle quotidien que l’opérateur remplit avant de mettre en marche la pelle sur chenilles.',
    landmark: { page: 2, phrase: 'levier de sécurité verrouille toutes les fonctions' },
  },
  id: {
    title: 'Pemeriksaan Harian Sebelum Operasi', sub: 'Ekskavator perayap (crawler)',
    fields: ['Model', 'No. seri', 'Hour meter', 'Tanggal', 'Operator'],
    before: 'Sebelum menghidupkan mesin', cols: ['No.', 'Item pemeriksaan', 'Baik', 'Rusak'],
    itemsBefore: ['Berjalan mengelilingi unit: tidak ada orang, tidak ada penghalang, tidak ada genangan oli atau bahan bakar di tanah.', 'Level oli mesin berada di antara tanda pada tongkat ukur.', 'Level cairan pendingin berada di antara LOW dan FULL pada tangki cadangan.', 'Level oli hidraulik terlihat pada kaca penduga tangki.', 'Level bahan bakar; buang air dari water separator.', 'Katup pembuang debu saringan udara sudah dikosongkan.', 'Track: ketegangan benar, tidak ada baut sepatu track yang longgar atau hilang.', 'Attachment: tidak ada retakan; pin bucket sudah digemuki.', 'Selang dan pipa: tidak bocor dan tidak tergesek.', 'Sabuk kipas dan sirip radiator: tidak rusak dan tidak kotor.', 'Anak tangga, pegangan tangan, dan kaca bersih serta dalam kondisi baik.', 'Stiker keselamatan lengkap dan dapat dibaca.'],
    after: 'Setelah mesin hidup',
    itemsAfter: ['Semua lampu peringatan padam setelah mesin hidup.', 'Klakson dan alarm jalan berfungsi.', 'Lampu kerja, wiper, kaca spion, dan kamera belakang berfungsi.', 'Tuas pengaman mengunci semua fungsi.', 'Semua gerakan halus, tanpa suara yang tidak normal.', 'Rem swing menahan; unit dapat berjalan maju dan mundur.', 'Sabuk pengaman dapat dikunci dan dilepas dengan baik.'],
    defects: 'Kerusakan yang ditemukan dan tindakan yang diambil',
    warn: ['PERHATIAN', 'Jangan mengoperasikan unit jika ada kerusakan yang memengaruhi keselamatan. Segera laporkan kepada pengawas Anda.'],
    sign: ['Tanda tangan operator', 'Tanda tangan pengawas'],
    pageLabel: 'Halaman {n} dari {t}', footerLeft: 'Simpan lembar ini bersama catatan unit',
    description: 'Lembar pemeriksaan harian yang diisi operator sebelum mulai bekerja dengan ekskavator perayap.',
    landmark: { page: 2, phrase: 'Tuas pengaman mengunci semua fungsi' },
  },
  'es-419': {
    title: 'Inspección diaria antes de operar', sub: 'Excavadora hidráulica sobre orugas',
    fields: ['Modelo', 'N.º de serie', 'Horómetro', 'Fecha', 'Operador'],
    before: 'Antes de arrancar el motor', cols: ['N.º', 'Punto de revisión', 'OK', 'Falla'],
    itemsBefore: ['Camine alrededor de la máquina: nadie cerca, sin obstáculos, sin charcos de aceite o combustible en el suelo.', 'Nivel de aceite del motor entre las marcas de la varilla.', 'Nivel de refrigerante entre LOW y FULL en el depósito de expansión.', 'Nivel de aceite hidráulico en la mirilla del tanque.', 'Nivel de combustible; drenar el agua del separador.', 'Válvula de descarga de polvo del filtro de aire vaciada.', 'Orugas: tensión correcta, sin pernos de zapata flojos o faltantes.', 'Equipo de trabajo: sin grietas; pasadores del cucharón engrasados.', 'Mangueras y tubos: sin fugas ni rozaduras.', 'Banda del ventilador y panal del radiador: sin daños ni suciedad.', 'Escalones, pasamanos y cristales limpios y en buen estado.', 'Calcomanías de seguridad presentes y legibles.'],
    after: 'Después de arrancar el motor',
    itemsAfter: ['Todas las luces de advertencia se apagan después del arranque.', 'El claxon y la alarma de traslación funcionan.', 'Faros, limpiaparabrisas, espejos y cámara de reversa funcionan.', 'La palanca de seguridad bloquea todas las funciones.', 'Todos los movimientos son suaves, sin ruidos anormales.', 'El freno de giro sostiene; la máquina se traslada en ambos sentidos.', 'El cinturón de seguridad se abrocha y se libera correctamente.'],
    defects: 'Fallas encontradas y acciones tomadas',
    warn: ['ATENCIÓN', 'No opere la máquina si tiene una falla que afecte la seguridad. Repórtela de inmediato a su supervisor.'],
    sign: ['Firma del operador', 'Firma del supervisor'],
    pageLabel: 'Página {n} de {t}', footerLeft: 'Guarde esta hoja con los registros de la máquina',
    description: 'Hoja de inspección diaria que el operador llena antes de empezar a trabajar con la excavadora sobre orugas.',
    landmark: { page: 2, phrase: 'cámara de reversa' },
  },
  mn: {
    title: 'Ажлын өмнөх өдөр тутмын үзлэг', sub: 'Гинжит экскаватор',
    fields: ['Загвар', 'Серийн дугаар', 'Мото цаг', 'Огноо', 'Оператор'],
    before: 'Хөдөлгүүр асаахаас өмнө', cols: ['№', 'Шалгах зүйл', 'Хэвийн', 'Гэмтэлтэй'],
    itemsBefore: ['Машиныг тойрон шалгах: ойролцоо хүн, саад байхгүй, газар тос эсвэл түлшний толбо байхгүй.', 'Хөдөлгүүрийн тосны түвшин хэмжүүрийн хоёр тэмдгийн хооронд байна.', 'Хөргөлтийн шингэний түвшин тэлэлтийн савны LOW ба FULL тэмдгийн хооронд байна.', 'Гидравлик тосны түвшин савны харах шилэнд харагдана.', 'Түлшний түвшин; ус ялгагчаас усыг юүлэх.', 'Агаар шүүгчийн тоос гаргах хавхлагыг хоосолсон.', 'Гинж: чангаралт зөв, сул эсвэл дутуу гинжний хавтангийн боолт байхгүй.', 'Ажлын тоноглол: хагарал байхгүй; шанаганы тэнхлэгүүдийг тосолсон.', 'Шланг ба хоолой: гоожилт, үрэлт байхгүй.', 'Сэнсний бүс ба радиаторын сараалж: гэмтэл, бохирдол байхгүй.', 'Гишгүүр, бариул, шил цэвэр бөгөөд бүтэн.', 'Аюулгүй ажиллагааны шошго бүрэн, уншигдахуйц.'],
    after: 'Хөдөлгүүр асаасны дараа',
    itemsAfter: ['Асаасны дараа бүх анхааруулах гэрэл унтарна.', 'Дуут дохио ба явалтын дохиолол ажиллаж байна.', 'Гэрэл, шил арчигч, толь, арын камер ажиллаж байна.', 'Аюулгүйн хөшүүрэг бүх үйлдлийг түгжинэ.', 'Бүх хөдөлгөөн жигд, хэвийн бус дуу чимээгүй.', 'Эргэлтийн тоормос барьж байна; машин хоёр чиглэлд явна.', 'Хамгаалалтын бүс зөв түгжигдэж, тайлагдана.'],
    defects: 'Илэрсэн гэмтэл ба авсан арга хэмжээ',
    warn: ['АНХААР', 'Аюулгүй байдалд нөлөөлөх гэмтэлтэй машиныг бүү ажиллуул. Энэ тухай ахлагчдаа нэн даруй мэдэгд.'],
    sign: ['Операторын гарын үсэг', 'Ахлагчийн гарын үсэг'],
    pageLabel: 'Хуудас {n} / {t}', footerLeft: 'Энэ хуудсыг машины бүртгэлтэй хамт хадгална уу',
    description: 'Гинжит экскаваторын оператор ажил эхлэхийн өмнө бөглөх өдөр тутмын үзлэгийн хуудас.',
    landmark: { page: 2, phrase: 'Аюулгүйн хөшүүрэг бүх үйлдлийг түгжинэ' },
  },
  tr: {
    title: 'Günlük Çalışma Öncesi Kontrol', sub: 'Paletli ekskavatör',
    fields: ['Model', 'Seri no.', 'Saat sayacı', 'Tarih', 'Operatör'],
    before: 'Motoru çalıştırmadan önce', cols: ['No', 'Kontrol noktası', 'Tamam', 'Arıza'],
    itemsBefore: ['Makinenin etrafında dolaşın: yakında kimse yok, engel yok, zeminde yağ veya yakıt birikintisi yok.', 'Motor yağı seviyesi yağ çubuğundaki işaretler arasında.', 'Soğutma sıvısı seviyesi genleşme kabındaki LOW ve FULL işaretleri arasında.', 'Hidrolik yağ seviyesi deponun gözetleme camında görünüyor.', 'Yakıt seviyesi; su ayırıcıdaki suyu boşaltın.', 'Hava filtresinin toz boşaltma valfi boşaltıldı.', 'Paletler: gerginlik doğru, gevşek veya eksik pabuç cıvatası yok.', 'Ataşman: çatlak yok; kova pimleri greslendi.', 'Hortumlar ve borular: sızıntı veya sürtünme izi yok.', 'Fan kayışı ve radyatör petekleri: hasar veya kir yok.', 'Basamaklar, tutamaklar ve camlar temiz ve sağlam.', 'Güvenlik etiketleri yerinde ve okunaklı.'],
    after: 'Motoru çalıştırdıktan sonra',
    itemsAfter: ['Motor çalıştıktan sonra tüm uyarı lambaları söner.', 'Korna ve yürüyüş alarmı çalışıyor.', 'Farlar, silecek, aynalar ve geri görüş kamerası çalışıyor.', 'Emniyet kolu tüm fonksiyonları kilitliyor.', 'Tüm hareketler düzgün, anormal ses yok.', 'Döndürme freni tutuyor; makine her iki yönde yürüyor.', 'Emniyet kemeri doğru şekilde kilitleniyor ve açılıyor.'],
    defects: 'Tespit edilen arızalar ve yapılan işlem',
    warn: ['DİKKAT', 'Güvenliği etkileyen bir arıza varken makineyi kullanmayın. Arızayı derhal amirinize bildirin.'],
    sign: ['Operatör imzası', 'Amir imzası'],
    pageLabel: 'Sayfa {n} / {t}', footerLeft: 'Bu formu makine kayıtlarıyla birlikte saklayın',
    description: 'Paletli ekskavatör operatörünün işe başlamadan önce doldurduğu günlük kontrol formu.',
    landmark: { page: 2, phrase: 'Emniyet kolu tüm fonksiyonları kilitliyor' },
  },
  uk: {
    title: 'Щоденний огляд перед початком роботи', sub: 'Гусеничний екскаватор',
    fields: ['Модель', 'Серійний №', 'Мотогодини', 'Дата', 'Оператор'],
    before: 'Перед пуском двигуна', cols: ['№', 'Пункт перевірки', 'Норма', 'Несправність'],
    itemsBefore: ['Обійдіть машину: поруч немає людей і перешкод, на землі немає калюж оливи чи пального.', 'Рівень моторної оливи між мітками щупа.', 'Рівень охолоджувальної рідини між LOW і FULL на розширювальному бачку.', 'Рівень гідравлічної оливи за оглядовим склом бака.', 'Рівень пального; злийте воду з водовідокремлювача.', 'Пиловий клапан повітряного фільтра спорожнено.', 'Гусениці: натяг правильний, немає ослаблених або відсутніх болтів башмаків.', 'Робоче обладнання: тріщин немає; пальці ковша змащено.', 'Шланги та трубопроводи: без витоків і потертостей.', 'Пас вентилятора та соти радіатора: без пошкоджень і забруднень.', 'Сходинки, поручні та скло чисті й справні.', 'Знаки безпеки на місці й розбірливі.'],
    after: 'Після пуску двигуна',
    itemsAfter: ['Після пуску всі попереджувальні лампи гаснуть.', 'Звуковий сигнал і сигнал руху працюють.', 'Фари, склоочисник, дзеркала й камера заднього огляду працюють.', 'Важіль безпеки блокує всі функції.', 'Усі рухи плавні, без сторонніх шумів.', 'Гальмо повороту утримує; машина рухається в обох напрямках.', 'Ремінь безпеки надійно застібається та розстібається.'],
    defects: 'Виявлені несправності та вжиті заходи',
    warn: ['УВАГА', 'Не експлуатуйте машину з несправністю, що впливає на безпеку. Негайно повідомте про неї керівника.'],
    sign: ['Підпис оператора', 'Підпис керівника'],
    pageLabel: 'Сторінка {n} з {t}', footerLeft: 'Зберігайте цей бланк разом із документами машини',
    description: 'Бланк щоденного огляду, який оператор гусеничного екскаватора заповнює перед початком роботи.',
    landmark: { page: 2, phrase: 'Важіль безпеки блокує всі функції' },
  },
};

function buildCard(lang) {
  const c = CARDS[lang];
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
    header: { headerLeft: c.title, headerRight: `DIC-CEX-${lang.toUpperCase()}-2603`, footerLeft: c.footerLeft, pageLabel: c.pageLabel },
    checks: [c.landmark],
    landmarks: [c.landmark],
  };
}

// ---------------------------------------------------------------------------------------------
// 7. Web-help bundle: DX225LCA troubleshooting guide (static HTML, zipped)
// ---------------------------------------------------------------------------------------------

const WEBHELP_TIPS = {
  'E-012': 'In hot weather a blocked cooler is the cause in most cases. Shine a torch through the oil cooler from the fan side: if you cannot see light through the core, it needs cleaning before you look any further.',
  'E-015': 'If the coolant level is correct and the radiator is clean, check whether the rubber seals of the fan shroud are missing. Hot air recirculating around the radiator can raise the coolant temperature by 10 °C.',
  'E-021': 'Never let the operator continue to work after E-021 to finish a load. Bearing damage happens within minutes when the oil pressure is really low, and the repair then means an engine overhaul.',
  'E-031': 'A sensor connector full of water is a common cause after pressure washing. Ask the customer to keep the washer jet away from the connectors in the pump compartment.',
  'E-041': 'If the upper structure must be swung to make the machine safe, the brake can be released manually with the release screw on the swing motor. Tighten the screw again before the machine returns to work.',
  'E-052': 'Travel in low speed is still possible, so the machine can be driven to the workshop. Do not swap the A4 coil with another solenoid to test it: the connectors are coded differently and the pins can be damaged.',
  'E-063': 'A squealing belt at start-up is an early sign of low belt tension that later leads to E-063. Check the tensioner pointer whenever the operator mentions belt noise.',
  'E-077': 'Never tap the outer element against a hard surface to clean it. This damages the pleats and lets dust through to the engine, where it wears the cylinders within a few hundred hours.',
  'E-088': 'Water in fuel usually comes from storage tanks on site. Ask the customer to drain the storage tank regularly and to fill the machine at the end of each shift.',
};
const WEBHELP_LM = {
  'E-012': 'see light through the core',
  'E-015': 'hot air recirculating around the radiator',
  'E-021': 'Bearing damage happens within minutes',
  'E-031': 'common cause after pressure washing',
  'E-041': 'released manually with the release screw',
  'E-052': 'the connectors are coded differently',
  'E-063': 'squealing belt at start-up',
  'E-077': 'tap the outer element against a hard surface',
  'E-088': 'drain the storage tank regularly',
};

function buildWebhelp() {
  const codes = Object.keys(WEBHELP_TIPS);
  const faults = codes.map((c) => FAULTS.find((f) => f.code === c));
  const topics = [
    { file: 'topics/overview.html', title: 'Using this troubleshooting guide', lm: 'active and stored fault codes' },
    ...faults.map((f) => ({ file: `topics/${f.code.replace('-', '').toLowerCase()}.html`, title: `${f.code} ${f.title}`, fault: f, lm: WEBHELP_LM[f.code] })),
  ];
  const guide = 'DX225LCA Troubleshooting Guide';
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
<h1>${guide}</h1>
<p>This guide helps dealer technicians diagnose the fault codes that the DX225LCA and DX225NLCA display most often in the field. Each topic explains what the code means, when the controller sets it, how the machine reacts, and the checks to carry out in the recommended order.</p>
<p>Start with <a href="topics/overview.html">Using this troubleshooting guide</a>, then open the topic for the code shown on the monitor. The complete list of fault codes is in Chapter 10 of the service manual SM-DX225LCA-EN-2603.</p>
<img src="images/cooling-airflow.svg" alt="Air flow through the cooling package of the DX225LCA" width="480">
<p class="small">Publication TG-DX225LCA-EN-2603 · Edition March 2026 · Applies to serial numbers ${SM.serials}.</p>
</main>
</div>`,
  });
  topics.forEach((t, i) => {
    const prev = topics[i - 1];
    const next = topics[i + 1];
    const f = t.fault;
    const content = f
      ? `<h1>${esc(t.title)}</h1>
<p class="meta">System: ${f.sys} · Models DX225LCA, DX225NLCA</p>
<h2>Description</h2><p>${esc(f.desc)}</p>
<h2>When the code is set</h2><p>${esc(f.set)}</p>
<h2>Machine reaction</h2><p>${esc(f.reaction)}</p>
${['E-012', 'E-015'].includes(f.code) ? '<figure><img src="../images/cooling-airflow.svg" alt="Air flow through the cooling package" width="420"><figcaption>Cooling package: air is drawn through the oil cooler, the charge-air cooler and the radiator by the engine fan.</figcaption></figure>' : ''}
<h2>Possible causes</h2><ul>${f.causes.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>
<h2>Checks</h2><ol class="steps">${f.checks.map((c) => `<li>${esc(c)}</li>`).join('')}</ol>
<h2>Remedy</h2><p>${esc(f.remedy)}</p>
<aside class="tip"><strong>Field tip.</strong> ${esc(WEBHELP_TIPS[f.code])}</aside>`
      : `<h1>${esc(t.title)}</h1>
<p>The monitor shows a fault code as the letter E followed by three digits, together with a warning lamp and, for serious faults, the buzzer. Open the service menu (hold ESC and ▲ for three seconds) to list the active and stored fault codes with the operating hours at which they occurred.</p>
<h2>How each topic is organised</h2>
<ul><li><strong>Description</strong> — what the controller has detected.</li><li><strong>When the code is set</strong> — the exact condition, so that you can reproduce it.</li><li><strong>Machine reaction</strong> — what the operator notices.</li><li><strong>Possible causes</strong> — listed from most to least likely.</li><li><strong>Checks</strong> — carry them out in order; stop when you find the cause.</li><li><strong>Remedy</strong> — the repair, followed by clearing the code and a test run.</li></ul>
<h2>Before you start</h2>
<ol class="steps"><li>Park the machine on level ground, lower the attachment and stop the engine unless a check requires it to run.</li><li>Write down all active and stored codes before clearing anything: the order in which codes appear is often the key to the cause.</li><li>Ask the operator when the problem occurs: cold or hot, at full load, after washing, only in one work mode.</li></ol>
<aside class="warning"><strong>Warning.</strong> Release the hydraulic pressure before disconnecting any line, and never work under a raised attachment that is not supported.</aside>`;
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
  files['css/style.css'] = `/* DX225LCA troubleshooting web help */
* { box-sizing: border-box; }
body { margin: 0; font-family: "Noto Sans", "Segoe UI", Arial, sans-serif; font-size: 15px; line-height: 1.55; color: #1a1a1a; background: #fff; }
.bar { background: #2b2b2b; color: #fff; padding: 10px 20px; font-weight: 600; }
.bar a { color: #fff; text-decoration: none; }
.brand { background: #f2a900; color: #1a1a1a; padding: 2px 8px; margin-right: 8px; border-radius: 3px; }
.bar a.brand { color: #1a1a1a; }
.layout { display: flex; gap: 28px; max-width: 1100px; margin: 0 auto; padding: 20px; }
nav.toc { flex: 0 0 260px; border-right: 1px solid #ddd; padding-right: 16px; }
nav.toc h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 1px; color: #666; }
nav.toc ol { padding-left: 20px; margin: 0; }
nav.toc li { margin: 6px 0; }
nav.toc a { color: #1b3a5c; text-decoration: none; }
nav.toc a:hover { text-decoration: underline; }
nav.toc a.current { font-weight: 700; color: #000; background: #fff1cc; box-shadow: 0 0 0 3px #fff1cc; border-radius: 2px; }
main { flex: 1; min-width: 0; }
h1 { font-size: 26px; border-bottom: 3px solid #f2a900; padding-bottom: 6px; }
h2 { font-size: 18px; color: #1b3a5c; margin-top: 26px; }
.meta, .small { color: #666; font-size: 13px; }
ol.steps li { margin-bottom: 6px; }
aside.tip, aside.warning { padding: 10px 14px; margin: 20px 0; border-left: 5px solid; }
aside.tip { border-color: #1b6fb5; background: #e8f1fa; }
aside.warning { border-color: #c62828; background: #fdecea; }
figure { margin: 16px 0; }
figcaption { font-size: 13px; color: #555; }
img { max-width: 100%; height: auto; }
.pager { display: flex; justify-content: space-between; gap: 12px; margin-top: 36px; padding-top: 12px; border-top: 1px solid #ddd; }
@media (max-width: 760px) { .layout { flex-direction: column; } nav.toc { border-right: none; flex-basis: auto; } }
`;
  files['js/toc.js'] = `// Highlights the current topic in this page's table of contents.
// Works only on its own document: no storage, no network, no access to parent frames.
(function () {
  'use strict';
  var here = window.location.pathname.split('/').pop() || 'index.html';
  var links = document.querySelectorAll('nav.toc a');
  for (var i = 0; i < links.length; i++) {
    var target = (links[i].getAttribute('href') || '').split('#')[0].split('/').pop();
    if (target === here) {
      links[i].classList.add('current');
      links[i].setAttribute('aria-current', 'page');
    }
  }
})();
`;
  files['images/cooling-airflow.svg'] = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 220" width="480" height="220" role="img" aria-labelledby="t">
<title id="t">Air flow through the cooling package</title>
<rect x="0" y="0" width="480" height="220" fill="#ffffff"/>
<rect x="40" y="40" width="40" height="140" fill="#cfe0f1" stroke="#1b3a5c" stroke-width="2"/>
<rect x="90" y="40" width="40" height="140" fill="#d8ecd8" stroke="#2e6b2e" stroke-width="2"/>
<rect x="140" y="40" width="40" height="140" fill="#f6dccf" stroke="#9a3b12" stroke-width="2"/>
<circle cx="250" cy="110" r="48" fill="none" stroke="#2b2b2b" stroke-width="3"/>
<path d="M250 62 L262 110 L250 158 L238 110 Z" fill="#f2a900"/>
<rect x="330" y="60" width="120" height="100" rx="8" fill="#eeeeee" stroke="#2b2b2b" stroke-width="2"/>
<g fill="#1b6fb5"><path d="M0 100 L30 100 L30 92 L40 110 L30 128 L30 120 L0 120 Z"/><path d="M190 100 L200 100 L200 92 L210 110 L200 128 L200 120 L190 120 Z"/><path d="M300 100 L320 100 L320 92 L330 110 L320 128 L320 120 L300 120 Z"/></g>
<g font-family="Noto Sans, Arial, sans-serif" font-size="12" text-anchor="middle" fill="#1a1a1a">
<text x="60" y="200">Oil cooler</text><text x="110" y="30">Charge-air</text><text x="160" y="200">Radiator</text><text x="250" y="200">Fan</text><text x="390" y="115">Engine</text>
</g>
</svg>
`;
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

const CEX_MEDIUM = ['DX140LCR', 'DX160LC', 'DX180LC', 'DX220LC', 'DX225LCA', 'DX225NLCA', 'DX255LC', 'DX300LCA'];

function documents() {
  const pdf = (file, language, date, build, pages, extra = {}) => ({ label: '1.0', file, publishType: 'PDF', language, final: true, distributed: true, distributedOn: date, date, build, pages, ...extra });
  const om = (d, description, regions) => ({
    key: d.file.replace(/\.pdf$/, ''),
    title: d.title,
    description,
    documentType: 'OPERATION_MAINTENANCE_MANUAL',
    productType: 'CRAWLER_EXCAVATOR',
    models: ['DX225LCA', 'DX225NLCA'],
    exhaustCertifications: [],
    regions,
    versions: [pdf(d.file, d.lang, d.date, () => buildSimpleManual(d), 16)],
  });
  const card = (lang, regions) => ({
    key: `daily-inspection-${lang}`,
    title: CARDS[lang].title,
    description: CARDS[lang].description,
    documentType: 'OPERATION_MAINTENANCE_MANUAL',
    productType: 'CRAWLER_EXCAVATOR',
    models: CEX_MEDIUM,
    exhaustCertifications: [],
    regions,
    versions: [pdf(`daily-inspection-${lang}.pdf`, lang, '2026-03-23', () => buildCard(lang), 2)],
  });
  return [
    {
      key: SM.key,
      title: 'DX225LCA Crawler Excavator Service Manual',
      description: 'Specifications, testing and adjustment, removal and installation, disassembly and assembly, fault codes and maintenance intervals for the DX225LCA and DX225NLCA.',
      documentType: 'SERVICE_MANUAL',
      productType: 'CRAWLER_EXCAVATOR',
      models: ['DX225LCA', 'DX225NLCA'],
      exhaustCertifications: [],
      regions: [],
      versions: [pdf(`${SM.key}.pdf`, 'en', SM.date, buildServiceManual, SM.pages)],
    },
    om(OM_KO, 'DX225LCA 크롤러 굴착기의 안전한 운전 방법과 일상 점검 및 정기 정비 요령을 설명합니다.', ['KOREA']),
    om(OM_ZH, '本手册介绍 DX225LCA 履带式挖掘机的安全操作方法以及日常检查和定期保养要领。', ['CHINA']),
    om(OM_TH, 'คู่มือนี้อธิบายวิธีใช้งานรถขุดตีนตะขาบ DX225LCA อย่างปลอดภัย รวมถึงการตรวจสอบประจำวันและการบำรุงรักษาตามระยะ', ['ASIA_PACIFIC']),
    {
      key: 'dl250-om-ru',
      title: OM_DL250_RU.title,
      description: 'Руководство описывает безопасную эксплуатацию, ежедневный осмотр и техническое обслуживание фронтального погрузчика DL250.',
      documentType: 'OPERATION_MAINTENANCE_MANUAL',
      productType: 'WHEEL_LOADER',
      models: ['DL250', 'DL280'],
      exhaustCertifications: [],
      regions: ['CIS'],
      versions: [pdf(OM_DL250_RU.file, 'ru', OM_DL250_RU.date, () => buildSimpleManual(OM_DL250_RU), 11)],
    },
    {
      key: 'sb-2026-014',
      title: 'SB-2026-014 Swing motor relief valve adjustment',
      description: 'Field campaign to check and adjust the swing relief valves on early DX225LCA and DX225NLCA machines.',
      documentType: 'SERVICE_BULLETIN',
      productType: 'CRAWLER_EXCAVATOR',
      models: ['DX225LCA', 'DX225NLCA'],
      exhaustCertifications: [],
      regions: [],
      versions: [
        pdf('sb-2026-014-v1.pdf', 'en', '2026-02-10', () => buildBulletin('1.0'), 3, { label: '1.0', final: false }),
        pdf('sb-2026-014-v2.pdf', 'en', '2026-03-16', () => buildBulletin('1.1'), 3, { label: '1.1' }),
      ],
    },
    {
      key: 'dx140w-hydraulic-schematic-en',
      title: 'DX140W Wheel Excavator Hydraulic Schematic',
      description: 'Simplified hydraulic circuit, component list, circuit description and pressure settings for the EU Stage V DX140W and DX160W.',
      documentType: 'HYDRAULIC_SCHEMATIC',
      productType: 'WHEEL_EXCAVATOR',
      models: ['DX140W', 'DX160W'],
      exhaustCertifications: ['EU_STAGE_V'],
      regions: ['EUROPE'],
      versions: [pdf('dx140w-hydraulic-schematic-en.pdf', 'en', '2026-01-19', buildSchematic, 4)],
    },
    card('my', ['ASIA_PACIFIC']),
    card('pt-BR', ['LATIN_AMERICA']),
    card('fr', []),
    card('id', ['ASIA_PACIFIC']),
    card('es-419', ['LATIN_AMERICA']),
    card('mn', ['ASIA_PACIFIC']),
    card('tr', ['EUROPE']),
    card('uk', ['CIS']),
    {
      key: 'dx225lca-troubleshooting-webhelp',
      title: 'DX225LCA Troubleshooting Guide',
      description: 'Interactive guide to the most frequent DX225LCA fault codes, with causes, checks in order and remedies.',
      documentType: 'TROUBLESHOOTING_GUIDE',
      productType: 'CRAWLER_EXCAVATOR',
      models: ['DX225LCA', 'DX225NLCA'],
      exhaustCertifications: [],
      regions: [],
      versions: [{ label: '1.0', file: 'dx225lca-troubleshooting-webhelp.zip', publishType: 'WEBHELP', language: 'en', final: true, distributed: true, distributedOn: '2026-03-02', date: '2026-03-02', build: buildWebhelp }],
    },
  ];
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
