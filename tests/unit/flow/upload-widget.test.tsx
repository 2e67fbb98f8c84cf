import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw-server';
import { ok } from '../support/construct-lists';
import { parameterWith, renderWidget } from './widget-harness';

const FILES = '*/api/v2/serve/file/files/:bucket';
const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

/**
 * The file serve: records the bucket and how many `files` parts came, and answers with the names given
 * (jsdom's FormData loses file names and contents on the way into msw; see tests/unit/client/chat-upload.test.ts).
 */
function serveFiles(storedNames: string[] = []) {
  const received: { bucket: string; parts: number }[] = [];
  server.use(
    http.post(FILES, async ({ request, params }) => {
      const parts = (await request.formData()).getAll('files').length;
      const bucket = String(params.bucket);
      received.push({ bucket, parts });
      return ok(
        Array.from({ length: parts }, (_, index) => ({
          file_name: storedNames.shift() ?? `file-${index}`,
          file_id: `id-${received.length}-${index}`,
          bucket,
          uri: `dbgpt-fs://local/${bucket}/id-${received.length}-${index}`,
        })),
      );
    }),
  );
  return received;
}

const file = (name: string, size = 10, type = 'text/plain') => new File(['x'.repeat(size)], name, { type });

describe('upload widget', { timeout: 20_000 }, () => {
  it('uploads the file chosen to the file serve and keeps its uri, showing its name', async () => {
    const received = serveFiles(['notes.txt']);
    const user = userEvent.setup();
    await renderWidget(parameterWith({ ui_type: 'upload', attr: { bucket: 'flows' } }));
    await user.upload(screen.getByLabelText('Field'), file('notes.txt'));

    expect(await screen.findByText('notes.txt')).toBeInTheDocument();
    expect(received).toEqual([{ bucket: 'flows', parts: 1 }]);
    expect(shown()).toBe('dbgpt-fs://local/flows/id-1-0');
  });

  it('refuses a file too large or of another type before sending anything', async () => {
    const received = serveFiles();
    const user = userEvent.setup({ applyAccept: false });
    await renderWidget(
      parameterWith({ ui_type: 'upload', attr: { max_file_size: 100, file_types: ['.csv'] } }),
    );
    const input = screen.getByLabelText('Field');
    expect(input).toHaveAttribute('accept', '.csv');

    await user.upload(input, file('big.csv', 500));
    expect(await screen.findByRole('alert')).toHaveTextContent('big.csv is larger than 100 B.');
    await user.upload(input, file('photo.png', 10, 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'photo.png is not one of the allowed types (.csv).',
    );
    expect(received).toEqual([]);
    expect(shown()).toBeNull();
  });

  it('keeps a list of uris up to the most files allowed, each removable', async () => {
    const received = serveFiles(['a.txt', 'b.txt']);
    const user = userEvent.setup();
    await renderWidget(parameterWith({ ui_type: 'upload', attr: { max_count: 2 } }));
    const input = screen.getByLabelText('Field');
    await user.upload(input, [file('a.txt'), file('b.txt')]);
    expect(await screen.findByText('b.txt')).toBeInTheDocument();
    expect(screen.getByText('a.txt')).toBeInTheDocument();
    expect(received).toEqual([{ bucket: 'dbgpt', parts: 2 }]);
    expect(shown()).toEqual(['dbgpt-fs://local/dbgpt/id-1-0', 'dbgpt-fs://local/dbgpt/id-1-1']);

    await user.upload(input, file('c.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 2 files.');
    expect(received).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove a.txt' }));
    expect(screen.queryByText('a.txt')).toBeNull();
    expect(shown()).toEqual(['dbgpt-fs://local/dbgpt/id-1-1']);
  });

  it('says why the server refused the upload', async () => {
    server.use(
      http.post(FILES, () =>
        HttpResponse.json(
          { success: false, err_code: 'E4001', err_msg: 'Disk full', data: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderWidget(parameterWith({ ui_type: 'upload' }));
    await user.upload(screen.getByLabelText('Field'), file('notes.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('notes.txt could not be uploaded: Disk full');
    expect(shown()).toBeNull();
  });
});
