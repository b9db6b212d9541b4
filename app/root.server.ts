import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { isbot } from 'isbot';
import { ERRORS } from '../common/errors';
import { matchEntry, navigationTarget, UnknownGuardError, viewerOf } from './lib/navigation';
import { ACCOUNT_MISMATCH } from './features/email-links/email-link';
import { processEmailLink, takeEmailLinkNotice } from './features/email-links/email-link.server';
import { notFound } from './features/session/access.server';

// The root route's loader lives apart from root.tsx so that the shell's components can name its
// data's type without importing the module that renders them (no import cycle).

/**
 * Every request passes here first: the session is refreshed when it ends within 2 days; the
 * manifest's external targets, redirects, guards and auth requirements are applied; an email
 * link's parameters are handled and stripped; then the viewer, settings and server clock go
 * to the page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services, session, publicEnv } = context;
  await context.refreshSession();
  const user = session?.user ?? null;
  const viewer = viewerOf(user);
  const url = new URL(request.url);
  let target: string | null;
  try {
    target = navigationTarget(url, viewer, services.config);
  } catch (error) {
    if (!(error instanceof UnknownGuardError)) throw error;
    const { code, message } = ERRORS.UNKNOWN_MIDDLEWARE;
    throw data({ code, message }, { status: 500 });
  }
  if (target) throw redirect(target);
  // Staff pages do not exist for anyone else (ADR 090): the 404 of an unknown page.
  if (matchEntry(url.pathname)?.entry.auth === 'staff' && !session?.staffRole) notFound();
  // On the page the guards settled on (a logged-in "/" keeps its query on the way to /home).
  await processEmailLink(url, context, viewer.loggedIn ? user!.user_id : null);
  const emailLink = takeEmailLinkNotice(context);
  const { config } = services;
  const mismatchOnChatRoom = emailLink?.mismatch && matchEntry(url.pathname)?.entry.id === 'chatRoom';
  return {
    user,
    viewer,
    /** What an email link left for this page: the mismatch dialog, or on /chatRoom the 102 error page. */
    emailLink,
    pageError: mismatchOnChatRoom ? { status: ACCOUNT_MISMATCH.chatRoomStatus, message: ACCOUNT_MISMATCH.message } : null,
    env: publicEnv,
    settings: await services.system.settings(),
    /** The viewer's "blur explicit media until I tap" (/setting/adult_setting): feed, profile and chat honour it. Read with the session. */
    blurMedia: viewer.loggedIn ? session!.blurMedia : false,
    serverNow: services.system.nowSeconds(),
    /** Search-engine bots see no age gate. */
    isBot: isbot(request.headers.get('user-agent') ?? ''),
    version: services.version(),
    socialLinks: [
      config.SOCIAL_X_URL && { label: 'X', href: config.SOCIAL_X_URL },
      config.SOCIAL_INSTAGRAM_URL && { label: 'Instagram', href: config.SOCIAL_INSTAGRAM_URL },
    ].filter((link): link is { label: string; href: string } => Boolean(link)),
  };
}
export type RootLoaderData = Awaited<ReturnType<typeof loader>>;
