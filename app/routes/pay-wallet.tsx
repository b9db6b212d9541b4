/** /pay/wallet: coins, a creator's earnings; with ?to=<user_name>, a section to send that user a gift, a tip or a flirt. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Box, Heading, Stack, Text } from '#ds';
import { ERRORS } from '../../common/errors';
import { requireSignedUp } from '../features/session/access.server';
import { CreatorPayActions } from '../features/pay/CreatorPayActions';
import { WalletView, type WalletViewProps } from '../features/pay/WalletView';
import { api } from '../lib/api';
import { useWallet } from '../stores/wallet';
import { ScreenFrame } from '../features/shell/ScreenFrame';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const user = requireSignedUp(context, request);
  const to = new URL(request.url).searchParams.get('to');
  const recipient = to ? await services.money.recipient(to) : null;
  return {
    wallet: await services.money.wallet(user.user_id),
    spendSetting: await services.money.spendSetting(user.user_id),
    isCreator: user.user_role === 1,
    recipient: recipient && recipient.user_id !== user.user_id ? recipient : null,
    unknownRecipient: Boolean(to) && !recipient,
  };
}

export default function PayWallet() {
  const { wallet, spendSetting, isCreator, recipient, unknownRecipient } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  // The page's fresh figures seed the store the spend question reads; spends keep it current.
  useEffect(
    () => useWallet.getState().loaded({ coins: wallet.coins, askAboveCoins: spendSetting.ask_above_coins }),
    [wallet.coins, spendSetting.ask_above_coins],
  );
  const coins = useWallet((s) => s.coins) ?? wallet.coins;
  const askAboveCoins = useWallet((s) => s.askAboveCoins) ?? spendSetting.ask_above_coins;
  const [askStatus, setAskStatus] = useState<WalletViewProps['askStatus']>();
  const saveAskAbove = async (n: number) => {
    const before = askAboveCoins;
    useWallet.getState().setAskAboveCoins(n);
    setAskStatus(undefined);
    try {
      const saved = await api().call('pay.spend_setting.save', { ask_above_coins: n }, { silent: true });
      useWallet.getState().setAskAboveCoins(saved.ask_above_coins);
      setAskStatus({ tone: 'success', text: 'Saved.' });
    } catch (failure) {
      useWallet.getState().setAskAboveCoins(before);
      setAskStatus({ tone: 'danger', text: (failure as Error).message });
    }
  };
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
          askAboveCoins={askAboveCoins}
          onAskAboveChange={(n) => void saveAskAbove(n)}
          askStatus={askStatus}
        >
          {unknownRecipient && <Text tone="danger">{ERRORS.RECIPIENT_NOT_FOUND.message}</Text>}
          {recipient && (
            <section aria-labelledby="wallet-send-title">
              <Stack gap="small">
                <Heading level={2} id="wallet-send-title">
                  Send to {name}
                </Heading>
                <CreatorPayActions creatorId={recipient.user_id} creatorName={name} />
              </Stack>
            </section>
          )}
        </WalletView>
      </Box>
    </ScreenFrame>
  );
}
