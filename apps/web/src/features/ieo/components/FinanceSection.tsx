/**
 * The IEO's part of the Finance tab, self-contained so the tab can drop it in: the projects open for
 * subscription now (live figures, each linking to its page) and, signed in, the user's
 * subscriptions awaiting allocation or locked until listing, with links to every project and to
 * the user's subscriptions.
 */
import '../ieo.css';
import { useTranslation } from '../../../app/i18n';
import { Link } from 'react-router';
import { useToken } from '../../../app/session';
import { Loading } from '../../../components/states';
import { useMyOrders, useProjects } from '../api';
import { ProjectCard } from './ProjectCard';
import { IEO_ORDERS_PATH, IEO_PATH } from '../paths';

const SHOWN = 3;

export function FinanceSection() {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const live = useProjects('progress');
  const mine = useMyOrders(signedIn);
  const projects = live.data?.pages.flatMap((p) => p.data).slice(0, SHOWN) ?? [];
  const orders = mine.data?.pages.flatMap((p) => p.data) ?? [];
  const waiting = orders.filter((o) => o.status === 'subscribed').length;
  const locked = orders.filter((o) => o.status === 'allocated').length;
  return (
    <section className="ieo-finance" data-testid="ieo-finance">
      <div className="ieo-finance-head">
        <h2>{t('ieo.finance.title')}</h2>
        <Link to={IEO_PATH} className="ieo-nav-link">
          {t('ieo.finance.all')}
        </Link>
      </div>
      <h3>{t('ieo.finance.live')}</h3>
      {live.isPending ? <Loading /> : null}
      {!live.isPending && projects.length === 0 ? <p className="ieo-note">{t('ieo.finance.none')}</p> : null}
      <div className="ieo-list">
        {projects.map((p) => (
          <ProjectCard key={p.id} project={p} />
        ))}
      </div>
      {signedIn && orders.length > 0 ? (
        <Link to={IEO_ORDERS_PATH} className="card ieo-finance-mine" data-testid="ieo-finance-mine">
          <strong>{t('ieo.finance.mine')}</strong>
          <span>{t('ieo.finance.waiting', { count: waiting })}</span>
          <span>{t('ieo.finance.locked', { count: locked })}</span>
        </Link>
      ) : null}
    </section>
  );
}
