import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './Toast.css';

/** Spec section 9: a toast stays 2000 ms unless told otherwise. */
export const TOAST_DEFAULT_MS = 2000;
export const toastTones = ['default', 'success', 'danger'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastOptions = { duration?: number; tone?: ToastTone };
export type ToastApi = { show(message: string, options?: ToastOptions): void; clear(): void };

type QueuedToast = { id: number; message: string; duration: number; tone: ToastTone };

const ToastContext = createContext<ToastApi | null>(null);

/** One toast (prompt) at a time; later ones wait in a queue. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const nextId = useRef(0);
  const current = queue[0];

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => setQueue((items) => items.filter((item) => item.id !== current.id)), current.duration);
    return () => clearTimeout(timer);
  }, [current]);

  const show = useCallback((message: string, options?: ToastOptions) => {
    nextId.current += 1;
    const item = { id: nextId.current, message, duration: options?.duration ?? TOAST_DEFAULT_MS, tone: options?.tone ?? 'default' };
    setQueue((items) => [...items, item]);
  }, []);
  const clear = useCallback(() => setQueue([]), []);
  const api = useMemo(() => ({ show, clear }), [show, clear]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
        {current && (
          <div key={current.id} className={cx(styles.toast, styles.tone[current.tone])}>
            {current.message}
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
