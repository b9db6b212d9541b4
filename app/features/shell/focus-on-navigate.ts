/**
 * Focus after a client-side navigation (issue 20 point 4): the new page's h1 takes focus, so a
 * screen reader announces where the user landed and the next Tab starts on the page, not at
 * the link they pressed. Not on the first load (the browser starts at the top, skip link
 * first), and not when only the query changed (filters, tabs inside a page keep their focus).
 * With a #fragment (the hub's "Vault" row) focus goes to that target instead, where the router
 * has scrolled.
 */
import { useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { focusRegion } from '#ds';

/** Puts focus on the page's h1 (made focusable with tabindex -1), or on main when there is none. */
export function focusPageHeading(doc: Document = document): boolean {
  const heading = doc.querySelector<HTMLElement>('main h1') ?? doc.querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('main');
  if (!heading) return false;
  focusRegion(heading, { scroll: false });
  return true;
}

export function useFocusHeadingOnNavigate() {
  const { pathname, hash } = useLocation();
  const idle = useNavigation().state === 'idle';
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!idle) return;
    const first = previous.current === null;
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (first || !changed) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) focusRegion(target, { scroll: false });
    else focusPageHeading();
  }, [pathname, hash, idle]);
}
