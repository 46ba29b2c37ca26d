import { describe, expect, it } from 'vitest';
import { defaultArea, filterAreas, regionName } from './area';
import { parseDecimal, shiftLeft, formatDecimal } from './decimal';
import { checkForm } from './form';
import { maskEmail, maskMobile } from './mask';
import { nicknameInput, registerInput } from '@bourse/contract';

describe('areas', () => {
  const areas = [
    { region: 'CN', dial_code: '86' },
    { region: 'TH', dial_code: '66' },
    { region: 'US', dial_code: '1' },
  ];
  it('names regions through Intl in the user language', () => {
    expect(regionName('TH', 'en-US')).toBe('Thailand');
    expect(regionName('TH', 'th-TH')).toBe('ไทย');
  });
  it('filters by local name, English name, code or dial code', () => {
    expect(filterAreas(areas, 'thai', 'en-US').map((a) => a.region)).toEqual(['TH']);
    expect(filterAreas(areas, '中国', 'zh-CN').map((a) => a.region)).toEqual(['CN']);
    expect(filterAreas(areas, 'china', 'zh-CN').map((a) => a.region)).toEqual(['CN']);
    expect(filterAreas(areas, '+66', 'en-US').map((a) => a.region)).toEqual(['TH']);
    expect(filterAreas(areas, '', 'en-US')).toHaveLength(3);
  });
  it('starts from the language’s own area', () => {
    expect(defaultArea('th')).toEqual({ region: 'TH', dial_code: '66' });
    expect(defaultArea('zh').dial_code).toBe('86');
  });
});

describe('decimal text', () => {
  it('parses and shifts exactly', () => {
    const d = parseDecimal('001234.5000')!;
    expect(formatDecimal(d)).toBe('1234.5');
    expect(formatDecimal(shiftLeft(d, 6))).toBe('0.0012345');
    expect(parseDecimal('-0')!.negative).toBe(false);
    expect(parseDecimal('.')).toBeUndefined();
  });
});

describe('checking a form with the contract schemas', () => {
  it('gives the first failure as an error code and field', () => {
    expect(checkForm(nicknameInput, { nickname: 'a' })).toEqual({ ok: false, code: 'NICKNAME_INVALID', field: 'nickname' });
    expect(checkForm(nicknameInput, { nickname: 'ab!' })).toEqual({ ok: false, code: 'SPECIAL_CHARACTERS', field: 'nickname' });
    expect(checkForm(nicknameInput, { nickname: '小明abc' })).toEqual({ ok: true, data: { nickname: '小明abc' } });
  });
  it('uses the spec messages for passwords', () => {
    const base = { user_string: 'a@b.co', code: '123456', type: 'email' };
    expect(checkForm(registerInput, { ...base, password: 'short', re_password: 'short' })).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });
    expect(checkForm(registerInput, { ...base, password: 'long-enough', re_password: 'long-enough!' })).toMatchObject({
      code: 'PASSWORDS_INCONSISTENT',
      field: 're_password',
    });
  });
});

describe('masking', () => {
  it('keeps enough to recognise', () => {
    expect(maskEmail('john.doe@example.com')).toBe('jo***@example.com');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
    expect(maskMobile('13812345678')).toBe('138****5678');
  });
});
