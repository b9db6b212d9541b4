/** /mass/list as a view: the creator's mass messages with their status (scheduled, sending, sent, failed). */
import { Button, DateTime, EmptyState, Stack, Text, TextLink } from '#ds';
import { MASS_AUDIENCE_LABEL, MASS_STATUS, type MassAudience, type MassMessageView } from '../../../common/mass';

/** What the list shows of a mass message (common/mass.ts). */
export type MassListItem = Omit<MassMessageView, 'media_ids' | 'status_string' | 'finished_at' | 'status'> & { status: number };

export interface MassListViewProps {
  list: MassListItem[];
  hasMore: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
}

const NEW_HREF = '/mass/sender';

export function MassListView({ list, hasMore, loadingMore = false, onLoadMore }: MassListViewProps) {
  if (list.length === 0) {
    return (
      <EmptyState
        title="No mass messages yet"
        description="Send one message to your followers, members or top spenders."
        action={<TextLink href={NEW_HREF}>New mass message</TextLink>}
      />
    );
  }
  return (
    <Stack gap="large">
      <TextLink href={NEW_HREF}>New mass message</TextLink>
      <Stack as="ul" gap="large">
        {list.map((m) => (
          <li key={m.id}>
            <Stack gap="xsmall">
              <Text size="sm" tone={m.status === MASS_STATUS.Failed ? 'danger' : 'muted'}>
                <Text as="span" size="sm" weight="semibold" tone={m.status === MASS_STATUS.Failed ? 'danger' : 'default'}>
                  {m.status_label}
                </Text>{' '}
                · {MASS_AUDIENCE_LABEL[m.audience as MassAudience] ?? m.audience} · <DateTime value={m.scheduled_at * 1000} />
              </Text>
              <Text maxLines={2}>{m.body}</Text>
              {m.status !== MASS_STATUS.Scheduled && (
                <Text size="sm" tone="muted">
                  {m.sent} of {m.total} sent
                  {m.failed ? `, ${m.failed} not delivered` : ''}
                </Text>
              )}
            </Stack>
          </li>
        ))}
      </Stack>
      {hasMore && (
        <Button variant="secondary" loading={loadingMore} onPress={onLoadMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
