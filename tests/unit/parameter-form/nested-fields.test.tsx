import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/locales/i18n';
import { descriptor, renderParameterForm } from './harness';

/** A datasource-like form: a connection pool with one shape, and an SSL setting with two. */
const DESCRIPTORS = [
  descriptor('host', { label: 'Host', required: true }),
  descriptor('pool', {
    label: 'Connection pool',
    param_type: 'object',
    description: 'How connections are reused',
    nested_fields: {
      default: [
        descriptor('pool_size', { label: 'Pool size', param_type: 'int', default_value: 5 }),
        descriptor('pre_ping', { label: 'Check before use', param_type: 'bool', default_value: true }),
      ],
    },
  }),
  descriptor('ssl', {
    label: 'SSL',
    label_zh: 'SSL 加密',
    param_type: 'object',
    default_value: { type: 'off' },
    nested_fields: {
      off: [],
      verify: [descriptor('ca_file', { label: 'CA file', label_zh: 'CA 证书文件', required: true })],
    },
  }),
];

describe('ParameterForm nested_fields', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows a nested descriptor as a group of its fields and submits an object', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({ descriptors: DESCRIPTORS });

    const pool = screen.getByRole('group', { name: 'Connection pool' });
    expect(within(pool).getByText('How connections are reused')).toBeInTheDocument();
    expect(within(pool).getByRole('spinbutton', { name: 'Pool size' })).toHaveValue('5');
    await user.clear(within(pool).getByRole('spinbutton', { name: 'Pool size' }));
    await user.type(within(pool).getByRole('spinbutton', { name: 'Pool size' }), '12');
    await user.type(screen.getByRole('textbox', { name: 'Host' }), 'db.internal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      host: 'db.internal',
      pool: { pool_size: 12, pre_ping: true },
      ssl: { type: 'off' },
    });
  });

  it('lets the user pick a variant, shows its fields, validates them and sends the variant as type', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({ descriptors: DESCRIPTORS }, 'zh');

    const ssl = screen.getByRole('group', { name: 'SSL 加密' });
    expect(within(ssl).queryByRole('textbox', { name: 'CA 证书文件' })).not.toBeInTheDocument();
    await user.click(within(ssl).getByRole('combobox', { name: 'SSL 加密' }));
    await user.click(await screen.findByTitle('verify'));
    const caFile = await within(ssl).findByRole('textbox', { name: 'CA 证书文件' });

    await user.type(screen.getByRole('textbox', { name: 'Host' }), 'db');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await within(ssl).findByText('请输入CA 证书文件')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(caFile, '/etc/ca.pem');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ ssl: { type: 'verify', ca_file: '/etc/ca.pem' } });
  });
});
