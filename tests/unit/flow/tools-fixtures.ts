import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PaginationResult } from '@/contract/common';
import type { FlowPanel, Variable, VariableKey } from '@/contract/flow';
import { server } from '../msw-server';
import { ok } from '../support/construct-lists';
import { AWEL } from './canvas-harness';
import { LLM_OPERATOR, REQUEST_BUILDER } from './node-fixtures';

/** Flows, templates and variables as the server's flow routes answer them (contract 3.0, 3.8–3.11). */

export const page = <T>(items: T[]): PaginationResult<T> => ({
  items,
  total_count: items.length,
  total_pages: 1,
  page: 1,
  page_size: 20,
});

const node = (metadata: typeof LLM_OPERATOR, index: number) => ({
  id: `${metadata.id}_${index}`,
  width: 288,
  height: 200,
  position: { x: index * 300, y: 20, zoom: 1 },
  position_absolute: { x: index * 300, y: 20, zoom: 1 },
  type: 'customNode',
  data: metadata,
});

export function flowPanel(uid: string, label: string, extra: Partial<FlowPanel> = {}): FlowPanel {
  return {
    uid,
    label,
    name: label.toLowerCase().replaceAll(' ', '_'),
    description: `${label} description`,
    state: 'developing',
    editable: true,
    define_type: 'json',
    flow_category: 'common',
    source: 'DBGPT-WEB',
    user_name: 'dbgpt',
    flow_data: {
      nodes: [node(REQUEST_BUILDER, 0), node(LLM_OPERATOR, 1)],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
    },
    ...extra,
  };
}

export const FLOW_PARAMS_KEY: VariableKey = {
  key: 'dbgpt.core.flow.params',
  label: 'Flow parameters',
  description: null,
  value_type: 'str',
  category: 'common',
  scope: 'global',
  scope_key: null,
};

export function variable(id: number, name: string, extra: Partial<Variable> = {}): Variable {
  return {
    id,
    key: FLOW_PARAMS_KEY.key,
    name,
    label: name.replaceAll('_', ' '),
    value_type: 'str',
    category: 'common',
    scope: 'global',
    scope_key: null,
    description: null,
    enabled: true,
    ...extra,
  };
}

/** The stored variables under one key; answers and records creates, updates and deletes. */
export function serveVariables(stored: Variable[]) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get(`${AWEL}/variables/keys`, () => ok([FLOW_PARAMS_KEY])),
    http.get(`${AWEL}/variables`, ({ request }) => {
      const key = new URL(request.url).searchParams.get('key');
      return ok(page(stored.filter((each) => each.key === key)));
    }),
    http.post(`${AWEL}/variables`, async ({ request }) => {
      const body = (await request.json()) as Variable;
      sent.push({ method: 'POST', path: new URL(request.url).pathname, body });
      const created = { ...body, id: 99 };
      stored.push(created.category === 'secret' ? { ...created, value: undefined } : created);
      return ok(created);
    }),
    http.put(`${AWEL}/variables/:id`, async ({ request }) => {
      const body = (await request.json()) as Variable;
      sent.push({ method: 'PUT', path: new URL(request.url).pathname, body });
      return ok({ ...body, id: Number(new URL(request.url).pathname.split('/').pop()) });
    }),
    http.delete(`${AWEL}/variables/:id`, ({ request }) => {
      sent.push({ method: 'DELETE', path: new URL(request.url).pathname, body: null });
      return ok(null);
    }),
  );
  return sent;
}

export const envelopeError = (status: number, err_msg: string) =>
  HttpResponse.json({ success: false, err_code: String(status), err_msg, data: null }, { status });

/** The files the page hands to the browser as downloads: their names and contents. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob) last = blob;
    return 'blob:flow';
  };
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return { files, restore: () => click.mockRestore() };
}

/**
 * The open dialog showing `title`. antd names a drawer and a dialog over it by the same test id, so the
 * accessible name cannot tell them apart here.
 */
export function findDialog(title: string) {
  return waitFor(() => {
    const found = screen.getAllByRole('dialog').find((dialog) => within(dialog).queryByText(title));
    if (!found) throw new Error(`No open dialog shows “${title}”`);
    return found;
  });
}
