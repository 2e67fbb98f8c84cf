import { draftOf, requestOf, strategyValues } from '@/components/app/editor/app-draft';
import { adminsOf } from '@/components/app/admins-value';
import { appChatQuery } from '@/components/app/open-app-chat';
import { app } from './app-fixtures';

describe('app shapes the editor reads and writes', () => {
  it('reads both llm_strategy_value formats and a real array', () => {
    expect(strategyValues('m1,m2')).toEqual(['m1', 'm2']);
    expect(strategyValues('["m1", "m2"]')).toEqual(['m1', 'm2']);
    expect(strategyValues(['m1'])).toEqual(['m1']);
    expect(strategyValues(null)).toEqual([]);
  });

  it('reads the admins column however it is stored', () => {
    expect(adminsOf('["bob","carol"]')).toEqual(['bob', 'carol']);
    expect(adminsOf('bob, carol')).toEqual(['bob', 'carol']);
    expect(adminsOf(['bob'])).toEqual(['bob']);
    expect(adminsOf(null)).toEqual([]);
  });

  it('hands back what it does not edit: language, icon, v2 resource fields', () => {
    const stored = app('x', 'X', {
      team_mode: 'single_agent',
      language: 'zh',
      icon: '/icons/x.png',
      details: [
        {
          agent_name: 'Assistant',
          llm_strategy: 'default',
          resources: [
            { type: 'database', value: { db: 'sales' }, is_dynamic: true, name: 'sales db', version: 'v2' },
          ],
        },
      ],
    });
    const request = requestOf(draftOf(stored), stored);
    expect(request).toMatchObject({ language: 'zh', icon: '/icons/x.png' });
    expect(request.details?.[0].resources).toEqual([
      { type: 'database', value: '{"db":"sales"}', is_dynamic: true, name: 'sales db', version: 'v2' },
    ]);
  });

  it('opens a chat_excel native app without a bound resource, in its scene', () => {
    const excel = app('e', 'Sheets', {
      team_mode: 'native_app',
      team_context: { chat_scene: 'chat_excel', scene_name: 'Chat Excel' },
      param_need: [{ type: 'resource', value: 'excel_file' }],
    });
    expect(appChatQuery(excel)).toEqual({ scene: 'chat_excel', app_code: 'e' });
  });
});
