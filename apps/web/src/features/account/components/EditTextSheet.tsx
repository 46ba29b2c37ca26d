/** A bottom sheet to edit one short text (nickname, signature), with its rule shown under it. */
import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useTranslation } from '../../../app/i18n';
import { Field } from '../../../components/form/Field';

interface EditTextSheetProps {
  id: string;
  title: string;
  label: string;
  hint: string;
  initial: string;
  maxLength: number;
  visible: boolean;
  onClose(): void;
  /** Resolves true when saved (the sheet closes), false to keep it open. */
  onSave(value: string): Promise<boolean>;
  error?: string;
}

export function EditTextSheet(props: EditTextSheetProps) {
  return (
    <Popup
      visible={props.visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="sheet"
      destroyOnClose
      // Above the tab bar and side navigation, not inside the page layer.
      getContainer={() => document.body}
    >
      <SheetBody {...props} />
    </Popup>
  );
}

function SheetBody({ id, title, label, hint, initial, maxLength, onClose, onSave, error }: EditTextSheetProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="form sheet-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          if (await onSave(value)) onClose();
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 className="sheet-title">{title}</h2>
      <Field id={id} label={label} value={value} onChange={setValue} maxLength={maxLength} error={error} />
      <p className="hint">{hint}</p>
      <div className="sheet-actions">
        <Button onClick={onClose}>{t('app.actions.cancel')}</Button>
        <Button type="submit" color="primary" loading={busy} data-testid={`${id}-save`}>
          {t('app.actions.save')}
        </Button>
      </div>
    </form>
  );
}
