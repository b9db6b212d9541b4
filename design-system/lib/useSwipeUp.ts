import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** Spec section 9: a swipe up of more than 10 px dismisses the banners. */
export const SWIPE_UP_THRESHOLD_PX = 10;

/**
 * Pointer-down handler for a banner area: the gesture is then followed on the window (the
 * finger soon leaves a banner at the top edge) and `onSwipeUp` fires once it passes the threshold.
 */
export function useSwipeUp(onSwipeUp: () => void, threshold = SWIPE_UP_THRESHOLD_PX) {
  const latest = useRef(onSwipeUp);
  latest.current = onSwipeUp;
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  return {
    onPointerDown: (event: ReactPointerEvent) => {
      // Presses on the banner's own buttons stay presses.
      if ((event.target as HTMLElement).closest('button:not([data-swipe-surface])')) return;
      stop.current?.();
      const startY = event.clientY;
      const surface = event.currentTarget as HTMLElement;
      const move = (moved: PointerEvent) => {
        if (startY - moved.clientY > threshold) {
          end();
          // The release that ends a swipe is not a press: swallow the click it would make on the leaving banner.
          const swallow = (click: MouseEvent) => {
            click.stopPropagation();
            click.preventDefault();
          };
          surface.addEventListener('click', swallow, { capture: true, once: true });
          setTimeout(() => surface.removeEventListener('click', swallow, { capture: true }), 500);
          latest.current();
        }
      };
      const end = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', end);
        stop.current = null;
      };
      const up = (released: PointerEvent) => {
        move(released);
        end();
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', end);
      stop.current = end;
    },
  };
}
