import { redirect } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formAction, formFields } from './form-action.server';

const post = (fields: Record<string, string>) => new Request('http://localhost/form', { method: 'POST', body: new URLSearchParams(fields) });
const schema = z.object({ notice_id: z.number(), name: z.string().min(1, 'Enter your name'), agree: z.literal(true, { message: 'Tick the box' }) });
const answer = (result: unknown) => result as { data: unknown; init: { status: number } | null };

describe('the form kit of Remix actions', () => {
  it('reads the text fields, the ticked boxes as booleans and what the page knows, and says what was done', async () => {
    const result = await formAction(async () => {
      const input = await formFields(post({ name: 'Pat', agree: 'on' }), schema, { checkboxes: ['agree'], known: { notice_id: 4 } });
      return `Sent for ${input.name} on notice ${input.notice_id}, agreed: ${input.agree}`;
    });
    expect(result).toEqual({ ok: true, message: 'Sent for Pat on notice 4, agreed: true' });
  });

  it('a failing field refuses the post with a 400 that names it; an unticked box is false', async () => {
    const result = answer(
      await formAction(() => formFields(post({ name: 'Pat' }), schema, { checkboxes: ['agree'], known: { notice_id: 4 } }).then(() => 'done')),
    );
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ ok: false, message: 'agree: Tick the box', field: 'agree' });
  });

  it("a domain rule's refusal keeps its status and message; a redirect goes through; anything else is thrown", async () => {
    const rule = Object.assign(new Error('This case has already been decided.'), { name: 'AppError', code: 40901, status: 409 });
    const refused = answer(await formAction(() => Promise.reject(rule)));
    expect(refused.init?.status).toBe(409);
    expect(refused.data).toEqual({ ok: false, message: 'This case has already been decided.', field: undefined });
    const moved = (await formAction(async () => redirect('/manage/dmca_form/success?notice=4'))) as Response;
    expect(moved.headers.get('Location')).toBe('/manage/dmca_form/success?notice=4');
    const fault = new Error('database down');
    await expect(formAction(() => Promise.reject(fault))).rejects.toBe(fault);
    const internal = Object.assign(new Error('boom'), { name: 'AppError', code: 50000, status: 500 });
    await expect(formAction(() => Promise.reject(internal))).rejects.toBe(internal);
  });
});
