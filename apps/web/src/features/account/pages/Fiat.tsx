/**
 * The default fiat currency (SPEC section 9's eleven): every amount shown with a fiat equivalent
 * uses it. Saved on the device, and on the account when signed in.
 */
import '../account.css';
import List from 'antd-mobile/es/components/list';
import { CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { goBack } from '../../../app/navigation';
import { saveFiat, useFiat } from '../../../app/preferences';
import { useToken } from '../../../app/session';
import { FIATS, fiatName, formatFiatFromUsd, type Fiat as FiatCode } from '../../../lib/fiat';
import { useRates } from '../../../app/fiat-rates';
import { Page } from '../../../components/Page';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import { setDefaultFiat, useRefreshUser } from '../api';

export default function Fiat() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const current = useFiat();
  const rates = useRates();
  const token = useToken();
  const refresh = useRefreshUser();

  const pick = async (fiat: FiatCode) => {
    if (token) {
      try {
        await setDefaultFiat(fiat);
        await refresh();
      } catch {
        return; // the wrapper has shown why; the device keeps the old choice too
      }
    }
    saveFiat(fiat);
    toast(t('account.fiat.saved', { fiat }), 'success');
    goBack();
  };

  return (
    <Page title={t('account.fiat.title')} name="fiat">
      <p className="hint fiat-hint">{t('account.fiat.hint')}</p>
      <List className="list-card">
        {FIATS.map((fiat) => (
          <List.Item
            key={fiat}
            onClick={() => void pick(fiat)}
            arrowIcon={false}
            description={fiatName(fiat, locale)}
            extra={
              <span className="fiat-extra">
                <span className="muted">{t('account.fiat.rate', { value: formatFiatFromUsd('1', { locale, fiat, rates }) })}</span>
                {fiat === current ? <CheckOutline className="check-mark" /> : null}
              </span>
            }
            aria-selected={fiat === current}
            data-testid={`fiat-${fiat}`}
          >
            {fiat}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
