import i18n from '@/locales/i18n';
import { dialogDescriptors } from '@/components/model/dialog-descriptors';
import { matchesSearch, modelStatus, workerRequestFor } from '@/components/model/model-state';
import { providerName } from '@/components/model/provider-name';
import { instance } from './fixtures';

describe('model helpers', () => {
  it('tells healthy, unhealthy and stopped apart; DB-GPT servers send no started flag', () => {
    expect(modelStatus(instance('a'))).toBe('healthy');
    expect(modelStatus(instance('a', { healthy: false }))).toBe('unhealthy');
    expect(modelStatus(instance('a', { healthy: false, started: false }))).toBe('stopped');
    // DB-GPT lists a stopped model as not healthy, and says nothing more.
    expect(modelStatus(instance('a', { healthy: false, started: undefined }))).toBe('stopped');
    expect(modelStatus(instance('a', { healthy: true, started: undefined }))).toBe('healthy');
    expect(
      modelStatus(instance('a', { healthy: false, started: undefined, failure_reason: 'HTTP 401' })),
    ).toBe('unhealthy');
  });

  it('identifies a model for start and stop with empty params, and an unknown worker type as llm', () => {
    expect(workerRequestFor(instance('bge', { worker_type: 'text2vec' }), true)).toEqual({
      host: '127.0.0.1',
      port: 5670,
      model: 'bge',
      worker_type: 'text2vec',
      params: {},
      delete_after: true,
    });
    expect(workerRequestFor(instance('x', { worker_type: 'service' })).worker_type).toBe('llm');
  });

  it('searches by name and by catalogue label, ignoring case and spaces', () => {
    expect(matchesSearch(instance('gpt-4o'), ' GPT ')).toBe(true);
    expect(matchesSearch(instance('gpt-4o'), 'chatgpt')).toBe(true);
    expect(matchesSearch(instance('gpt-4o'), 'qwen')).toBe(false);
    expect(matchesSearch(instance('gpt-4o'), '')).toBe(true);
  });

  it('names providers in the user language and unknown ids in a readable form', async () => {
    await i18n.changeLanguage('zh');
    const zh = i18n.getFixedT('zh', 'model');
    expect(providerName('proxy/tongyi', zh)).toBe('通义千问');
    expect(providerName('proxy/openai-compatible', zh)).toBe('兼容 OpenAI 的接口');
    expect(providerName('proxy/litellm', zh)).toBe('LiteLLM（代理）');
    expect(providerName('llama.cpp.server', zh)).toBe('llama.cpp 服务（本地）');
    expect(providerName('proxy/acme-cloud_ai', zh)).toBe('Acme Cloud Ai');
    expect(providerName(undefined, zh)).toBe('');
    await i18n.changeLanguage('en');
    const en = i18n.getFixedT('en', 'model');
    expect(providerName('proxy/litellm', en)).toBe('LiteLLM (proxy)');
    expect(providerName('hf', en)).toBe('Hugging Face (local)');
    expect(providerName('sglang', en)).toBe('Sglang');
  });

  it('asks for a name when the descriptors lack one, and not again for the picked provider', () => {
    const texts = { label: 'Model name', description: 'd' };
    const asked = dialogDescriptors(
      [{ param_name: 'provider', valid_values: ['proxy/x'] }, { param_name: 'api_key' }],
      'proxy/x',
      texts,
    );
    expect(asked.map((descriptor) => descriptor.param_name)).toEqual(['name', 'api_key']);
    expect(asked[0]).toMatchObject({ required: true, label: 'Model name' });
    expect(
      dialogDescriptors([{ param_name: 'name' }, { param_name: 'provider' }], undefined, texts),
    ).toHaveLength(2);
  });
});
