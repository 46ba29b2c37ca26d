import { useTranslation } from '../../../app/i18n';

const STAR = 'M12 3.4l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** The favourite star: filled gold when starred. */
export function StarButton({
  starred,
  busy = false,
  onToggle,
  size = 20,
}: {
  starred: boolean;
  busy?: boolean;
  onToggle(): void;
  size?: number;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`star${starred ? ' star--on' : ''}`}
      aria-pressed={starred}
      aria-label={t(starred ? 'market.star.remove' : 'market.star.add')}
      aria-busy={busy || undefined}
      data-testid="star"
      onClick={(event) => {
        event.stopPropagation();
        onToggle();
      }}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
        <path d={STAR} fill={starred ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.7} strokeLinejoin="round" />
      </svg>
    </button>
  );
}
