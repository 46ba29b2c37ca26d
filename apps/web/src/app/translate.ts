/**
 * The words of the request wrapper (network errors and the like) through a translator that the
 * language plugs in once its texts are here (i18n.ts). Until then a key stands for itself. This
 * keeps the request wrapper, which the launch uses before the texts arrive, free of the translator.
 */
type Translate = (key: string, params?: Record<string, string | number>) => string;

let current: Translate = (key) => key;

export const translate: Translate = (key, params) => current(key, params);

export function setTranslator(next: Translate): void {
  current = next;
}
