import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { useEffect, useRef, useState } from 'react';
import { useSwipeUp } from '../../lib/useSwipeUp';
import { motionMs } from '../../tokens/tokens';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { CoinAmount } from '../CoinAmount/CoinAmount';
import * as styles from './IncomingCallBanner.css';

/** Spec section 9: the banner closes itself after 140 s, and accept's loading clears 500 ms after success. */
export const CALL_BANNER_TIMEOUT_SECONDS = 140;
export const ACCEPT_LOADING_RESET_MS = 500;

/** The call_invite event (spec section 3). */
export type IncomingCall = {
  call_id: string | number;
  send_user_info: { id: string | number; nick_name: string; portrait?: string };
  timeout_sec?: number;
  user_call_setting: { total_tokens: number; min_time: number };
};

export type IncomingCallBannerProps = {
  call: IncomingCall;
  /** May return a promise: the Accept button shows a spinner and ignores presses until it settles. */
  onAccept: (call: IncomingCall) => unknown;
  onDecline: (call: IncomingCall) => void;
  /** Called after timeout_sec (default 140 s). */
  onTimeout?: (call: IncomingCall) => void;
  acceptLabel?: string;
  declineLabel?: string;
};

/** "0 for unlimited time", or the coin amount for min_time minutes. */
function CallPrice({ coins, minTime }: { coins: number; minTime: number }) {
  if (coins === 0) return <>0 for unlimited time</>;
  return (
    <>
      <CoinAmount amount={coins} size="sm" className={styles.priceAmount} /> for {minTime} Min
    </>
  );
}

export function IncomingCallBanner({ call, onAccept, onDecline, onTimeout, acceptLabel = 'Accept', declineLabel = 'Decline' }: IncomingCallBannerProps) {
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!onTimeout) return;
    const timer = setTimeout(() => onTimeout(call), (call.timeout_sec ?? CALL_BANNER_TIMEOUT_SECONDS) * 1000);
    return () => clearTimeout(timer);
  }, [call, onTimeout]);

  const settle = () => {
    pendingRef.current = false;
    if (mounted.current) setPending(false);
  };

  const accept = async () => {
    // A second press while the first is pending is ignored (spec section 4).
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    try {
      await onAccept(call);
    } catch {
      settle();
      return;
    }
    setTimeout(settle, ACCEPT_LOADING_RESET_MS);
  };

  const decline = () => {
    if (pendingRef.current) return;
    onDecline(call);
  };

  const name = call.send_user_info.nick_name;
  return (
    <article className={styles.banner} aria-label={`Incoming call from ${name}`} data-testid="incoming-call-banner">
      <div className={styles.who}>
        <Avatar src={call.send_user_info.portrait} name={name} size="medium" decorative />
        <div className={styles.texts}>
          <span className={styles.kicker}>Incoming video call</span>
          <h2 className={styles.name}>{name}</h2>
          <span className={styles.price}>
            <CallPrice coins={call.user_call_setting.total_tokens} minTime={call.user_call_setting.min_time} />
          </span>
        </div>
      </div>
      <div className={styles.actions}>
        <Button variant="danger" onPress={decline} aria-disabled={pending || undefined}>
          {declineLabel}
        </Button>
        <Button variant="primary" loading={pending} onPress={accept}>
          {acceptLabel}
        </Button>
      </div>
    </article>
  );
}

export type IncomingCallBannersProps = Omit<IncomingCallBannerProps, 'call'> & {
  calls: IncomingCall[];
  /** Swiping up clears every banner. */
  onDismissAll: () => void;
  label?: string;
};

/** Leave: 200 ms of motion, then the banner stays 50 ms hidden before it is removed (spec section 9). */
const leaveDuration = (motionMs.callLeave + motionMs.callLeaveGap) / 1000;
const leaveTimes = [0, motionMs.callLeave / (motionMs.callLeave + motionMs.callLeaveGap), 1];

/** The incoming-call banners (global overlay above the notification banners). */
export function IncomingCallBanners({ calls, onDismissAll, label = 'Incoming calls', ...bannerProps }: IncomingCallBannersProps) {
  const swipe = useSwipeUp(onDismissAll);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <section className={styles.stack} aria-label={label} aria-live="assertive" {...swipe}>
          <AnimatePresence>
            {calls.map((call) => (
              <m.div
                key={call.call_id}
                initial={{ y: '-120%', opacity: 0 }}
                animate={{ y: 0, opacity: 1, transition: { duration: motionMs.medium / 1000, ease: 'easeOut' } }}
                exit={{ y: ['0%', '-120%', '-120%'], opacity: [1, 0, 0], transition: { duration: leaveDuration, times: leaveTimes } }}
              >
                <IncomingCallBanner call={call} {...bannerProps} />
              </m.div>
            ))}
          </AnimatePresence>
        </section>
      </MotionConfig>
    </LazyMotion>
  );
}
