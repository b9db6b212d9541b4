import { describe, expect, it } from 'vitest';
import { fromDigits } from './numbers';
import { z } from 'zod';
import { isTextIssue, multiLine, nameText, oneLine, TEXT_TEXTS, textProblem } from './text';

const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0];

describe('the one text rule', () => {
  it('refuses NUL, every other C0 and C1 control character and DEL in one-line text', () => {
    const controls = [...Array.from({ length: 32 }, (_, i) => i), 0x7f, ...Array.from({ length: 32 }, (_, i) => 0x80 + i)];
    for (const code of controls) {
      const value = `a${String.fromCharCode(code)}b`;
      const problem = textProblem(value, 'oneLine');
      expect(problem, code.toString(16)).toBe(code === 0x0a || code === 0x0d ? 'lineBreak' : 'control');
      const issue = first(oneLine(), value);
      expect(issue && isTextIssue(issue), code.toString(16)).toBe(true);
    }
  });

  it('refuses CR, LF and the Unicode line separators in one-line fields and names', () => {
    for (const value of ['a\nb', 'a\rb', 'a\r\nb', 'a\u2028b', 'a\u2029b']) {
      expect(first(oneLine(), value)?.message).toBe(TEXT_TEXTS.lineBreak);
      expect(first(nameText(), value)?.message).toBe(TEXT_TEXTS.lineBreak);
    }
  });

  it('keeps TAB and LF in multi-line text, stores CRLF and a lone CR as LF, and refuses the other controls', () => {
    expect(multiLine().parse('one\r\ntwo\rthree\n\tfour')).toBe('one\ntwo\nthree\n\tfour');
    for (const value of ['a\u0000b', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u000bb']) {
      expect(first(multiLine(), value)?.message, JSON.stringify(value)).toBe(TEXT_TEXTS.control);
    }
  });

  it('refuses bidi embedding, override and isolate characters everywhere', () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const value = `abc${String.fromCharCode(code)}gpj.exe`;
      for (const schema of [oneLine(), multiLine(), nameText()]) expect(first(schema, value)?.message).toBe(TEXT_TEXTS.bidi);
    }
  });

  it('refuses a name made only of whitespace and invisible characters, not one that has a visible character', () => {
    for (const value of ['\u200b', '\u200b\u200c\u200d', ' \u2060 ', '\ufeff', '\u3164\u3164', '\u00a0\u200b\u2003']) {
      expect(first(nameText(), value)?.message, JSON.stringify(value)).toBe(TEXT_TEXTS.invisible);
    }
    // Empty or blank: the field's own length rule speaks (the spec's "at least 2 characters").
    for (const value of ['', '   ']) expect(textProblem(value, 'name')).toBeNull();
    for (const value of ['Ana', 'Zoë', '李小龙', '🙂']) expect(nameText().safeParse(value).success, value).toBe(true);
  });

  it('leaves ordinary text alone, emoji and other scripts included', () => {
    for (const value of ["It's 5 o'clock", 'Ünïcödé ✓', 'مرحبا', '<script>', "' OR 1=1 --"]) {
      expect(oneLine().parse(value)).toBe(value);
      expect(multiLine().parse(value)).toBe(value);
    }
  });

  it('runs before the field limits, so the chained rules still apply', () => {
    const nickname = nameText().trim().min(2).max(5);
    expect(nickname.parse('  Ana ')).toBe('Ana');
    expect(nickname.safeParse('Annabelle').success).toBe(false);
    expect(isTextIssue(first(nickname, 'A\u0000na')!)).toBe(true);
  });
});

describe('whole numbers', () => {
  const count = z.number().int().min(0).max(100);
  it('a JSON body takes JSON integers only', () => {
    expect(count.parse(16)).toBe(16);
    for (const loose of ['16', '0x10', true, [5], 1.5, null, '']) expect(count.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
  });
  it('a query string or a typed field is read when it is decimal digits, and only then', () => {
    const param = fromDigits(count);
    expect(param.parse('16')).toBe(16);
    expect(param.parse('007')).toBe(7);
    expect(param.parse(16)).toBe(16);
    for (const loose of ['0x10', '1e1', ' 5', '5 ', '-1', '+5', '5.0', '', 'true', true, [5]]) {
      expect(param.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
    }
  });
});
