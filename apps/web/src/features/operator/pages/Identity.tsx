/** Identity applications: Lv1 (name and document number, masked) and Lv2 (document photos). */
import { useTranslation } from '../../../app/i18n';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { ReviewQueue } from '../components/ReviewQueue';
import { Voucher } from '../components/Voucher';
import { useConsoleFormat } from '../format';

const ID_TYPES = ['id_card', 'passport', 'driver_licence'] as const;

export default function Identity() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  return (
    <ConsoleFrame section="identity" title={t('operator.nav.identity')}>
      <ReviewQueue
        kind="kyc"
        subject={(k) => t('operator.identity.subject', { id: k.id, level: k.level, user: k.user_id })}
        facts={(k) => (
          <>
            <dt>{t('operator.identity.level')}</dt>
            <dd data-testid="item-level">{k.level === 1 ? t('operator.identity.lv1') : t('operator.identity.lv2')}</dd>
            {k.level === 1 ? (
              <>
                <dt>{t('operator.identity.name')}</dt>
                <dd data-testid="item-name">{k.name ?? '--'}</dd>
                <dt>{t('operator.identity.idType')}</dt>
                <dd>{k.id_type !== null && ID_TYPES[k.id_type] ? t(`operator.identity.idTypes.${ID_TYPES[k.id_type]}`) : '--'}</dd>
                <dt>{t('operator.identity.cardId')}</dt>
                <dd>{k.card_id ?? '--'}</dd>
              </>
            ) : null}
            <dt>{t('operator.fields.submitted')}</dt>
            <dd>{f.time(k.created_at)}</dd>
          </>
        )}
        extra={(k) =>
          k.level === 2 ? (
            <div className="console-docs">
              <Voucher path={k.front_pic} label={t('operator.identity.front')} />
              <Voucher path={k.reverse_pic} label={t('operator.identity.back')} />
            </div>
          ) : null
        }
      />
    </ConsoleFrame>
  );
}
