import { File as NodeFile } from 'node:buffer';
import { http as mock, HttpResponse } from 'msw';
import { uploadChatFiles } from '@/client/api/chat';
import { fileServeUrl } from '@/client/api/file';
import { server } from '../msw-server';

describe('chat file upload and file links', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploadChatFiles sends multipart doc_files with the conversation in the query', async () => {
    const received: {
      query: Record<string, string>;
      names: string[];
      contents: string[];
      contentType: string | null;
    }[] = [];
    server.use(
      mock.post('*/api/v1/resource/file/upload', async ({ request }) => {
        const form = await request.formData();
        const files = form.getAll('doc_files').filter((entry): entry is File => typeof entry !== 'string');
        received.push({
          query: Object.fromEntries(new URL(request.url).searchParams),
          names: files.map((file) => file.name),
          contents: await Promise.all(files.map((file) => file.text())),
          contentType: request.headers.get('content-type'),
        });
        return HttpResponse.json({
          success: true,
          data: { file_path: 'dbgpt-fs://local/dbgpt_app_file/x', file_name: 'sales.csv' },
        });
      }),
    );
    // jsdom's FormData loses file contents on the way into msw, so this test builds the form with Node's
    // own FormData/File and sends it through axios's fetch adapter, as a browser would send it.
    const nodeFormData = (
      await new Response('', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
    ).constructor;
    vi.stubGlobal('FormData', nodeFormData);
    const file = new NodeFile(['a,b\n1,2'], 'sales.csv', { type: 'text/csv' }) as unknown as File;
    const response = await uploadChatFiles(
      { conv_uid: 'c-1', chat_mode: 'chat_excel', model_name: 'qwen', temperature: 0.6 },
      file,
      { adapter: 'fetch', baseURL: window.location.origin },
    );
    expect(received).toHaveLength(1);
    expect(received[0].query).toEqual({
      conv_uid: 'c-1',
      chat_mode: 'chat_excel',
      model_name: 'qwen',
      temperature: '0.6',
    });
    expect(received[0].names).toEqual(['sales.csv']);
    expect(received[0].contents).toEqual(['a,b\n1,2']);
    expect(received[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(response.data.data).toEqual({
      file_path: 'dbgpt-fs://local/dbgpt_app_file/x',
      file_name: 'sales.csv',
    });
  });

  it('fileServeUrl builds the download address with encoded segments', () => {
    expect(fileServeUrl('dbgpt_app_file', 'report 1.pdf')).toBe(
      '/api/v2/serve/file/files/dbgpt_app_file/report%201.pdf',
    );
  });
});
