import {
  defaultParameterValues,
  fieldKind,
  isSecret,
  localizedText,
  toParameterValues,
} from '@/components/common/parameter-form';
import type { ParameterDescription } from '@/contract/parameter';

const d = (param_name: string, extra: Partial<ParameterDescription> = {}): ParameterDescription => ({
  param_name,
  param_type: 'str',
  ...extra,
});

describe('fieldKind', () => {
  it.each([
    ['str', 'text'],
    ['string', 'text'],
    [null, 'text'],
    ['int', 'integer'],
    ['integer', 'integer'],
    ['Optional[int]', 'integer'],
    ['float', 'number'],
    ['number', 'number'],
    ['bool', 'boolean'],
    ['boolean', 'boolean'],
  ])('reads param_type %s as %s', (param_type, kind) => {
    expect(fieldKind(d('x', { param_type }))).toBe(kind);
  });

  it('uses a select when valid_values are given and a password for secrets', () => {
    expect(fieldKind(d('x', { param_type: 'int', valid_values: [1, 2] }))).toBe('select');
    expect(fieldKind(d('x', { ext_metadata: { tags: 'privacy' } }))).toBe('password');
    expect(fieldKind(d('x', { ext_metadata: { tags: 'fixed, privacy' } }))).toBe('password');
    expect(fieldKind(d('x', { ext_metadata: { tags: ['privacy'] } }))).toBe('password');
    expect(fieldKind(d('x', { ext_metadata: { tags: 'public' } }))).toBe('text');
    expect(isSecret(d('x'))).toBe(false);
  });
});

describe('localizedText', () => {
  const described = d('api_base', {
    label: 'API base',
    description: 'Where it answers',
    ext_metadata: { label_zh: '接口地址', description_zh: '接口的地址' },
  });

  it('answers the language variant, else the plain text, else the parameter name for labels', () => {
    expect(localizedText(described, 'label', 'zh')).toBe('接口地址');
    expect(localizedText(described, 'description', 'zh')).toBe('接口的地址');
    expect(localizedText(described, 'description', 'en')).toBe('Where it answers');
    expect(localizedText(d('bare'), 'label', 'zh')).toBe('bare');
    expect(localizedText(d('bare'), 'description', 'en')).toBeUndefined();
  });
});

describe('toParameterValues', () => {
  const descriptors = [
    d('name', { required: true }),
    d('api_key', { ext_metadata: { tags: 'privacy' } }),
    d('port', { param_type: 'int' }),
    d('ratio', { param_type: 'float' }),
    d('enabled', { param_type: 'bool' }),
    d('mode', { valid_values: ['a', 'b'] }),
    d('tags', { is_array: true }),
  ];

  it('types every value and trims text, but never a secret', () => {
    expect(
      toParameterValues(
        {
          name: '  gpt-4o ',
          api_key: ' sk-1 ',
          port: '8080',
          ratio: 0.5,
          enabled: 'false',
          mode: 'b',
          tags: [' x ', '', 'y'],
        },
        descriptors,
      ),
    ).toEqual({
      name: 'gpt-4o',
      api_key: ' sk-1 ',
      port: 8080,
      ratio: 0.5,
      enabled: false,
      mode: 'b',
      tags: ['x', 'y'],
    });
  });

  it('leaves out empty and unreadable values and keys no descriptor names', () => {
    expect(
      toParameterValues(
        { name: '   ', api_key: '', port: 'eighty', ratio: null, mode: '', tags: [], extra: 'dropped' },
        descriptors,
      ),
    ).toEqual({});
  });
});

describe('defaultParameterValues', () => {
  it('fills typed defaults, and switches without one start off', () => {
    expect(
      defaultParameterValues([
        d('port', { param_type: 'int', default_value: '5432' }),
        d('host', { default_value: 'localhost' }),
        d('ssl', { param_type: 'bool' }),
        d('pool', { param_type: 'bool', default_value: true }),
        d('none', { default_value: null }),
      ]),
    ).toEqual({ port: 5432, host: 'localhost', ssl: false, pool: true });
  });
});
