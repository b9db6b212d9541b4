/** The UTS #39 skeleton and the creators' name key (ADR 135): the issue's examples. */
import { describe, expect, it } from 'vitest';
import { nameKey, skeleton } from './name-skeleton';

describe('name skeletons (ADR 135)', () => {
  it('maps look-alike letters to one prototype: Cyrillic А, Greek Α, I and 1 against l', () => {
    expect(skeleton('\u0410lex')).toBe(skeleton('Alex'));
    expect(skeleton('\u0391lex')).toBe(skeleton('Alex'));
    expect(skeleton('AIex')).toBe(skeleton('Alex'));
    expect(skeleton('A1ex')).toBe(skeleton('Alex'));
    expect(skeleton('Bob')).not.toBe(skeleton('Alex'));
  });

  it('drops invisible characters (zero-width space) as the standard does', () => {
    expect(skeleton('Al\u200Bex')).toBe(skeleton('Alex'));
  });

  it('keys ignore letter case and compatibility forms, not visible differences', () => {
    for (const name of ['\u0410lex', 'ALEX', 'alex', 'AIex', 'Ａｌｅｘ', '𝐀𝐥𝐞𝐱']) expect(nameKey(name), name).toBe(nameKey('Alex'));
    expect(nameKey('rn')).toBe(nameKey('m'));
    for (const name of ['Alexa', 'Alex 2', 'Aleks']) expect(nameKey(name), name).not.toBe(nameKey('Alex'));
    // Stacked marks stay in the key, so "A" with 20 marks is not "A" (the text rule refuses it anyway).
    expect(nameKey('A' + '\u0301'.repeat(20))).not.toBe(nameKey('A'));
  });
});
