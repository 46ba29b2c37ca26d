/**
 * The home screen's "download" shortcut. Bourse publishes no store app: it is this web app, which a
 * phone or a desktop browser can add to its home screen or install. The page says so and shows
 * the steps for each browser, with the one the device seems to be first.
 */
import '../content.css';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';

type Platform = 'ios' | 'android' | 'desktop';

function detected(ua: string): Platform {
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'desktop';
}

const STEPS = ['step1', 'step2', 'step3'] as const;

export default function Download() {
  const { t } = useTranslation();
  const first = detected(navigator.userAgent);
  const order: Platform[] = [first, ...(['ios', 'android', 'desktop'] as const).filter((p) => p !== first)];
  return (
    <Page title={t('content.download.title')} name="download">
      <div className="download">
        <section className="card">
          <p>{t('content.download.lead')}</p>
          <p className="hint">{t('content.download.note')}</p>
        </section>
        {order.map((p) => (
          <section key={p} className="card download-platform" data-testid={`download-${p}`}>
            <h2>{t(`content.download.${p}.title`)}</h2>
            <ol>
              {STEPS.map((s) => (
                <li key={s}>{t(`content.download.${p}.${s}`)}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </Page>
  );
}
