import { cx } from '../../lib/cx';
import { formatMoney } from '../../lib/format';
import * as styles from './Money.css';

/** A dollar amount, two decimals, K/M/B/T above a thousand: "$1.50K". */
export function Money({ amount, className }: { amount: number; className?: string }) {
  return <span className={cx(styles.money, className)}>{formatMoney(amount)}</span>;
}
