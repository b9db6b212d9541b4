/**
 * What the shell needs only after something happens, or for what the server may send later: the
 * hosts of banners, incoming calls, the spend question, the install guide, the role hints and the
 * account notice, and the effects that give a visitor an anonymous account and open the chat socket
 * and web push. The shell loads this module once the page is idle (ADR 105, 116): none of it shows
 * in the first paint, and a spend asked for before it loaded waits in its store until the host shows it.
 */
import { useLocation, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import type { RootLoaderData } from '../../root.server';
import type { EntryMatch, Viewer } from '../../lib/navigation';
import { liveOfPath } from '../../realtime/live-socket';
import { useReferral } from '../../stores/referral';
import { CallBannerHost } from '../calls/CallBannerHost';
import { AccountMismatch } from '../email-links/AccountMismatch';
import { RoleHints } from '../flags/RoleHints';
import { InstallHost } from '../install/InstallHost';
import { BannerHost } from '../notifications/BannerHost';
import { SpendHost } from '../pay/spend-host';
import { ensureAnonymousUser, writeIdentityCookies } from '../session/anonymous';
import { logout, onBeforeLogout } from '../session/logout';

export default function IdleHosts({ root, match, viewer }: { root: RootLoaderData; match: EntryMatch | null; viewer: Viewer }) {
  return (
    <>
      <IdleEffects root={root} />
      <BannerHost />
      <CallBannerHost me={root.viewer.loggedIn && root.user ? root.user.user_id : null} />
      <InstallHost user={root.user} appName={root.env.APP_NAME} isBot={root.isBot} />
      <SpendHost />
      <RoleHints match={match} viewer={viewer} settings={root.settings} />
      {!root.pageError && <AccountMismatch notice={root.emailLink} />}
    </>
  );
}

function IdleEffects({ root }: { root: RootLoaderData }) {
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const navigating = useNavigation().state !== 'idle';
  const latest = useRef({ navigating, revalidate: revalidator.revalidate });
  latest.current = { navigating, revalidate: revalidator.revalidate };
  const { user, viewer } = root;
  const userId = user?.user_id;

  // x-fm-ui / x-fm-ut follow the session; a visitor without one gets an anonymous account (bots none).
  const isAnonymous = user?.is_anonymous;
  const [noAnonymousAccount, setNoAnonymousAccount] = useState(false);
  useEffect(() => {
    if (userId !== undefined) {
      writeIdentityCookies({ user_id: userId, is_anonymous: Boolean(isAnonymous) });
      return;
    }
    if (root.isBot) return;
    ensureAnonymousUser().then(
      () => latest.current.revalidate(),
      () => setNoAnonymousAccount(true), // offline or refused: the visitor browses without one, and the next page load tries again
    );
  }, [userId, isAnonymous, root.isBot]);

  const renewalTarget = root.emailLink?.renewalTarget;
  useEffect(() => {
    if (renewalTarget) useReferral.setState({ renewalTargetUserId: renewalTarget });
  }, [renewalTarget]);

  // On /live/join_live the socket carries the live (the `li` query, spec section 7): a change reconnects it.
  const liveId = liveOfPath(pathname, search);
  // The chat socket (shell-socket.ts), connected now that the page is idle. A visitor's waits for the
  // anonymous account, which the revalidation brings: connecting before would connect twice.
  const awaitingAccount = userId === undefined && !root.isBot && !noAnonymousAccount;
  useEffect(() => {
    if (awaitingAccount) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void import('./shell-socket').then(({ openShellSocket }) => {
      if (cancelled) return;
      close = openShellSocket({
        userId,
        loggedIn: viewer.loggedIn,
        liveId,
        onSignout: () => void logout(),
        // The root loader gives the fresh user. A navigation under way loads it anyway; revalidating then would start it a second time (ADR 083).
        onUserInfoChange: () => {
          if (!latest.current.navigating) latest.current.revalidate();
        },
      });
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [userId, viewer.loggedIn, liveId, awaitingAccount]);

  // The service worker for everyone (offline page, precache, push; ADR 111). Web push: a logged-in user's device is reported (now and
  // every 3,000,000 ms) only when notification permission is granted, and forgotten on logout.
  useEffect(() => void loadPushClient().then((push) => push.registerServiceWorker()), []);
  const loggedIn = viewer.loggedIn;
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadPushClient().then((push) => {
      if (cancelled) return;
      const stopReporting = push.startPushReporting();
      const unregister = onBeforeLogout(push.forgetDevice);
      stop = () => {
        stopReporting();
        unregister();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [loggedIn, userId]);

  return null;
}

const loadPushClient = () => import('../notifications/push-client');
