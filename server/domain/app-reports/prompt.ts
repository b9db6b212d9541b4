/** The install guide's rule (ADR 111), apart from the module the composition root binds. */
import { OPEN_SOURCE } from '../../../common/app-reports';

/**
 * Whether a browser visitor is offered the install guide: a browser open (never inside the
 * installed app) of someone who came back (an earlier browser open), never opened the
 * installed app, and neither dismissed nor accepted the guide in the last 30 days.
 */
export function shouldPromptInstall(facts: {
  openSource: number;
  openedStandalone: boolean;
  openedBrowserBefore: boolean;
  answeredRecently: boolean;
}): boolean {
  return facts.openSource === OPEN_SOURCE.browser && !facts.openedStandalone && facts.openedBrowserBefore && !facts.answeredRecently;
}
