/** Server messages of installed tools (plugins) as agents call them. Spread into en.ts and zh.ts. */
export const pluginToolsEn = {
  'pluginTools.failed': 'The tool failed: {reason}',
  'pluginTools.noServerUrl':
    'The tool "{name}" has no server to call: give it a base URL, or a "servers" entry in its OpenAPI document.',
  'pluginTools.mcpNeedsUrl': 'The MCP server "{name}" needs an http(s) URL.',
  'pluginTools.mcpNeedsCommand': 'The MCP server "{name}" runs over stdio and needs a command.',
  'pluginTools.httpStatus': 'The tool answered with HTTP status {status}: {body}',
  'pluginTools.responseTooLarge': 'The tool answered with more than {size}; its answer was not read.',
  'pluginTools.toolError': 'The tool reported an error: {message}',
  'pluginTools.notInstalled':
    'The tool "{name}" is not installed, or you may not use it. Install it, or remove it from the app.',
  'pluginTools.openFailed': 'The tool "{name}" could not be started: {reason}',
  'pluginTools.urlNeedsAdmin':
    'Only an administrator may give an agent an MCP server by its URL ({url}). Add the server as a plugin and choose it instead.',
} as const;

export const pluginToolsZh: { readonly [Key in keyof typeof pluginToolsEn]: string } = {
  'pluginTools.failed': '工具调用失败：{reason}',
  'pluginTools.noServerUrl':
    '工具“{name}”没有可调用的服务地址：请为它填写基础 URL，或在其 OpenAPI 文档中写明 "servers"。',
  'pluginTools.mcpNeedsUrl': 'MCP 服务“{name}”需要一个 http(s) URL。',
  'pluginTools.mcpNeedsCommand': 'MCP 服务“{name}”通过 stdio 运行，需要填写启动命令。',
  'pluginTools.httpStatus': '工具返回了 HTTP 状态 {status}：{body}',
  'pluginTools.responseTooLarge': '工具返回的内容超过 {size}，未予读取。',
  'pluginTools.toolError': '工具报告了错误：{message}',
  'pluginTools.notInstalled': '工具“{name}”未安装，或你无权使用。请安装它，或将它从应用中移除。',
  'pluginTools.openFailed': '工具“{name}”无法启动：{reason}',
  'pluginTools.urlNeedsAdmin':
    '只有管理员可以直接用 URL（{url}）为智能体指定 MCP 服务。请先将该服务添加为插件，再选择它。',
};
