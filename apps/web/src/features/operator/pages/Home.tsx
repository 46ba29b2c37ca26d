/** The console's overview: what waits for review in each queue this operator may work on, and for a second operator. */
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { Spinner } from '../../../components/states';
import { useActions, useMe, usePendingCount, type QueueKind } from '../api';
import { ConsoleFrame } from '../components/ConsoleFrame';
import { useConsoleFormat } from '../format';
import { canSee, CONSOLE, type Section } from '../paths';

const QUEUES: { kind: QueueKind; section: Section }[] = [
  { kind: 'deposits', section: 'deposits' },
  { kind: 'withdrawals', section: 'withdrawals' },
  { kind: 'kyc', section: 'identity' },
  { kind: 'traders', section: 'traders' },
];

export default function Home() {
  const { t } = useTranslation();
  return (
    <ConsoleFrame section="home" title={t('operator.home.title')}>
      <Overview />
    </ConsoleFrame>
  );
}

function Overview() {
  const { t } = useTranslation();
  const me = useMe();
  const role = me.data?.role;
  const queues = QUEUES.filter((q) => canSee(role, q.section));
  return (
    <>
      <p className="muted">{t('operator.home.intro')}</p>
      <div className="console-tiles">
        {queues.map((q) => (
          <PendingTile key={q.kind} kind={q.kind} section={q.section} />
        ))}
        <ActionsTile />
      </div>
      <p className="hint console-promise">{t('operator.home.promise')}</p>
    </>
  );
}

function PendingTile({ kind, section }: { kind: QueueKind; section: Section }) {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const count = usePendingCount(kind, true);
  return (
    <button type="button" className="card console-tile" onClick={() => go(CONSOLE[section])} data-testid={`tile-${section}`}>
      <span className="console-tile-label">{t(`operator.nav.${section}`)}</span>
      <span className="console-tile-value">{count.isPending ? <Spinner size={18} /> : count.isError ? '--' : f.count(count.data)}</span>
      <span className="muted">{t('operator.home.pending')}</span>
    </button>
  );
}

/** Two-person actions waiting for a second operator: every role sees them. */
function ActionsTile() {
  const { t } = useTranslation();
  const f = useConsoleFormat();
  const pending = useActions('pending');
  return (
    <button type="button" className="card console-tile" onClick={() => go(CONSOLE.actions)} data-testid="tile-actions">
      <span className="console-tile-label">{t('operator.nav.actions')}</span>
      <span className="console-tile-value">
        {pending.isPending ? <Spinner size={18} /> : pending.isError ? '--' : f.count(pending.data.length)}
      </span>
      <span className="muted">{t('operator.home.pending')}</span>
    </button>
  );
}
