import type { ReactNode } from 'react';
import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { cx } from '../../lib/cx';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './TextLink.css';

export type TextLinkProps = {
  href: string;
  children: ReactNode;
  /** Opens in a new tab, outside the app's router. */
  external?: boolean;
  className?: string;
};

export function TextLink({ href, children, external = false, className }: TextLinkProps) {
  const Link = useLinkComponent();
  if (external) {
    return (
      <a href={href} className={cx(styles.link, className)} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={href} className={cx(styles.link, className)}>
      {children}
    </Link>
  );
}
