import { describe, expect, it } from 'vitest';
import { BUNDLES } from '@bourse/i18n/all';
import { LANGS as I18N_LANGS } from '@bourse/i18n';
import {
  ERROR_CODES,
  LANGS,
  charLength,
  isAmount,
  isCode,
  isDate,
  isDigits,
  isEmail,
  isIdCard,
  isMainlandPhone,
  isMobile,
  isUrl,
  registerInput,
  toNumericText,
  rules,
  findMalformedText,
  isWellFormedText,
  ownEntry,
  routeMap,
  cashSaveInternationalInput,
} from '../src/index';

describe('error codes', () => {
  it.each([...LANGS])('every code has a message in %s', (lang) => {
    const errors = BUNDLES[lang].errors as Record<string, string>;
    const missing = ERROR_CODES.filter((c) => !errors[c]);
    expect(missing).toEqual([]);
  });

  it('no message exists for a code that is not in the contract', () => {
    expect(Object.keys(BUNDLES.en.errors).filter((k) => !ERROR_CODES.includes(k as never))).toEqual([]);
  });

  it('the contract and i18n agree on the eight languages', () => {
    expect([...LANGS]).toEqual([...I18N_LANGS]);
  });
});

describe('shared validator (SPEC section 5)', () => {
  it.each([
    ['a@b.co', true],
    ['first.last+tag@mail.example.org', true],
    ['no-at.example.com', false],
    ['a@b', false],
    ['a b@c.com', false],
  ])('email %s -> %s', (v, ok) => expect(isEmail(v)).toBe(ok));

  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12800138000', false],
    ['1380013800', false],
    ['138001380001', false],
    ['23800138000', false],
  ])('mainland phone %s -> %s', (v, ok) => expect(isMainlandPhone(v)).toBe(ok));

  it('uses the mainland rule only for area code 86', () => {
    expect(isMobile('2025550123', '1')).toBe(true);
    expect(isMobile('2025550123', '86')).toBe(false);
    expect(isMobile('12', '1')).toBe(false);
  });

  it.each([
    ['0', true],
    ['10', true],
    ['0.1234567891', true],
    ['0.12345678912', false],
    ['01', false],
    ['-1', false],
    ['1e3', false],
    ['.5', false],
  ])('amount %s -> %s', (v, ok) => expect(isAmount(v)).toBe(ok));

  it('digits, url, date, id card and code', () => {
    expect(isDigits('0123')).toBe(true);
    expect(isDigits('12a')).toBe(false);
    expect(isUrl('https://bourse.example/x?y=1')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('2024-2-1')).toBe(false);
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('abc123', 6)).toBe(true);
    expect(isCode('abc-23', 6)).toBe(false);
  });

  it('the numeric helper strips spaces and special characters', () => {
    expect(toNumericText(' 1,234.5$ ')).toBe('1234.5');
    expect(toNumericText('1.2.3')).toBe('1.23');
  });

  it('counts a Chinese character as one', () => {
    expect(charLength('比特币')).toBe(3);
  });
});

function firstError(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } },
  value: unknown,
) {
  const r = schema.safeParse(value);
  return r.success ? null : r.error!.issues[0]!.message;
}

describe('field rules', () => {
  it.each([
    [{}, 'USERNAME_REQUIRED'],
    [{ user_string: 'a@b.co', code: '123456', password: '123456', re_password: '123456', type: 'email' }, 'PASSWORD_TOO_SHORT'],
    [{ user_string: 'a@b.co', code: '123456', password: '1234567', re_password: '1234568', type: 'email' }, 'PASSWORDS_INCONSISTENT'],
    [{ user_string: 'a@b.co', code: '12345', password: '1234567', re_password: '1234567', type: 'email' }, 'CODE_INVALID_FORMAT'],
    [{ user_string: 'a@b.co', password: '1234567', re_password: '1234567', type: 'email' }, 'CODE_REQUIRED'],
    [{ user_string: 'a@b', code: '123456', password: '1234567', re_password: '1234567', type: 'email' }, 'EMAIL_INVALID'],
    [
      { user_string: '123', code: '123456', password: '1234567', re_password: '1234567', type: 'mobile', area_code: '86' },
      'MOBILE_INVALID',
    ],
    [{ user_string: '13800138000', code: '123456', password: '1234567', re_password: '1234567', type: 'mobile' }, 'AREA_CODE_INVALID'],
    [{ user_string: 'a@b.co', code: '123456', password: '1234567', type: 'email' }, 'CONFIRM_PASSWORD_REQUIRED'],
    [{ user_string: 'a@b.co', code: '123456', password: '1234567', re_password: '1234567', type: 'email', admin: '1' }, 'UNKNOWN_FIELD'],
  ])('register %j -> %s', (input, code) => {
    const r = registerInput.safeParse(input);
    expect(r.success).toBe(false);
    const issue = r.error!.issues.find((i) => i.code !== 'unrecognized_keys') ?? r.error!.issues[0]!;
    expect(issue.code === 'unrecognized_keys' ? 'UNKNOWN_FIELD' : issue.message).toBe(code);
  });

  it('accepts a valid registration and lower-cases nothing but the email', () => {
    const r = registerInput.parse({ user_string: 'A@B.co', code: 'ABC123', password: 'Secret12', re_password: 'Secret12', type: 'email' });
    expect(r.code).toBe('ABC123');
  });

  it.each([
    ['张三', null],
    ['ab', null],
    ['a', 'NICKNAME_INVALID'],
    ['abcdefghijk', 'NICKNAME_INVALID'],
    ['ab!', 'SPECIAL_CHARACTERS'],
    ['a b', 'SPECIAL_CHARACTERS'],
    ['', 'NICKNAME_INVALID'],
  ])('nickname %j -> %s', (v, code) => expect(firstError(rules.nickname, v)).toBe(code));

  it.each([
    ['hello world', null],
    ['比特币爱好者', null],
    ['x', 'SIGNATURE_INVALID'],
    ['a'.repeat(31), 'SIGNATURE_INVALID'],
    ['hi <b>', 'SPECIAL_CHARACTERS'],
  ])('signature %j -> %s', (v, code) => expect(firstError(rules.signature, v)).toBe(code));

  it('int() accepts form strings and refuses junk', () => {
    const n = rules.int({ min: 1, max: 10 });
    expect(n.parse('3')).toBe(3);
    expect(n.parse(3)).toBe(3);
    expect(firstError(n, '3.5')).toBe('INVALID_PARAMETER');
    expect(firstError(n, '0')).toBe('INVALID_PARAMETER');
    expect(firstError(n, 'x')).toBe('INVALID_PARAMETER');
    expect(firstError(n, '99999999999999999999')).toBe('INVALID_PARAMETER');
  });
});

describe('text rule', () => {
  it.each([
    ['plain', true],
    ['中文 and emoji 😀', true],
    ['', true],
    ['a\u0000b', false],
    ['\ud800', false],
    ['x\udc00', false],
    ['\udc00\ud800', false],
    ['ok \ud83d\ude00 ok', true],
  ])('%j well formed -> %s', (v, ok) => expect(isWellFormedText(v)).toBe(ok));

  it('finds the first malformed text in an input, names and values, at any depth', () => {
    expect(findMalformedText({ a: 'x', b: ['y', { c: 'z\u0000' }] })).toBe('b.1.c');
    expect(findMalformedText({ 'bad\ud800': 1 })).toBe('');
    expect(findMalformedText({ a: 1, b: null, c: [true, 'fine'] })).toBeUndefined();
    expect(findMalformedText('\u0000')).toBe('');
  });
});

describe('lookup tables', () => {
  it('read only their own entries', () => {
    const table: Record<string, number> = { a: 1 };
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(ownEntry(table, name)).toBeUndefined();
    expect(ownEntry(table, 'a')).toBe(1);
  });

  it.each([
    ['POST /coin/trade', 'type'],
    ['POST /lever/submit', 'type'],
    ['POST /microtrade/submit', 'type'],
    ['POST /wallet/change', 'from_field'],
    ['POST /wallet/detail', 'type'],
  ] as const)('%s refuses %s named after an Object member', (key, field) => {
    const shape = (routeMap[key].input as unknown as { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> }).shape;
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf']) expect(shape[field]!.safeParse(name).success, name).toBe(false);
  });
});

describe('international bank card', () => {
  const card = { real_name: 'A', bank_account: '1', bank_name: 'B', bank_dizhi: 'C', phone: '1' };
  const clear = { alipay_account: '026009593', swift_code: 'NWBKGB2L', wechat_account: '1 High St' };

  it('takes the SPEC names and the clear ones, stored under one name each', () => {
    const spec = cashSaveInternationalInput.parse({
      ...card,
      alipay_account: '026009593',
      wechat_nickname: 'NWBKGB2L',
      wechat_account: '1 High St',
    });
    const plain = cashSaveInternationalInput.parse({
      ...card,
      aba_number: '026009593',
      swift_code: 'NWBKGB2L',
      cardholder_address: '1 High St',
    });
    expect(spec).toEqual({ ...card, ...clear });
    expect(plain).toEqual({ ...card, ...clear });
    expect(cashSaveInternationalInput.parse({ ...card, ...clear, wechat_nickname: 'NWBKGB2L', bank_network: 'Soho' })).toEqual({
      ...card,
      ...clear,
      bank_network: 'Soho',
    });
  });

  it('refuses two names of one field with different values, and a field under neither name', () => {
    const conflict = cashSaveInternationalInput.safeParse({ ...card, ...clear, wechat_nickname: 'OTHERXXX' });
    expect(conflict.error?.issues[0]).toMatchObject({ message: 'FIELD_ALIAS_CONFLICT', path: ['wechat_nickname'] });
    const missing = cashSaveInternationalInput.safeParse({ ...card, alipay_account: '1', swift_code: '2' });
    expect(missing.error?.issues[0]).toMatchObject({ message: 'BANK_CARD_REQUIRED', path: ['wechat_account'] });
  });
});
