/** The per-profile adult popup's rule and texts (AdultPopup.tsx shows it). */
export const ADULT_POPUP = {
  title: 'Adults only',
  message: "This creator's content is for adults. Confirm that you are 18 or older to continue.",
  confirm: 'I am 18 or older',
  leave: 'Leave',
} as const;

/** Whether to ask the server at all. */
export function shouldCheckAdultPopup(options: { skip: boolean; hasSession: boolean; targetIsCreator: boolean; own: boolean }): boolean {
  return !options.skip && options.hasSession && options.targetIsCreator && !options.own;
}
