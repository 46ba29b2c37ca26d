/**
 * /choose-location: the country or region the app uses. It sets the dialling code the phone forms
 * start from (lib/area) and, when the region's currency is one the app shows, the default fiat
 * (on the device, and on the account when signed in), as the Fiat page does.
 */
import '../location.css';
import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../../app/i18n';
import { goBack } from '../../../app/navigation';
import { saveFiat, useFiat } from '../../../app/preferences';
import { useToken } from '../../../app/session';
import { AreaPicker } from '../../../components/AreaPicker';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { pickArea, regionName, usePickedArea, type AreaEntry } from '../../../lib/area';
import { toast } from '../../../lib/toast';
import { useLocale } from '../../../lib/use-locale';
import { useAreaList, useSaveAccountFiat } from '../api';
import { fiatForRegion } from '../location';

export default function ChooseLocation() {
  const { t } = useTranslation();
  const { lang, locale } = useLocale();
  const areas = useAreaList();
  const selected = usePickedArea(lang);
  const fiat = useFiat();
  const token = useToken();
  const saveAccountFiat = useSaveAccountFiat();

  const pick = async (area: AreaEntry) => {
    const regionFiat = fiatForRegion(area.region);
    const newFiat = regionFiat !== undefined && regionFiat !== fiat ? regionFiat : undefined;
    if (newFiat && token) {
      try {
        await saveAccountFiat(newFiat);
      } catch {
        return; // the request wrapper has said why; nothing changes
      }
    }
    pickArea(area);
    if (newFiat) saveFiat(newFiat);
    const region = regionName(area.region, locale);
    toast(newFiat ? t('location.choose.savedFiat', { region, fiat: newFiat }) : t('location.choose.saved', { region }), 'success');
    goBack();
  };

  return (
    <Page title={t('location.choose.title')} name="choose-location">
      <p className="hint location-lead">{t('location.choose.lead')}</p>
      <List className="list-card location-current" data-testid="location-current">
        <List.Item
          extra={
            <span className="location-dial">
              {t('location.choose.dialCode')} <strong>{`+${selected.dial_code}`}</strong>
            </span>
          }
          arrowIcon={false}
        >
          {regionName(selected.region, locale)}
        </List.Item>
        <List.Item extra={<span data-testid="location-fiat">{fiat}</span>} description={t('location.choose.fiatNote')} arrowIcon={false}>
          {t('location.choose.currency')}
        </List.Item>
      </List>
      <QueryView query={areas}>
        {(list) => <AreaPicker areas={list} locale={locale} selected={selected} onPick={(area) => void pick(area)} />}
      </QueryView>
    </Page>
  );
}
