/**
 * The DMCA takedown notice (/manage/dmca_form) as a view: who the claimant is and how to reach
 * them, the original work, the infringing URLs on this site (one per line), the two statements
 * the law requires, and a typed signature. A plain form post: it works without JavaScript.
 */
import { Form } from '@remix-run/react';
import { Button, Checkbox, Stack, Text, TextArea, TextField } from '#ds';
import { DMCA_LIMITS } from '../../../common/moderation';
import { fieldError, type FormResult } from '../../lib/form-result';
import { FormMessage } from './FormMessage';

export interface DmcaFormViewProps {
  result?: FormResult;
  submitting?: boolean;
  /** The site's address, for the example URL. */
  origin: string;
}

export function DmcaFormView({ result, submitting = false, origin }: DmcaFormViewProps) {
  const invalid = (name: string) => fieldError(result, name);
  return (
    <Form method="post" aria-label="DMCA takedown notice">
      <Stack gap="medium">
        <Text>
          If content on this site copies your work without permission, tell us here. We take the named posts down while we review the notice, and the creator
          may answer with a counter-notice.
        </Text>
        <TextField
          name="claimant_name"
          label="Your full name"
          isRequired
          maxLength={DMCA_LIMITS.name}
          autoComplete="name"
          errorMessage={invalid('claimant_name')}
          isInvalid={invalid('claimant_name') !== undefined}
        />
        <TextField
          name="email"
          type="email"
          label="Email"
          isRequired
          maxLength={DMCA_LIMITS.email}
          autoComplete="email"
          errorMessage={invalid('email')}
          isInvalid={invalid('email') !== undefined}
        />
        <TextArea
          name="contact"
          label="Postal address and phone number"
          isRequired
          maxLength={DMCA_LIMITS.contact}
          rows={2}
          errorMessage={invalid('contact')}
          isInvalid={invalid('contact') !== undefined}
        />
        <TextArea
          name="original_work"
          label="The original work"
          description="Describe it, and give a link to it if it is online."
          isRequired
          maxLength={DMCA_LIMITS.work}
          rows={3}
          errorMessage={invalid('original_work')}
          isInvalid={invalid('original_work') !== undefined}
        />
        <TextArea
          name="urls"
          label="Infringing URLs on this site"
          description={`One per line: a post (${origin}/post?id=123) or a profile (${origin}/@name).`}
          isRequired
          rows={4}
          errorMessage={invalid('urls')}
          isInvalid={invalid('urls') !== undefined}
        />
        <Checkbox name="good_faith" isRequired errorMessage={invalid('good_faith')} isInvalid={invalid('good_faith') !== undefined}>
          I have a good-faith belief that the use described is not authorised by the copyright owner, its agent or the law.
        </Checkbox>
        <Checkbox name="accurate" isRequired errorMessage={invalid('accurate')} isInvalid={invalid('accurate') !== undefined}>
          The information in this notice is accurate and, under penalty of perjury, I am the owner or authorised to act for the owner.
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
        {result && !result.ok && <FormMessage result={result} />}
        <Button type="submit" loading={submitting}>
          Send notice
        </Button>
      </Stack>
    </Form>
  );
}
