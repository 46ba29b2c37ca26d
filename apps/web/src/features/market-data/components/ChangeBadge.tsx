import { useLocale } from '../../../lib/use-locale';
import { direction, formatChange } from '../format';

/** Today's change: green when up, red when down, grey when flat or unknown. */
export function ChangeBadge({ change, solid = true }: { change: string | null | undefined; solid?: boolean }) {
  const { locale } = useLocale();
  return (
    <span className={`chg chg--${direction(change)}${solid ? ' chg--solid' : ''}`} data-testid="change">
      {formatChange(change, locale)}
    </span>
  );
}
