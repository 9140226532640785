// Whether bytes start like a program: shared by the upload checks (file-kind.ts) and the PDF checks that run in a
// PDF helper process (platform/pdf/pdf-refusal.ts), which loads nothing of the contract.

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * Programs, whatever else they might also look like: a file that starts like one is never accepted,
 * even when it carries a PDF signature further on (Windows PE, ELF, Mach-O, Java class / fat Mach-O, scripts).
 */
const EXECUTABLES: readonly number[][] = [
  ascii('MZ'),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  ascii('#!'),
];

/** Whether `head` is the start of a program (or a script with a #! line). */
export const looksExecutable = (head: Uint8Array): boolean =>
  EXECUTABLES.some((magic) => head.length >= magic.length && magic.every((byte, i) => head[i] === byte));
