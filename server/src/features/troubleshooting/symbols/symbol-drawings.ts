// Drawings of the demo symbols: a pictogram in a 32-unit box, set on the shape of the symbol's type, as the
// displays of construction machines show them (ISO 6405 style: amber caution, yellow warning, red failure).
import type { DemoSymbol, Pictogram } from './symbol-data.ts';

/** Each pictogram drawn in ink `c` on a 32 × 32 box. */
const PICTOGRAMS: Record<Pictogram, (c: string) => string> = {
  thermometer: (c) => `<rect x="13" y="2" width="6" height="18" rx="3" fill="none" stroke="${c}" stroke-width="2.5"/><circle cx="16" cy="24" r="6" fill="${c}"/><path d="M21 8h6M21 13h6" stroke="${c}" stroke-width="2"/><path d="M2 30q4-3 8 0t8 0 8 0 8 0" fill="none" stroke="${c}" stroke-width="2"/>`,
  'oil-can': (c) => `<path d="M4 14h14l6 4 6-6v3l-6 9H8l-4-4z" fill="${c}"/><path d="M10 14v-4h6v4" fill="none" stroke="${c}" stroke-width="2"/><path d="M28 20q-2 4 0 6q2-2 0-6z" fill="${c}"/>`,
  battery: (c) => `<rect x="3" y="9" width="26" height="18" rx="2" fill="none" stroke="${c}" stroke-width="2.5"/><rect x="7" y="5" width="5" height="4" fill="${c}"/><rect x="20" y="5" width="5" height="4" fill="${c}"/><path d="M7 18h6M10 15v6M19 18h6" stroke="${c}" stroke-width="2.5"/>`,
  fuel: (c) => `<rect x="4" y="4" width="15" height="25" rx="2" fill="${c}"/><rect x="7" y="7" width="9" height="7" fill="#fff"/><path d="M19 12h4l3 3v10a2 2 0 0 1-4 0v-6h-3" fill="none" stroke="${c}" stroke-width="2.5"/>`,
  filter: (c) => `<path d="M3 5h26l-10 12v10l-6 3V17z" fill="none" stroke="${c}" stroke-width="2.5" stroke-linejoin="round"/><path d="M8 9h16M11 13h10" stroke="${c}" stroke-width="2"/>`,
  hydraulic: (c) => `<rect x="2" y="11" width="18" height="10" fill="${c}"/><rect x="20" y="14" width="10" height="4" fill="${c}"/><path d="M6 11V6h4v5M6 21v5h4v-5" fill="none" stroke="${c}" stroke-width="2"/>`,
  engine: (c) => `<path d="M4 12h4V8h12v4h4l3 3h3v10h-3l-3 3H8l-4-4z" fill="none" stroke="${c}" stroke-width="2.5" stroke-linejoin="round"/><path d="M11 5h6" stroke="${c}" stroke-width="2.5"/><path d="M13 15h6l-3 4h3l-5 5 1-4h-3z" fill="${c}"/>`,
  wrench: (c) => `<path d="M20 3a8 8 0 0 0-7 11L3 24a3 3 0 0 0 5 5l10-10A8 8 0 0 0 29 12l-5 2-4-4 2-5z" fill="${c}"/>`,
  coil: (c) => `<path d="M3 16h4l2-6 3 12 3-12 3 12 3-12 3 12 2-6h3" fill="none" stroke="${c}" stroke-width="2.5" stroke-linejoin="round"/>`,
  brake: (c) => `<circle cx="16" cy="16" r="8" fill="none" stroke="${c}" stroke-width="2.5"/><path d="M5 6a14 14 0 0 0 0 20M27 6a14 14 0 0 1 0 20" fill="none" stroke="${c}" stroke-width="2.5"/><text x="16" y="20.5" font-family="Arial,sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="${c}">P</text>`,
  exclamation: (c) => `<rect x="13" y="3" width="6" height="18" rx="2" fill="${c}"/><circle cx="16" cy="27" r="3.2" fill="${c}"/>`,
  'water-drop': (c) => `<path d="M16 2C12 10 6 15 6 21a10 10 0 0 0 20 0c0-6-6-11-10-19z" fill="${c}"/>`,
  fan: (c) => `<circle cx="16" cy="16" r="3" fill="${c}"/><g fill="${c}"><ellipse cx="16" cy="7" rx="4" ry="7"/><ellipse cx="16" cy="7" rx="4" ry="7" transform="rotate(120 16 16)"/><ellipse cx="16" cy="7" rx="4" ry="7" transform="rotate(240 16 16)"/></g>`,
  'seat-belt': (c) => `<circle cx="16" cy="5" r="4" fill="${c}"/><path d="M8 30V15a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v15z" fill="${c}"/><path d="M9 12l14 16" stroke="#fff" stroke-width="3"/>`,
  lock: (c) => `<rect x="5" y="14" width="22" height="16" rx="2" fill="${c}"/><path d="M10 14V9a6 6 0 0 1 12 0v5" fill="none" stroke="${c}" stroke-width="3"/>`,
  hourglass: (c) => `<path d="M6 2h20M6 30h20" stroke="${c}" stroke-width="2.5"/><path d="M8 3h16q0 8-8 13q8 5 8 13H8q0-8 8-13Q8 11 8 3z" fill="none" stroke="${c}" stroke-width="2.5"/><path d="M11 27h10l-5-6z" fill="${c}"/>`,
  gauge: (c) => `<path d="M3 24a13 13 0 0 1 26 0" fill="none" stroke="${c}" stroke-width="3"/><path d="M16 24l7-10" stroke="${c}" stroke-width="3" stroke-linecap="round"/><circle cx="16" cy="24" r="3" fill="${c}"/>`,
  lamp: (c) => `<path d="M10 14a6 6 0 1 1 12 0c0 3-3 5-3 8h-6c0-3-3-5-3-8z" fill="${c}"/><rect x="13" y="24" width="6" height="3" fill="${c}"/><path d="M2 14h4M26 14h4M5 4l3 3M27 4l-3 3M16 1v3" stroke="${c}" stroke-width="2"/>`,
  bolt: (c) => `<path d="M19 1L6 18h8l-3 13 15-19h-9z" fill="${c}"/>`,
  pump: (c) => `<circle cx="16" cy="16" r="12" fill="none" stroke="${c}" stroke-width="2.5"/><path d="M10 9l12 7-12 7z" fill="${c}"/>`,
};

/** The demo symbol as an SVG of 64 × 64 units. */
export function drawSymbol({ type, pictogram }: Pick<DemoSymbol, 'type' | 'pictogram'>): string {
  const shape = {
    CAUTION: { back: '<rect x="2" y="2" width="60" height="60" rx="10" fill="#f5a300" stroke="#1a1a1a" stroke-width="2"/>', ink: '#1a1a1a', at: 'translate(16 16)' },
    WARNING: { back: '<path d="M32 3 62 58H2z" fill="#ffd400" stroke="#1a1a1a" stroke-width="4" stroke-linejoin="round"/>', ink: '#1a1a1a', at: 'translate(20 24) scale(0.75)' },
    FAILURE: { back: '<circle cx="32" cy="32" r="30" fill="#d0021b"/>', ink: '#ffffff', at: 'translate(16 16)' },
  }[type];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${shape.back}<g transform="${shape.at}">${PICTOGRAMS[pictogram](shape.ink)}</g></svg>`;
}
