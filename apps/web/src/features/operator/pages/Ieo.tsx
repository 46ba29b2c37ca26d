/**
 * IEO projects (issue 15): create a project and its token (a draft), fund its issuance with a
 * funding deposit into the IEO treasury book (two-person, approved under Approvals), open it once
 * the book holds the whole issuance, pause or resume subscriptions, and see for each project the
 * issuance held, allocated and returned, the proceeds and the payments still held. No screen here
 * can change a price, a time or an allocation: allocation is the scheduler's, by the stated rule.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { IeoOperatorProject } from '@bourse/contract';
import { formatUnits, parseUnits } from '@bourse/money';
import { useTranslation } from '../../../app/i18n';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { QueryView } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { useRefreshConsole } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { createIeoProject, openIeoProject, pauseIeoProject, useIeoProjects } from '../ieo-api';
import { proposeFunding } from '../reserves-api';

const DAY = 86_400_000;
const FIELDS = ['name', 'token_code', 'token_name', 'token_scale', 'price', 'total_issuance', 'min_amount', 'max_per_user'] as const;
type FormField = (typeof FIELDS)[number] | 'start' | 'days' | 'lock_days' | 'website' | 'white_paper';

const BLANK: Record<FormField, string> = {
  name: '',
  token_code: '',
  token_name: '',
  token_scale: '4',
  price: '',
  total_issuance: '',
  min_amount: '1',
  max_per_user: '',
  start: '0',
  days: '3',
  lock_days: '1',
  website: '',
  white_paper: '',
};

/** The form as the endpoint takes it: times from now in days (the start, the cycle, the lock after the end). */
function createInput(v: Record<FormField, string>) {
  const start = Date.now() + Number(v.start) * DAY;
  const end = start + Number(v.days) * DAY;
  return {
    name: v.name,
    token_code: v.token_code,
    token_name: v.token_name,
    token_scale: v.token_scale,
    pay_currency_id: 3,
    price: v.price,
    total_issuance: v.total_issuance,
    min_amount: v.min_amount,
    ...(v.max_per_user ? { max_per_user: v.max_per_user } : {}),
    start_time: start,
    end_time: end,
    listing_time: end + Number(v.lock_days) * DAY,
    ...(v.website ? { website: v.website } : {}),
    ...(v.white_paper ? { white_paper: v.white_paper } : {}),
  };
}

export default function Ieo() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="ieo" title={t('operator.nav.ieo')}>
      <p className="hint">{t('operator.ieo.intro')}</p>
      <div className="console-split console-split--even">
        <CreateForm />
        <FundForm />
      </div>
      <Projects />
    </ConsoleFrame>
  );
}

function CreateForm() {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);
  const [v, setV] = useState<Record<FormField, string>>(BLANK);
  const set = (key: FormField) => (value: string) => {
    errors.clear();
    setV((x) => ({ ...x, [key]: value }));
  };
  const submit = async () => {
    setBusy(true);
    try {
      await createIeoProject(createInput(v));
      void toast(t('operator.ieo.created'), 'success');
      void refresh();
    } catch (error) {
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };
  const field = (key: FormField) => (
    <Field
      key={key}
      id={`ieo-${key}`}
      label={t(`operator.ieo.fields.${key}`)}
      value={v[key]}
      onChange={set(key)}
      error={errors.errorFor(key)}
    />
  );
  return (
    <form
      className="card console-panel form"
      data-testid="ieo-create"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t('operator.ieo.createTitle')}</h2>
      {FIELDS.map(field)}
      {field('start')}
      {field('days')}
      {field('lock_days')}
      {field('website')}
      {field('white_paper')}
      <Button color="primary" type="submit" loading={busy} data-testid="ieo-create-submit">
        {t('operator.ieo.create')}
      </Button>
    </form>
  );
}

/** What the IEO treasury book still lacks of a draft's issuance, exactly. */
function missingOf(p: IeoOperatorProject): string {
  const lack = parseUnits(p.total_issuance, p.token_scale) - parseUnits(p.treasury_available, p.token_scale);
  return formatUnits(lack > 0n ? lack : 0n, p.token_scale);
}

/**
 * A funding deposit of a draft's missing issuance into the IEO treasury book, with the reference of
 * the transfer that brought the tokens in; a second operator approves it under Approvals.
 */
function FundForm() {
  const { t } = useTranslation();
  const projects = useIeoProjects();
  const refresh = useRefreshConsole();
  const errors = useFormErrors();
  const [chosen, setChosen] = useState<number | undefined>();
  const [reference, setReference] = useState('');
  const drafts = (projects.data ?? []).filter((p) => p.status === 'draft' && !p.fundable);
  const project = drafts.find((p) => p.id === chosen) ?? drafts[0];
  const submit = async () => {
    if (!project) return;
    try {
      await proposeFunding({ account: 'treasury', book: 'ieo', currency_id: project.token_id, amount: missingOf(project), reference });
      void toast(t('operator.ieo.fundProposed'), 'success');
      setReference('');
      void refresh();
    } catch (error) {
      errors.fromServer(error, 'reference');
    }
  };
  return (
    <form
      className="card console-panel form"
      data-testid="ieo-fund"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="section-title">{t('operator.ieo.fundTitle')}</h2>
      <p className="hint">{t('operator.ieo.fundHint')}</p>
      {project ? (
        <>
          <div className="console-chips" role="radiogroup">
            {drafts.map((p) => (
              <button
                key={p.id}
                type="button"
                role="radio"
                aria-checked={p.id === project.id}
                className={`console-chip${p.id === project.id ? ' console-chip--on' : ''}`}
                onClick={() => setChosen(p.id)}
              >
                {p.token}
              </button>
            ))}
          </div>
          <p data-testid="ieo-fund-amount">{t('operator.ieo.fundAmount', { amount: missingOf(project), token: project.token })}</p>
          <Field
            id="ieo-reference"
            label={t('operator.reserves.reference')}
            value={reference}
            onChange={(value) => {
              errors.clear();
              setReference(value);
            }}
            maxLength={200}
            error={errors.errorFor('reference')}
          />
          <Button color="primary" type="submit" data-testid="ieo-fund-submit">
            {t('operator.ieo.fund')}
          </Button>
        </>
      ) : (
        <p className="muted">{t('operator.ieo.nothingToFund')}</p>
      )}
    </form>
  );
}

function Projects() {
  const { t } = useTranslation();
  const projects = useIeoProjects();
  return (
    <section className="console-section" data-testid="ieo-projects">
      <h2 className="section-title">{t('operator.ieo.projectsTitle')}</h2>
      <QueryView query={projects} empty={<p className="muted">{t('operator.ieo.none')}</p>}>
        {(rows) => (
          <div className="console-table-wrap">
            <table className="console-table">
              <thead>
                <tr>
                  <th>{t('operator.ieo.project')}</th>
                  <th>{t('operator.ieo.state')}</th>
                  <th className="num">{t('operator.ieo.issuance')}</th>
                  <th className="num">{t('operator.ieo.treasury')}</th>
                  <th className="num">{t('operator.ieo.held')}</th>
                  <th className="num">{t('operator.ieo.allocated')}</th>
                  <th className="num">{t('operator.ieo.returned')}</th>
                  <th className="num">{t('operator.ieo.proceeds')}</th>
                  <th className="num">{t('operator.ieo.payments')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <ProjectRow key={p.id} p={p} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}

function ProjectRow({ p }: { p: IeoOperatorProject }) {
  const { t } = useTranslation();
  const refresh = useRefreshConsole();
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void toast(t(done), 'success');
      void refresh();
    } catch {
      // The request wrapper has shown the server's message.
    }
  };
  const state = p.status === 'draft' ? t('operator.ieo.draft') : `${t(`ieo.phases.${p.phase}`)}${p.paused ? ` · ${t('ieo.paused')}` : ''}`;
  return (
    <tr data-testid={`ieo-project-${p.id}`}>
      <td>
        <strong>{p.token}</strong> {p.name}
      </td>
      <td>{state}</td>
      <td className="num">{p.total_issuance}</td>
      <td className="num">{p.treasury_available}</td>
      <td className="num">{p.issuance_held}</td>
      <td className="num">{p.allocated}</td>
      <td className="num">{p.returned}</td>
      <td className="num">
        {p.proceeds} {p.pay_currency}
      </td>
      <td className="num">
        {p.payments_held} {p.pay_currency}
      </td>
      <td className="console-actions">
        {p.status === 'draft' ? (
          <Button
            size="mini"
            color="primary"
            disabled={!p.fundable}
            onClick={() => void act(() => openIeoProject(p.id), 'operator.ieo.opened')}
          >
            {t('operator.ieo.open')}
          </Button>
        ) : null}
        {p.status === 'open' && p.phase !== 'finished' ? (
          <Button
            size="mini"
            onClick={() => void act(() => pauseIeoProject(p.id, !p.paused), p.paused ? 'operator.ieo.resumed' : 'operator.ieo.pausedDone')}
          >
            {p.paused ? t('operator.ieo.resume') : t('operator.ieo.pause')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
