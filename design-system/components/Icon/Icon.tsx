import { cx } from '../../lib/cx';
import * as styles from './Icon.css';
import { iconPaths, type IconName } from './paths';

export { iconNames, productIconNames, type IconName } from './paths';
export const iconSizes = ['small', 'medium', 'large'] as const;
export type IconSize = (typeof iconSizes)[number];

export type IconProps = {
  name: IconName;
  size?: IconSize;
  /** Gives the icon a name for assistive technology; without it the icon is decorative. */
  label?: string;
  className?: string;
};

export function Icon({ name, size = 'medium', label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const, focusable: 'false' as const };
  return (
    <svg viewBox="0 0 24 24" className={cx(styles.icon, styles.iconSize[size], className)} {...a11y}>
      {iconPaths[name]}
    </svg>
  );
}
