/**
 * Where a "verification required" answer (type 998) lands: why the action needs a verified
 * identity, the user's level now, what each level allows (from the server), and the way on.
 */
import '../kyc.css';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../app/i18n';
import { go, goBack } from '../../../app/navigation';
import { Page } from '../../../components/Page';
import { QueryView } from '../../../components/states';
import { ICONS, StrokeIcon } from '../../../components/StrokeIcon';
import { useRealState } from '../api';
import { LimitsTable } from '../components/LimitsTable';

export default function RealMark() {
  const { t } = useTranslation();
  const state = useRealState();
  return (
    <Page title={t('kyc.mark.title')} name="real-mark">
      <section className="card kyc-mark">
        <span className="kyc-mark-icon">
          <StrokeIcon paths={ICONS.lock} size={36} />
        </span>
        <h2 className="kyc-mark-title">{t('kyc.mark.heading')}</h2>
        <p className="hint">{t('kyc.mark.why')}</p>
      </section>
      <QueryView query={state}>
        {(s) => (
          <section className="section">
            <p className="kyc-mark-level" data-testid="real-mark-level">
              {t('kyc.mark.yourLevel', { level: t(`kyc.levels.${s.real_level}`) })}
            </p>
            <LimitsTable state={s} />
          </section>
        )}
      </QueryView>
      <div className="form-actions">
        <Button block color="primary" size="large" onClick={() => go('/pages/setting/real', { replace: true })} data-testid="real-mark-go">
          {t('kyc.mark.go')}
        </Button>
        <Button block fill="none" onClick={goBack}>
          {t('kyc.mark.later')}
        </Button>
      </div>
    </Page>
  );
}
