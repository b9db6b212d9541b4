/** The app reports' input schemas (issue 24, ADR 111): the server's; the browser needs only app-reports.ts. */
import { z } from 'zod';
import { DEVICE_PLATFORM, OPEN_SOURCE } from './app-reports';
import { multiLine, oneLine } from './text';

const openSource = z.union([z.literal(OPEN_SOURCE.standalone), z.literal(OPEN_SOURCE.browser)]);
/** A report's names: lower-case words joined by underscores (user_open_mode, creator_verify, click_camera_icon). */
const reportName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'is not a report name');

export const openAppReportSchema = z.object({ open_source: openSource });

/**
 * common_report's free payload: an action and the known fields, others dropped. user_open_mode
 * must carry open_mode and device_platform; install_prompt (the guide: shown, dismissed,
 * accepted) carries its type.
 */
export const commonReportSchema = z
  .object({
    action: reportName,
    type: reportName.optional(),
    open_mode: openSource.optional(),
    device_platform: z.union([z.literal(DEVICE_PLATFORM.desktop), z.literal(DEVICE_PLATFORM.mobile)]).optional(),
  })
  .refine((r) => r.action !== 'user_open_mode' || (r.open_mode !== undefined && r.device_platform !== undefined), {
    message: 'user_open_mode needs open_mode and device_platform',
    path: ['open_mode'],
  });
export type CommonReport = z.infer<typeof commonReportSchema>;

/** What the client shows of its user; lengths generous, as the client reports what it has. */
export const userReportSchema = z.object({
  user_role: z.union([z.literal(0), z.literal(1)]),
  portrait: oneLine().max(2048).default(''),
  user_name: oneLine().max(64),
  nickname: oneLine().max(128).default(''),
  bio: multiLine().max(2000).default(''),
});
export type UserReport = z.infer<typeof userReportSchema>;
