/**
 * Honest navigation (issue 13, item 4): no enabled route, shortcut, tab or menu entry leads to a
 * "not available yet" page. The placeholders and the list of enabled products agree, and every
 * way the app offers to move (home shortcuts and header, tab bar, side navigation, settings, the
 * about page, the trade switch) is clicked and followed to the route it opens.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { HOME_MENU, HOME_SHORTCUTS } from '@bourse/contract';
import { ENABLED_PRODUCTS, isProductEnabled } from '@bourse/contract/products';
import { fakeServer, show } from '../test/fake-server';
import type { ApiOutput } from './api';
import { registerNavigator } from './navigation';
import { appRoutes } from './routes';
import { SPEC_ROUTES } from './spec-routes';
import { VISIBLE_TABS } from './tabs';
import { SideNav } from './layout/SideNav';
import { TabBar } from './layout/TabBar';
import { HomeHeader } from '../features/content/components/HomeHeader';
import { Shortcuts } from '../features/content/components/Shortcuts';
import AboutUs from '../features/content/pages/AboutUs';
import Setting from '../features/account/pages/Setting';
import { PLACEHOLDER_ROUTES } from '../features/placeholder/paths';
import { TradeKinds } from '../components/TradeKinds';

const USER: ApiOutput<'GET /user/info'> = {
  id: 7,
  account: 'lin@example.com',
  email: 'lin@example.com',
  mobile: null,
  area_code: null,
  nickname: 'Lin',
  signature: '',
  avatar: null,
  invite_code: 'LIN123',
  default_fiat: 'USD',
  has_pay_password: false,
  totp_enabled: false,
  real_level: 0,
  withdraw_locked_until: null,
  created_at: '2026-01-02T10:00:00.000Z',
};

const { answer } = fakeServer({ user: USER });

/** The product of the "not available yet" page a target opens, or undefined for a real page. */
function placeholderAt(target: string): string | undefined {
  const path = target.split('?')[0]!;
  const leaf = matchRoutes(appRoutes, path)?.at(-1)?.route;
  expect(leaf?.path, `${target} is routed`).not.toBe('*');
  return (leaf?.handle as { placeholder?: string } | undefined)?.placeholder;
}

/** Where the app navigates when each control is clicked (nothing actually moves). */
function follow(controls: HTMLElement[]): string[] {
  const targets: string[] = [];
  registerNavigator(
    (to) => void targets.push(to),
    () => '/',
    () => undefined,
  );
  for (const control of controls) fireEvent.click(control);
  return targets;
}

const leadingToPlaceholders = (targets: string[]) => targets.filter((to) => placeholderAt(to) !== undefined);

describe('the enabled products and the placeholders', () => {
  it('agree: a placeholder is only ever the page of a product not built yet', () => {
    for (const { path, product } of PLACEHOLDER_ROUTES) expect(isProductEnabled(product), `${path} (${product})`).toBe(false);
    expect([...ENABLED_PRODUCTS]).toEqual(
      expect.arrayContaining(['market', 'spot', 'stocks', 'futures', 'options', 'wallet', 'kyc', 'reserves', 'location']),
    );
  });

  it('every page of SPEC section 2 is still routed, placeholders included', () => {
    for (const path of SPEC_ROUTES) expect(matchRoutes(appRoutes, path)?.at(-1)?.route.path, path).toBe(path);
  });

  it('no enabled shortcut and no visible tab is a placeholder', () => {
    const enabled = HOME_SHORTCUTS.filter((s) => s.enabled);
    expect(enabled.length).toBeGreaterThan(0);
    expect(leadingToPlaceholders(enabled.map((s) => s.route))).toEqual([]);
    expect(leadingToPlaceholders(VISIBLE_TABS.map((t) => t.path))).toEqual([]);
    // And the hidden ones are exactly the shortcuts of unbuilt products.
    for (const s of HOME_SHORTCUTS) expect(s.enabled, s.key).toBe(isProductEnabled(s.product));
  });
});

describe('what a user can tap', () => {
  it('home shows only enabled shortcuts, and each opens a real page', () => {
    show(() => <Shortcuts items={HOME_MENU} />, '/probe');
    const shown = screen.getAllByTestId(/^shortcut-(?!more)/);
    expect(shown.map((b) => b.dataset.testid!.replace('shortcut-', ''))).toEqual(HOME_MENU.filter((m) => m.enabled).map((m) => m.key));
    const targets = follow(shown);
    expect(targets).toHaveLength(shown.length);
    expect(leadingToPlaceholders(targets)).toEqual([]);
  });

  it("home's header leads to real pages only (customer service is built: issue 19)", () => {
    show(HomeHeader, '/probe');
    expect(screen.getByTestId('home-support')).toBeTruthy();
    const targets = follow(within(screen.getByRole('banner')).getAllByRole('button'));
    expect(targets).toEqual(['/pages/setting/language', '/pages/kefu/index', '/pages/setting/setting']);
    expect(leadingToPlaceholders(targets)).toEqual([]);
  });

  it('the tab bar and the side navigation show the tabs of built products and lead to real pages', () => {
    show(() => <TabBar active="home" />, '/probe');
    const tabTargets = follow(['Markets', 'Trade', 'Finance', 'Assets'].map((name) => screen.getByText(name)));
    expect(tabTargets).toEqual(['/pages/market/market', '/pages/transaction/index', '/pages/financial/index', '/pages/fund/assets']);
    expect(leadingToPlaceholders(tabTargets)).toEqual([]);
  });

  it('the side navigation does too', () => {
    show(() => <SideNav active="home" pathname="/" />, '/probe');
    const links = within(screen.getByRole('complementary')).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toContain('Finance');
    expect(leadingToPlaceholders(follow(links))).toEqual([]);
  });

  it('settings list the coupon centre and every entry opens a real page', async () => {
    show(Setting, '/pages/setting/setting');
    await screen.findByTestId('profile-card');
    expect(screen.getByTestId('setting-coupon')).toBeTruthy();
    const entries = screen.getAllByTestId(/^setting-(?!version)/).filter((el) => el.getAttribute('role') !== 'radiogroup');
    const targets = follow(entries);
    expect(targets).toContain('/choose-location');
    expect(leadingToPlaceholders(targets)).toEqual([]);
  });

  it("the about page's links lead to real pages", async () => {
    answer('GET /aboutus', { keyword: 'aboutus', title: 'About Bourse', body: 'Hello.', updated_at: '2026-01-02T10:00:00.000Z' });
    show(AboutUs, '/pages/common/aboutus');
    await screen.findByText('Hello.');
    const targets = follow([...document.querySelectorAll<HTMLElement>('.about-links .adm-list-item')]);
    expect(targets.length).toBeGreaterThan(0);
    expect(leadingToPlaceholders(targets)).toEqual([]);
  });

  it('the trade switch links spot, futures and options, all real pages under the trade shell', () => {
    show(() => <TradeKinds current="spot" />, '/probe');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href')!);
    expect(hrefs).toEqual(['/pages/transaction/index', '/pages/transaction/contract', '/pages/transaction/index2']);
    expect(leadingToPlaceholders(hrefs)).toEqual([]);
  });
});
