// A data answer of 100,000 rows (a `<chart-view>` element, as DB-GPT writes it, answered by the fake model
// and stored), opened in headless Chromium: the time until the first rows of its Data tab show, then a
// scroll through the whole table, watching for long tasks.
import { launchChromium, openFreshPage } from './support/browser.mjs';
import { askOnce, newConversation, startChatProduct } from './support/chat-product.mjs';
import { round1, summarise } from './support/stats.mjs';

export const name = 'chart-data-table';
export const title = 'Chat data answer: 100,000 rows until the first rows show, then scrolled through';
export const AIM_FIRST_ROWS_MS = 1000;
const ROWS = Number(process.env.BENCH_TABLE_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_TABLE_RUNS ?? 3);
const SCROLL_STEPS = 120;
const HISTORY_PATH = '/api/v1/chat/dialogue/messages/history';

/** Python's ElementTree attribute escaping, as DB-GPT's chat_db out parser produces it. */
const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function tableAnswer(rows) {
  const data = Array.from({ length: rows }, (_, index) => ({
    id: index + 1,
    customer: `customer ${index % 977}`,
    month: `2024-${String((index % 12) + 1).padStart(2, '0')}`,
    amount: Math.round(((index * 7919) % 100_000) / 10) / 10,
  }));
  const payload = { type: 'response_table', sql: 'SELECT id, customer, month, amount FROM orders', data };
  return `All orders:\n<chart-view content="${escapeAttribute(JSON.stringify(payload))}" />`;
}

/** In the page from document start: long tasks, and the moment the table's first row cell shows. */
function watchTable({ historyPath }) {
  const state = { firstRowsAt: null, longTasks: [] };
  window.__benchTable = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const cell = document.querySelector('[role="table"] [role="cell"]');
    if (cell && cell.getBoundingClientRect().height > 0) {
      state.firstRowsAt = performance.now();
      const call = performance.getEntriesByType('resource').find((entry) => entry.name.includes(historyPath));
      state.historyEnd = call ? call.responseEnd : null;
      state.historyBytes = call ? call.encodedBodySize : null;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Scrolls the table from top to bottom, one step per frame; resolves to the long tasks seen meanwhile. */
function scrollThrough(steps) {
  return new Promise((resolve) => {
    const table = document.querySelector('[role="table"]');
    const state = window.__benchTable;
    const startedAt = performance.now();
    let step = 0;
    const next = () => {
      step += 1;
      table.scrollTop = ((table.scrollHeight - table.clientHeight) * step) / steps;
      if (step < steps) return requestAnimationFrame(next);
      // One more frame so the last step's rows render before the count.
      requestAnimationFrame(() => {
        const during = state.longTasks.filter((task) => task.start >= startedAt);
        resolve({
          scrollMs: performance.now() - startedAt,
          longTasks: during.length,
          longestTaskMs: during.reduce((longest, task) => Math.max(longest, task.duration), 0),
          rowsInDom: table.querySelectorAll('[role="row"]').length,
          lastRowIndex: Number(
            table.querySelector('[role="row"]:last-child')?.getAttribute('aria-rowindex') ?? 0,
          ),
        });
      });
    };
    requestAnimationFrame(next);
  });
}

async function measureOnce(browser, url) {
  const { context, page, errors } = await openFreshPage(browser, {
    initScript: watchTable,
    initArg: { historyPath: HISTORY_PATH },
  });
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__benchTable?.firstRowsAt != null, null, {
      timeout: 60_000,
      polling: 100,
    });
    const opened = await page.evaluate(() => window.__benchTable);
    const scrolled = await page.evaluate(scrollThrough, SCROLL_STEPS);
    if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
    return { ...opened, ...scrolled };
  } finally {
    await context.close();
  }
}

export async function run() {
  const answer = tableAnswer(ROWS);
  const product = await startChatProduct({
    replyFor: () => ({ chunks: [answer.slice(0, 12), answer.slice(12)] }),
  });
  let browser;
  try {
    const convUid = await newConversation(product.url);
    await askOnce(product.url, convUid, 'Show me every order');
    const url = `${product.url}/chat/?isFirst=admin&id=${convUid}&scene=chat_normal`;
    browser = await launchChromium();
    await measureOnce(browser, url);
    const samples = [];
    for (let index = 0; index < RUNS; index += 1) samples.push(await measureOnce(browser, url));

    const afterResponse = samples.map((sample) => round1(sample.firstRowsAt - (sample.historyEnd ?? 0)));
    const toFirstRows = samples.map((sample) => round1(sample.firstRowsAt));
    const longTasks = samples.map((sample) => sample.longTasks);
    const longest = samples.map((sample) => round1(sample.longestTaskMs));
    const firstRows = summarise(afterResponse);
    const breaches = [];
    if (firstRows.median > AIM_FIRST_ROWS_MS)
      breaches.push(`history response → first rows: median ${firstRows.median} ms > ${AIM_FIRST_ROWS_MS} ms`);
    if (longTasks.some((count) => count > 0))
      breaches.push(
        `long tasks while scrolling ${ROWS} rows: ${longTasks.join(' ')} (longest ${Math.max(...longest)} ms)`,
      );
    const first = samples[0];
    return {
      data: {
        rows: ROWS,
        runs: RUNS,
        answerBytes: answer.length,
        historyBytes: first.historyBytes,
        historyResponseToFirstRowsMs: { ...summarise(afterResponse), each: afterResponse },
        navigationToFirstRowsMs: { ...summarise(toFirstRows), each: toFirstRows },
        scrollSteps: SCROLL_STEPS,
        longTasksWhileScrolling: longTasks,
        longestTaskWhileScrollingMs: longest,
        rowsInDom: first.rowsInDom,
        lastRowReached: first.lastRowIndex,
      },
      breaches,
      table: {
        columns: ['measure', 'median', 'min', 'max', 'each', 'aim'],
        rows: [
          [
            'history response → first rows (ms)',
            firstRows.median,
            firstRows.min,
            firstRows.max,
            afterResponse.join(' '),
            `< ${AIM_FIRST_ROWS_MS}`,
          ],
          [
            'navigation start → first rows (ms)',
            summarise(toFirstRows).median,
            summarise(toFirstRows).min,
            summarise(toFirstRows).max,
            toFirstRows.join(' '),
            '',
          ],
          [
            'long tasks while scrolling to the end',
            Math.max(...longTasks),
            Math.min(...longTasks),
            Math.max(...longTasks),
            longTasks.join(' '),
            '0',
          ],
          [
            `${ROWS} rows, ${Math.round(answer.length / 1024)} KiB answer`,
            `${SCROLL_STEPS} scroll steps`,
            '',
            '',
            `${first.rowsInDom} rows in the DOM, last row ${first.lastRowIndex}`,
            '',
          ],
        ],
      },
    };
  } finally {
    await browser?.close();
    await product.stop();
  }
}
