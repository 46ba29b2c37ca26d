import { describe, expect, it } from 'vitest';
import { applyTheme, langFromNavigator, loadPreferences, langStore, resolveTheme, saveTheme, themeStore } from './preferences';

describe('preferences', () => {
  it('maps browser languages to the eight', () => {
    expect(langFromNavigator(['zh-TW'])).toBe('hk');
    expect(langFromNavigator(['zh-Hant-HK'])).toBe('hk');
    expect(langFromNavigator(['zh-CN'])).toBe('zh');
    expect(langFromNavigator(['ja-JP'])).toBe('jp');
    expect(langFromNavigator(['ko'])).toBe('kor');
    expect(langFromNavigator(['de-DE', 'fr-CA'])).toBe('fra');
    expect(langFromNavigator(['es-MX'])).toBe('spa');
    expect(langFromNavigator(['th'])).toBe('th');
    expect(langFromNavigator(['de'])).toBe('en');
  });

  it('prefers the stored language', () => {
    localStorage.setItem('lang', 'kor');
    loadPreferences();
    expect(langStore.get()).toBe('kor');
  });

  it('resolves and applies the theme (dark, light, system)', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    saveTheme('dark');
    expect(themeStore.get()).toBe('dark');
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.getAttribute('data-prefers-color-scheme')).toBe('light');
  });
});
