/** /setting: the menu hub (issue 20): balance or earnings, every screen that works, a creator's blocked locations, log out. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { Box } from '#ds';
import type { BlockedLocation } from '../../common/locations';
import { orRouteError, requireSignedUp } from '../features/session/access.server';
import { BlockedLocationsView } from '../features/settings/BlockedLocationsView';
import { countryNames } from '../../common/locations';
import { SettingsIndexView } from '../features/settings/SettingsIndexView';
import { settingStateText } from '../features/calls/format';
import { logout } from '../features/session/logout';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { api } from '../lib/api';
import type { RootLoaderData } from '../root.server';
import { PLATFORM } from '../../common/constants';
import { usePlatform } from '../stores/platform';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = requireSignedUp(context, request);
  const creator = user.user_role === 1;
  const [wallet, application, locations, calls] = await orRouteError(
    Promise.all([
      context.services.money.wallet(user.user_id),
      creator ? null : context.services.creators.mine(user.user_id),
      creator ? context.services.locations.list(user.user_id) : [],
      // The hub still opens when the calls service cannot answer: the row then says nothing of the state.
      creator ? context.services.calls.setting(user.user_id).catch(() => null) : null,
    ]),
  );
  return {
    creator,
    coins: wallet.coins,
    earnings: wallet.earnings,
    application: application?.state ?? null,
    locations,
    countryNames: creator ? countryNames() : {},
    videoCalls: creator ? (calls ? settingStateText(calls) : '') : undefined,
  };
}

function useBlockedLocations(first: BlockedLocation[]) {
  const [locations, setLocations] = useState(first);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  useEffect(() => setLocations(first), [first]);
  const add = async (place: { country: string; region: string }) => {
    setAdding(true);
    setError(undefined);
    try {
      const { location } = await api().call('user.blocked_location.add', place, { silent: true });
      setLocations((current) => [...current, location]);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setAdding(false);
    }
  };
  const remove = async (location: BlockedLocation) => {
    setRemoving(location.id);
    setError(undefined);
    try {
      await api().call('user.blocked_location.remove', { id: location.id }, { silent: true });
      setLocations((current) => current.filter((l) => l.id !== location.id));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setRemoving(null);
    }
  };
  return { locations, adding, removing, error, add, remove };
}

export default function Settings() {
  const loaded = useLoaderData<typeof loader>();
  const blocked = useBlockedLocations(loaded.locations);
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  // As the create popup offers Live (spec section 2): SL on and not the chatter platform.
  const sl = Boolean(useRouteLoaderData<RootLoaderData>('root')?.settings?.SL);
  const chatter = usePlatform((s) => s.platform) === PLATFORM.chatter;
  return (
    <ScreenFrame title="Settings">
      <Box paddingX="large" paddingY="large">
        <SettingsIndexView
          creator={loaded.creator}
          coins={loaded.coins}
          earnings={loaded.earnings}
          application={loaded.application}
          videoCalls={loaded.videoCalls}
          live={loaded.creator && sl && !chatter}
          onBuyCoins={() => navigate('/pay/coins')}
          onPayouts={() => navigate('/pay/payout')}
          loggingOut={loggingOut}
          onLogout={() => {
            if (loggingOut) return;
            setLoggingOut(true);
            void logout();
          }}
          blockedLocations={
            <BlockedLocationsView
              locations={blocked.locations}
              countryNames={loaded.countryNames}
              adding={blocked.adding}
              removing={blocked.removing}
              error={blocked.error}
              onAdd={(place) => void blocked.add(place)}
              onRemove={(location) => void blocked.remove(location)}
            />
          }
        />
      </Box>
    </ScreenFrame>
  );
}
