/**
 * The host applications queue of the staff console (issue 19, ADR 091): the list by state, and
 * one application with its identity photos (each view audited by the server), approve, or refuse
 * with a reason. Changes are form posts to the page's action (they work without JavaScript); the
 * route passes Remix's Form as `FormAs`.
 */
import type { ElementType } from 'react';
import { Box, Button, DateTime, EmptyState, Heading, ItemList, Stack, Text, TextArea, TextLink } from '#ds';
import { APPLICATION_STATES, type ApplicationState, REASON_MAX } from '../../../common/creators';

export const STATE_LABELS: Record<ApplicationState, string> = {
  verification: 'Under review',
  approved: 'Approved',
  not_approved: 'Not approved',
  withdrawn: 'Withdrawn',
};

export interface QueueItem {
  id: number;
  userName: string;
  legalName: string;
  country: string;
  createdAt: string;
  decidedAt: string | null;
}

export function ApplicationQueueView({ state, items }: { state: ApplicationState; items: QueueItem[] }) {
  return (
    <Stack gap="medium">
      <nav aria-label="Application states">
        <Box as="ul" display="flex" flexWrap="wrap" gap="medium">
          {APPLICATION_STATES.map((s) => (
            <li key={s}>
              {s === state ? (
                <span aria-current="page">
                  <Text as="span" weight="bold">
                    {STATE_LABELS[s]}
                  </Text>
                </span>
              ) : (
                <TextLink href={`/admin/applications?state=${s}`}>{STATE_LABELS[s]}</TextLink>
              )}
            </li>
          ))}
        </Box>
      </nav>
      {items.length === 0 ? (
        <EmptyState title="No applications here" description={state === 'verification' ? 'Nothing is waiting for review.' : 'None in this state yet.'} />
      ) : (
        <ItemList label={`${STATE_LABELS[state]} applications`} gap="small">
          {items.map((item) => (
            <li key={item.id}>
              <Box padding="medium" borderRadius="medium" background="surface">
                <Stack gap="xsmall">
                  <TextLink href={`/admin/applications/${item.id}`}>
                    Application {item.id}: @{item.userName}
                  </TextLink>
                  <Text size="sm">
                    {item.legalName} · {item.country}
                  </Text>
                  <Text size="sm" tone="muted">
                    Sent <DateTime value={item.createdAt} />
                    {item.decidedAt && (
                      <>
                        {' · decided '}
                        <DateTime value={item.decidedAt} />
                      </>
                    )}
                  </Text>
                </Stack>
              </Box>
            </li>
          ))}
        </ItemList>
      )}
    </Stack>
  );
}

export interface ApplicationDetail {
  id: number;
  state: ApplicationState;
  userName: string;
  email: string | null;
  legalName: string;
  birthday: string;
  country: string;
  documentType: string;
  agreementVersion: string;
  agreementAcceptedAt: string;
  reason: string;
  createdAt: string;
  decidedAt: string | null;
  earlierApplications: number;
  /** The photos still held: their console URLs (each load is an audited view). */
  documents: { side: string; label: string; src: string }[];
  documentsDeleted: boolean;
}

export interface ApplicationDetailViewProps {
  application: ApplicationDetail;
  error?: string;
  /** What the last action did ("Approved", "Refused"). */
  done?: string;
  FormAs?: ElementType;
}

export function ApplicationDetailView({ application: a, error, done, FormAs = 'form' }: ApplicationDetailViewProps) {
  const facts: [string, string][] = [
    ['State', STATE_LABELS[a.state]],
    ['User', `@${a.userName}${a.email ? ` (${a.email})` : ''}`],
    ['Legal name', a.legalName],
    ['Date of birth', a.birthday],
    ['Country of residence', a.country],
    ['Document', a.documentType],
    ['Creator agreement', `version ${a.agreementVersion}, accepted ${new Date(a.agreementAcceptedAt).toISOString().replace('T', ' ').slice(0, 16)} UTC`],
    ['Earlier applications', String(a.earlierApplications)],
  ];
  return (
    <Stack gap="large">
      <Stack gap="xsmall">
        <Heading level={2}>Application {a.id}</Heading>
        <Text size="sm" tone="muted">
          Sent <DateTime value={a.createdAt} />
        </Text>
      </Stack>
      <Box as="dl">
        {facts.map(([term, value]) => (
          <Box key={term} display="flex" gap="small" flexWrap="wrap">
            <Text as="dt" weight="semibold">
              {term}:
            </Text>
            <Text as="dd">{value}</Text>
          </Box>
        ))}
        {a.reason && (
          <Box display="flex" gap="small" flexWrap="wrap">
            <Text as="dt" weight="semibold">
              Reason:
            </Text>
            <Text as="dd">{a.reason}</Text>
          </Box>
        )}
      </Box>
      <section aria-labelledby="documents-heading">
        <Stack gap="small">
          <Heading level={3} id="documents-heading">
            Identity photos
          </Heading>
          <Text size="sm" tone="muted">
            Every time these photos load, your view is recorded in the audit log.
          </Text>
          {a.documentsDeleted || a.documents.length === 0 ? (
            <Text>The photos were deleted at the end of the retention period.</Text>
          ) : (
            <Box display="flex" flexWrap="wrap" gap="medium">
              {a.documents.map((doc) => (
                <figure key={doc.side} style={{ margin: 0 }}>
                  <img src={doc.src} alt={doc.label} width={320} style={{ maxWidth: '100%', height: 'auto' }} />
                  <figcaption>
                    <Text size="sm">{doc.label}</Text>
                  </figcaption>
                </figure>
              ))}
            </Box>
          )}
        </Stack>
      </section>
      {done && (
        <Text tone="success">
          <span role="status">{done}</span>
        </Text>
      )}
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      {a.state === 'verification' && (
        <Stack gap="large">
          <FormAs method="post">
            <input type="hidden" name="intent" value="approve" />
            <Button type="submit">Approve</Button>
          </FormAs>
          <FormAs method="post">
            <Stack gap="small">
              <input type="hidden" name="intent" value="refuse" />
              <TextArea
                label="Reason (the applicant reads it)"
                name="reason"
                maxLength={REASON_MAX}
                isRequired
                description="Say what to correct, e.g. “The selfie does not show the ID.”"
              />
              <Box>
                <Button type="submit" variant="secondary">
                  Refuse with this reason
                </Button>
              </Box>
            </Stack>
          </FormAs>
        </Stack>
      )}
    </Stack>
  );
}
