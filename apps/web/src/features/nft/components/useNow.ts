import { useEffect, useState } from 'react';

/** The time now, ticking every `everyMs` while `running` (countdowns). */
export function useNow(everyMs = 1000, running = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs, running]);
  return now;
}
