/** /pay/transactions: the user's ledger lines, newest first, "Load more" by keyset. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { requireSignedUp } from '../features/session/access.server';
import { TransactionsView } from '../features/pay/TransactionsView';
import type { StatementLine } from '../features/pay/types';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  return services.money.statement(user.user_id);
}

export default function PayTransactions() {
  const first = useLoaderData<typeof loader>();
  const [lines, setLines] = useState<StatementLine[]>(first.list);
  const [next, setNext] = useState<number | null>(first.next);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const loadMore = async () => {
    if (next === null) return;
    setLoading(true);
    setError(undefined);
    try {
      const page = await api().call('pay.transactions', { before: next, limit: 20 }, { silent: true });
      setLines((l) => [...l, ...page.list]);
      setNext(page.next);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  };
  return (
    <ScreenFrame title="Transactions">
      <Box paddingX="large" paddingY="large">
        <TransactionsView lines={lines} hasMore={next !== null} loading={loading} error={error} onLoadMore={() => void loadMore()} />
      </Box>
    </ScreenFrame>
  );
}
