/** The IEO projects (pages/ieo/ieo): by phase, 10 a page, each opening its subscribe page. */
import '../ieo.css';
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { IeoPhase } from '@bourse/contract';
import { useTranslation } from '../../../app/i18n';
import { Link } from 'react-router';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useToken } from '../../../app/session';
import { useProjects } from '../api';
import { ProjectCard } from '../components/ProjectCard';
import { IEO_ORDERS_PATH } from '../paths';

type Tab = IeoPhase | 'all';
const TABS: Tab[] = ['all', 'progress', 'warmup', 'finished'];

export default function Projects() {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const [tab, setTab] = useState<Tab>('all');
  return (
    <Page
      title={t('ieo.title')}
      name="ieo"
      right={
        signedIn ? (
          <Link to={IEO_ORDERS_PATH} className="ieo-nav-link" data-testid="ieo-orders-link">
            {t('ieo.orders')}
          </Link>
        ) : undefined
      }
    >
      <div className="ieo-layout">
        <div className="ieo-tabs" role="tablist">
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={`ieo-tab${tab === k ? ' ieo-tab--active' : ''}`}
              onClick={() => setTab(k)}
              data-testid={`ieo-tab-${k}`}
            >
              {t(`ieo.phases.${k}`)}
            </button>
          ))}
        </div>
        <ProjectList phase={tab === 'all' ? undefined : tab} />
      </div>
    </Page>
  );
}

function ProjectList({ phase }: { phase: IeoPhase | undefined }) {
  const { t } = useTranslation();
  const q = useProjects(phase);
  if (q.isPending) return <Loading />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const projects = q.data.pages.flatMap((p) => p.data);
  if (projects.length === 0) return <EmptyState title={t('ieo.empty')} />;
  return (
    <div className="ieo-list" data-testid="project-list">
      {projects.map((p) => (
        <ProjectCard key={p.id} project={p} />
      ))}
      {q.hasNextPage ? (
        <Button fill="none" loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
          {t('app.states.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
