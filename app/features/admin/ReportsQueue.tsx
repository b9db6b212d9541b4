/**
 * The reports queue (ADR 092): open cases (the reports of one target, most reported first) with
 * what was reported, the reasons and texts, and the decisions: hide (reason shown to the author),
 * dismiss, or for an account "action taken" after its page; then everything hidden, each
 * restored in one action. Plain form posts: they work without JavaScript.
 */
import { Form } from '@remix-run/react';
import { Box, Button, DateTime, EmptyState, Heading, ItemList, Stack, Text, TextField, TextLink } from '#ds';
import type { FormResult } from '../../lib/form-result';
import { FormMessage } from '../moderation/FormMessage';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '../../../common/moderation';

export interface ReportCaseView {
  target_type: ReportTarget;
  target_id: number;
  target_user: { user_id: number; user_name: string };
  count: number;
  reports: { reporter: string; reason: ReportReason; text: string; created_at: string }[];
  preview: { label: string; lines: { who: string; text: string; reported: boolean }[] };
  hidden: boolean;
}

export interface HiddenItemView {
  subject_type: 'post' | 'message';
  subject_id: number;
  author: string;
  kind: 'report' | 'dmca';
  reason: string;
  hidden_at: string;
}

function CaseCard({ item }: { item: ReportCaseView }) {
  return (
    <Box padding="medium" borderRadius="medium" background="surface">
      <Stack gap="small">
        <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
          <Heading level={3}>
            {item.target_type === 'user' ? 'Account' : item.target_type === 'post' ? 'Post' : 'Chat message'} of @{item.target_user.user_name}
          </Heading>
          <Text as="span" tone="accent" weight="bold">
            {`${item.count} ${item.count === 1 ? 'report' : 'reports'}`}
          </Text>
          {item.hidden && (
            <Text as="span" tone="danger">
              Hidden
            </Text>
          )}
        </Box>
        <Box as="figure" padding="small" borderRadius="small" background="surfaceRaised">
          <Text size="sm" tone="muted">
            {item.preview.label} (staff only)
          </Text>
          {item.preview.lines.map((line, i) => (
            <Text key={i} weight={line.reported ? 'bold' : undefined}>
              @{line.who}: {line.text}
            </Text>
          ))}
        </Box>
        <ItemList label={`Reports of ${item.target_type} ${item.target_id}`} gap="xsmall">
          {item.reports.map((r, i) => (
            <li key={i}>
              <Text size="sm">
                {REPORT_REASONS[r.reason] ?? r.reason} · @{r.reporter} · <DateTime value={r.created_at} />
              </Text>
              {r.text && <Text size="sm">“{r.text}”</Text>}
            </li>
          ))}
        </ItemList>
        <TextLink href={`/admin/users/${item.target_user.user_id}`}>Open @{item.target_user.user_name}’s page</TextLink>
        <Form method="post" aria-label={`Decide the reports of ${item.target_type} ${item.target_id}`}>
          <input type="hidden" name="target_type" value={item.target_type} />
          <input type="hidden" name="target_id" value={item.target_id} />
          <Stack gap="small">
            {item.target_type !== 'user' && <TextField name="reason" label="Reason (shown to the author)" maxLength={500} />}
            <Box display="flex" flexWrap="wrap" gap="small">
              {item.target_type !== 'user' ? (
                <Button type="submit" name="intent" value="hide" variant="danger">
                  Hide
                </Button>
              ) : (
                <Button type="submit" name="intent" value="actioned" variant="secondary">
                  Action taken
                </Button>
              )}
              <Button type="submit" name="intent" value="dismiss" variant="secondary">
                Dismiss
              </Button>
            </Box>
          </Stack>
        </Form>
      </Stack>
    </Box>
  );
}

export function HiddenList({ items, emptyText }: { items: HiddenItemView[]; emptyText: string }) {
  if (!items.length) return <Text tone="muted">{emptyText}</Text>;
  return (
    <ItemList label="Hidden content" gap="small">
      {items.map((h) => (
        <li key={`${h.subject_type}-${h.subject_id}`}>
          <Box padding="medium" borderRadius="medium" background="surface">
            <Stack gap="xsmall">
              <Text weight="semibold">
                {h.subject_type === 'post' ? 'Post' : 'Message'} {h.subject_id} of @{h.author} · {h.kind === 'dmca' ? 'DMCA' : 'Report'}
              </Text>
              <Text size="sm">Reason: {h.reason}</Text>
              <Text size="sm" tone="muted">
                Hidden <DateTime value={h.hidden_at} />
              </Text>
              <Form method="post" aria-label={`Restore ${h.subject_type} ${h.subject_id}`}>
                <input type="hidden" name="subject_type" value={h.subject_type} />
                <input type="hidden" name="subject_id" value={h.subject_id} />
                <Button type="submit" name="intent" value="restore" variant="secondary" size="sm">
                  Restore
                </Button>
              </Form>
            </Stack>
          </Box>
        </li>
      ))}
    </ItemList>
  );
}

export function ReportsQueue({ cases, hidden, result }: { cases: ReportCaseView[]; hidden: HiddenItemView[]; result?: FormResult }) {
  return (
    <Stack gap="large">
      <FormMessage result={result} />
      <Stack gap="medium">
        <Heading level={2}>Open cases</Heading>
        {cases.length ? (
          <ItemList label="Open cases" gap="medium">
            {cases.map((c) => (
              <li key={`${c.target_type}-${c.target_id}`}>
                <CaseCard item={c} />
              </li>
            ))}
          </ItemList>
        ) : (
          <EmptyState title="No open reports" description="New reports of users, posts and chat messages appear here." />
        )}
      </Stack>
      <Stack gap="medium">
        <Heading level={2}>Hidden after reports</Heading>
        <HiddenList items={hidden} emptyText="Nothing is hidden after a report." />
      </Stack>
    </Stack>
  );
}
