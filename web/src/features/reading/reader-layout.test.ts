import { describe, expect, it } from 'vitest';
import { pinchFactor } from './reader-layout.ts';

describe('a pinch on the pages', () => {
  const limits = { min: 0.5, max: 3 };
  it('zooms by the fingers\' spread now over their spread when they landed', () => {
    expect(pinchFactor(100, 150, limits)).toBe(1.5);
    expect(pinchFactor(100, 80, limits)).toBe(0.8);
  });
  it('stays within the viewer\'s zoom limits', () => {
    expect(pinchFactor(100, 1_000, limits)).toBe(3);
    expect(pinchFactor(100, 10, limits)).toBe(0.5);
  });
  it('does nothing for fingers that landed on one spot', () => {
    expect(pinchFactor(0, 120, limits)).toBe(1);
    expect(pinchFactor(100, 0, limits)).toBe(1);
  });
});
