/** Server messages of the OpenAI-compatible `POST /api/v2/chat/completions`. Spread into en.ts and zh.ts. */
export const chatV2En = {
  'chatV2.modeNotSupported':
    'chat_mode "{mode}" cannot run through /api/v2/chat/completions on this server yet; use one of: {supported}',
  'chatV2.noUserMessage': 'messages must contain a user message with text',
  'chatV2.appSceneNotSupported':
    'This app works in the "{scene}" scene, which /api/v2/chat/completions cannot run yet; chat with it in the web client',
  'chatV2.chooseApp': 'chat_param must be the code of the app to chat with',
} as const;

export const chatV2Zh: { readonly [Key in keyof typeof chatV2En]: string } = {
  'chatV2.modeNotSupported':
    '此服务暂不能通过 /api/v2/chat/completions 运行 chat_mode “{mode}”；可用的有：{supported}',
  'chatV2.noUserMessage': 'messages 中必须包含一条有文字的 user 消息',
  'chatV2.appSceneNotSupported':
    '此应用使用“{scene}”场景，/api/v2/chat/completions 暂不能运行；请在网页端与它对话',
  'chatV2.chooseApp': 'chat_param 必须是要对话的应用的代码',
};
