/**
 * The users section of the staff console (ADR 094): the search and list, and one user's facts,
 * standing actions (each with a required reason) and audit entries. Changes are form posts.
 */
import { Form } from '@remix-run/react';
import { Box, Button, DateTime, EmptyState, Heading, ItemList, Select, Stack, Text, TextArea, TextField, TextLink } from '#ds';
import { ACCOUNT_STATUS_LABELS, type AccountStatus } from '../../../common/standing';
import type { StaffRole } from '../../../common/staff';
import type { FormResult } from '../../lib/form-result';
import { FormMessage } from '../moderation/FormMessage';
import { AuditLogView, type AuditEntryView } from './AuditLogView';

export interface UserListRow {
  userId: number;
  userName: string;
  email: string | null;
  status: AccountStatus;
  until: string | null;
}

const standingText = (status: AccountStatus, until: string | null) => (
  <>
    {ACCOUNT_STATUS_LABELS[status]}
    {status === 'suspended' && until ? (
      <>
        {' '}
        until <DateTime value={until} />
      </>
    ) : null}
  </>
);

export function UsersView({ query, users }: { query: string; users: UserListRow[] }) {
  return (
    <Stack gap="large">
      <Form method="get" role="search" aria-label="Users">
        <Stack gap="small">
          <TextField label="User name or email" name="q" type="search" defaultValue={query} maxLength={200} />
          <div>
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </Stack>
      </Form>
      {users.length === 0 ? (
        <EmptyState title="No users found" description="Try another user name or email." />
      ) : (
        <ItemList label="Users" gap="small">
          {users.map((u) => (
            <li key={u.userId}>
              <Box padding="medium" borderRadius="medium" background="surface">
                <Stack gap="xsmall">
                  <TextLink href={`/admin/users/${u.userId}`}>@{u.userName}</TextLink>
                  <Text size="sm" tone="muted">
                    {u.email ?? 'No email'} · {standingText(u.status, u.until)}
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

export interface UserFactsView {
  userId: number;
  userName: string;
  email: string | null;
  userRole: 0 | 1;
  staffRole: StaffRole | null;
  status: AccountStatus;
  reason: string;
  until: string | null;
  createdAt: string;
  walletCoins: number;
  earningsCoins: number;
}

export const SUSPEND_DURATIONS = [
  { id: '1', label: '1 day' },
  { id: '7', label: '7 days' },
  { id: '30', label: '30 days' },
  { id: 'open', label: 'Until restored' },
];

function ActionForm({
  intent,
  title,
  submit,
  variant,
  withDuration,
}: {
  intent: string;
  title: string;
  submit: string;
  variant: 'primary' | 'danger';
  withDuration?: boolean;
}) {
  return (
    <Form method="post" aria-label={title}>
      <input type="hidden" name="intent" value={intent} />
      <Stack gap="small">
        <Heading level={3}>{title}</Heading>
        {withDuration && <Select label="For" name="days" options={SUSPEND_DURATIONS} defaultValue="7" />}
        <TextArea label="Reason" name="reason" isRequired rows={2} maxLength={500} description="Recorded in the audit log with your name." />
        <div>
          <Button type="submit" variant={variant}>
            {submit}
          </Button>
        </div>
      </Stack>
    </Form>
  );
}

/** Moderators suspend and lift suspensions; banning, lifting a ban and changing a staff account are for admins (ADR 094). */
export function UserView({
  user,
  viewerRole,
  entries,
  result,
}: {
  user: UserFactsView;
  viewerRole: StaffRole;
  entries: AuditEntryView[];
  result?: FormResult;
}) {
  const admin = viewerRole === 'admin';
  const mayChange = admin || (user.staffRole === null && user.status !== 'banned');
  const facts: [string, React.ReactNode][] = [
    ['Email', user.email ?? 'None'],
    ['Role', user.userRole === 1 ? 'Creator' : 'Fan'],
    ['Staff role', user.staffRole === null ? 'None' : user.staffRole === 'admin' ? 'Admin' : 'Moderator'],
    ['Standing', standingText(user.status, user.until)],
    ['Coins in wallet', String(user.walletCoins)],
    ['Earnings (coins)', String(user.earningsCoins)],
    ['Joined', <DateTime key="joined" value={user.createdAt} />],
  ];
  return (
    <Stack gap="large">
      <FormMessage result={result} />
      <Box as="dl" display="flex" flexDirection="column" gap="small">
        {facts.map(([term, value]) => (
          <div key={term}>
            <Text as="dt" size="sm" tone="muted">
              {term}
            </Text>
            <Text as="dd">{value}</Text>
          </div>
        ))}
        {user.status !== 'active' && user.reason && (
          <div>
            <Text as="dt" size="sm" tone="muted">
              Reason
            </Text>
            <Text as="dd">{user.reason}</Text>
          </div>
        )}
      </Box>
      {mayChange ? (
        <Stack gap="large">
          {user.status !== 'banned' && (
            <ActionForm
              intent="suspend"
              title={user.status === 'suspended' ? 'Change the suspension' : 'Suspend'}
              submit="Suspend"
              variant="danger"
              withDuration
            />
          )}
          {admin && user.status !== 'banned' && <ActionForm intent="ban" title="Ban" submit="Ban" variant="danger" />}
          {user.status !== 'active' && <ActionForm intent="restore" title="Restore" submit="Restore" variant="primary" />}
        </Stack>
      ) : (
        <Text tone="muted">Only an admin can change this account&apos;s standing.</Text>
      )}
      <Stack gap="small">
        <Heading level={2}>Staff actions on this account</Heading>
        <AuditLogView entries={entries} olderHref={null} />
      </Stack>
    </Stack>
  );
}
