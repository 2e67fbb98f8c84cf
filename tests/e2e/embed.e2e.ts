import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductServer } from '../../scripts/lib/product-server.mjs';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai';
import { setupBrowser } from './support/browser';
import { createFakeModelScript } from './support/fake-model';

const openSession = setupBrowser();
const TIMEOUT = { timeout: 20_000 };

/** Another site: a page on another loopback origin (`localhost` rather than `127.0.0.1`) that frames a link. */
let site: Server;
let siteOrigin: string;
let frameSrc = '';
let product: { url: string; stop: () => Promise<unknown> };
let fake: FakeOpenAI;

beforeAll(async () => {
  site = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Partner site</title><h1>Partner site</h1>` +
        `<iframe src="${frameSrc}" title="Embedded app" width="600" height="700"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
  fake = await startFakeOpenAI({ replyFor: createFakeModelScript(), models: ['fake-model'] });
  product = await startProductServer({
    env: {
      LLM_MODEL_NAME: 'fake-model',
      LLM_MODEL_PROVIDER: 'proxy/openai',
      OPENAI_API_BASE: `${fake.url}/v1`,
      OPENAI_API_KEY: 'e2e-key',
      EMBED_ORIGINS: siteOrigin,
    },
  });
});

afterAll(async () => {
  await product?.stop();
  await fake?.close();
  await new Promise((resolve) => site?.close(resolve));
});

async function api<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${product.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-id': 'alice' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; data: T; err_msg: string };
  if (!envelope.success) throw new Error(`${path}: ${envelope.err_msg}`);
  return envelope.data;
}

/** An unpublished native chat app of alice's with one recommended question, and an embed link of it. */
async function appWithLink(name: string) {
  const app = await api<{ app_code: string }>('/api/v1/app/create', {
    app_name: name,
    app_describe: `${name} answers visitors`,
    team_mode: 'native_app',
    language: 'en',
    team_context: { chat_scene: 'chat_normal', scene_name: name },
    details: [],
    param_need: [],
    recommend_questions: [{ question: 'What can you do?', valid: true }],
  });
  const link = await api<{ id: string; path: string }>('/api/v1/app/embed/create', {
    app_code: app.app_code,
  });
  return { appCode: app.app_code, link };
}

async function openPartnerSite(path: string) {
  frameSrc = `${product.url}${path}`;
  const { page, errors } = await openSession();
  await page.goto(siteOrigin);
  const frame: FrameLocator = page.frameLocator('iframe[title="Embedded app"]');
  return { page, frame, errors };
}

describe('an app embedded in another site', () => {
  it('opens the app’s chat in the iframe; the visitor asks and sees the answer', async () => {
    const { link } = await appWithLink('Partner helper');
    const { frame, errors } = await openPartnerSite(link.path);

    const header = frame.getByTestId('app-chat-header');
    await header.getByRole('heading', { name: 'Partner helper' }).waitFor(TIMEOUT);
    expect(await frame.getByTestId('app-shell').count()).toBe(0);
    expect(await header.getByRole('button', { name: /favourite|collect/i }).count()).toBe(0);
    await header.getByRole('button', { name: 'What can you do?' }).waitFor(TIMEOUT);

    const input = frame.getByRole('textbox', { name: /Your question/ }).first();
    await input.fill('hello from the partner site');
    await input.press('Enter');
    await frame.getByText('Echo: hello from the partner site').waitFor(TIMEOUT);
    expect(errors).toEqual([]);
  });

  it('shows a clear message in the iframe once the link is revoked', async () => {
    const { appCode, link } = await appWithLink('Revoked helper');
    await api('/api/v1/app/embed/revoke', { app_code: appCode, id: link.id });
    const { frame } = await openPartnerSite(link.path);
    await frame.getByRole('alert').getByText('This embed link has been revoked').waitFor(TIMEOUT);
    expect(await frame.getByRole('textbox', { name: /Your question/ }).count()).toBe(0);

    // `lang=zh` (or a Chinese browser) gets the page and the server's message in Chinese.
    const chinese = await openPartnerSite(`${link.path}&lang=zh`);
    await chinese.frame.getByRole('alert').getByText('无法打开此对话').waitFor(TIMEOUT);
    await chinese.frame.getByText('此嵌入链接已被撤销').waitFor(TIMEOUT);
  });

  it('does not let the site frame the rest of the product', async () => {
    const { page } = await openPartnerSite('/chat/');
    const inner = await (await page.locator('iframe[title="Embedded app"]').elementHandle())?.contentFrame();
    // Chromium refuses the frame (frame-ancestors 'self') and shows its own error page instead.
    await expect.poll(() => inner?.url(), TIMEOUT).toMatch(/^chrome-error:/);
    expect(await inner?.locator('#__next').count()).toBe(0);
  });
});
