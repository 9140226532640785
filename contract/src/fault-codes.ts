// Fault codes as technicians type them. A machine reports either an SAE J1939 diagnostic trouble code — a
// suspect parameter number (SPN, 0–524287, 19 bits) and a failure mode identifier (FMI, 0–31, 5 bits) — or
// one of the maker's own codes ('E-0123', 'HE0123'). One reading serves the code box of /tsg, the header's
// search box and the guides' forms, so a code is the same code wherever it is typed.
import { z } from 'zod';

export const SPN_MAX = 524_287;
export const FMI_MAX = 31;

export type FaultCode =
  | { kind: 'J1939'; spn: number; fmi: number }
  | { kind: 'OEM'; code: string };

/** A code typed only so far: an SPN without its FMI yet ('SPN 110', '110'), which names every FMI of it. */
export type FaultCodeQuery = FaultCode | { kind: 'SPN'; spn: number };

// 'SPN 110 FMI 0', 'spn:110/fmi:0', 'SPN110-FMI0', 'SPN 110, FMI 0', '110-0', '110/0', '110 0', '110.0', '110:0'.
// Between the two numbers a separator or the word FMI (or both), never nothing: '1100' is no SPN and FMI.
const J1939 = /^(?:SPN\s*[:#]?\s*)?(\d{1,6})(?:\s*[-/.:,]\s*(?:FMI\s*[:#]?\s*)?|\s*FMI\s*[:#]?\s*|\s+)(\d{1,2})$/i;
const SPN_ONLY = /^(?:SPN\s*[:#]?\s*)(\d{1,6})$|^(\d{1,6})$/i;
// The maker's codes: letters and digits, perhaps in dash- or space-separated groups, at least one letter and one
// digit ('E-0123', 'e0123', 'HE 01-23'); kept upper case without the separators, so every way of typing it meets.
const OEM = /^[A-Za-z0-9]+(?:[- ][A-Za-z0-9]+)*$/;

const inRange = (spn: number, fmi?: number) => spn <= SPN_MAX && (fmi === undefined || fmi <= FMI_MAX);

/** The fault code the text is, or null. Numbers out of J1939's ranges are not a J1939 code. */
export function parseFaultCode(text: string): FaultCode | null {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed.length === 0 || typed.length > 40) return null;
  const j1939 = J1939.exec(typed);
  if (j1939) {
    const spn = Number(j1939[1]);
    const fmi = Number(j1939[2]);
    return inRange(spn, fmi) ? { kind: 'J1939', spn, fmi } : null;
  }
  // 'SPN 110 FMI' without its number, or J1939 words around numbers out of range, are not the maker's codes.
  if (/\b(SPN|FMI)\b/i.test(typed) || /^SPN\d/i.test(typed)) return null;
  if (OEM.test(typed) && /[A-Za-z]/.test(typed) && /\d/.test(typed)) {
    const code = typed.replace(/[- ]/g, '').toUpperCase();
    return code.length <= 20 ? { kind: 'OEM', code } : null;
  }
  return null;
}

/** What the text asks for: a whole code, or an SPN whose FMI is still to come. */
export function parseFaultCodeQuery(text: string): FaultCodeQuery | null {
  const whole = parseFaultCode(text);
  if (whole) return whole;
  const spnOnly = SPN_ONLY.exec(text.trim().replace(/\s+/g, ' '));
  const spn = spnOnly ? Number(spnOnly[1] ?? spnOnly[2]) : NaN;
  return spnOnly && inRange(spn) ? { kind: 'SPN', spn } : null;
}

/** The code as GSIS writes it: 'SPN 110 FMI 0', or the maker's code in upper case without separators. */
export function formatFaultCode(code: FaultCode): string {
  return code.kind === 'J1939' ? `SPN ${code.spn} FMI ${code.fmi}` : code.code;
}

/** What a code box holds, as GSIS writes it: a whole code, or 'SPN 110' while its FMI is still to come. */
export function formatFaultCodeQuery(query: FaultCodeQuery): string {
  return query.kind === 'SPN' ? `SPN ${query.spn}` : formatFaultCode(query);
}

/** One text key per code, the same however it was typed: what guides are found by. */
export function faultCodeKey(code: FaultCode): string {
  return code.kind === 'J1939' ? `J1939:${code.spn}:${code.fmi}` : `OEM:${code.code}`;
}

/** A fault code field of a form: the text people type, read as a code (the 'fault_code' rule otherwise). */
export const FaultCodeText = z.string().trim().min(1).max(40).transform((text, context) => {
  const code = parseFaultCode(text);
  if (!code) {
    context.addIssue({ code: 'custom', message: 'fault_code' });
    return z.NEVER;
  }
  return code;
});
