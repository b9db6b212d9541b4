/**
 * The app's reports from the browser (spec section 7, ADR 111). An open is one per tab: the first
 * page load of a tab reports open_app_report and common_report's user_open_mode, and keeps the
 * answer (is_prompt_install) for the tab's reloads. user/report goes on start and every 60 s, at
 * most once a minute across reloads. Errors are ignored, as the spec says.
 */
import { USER_REPORT_MS } from '../../../common/app-reports';
import type { SessionUser } from '../../../common/identity';
import { api } from '../../lib/api';
import { devicePlatform, openSource } from './open-mode';

const OPEN_KEY = 'app_open_reported';
const USER_REPORT_KEY = 'user_report_at';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** This tab's open, reported once per user: whether to offer the install guide. */
export async function reportOpen(userId: number): Promise<boolean> {
  const store = session();
  const key = `${OPEN_KEY}:${userId}`;
  const known = store?.getItem(key);
  if (known === 'prompt' || known === 'none') return known === 'prompt';
  const source = openSource();
  void api()
    .call('system.common_report', { action: 'user_open_mode', open_mode: source, device_platform: devicePlatform(navigator.userAgent) }, { silent: true })
    .catch(() => undefined);
  try {
    const { is_prompt_install } = await api().call('user.open_app_report', { open_source: source }, { silent: true });
    store?.setItem(key, is_prompt_install ? 'prompt' : 'none');
    return is_prompt_install;
  } catch {
    return false;
  }
}

/** The install guide's fate (shown, dismissed, accepted), for the server's rule and the staff's counts. */
export function reportInstallPrompt(type: 'shown' | 'dismissed' | 'accepted'): void {
  void api()
    .call('system.common_report', { action: 'install_prompt', type }, { silent: true })
    .catch(() => undefined);
}

/** user/report now (unless this tab sent one within the minute) and every 60 s; `user` gives the latest fields. Returns stop. */
export function startUserReports(user: () => SessionUser | null): () => void {
  const send = () => {
    const u = user();
    if (!u) return;
    session()?.setItem(USER_REPORT_KEY, String(Date.now()));
    const { user_role, portrait, user_name, nickname, bio } = u;
    void api()
      .call('user.report', { user_role, portrait, user_name, nickname, bio }, { silent: true })
      .catch(() => undefined);
  };
  const last = Number(session()?.getItem(USER_REPORT_KEY));
  if (!(last > 0 && Date.now() - last < USER_REPORT_MS)) send();
  const timer = setInterval(send, USER_REPORT_MS);
  return () => clearInterval(timer);
}
