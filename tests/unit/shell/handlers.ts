import { http, HttpResponse } from 'msw';

export function startupHandlers({ admins = ['001'], models = ['qwen2-7b-chat', 'gpt-4o'] } = {}) {
  return [
    http.get('*/api/v1/users', ({ request }) => {
      const role = new URL(request.url).searchParams.get('role');
      const users =
        role === 'admin' ? admins.map((id) => ({ user_id: id, nick_name: id, role: 'admin' })) : [];
      return HttpResponse.json({ success: true, err_code: null, err_msg: null, data: users });
    }),
    http.get('*/api/v1/model/types', () =>
      HttpResponse.json({ success: true, err_code: null, err_msg: null, data: models }),
    ),
    // Where no model is configured the client looks for local model servers: none by default.
    http.get('*/api/v1/local-models', () =>
      HttpResponse.json({ success: true, err_code: null, err_msg: null, data: [] }),
    ),
  ];
}
