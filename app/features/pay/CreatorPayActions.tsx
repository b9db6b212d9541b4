/**
 * "Send a gift", "Tip" and "Flirt" on a creator's page (issue 6): each opens its sheet in place.
 * A visitor who is not signed in is sent to log in and back, as Follow does.
 * Compact (the profile's action row, issue 20): "Tip" and a "More" menu with Send a gift, Flirt and any extra actions.
 */
import { useLocation, useNavigate, useRouteLoaderData } from '@remix-run/react';
import { cloneElement, lazy, Suspense, useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Box, Button, IconButton, LazyActionSheet, type ActionSheetAction } from '#ds';
import type { RootLoaderData } from '../../root.server';
import { GIFTS } from '../../../common/gifts';
import { whenIdle } from '../../lib/idle';
import { useOpenedOnce } from '../../lib/opened-once';
import { preloadGiftAnimations, useGiftAnimationBase } from './gift-animations';

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
  // The action sheet's code (Radix's dialog) loads when "More" is first pressed.
  const menuMounted = useOpenedOnce(menu);
  const ownRef = useRef<HTMLButtonElement>(null);
  const more = moreRef ?? ownRef;
  // The chosen sheet opens once the menu has closed and given focus back to "More" (so the sheet returns it there too).
  const later = (run: () => void) => () => setTimeout(() => setTimeout(run));
  return (
    <Box display="flex" gap="xsmall" role="group" aria-label="Pay this creator">
      {tip}
      <IconButton ref={more} icon="more" variant="secondary" size="small" label="More" aria-haspopup="dialog" onPress={() => setMenu(true)} />
      {menuMounted && (
        <Suspense fallback={null}>
          <LazyActionSheet
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
        </Suspense>
      )}
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

/** The three sheets, each loaded (with zod, the gift grid and the dialog) the first time it is chosen (ADR 105). */
const loadSheets = () => import('./SendGiftSheet');
const SHEETS = {
  gift: lazy(() => loadSheets().then((m) => ({ default: m.SendGiftSheet }))),
  tip: lazy(() => loadSheets().then((m) => ({ default: m.TipSheet }))),
  flirt: lazy(() => loadSheets().then((m) => ({ default: m.FlirtSheet }))),
};

export function CreatorPayActions({ creatorId, creatorName, onSent, compact = false, extra }: CreatorPayActionsProps) {
  const signedIn = Boolean(useRouteLoaderData<RootLoaderData>('root')?.viewer.loggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen, setChosen] = useState<Action | null>(null);
  // Sheets chosen once stay mounted, so they close with their own animation and open again at once.
  const opened = { gift: useOpenedOnce(chosen === 'gift'), tip: useOpenedOnce(chosen === 'tip'), flirt: useOpenedOnce(chosen === 'flirt') };
  const mounted = (Object.keys(LABELS) as Action[]).filter((action) => opened[action]);
  const buttons = { gift: useRef<HTMLButtonElement>(null), tip: useRef<HTMLButtonElement>(null), flirt: useRef<HTMLButtonElement>(null) };
  const more = useRef<HTMLButtonElement>(null);
  const toLogin = () => navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  // A gift can be sent from here on: the two big animations (sports car, champagne) load when the page is idle.
  const base = useGiftAnimationBase();
  useEffect(() => (signedIn ? whenIdle(() => void preloadGiftAnimations(GIFTS, base)) : undefined), [signedIn, base]);
  const choose = (action: Action) => {
    if (!signedIn) return toLogin();
    setChosen(action);
  };
  // Focus goes back to what opened the sheet: its button, or "More" for what the menu opened.
  const returnTo = (action: Action) => (compact && action !== 'tip' ? more : buttons[action]);
  // No boundary until a sheet is chosen: one present while the page hydrates would refuse the first choice's update (React error 421).
  const sheets = mounted.length > 0 && (
    <Suspense fallback={null}>
      {mounted.map((action) => {
        const Sheet = SHEETS[action];
        return (
          <Sheet
            key={action}
            creatorId={creatorId}
            creatorName={creatorName}
            onSent={onSent}
            open={chosen === action}
            onOpenChange={(open) => setChosen(open ? action : null)}
            returnFocusRef={returnTo(action)}
          />
        );
      })}
    </Suspense>
  );
  const trigger = (action: Action, button: ReactElement) =>
    cloneElement(button, { ref: buttons[action], onPress: () => choose(action), onPointerEnter: () => void loadSheets(), 'aria-haspopup': 'dialog' });
  if (compact) {
    return (
      <>
        <CreatorPayMenuView creatorName={creatorName} tip={trigger('tip', tipButton())} onChoose={choose} extra={extra} moreRef={more} />
        {sheets}
      </>
    );
  }
  return (
    <>
      <CreatorPayActionsView sheet={trigger} />
      {sheets}
    </>
  );
}
