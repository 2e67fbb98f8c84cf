/** Server messages about knowledge: reading files and web pages, and cutting them into chunks. Spread into en.ts and zh.ts. */
export const knowledgePipelineEn = {
  // Uploaded files: which kind they are.
  'knowledgeFile.empty': 'The file "{name}" is empty',
  'knowledgeFile.unsupported':
    'The file "{name}" is of a type that cannot be added; supported types: {kinds}',
  'knowledgeFile.mismatch': 'The content of "{name}" is not a {kind} file, though its name says so',
  'knowledgeFile.notText': 'The file "{name}" is not UTF-8 text',
  'knowledgeFile.noText': 'The file "{name}" contains no text',

  // Reading each kind.
  'knowledgeFile.pdfEncrypted': 'The PDF "{name}" is protected by a password and cannot be read',
  'knowledgeFile.pdfUnreadable': 'The PDF "{name}" could not be read: {reason}',
  'knowledgeFile.pdfPage': 'The PDF "{name}": page {page} could not be read: {reason}',
  'knowledgeFile.pdfNoText':
    'The PDF "{name}" has no text layer (scanned pages are images; text recognition is not supported)',
  'knowledgeFile.docxCorrupt': 'The Word document "{name}" could not be read: {reason}',
  'knowledgeFile.xlsxCorrupt': 'The spreadsheet "{name}" could not be read: {reason}',
  'knowledgeFile.csvInvalid': 'The CSV file "{name}" is not valid at line {line}: {reason}',
  'knowledgeFile.jsonInvalid': 'The JSON file "{name}" is not valid JSON: {reason}',

  // Web pages.
  'knowledgeWeb.invalidUrl': '"{url}" is not a valid web address',
  'knowledgeWeb.scheme': 'Only http and https addresses can be fetched, not "{url}"',
  'knowledgeWeb.privateAddress':
    'The address {host} leads to a private or local network address ({address}), which may not be fetched',
  'knowledgeWeb.hostNotFound': 'The host {host} could not be found',
  'knowledgeWeb.tooManyRedirects': '{url} redirected more than {max} times',
  'knowledgeWeb.badRedirect': '{url} redirected without a valid address to go to',
  'knowledgeWeb.timeout': '{url} did not answer within {seconds} seconds',
  'knowledgeWeb.tooLarge': 'The page {url} is larger than the limit of {limit}',
  'knowledgeWeb.status': '{url} answered with HTTP status {status}',
  'knowledgeWeb.contentType':
    'The page {url} is of type "{type}"; only HTML, plain-text and Markdown pages can be added',
  'knowledgeWeb.failed': '{url} could not be fetched: {reason}',
  'knowledgeWeb.noText': 'The page {url} has no readable text',

  // Cutting into chunks.
  'knowledgeChunk.unknownStrategy': 'Unknown chunk strategy "{strategy}"; use one of {strategies}',
  'knowledgeChunk.strategyNotForKind':
    'The chunk strategy "{strategy}" cannot cut a {kind} document; use one of {strategies}',
  'knowledgeChunk.sizeTooSmall': 'chunk_size must be at least 1 (it is {size})',
  'knowledgeChunk.overlapOutOfRange':
    'chunk_overlap must be at least 0 and less than chunk_size {size} (it is {overlap})',
  'knowledgeChunk.emptySeparator': 'The separator must not be empty',
  'knowledgeChunk.noChunks': 'The document gave no chunks: it has no text',
  'knowledgeChunk.kindText': 'text',
  'knowledgeChunk.kindUrl': 'web page',

  // The chunk strategies `document/chunkstrategies` lists.
  'knowledgeChunk.bySizeName': 'chunk size',
  'knowledgeChunk.bySizeDescription':
    'Cut the text into pieces of at most chunk_size characters, ending at a paragraph, sentence or word where possible; neighbouring pieces share chunk_overlap characters',
  'knowledgeChunk.byPageName': 'page',
  'knowledgeChunk.byPageDescription': 'One chunk per page (PDF) or sheet (spreadsheet)',
  'knowledgeChunk.byParagraphName': 'paragraph',
  'knowledgeChunk.byParagraphDescription':
    'One chunk per paragraph, paragraphs ending at the separator; long paragraphs are cut by size',
  'knowledgeChunk.bySeparatorName': 'separator',
  'knowledgeChunk.bySeparatorDescription':
    'Cut the text at every separator; with merging on, neighbouring pieces are joined up to chunk_size characters',
  'knowledgeChunk.byMarkdownHeaderName': 'markdown header',
  'knowledgeChunk.byMarkdownHeaderDescription':
    'One chunk per section under a heading, with its heading path; long sections are cut by size',
  'knowledgeChunk.chunkSizeParam': 'The largest number of characters in a chunk',
  'knowledgeChunk.chunkOverlapParam': 'How many characters neighbouring chunks share',
  'knowledgeChunk.separatorParam': 'The text that ends a piece, such as \\n for a line break',
  'knowledgeChunk.enableMergeParam': 'Join neighbouring pieces up to chunk_size characters',
} as const;

export const knowledgePipelineZh: { readonly [Key in keyof typeof knowledgePipelineEn]: string } = {
  'knowledgeFile.empty': '文件“{name}”是空的',
  'knowledgeFile.unsupported': '文件“{name}”的类型不能添加；支持的类型：{kinds}',
  'knowledgeFile.mismatch': '文件“{name}”的内容不是文件名所示的 {kind} 文件',
  'knowledgeFile.notText': '文件“{name}”不是 UTF-8 文本',
  'knowledgeFile.noText': '文件“{name}”中没有文字',

  'knowledgeFile.pdfEncrypted': 'PDF 文件“{name}”有密码保护，无法读取',
  'knowledgeFile.pdfUnreadable': '无法读取 PDF 文件“{name}”：{reason}',
  'knowledgeFile.pdfPage': 'PDF 文件“{name}”第 {page} 页无法读取：{reason}',
  'knowledgeFile.pdfNoText': 'PDF 文件“{name}”没有文字层（扫描页是图片，暂不支持文字识别）',
  'knowledgeFile.docxCorrupt': '无法读取 Word 文档“{name}”：{reason}',
  'knowledgeFile.xlsxCorrupt': '无法读取电子表格“{name}”：{reason}',
  'knowledgeFile.csvInvalid': 'CSV 文件“{name}”第 {line} 行有误：{reason}',
  'knowledgeFile.jsonInvalid': 'JSON 文件“{name}”不是有效的 JSON：{reason}',

  'knowledgeWeb.invalidUrl': '“{url}”不是有效的网址',
  'knowledgeWeb.scheme': '只能抓取 http 和 https 网址，不能抓取“{url}”',
  'knowledgeWeb.privateAddress': '网址中的 {host} 指向内网或本机地址（{address}），不允许抓取',
  'knowledgeWeb.hostNotFound': '找不到主机 {host}',
  'knowledgeWeb.tooManyRedirects': '{url} 重定向超过 {max} 次',
  'knowledgeWeb.badRedirect': '{url} 重定向时没有给出有效的地址',
  'knowledgeWeb.timeout': '{url} 在 {seconds} 秒内没有应答',
  'knowledgeWeb.tooLarge': '网页 {url} 超过了 {limit} 的大小限制',
  'knowledgeWeb.status': '{url} 返回了 HTTP 状态码 {status}',
  'knowledgeWeb.contentType': '网页 {url} 的类型是“{type}”；只能添加 HTML、纯文本和 Markdown 网页',
  'knowledgeWeb.failed': '无法抓取 {url}：{reason}',
  'knowledgeWeb.noText': '网页 {url} 中没有可读的文字',

  'knowledgeChunk.unknownStrategy': '未知的切分策略“{strategy}”；请使用以下之一：{strategies}',
  'knowledgeChunk.strategyNotForKind': '切分策略“{strategy}”不能用于{kind}文档；请使用以下之一：{strategies}',
  'knowledgeChunk.sizeTooSmall': 'chunk_size 至少为 1（当前为 {size}）',
  'knowledgeChunk.overlapOutOfRange': 'chunk_overlap 须不小于 0 且小于 chunk_size {size}（当前为 {overlap}）',
  'knowledgeChunk.emptySeparator': '分隔符不能为空',
  'knowledgeChunk.noChunks': '文档没有切出任何分块：其中没有文字',
  'knowledgeChunk.kindText': '文本',
  'knowledgeChunk.kindUrl': '网页',

  'knowledgeChunk.bySizeName': '按大小',
  'knowledgeChunk.bySizeDescription':
    '把文本切成每块最多 chunk_size 个字符，尽量在段落、句子或词语处断开；相邻分块共享 chunk_overlap 个字符',
  'knowledgeChunk.byPageName': '按页',
  'knowledgeChunk.byPageDescription': '每页（PDF）或每个工作表（电子表格）一个分块',
  'knowledgeChunk.byParagraphName': '按段落',
  'knowledgeChunk.byParagraphDescription': '每个段落一个分块，段落以分隔符结束；过长的段落再按大小切分',
  'knowledgeChunk.bySeparatorName': '按分隔符',
  'knowledgeChunk.bySeparatorDescription':
    '在每个分隔符处切开；开启合并后，相邻的小块会合并到最多 chunk_size 个字符',
  'knowledgeChunk.byMarkdownHeaderName': '按 Markdown 标题',
  'knowledgeChunk.byMarkdownHeaderDescription':
    '每个标题下的章节一个分块，并记录其标题路径；过长的章节再按大小切分',
  'knowledgeChunk.chunkSizeParam': '每个分块最多的字符数',
  'knowledgeChunk.chunkOverlapParam': '相邻分块共享的字符数',
  'knowledgeChunk.separatorParam': '结束一段的文字，例如 \\n 表示换行',
  'knowledgeChunk.enableMergeParam': '把相邻的小块合并到最多 chunk_size 个字符',
};
