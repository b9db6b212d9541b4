/**
 * /pay/transactions as a view (issue 20): designed rows, the other party's avatar on the left, who
 * and what in words, the amount on the right coloured by direction over a time that does not wrap;
 * "Load more" (keyset pages).
 */
import { Avatar, Box, Button, DateTime, EmptyState, Icon, ItemList, ListRow, Money, Stack, Text, CoinAmount } from '#ds';
import { type StatementLine, lineTitle } from './types';

export interface TransactionsViewProps {
  lines: StatementLine[];
  hasMore: boolean;
  loading?: boolean;
  error?: string;
  onLoadMore: () => void;
}

function Leading({ line }: { line: StatementLine }) {
  if (line.party) return <Avatar src={line.party.portrait || undefined} name={line.party.nickname || line.party.user_name} size="medium" decorative />;
  return (
    <Box display="flex" alignItems="center" justifyContent="center" aria-hidden>
      <Icon name={line.kind === 'purchase' ? 'coin' : 'receipt'} />
    </Box>
  );
}

/** The amount, coloured by direction; a purchase also shows what the card paid. */
function Amount({ line }: { line: StatementLine }) {
  const incoming = line.amount > 0;
  return (
    <>
      <Text as="span" weight="semibold" tone={incoming ? 'success' : 'default'}>
        <span aria-hidden="true">{incoming ? '+' : '−'}</span>
        <CoinAmount amount={Math.abs(line.amount)} unit={incoming ? 'coins in' : 'coins out'} />
      </Text>
      {line.cents > 0 && (
        <Text as="span" size="sm" tone="muted">
          <Money amount={line.cents / 100} />
        </Text>
      )}
    </>
  );
}

export function TransactionsView({ lines, hasMore, loading = false, error, onLoadMore }: TransactionsViewProps) {
  if (lines.length === 0 && !hasMore) {
    return <EmptyState icon="coin" title="No transactions yet" description="Coins you buy, spend or earn will show here." />;
  }
  return (
    <Stack gap="large">
      <ItemList label="Transactions">
        {lines.map((line) => (
          <li key={line.id} data-testid="transaction">
            <ListRow
              leading={<Leading line={line} />}
              title={lineTitle(line)}
              description={<DateTime value={line.created_at} />}
              meta={<Amount line={line} />}
            />
          </li>
        ))}
      </ItemList>
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
