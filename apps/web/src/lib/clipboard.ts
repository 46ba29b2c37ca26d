import { toast } from './toast';

/** Copy a text and say whether it worked (the clipboard needs a secure context and permission). */
export async function copyText(text: string, t: (key: string) => string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    toast(t('app.copy.done'), 'success');
    return true;
  } catch {
    toast(t('app.copy.failed'));
    return false;
  }
}
