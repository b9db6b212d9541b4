/**
 * The installable app's reports (spec sections 3, 4 and 7, issue 24, ADR 111): how the app was
 * opened, common_report's free payload and the user/report snapshot. Stored, limited per user;
 * the client ignores their errors. Any session may send them (visitors have anonymous accounts).
 */
import { commonReportSchema, openAppReportSchema, userReportSchema } from '../../common/app-reports-schemas';
import { endpoint } from './endpoint';

export const appReportEndpoints = {
  /** open_source 1 (the installed app) or 2 (a browser): answers whether to offer the install guide. */
  'user.open_app_report': endpoint({
    method: 'POST',
    path: '/core/user/open_app_report/',
    access: 'session',
    input: openAppReportSchema,
    handler: ({ input, user, services }) => services.appReports.reportOpen(user.user_id, input.open_source),
  }),
  /**
   * A free payload, e.g. action user_open_mode (open_mode, device_platform), creator_verify (type
   * click_camera_icon, when a fan taps the camera tab) or install_prompt (shown, dismissed,
   * accepted). Known fields are checked and stored, others dropped.
   */
  'system.common_report': endpoint({
    method: 'POST',
    path: '/core/system/common_report/',
    access: 'session',
    input: commonReportSchema,
    handler: async ({ input, user, services }) => {
      await services.appReports.reportCommon(user.user_id, input);
      return {};
    },
  }),
  /** What the client shows of its user, on start and every 60 s. */
  'user.report': endpoint({
    method: 'POST',
    path: '/core/user/report/',
    access: 'session',
    input: userReportSchema,
    handler: async ({ input, user, services }) => {
      await services.appReports.reportUser(user.user_id, input);
      return {};
    },
  }),
};
