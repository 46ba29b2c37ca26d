/**
 * How dual investment works (help): the two product types, the formulas with a worked example, the
 * price that decides, funding and cancellation.
 */
import '../dual.css';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';

const SECTIONS = [
  { title: 'kTitle', lines: ['k'], code: true },
  { title: 'callTitle', lines: ['callBelow', 'callAbove'] },
  { title: 'putTitle', lines: ['putAbove', 'putBelow'] },
  { title: 'exampleTitle', lines: ['example', 'exampleBelow', 'exampleAbove', 'examplePut'] },
  { title: 'priceTitle', lines: ['price'] },
  { title: 'fundingTitle', lines: ['funding'] },
  { title: 'cancelTitle', lines: ['cancel'] },
] as const;

export default function Help() {
  const { t } = useTranslation();
  return (
    <Page title={t('dualInvest.help')} name="dual-help">
      <div className="dual-layout" data-testid="dual-help">
        <section className="card dual-section">
          <h2 className="section-title">{t('dualInvest.guide.title')}</h2>
          <p>{t('dualInvest.guide.intro')}</p>
        </section>
        {SECTIONS.map((s) => (
          <section key={s.title} className="card dual-section" data-testid={`help-${s.title}`}>
            <h3>{t(`dualInvest.guide.${s.title}`)}</h3>
            {s.lines.map((line) =>
              'code' in s ? (
                <code key={line} className="dual-code">
                  {t(`dualInvest.guide.${line}`)}
                </code>
              ) : (
                <p key={line}>{t(`dualInvest.guide.${line}`)}</p>
              ),
            )}
          </section>
        ))}
      </div>
    </Page>
  );
}
