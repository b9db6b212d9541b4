import { cx } from '../../lib/cx';
import { formatCoins, formatCount } from '../../lib/format';
import { visuallyHidden } from '../../theme/utils.css';
import { Icon } from '../Icon/Icon';
import * as styles from './CoinAmount.css';

export type CoinAmountProps = {
  amount: number;
  size?: 'sm' | 'md' | 'lg';
  /** The unit read by assistive technology. */
  unit?: string;
  /** All digits ("1,250") instead of the compact form ("1.25K"), where the exact balance matters. */
  exact?: boolean;
  className?: string;
};

/** A coin amount with the coin icon: "1.5K". Screen readers hear "1,500 coins", the word the screens use. */
export function CoinAmount({ amount, size = 'md', unit = 'coins', exact = false, className }: CoinAmountProps) {
  return (
    <span className={cx(styles.amount, styles.size[size], className)}>
      <Icon name="coin" size={size === 'lg' ? 'medium' : 'small'} />
      <span aria-hidden="true">{exact ? formatCount(amount) : formatCoins(amount)}</span>
      <span className={visuallyHidden}>{`${formatCount(amount)} ${unit}`}</span>
    </span>
  );
}
