import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  classifyResource,
  parseResourceValue,
  resourceKind,
  resourceLink,
  transformFileUrl,
  type ResourceEntry,
} from '@/utils/resource';

const HOST = 'http://api.test';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('parseResourceValue: value shapes', () => {
  const image = { file_name: 'cat.png', file_path: '/files/cat.png' };
  const doc = { file_name: 'report.pdf', file_path: '/files/report.pdf' };
  const imageEntry: ResourceEntry = {
    type: 'image_url',
    image_url: { url: '/files/cat.png', file_name: 'cat.png' },
  };
  const docEntry: ResourceEntry = {
    type: 'file_url',
    file_url: { url: '/files/report.pdf', file_name: 'report.pdf' },
  };

  it('turns one object into a one-entry list', () => {
    expect(parseResourceValue(image, HOST)).toEqual([imageEntry]);
  });

  it('turns a list into one entry per item, in order', () => {
    expect(parseResourceValue([image, doc], HOST)).toEqual([imageEntry, docEntry]);
  });

  it('reads the JSON text of one object', () => {
    expect(parseResourceValue(JSON.stringify(image), HOST)).toEqual([imageEntry]);
  });

  it('reads the JSON text of a list', () => {
    expect(parseResourceValue(JSON.stringify([image, doc]), HOST)).toEqual([imageEntry, docEntry]);
  });

  it.each(['undefined', 'null', '', '   '])('gives an empty list for the text %j', (value) => {
    expect(parseResourceValue(value, HOST)).toEqual([]);
  });

  it.each([undefined, null])('gives an empty list for %s', (value) => {
    expect(parseResourceValue(value, HOST)).toEqual([]);
  });

  it.each(['{not json', '[{"file_name": "a.png",]', 'cat.png'])(
    'gives an empty list for invalid JSON %j',
    (value) => {
      expect(parseResourceValue(value, HOST)).toEqual([]);
    },
  );

  it.each([42, true, '"just text"', '7'])(
    'gives an empty list for a value that is neither object nor list: %j',
    (value) => {
      expect(parseResourceValue(value, HOST)).toEqual([]);
    },
  );

  it('skips list items that carry neither a name nor a link, and non-object items', () => {
    expect(parseResourceValue([{}, 'x', null, { other: 1 }, image], HOST)).toEqual([imageEntry]);
  });

  it('uses url when there is no file_path', () => {
    expect(parseResourceValue({ file_name: 'song.mp3', url: 'https://cdn.test/song.mp3' }, HOST)).toEqual([
      { type: 'audio_url', audio_url: { url: 'https://cdn.test/song.mp3', file_name: 'song.mp3' } },
    ]);
  });

  it('prefers file_path over url', () => {
    const [entry] = parseResourceValue({ file_name: 'a.txt', file_path: '/p/a.txt', url: '/u/a.txt' }, HOST);
    expect(resourceLink(entry).url).toBe('/p/a.txt');
  });

  it('takes the file name from the link when the item has none', () => {
    expect(parseResourceValue({ file_path: '/files/clip.mp4?v=2' }, HOST)).toEqual([
      { type: 'video_url', video_url: { url: '/files/clip.mp4?v=2', file_name: 'clip.mp4' } },
    ]);
  });

  it('keeps an item that has a name but no link, with an empty url', () => {
    expect(parseResourceValue({ file_name: 'notes.md' }, HOST)).toEqual([
      { type: 'file_url', file_url: { url: '', file_name: 'notes.md' } },
    ]);
  });

  it('accepts items already shaped as entries, reading fileName as well as file_name', () => {
    const value = [
      { type: 'image_url', image_url: { url: '/x/a.png', fileName: 'a.png' } },
      { type: 'file_url', file_url: { url: '/x/b.bin', file_name: 'b.bin' } },
      { type: 'image_url', image_url: { url: 'https://cdn.test/c.png' } },
    ];
    expect(parseResourceValue(value, HOST)).toEqual([
      { type: 'image_url', image_url: { url: '/x/a.png', file_name: 'a.png' } },
      { type: 'file_url', file_url: { url: '/x/b.bin', file_name: 'b.bin' } },
      { type: 'image_url', image_url: { url: 'https://cdn.test/c.png', file_name: 'c.png' } },
    ]);
  });

  it('rewrites private links inside items', () => {
    expect(
      parseResourceValue(
        { file_name: 'data.csv', file_path: 'dbgpt-fs://local/dbgpt_app_file/abc?user_name=u' },
        HOST,
      ),
    ).toEqual([
      {
        type: 'file_url',
        file_url: {
          url: `${HOST}/api/v2/serve/file/files/dbgpt_app_file/abc?user_name=u`,
          file_name: 'data.csv',
        },
      },
    ]);
  });

  it('classifies a private link by the file name, since the link has no extension', () => {
    const [entry] = parseResourceValue({ file_name: 'photo.JPG', file_path: 'dbgpt-fs://local/b/f1' }, HOST);
    expect(entry.type).toBe('image_url');
  });
});

describe('classifyResource', () => {
  it.each(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg'])('treats .%s as an image', (ext) => {
    expect(classifyResource(`a.${ext}`)).toBe('image');
  });

  it.each(['mp3', 'wav', 'ogg', 'aac', 'flac', 'm4a'])('treats .%s as audio', (ext) => {
    expect(classifyResource(`a.${ext}`)).toBe('audio');
  });

  it.each(['mp4', 'webm', 'mov', 'avi', 'wmv', 'flv', 'mkv'])('treats .%s as video', (ext) => {
    expect(classifyResource(`a.${ext}`)).toBe('video');
  });

  it.each(['pdf', 'csv', 'xlsx', 'txt', 'zip', 'md'])('treats .%s as a generic file', (ext) => {
    expect(classifyResource(`a.${ext}`)).toBe('file');
  });

  it.each([
    ['IMG.PNG', 'image'],
    ['Voice.M4A', 'audio'],
    ['Movie.MKV', 'video'],
    ['Photo.JpEg', 'image'],
  ] as const)('ignores case: %s is %s', (name, kind) => {
    expect(classifyResource(name)).toBe(kind);
  });

  it('treats a name without an extension and no link as a generic file', () => {
    expect(classifyResource('README')).toBe('file');
    expect(classifyResource('')).toBe('file');
  });

  it('uses only the last extension', () => {
    expect(classifyResource('backup.png.zip')).toBe('file');
    expect(classifyResource('archive.tar.mp4')).toBe('video');
  });

  it('falls back to the link when the name has no extension, ignoring its query string', () => {
    expect(classifyResource('photo', '/files/photo.webp?size=large')).toBe('image');
    expect(classifyResource('', 'https://cdn.test/a/b/track.FLAC#t=10')).toBe('audio');
    expect(classifyResource('clip', '/files/clip?type=.mp4')).toBe('file');
  });

  it('lets the name decide over the link', () => {
    expect(classifyResource('report.pdf', '/files/report.png')).toBe('file');
  });
});

describe('transformFileUrl', () => {
  it('rewrites storage/bucket/file_id to the file service, keeping the query string', () => {
    expect(transformFileUrl('dbgpt-fs://local/dbgpt_app_file/abc123?user_name=u&conv_uid=c', HOST)).toBe(
      `${HOST}/api/v2/serve/file/files/dbgpt_app_file/abc123?user_name=u&conv_uid=c`,
    );
  });

  it('rewrites a link without a query string', () => {
    expect(transformFileUrl('dbgpt-fs://distributed/bucket/file_id', HOST)).toBe(
      `${HOST}/api/v2/serve/file/files/bucket/file_id`,
    );
  });

  it('drops a trailing slash of the host', () => {
    expect(transformFileUrl('dbgpt-fs://local/b/f', 'http://api.test/')).toBe(
      'http://api.test/api/v2/serve/file/files/b/f',
    );
  });

  it('gives a same-origin path when the host is empty', () => {
    expect(transformFileUrl('dbgpt-fs://local/b/f?x=1', '')).toBe('/api/v2/serve/file/files/b/f?x=1');
  });

  it('defaults the host to NEXT_PUBLIC_API_BASE_URL', () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE_URL', 'http://env.test');
    expect(transformFileUrl('dbgpt-fs://local/b/f')).toBe('http://env.test/api/v2/serve/file/files/b/f');
    expect(parseResourceValue({ file_name: 'a.png', file_path: 'dbgpt-fs://local/b/f' })).toEqual([
      {
        type: 'image_url',
        image_url: { url: 'http://env.test/api/v2/serve/file/files/b/f', file_name: 'a.png' },
      },
    ]);
  });

  it('defaults to the same origin when NEXT_PUBLIC_API_BASE_URL is not set', () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE_URL', undefined);
    expect(transformFileUrl('dbgpt-fs://local/b/f')).toBe('/api/v2/serve/file/files/b/f');
  });

  it('recognises the scheme in any case', () => {
    expect(transformFileUrl('DBGPT-FS://local/b/f', HOST)).toBe(`${HOST}/api/v2/serve/file/files/b/f`);
  });

  it.each([
    'dbgpt-fs://local/only_bucket',
    'dbgpt-fs://bucket/file_id?x=1',
    'dbgpt-fs://local',
    'dbgpt-fs://local/',
  ])('leaves %s unchanged: fewer than two path segments', (link) => {
    expect(transformFileUrl(link, HOST)).toBe(link);
  });

  it.each(['dbgpt-fs://[broken/b/f', 'dbgpt-fs://bad host/b/f'])(
    'leaves the unparseable %s unchanged',
    (link) => {
      expect(transformFileUrl(link, HOST)).toBe(link);
      expect(resourceLink(parseResourceValue({ file_name: 'a.png', file_path: link }, HOST)[0]).url).toBe(
        link,
      );
    },
  );

  it.each(['https://cdn.test/a/b/c.png', '/files/a.png', 'file:///tmp/a/b', 'dbgpt-fsx://local/b/f', ''])(
    'leaves the ordinary link %j unchanged',
    (link) => {
      expect(transformFileUrl(link, HOST)).toBe(link);
    },
  );
});

describe('entry helpers', () => {
  it('reads the link and kind of every entry type', () => {
    const entries = parseResourceValue(
      ['a.png', 'b.wav', 'c.mov', 'd.docx'].map((name) => ({ file_name: name, file_path: `/f/${name}` })),
      HOST,
    );
    expect(entries.map(resourceKind)).toEqual(['image', 'audio', 'video', 'file']);
    expect(entries.map((entry) => resourceLink(entry))).toEqual([
      { url: '/f/a.png', file_name: 'a.png' },
      { url: '/f/b.wav', file_name: 'b.wav' },
      { url: '/f/c.mov', file_name: 'c.mov' },
      { url: '/f/d.docx', file_name: 'd.docx' },
    ]);
  });
});
