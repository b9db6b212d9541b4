import { forwardRef, type ButtonHTMLAttributes, type MouseEventHandler } from 'react';
import { useLinkComponent } from '../../lib/DesignSystemProvider';
import { cx } from '../../lib/cx';
import { visuallyHidden } from '../../theme/utils.css';
import { Badge } from '../Badge/Badge';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'secondary', 'primary'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children' | 'type'> & {
  icon: IconName;
  /** The button's accessible name (also its tooltip). */
  label: string;
  onPress?: () => void;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** An unread count shown on the icon and read after the label. */
  badge?: number;
  variant?: IconButtonVariant;
  size?: 'small' | 'medium';
  type?: 'button' | 'submit' | 'reset';
};

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, onPress, onClick, badge, variant = 'ghost', size = 'medium', type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      title={label}
      className={cx(styles.iconButton({ variant, size }), className)}
      onClick={(event) => {
        onClick?.(event);
        onPress?.();
      }}
      {...rest}
    >
      <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} />
      <span className={visuallyHidden}>{badge ? `${label}, ${badge} unread` : label}</span>
      {badge ? (
        <span aria-hidden="true">
          <Badge count={badge} className={styles.badge} />
        </span>
      ) : null}
    </button>
  );
});

export type IconLinkProps = {
  icon: IconName;
  /** The link's accessible name (also its tooltip). */ label: string;
  href: string;
  variant?: IconButtonVariant;
  size?: 'small' | 'medium';
};

/** An icon that goes somewhere (the home header's "Search creators"): a link that looks like an IconButton. */
export function IconLink({ icon, label, href, variant = 'ghost', size = 'medium' }: IconLinkProps) {
  const Link = useLinkComponent();
  return (
    <Link href={href} title={label} className={styles.iconButton({ variant, size })}>
      <Icon name={icon} size={size === 'small' ? 'small' : 'medium'} />
      <span className={visuallyHidden}>{label}</span>
    </Link>
  );
}
