import type { MouseEvent } from 'react';
import * as styles from './SkipLinks.css';

export type SkipLink = { label: string; /** The id of the region it jumps to. */ target: string };

export type SkipLinksProps = { links: SkipLink[] };

/**
 * Moves focus into the target (made focusable with tabindex -1 if it is not), so the next Tab
 * starts there. `scroll: false` keeps the scroll position (a restored one after going back).
 */
export function focusRegion(target: HTMLElement, { scroll = true }: { scroll?: boolean } = {}) {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: !scroll });
}

/**
 * "Skip to content" (and, where there is one, "Skip to navigation"): the first focusable
 * elements of the page, hidden until focused. Put them before everything else.
 */
export function SkipLinks({ links }: SkipLinksProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = event.currentTarget.ownerDocument.getElementById(id);
    if (!target) return;
    event.preventDefault();
    focusRegion(target);
  };
  return (
    <>
      {links.map((link) => (
        <a key={link.target} href={`#${link.target}`} className={styles.link} onClick={(event) => jump(event, link.target)}>
          {link.label}
        </a>
      ))}
    </>
  );
}
