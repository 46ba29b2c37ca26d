/**
 * The time left of an open order, as a ring and mm:ss. The deadline is in this device's time:
 * the moment the answer arrived plus the server's `remain_milli_seconds`, so a device clock that
 * is off does not move it. At zero it says the order is being settled (the result follows).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { clockText, secondsLeft } from '../maths';

/** Redrawn four times a second so the shown second changes close to when it should. */
const TICK_MS = 250;
const RING_RADIUS = 44;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

export function useNow(intervalMs = TICK_MS, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}

interface CountdownProps {
  deadlineMs: number;
  totalSeconds: number;
  /** A small inline version for list rows. */
  compact?: boolean;
}

export function Countdown({ deadlineMs, totalSeconds, compact = false }: CountdownProps) {
  const { t } = useTranslation();
  const left = secondsLeft(deadlineMs, useNow());
  if (compact) {
    return (
      <span className="micro-countdown-inline" data-testid="countdown" data-seconds={left}>
        {left > 0 ? clockText(left) : t('microtrade.countdown.settling')}
      </span>
    );
  }
  const share = totalSeconds > 0 ? Math.min(1, left / totalSeconds) : 0;
  return (
    <div className="micro-countdown" role="timer" aria-live="off" data-testid="countdown" data-seconds={left}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle cx="50" cy="50" r={RING_RADIUS} className="micro-countdown-track" />
        <circle
          cx="50"
          cy="50"
          r={RING_RADIUS}
          className="micro-countdown-bar"
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - share)}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <div className="micro-countdown-text">
        {left > 0 ? (
          <>
            <strong data-testid="countdown-clock">{clockText(left)}</strong>
            <span>{t('microtrade.countdown.left')}</span>
          </>
        ) : (
          <span data-testid="countdown-settling">{t('microtrade.countdown.settling')}</span>
        )}
      </div>
    </div>
  );
}
