import { describe, expect, it } from 'vitest';
import { idFrom, oneOf } from './address-params.ts';
import { withPaging } from './list-address.ts';

describe('address values', () => {
  it('reads an id only when it is a positive whole number of at most nine digits', () => {
    expect(idFrom('7')).toBe(7);
    expect(idFrom('123456789')).toBe(123456789);
    for (const raw of [null, '', '0', '-1', '1.5', '1e3', ' 7', '1234567890']) expect(idFrom(raw)).toBeUndefined();
  });

  it('reads one of a set of values, nothing else', () => {
    expect(oneOf(['asc', 'desc'] as const, 'asc')).toBe('asc');
    expect(oneOf(['asc', 'desc'] as const, 'ASC')).toBeUndefined();
    expect(oneOf(['asc', 'desc'] as const, null)).toBeUndefined();
  });
});

describe('withPaging', () => {
  const from = (search: string) => new URLSearchParams(search);

  it('writes a later page and forgets page 1, keeping the filters', () => {
    expect(withPaging(from('status=ACTIVE'), { current: 3, pageSize: 20 }, 20).toString()).toBe('status=ACTIVE&page=3');
    expect(withPaging(from('status=ACTIVE&page=3'), { current: 1, pageSize: 20 }, 20).toString()).toBe('status=ACTIVE');
  });

  it('starts again at page 1 with a new page size', () => {
    expect(withPaging(from('page=4'), { current: 4, pageSize: 50 }, 20).toString()).toBe('pageSize=50');
  });

  it('leaves the default page size out of the address only when told which it is', () => {
    expect(withPaging(from('pageSize=50'), { current: 1, pageSize: 20 }, 50, 20).toString()).toBe('');
    expect(withPaging(from('pageSize=50'), { current: 1, pageSize: 20 }, 50).toString()).toBe('pageSize=20');
  });
});
