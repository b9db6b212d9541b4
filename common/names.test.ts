/** The name rule of ADR 135 (issue 44 point 10): NFKC, no invisible characters, no stacked marks. */
import { describe, expect, it } from 'vitest';
import { nicknameSchema, userNameSchema } from './identity';
import { nameText, TEXT_TEXTS } from './text';

const problem = (value: string) => nameText().safeParse(value).error?.issues[0]?.message;

describe('names (ADR 135)', () => {
  it('stores the NFKC form: full-width and styled letters become plain ones, space runs one space', () => {
    expect(nicknameSchema.parse('Ａｌｅｘ')).toBe('Alex');
    expect(nicknameSchema.parse('𝐀𝐥𝐞𝐱')).toBe('Alex');
    expect(nicknameSchema.parse('Al\u00a0\u2003 ex')).toBe('Al ex');
    expect(userNameSchema.parse('ａｌｅｘ＿１２３')).toBe('alex_123');
    // Composed and decomposed accents are one name.
    expect(nicknameSchema.parse('Zoe\u0308')).toBe('Zoë');
  });

  it('refuses an invisible character anywhere, beside a visible one too', () => {
    for (const value of [
      'Al\u200Bex',
      'Alex\u200c',
      '\u2060Alex',
      'Al\u00adex',
      'Ale\u3164x',
      'Al\u200eex',
      'Alex\ufe0f',
      'A\u034flex',
      'Al\u2800ex',
      'a\u200db',
    ]) {
      expect(problem(value), JSON.stringify(value)).toBe(TEXT_TEXTS.invisible);
    }
    expect(nicknameSchema.safeParse('Al\u200Bex').success).toBe(false);
    expect(userNameSchema.safeParse('alex\u200b12').success).toBe(false);
  });

  it('keeps what emoji need: VS16, the joiner between emoji, skin tones and the tags of a flag', () => {
    for (const value of ['Ana ❤️', 'Ana 👩‍💻', 'Ana 👨‍👩‍👧', 'Ana 👍🏽', 'Ana 🏳️‍🌈', 'Ana 1️⃣', 'Ana 🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}']) {
      expect(problem(value), value).toBeUndefined();
    }
  });

  it('refuses more than 4 stacked marks or one mark twice in a row, not ordinary accents', () => {
    expect(problem('A' + '\u0301\u0302\u0303\u0304\u0306'.repeat(4))).toBe(TEXT_TEXTS.marks);
    expect(problem('A\u0301\u0302\u0303\u0304\u0306')).toBe(TEXT_TEXTS.marks);
    expect(problem('Ae\u0301\u0301')).toBe(TEXT_TEXTS.marks);
    expect(nicknameSchema.safeParse('A' + '\u0301\u0302\u0303\u0304\u0306'.repeat(4)).success).toBe(false);
    for (const value of ['Nguyễn Thị Ánh', 'Zoë', 'สมชาย', 'देवनागरी', 'Łukasz']) expect(problem(value), value).toBeUndefined();
  });
});
