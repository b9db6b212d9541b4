/**
 * The one input rule for text (issue 18, ADR 087), shared by every endpoint's input and the forms
 * that use the same schemas. PostgreSQL refuses NUL in text, and control, line-break and
 * direction-override characters let a name or a caption pretend to be something else, so:
 * - C0 and C1 control characters (NUL included) and DEL are refused, except TAB and LF in
 *   multi-line text (whose CRLF and lone CR become LF);
 * - CR and LF are refused in one-line fields;
 * - bidi embedding, override and isolate characters (U+202A-U+202E, U+2066-U+2069) are refused;
 * - a name made only of invisible characters (zero-width space, joiners, fillers) and whitespace
 *   is refused (an empty or blank one gets the field's own "too short" text, as before);
 * - a name (ADR 135) is stored NFKC-normalised with runs of whitespace made one space, and may hold
 *   no invisible character anywhere (default-ignorable code points, Hangul fillers, the braille
 *   blank) except the joiner, variation selectors and tags inside an emoji sequence, nor more than
 *   4 nonspacing marks in a row or one nonspacing mark twice in a row (UTS #39 section 5.4).
 * Each refusal is a zod issue whose `params.text` names the problem; the API answers it as
 * TEXT_NOT_ALLOWED (common/errors.ts) with the field's name.
 */
import { z } from 'zod';

export type TextProblem = 'control' | 'lineBreak' | 'bidi' | 'invisible' | 'marks';

/** What a refused field is told (after "field: "). */
export const TEXT_TEXTS: Record<TextProblem, string> = {
  control: 'must not contain control characters',
  lineBreak: 'must be on one line',
  bidi: 'must not contain text-direction control characters',
  invisible: 'must contain visible characters',
  marks: 'must not stack accents or other marks',
};

const LINE_BREAK = /[\r\n\u2028\u2029]/;
const CONTROL_ONE_LINE = /[\u0000-\u0008\u0009\u000b-\u000c\u000e-\u001f\u007f-\u009f]/;
// TAB (09) and LF (0a) are allowed in multi-line text.
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/** Drops what an emoji needs of the invisible characters: VS15/VS16 after an emoji, ZWJ between emoji parts, a flag's tags. */
const withoutEmojiInvisibles = (value: string) =>
  value
    .replace(/(\p{Emoji})[\ufe0e\ufe0f]/gu, '$1')
    .replace(/([\p{Extended_Pictographic}\p{Emoji_Modifier}])\u200d(?=\p{Extended_Pictographic})/gu, '$1')
    .replace(/\u{1f3f4}[\u{e0061}-\u{e007a}]+\u{e007f}/gu, '\u{1f3f4}');
/** Invisible anywhere in a name, a name of nothing else included; U+3164/U+FFA0/U+115F/U+1160 (Hangul fillers) are default-ignorable, U+2800 is added. */
const INVISIBLE_ANY = /[\p{Default_Ignorable_Code_Point}\u2800]/u;
/** UTS #39 5.4: more than 4 nonspacing marks in a row, or the same one twice (checked on NFD). */
const STACKED_MARKS = /[\p{Mn}\p{Me}]{5}|([\p{Mn}\p{Me}])\1/u;

/** A name as stored: NFKC (full-width and styled letters become plain ones), runs of spaces one space (line breaks and controls stay, to be refused). */
export const normaliseName = (value: string) => value.normalize('NFKC').replace(/(?:(?![\p{Cc}\u2028\u2029])\p{White_Space})+/gu, ' ');

export type TextKind = 'oneLine' | 'multiLine' | 'name';

/** The first problem of `value` as text of this kind, or null when it is allowed. */
export function textProblem(value: string, kind: TextKind): TextProblem | null {
  if (kind !== 'multiLine' && LINE_BREAK.test(value)) return 'lineBreak';
  if ((kind === 'multiLine' ? CONTROL_MULTI_LINE : CONTROL_ONE_LINE).test(value)) return 'control';
  if (BIDI_CONTROL.test(value)) return 'bidi';
  if (kind === 'name' && INVISIBLE_ANY.test(withoutEmojiInvisibles(value))) return 'invisible';
  if (kind === 'name' && STACKED_MARKS.test(value.normalize('NFD'))) return 'marks';
  return null;
}

/** CRLF and a lone CR become LF: one line break, whatever the device typed. */
export const normaliseLineBreaks = (value: string) => value.replace(/\r\n?/g, '\n');

/** Whether a zod issue is the text rule's (so the API answers it as TEXT_NOT_ALLOWED). */
export function isTextIssue(issue: { code: string; params?: unknown }): boolean {
  return issue.code === 'custom' && typeof (issue.params as { text?: unknown } | undefined)?.text === 'string';
}

function rule(kind: TextKind) {
  return (value: string, ctx: z.RefinementCtx) => {
    const problem = textProblem(value, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: TEXT_TEXTS[problem], params: { text: problem } });
  };
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * A one-line text field (a search query, a file name, a legal name, a device id...). Chain the
 * field's own limits after it: `oneLine().trim().min(1).max(64)`.
 */
export const oneLine = (params?: StringParams) => z.string(params).superRefine(rule('oneLine'));

/** Multi-line text (a chat message, a bio, a caption): TAB and LF allowed, CRLF stored as LF. */
export const multiLine = (params?: StringParams) => z.string(params).overwrite(normaliseLineBreaks).superRefine(rule('multiLine'));

/** A name people see (display name, user name, legal name): one line, NFKC, no invisible characters, no stacked marks. */
export const nameText = (params?: StringParams) => z.string(params).overwrite(normaliseName).superRefine(rule('name'));
