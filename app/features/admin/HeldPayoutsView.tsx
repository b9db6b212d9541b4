/** /admin/payouts as a view (ADR 094): payouts held for review, each with release and reject and a required reason. */
import { Form } from '@remix-run/react';
import { Box, Button, DateTime, EmptyState, ItemList, Money, Stack, Text, TextArea, TextLink } from '#ds';
import { PAYOUT_METHOD_LABELS, type PayoutMethodKind } from '../../../common/payouts';
import { HOLD_REASON_LABELS, type HoldReason } from '../../../common/standing';
import type { FormResult } from '../../lib/form-result';
import { FormMessage } from '../moderation/FormMessage';

export interface HeldPayoutRow {
  id: number;
  userId: number;
  userName: string;
  amountCents: number;
  feeCents: number;
  method: PayoutMethodKind;
  heldReason: HoldReason;
  requestedAt: string;
}

export function HeldPayoutsView({ payouts, result }: { payouts: HeldPayoutRow[]; result?: FormResult }) {
  return (
    <Stack gap="large">
      <FormMessage result={result} />
      {payouts.length === 0 ? (
        <EmptyState title="No payouts held for review" description="Payouts held by a review rule appear here." />
      ) : (
        <ItemList label="Payouts held for review" gap="small">
          {payouts.map((p) => (
            <li key={p.id}>
              <Box padding="medium" borderRadius="medium" background="surface">
                <Stack gap="small">
                  <Text weight="semibold">
                    Payout {p.id}: <Money amount={p.amountCents / 100} /> by {PAYOUT_METHOD_LABELS[p.method]}
                  </Text>
                  <Text size="sm" tone="muted">
                    <TextLink href={`/admin/users/${p.userId}`}>@{p.userName}</TextLink> · requested <DateTime value={p.requestedAt} /> · fee{' '}
                    <Money amount={p.feeCents / 100} />
                  </Text>
                  <Text size="sm">Held: {HOLD_REASON_LABELS[p.heldReason]}</Text>
                  <Form method="post" aria-label={`Decide payout ${p.id}`}>
                    <input type="hidden" name="payout_id" value={p.id} />
                    <Stack gap="small">
                      <TextArea label="Reason" name="reason" isRequired rows={2} maxLength={500} description="A rejection's reason is shown to the creator." />
                      <Box display="flex" gap="small">
                        <Button type="submit" name="intent" value="release">
                          Release
                        </Button>
                        <Button type="submit" name="intent" value="reject" variant="danger">
                          Reject
                        </Button>
                      </Box>
                    </Stack>
                  </Form>
                </Stack>
              </Box>
            </li>
          ))}
        </ItemList>
      )}
    </Stack>
  );
}
