import type { ReactNode } from 'react';
import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { cx } from '../../lib/cx';
import * as buttonStyles from '../Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../Button/Button';
import { Icon, type IconName } from '../Icon/Icon';
import * as iconButtonStyles from '../IconButton/IconButton.css';

export type ButtonLinkProps = {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  fullWidth?: boolean;
  children: ReactNode;
};

/** A link that looks like a button: navigation to another screen ("Edit profile", "Message"), not an action here. */
export function ButtonLink({ href, variant = 'secondary', size = 'md', icon, fullWidth = false, children }: ButtonLinkProps) {
  const Link = useLinkComponent();
  return (
    <Link href={href} className={buttonStyles.button({ variant, size, fullWidth })}>
      <span className={buttonStyles.label}>
        {icon && <Icon name={icon} size={size === 'lg' ? 'medium' : 'small'} />}
        {children}
      </span>
    </Link>
  );
}

export type IconButtonLinkProps = {
  href: string;
  icon: IconName;
  label: string;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'small' | 'medium';
  className?: string;
};

/** An icon link with a label (its accessible name and tooltip): the settings gear on one's own profile. */
export function IconButtonLink({ href, icon, label, variant = 'secondary', size = 'medium', className }: IconButtonLinkProps) {
  const Link = useLinkComponent();
  return (
    <Link href={href} className={cx(iconButtonStyles.iconButton({ variant, size }), className)} aria-label={label} title={label}>
      <Icon name={icon} size={size} />
    </Link>
  );
}
