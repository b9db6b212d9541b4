/** Reports and DMCA notices (issue 19 points 3 and 4, ADR 092); the rules are in domain/moderation. Staff decide on the console's pages. */
import { counterInput, noticeInput, reportInput } from '../../common/moderation';
import { endpoint, noInput } from './endpoint';

export const moderationEndpoints = {
  /** Reports a user, a post or a chat message; a repeat of an open report folds into it (`folded`). */
  'report.create': endpoint({
    method: 'POST',
    path: '/core/report/create/',
    access: 'signedUp',
    input: reportInput,
    handler: ({ input, user, services }) => services.moderation.fileReport(user.user_id, input),
  }),
  /** The caller's reports and what became of them. */
  'report.list': endpoint({
    method: 'GET',
    path: '/core/report/list/',
    access: 'signedUp',
    input: noInput,
    handler: async ({ user, services }) => ({ list: await services.moderation.myReports(user.user_id) }),
  }),
  /** A DMCA notice (the public form posts the same fields to its page's action). */
  'dmca.notice': endpoint({
    method: 'POST',
    path: '/core/dmca/notice/',
    access: 'public',
    input: noticeInput,
    handler: ({ input, services, req }) => services.moderation.submitNotice(input, req.headers.host),
  }),
  /** A creator's counter-notice to a takedown of their posts. */
  'dmca.counter': endpoint({
    method: 'POST',
    path: '/core/dmca/counter/',
    access: 'signedUp',
    input: counterInput,
    handler: ({ input, user, services }) => services.moderation.fileCounterNotice(user.user_id, input),
  }),
};
