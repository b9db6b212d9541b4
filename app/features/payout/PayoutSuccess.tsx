/** /pay/payout/success as a view: what was requested, the fee, what arrives where, and when. */
import { Button, EmptyState, Heading, Money, Stack, Text } from '#ds';
import { PAYOUT_METHOD_LABELS, PAYOUT_PROCESSING_TEXT, PAYOUT_STATUS_LABELS, arrivalText, type PayoutView } from '../../../common/payouts';

/** What is true of the payout now: on its way until it is paid or failed. */
const headingOf = (payout: PayoutView) =>
  payout.status === 'paid' ? 'Your payout was paid' : payout.status === 'failed' ? 'This payout failed' : 'Your payout is on its way';

export function PayoutSuccess({ payout, onDone }: { payout: PayoutView | null; onDone: () => void }) {
  if (!payout) {
    return (
      <EmptyState
        title="No payout requested yet"
        description="Request a payout from your earnings and it shows here."
        action={<Button onPress={onDone}>Go to payouts</Button>}
      />
    );
  }
  return (
    <Stack gap="xlarge">
      <Stack gap="small" align="center">
        <Heading level={2}>{headingOf(payout)}</Heading>
        <Text size="lg" weight="bold">
          <Money amount={payout.amount_cents / 100} />
        </Text>
      </Stack>
      <Stack gap="xsmall">
        <Text>
          To {PAYOUT_METHOD_LABELS[payout.method]}: {payout.destination}
        </Text>
        <Text>
          Fee <Money amount={payout.fee_cents / 100} />; you receive <Money amount={payout.net_cents / 100} />
        </Text>
        <Text>Status: {PAYOUT_STATUS_LABELS[payout.status]}</Text>
        <Text tone="muted" size="sm">
          {PAYOUT_PROCESSING_TEXT} {arrivalText(payout.method)}
        </Text>
      </Stack>
      <Button fullWidth onPress={onDone}>
        Back to payouts
      </Button>
    </Stack>
  );
}
