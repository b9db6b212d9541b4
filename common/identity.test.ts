import { describe, expect, it } from 'vitest';
import { birthdaySchema } from './identity';

const problem = (value: string) => {
  const parsed = birthdaySchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('the birthday rule', () => {
  it('an empty field is missing, not a format to learn (the date picker shows its own)', () => {
    expect(problem('')).toBe('Please enter your birthday');
    expect(problem('  ')).toBe('Please enter your birthday');
  });

  it("a value that is not a date names the format; under 18 is the spec's text", () => {
    expect(problem('17/05/1990')).toBe('Please enter your birthday as YYYY-MM-DD');
    expect(problem('1990-02-30')).toBe('Please enter your birthday as YYYY-MM-DD');
    const year = new Date().getUTCFullYear() - 17;
    expect(problem(`${year}-01-01`)).toBe('Not available for users under 18.');
    expect(problem('1990-05-17')).toBeNull();
  });
});
