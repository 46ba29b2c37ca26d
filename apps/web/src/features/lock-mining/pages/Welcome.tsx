/**
 * How lock-up staking works, in plain words: the rate, when interest is paid, where it comes from,
 * expiry and the early-redemption penalty with its example.
 */
import '../lock-mining.css';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { LOCK_PATHS } from '../paths';

const POINTS = ['rate', 'start', 'paid', 'funded', 'expiry', 'penalty'] as const;

export default function Welcome() {
  const { t } = useTranslation();
  return (
    <Page title={t('lockMining.welcome.title')} name="lock-welcome">
      <div className="lock-layout">
        <section className="card lock-card">
          <ol className="lock-points">
            {POINTS.map((k) => (
              <li key={k}>
                <strong>{t(`lockMining.welcome.${k}.title`)}</strong>
                <p>{t(`lockMining.welcome.${k}.text`)}</p>
              </li>
            ))}
          </ol>
        </section>
        <Link to={LOCK_PATHS.list} className="adm-button adm-button-primary adm-button-block lock-cta" data-testid="lock-welcome-go">
          {t('lockMining.welcome.go')}
        </Link>
      </div>
    </Page>
  );
}
