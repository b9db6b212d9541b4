import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './SidePanel.css';

export type SidePanelLink = { label: string; href: string; external?: boolean };
export type SidePanelProps = { links: SidePanelLink[]; socialLinks?: { label: string; href: string }[] };

/** Wide screens: the wordmark and the site links beside the feed. */
export function SidePanel({ links, socialLinks = [] }: SidePanelProps) {
  const Link = useLinkComponent();
  return (
    <aside className={styles.panel} aria-label="Fanstage">
      <span className={styles.wordmark}>Fanstage</span>
      <nav aria-label="Site">
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href}>
              {link.external ? (
                <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className={visuallyHidden}> (opens in a new tab)</span>
                </a>
              ) : (
                <Link className={styles.link} href={link.href}>
                  {link.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {socialLinks.length > 0 && (
        <nav aria-label="Social">
          <ul className={styles.socialList}>
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a className={styles.socialLink} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className={visuallyHidden}> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </aside>
  );
}
