/** Moderation (ADR 092): reports, hidden content, DMCA. The functions take ModerationDeps first; createModerationService binds them. */
import { bindDeps } from '../bind';
import { decideCase, hiddenItems, openCases, restoreHidden } from './cases';
import type { ModerationDeps } from './deps';
import { fileCounterNotice, noticeForCreator, notices, rejectNotice, restoreCounter, submitNotice, takeDown } from './dmca';
import { fileReport, myReports } from './reports';

export { MODERATION_NOTIFY_TYPE, type ModerationDeps } from './deps';

export const moderationFunctions = {
  fileReport,
  myReports,
  openCases,
  hiddenItems,
  decideCase,
  restoreHidden,
  submitNotice,
  notices,
  takeDown,
  rejectNotice,
  noticeForCreator,
  fileCounterNotice,
  restoreCounter,
};

export function createModerationService(deps: ModerationDeps) {
  return bindDeps(moderationFunctions, deps);
}

export type ModerationService = ReturnType<typeof createModerationService>;
