/** One project (pages/ieo/subscribe?id=3): its figures, the allocation rule and the subscription form. */
import '../ieo.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { EmptyState, ErrorState, Loading } from '../../../components/states';
import { useToken } from '../../../app/session';
import { useProject } from '../api';
import { PhaseTag, ProgressBar } from '../components/ProjectCard';
import { AllocationRules, ProjectFacts } from '../components/ProjectFacts';
import { SubscribeForm } from '../components/SubscribeForm';
import { useIeoLive } from '../live';

export default function Subscribe() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const signedIn = Boolean(useToken());
  const q = useProject(id);
  useIeoLive();
  let body: React.ReactNode;
  if (!Number.isInteger(id) || id <= 0) body = <EmptyState title={t('errors.IEO_PROJECT_NOT_FOUND')} />;
  else if (q.isPending) body = <Loading />;
  else if (q.isError) {
    const code = (q.error as { code?: string }).code;
    body =
      code === 'IEO_PROJECT_NOT_FOUND' ? (
        <EmptyState title={t('errors.IEO_PROJECT_NOT_FOUND')} />
      ) : (
        <ErrorState onRetry={() => void q.refetch()} />
      );
  } else {
    const p = q.data;
    body = (
      <div className="ieo-layout ieo-subscribe">
        <section className="card ieo-head">
          <div className="ieo-card-head">
            <span className="ieo-card-name">
              <strong data-testid="project-token">{p.token}</strong> {p.name}
            </span>
            <PhaseTag project={p} />
          </div>
          {p.description ? <p className="ieo-description">{p.description}</p> : null}
          <ProgressBar project={p} />
        </section>
        <SubscribeForm project={p} signedIn={signedIn} />
        <ProjectFacts project={p} />
        <AllocationRules project={p} />
      </div>
    );
  }
  return (
    <Page title={q.data?.name ?? t('ieo.title')} name="ieo-subscribe">
      {body}
    </Page>
  );
}
