import { describe, expect, it } from 'vitest';
import { outcomeFor, warmUp } from '../testing/family-cases';

// vocabulary/lang-vi.ts: bare "nam" (male) after a marker; new wording, and look-alikes
// ("Việt Nam", "miền Nam", a shared room) that stay ok.
describe('Vietnamese sex preferences with bare nam (vocabulary/lang-vi.ts)', () => {
  warmUp();

  it.each([
    ['Căn hộ 2 phòng ngủ cho thuê, chỉ cho nam thuê.', 'block'],
    ['Nhà nguyên căn, không nhận nam.', 'block'],
    ['Nhà cho thuê ở miền Nam, không nhận thú nuôi.', 'ok'],
    ['Phòng ở ghép với chủ nhà, chỉ nhận nam.', 'ok'],
    ['Gần chợ Việt Nam, có chỗ đậu xe.', 'ok'],
  ])(
    'reads Vietnamese %s as %s',
    (text, expected) => {
      expect(outcomeFor(text)).toBe(expected);
    },
    20_000,
  );
});
