import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { requireCreator } from '../features/session/access.server';
import { membershipPriceError } from '../../common/memberships';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { MembershipSettings, SubscribersView } from '../features/subs/SubsViews';
import { api } from '../lib/api';

export { RouteErrorBoundary as ErrorBoundary } from '../features/errors/RouteErrorBoundary';
export { pageMeta as meta } from '../lib/meta';

/** /subs/subscribers (creators): the membership settings (price) and the members with their 30-day spend level. */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { services } = context;
  const creatorId = requireCreator(context, request).user_id;
  const [list, price] = await Promise.all([services.memberships.subscribers(creatorId), services.memberships.price(creatorId)]);
  return { list, price };
}

export default function Subscribers() {
  const { list, price } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const [value, setValue] = useState(price === null ? '' : String(price));
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    const problem = membershipPriceError(value);
    setSaved(false);
    setError(problem ?? undefined);
    if (problem) return;
    setSaving(true);
    try {
      await api().call('membership.setting.update', { price: Number(value.trim()) }, { silent: true });
      setSaved(true);
      revalidator.revalidate();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <ScreenFrame title="Subscribers">
      <Box paddingX="large" paddingY="large">
        <SubscribersView
          list={list}
          settings={
            <MembershipSettings
              price={price}
              value={value}
              error={error}
              saving={saving}
              saved={saved}
              onChange={(v) => {
                setValue(v);
                setSaved(false);
              }}
              onSave={() => void save()}
            />
          }
        />
      </Box>
    </ScreenFrame>
  );
}
