import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERRORS } from '../../common/errors';
import { ApiError } from './api/client';
import { checkFields, failureErrors, firstProblem } from './forms';

const schema = z.object({ name: z.string().min(2, 'Too short.'), age: z.number().int('Whole years.') });

describe('form errors', () => {
  it('checkFields gives the parsed values, or the first message of each failing field', () => {
    expect(checkFields(schema, { name: 'Al', age: 3 })).toEqual({ ok: true, value: { name: 'Al', age: 3 }, errors: {} });
    expect(checkFields(schema, { name: 'A', age: 3.5 })).toEqual({ ok: false, errors: { name: 'Too short.', age: 'Whole years.' } });
    expect(firstProblem(schema.shape.name, 'A')).toBe('Too short.');
    expect(firstProblem(schema.shape.name, 'Al')).toBeUndefined();
  });

  it("failureErrors puts a refused call's message on the field the server named, without its prefix", () => {
    const refused = new ApiError({ kind: 'http', status: 400, code: 40000, field: 'user_name' }, 'user_name: Too short.');
    expect(failureErrors(refused)).toEqual({ user_name: 'Too short.' });
    expect(failureErrors(refused, 'form', ['nickname'])).toEqual({ form: 'Too short.' });
    expect(failureErrors(new ApiError({ kind: 'network' }, 'No network, please try later.'), 'email')).toEqual({ email: 'No network, please try later.' });
    expect(failureErrors(new Error('boom'))).toEqual({ form: ERRORS.INTERNAL.message });
  });
});
