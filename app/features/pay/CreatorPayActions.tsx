/**
 * "Send a gift", "Tip" and "Flirt" on a creator's page (issue 6): each opens its sheet in place.
 * A visitor who is not signed in is sent to log in and back, as Follow does.
 * Compact (the profile's action row, issue 20): "Tip" and a "More" menu with Send a gift, Flirt and any extra actions.
 */
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { cloneElement, useRef, useState, type ReactElement, type RefObject } from 'react';
import { ActionSheet, Box, Button, IconButton, type ActionSheetAction } from '#ds';
import type { RootLoaderData } from '../../root.server';
import { FlirtSheet, SendGiftSheet, TipSheet } from './SendGiftSheet';

export interface CreatorPayActionsProps {
  creatorId: number;
  creatorName: string;
  /** After a gift, tip or flirt went through, with the wallet balance left. */
  onSent?: (result: { coins: number; balance: number }) => void;
  /** Only "Tip" and a "More" menu (Send a gift, Flirt, then `extra`), for a row with little room. */
  compact?: boolean;
  /** More entries of the compact menu (Report). */
  extra?: ActionSheetAction[];
}

const LABELS = { gift: 'Send a gift', tip: 'Tip', flirt: 'Flirt' } as const;
type Action = keyof typeof LABELS;

/** The three buttons; `sheet` wraps each in what it opens (the buttons are the sheets' triggers). */
export function CreatorPayActionsView({ sheet }: { sheet: (action: Action, button: ReactElement) => ReactElement }) {
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

export interface CreatorPayMenuViewProps {
  creatorName: string;
  /** The Tip button as given (the trigger of its sheet). */
  tip: ReactElement;
  /** Send a gift or Flirt chosen in the menu. */
  onChoose: (action: 'gift' | 'flirt') => void;
  extra?: ActionSheetAction[];
  /** The menu open at first (stories). */
  defaultMenuOpen?: boolean;
  /** The "More" button: focus comes back to it when the menu or a sheet chosen in it closes. */
  moreRef?: RefObject<HTMLButtonElement>;
}

/** "Tip" and "More" (an action sheet with Send a gift, Flirt and the extra entries); focus goes back to "More" after. */
export function CreatorPayMenuView({ creatorName, tip, onChoose, extra = [], defaultMenuOpen = false, moreRef }: CreatorPayMenuViewProps) {
  const [menu, setMenu] = useState(defaultMenuOpen);
  const ownRef = useRef<HTMLButtonElement>(null);
  const more = moreRef ?? ownRef;
  // The chosen sheet opens once the menu has closed and given focus back to "More" (so the sheet returns it there too).
  const later = (run: () => void) => () => setTimeout(() => setTimeout(run));
  return (
    <Box display="flex" gap="xsmall" role="group" aria-label="Pay this creator">
      {tip}
      <IconButton ref={more} icon="more" variant="secondary" size="small" label="More" aria-haspopup="dialog" onPress={() => setMenu(true)} />
      <ActionSheet
        open={menu}
        onOpenChange={setMenu}
        returnFocusRef={more}
        title={`More for ${creatorName}`}
        actions={[
          { id: 'gift', label: LABELS.gift, icon: 'gift', onPress: later(() => onChoose('gift')) },
          { id: 'flirt', label: LABELS.flirt, icon: 'heart', onPress: later(() => onChoose('flirt')) },
          ...extra.map((action) => ({ ...action, onPress: later(action.onPress) })),
        ]}
      />
    </Box>
  );
}

function tipButton() {
  return (
    <Button variant="secondary" size="sm" icon="coin">
      {LABELS.tip}
    </Button>
  );
}

export function CreatorPayActions({ creatorId, creatorName, onSent, compact = false, extra }: CreatorPayActionsProps) {
  const signedIn = Boolean(useRouteLoaderData<RootLoaderData>('root')?.viewer.loggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen, setChosen] = useState<'gift' | 'flirt' | null>(null);
  const more = useRef<HTMLButtonElement>(null);
  const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  const props = { creatorId, creatorName, onSent };
  if (compact) {
    if (!signedIn)
      return <CreatorPayMenuView creatorName={creatorName} tip={cloneElement(tipButton(), { onPress: toLogin })} onChoose={toLogin} extra={extra} />;
    const sheetProps = (action: 'gift' | 'flirt') => ({
      ...props,
      open: chosen === action,
      onOpenChange: (open: boolean) => setChosen(open ? action : null),
      returnFocusRef: more,
    });
    return (
      <>
        <CreatorPayMenuView creatorName={creatorName} tip={<TipSheet {...props} trigger={tipButton()} />} onChoose={setChosen} extra={extra} moreRef={more} />
        <SendGiftSheet {...sheetProps('gift')} />
        <FlirtSheet {...sheetProps('flirt')} />
      </>
    );
  }
  if (!signedIn) {
    return <CreatorPayActionsView sheet={(_, button) => cloneElement(button, { onPress: toLogin })} />;
  }
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
