import { useEffect, useRef } from 'react';

/** The message shown under a field, and the field's name (the form key the check or the server named). */
export interface ShownError {
  field: string | undefined;
  message: string;
}

/**
 * Clears a form's error as soon as the user edits the field it is about (issue 13: a message
 * stayed red after the field was fixed). The field is the input whose id or name is the error's
 * field, or any input of the `.field` row that shows the message, so a form needs no wiring per
 * input; the check runs again on the next submit.
 */
export function useClearOnEdit(error: ShownError | null, clear: () => void): void {
  const latest = useRef(clear);
  useEffect(() => {
    latest.current = clear;
  });
  const field = error?.field;
  const message = error?.message;
  useEffect(() => {
    if (message === undefined) return;
    const onEdit = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      const named = field !== undefined && (target.id === field || target.getAttribute('name') === field);
      const row = target.closest('.field');
      const shown = [...(row?.querySelectorAll('.field-error') ?? [])].some((node) => node.textContent === message);
      if (named || shown) latest.current();
    };
    // Bubble phase, on the document: after React's own listener on its root has handled the
    // edit. A clear scheduled before that (capture phase) is flushed by React as it starts the
    // event, re-rendering the controlled input with its old text, so the keystroke was lost.
    document.addEventListener('input', onEdit);
    document.addEventListener('change', onEdit);
    return () => {
      document.removeEventListener('input', onEdit);
      document.removeEventListener('change', onEdit);
    };
  }, [field, message]);
}
