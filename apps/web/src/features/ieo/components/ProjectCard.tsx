/** One project in a list: name and token, its phase, the issue price, the issuance and how much of it is asked for. */
import type { IeoProject } from '@bourse/contract';
import { useTranslation } from '../../../app/i18n';
import { Link } from 'react-router';
import { subscribePath } from '../paths';
import { useIeoFormat } from '../format';

export function PhaseTag({ project }: { project: Pick<IeoProject, 'phase' | 'paused'> }) {
  const { t } = useTranslation();
  return (
    <span className={`ieo-tag ieo-tag--${project.phase}`} data-testid="project-phase" data-phase={project.phase}>
      {t(`ieo.phases.${project.phase}`)}
      {project.paused && project.phase !== 'finished' ? ` · ${t('ieo.paused')}` : ''}
    </span>
  );
}

/** The bar is full at 100 %; the text says how far past it an oversubscribed project went. */
export function ProgressBar({ project }: { project: IeoProject }) {
  const { t } = useTranslation();
  const f = useIeoFormat();
  const width = Math.min(100, Number(project.progress_percent));
  return (
    <div className="ieo-progress">
      <div className="ieo-progress-track" aria-hidden="true">
        <div className="ieo-progress-fill" style={{ width: `${width}%` }} />
      </div>
      <span className="ieo-progress-text" data-testid="project-progress">
        {t('ieo.progress', { percent: f.percent(project.progress_percent) })}
      </span>
    </div>
  );
}

export function ProjectCard({ project }: { project: IeoProject }) {
  const { t } = useTranslation();
  const f = useIeoFormat();
  const p = project;
  return (
    <Link to={subscribePath(p.id)} className="card ieo-card" data-testid="project-card" data-id={p.id}>
      <div className="ieo-card-head">
        <span className="ieo-card-name">
          <strong>{p.token}</strong> {p.name}
        </span>
        <PhaseTag project={p} />
      </div>
      <dl className="ieo-figures">
        <div>
          <dt>{t('ieo.fields.price')}</dt>
          <dd>{t('ieo.priceUnit', { price: f.price(p.price), pay: p.pay_currency, token: p.token })}</dd>
        </div>
        <div>
          <dt>{t('ieo.fields.total')}</dt>
          <dd>
            {f.amount(p.total_issuance, p.token_scale)} {p.token}
          </dd>
        </div>
        <div>
          <dt>{p.phase === 'warmup' ? t('ieo.fields.start') : t('ieo.fields.end')}</dt>
          <dd>{f.time(p.phase === 'warmup' ? p.start_time : p.end_time)}</dd>
        </div>
        <div>
          <dt>{t('ieo.fields.applications')}</dt>
          <dd>{f.count(p.applications)}</dd>
        </div>
      </dl>
      <ProgressBar project={p} />
    </Link>
  );
}
