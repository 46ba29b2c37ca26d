import { describe, expect, it } from 'vitest';
import { applyH5Version, KEYS, readJson, writeJson } from './storage';

describe('the h5Version rule (SPEC section 9)', () => {
  it('clears all local storage and sets 1 when the stored version is missing or below 1', () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('other', 'x');
    expect(applyH5Version()).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem(KEYS.h5Version)).toBe('1');

    localStorage.setItem(KEYS.h5Version, '0');
    localStorage.setItem('token', 'older');
    expect(applyH5Version()).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps storage at version 1 or above', () => {
    localStorage.setItem(KEYS.h5Version, '1');
    localStorage.setItem('token', 'kept');
    expect(applyH5Version()).toBe(false);
    expect(localStorage.getItem('token')).toBe('kept');
  });

  it('reads and writes JSON, falling back on garbage', () => {
    writeJson('x', { a: 1 });
    expect(readJson('x', null)).toEqual({ a: 1 });
    localStorage.setItem('y', '{nope');
    expect(readJson('y', 'fallback')).toBe('fallback');
    writeJson('x', null);
    expect(localStorage.getItem('x')).toBeNull();
  });
});
