/**
 * "Send a gift", "Tip" and "Flirt" on a creator's page (issue 6): each opens its sheet in place.
 * A visitor who is not signed in is sent to log in and back, as Follow does.
 */
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { cloneElement, type ReactElement } from 'react';
import { Box, Button } from '#ds';
import type { RootLoaderData } from '../../root.server';
import { FlirtSheet, SendGiftSheet, TipSheet } from './SendGiftSheet';

export interface CreatorPayActionsProps {
  creatorId: number;
  creatorName: string;
  /** After a gift, tip or flirt went through, with the wallet balance left. */
  onSent?: (result: { coins: number; balance: number }) => void;
}

const LABELS = { gift: 'Send a gift', tip: 'Tip', flirt: 'Flirt' } as const;

/** The three buttons; `sheet` wraps each in what it opens (the buttons are the sheets' triggers). */
export function CreatorPayActionsView({ sheet }: { sheet: (action: keyof typeof LABELS, button: ReactElement) => ReactElement }) {
  return (
    <Box display="flex" gap="small" flexWrap="wrap" role="group" aria-label="Pay this creator">
      {sheet(
        'gift',
        <Button size="sm" variant="secondary" icon="gift">
          {LABELS.gift}
        </Button>,
      )}
      {sheet(
        'tip',
        <Button size="sm" variant="secondary" icon="coin">
          {LABELS.tip}
        </Button>,
      )}
      {sheet(
        'flirt',
        <Button size="sm" variant="secondary">
          {LABELS.flirt}
        </Button>,
      )}
    </Box>
  );
}

export function CreatorPayActions({ creatorId, creatorName, onSent }: CreatorPayActionsProps) {
  const signedIn = Boolean(useRouteLoaderData<RootLoaderData>('root')?.viewer.loggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  if (!signedIn) {
    const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
    return <CreatorPayActionsView sheet={(_, button) => cloneElement(button, { onPress: toLogin })} />;
  }
  const props = { creatorId, creatorName, onSent };
  return (
    <CreatorPayActionsView
      sheet={(action, button) =>
        action === 'gift' ? (
          <SendGiftSheet {...props} trigger={button} />
        ) : action === 'tip' ? (
          <TipSheet {...props} trigger={button} />
        ) : (
          <FlirtSheet {...props} trigger={button} />
        )
      }
    />
  );
}
