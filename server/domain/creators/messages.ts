/** What the applicant is told of a decision: the notification and the email (ADR 091). */
import { NOTIFY_TYPE } from '../../../common/notifications';
import { PRODUCT_NAME } from '../../../common/brand';
import type { NotifyInput } from '../notifications';

export function decisionNotice(decision: { approved: boolean; reason: string }): NotifyInput {
  return decision.approved
    ? {
        notifyType: NOTIFY_TYPE.HostApplication,
        content: { title: 'You are a creator now', summary: 'Your host application was approved. Tap the camera to publish your first post.' },
        link: '/creator_audit',
      }
    : {
        notifyType: NOTIFY_TYPE.HostApplication,
        content: { title: 'Your host application was not approved', summary: decision.reason },
        link: '/creator_audit',
      };
}

export function decisionMail(decision: { approved: boolean; reason: string }, publicUrl: string): { subject: string; text: string } {
  const page = `${publicUrl.replace(/\/$/, '')}/creator_audit`;
  return decision.approved
    ? {
        subject: `Your ${PRODUCT_NAME} host application was approved`,
        text: `Good news: your host application was approved and your account is a creator account now.\n\nYou can publish your first post right away: ${page}\n`,
      }
    : {
        subject: `Your ${PRODUCT_NAME} host application was not approved`,
        text: `Your host application was not approved, for this reason:\n\n${decision.reason}\n\nYou can correct this and apply again: ${page}\n`,
      };
}
