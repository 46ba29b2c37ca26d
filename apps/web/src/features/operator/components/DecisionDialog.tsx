/**
 * Approve or reject one review item with a reason. The reason is required for every decision (the
 * audit log keeps it, and a rejected user reads it), and is checked here with the server's codes.
 */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useTranslation } from '../../../app/i18n';
import { Field } from '../../../components/form/Field';
import { useFormErrors } from '../../../components/form/useFormErrors';
import { toast } from '../../../lib/toast';
import type { Decision } from '../api';
import { checkReason, REASON_MAX } from '../forms';

export interface DecisionInput {
  reason: string;
  tx_hash?: string;
}

interface DecisionDialogProps {
  decision: Decision | null;
  /** What is being decided, e.g. "Deposit #12: 250 USDT from user 7". */
  subject: string;
  /** Withdrawals: the transaction hash of the payout, optional. */
  withTxHash?: boolean;
  /** Whether the user reads an approval's reason too (deposits show it as a note). */
  approvalVisible?: boolean;
  onClose(): void;
  /** Resolves with a message to show instead of the plain "Approved"/"Rejected", when there is one. */
  onConfirm(input: DecisionInput): Promise<unknown>;
}

export function DecisionDialog({
  decision,
  subject,
  withTxHash = false,
  approvalVisible = false,
  onClose,
  onConfirm,
}: DecisionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [txHash, setTxHash] = useState('');
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors();

  const close = () => {
    setReason('');
    setTxHash('');
    errors.clear();
    onClose();
  };

  const submit = async () => {
    const check = checkReason(reason);
    if (!errors.accept(check)) return;
    setBusy(true);
    try {
      const said = await onConfirm({ reason: check.data, ...(withTxHash && txHash.trim() ? { tx_hash: txHash.trim() } : {}) });
      void toast(typeof said === 'string' ? said : t(`operator.decision.${decision === 'approve' ? 'approved' : 'rejected'}`), 'success');
      close();
    } catch (error) {
      // The wrapper has shown the server's message; mark the field it names, if any.
      errors.fromServer(error);
    } finally {
      setBusy(false);
    }
  };

  const reasonError = errors.errorFor('reason');
  return (
    <CenterPopup visible={decision !== null} onMaskClick={busy ? undefined : close} destroyOnClose>
      <div className="decision" data-testid="decision-dialog">
        <h2 className="decision-title">
          {decision === 'reject' ? t('operator.decision.rejectTitle') : t('operator.decision.approveTitle')}
        </h2>
        <p className="decision-subject">{subject}</p>
        <div className={`field${reasonError ? ' field--error' : ''}`}>
          <label className="field-label" htmlFor="decision-reason">
            {t('operator.decision.reason')}
          </label>
          <div className="field-box field-box--area">
            <TextArea
              id="decision-reason"
              value={reason}
              onChange={(value) => {
                errors.clear();
                setReason(value);
              }}
              rows={3}
              maxLength={REASON_MAX + 1}
              placeholder={decision === 'reject' ? t('operator.decision.rejectPlaceholder') : t('operator.decision.approvePlaceholder')}
            />
          </div>
          {reasonError ? (
            <span className="field-error" role="alert" data-testid="reason-error">
              {reasonError}
            </span>
          ) : null}
          <span className="hint" data-testid="reason-audience">
            {decision === 'reject' || approvalVisible ? t('operator.decision.userSees') : t('operator.decision.auditOnly')}
          </span>
        </div>
        {withTxHash && decision === 'approve' ? (
          <Field id="decision-tx-hash" label={t('operator.decision.txHash')} value={txHash} onChange={setTxHash} maxLength={128} />
        ) : null}
        <div className="decision-actions">
          <Button onClick={close} disabled={busy} data-testid="decision-cancel">
            {t('operator.decision.cancel')}
          </Button>
          <Button
            color={decision === 'reject' ? 'danger' : 'primary'}
            loading={busy}
            onClick={() => void submit()}
            data-testid="decision-confirm"
          >
            {decision === 'reject' ? t('operator.decision.reject') : t('operator.decision.approve')}
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
