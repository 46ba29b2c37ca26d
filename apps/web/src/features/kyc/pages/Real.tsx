/**
 * Identity verification (SPEC sections 3, 4 and 6): email and mobile must be bound first; Lv1 is
 * the document type, name and number, Lv2 the document's front and back photos. Each level shows
 * its state (not verified, under review, verified, failed with the reviewer's reason) and a failed
 * level can be sent again. The limits of each level come from the server.
 */
import '../kyc.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { CheckCircleFill, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../app/i18n';
import { ID_TYPES, realInput, type RealState } from '@bourse/contract';
import { go } from '../../../app/navigation';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { Page } from '../../../components/Page';
import { PrivateImage } from '../../../components/PrivateImage';
import { QueryView } from '../../../components/states';
import { checkForm } from '../../../lib/form';
import { toast } from '../../../lib/toast';
import { submitReal, uploadIdentityPhoto, useRealState, useRefreshKyc } from '../api';
import { KycStatus } from '../components/KycStatus';
import { LimitsTable } from '../components/LimitsTable';
import { PhotoPicker } from '../components/PhotoPicker';

const ID_TYPE_KEYS = Object.keys(ID_TYPES) as (keyof typeof ID_TYPES)[];

export default function Real() {
  const { t } = useTranslation();
  const state = useRealState();
  return (
    <Page title={t('kyc.real.title')} name="real">
      <QueryView query={state}>{(s) => <RealBody state={s} />}</QueryView>
    </Page>
  );
}

function RealBody({ state }: { state: RealState }) {
  const { t } = useTranslation();
  const bound = state.email_bound && state.mobile_bound;
  const current = state.limits.find((l) => l.level === state.real_level);
  return (
    <>
      <section className="card kyc-summary" data-testid="kyc-summary">
        <span className="muted">{t('kyc.real.yourLevel')}</span>
        <strong className="kyc-level" data-testid="kyc-level">
          {t(`kyc.levels.${state.real_level}`)}
        </strong>
        <span className="kyc-limit" data-testid="kyc-limit">
          {current && current.withdraw_btc_24h !== '0'
            ? t('kyc.real.limitNow', { amount: current.withdraw_btc_24h })
            : t('kyc.real.limitNone')}
        </span>
      </section>

      {!bound ? (
        <section className="card kyc-bind" data-testid="kyc-bind">
          <p>{t('kyc.real.bindFirst')}</p>
          <ul className="kyc-checks">
            <li className={state.email_bound ? 'is-done' : undefined}>
              {state.email_bound ? <CheckCircleFill /> : <CloseCircleOutline />} {t('kyc.real.email')}
            </li>
            <li className={state.mobile_bound ? 'is-done' : undefined}>
              {state.mobile_bound ? <CheckCircleFill /> : <CloseCircleOutline />} {t('kyc.real.mobile')}
            </li>
          </ul>
          <Button size="small" color="primary" onClick={() => go('/pages/setting/security')} data-testid="kyc-go-security">
            {t('kyc.real.goSecurity')}
          </Button>
        </section>
      ) : null}

      <Level1 state={state} bound={bound} />
      <Level2 state={state} bound={bound} />

      <section className="section">
        <h2 className="list-group-title">{t('kyc.limits.title')}</h2>
        <LimitsTable state={state} />
        <p className="hint kyc-note">{t('kyc.real.privacy')}</p>
      </section>
    </>
  );
}

function LevelHead({
  title,
  lead,
  status,
  testId,
}: {
  title: string;
  lead: string;
  status: RealState['level1']['status'];
  testId: string;
}) {
  return (
    <div className="kyc-level-head">
      <div>
        <h2 className="section-title">{title}</h2>
        <p className="hint">{lead}</p>
      </div>
      <KycStatus status={status} testId={testId} />
    </div>
  );
}

function Reason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <p className="kyc-reason" data-testid="kyc-reason">
      {t('kyc.real.failedReason', { reason })}
    </p>
  );
}

function Level1({ state, bound }: { state: RealState; bound: boolean }) {
  const { t } = useTranslation();
  const l1 = state.level1;
  const editable = l1.status === 'none' || l1.status === 'rejected';
  return (
    <section className="card section kyc-card" data-testid="kyc-lv1">
      <LevelHead title={t('kyc.lv1.title')} lead={t('kyc.lv1.lead')} status={l1.status} testId="kyc-lv1-status" />
      {l1.status === 'rejected' ? <Reason reason={l1.reason} /> : null}
      {editable ? (
        bound ? (
          <Level1Form resubmit={l1.status === 'rejected'} />
        ) : (
          <p className="hint">{t('kyc.lv1.needBind')}</p>
        )
      ) : (
        <dl className="kyc-facts">
          <dt>{t('kyc.lv1.idType')}</dt>
          <dd>{l1.id_type !== null ? t(`kyc.idTypes.${ID_TYPE_KEYS[l1.id_type] ?? 'id_card'}`) : '--'}</dd>
          <dt>{t('kyc.lv1.name')}</dt>
          <dd>{l1.name ?? '--'}</dd>
          <dt>{t('kyc.lv1.cardId')}</dt>
          <dd className="mono">{l1.card_id ?? '--'}</dd>
        </dl>
      )}
      {l1.status === 'pending' ? <p className="hint">{t('kyc.real.underReview')}</p> : null}
    </section>
  );
}

function Level1Form({ resubmit }: { resubmit: boolean }) {
  const { t } = useTranslation();
  const errors = useFormErrors();
  const refresh = useRefreshKyc();
  const [idType, setIdType] = useState<number>(ID_TYPES.id_card);
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = { real_type: 1, id_type: idType, name, card_id: cardId };
    if (!errors.accept(checkForm(realInput, values))) return;
    setBusy(true);
    try {
      const next = await submitReal({ real_type: 1, id_type: idType, name: name.trim(), card_id: cardId.trim() });
      toast(t('kyc.real.submitted'), 'success');
      await refresh(next);
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="field">
        <span className="field-label">{t('kyc.lv1.idType')}</span>
        <div className="kyc-chips" role="radiogroup" aria-label={t('kyc.lv1.idType')}>
          {ID_TYPE_KEYS.map((key) => (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={ID_TYPES[key] === idType}
              className={`kyc-chip${ID_TYPES[key] === idType ? ' kyc-chip--active' : ''}`}
              onClick={() => setIdType(ID_TYPES[key])}
              data-testid={`id-type-${key}`}
            >
              {t(`kyc.idTypes.${key}`)}
            </button>
          ))}
        </div>
      </div>
      <Field
        id="name"
        label={t('kyc.lv1.name')}
        value={name}
        onChange={setName}
        placeholder={t('kyc.lv1.namePlaceholder')}
        maxLength={60}
        autoComplete="name"
        error={errors.errorFor('name')}
      />
      <Field
        id="card_id"
        label={t('kyc.lv1.cardId')}
        value={cardId}
        onChange={setCardId}
        placeholder={t('kyc.lv1.cardIdPlaceholder')}
        maxLength={40}
        autoComplete="off"
        error={errors.errorFor('card_id')}
      />
      <Button type="submit" block color="primary" size="large" loading={busy} data-testid="kyc-lv1-submit">
        {resubmit ? t('kyc.real.resubmit') : t('kyc.real.submit')}
      </Button>
    </form>
  );
}

function Level2({ state, bound }: { state: RealState; bound: boolean }) {
  const { t } = useTranslation();
  const l2 = state.level2;
  const ready = state.level1.status === 'approved';
  const editable = l2.status === 'none' || l2.status === 'rejected';
  return (
    <section className={`card section kyc-card${ready ? '' : ' kyc-card--locked'}`} data-testid="kyc-lv2">
      <LevelHead title={t('kyc.lv2.title')} lead={t('kyc.lv2.lead')} status={l2.status} testId="kyc-lv2-status" />
      {l2.status === 'rejected' ? <Reason reason={l2.reason} /> : null}
      {!ready ? (
        <p className="hint" data-testid="kyc-lv2-locked">
          {t('kyc.lv2.needLv1')}
        </p>
      ) : editable ? (
        bound ? (
          <Level2Form resubmit={l2.status === 'rejected'} />
        ) : (
          <p className="hint">{t('kyc.lv1.needBind')}</p>
        )
      ) : (
        <div className="kyc-photos">
          <figure>
            <PrivateImage path={l2.front_pic} alt={t('kyc.lv2.front')} className="kyc-photo" failedText={t('kyc.lv2.imageFailed')} />
            <figcaption>{t('kyc.lv2.front')}</figcaption>
          </figure>
          <figure>
            <PrivateImage path={l2.reverse_pic} alt={t('kyc.lv2.back')} className="kyc-photo" failedText={t('kyc.lv2.imageFailed')} />
            <figcaption>{t('kyc.lv2.back')}</figcaption>
          </figure>
        </div>
      )}
      {l2.status === 'pending' ? <p className="hint">{t('kyc.real.underReview')}</p> : null}
    </section>
  );
}

function Level2Form({ resubmit }: { resubmit: boolean }) {
  const { t } = useTranslation();
  const errors = useFormErrors();
  const refresh = useRefreshKyc();
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [busy, setBusy] = useState(false);

  const picked = (set: (path: string) => void, path: string) => {
    set(path);
    errors.clear();
  };

  const submit = async () => {
    const values = { real_type: 2 as const, front_pic: front, reverse_pic: back };
    if (!errors.accept(checkForm(realInput, values))) return;
    setBusy(true);
    try {
      const next = await submitReal(values);
      toast(t('kyc.real.submitted'), 'success');
      await refresh(next);
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="kyc-photos">
        <PhotoPicker
          id="front_pic"
          label={t('kyc.lv2.front')}
          upload={uploadIdentityPhoto}
          onChange={(path) => picked(setFront, path)}
          error={errors.errorFor('front_pic')}
        />
        <PhotoPicker
          id="reverse_pic"
          label={t('kyc.lv2.back')}
          upload={uploadIdentityPhoto}
          onChange={(path) => picked(setBack, path)}
          error={errors.errorFor('reverse_pic')}
        />
      </div>
      <p className="hint">{t('kyc.lv2.photoHint')}</p>
      <Button type="submit" block color="primary" size="large" loading={busy} data-testid="kyc-lv2-submit">
        {resubmit ? t('kyc.real.resubmit') : t('kyc.real.submit')}
      </Button>
    </form>
  );
}
