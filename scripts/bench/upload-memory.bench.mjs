// Uploads that used to take the server's memory: a 3.6 MB-class XLSX that unpacks to 1 GB, a small CSV of
// 20,000 columns, a 45 MB CSV, each uploaded to chat_excel. The server runs as its own process with the
// memory probe, so its RSS is measured alone: the peak while the upload is answered, and what it still
// holds after a full GC.
import { startProductServer, findFreePort } from '../lib/product-server.mjs';
import { memoryProbeEnv, probeMemory } from './support/memory-probe.mjs';
import { xlsxBomb } from './support/zip-bomb.mjs';

export const name = 'upload-memory';
export const title =
  'Upload memory: peak and held RSS of the server for a zip bomb, a wide CSV and a 45 MB CSV';
/** What one upload may add to the server's RSS at its peak (the bomb added 1.2 GB when it was inflated). */
export const PEAK_BUDGET_MB = 300;
/** What may stay held after a full GC once the upload is answered (1.3 GB did). */
export const HELD_BUDGET_MB = 50;

const GIGABYTE = 1024 * 1024 * 1024;

function wideCsv(columns, rows) {
  const header = Array.from({ length: columns }, (_, index) => `c${index}`).join(',');
  const row = Array.from({ length: columns }, (_, index) => String(index % 10)).join(',');
  return Buffer.from([header, ...Array.from({ length: rows }, () => row)].join('\n'));
}

function largeCsv(targetBytes) {
  const lines = ['id,day,price,note'];
  let size = 0;
  for (let index = 0; size < targetBytes; index += 1) {
    const line = `${index},2024-01-${String((index % 28) + 1).padStart(2, '0')},${index % 1000}.5,${'x'.repeat(92)}`;
    lines.push(line);
    size += line.length + 1;
  }
  return Buffer.from(lines.join('\n'));
}

function multipart(fileName, bytes) {
  const boundary = `----bench-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="doc_files"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function chatExcelUpload(url, fileName, bytes) {
  const conversation = await fetch(`${url}/api/v1/chat/dialogue/new?chat_mode=chat_excel`, {
    method: 'POST',
  });
  const convUid = (await conversation.json()).data.conv_uid;
  const { body, contentType } = multipart(fileName, bytes);
  const startedAt = performance.now();
  const response = await fetch(
    `${url}/api/v1/resource/file/upload?conv_uid=${convUid}&chat_mode=chat_excel`,
    {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    },
  );
  const answer = await response.json();
  return {
    status: response.status,
    ms: Math.round(performance.now() - startedAt),
    detail: answer.success ? `${answer.data.preview.row_count} rows` : answer.err_msg,
  };
}

async function measure(product, probePort, label, fileName, bytes) {
  const before = await probeMemory(probePort, 'gc');
  await probeMemory(probePort, 'reset-peak');
  const outcome = await chatExcelUpload(product.url, fileName, bytes);
  const peak = await probeMemory(probePort);
  const after = await probeMemory(probePort, 'gc');
  return {
    label,
    fileMb: Math.round((bytes.length / 1024 / 1024) * 100) / 100,
    ...outcome,
    rssBeforeMb: before.rssMb,
    peakRssMb: peak.peakRssMb,
    heldRssMb: after.rssMb,
  };
}

export async function run() {
  const probePort = await findFreePort();
  const files = [
    ['XLSX bomb (1 GB unpacked)', 'bomb.xlsx', await xlsxBomb(GIGABYTE)],
    ['CSV of 20,000 columns', 'wide.csv', wideCsv(20_000, 3)],
    ['45 MB CSV', 'big.csv', largeCsv(45 * 1024 * 1024)],
  ];
  const product = await startProductServer({ env: memoryProbeEnv(probePort) });
  const results = [];
  try {
    for (const [label, fileName, bytes] of files)
      results.push(await measure(product, probePort, label, fileName, bytes));
  } finally {
    await product.stop();
  }
  const breaches = results.flatMap((result) => {
    const found = [];
    if (result.peakRssMb - result.rssBeforeMb > PEAK_BUDGET_MB)
      found.push(
        `${result.label}: peak RSS +${Math.round(result.peakRssMb - result.rssBeforeMb)} MB > ${PEAK_BUDGET_MB} MB`,
      );
    if (result.heldRssMb - result.rssBeforeMb > HELD_BUDGET_MB)
      found.push(
        `${result.label}: held RSS +${Math.round(result.heldRssMb - result.rssBeforeMb)} MB > ${HELD_BUDGET_MB} MB`,
      );
    return found;
  });
  return {
    data: { results, budgets: { peakMb: PEAK_BUDGET_MB, heldMb: HELD_BUDGET_MB } },
    breaches,
    table: {
      columns: ['upload', 'file MB', 'status', 'ms', 'RSS before MB', 'peak RSS MB', 'held after GC MB'],
      rows: results.map((result) => [
        result.label,
        result.fileMb,
        result.status,
        result.ms,
        result.rssBeforeMb,
        result.peakRssMb,
        result.heldRssMb,
      ]),
    },
    notes: results.map((result) => `${result.label}: ${result.detail}`),
  };
}
