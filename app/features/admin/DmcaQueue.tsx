/**
 * The DMCA queue (ADR 092): notices newest first with everything the claimant sent and the posts
 * their URLs named; "Take down" hides those posts (the creators are told how to counter),
 * "Reject" closes a notice with a reason; a creator's counter-notice shows under its notice with
 * "Restore", which un-hides that creator's posts in one action.
 */
import { Form } from '@remix-run/react';
import { Box, Button, DateTime, EmptyState, Heading, ItemList, Stack, Text, TextField, TextLink } from '#ds';
import type { FormResult } from '../../lib/form-result';
import { FormMessage } from '../moderation/FormMessage';

export interface DmcaNoticeView {
  id: number;
  claimant_name: string;
  email: string;
  contact: string;
  original_work: string;
  urls: string[];
  post_ids: number[];
  signature: string;
  status: 'received' | 'taken_down' | 'rejected';
  created_at: string;
  counters: { id: number; creator: string; statement: string; signature: string; status: 'received' | 'restored'; created_at: string }[];
}

const STATUS = { received: 'Waiting for a decision', taken_down: 'Taken down', rejected: 'Rejected' } as const;

function Notice({ n }: { n: DmcaNoticeView }) {
  return (
    <Box padding="medium" borderRadius="medium" background="surface">
      <Stack gap="small">
        <Heading level={3}>
          Notice {n.id} from {n.claimant_name}
        </Heading>
        <Text size="sm" tone="muted">
          {STATUS[n.status]} · received <DateTime value={n.created_at} />
        </Text>
        <Text size="sm">
          Contact: {n.email} · {n.contact}
        </Text>
        <Text size="sm">Original work: {n.original_work}</Text>
        <Text size="sm">Infringing URLs:</Text>
        <ItemList label={`URLs of notice ${n.id}`} gap="xsmall">
          {n.urls.map((url) => (
            <li key={url}>
              <Text size="sm">{url}</Text>
            </li>
          ))}
        </ItemList>
        <Text size="sm">
          Posts named:{' '}
          {n.post_ids.map((id, i) => (
            <span key={id}>
              {i > 0 && ', '}
              <TextLink href={`/post?id=${id}`}>{id}</TextLink>
            </span>
          ))}
        </Text>
        <Text size="sm">Signed: {n.signature} (good-faith and accuracy statements made)</Text>
        {n.status === 'received' && (
          <Form method="post" aria-label={`Decide notice ${n.id}`}>
            <input type="hidden" name="notice_id" value={n.id} />
            <Stack gap="small">
              <TextField name="reason" label="Note (required to reject)" maxLength={500} />
              <Box display="flex" flexWrap="wrap" gap="small">
                <Button type="submit" name="intent" value="takedown" variant="danger">
                  Take down
                </Button>
                <Button type="submit" name="intent" value="reject" variant="secondary">
                  Reject
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
        {n.counters.map((c) => (
          <Box key={c.id} padding="small" borderRadius="small" background="surfaceRaised">
            <Stack gap="xsmall">
              <Text weight="semibold">
                Counter-notice from @{c.creator} · {c.status === 'restored' ? 'Restored' : 'Waiting'}
              </Text>
              <Text size="sm">{c.statement}</Text>
              <Text size="sm" tone="muted">
                Signed {c.signature} under penalty of perjury, consenting to jurisdiction · <DateTime value={c.created_at} />
              </Text>
              {c.status === 'received' && (
                <Form method="post" aria-label={`Restore the posts of @${c.creator}`}>
                  <input type="hidden" name="counter_id" value={c.id} />
                  <Button type="submit" name="intent" value="restore" variant="secondary" size="sm">
                    Restore
                  </Button>
                </Form>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

export function DmcaQueue({ notices, result }: { notices: DmcaNoticeView[]; result?: FormResult }) {
  return (
    <Stack gap="large">
      <FormMessage result={result} />
      {notices.length ? (
        <ItemList label="DMCA notices" gap="medium">
          {notices.map((n) => (
            <li key={n.id}>
              <Notice n={n} />
            </li>
          ))}
        </ItemList>
      ) : (
        <EmptyState title="No DMCA notices" description="Notices sent through the public form appear here." />
      )}
    </Stack>
  );
}
