import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData, useRevalidator } from '@remix-run/react';
import { useState } from 'react';
import { Box } from '#ds';
import { requireCreator } from '../features/session/access.server';
import { membershipPriceError } from '../../common/memberships';
import { ScreenFrame } from '../features/shell/ScreenFrame';
import { MembershipSettings, SubscribersView } from '../features/subs/SubsViews';
import { api } from '../lib/api';
import { useSave } from '../lib/use-save';

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
  const saving = useSave();
  const save = () => {
    const problem = membershipPriceError(value);
    return saving.submit(
      async () => {
        await api().call('membership.setting.update', { price: Number(value.trim()) }, { silent: true });
        revalidator.revalidate();
      },
      problem ? { form: problem } : {},
    );
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
              error={saving.errors.form}
              saving={saving.saving}
              saved={saving.saved}
              onChange={(v) => {
                setValue(v);
                saving.edited();
              }}
              onSave={() => void save()}
            />
          }
        />
      </Box>
    </ScreenFrame>
  );
}
