/**
 * Reporting (ADR 092): the "Report" button that opens the report dialog for a user, a post or a
 * chat message. Reporting is apart from blocking. The button shows only to signed-up users who do
 * not own the target. The dialog itself (ReportDialogView.tsx) loads when it first opens (ADR 105).
 */
import { useRouteLoaderData } from '@remix-run/react';
import { createContext, lazy, Suspense, useContext, useRef, useState, type ReactNode } from 'react';
import { Button } from '#ds';
import type { ReportTarget } from '../../../common/moderation';
import { useOpenedOnce } from '../../lib/opened-once';
import type { RootLoaderData } from '../../root.server';

const ConnectedReportDialog = lazy(() => import('./ReportDialogView').then((module) => ({ default: module.ConnectedReportDialog })));

/** The signed-up user who may report (null: a visitor, or a view shown outside the app, as in a story). */
const ReporterContext = createContext<number | null>(null);

/** Put once around the app's pages (root.tsx): views then offer "Report" without being told who is looking. */
export function ReporterProvider({ children }: { children: ReactNode }) {
  const user = useRouteLoaderData<RootLoaderData>('root')?.user;
  return <ReporterContext.Provider value={user && !user.is_anonymous ? user.user_id : null}>{children}</ReporterContext.Provider>;
}

interface ReportButtonProps {
  target: ReportTarget;
  targetId: number;
  ownerId: number;
  label?: string;
}

/** "Report" for a target owned by `ownerId`; nothing for visitors or the owner. */
export function ReportButton(props: ReportButtonProps) {
  const reporter = useContext(ReporterContext);
  // Views shown outside the app (stories, tests) have no reporter, and so no toasts to need.
  return reporter === null || reporter === props.ownerId ? null : <OwnReportButton {...props} />;
}

/** Whether the viewer may report what `ownerId` owns (a signed-up user who is not the owner): a menu shows "Report" then. */
export function useCanReport(ownerId: number) {
  const reporter = useContext(ReporterContext);
  return reporter !== null && reporter !== ownerId;
}

/** The report dialog alone, opened from elsewhere (a "More" menu's "Report"); nothing for visitors or the owner. */
export function ReportDialogFor({ open, onOpenChange, ...props }: ReportButtonProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const reporter = useContext(ReporterContext);
  const opened = useOpenedOnce(open);
  if (reporter === null || reporter === props.ownerId || !opened) return null;
  return (
    <Suspense fallback={null}>
      <ConnectedReportDialog target={props.target} targetId={props.targetId} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

/** The button, with the dialog once it has been pressed; focus returns to the button on close. */
function OwnReportButton({ target, targetId, label = 'Report' }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opened = useOpenedOnce(open);
  return (
    <>
      <Button ref={button} variant="ghost" size="sm" aria-haspopup="dialog" aria-expanded={open} onPress={() => setOpen(true)}>
        {label}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ConnectedReportDialog target={target} targetId={targetId} open={open} onOpenChange={setOpen} returnFocusRef={button} />
        </Suspense>
      )}
    </>
  );
}
