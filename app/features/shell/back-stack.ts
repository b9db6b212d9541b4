import { matchEntry, shouldPushHome, type Viewer } from '../../lib/navigation';
import { readLocal, STORAGE_KEYS } from '../../lib/storage';

/** The viewer as the server rendered it into <body data-*> (read before hydration). */
export function viewerFromDocument(doc: Document = document): Viewer {
  const data = doc.body.dataset;
  return {
    loggedIn: data.loggedIn === 'true',
    userRole: data.userRole === '1' ? 1 : data.userRole === '0' ? 0 : null,
    userName: data.userName || null,
  };
}

/** Spec section 2: a short history with the age gate accepted gets /home pushed beneath the landing page. */
export function applyBackStackRule(win: Window = window): void {
  const { location, history } = win;
  const accepted = readLocal(STORAGE_KEYS.ageGateAccepted) !== null;
  if (!shouldPushHome(matchEntry(location.pathname), viewerFromDocument(win.document), history.length, accepted)) return;
  const current = location.pathname + location.search + location.hash;
  history.replaceState(null, '', '/home');
  history.pushState(null, '', current);
}
