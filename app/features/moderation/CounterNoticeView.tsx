/**
 * A creator's counter-notice to a takedown (ADR 092) as a view: what the notice said, which of
 * their posts it took down, and the form (statement under penalty of perjury, consent to
 * jurisdiction, typed signature); once sent, its status.
 */
import { Form } from '@remix-run/react';
import { Button, Checkbox, Stack, Text, TextArea, TextField, TextLink } from '#ds';
import { DMCA_LIMITS } from '../../../common/moderation';
import { fieldError, type FormResult } from '../../lib/form-result';
import { FormMessage } from './FormMessage';

export interface CounterNoticeViewProps {
  notice: { notice_id: number; claimant_name: string; original_work: string; post_ids: number[]; counter: { status: string; created_at: string } | null };
  result?: FormResult;
  submitting?: boolean;
}

export function CounterNoticeView({ notice, result, submitting = false }: CounterNoticeViewProps) {
  const invalid = (name: string) => fieldError(result, name);
  return (
    <Stack gap="medium">
      <Text>
        Notice {notice.notice_id} from {notice.claimant_name} says your posts copy: {notice.original_work}
      </Text>
      {notice.post_ids.length > 0 && (
        <Text>
          Taken down:{' '}
          {notice.post_ids.map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              <TextLink href={`/post?id=${id}`}>{`post ${id}`}</TextLink>
            </span>
          ))}
        </Text>
      )}
      <FormMessage result={result} />
      {notice.counter ? (
        <Text>
          {notice.counter.status === 'restored'
            ? 'Your counter-notice was accepted and your posts are visible again.'
            : 'We received your counter-notice and will review it.'}
        </Text>
      ) : (
        <Form method="post" aria-label="Counter-notice">
          <Stack gap="medium">
            <TextArea
              name="statement"
              label="Your statement"
              description="Under penalty of perjury: why you believe the posts were removed by mistake or misidentification."
              isRequired
              maxLength={DMCA_LIMITS.statement}
              rows={4}
              errorMessage={invalid('statement')}
              isInvalid={invalid('statement') !== undefined}
            />
            <Checkbox name="consent" isRequired errorMessage={invalid('consent')} isInvalid={invalid('consent') !== undefined}>
              I consent to the jurisdiction of the courts of my address, and will accept service of process from the claimant.
            </Checkbox>
            <TextField
              name="signature"
              label="Electronic signature"
              description="Type your full name."
              isRequired
              maxLength={DMCA_LIMITS.signature}
              errorMessage={invalid('signature')}
              isInvalid={invalid('signature') !== undefined}
            />
            <Button type="submit" loading={submitting}>
              Send counter-notice
            </Button>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}
