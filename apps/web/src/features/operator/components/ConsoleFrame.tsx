/**
 * The frame of every console screen: the console's own header and navigation (no user tab bar or
 * side navigation: the console is not the user's app), the operator guard, and the role check.
 * Desktop shows the sections in a column; a phone shows them as a scrolling row.
 */
import '../operator.css';
import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { go } from '../../../app/navigation';
import { ErrorState, Loading, StateBlock } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { logout, useDropConsole, useMe } from '../api';
import { canSee, CONSOLE, SECTIONS, type Section } from '../paths';
import { clearOperatorSession, useOperatorSession } from '../session';

interface FrameProps {
  section: Section;
  title: string;
  children: ReactNode;
}

export function ConsoleFrame({ section, title, children }: FrameProps) {
  const { t } = useTranslation();
  const { token, scope } = useOperatorSession();
  const me = useMe();
  if (!token || scope !== 'full') return <Navigate to={CONSOLE.login} replace />;
  let body: ReactNode;
  if (me.isPending) body = <Loading />;
  else if (me.isError) body = <ErrorState onRetry={() => void me.refetch()} />;
  else if (!canSee(me.data.role, section))
    body = <StateBlock kind="error" title={t('operator.frame.forbidden')} description={t('operator.frame.forbiddenHint')} />;
  else body = children;
  return (
    <div className="console" data-page={`operator-${section}`}>
      <ConsoleHeader username={me.data?.username} role={me.data?.role} />
      <div className="console-body">
        <ConsoleNav section={section} role={me.data?.role} />
        <main className="console-main">
          <h1 className="console-title">{title}</h1>
          {body}
        </main>
      </div>
    </div>
  );
}

function ConsoleHeader({ username, role }: { username?: string; role?: string }) {
  const { t } = useTranslation();
  const drop = useDropConsole();
  const signOut = async () => {
    // The session ends on the server; even if that call fails, this tab forgets the token.
    await logout().catch(() => undefined);
    clearOperatorSession();
    drop();
    void toast(t('operator.frame.signedOut'), 'success');
    go(CONSOLE.login, { replace: true });
  };
  return (
    <header className="console-header">
      <span className="console-brand">{t('operator.frame.brand')}</span>
      {username ? (
        <span className="console-who" data-testid="console-operator">
          {username} · {t(`operator.roles.${role ?? 'admin'}`)}
        </span>
      ) : null}
      <Button size="mini" fill="outline" onClick={() => void signOut()} data-testid="console-logout">
        {t('operator.frame.signOut')}
      </Button>
    </header>
  );
}

function ConsoleNav({ section, role }: { section: Section; role: Parameters<typeof canSee>[0] }) {
  const { t } = useTranslation();
  const visible = SECTIONS.filter((s) => canSee(role, s));
  const active = useRef<HTMLAnchorElement>(null);
  // On a phone the sections are a scrolling row: keep the open one in view.
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [section, visible.length]);
  return (
    <nav className="console-nav" aria-label={t('operator.frame.nav')}>
      <ul>
        {visible.map((s) => (
          <li key={s}>
            <a
              href={`#${CONSOLE[s]}`}
              ref={s === section ? active : undefined}
              className={`console-nav-item${s === section ? ' console-nav-item--active' : ''}`}
              aria-current={s === section ? 'page' : undefined}
              data-testid={`console-nav-${s}`}
              onClick={(event) => {
                event.preventDefault();
                if (s !== section) go(CONSOLE[s]);
              }}
            >
              {t(`operator.nav.${s}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
