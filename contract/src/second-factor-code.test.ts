// A second factor's code as people type it: the app's six digits, or a recovery code copied with spaces, in lower
// case, or with the digits base32 leaves out (0, 1, 8) for the letters they look like.
import { describe, expect, it } from 'vitest';
import { SecondFactorCode } from './vocabulary.ts';

const read = (typed: string) => {
  const parsed = SecondFactorCode.safeParse(typed);
  return parsed.success ? parsed.data : null;
};

describe('a second factor code', () => {
  it("takes the app's six digits, spaces dropped", () => {
    expect(read('123456')).toBe('123456');
    expect(read(' 123 456 ')).toBe('123456');
  });

  it('takes a recovery code in any case, 0, 1 and 8 read as O, I and B', () => {
    expect(read('hnamu-zrrds')).toBe('HNAMU-ZRRDS');
    expect(read('anudk-0pg04')).toBe('ANUDK-OPGO4');
    expect(read('AB1DE-8CDEF')).toBe('ABIDE-BCDEF');
  });

  it('refuses anything else', () => {
    for (const typed of ['12345', '1234567', 'ABCDE-FGHI', 'ABCDEFGHIJ', 'ABCDE_FGHIJ', '12345-67890', '']) expect(read(typed), typed).toBeNull();
  });
});
