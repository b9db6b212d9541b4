/**
 * The report dialog (ADR 092): a reason from the fixed list, optional words, send. Loaded when a
 * "Report" is first pressed (ReportDialog.tsx), so its code is not part of a page's first visit (ADR 105).
 */
import { useState, type ReactElement, type RefObject } from 'react';
import { Button, Dialog, RadioGroup, Stack, Text, TextArea, useToast } from '#ds';
import { REPORT_REASON_KEYS, REPORT_REASONS, REPORT_TEXT_MAX, type ReportReason, type ReportTarget } from '../../../common/moderation';
import { api } from '../../lib/api';
import { ApiError } from '../../lib/api/api-error';

const WHAT: Record<ReportTarget, string> = { user: 'this account', post: 'this post', message: 'this message' };

export interface ReportDialogViewProps {
  target: ReportTarget;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
  busy?: boolean;
  error?: string | null;
  onSubmit: (reason: ReportReason, text: string) => void;
  /** Where focus returns on close when there is no trigger (the button that opened it). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

export function ReportDialogView({ target, open, onOpenChange, trigger, returnFocusRef, busy = false, error, onSubmit }: ReportDialogViewProps) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      returnFocusRef={returnFocusRef}
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

export interface ReportDialogTarget {
  target: ReportTarget;
  targetId: number;
}

/** The dialog with its sending: open and closed by its caller. */
export function ConnectedReportDialog({
  target,
  targetId,
  open,
  onOpenChange,
  returnFocusRef,
}: ReportDialogTarget & { open: boolean; onOpenChange: (open: boolean) => void; returnFocusRef?: RefObject<HTMLElement | null> }) {
  const toast = useToast();
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
      onOpenChange(false);
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
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      busy={busy}
      error={error}
      onSubmit={(reason, text) => void send(reason, text)}
    />
  );
}
