import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '@/locales/i18n';
import { descriptor, renderParameterForm } from './harness';

const MODEL_DESCRIPTORS = [
  descriptor('name', { label: 'Model name', required: true, description: 'The name chats use' }),
  descriptor('api_key', {
    label: 'API key',
    required: true,
    ext_metadata: { tags: 'privacy' },
    description: 'Kept secret',
  }),
  descriptor('max_tokens', { label: 'Max tokens', param_type: 'int', default_value: 2048 }),
  descriptor('temperature', { label: 'Temperature', param_type: 'float', default_value: 0.7 }),
  descriptor('stream', { label: 'Stream', param_type: 'bool', default_value: true }),
  descriptor('backend', {
    label: 'Backend',
    valid_values: ['openai', 'azure'],
    default_value: 'openai',
  }),
];

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('ParameterForm', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('renders an input per descriptor type: text, password for secrets, numbers, a switch, a select', async () => {
    await renderParameterForm({ descriptors: MODEL_DESCRIPTORS });

    expect(screen.getByRole('textbox', { name: 'Model name' })).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('API key')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('spinbutton', { name: 'Max tokens' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Temperature' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Stream' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Backend' })).toBeInTheDocument();
  });

  it('fills the defaults and submits them typed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({ descriptors: MODEL_DESCRIPTORS });

    expect(screen.getByRole('spinbutton', { name: 'Max tokens' })).toHaveValue('2048');
    expect(screen.getByRole('spinbutton', { name: 'Temperature' })).toHaveValue('0.7');
    expect(screen.getByRole('switch', { name: 'Stream' })).toBeChecked();
    expect(screen.getByTitle('openai')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Model name' }), '  gpt-4o  ');
    await user.type(screen.getByLabelText('API key'), 'sk-secret');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'gpt-4o',
      api_key: 'sk-secret',
      max_tokens: 2048,
      temperature: 0.7,
      stream: true,
      backend: 'openai',
    });
  });

  it('marks required fields and refuses to submit while one is empty', async () => {
    const { onSubmit } = await renderParameterForm({ descriptors: MODEL_DESCRIPTORS });

    const requiredLabels = document.querySelectorAll('label.ant-form-item-required');
    expect([...requiredLabels].map((label) => label.textContent)).toEqual(['Model name', 'API key']);

    await submit();
    expect(await screen.findByText('Please enter Model name')).toBeInTheDocument();
    expect(screen.getByText('Please enter API key')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats a required text of only spaces as missing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({ descriptors: [MODEL_DESCRIPTORS[0]] });
    await user.type(screen.getByRole('textbox', { name: 'Model name' }), '   ');
    await submit();
    expect(await screen.findByText('Please enter Model name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts only whole numbers in an integer field', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({
      descriptors: [descriptor('port', { label: 'Port', param_type: 'integer', required: true })],
    });
    const port = screen.getByRole('spinbutton', { name: 'Port' });

    await user.type(port, '80.5');
    await submit();
    expect(await screen.findByText('Port is not a valid integer')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(port);
    await user.type(port, '8080');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ port: 8080 }));
  });

  it('never takes letters for a number', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({
      descriptors: [descriptor('timeout', { label: 'Timeout', param_type: 'float', required: true })],
    });
    await user.type(screen.getByRole('spinbutton', { name: 'Timeout' }), 'abc');
    await submit();
    expect(await screen.findByText('Please enter Timeout')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers valid_values in a select, including resource-style options', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({
      descriptors: [
        descriptor('db', {
          label: 'Database',
          valid_values: [
            { key: 'sales', label: '[sqlite] sales', description: '' },
            { key: 'hr', label: '[mysql] hr', description: '' },
          ],
        }),
      ],
    });
    await user.click(screen.getByRole('combobox', { name: 'Database' }));
    await user.click(await screen.findByTitle('[mysql] hr'));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ db: 'hr' }));
  });

  it('sends a switched-off boolean as false', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({ descriptors: [MODEL_DESCRIPTORS[4]] });
    await user.click(screen.getByRole('switch', { name: 'Stream' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ stream: false }));
  });

  it('leaves empty optional fields out so the server applies its defaults', async () => {
    const { onSubmit } = await renderParameterForm({
      descriptors: [
        descriptor('api_base', { label: 'API base' }),
        descriptor('retries', { param_type: 'int' }),
      ],
    });
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({}));
  });

  it('shows descriptions in the user language and follows a language switch', async () => {
    const described = descriptor('api_base', {
      label: 'API base',
      description: 'Where the provider answers',
      ext_metadata: { label_zh: '接口地址', description_zh: '服务商的接口地址' },
    });
    await renderParameterForm({ descriptors: [described] });
    expect(screen.getByText('Where the provider answers')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('zh'));
    expect(await screen.findByText('服务商的接口地址')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '接口地址' })).toBeInTheDocument();
    expect(screen.queryByText('Where the provider answers')).toBeNull();
  });

  it('reads Chinese texts given beside the plain fields, and falls back to them', async () => {
    await renderParameterForm(
      {
        descriptors: [
          descriptor('a', { label: 'Alpha', description: 'First', description_zh: '第一个' }),
          descriptor('b', { label: 'Beta', description: 'Only English' }),
        ],
      },
      'zh',
    );
    expect(screen.getByText('第一个')).toBeInTheDocument();
    expect(screen.getByText('Only English')).toBeInTheDocument();
  });

  it('shows the parameter name when a descriptor has no label, in param_order', async () => {
    await renderParameterForm({
      descriptors: [descriptor('second', { param_order: 2 }), descriptor('first', { param_order: 1 })],
    });
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual(['first', 'second']);
  });

  it('starts from initialValues over defaults, and can be disabled', async () => {
    await renderParameterForm({
      descriptors: MODEL_DESCRIPTORS,
      initialValues: { name: 'kept-name', max_tokens: 512 },
      disabled: true,
    });
    expect(screen.getByRole('textbox', { name: 'Model name' })).toHaveValue('kept-name');
    expect(screen.getByRole('spinbutton', { name: 'Max tokens' })).toHaveValue('512');
    expect(screen.getByRole('textbox', { name: 'Model name' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Stream' })).toBeDisabled();
  });

  it('keeps what the user typed across re-renders with equal descriptors, resets for new ones', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = await renderParameterForm({ descriptors: MODEL_DESCRIPTORS });
    await user.type(screen.getByRole('textbox', { name: 'Model name' }), 'typed');
    await submit();

    rerenderWith({ descriptors: MODEL_DESCRIPTORS.map((entry) => ({ ...entry })) });
    expect(screen.getByRole('textbox', { name: 'Model name' })).toHaveValue('typed');

    rerenderWith({
      descriptors: [descriptor('name', { label: 'Model name', default_value: 'fresh' })],
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Model name' })).toHaveValue('fresh'));
    expect(within(document.body).queryByLabelText('API key')).toBeNull();
  });

  it('suggests examples for a text field and still takes any text', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({
      descriptors: [
        descriptor('name', { label: 'Model name', ext_metadata: { examples: ['gpt-4o', 'o3-mini'] } }),
      ],
    });
    const name = screen.getByRole('combobox', { name: 'Model name' });
    await user.type(name, 'o3');
    expect(await screen.findByTitle('o3-mini')).toBeInTheDocument();
    expect(screen.queryByTitle('gpt-4o')).toBeNull();
    await user.click(screen.getByTitle('o3-mini'));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'o3-mini' }));
  });

  it('checks web addresses and number bounds', async () => {
    const user = userEvent.setup();
    const { onSubmit } = await renderParameterForm({
      descriptors: [
        descriptor('api_base', { label: 'API base', ext_metadata: { format: 'url' } }),
        descriptor('workers', { label: 'Workers', param_type: 'int', ext_metadata: { min: 1, max: 8 } }),
      ],
    });
    await user.type(screen.getByRole('textbox', { name: 'API base' }), 'not a url');
    const workers = screen.getByRole('spinbutton', { name: 'Workers' });
    expect(workers).toHaveAttribute('aria-valuemin', '1');
    expect(workers).toHaveAttribute('aria-valuemax', '8');
    await submit();
    expect(await screen.findByText('API base is not a valid url')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
