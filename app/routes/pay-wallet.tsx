/** /pay/wallet: coins, a creator's earnings; with ?to=<user_name>, a section to send that user a gift, a tip or a flirt. */
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useState } from 'react';
import { Box, Heading, Stack, Text } from '#ds';
import { ERRORS } from '../../common/errors';
import { CreatorPayActions } from '../features/pay/CreatorPayActions';
import { WalletView } from '../features/pay/WalletView';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { session, services } = context;
  if (!session || session.user.is_anonymous) throw data({ code: ERRORS.AUTH_REQUIRED.code }, { status: 401 });
  const to = new URL(request.url).searchParams.get('to');
  const recipient = to ? await services.money.recipient(to) : null;
  return {
    wallet: await services.money.wallet(session.user.user_id),
    isCreator: session.user.user_role === 1,
    recipient: recipient && recipient.user_id !== session.user.user_id ? recipient : null,
    unknownRecipient: Boolean(to) && !recipient,
  };
}

export default function PayWallet() {
  const { wallet, isCreator, recipient, unknownRecipient } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [coins, setCoins] = useState(wallet.coins);
  const name = recipient ? recipient.nickname || recipient.user_name : '';
  return (
    <ScreenFrame title="Wallet">
      <Box paddingX="large" paddingY="large">
        <WalletView
          coins={coins}
          earnings={wallet.earnings}
          isCreator={isCreator}
          creatorSharePercent={wallet.creator_share_percent}
          onBuy={() => navigate('/pay/coins')}
        >
          {unknownRecipient && <Text tone="danger">{ERRORS.RECIPIENT_NOT_FOUND.message}</Text>}
          {recipient && (
            <section aria-labelledby="wallet-send-title">
              <Stack gap="small">
                <Heading level={2} id="wallet-send-title">
                  Send to {name}
                </Heading>
                <CreatorPayActions creatorId={recipient.user_id} creatorName={name} onSent={(r) => setCoins(r.balance)} />
              </Stack>
            </section>
          )}
        </WalletView>
      </Box>
    </ScreenFrame>
  );
}
