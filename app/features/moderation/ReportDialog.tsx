/**
 * Reporting (ADR 092): the dialog (a reason from the fixed list, optional words, send) and the
 * "Report" button that opens it for a user, a post or a chat message. Reporting is apart from
 * blocking. The button shows only to signed-up users who do not own the target.
 */
import { useRouteLoaderData } from '@remix-run/react';
import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { Button, Dialog, RadioGroup, Stack, Text, TextArea, useToast } from '#ds';
import { REPORT_REASON_KEYS, REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason, type ReportTarget } from '../../../common/moderation';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/client';
import type { RootLoaderData } from '../../root.server';

const WHAT: Record<ReportTarget, string> = { user: 'this account', post: 'this post', message: 'this message' };

export interface ReportDialogViewProps {
  target: ReportTarget;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  busy?: boolean;
  error?: string | null;
  onSubmit: (reason: ReportReason, text: string) => void;
}

export function ReportDialogView({ target, open, onOpenChange, trigger, busy = false, error, onSubmit }: ReportDialogViewProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={`Report ${WHAT[target]}`}
      description="Our moderators review every report. The person you report is not told who reported them. To stop someone contacting you, block them."
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason) return setMissing(true);
          onSubmit(reason, text);
        }}
      >
        <Stack gap="medium">
          <RadioGroup
            label="Reason"
            description="Choose one."
            options={REPORT_REASON_KEYS.map((id) => ({ id, label: REPORT_REASONS[id] }))}
            value={reason}
            onChange={(id) => {
              setReason(id as ReportReason);
              setMissing(false);
            }}
            isInvalid={missing}
            errorMessage={missing ? 'Choose a reason.' : undefined}
          />
          <TextArea label="Anything to add (optional)" value={text} onChange={setText} maxLength={REPORT_TEXT_MAX} rows={3} />
          {error && (
            <div role="alert">
              <Text tone="danger">{error}</Text>
            </div>
          )}
          <Button type="submit" loading={busy}>
            Send report
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}

/** The signed-up user who may report (null: a visitor, or a view shown outside the app, as in a story). */
const ReporterContext = createContext<number | null>(null);

/** Put once around the app's pages (root.tsx): views then offer "Report" without being told who is looking. */
export function ReporterProvider({ children }: { children: ReactNode }) {
  const user = useRouteLoaderData<RootLoaderData>('root')?.user;
  return <ReporterContext.Provider value={user && !user.is_anonymous ? user.user_id : null}>{children}</ReporterContext.Provider>;
}

/** "Report" for a target owned by `ownerId`; nothing for visitors or the owner. */
export function ReportButton(props: ReportButtonProps) {
  const reporter = useContext(ReporterContext);
  // Views shown outside the app (stories, tests) have no reporter, and so no toasts to need.
  return reporter === null || reporter === props.ownerId ? null : <ConnectedReportButton {...props} />;
}

/** Whether the viewer may report what `ownerId` owns (a signed-up user who is not the owner): a menu shows "Report" then. */
export function useCanReport(ownerId: number) {
  const reporter = useContext(ReporterContext);
  return reporter !== null && reporter !== ownerId;
}

/** The report dialog alone, opened from elsewhere (a "More" menu's "Report"); nothing for visitors or the owner. */
export function ReportDialogFor(props: ReportButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const reporter = useContext(ReporterContext);
  return reporter === null || reporter === props.ownerId ? null : <ConnectedReportButton {...props} />;
}

interface ReportButtonProps {
  target: ReportTarget;
  targetId: number;
  ownerId: number;
  label?: string;
}

function ConnectedReportButton({
  target,
  targetId,
  label = 'Report',
  ...controlled
}: ReportButtonProps & { open?: boolean; onOpenChange?: (open: boolean) => void }) {
  const toast = useToast();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlled.open ?? ownOpen;
  const setOpen = controlled.onOpenChange ?? setOwnOpen;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (reason: ReportReason, text: string) => {
    setBusy(true);
    setError(null);
    try {
      const { folded } = await api().call(
        'report.create',
        { target_type: target, target_id: targetId, reason, ...(text.trim() ? { text } : {}) },
        { silent: true },
      );
      setOpen(false);
      toast.show(folded ? 'You already reported this; it is under review.' : 'Thanks: your report was sent. See it under Your reports.', { tone: 'success' });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The report could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <ReportDialogView
      target={target}
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      error={error}
      onSubmit={(reason, text) => void send(reason, text)}
      trigger={
        controlled.onOpenChange ? undefined : (
          <Button variant="ghost" size="sm">
            {label}
          </Button>
        )
      }
    />
  );
}
