/**
 * The install-to-home-screen guide, mounted in the shell (spec sections 1 and 2, ADR 111). Once
 * per tab the open is reported; when the server answers is_prompt_install, a browser visitor who
 * agreed to the age gate and did not dismiss the guide lately sees Chromium's own install dialog
 * behind one button (beforeinstallprompt), the "Add to Home Screen" steps on iOS Safari, or the
 * menu's steps on Android. Never inside the installed app. Also sends user/report every 60 s.
 */
import { useEffect, useRef, useState } from 'react';
import { InstallGuide, type InstallPlatform } from '#ds';
import type { SessionUser } from '../../../common/identity';
import { readLocal, STORAGE_KEYS, writeLocal } from '../../lib/storage';
import { reportInstallPrompt, reportOpen, startUserReports } from './app-reports';
import { currentOffer, onOffer, takeOffer } from './install-offer';
import { dismissedRecently, isStandalone, manualGuide } from './open-mode';

/** How long an Android browser has to offer its own dialog before the menu's steps are shown. */
const OFFER_WAIT_MS = 3000;

export function InstallHost({ user, appName, isBot }: { user: SessionUser | null; appName: string; isBot: boolean }) {
  const [platform, setPlatform] = useState<InstallPlatform | null>(null);
  const latestUser = useRef(user);
  latestUser.current = user;
  const userId = user?.user_id;

  useEffect(() => {
    if (userId === undefined) return;
    return startUserReports(() => latestUser.current);
  }, [userId]);

  useEffect(() => {
    if (userId === undefined || isBot) return;
    let cancelled = false;
    let stopWaiting = () => undefined as void;
    void reportOpen(userId).then((prompt) => {
      const allowed = prompt && !isStandalone() && !dismissedRecently() && readLocal(STORAGE_KEYS.ageGateAccepted) !== null;
      if (cancelled || !allowed) return;
      const manual = manualGuide(navigator.userAgent);
      if (manual === 'ios') return setPlatform('ios');
      if (currentOffer()) return setPlatform('prompt');
      const stopListening = onOffer(() => setPlatform('prompt'));
      const fallback = manual === 'android' ? setTimeout(() => setPlatform((p) => p ?? 'android'), OFFER_WAIT_MS) : undefined;
      stopWaiting = () => {
        stopListening();
        clearTimeout(fallback);
      };
    });
    return () => {
      cancelled = true;
      stopWaiting();
    };
  }, [userId, isBot]);

  useEffect(() => {
    if (platform) reportInstallPrompt('shown');
  }, [platform]);

  if (!platform) return null;
  const close = () => {
    writeLocal(STORAGE_KEYS.installGuideDismissedAt, String(Date.now()));
    reportInstallPrompt('dismissed');
    setPlatform(null);
  };
  const install = async () => {
    const event = takeOffer();
    if (!event) return close();
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'dismissed') writeLocal(STORAGE_KEYS.installGuideDismissedAt, String(Date.now()));
    reportInstallPrompt(outcome);
    setPlatform(null);
  };
  return <InstallGuide platform={platform} appName={appName} onClose={close} onInstall={() => void install()} />;
}
