import { fireEvent } from '@testing-library/react';
import { http } from 'msw';
import FlowCanvasPage from '@/components/flow/canvas/flow-canvas-page';
import type { FlowPanel } from '@/contract/flow';
import { server } from '../msw-server';
import { renderApp } from '../render-app';
import { startupHandlers } from '../shell/handlers';
import { ok } from '../support/construct-lists';
import { NODES } from './node-fixtures';

/** The canvas page against msw: the node list of the fixtures, an optional saved flow, and the bodies saved. */
export const AWEL = '*/api/v2/serve/awel';

export function serveCanvas(saved?: FlowPanel) {
  const bodies: { method: string; path: string; body: FlowPanel }[] = [];
  server.use(
    ...startupHandlers(),
    http.get(`${AWEL}/nodes`, () => ok(NODES)),
    http.get(`${AWEL}/flows/:uid`, () => ok(saved)),
    http.post(`${AWEL}/flows`, async ({ request }) => {
      const body = (await request.json()) as FlowPanel;
      bodies.push({ method: 'POST', path: new URL(request.url).pathname, body });
      return ok({ ...body, uid: 'new-uid' });
    }),
    http.put(`${AWEL}/flows/:uid`, async ({ request }) => {
      const body = (await request.json()) as FlowPanel;
      bodies.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      return ok(body);
    }),
  );
  return bodies;
}

export const renderCanvas = (query: Record<string, string> = {}) =>
  renderApp(<FlowCanvasPage />, {
    pathname: '/construct/flow/canvas',
    query: { isFirst: 'admin', ...query },
  });

export const handle = (nodeId: string, kind: string, index: number) => {
  const found = document.querySelector(`.react-flow__handle[data-handleid="${nodeId}|${kind}|${index}"]`);
  if (!found) throw new Error(`no handle ${nodeId}|${kind}|${index}`);
  return found;
};

/** Connects by clicking the source handle, then the target handle (React Flow's connect-on-click). */
export function connect(from: Element, to: Element) {
  fireEvent.click(from);
  fireEvent.click(to);
}
