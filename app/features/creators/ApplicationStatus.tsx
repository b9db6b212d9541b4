/**
 * Where the applicant's host application stands (spec section 4: verification, approved, not
 * approved with a reason and re-apply; ADR 091), on /creator_audit and /waiting.
 */
import { Button, DateTime, Heading, Stack, Text, TextLink } from '#ds';
import { CREATOR_TEXTS, type MyApplication } from '../../../common/creators';

export interface ApplicationStatusProps {
  application: MyApplication;
  /** Approved: where Continue goes (the page the applicant came from). */
  onContinue?: () => void;
  onWithdraw?: () => void;
  withdrawing?: boolean;
  onApplyAgain?: () => void;
  error?: string;
  /** On /waiting: no link to itself. */
  compact?: boolean;
}

const HEADINGS = { verification: 'Under review', approved: 'Approved', not_approved: 'Not approved', withdrawn: 'Withdrawn' } as const;

export function ApplicationStatus({ application, onContinue, onWithdraw, withdrawing, onApplyAgain, error, compact }: ApplicationStatusProps) {
  const { state } = application;
  return (
    <Stack gap="medium">
      <Heading level={compact ? 3 : 2}>{HEADINGS[state]}</Heading>
      <Text size="lg">{CREATOR_TEXTS.states[state]}</Text>
      {application.created_at && (
        <Text tone="muted" size="sm">
          Sent <DateTime value={application.created_at} />
          {application.decided_at && (
            <>
              {' · '}
              {state === 'withdrawn' ? 'withdrawn' : 'decided'} <DateTime value={application.decided_at} />
            </>
          )}
        </Text>
      )}
      {state === 'not_approved' && (
        <Stack gap="xsmall">
          <Text weight="semibold">Reason</Text>
          <Text>{application.reason}</Text>
          <Text tone="muted">Correct what the reason says and apply again: your new application is reviewed from the start.</Text>
        </Stack>
      )}
      {state === 'verification' && !compact && (
        <Text>
          We check your ID and selfie, then tell you by notification and email. <TextLink href="/waiting">What happens next</TextLink>
        </Text>
      )}
      {state === 'approved' && <Text>Your tab bar now has the creator tools: tap the camera to publish your first post.</Text>}
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      {state === 'approved' && onContinue && <Button onPress={onContinue}>Continue</Button>}
      {state === 'verification' && onWithdraw && (
        <Button variant="secondary" onPress={onWithdraw} loading={withdrawing}>
          Withdraw application
        </Button>
      )}
      {(state === 'not_approved' || state === 'withdrawn') && onApplyAgain && <Button onPress={onApplyAgain}>Apply again</Button>}
    </Stack>
  );
}
