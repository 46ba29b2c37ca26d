/**
 * antd-mobile renders Toast and Dialog outside the app's tree with its own render function, which
 * under React 19 must be told to use createRoot (DESIGN.md section 2).
 */
import { createRoot, type Root } from 'react-dom/client';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';

type Holder = (Element | DocumentFragment) & { __bourseRoot?: Root };

export function installAntdRender(): void {
  unstableSetRender((node, container) => {
    const holder = container as Holder;
    const root = holder.__bourseRoot ?? createRoot(container);
    holder.__bourseRoot = root;
    root.render(node);
    return async () => {
      // Let React finish the current render before the root goes away.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete holder.__bourseRoot;
    };
  });
}
