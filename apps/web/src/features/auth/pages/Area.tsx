/** Choose the country or area (and so the dial code) for the sign-in forms; then back to the form. */
import { useTranslation } from '../../../app/i18n';
import { goBack } from '../../../app/navigation';
import { AreaPicker } from '../../../components/AreaPicker';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { pickArea, usePickedArea } from '../../../lib/area';
import { useLocale } from '../../../lib/use-locale';
import { useAreas } from '../api';

export default function Area() {
  const { t } = useTranslation();
  const { lang, locale } = useLocale();
  const areas = useAreas();
  const selected = usePickedArea(lang);
  return (
    <Page title={t('app.area.title')} name="area">
      <QueryView query={areas}>
        {(list) => (
          <AreaPicker
            areas={list}
            locale={locale}
            selected={selected}
            onPick={(area) => {
              pickArea(area);
              goBack();
            }}
          />
        )}
      </QueryView>
    </Page>
  );
}
