/** Server messages about plugins (contract 10.A): the market, installed plugins, uploads and MCP servers. */
export const pluginsEn = {
  'plugin.alreadyInstalled': 'The plugin {name} is already installed',
  'plugin.notInstalled': 'The plugin {name} is not installed',
  'plugin.notInMarket': 'There is no plugin {name} in the market',
  'plugin.badMarketPackage': 'The market package {name} holds no usable tool definition: {problem}',
  'plugin.everyonesPlugin':
    'The plugin {name} is installed for everyone: only an administrator may uninstall it',
  'plugin.inUse':
    'The plugin {name} is still used by {apps}: remove it from them first, or uninstall with force=true',
  'plugin.actForOthers': 'Only an administrator may manage the plugins of another user ({user})',
  'plugin.secretsUnreadable':
    "The secrets of the plugin {name} cannot be decrypted with this server's secret key (did DBGPT_SECRET_KEY or secret.key change?)",
  'plugin.hub.newUrlAdminOnly': 'Only an administrator may point the plugin market at a new hub ({url})',
  'plugin.hub.failed': 'The plugin market could not be refreshed. {problems}',
  'plugin.hub.problem': '{hub}: {problem}',
  'plugin.upload.noFile': 'Send the plugin file as multipart/form-data in the form field "doc_file"',
  'plugin.upload.tooLarge': 'The plugin file is larger than {limit}',
  'plugin.upload.notParsable': 'The plugin file {file} is not valid JSON: {reason}',
  'plugin.upload.notTool':
    'The plugin file {file} is neither a tool definition ("kind": "http" or "mcp") nor an OpenAPI 3 document',
  'plugin.upload.badDefinition': 'The tool definition in {file} is not valid: {problems}',
  'plugin.upload.noTitle': 'The OpenAPI document has no info.title to name the plugin after',
  'plugin.upload.noOperations': 'The OpenAPI document describes no operation under "paths"',
  'plugin.upload.noOperationId': 'The operation {method} {path} has no operationId',
  'plugin.upload.badSchema': 'The JSON Schema at {where} is not valid: {reason}',
  'plugin.upload.schemaNotObject': 'a schema must be a JSON object',
  'plugin.mcp.stdioAdminOnly':
    'Only an administrator may add an MCP server that runs a command on the server (stdio)',
  'plugin.mcp.commandMissing': 'An MCP server over stdio needs a command to run',
  'plugin.mcp.urlMissing': 'An MCP server over {transport} needs a URL',
  'plugin.mcp.badUrl': 'The MCP server address must be an http:// or https:// URL: {url}',
  'plugin.mcp.privateAddress':
    'Only an administrator may add an MCP server on a loopback or private address ({host} is {address})',
  'plugin.mcp.hostNotFound': 'The MCP server host {host} cannot be found',
  'plugin.mcp.timedOut': 'The MCP server {name} did not answer within {seconds} seconds',
  'plugin.mcp.failed': 'The MCP server {name} could not be used: {reason}',
} as const;

export const pluginsZh: { readonly [Key in keyof typeof pluginsEn]: string } = {
  'plugin.alreadyInstalled': '插件 {name} 已经安装',
  'plugin.notInstalled': '插件 {name} 尚未安装',
  'plugin.notInMarket': '插件市场中没有插件 {name}',
  'plugin.badMarketPackage': '插件市场的包 {name} 中没有可用的工具定义：{problem}',
  'plugin.everyonesPlugin': '插件 {name} 是为所有人安装的：只有管理员可以卸载它',
  'plugin.inUse': '插件 {name} 仍被 {apps} 使用：请先从这些应用中移除，或使用 force=true 卸载',
  'plugin.actForOthers': '只有管理员可以管理其他用户（{user}）的插件',
  'plugin.secretsUnreadable':
    '无法用本服务器的密钥解密插件 {name} 的机密信息（DBGPT_SECRET_KEY 或 secret.key 是否已更改？）',
  'plugin.hub.newUrlAdminOnly': '只有管理员可以让插件市场使用新的仓库（{url}）',
  'plugin.hub.failed': '无法刷新插件市场。{problems}',
  'plugin.hub.problem': '{hub}：{problem}',
  'plugin.upload.noFile': '请以 multipart/form-data 格式，在表单字段“doc_file”中上传插件文件',
  'plugin.upload.tooLarge': '插件文件超过了 {limit}',
  'plugin.upload.notParsable': '插件文件 {file} 不是有效的 JSON：{reason}',
  'plugin.upload.notTool':
    '插件文件 {file} 既不是工具定义（"kind" 为 "http" 或 "mcp"），也不是 OpenAPI 3 文档',
  'plugin.upload.badDefinition': '{file} 中的工具定义无效：{problems}',
  'plugin.upload.noTitle': 'OpenAPI 文档没有可用作插件名称的 info.title',
  'plugin.upload.noOperations': 'OpenAPI 文档的 "paths" 中没有任何操作',
  'plugin.upload.noOperationId': '操作 {method} {path} 没有 operationId',
  'plugin.upload.badSchema': '{where} 处的 JSON Schema 无效：{reason}',
  'plugin.upload.schemaNotObject': 'Schema 必须是一个 JSON 对象',
  'plugin.mcp.stdioAdminOnly': '只有管理员可以添加在服务器上运行命令的 MCP 服务（stdio）',
  'plugin.mcp.commandMissing': '通过 stdio 连接的 MCP 服务需要一个要运行的命令',
  'plugin.mcp.urlMissing': '通过 {transport} 连接的 MCP 服务需要一个 URL',
  'plugin.mcp.badUrl': 'MCP 服务地址必须是 http:// 或 https:// 开头的 URL：{url}',
  'plugin.mcp.privateAddress': '只有管理员可以添加位于回环或内网地址上的 MCP 服务（{host} 是 {address}）',
  'plugin.mcp.hostNotFound': '找不到 MCP 服务主机 {host}',
  'plugin.mcp.timedOut': 'MCP 服务 {name} 在 {seconds} 秒内没有响应',
  'plugin.mcp.failed': '无法使用 MCP 服务 {name}：{reason}',
};
