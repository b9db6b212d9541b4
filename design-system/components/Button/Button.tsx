import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type MouseEventHandler, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Icon, type IconName } from '../Icon/Icon';
import { SpinnerGlyph } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type' | 'disabled'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner; the button stays focusable but ignores presses until loading ends. */
  loading?: boolean;
  disabled?: boolean;
  type?: 'button' | 'submit' | 'reset';
  onPress?: () => void;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  fullWidth?: boolean;
  /** An icon before the label. */
  icon?: IconName;
  children: ReactNode;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled = false,
    type = 'button',
    onPress,
    onClick,
    fullWidth = false,
    icon,
    className,
    children,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
    onPress?.();
  };
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      {...rest}
    >
      <span className={cx(styles.label, loading && styles.labelHidden)}>
        {icon && <Icon name={icon} size={size === 'lg' ? 'medium' : 'small'} />}
        {children}
      </span>
      {loading && <SpinnerGlyph size="small" className={styles.spinner} />}
    </button>
  );
});
