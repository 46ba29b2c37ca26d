/**
 * The home shortcuts of SPEC section 2, from /menu in its order: each with its icon and the label
 * `home.shortcut.<key>`, opening its route. Only enabled ones show: a product not built yet has no
 * shortcut (issue 13). A phone shows the first row pairs and a "more" switch; a desktop shows them all.
 */
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { MenuItem } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { ICONS, SHORTCUT_PATHS, StrokeIcon } from '../../../components/StrokeIcon';

/** Two rows of five on a phone, the last cell being the switch. */
export const FOLDED_COUNT = 9;

export function Shortcuts({ items: all }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const items = all.filter((item) => item.enabled);
  const foldable = items.length > FOLDED_COUNT + 1;
  return (
    <ul className={`shortcuts${open || !foldable ? ' shortcuts--open' : ''}`} aria-label={t('home.shortcuts.title')}>
      {items.map((item, index) => (
        <li key={item.key} className={foldable && index >= FOLDED_COUNT ? 'shortcut-extra' : undefined}>
          <button type="button" className="shortcut" onClick={() => go(item.route)} data-testid={`shortcut-${item.key}`}>
            <span className="shortcut-icon">
              <StrokeIcon paths={SHORTCUT_PATHS[item.key] ?? ICONS.grid} />
            </span>
            <span className="shortcut-label">{t(`home.shortcut.${item.key}`, { defaultValue: item.key })}</span>
          </button>
        </li>
      ))}
      {foldable ? (
        <li className="shortcut-toggle">
          <button type="button" className="shortcut" aria-expanded={open} onClick={() => setOpen((v) => !v)} data-testid="shortcut-more">
            <span className="shortcut-icon shortcut-icon--muted">
              <StrokeIcon paths={open ? ICONS.fold : ICONS.grid} />
            </span>
            <span className="shortcut-label">{open ? t('home.shortcuts.less') : t('home.shortcuts.more')}</span>
          </button>
        </li>
      ) : null}
    </ul>
  );
}
