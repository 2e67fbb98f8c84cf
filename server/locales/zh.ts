import { appsZh } from './apps';
import { authZh } from './auth';
import { agentsZh } from './agents';
import { packageTypesZh } from './package-types';
import { usersZh } from './users';
import { embedZh } from './embed';
import { teamZh } from './team';
import { pluginsZh } from './plugins';
import { uploadLimitsZh } from './upload-limits';
import { oidcZh } from './oidc';
import { fileAccessZh } from './file-access';
import { chatV2Zh } from './chat-v2';
import { serveV2Zh } from './serve-v2';
import { flowsZh } from './flows';
import { dbgptNodesZh } from './dbgpt-nodes';
import { dbgptKnowledgeZh } from './dbgpt-knowledge';
import { flowRuntimeZh } from './flow-runtime';
import { flowIoZh } from './flow-io';
import { evaluationZh } from './evaluation';
import { dbgptsZh } from './dbgpts';
import { flowNodesZh } from './flow-nodes';
import { dataChatZh } from './data-chat';
import { datasourceZh } from './datasource';
import { datasourceFilesZh } from './datasource-files';
import { knowledgeStoreZh } from './knowledge-store';
import { knowledgePipelineZh } from './knowledge-pipeline';
import { knowledgeRetrievalZh } from './knowledge-retrieval';
import { pluginToolsZh } from './plugin-tools';
import type { ServerMessages } from './en';

/** The server's messages in Simplified Chinese, with the client's terms (对话, 提示词, 模型, 服务商…). */
export const zh: ServerMessages = {
  'validation.issue': '{field}：{problem}；',
  'validation.wholeValue': '请求参数',
  'validation.required': '不能为空',
  'validation.mustNotBeEmpty': '不能为空',
  'validation.mustBeText': '必须是文本',
  'validation.mustBeNumber': '必须是数字',
  'validation.mustBeWholeNumber': '必须是整数',
  'validation.mustBeBoolean': '必须是 true 或 false',
  'validation.mustBeList': '必须是数组',
  'validation.mustBeObject': '必须是对象',
  'validation.mustBeType': '必须是 {type} 类型',
  'validation.tooLong': '不能超过 {max} 个字符',
  'validation.tooShort': '至少需要 {min} 个字符',
  'validation.tooManyItems': '最多只能有 {max} 项',
  'validation.tooFewItems': '至少需要 {min} 项',
  'validation.atMost': '不能大于 {max}',
  'validation.lessThan': '必须小于 {max}',
  'validation.atLeast': '不能小于 {min}',
  'validation.greaterThan': '必须大于 {min}',
  'validation.multipleOf': '必须是 {divisor} 的倍数',
  'validation.mustBe': '必须是 {value}',
  'validation.oneOf': '必须是以下值之一：{values}',
  'validation.badFormat': '格式不正确',
  'validation.unknownFields': '包含未知字段：{fields}',
  'validation.invalid': '取值无效',
  'validation.noNul': '不能包含 NUL 字符',
  'validation.notJson': '不是合法的 JSON',
  'validation.bodyNotJson': 'Content-Type 为 application/json，但内容不是合法的 JSON',
  'validation.emptyJsonBody': 'Content-Type 为 application/json 时不能为空',
  'validation.bodyLengthMismatch': '长度与 Content-Length 不符',
  'validation.httpUrl': '必须是 http(s) 地址',
  'validation.noControlCharacters': '不能包含控制字符',
  'validation.conversationId':
    '必须是对话 ID（最多 {max} 个字符，只能包含字母、数字以及 "-"、"_"、"."、":"）',
  'validation.roundNumber': '必须是轮次编号',
  'validation.roundNumberOrder': '必须是轮次编号（即消息的顺序）',
  'validation.roundNumberMax': '必须是轮次编号（即消息的顺序），且不能大于 {max}',
  'validation.requiredMayBeNull': '不能省略（可以为 null）',
  'validation.rating':
    '必须是 {min} 到 {max} 的整数（0 很差，1 答非所问，2 答不完整，3 答错了，4 太啰嗦，5 很棒）',
  'validation.visibility': '只能是 "public" 或 "private"',
  'validation.nameOrPromptCode': '不能为空（或者提供 prompt_code）',
  'validation.testQuestion': '不能为空：请填写用来测试的问题',
  'validation.chatSceneOrSchema': '智能体和场景类提示词必须填写此项（或者提供 response_schema）',
  'validation.missingTemplateValues': '以下变量还没有填写取值：{names}',
  'validation.chatModeNotStartable': '不能通过此接口发起“{mode}”',
  'validation.sameAsModel': '必须与 model 一致',
  'validation.providerRequired': '不能为空（可选：{providers}）',
  'validation.providerUnknown': '未知的服务商，可选：{providers}',
  'validation.providerLacksType': '{provider} 不提供 {workerType} 类型的模型',

  'http.internal': '服务器内部错误',
  'http.writeConflict': '同一时刻已有同名内容被保存，因此本次未保存。请刷新查看后再试。',
  'http.notFound': '接口不存在：{method} {path}',
  'http.pageNotFound': '页面不存在',
  'http.clientNotBuilt':
    'Web 客户端还没有构建。请运行 `npm run build`（或 `npm start`），然后刷新页面。API 可通过 /api/ 访问。',
  'http.otherHost': '本服务不响应发往主机名 {host} 的请求；如需允许，请将该名称加入 ALLOWED_HOSTS',
  'http.crossSite': '已拒绝跨站请求：不允许{source}修改这里的数据；如需允许，请将其加入 CORS_ORIGIN',
  'http.crossSiteOrigin': '来源为 {origin} 的页面',
  'http.crossSitePage': '其他网站的页面',
  'http.badUrl': '地址不是合法的 URL：其中的 % 转义格式有误',
  'http.addressPartTooLong': '地址中的某一段过长',
  'http.headersTooLarge': '请求行或请求头过大（查询字符串这么长的请求会被拒绝）',
  'http.requestTimeout': '请求传输的时间过长',
  'http.notHttp': '请求不是有效的 HTTP 请求',
  'http.bodyTooLarge': '请求体过大',
  'http.unsupportedMediaType': '此地址不接受类型为 {type} 的请求体',
  'http.missingMediaType': '请求体缺少 Content-Type',
  'http.notMultipart': '请求不是 multipart/form-data 格式',
  'http.tooManyParts': '表单的分段或字段过多',
  'http.formFieldNotAllowed': '表单中有字段的名称不被允许',
  'http.uploadCutShort': '表单数据还没传完，请求就结束了',
  'http.formFieldNotJson': '表单字段声明为 JSON，但内容不是合法的 JSON',
  'http.refused': '请求被拒绝（HTTP {status}）：{detail}',

  'files.sendAsMultipart': '请以 multipart/form-data 格式，在表单字段“doc_files”中上传文件',
  'files.unreadableUpload': '无法按 multipart/form-data 格式读取上传的内容',
  'files.oneAtATime': '一次只能上传一个文件',
  'files.tooLarge': '文件超过了 {limit} 的上传上限',
  'files.noFile': '没有收到文件：请在表单字段“doc_files”中上传一个文件',
  'files.empty': '文件是空的',
  'files.urisOrPairs': '“uris”和“bucket_file_pairs”必须且只能提供其中一个',
  'files.notFileUri': '不是文件 URI：{uri}',
  'files.uriOrBucket': '请提供“uri”，或者同时提供“bucket”和“file_id”',
  'files.notFound': '找不到文件：bucket={bucket}，file_id={fileId}',

  'chat.conversationNotFound': '找不到对话 {id}',
  'chat.roundNotFound': '对话 {id} 中找不到第 {round} 轮',
  'chat.modeNotAvailableYet': '服务器暂不支持“{mode}”对话模式，请使用 chat_normal',
  'chat.noModel':
    '暂无可用的语言模型：请在“应用管理 → 模型”中添加，或者设置 LLM_MODEL_NAME、LLM_MODEL_PROVIDER、OPENAI_API_BASE 和 OPENAI_API_KEY 后重启服务',
  'chat.modelUnavailable': '服务器上没有可用的模型“{model}”；可用的模型：{models}',
  'chat.couldNotStart': '服务器未能开始生成回答',
  'chat.questionNotStored': '问题未能保存',
  'chat.answerNotStored': '回答未能保存',
  'chat.answerFailed': '回答生成失败：{reason}',
  'feedback.repeated': '请勿重复反馈',

  'prompt.notFound': '找不到提示词：{what}',
  'prompt.changeForbidden': '只有提示词“{name}”的创建者或管理员才能修改或删除它',
  'prompt.duplicate':
    '你已有名为“{name}”的提示词（语言：{language}，模型：{model}），请换一个名称、语言或模型',
  'common.none': '无',
  'prompt.codeUnavailable': 'prompt_code“{code}”无法使用，请换一个，或者留空以自动生成',
  'prompt.unknownType': '未知的 prompt_type“{type}”，可选：{types}',
  'prompt.chooseAgent': '请先选择智能体（target），再加载它的模板',
  'prompt.chooseScene': '请先选择场景（target），再加载它的模板',
  'prompt.chooseMetric': '请先选择评测指标（target），再加载它的模板',
  'prompt.noBuiltinTemplate': '“{target}”暂时没有内置模板',
  'prompt.unknownTarget': 'prompt_type 为 {type} 时，没有名为“{target}”的目标',
  'prompt.noJsonInAnswer': '回答中没有可以按响应结构校验的 JSON 对象',
  'prompt.answerMissesProperties': '回答与响应结构不符，缺少：{properties}',
  'prompt.noModel': '服务器上还没有配置语言模型',
  'prompt.testFailed': '模型未能完成这次测试',

  'model.notFound': '找不到模型“{model}”（{workerType}）',
  'model.nameTakenByConfig': '同类型的模型中，名称“{name}”已被服务端配置的模型占用',
  'model.nameTaken': '同类型的模型中，已有名为“{name}”的模型',
  'model.configuredCannotDelete': '模型“{name}”来自服务端配置（环境变量），不能在这里删除；请在配置中移除',
  'model.cannotStart': '模型“{name}”：{problem}',
  'model.storedKeyUnreadable':
    '无法用本服务的密钥解密已保存的 API 密钥（DBGPT_SECRET_KEY 或 secret.key 是否改过？）；请删除该模型后重新添加',
  'model.storedKeyMalformed': '已保存的 API 密钥格式无法识别；请删除该模型后重新添加',
  'model.unknownProvider': '未知的服务商 {provider}',
  'model.stopped': '模型“{name}”已停止',
  'provider.detail': '：{detail}',
  'provider.unreachable': '无法连接模型服务商 {baseUrl}（{cause}）',
  'provider.keyRejected': '模型服务商拒绝了 API 密钥（HTTP {status}）{detail}',
  'provider.rateLimited': '模型服务商正在限流（HTTP 429），请稍后再试{detail}',
  'provider.unknownModel': '模型服务商找不到模型“{model}”（HTTP 404）{detail}',
  'provider.refused': '模型服务商拒绝了请求（HTTP {status}）{detail}',
  'provider.failed': '模型服务商出错了（HTTP {status}）{detail}',
  'provider.brokeOff': '模型服务商的回答中途断开了（{reason}）',
  'provider.timeout': '模型服务商在 {seconds} 秒内没有响应',
  ...knowledgeStoreZh,
  ...datasourceZh,
  ...datasourceFilesZh,
  ...dataChatZh,
  ...knowledgePipelineZh,
  ...knowledgeRetrievalZh,
  ...pluginToolsZh,
  ...authZh,
  ...usersZh,
  ...embedZh,
  ...teamZh,
  ...pluginsZh,
  ...uploadLimitsZh,
  ...oidcZh,
  ...chatV2Zh,
  ...serveV2Zh,
  ...flowsZh,
  ...dbgptNodesZh,
  ...dbgptKnowledgeZh,
  ...flowRuntimeZh,
  ...flowIoZh,
  ...flowNodesZh,
  ...appsZh,
  ...agentsZh,
  ...packageTypesZh,
  ...fileAccessZh,
  ...evaluationZh,
  ...dbgptsZh,
};
