import '@testing-library/dom';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '@bourse/i18n/bundles/en';
import { applyAllTexts } from './app/i18n';
import { installAntdRender } from './app/antd-render';
import Dialog from 'antd-mobile/es/components/dialog';
import Modal from 'antd-mobile/es/components/modal';
import { unregisterNavigator } from './app/navigation';
import { resetSocket } from './app/socket';
import { resetAllStores } from './lib/store';

// findBy and waitFor give up after 5 s instead of 1: pages and texts load on demand, which in CI's
// loaded lanes (three side by side on two cores) has taken over a second. A passing test waits no longer.
configure({ asyncUtilTimeout: 5_000 });

// Components under test read the real English texts, synchronously.
applyAllTexts('en', en);
installAntdRender();

// The test files of a worker share their modules (vitest.config.ts: isolate false), so what one
// file leaves in module state is put back here.
afterEach(() => {
  cleanup();
  // Dialogs shown imperatively live outside the rendered tree that cleanup() unmounts.
  Dialog.clear();
  Modal.clear();
  // A cleared dialog stays in the page while it animates out; the next test must not find it.
  for (const el of [...document.body.children]) {
    (el as { __bourseRoot?: { unmount(): void } }).__bourseRoot?.unmount();
    el.remove();
  }
  unregisterNavigator();
  resetAllStores();
  resetSocket();
  localStorage.clear();
  sessionStorage.clear();
});
