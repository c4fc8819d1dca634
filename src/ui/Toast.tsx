import { useCallback, useEffect, useRef, useState } from 'react';
import { after, type Cancel } from '../../engine/loop/timers';
import * as css from './Toast.css';

export interface ToastMessage {
  id: number;
  title: string;
  text: string;
}

/** How long a toast stays, in milliseconds. */
export const TOAST_DURATION_MS = 5000;

/** Toast state for a page: `show` adds one, which dismisses itself after TOAST_DURATION_MS. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<Cancel>());

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);

  const show = useCallback((title: string, text: string) => {
    const id = nextId.current++;
    setToasts((list) => [...list, { id, title, text }]);
    const cancel = after(TOAST_DURATION_MS, () => {
      timers.current.delete(cancel);
      dismiss(id);
    });
    timers.current.add(cancel);
  }, [dismiss]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((cancel) => cancel());
  }, []);

  return { toasts, show, dismiss };
}

export interface ToastViewportProps {
  toasts: readonly ToastMessage[];
  onDismiss: (id: number) => void;
}

/** A polite live region (role="status") that is always present, so screen readers announce what enters it. */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  return (
    <div role="status" aria-live="polite" className={css.viewport}>
      {toasts.map((toast) => (
        <div key={toast.id} className={css.toast}>
          <strong className={css.title}>{toast.title}</strong>
          <span className={css.text}>{toast.text}</span>
          <button type="button" className={css.close} aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
