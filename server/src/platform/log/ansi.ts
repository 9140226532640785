// Colours for what GSIS writes itself on a terminal: the start-up banner, and the stack under a log line
// (pino-pretty colours the rest of it).

export const colors = { reset: '\x1b[0m', bold: '\x1b[1m', yellow: '\x1b[33m', cyan: '\x1b[36m', gray: '\x1b[90m' } as const;

export type Paint = (code: string, text: string) => string;

export function painter(color: boolean): Paint {
  return color ? (code, text) => `${code}${text}${colors.reset}` : (_code, text) => text;
}

/** Whether `out` takes colours: a terminal that has them, and NO_COLOR / NODE_DISABLE_COLORS / TERM=dumb unset (Node reads those). */
export function supportsColor(out: { isTTY?: boolean; hasColors?: () => boolean }): boolean {
  return out.isTTY === true && typeof out.hasColors === 'function' && out.hasColors();
}
