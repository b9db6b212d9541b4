/** /pay/transactions as a view: ledger lines, newest first, with "Load more" (keyset pages). */
import { Button, DateTime, EmptyState, Money, Stack, Text, TokenAmount } from '#ds';
import { type StatementLine, kindLabel } from './types';

export interface TransactionsViewProps {
  lines: StatementLine[];
  hasMore: boolean;
  loading?: boolean;
  error?: string;
  onLoadMore: () => void;
}

export function TransactionsView({ lines, hasMore, loading = false, error, onLoadMore }: TransactionsViewProps) {
  if (lines.length === 0 && !hasMore) {
    return <EmptyState icon="coin" title="No transactions yet" description="Coins you buy, spend or earn will show here." />;
  }
  return (
    <Stack gap="large">
      <Stack gap="medium">
        {lines.map((line) => (
          <div key={line.id} data-testid="transaction">
            <Stack gap="xsmall">
              <Text weight="medium">
                {kindLabel(line)}
                {line.account === 'earnings' ? ' (earnings)' : ''}
              </Text>
              <Text>
                <span aria-hidden="true">{line.amount > 0 ? '+' : '−'}</span>
                <TokenAmount amount={Math.abs(line.amount)} unit={line.amount > 0 ? 'coins in' : 'coins out'} />
                {line.cents > 0 && (
                  <>
                    {' '}
                    for <Money amount={line.cents / 100} />
                  </>
                )}
              </Text>
              <Text size="sm" tone="muted">
                <DateTime value={line.created_at} />
              </Text>
            </Stack>
          </div>
        ))}
      </Stack>
      {error && (
        <Text tone="danger">
          <span role="alert">{error}</span>
        </Text>
      )}
      {hasMore && (
        <Button variant="secondary" loading={loading} onPress={onLoadMore}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
