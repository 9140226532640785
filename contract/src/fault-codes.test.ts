import { describe, expect, it } from 'vitest';
import { faultCodeKey, FaultCodeText, formatFaultCode, parseFaultCode, parseFaultCodeQuery } from './fault-codes.ts';

describe('fault codes as technicians type them', () => {
  it.each([
    'SPN 110 FMI 0', 'spn 110 fmi 0', 'SPN110 FMI0', 'SPN110FMI0', 'SPN: 110 FMI: 0', 'SPN 110, FMI 0', 'SPN 110-FMI 0',
    '110-0', '110/0', '110 0', '110.0', '110:0', ' 110 - 0 ', '110 FMI 0', 'SPN 110 / 0',
  ])('reads %j as SPN 110 FMI 0', (typed) => {
    expect(parseFaultCode(typed)).toEqual({ kind: 'J1939', spn: 110, fmi: 0 });
  });

  it('keeps to J1939 ranges: SPN 0–524287, FMI 0–31', () => {
    expect(parseFaultCode('0-0')).toEqual({ kind: 'J1939', spn: 0, fmi: 0 });
    expect(parseFaultCode('SPN 524287 FMI 31')).toEqual({ kind: 'J1939', spn: 524287, fmi: 31 });
    expect(parseFaultCode('SPN 524288 FMI 0')).toBeNull();
    expect(parseFaultCode('110-32')).toBeNull();
    expect(parseFaultCode('SPN 110 FMI 99')).toBeNull();
    expect(parseFaultCode('1234567-1')).toBeNull();
  });

  it('never reads numbers run together as an SPN and an FMI', () => {
    expect(parseFaultCode('1100')).toBeNull();
    expect(parseFaultCode('SPN 110 FMI')).toBeNull();
    expect(parseFaultCode('SPN110')).toBeNull();
  });

  it("reads the maker's codes with or without dashes and spaces, in any case", () => {
    for (const typed of ['E-0123', 'E0123', 'e0123', 'E 0123', 'e-01-23']) expect(parseFaultCode(typed)).toEqual({ kind: 'OEM', code: 'E0123' });
    expect(parseFaultCode('HCESPN-04')).toEqual({ kind: 'OEM', code: 'HCESPN04' });
    expect(parseFaultCode('P0100')).toEqual({ kind: 'OEM', code: 'P0100' });
  });

  it('refuses what is no code', () => {
    for (const typed of ['', '   ', 'engine', 'DX', '12', 'E--0123', 'E_0123', '<script>', 'E'.repeat(21) + '1', '110--0']) {
      expect(parseFaultCode(typed), typed).toBeNull();
    }
  });

  it('reads an SPN typed so far as a query for all its FMIs', () => {
    expect(parseFaultCodeQuery('SPN 110')).toEqual({ kind: 'SPN', spn: 110 });
    expect(parseFaultCodeQuery('110')).toEqual({ kind: 'SPN', spn: 110 });
    expect(parseFaultCodeQuery('spn:524288')).toBeNull();
    expect(parseFaultCodeQuery('110/0')).toEqual({ kind: 'J1939', spn: 110, fmi: 0 });
  });

  it('writes one form and one key, however the code was typed', () => {
    expect(formatFaultCode(parseFaultCode('110/0')!)).toBe('SPN 110 FMI 0');
    expect(faultCodeKey(parseFaultCode('spn 110 fmi 0')!)).toBe(faultCodeKey(parseFaultCode('110-0')!));
    expect(faultCodeKey(parseFaultCode('e-0123')!)).toBe('OEM:E0123');
  });

  it('is a form field whose refusal names the rule', () => {
    expect(FaultCodeText.parse('110/0')).toEqual({ kind: 'J1939', spn: 110, fmi: 0 });
    const refused = FaultCodeText.safeParse('110/99');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('fault_code');
  });
});
