/** Entry: launch sequence, then the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Components are imported from their own modules (the package index would pull in every one that
// any page uses), so antd-mobile's global styles are imported here once.
import 'antd-mobile/es/global';
import './app/styles/index.css';
import { installAntdRender } from './app/antd-render';
import { App } from './app/App';
import { prepareLaunch, startBackground } from './app/launch';
import { createQueryClient } from './app/query-client';

installAntdRender();

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    await prepareLaunch();
  } catch {
    // The texts could not be loaded (offline at first visit): offer a reload, the one action
    // that needs no words.
    root.render(
      <button type="button" className="launch-retry" onClick={() => window.location.reload()} aria-label="↻">
        ↻
      </button>,
    );
    return;
  }
  const queryClient = createQueryClient();
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
  startBackground();
}

void start();
