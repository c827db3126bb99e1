import { describe, expect, it } from 'vitest';
import { formatChilePhone } from './phone.ts';

describe('formatChilePhone', () => {
  it.each<[string, string, string]>([
    ['a Santiago landline', '+56223456781', '+56 2 2345 6781'],
    ['a mobile', '+56987654321', '+56 9 8765 4321'],
    ['already spaced', '+56 9 8765 4321', '+56 9 8765 4321'],
    ['another country: as it came', '+14155550100', '+14155550100'],
    ['too short: as it came', '+5622345', '+5622345'],
  ])('%s', (_name, phone, text) => {
    expect(formatChilePhone(phone)).toBe(text);
  });
});
