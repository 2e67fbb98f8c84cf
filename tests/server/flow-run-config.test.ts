import { ConfigError, parseConfig } from '@/server/config';

describe('FLOW_RUN_TIMEOUT_MS', () => {
  it('defaults to two minutes and reads a whole number of milliseconds', () => {
    expect(parseConfig({}).flowRunTimeoutMs).toBe(120_000);
    expect(parseConfig({ FLOW_RUN_TIMEOUT_MS: '' }).flowRunTimeoutMs).toBe(120_000);
    expect(parseConfig({ FLOW_RUN_TIMEOUT_MS: '30000' }).flowRunTimeoutMs).toBe(30_000);
  });

  it.each(['0', '-5', '1.5', 'soon'])('refuses %s with a one-line message naming it', (value) => {
    expect(() => parseConfig({ FLOW_RUN_TIMEOUT_MS: value })).toThrow(ConfigError);
    expect(() => parseConfig({ FLOW_RUN_TIMEOUT_MS: value })).toThrow(
      `Invalid configuration: FLOW_RUN_TIMEOUT_MS must be a positive whole number of milliseconds (got "${value}")`,
    );
  });
});
