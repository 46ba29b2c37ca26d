/**
 * `common/borrowing` (SPEC section 2; issue 19): borrow, my loans and the rules on one page. The
 * home's repayment shortcut opens it on my loans (`?tab=repay`), where each loan opens its page to
 * repay or add collateral.
 */
import '../loans.css';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { BorrowForm } from '../components/BorrowForm';
import { LoanList } from '../components/LoanList';
import { Rules } from '../components/Rules';
import { useLoansLive } from '../live';

const TABS = ['borrow', 'mine', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** `?tab=`: borrow (default), mine (or repay, as the home's shortcut says it), rules. */
function tabOf(value: string | null): Tab {
  if (value === 'repay' || value === 'mine') return 'mine';
  return value === 'rules' ? 'rules' : 'borrow';
}

export default function Borrowing() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  useLoansLive();
  return (
    <Page title={t('loans.title')} name="loans">
      <div className="loan-layout">
        <div className="seg-tabs" role="tablist">
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={`seg-tab${tab === k ? ' seg-tab--active' : ''}`}
              onClick={() => setParams(k === 'borrow' ? {} : { tab: k }, { replace: true })}
              data-testid={`loan-tab-${k}`}
            >
              {t(`loans.tabs.${k}`)}
            </button>
          ))}
        </div>
        {tab === 'borrow' ? <BorrowForm onBorrowed={() => setParams({ tab: 'mine' }, { replace: true })} /> : null}
        {tab === 'mine' ? <LoanList /> : null}
        {tab === 'rules' ? <Rules /> : null}
      </div>
    </Page>
  );
}
