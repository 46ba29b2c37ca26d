/**
 * Whether an element is on screen (or near it), from one IntersectionObserver shared by every
 * row. A row that leaves stays "in view" for a moment, so a quick scroll does not unsubscribe and
 * resubscribe its room. Without IntersectionObserver everything counts as in view.
 */
import { useEffect, useState, type RefObject } from 'react';

type Callback = (visible: boolean) => void;

const callbacks = new WeakMap<Element, Callback>();
let observer: IntersectionObserver | undefined;

function shared(): IntersectionObserver | undefined {
  if (typeof IntersectionObserver !== 'function') return undefined;
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) callbacks.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: '120px 0px' },
  );
  return observer;
}

export const LEAVE_GRACE_MS = 1500;

export function useInView(ref: RefObject<Element | null>): boolean {
  const [visible, setVisible] = useState(() => shared() === undefined);
  useEffect(() => {
    const el = ref.current;
    const io = shared();
    if (!el || !io) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    callbacks.set(el, (now) => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (now) setVisible(true);
      else timer = setTimeout(() => setVisible(false), LEAVE_GRACE_MS);
    });
    io.observe(el);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      io.unobserve(el);
      callbacks.delete(el);
    };
  }, [ref]);
  return visible;
}
