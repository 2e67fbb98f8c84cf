/** Server messages and prompts of the data scenes (chat_with_db_execute/qa, chat_dashboard, chat_excel). Spread into en.ts and zh.ts. */
export const dataChatEn = {
  'dataChat.chooseDatasource': 'Choose the database to chat with: give its name as select_param',
  'dataChat.noDatasources': 'There is no database to chat with yet: add one under Data sources first',
  'dataChat.datasourceNotFound': 'Database "{name}" not found; choose one of: {names}',
  'dataChat.schemaUnavailable': 'The structure of the database "{name}" could not be read: {reason}',
  'dataChat.chooseFile':
    'Upload a CSV or Excel file first: select_param must be the file descriptor the upload answered',
  'dataChat.fileNotFound': 'The uploaded file "{file}" was not found',
  'dataChat.fileUnreadable': 'The file "{name}" could not be loaded: {reason}',
  'dataChat.truncated': '(Only the first {rows} rows are shown.)',
  'dataChat.emptyAnswer': 'The model gave no answer.',
  'dataChat.noCharts': 'The model proposed no chart for this goal.',
  'dataChat.schemaOmitted': '({omitted} more tables that do not match the question are not listed.)',
  'dataChat.retry':
    'The query failed: {error}\nCorrect the SQL and answer again, only with JSON in the same format.',
  'dataChat.executePrompt':
    'You are a data analyst who writes {dialect} SQL. Answer the question about the database "{database}" with one SQL query over the tables below.\nRules:\n1. Use only the tables and columns listed; put names that are not plain identifiers in double quotes.\n2. Write one read-only SELECT query unless the user explicitly asks to change data; return at most {top_k} rows unless the user asks for more.\n3. Pick the display type that shows the result best, one of: {display_types}.\n4. Write "thoughts" in the language of the question.\n5. If SQL cannot answer the question, answer {direct_format} instead.\nAnswer only with JSON in this format, no other text:\n{format}\n\nTables:\n{schema}',
  'dataChat.qaPrompt':
    'You are a database expert. Answer questions about the {dialect} database "{database}" from its structure below: what its tables hold, how they join, and how to query them. Give SQL in ```sql fences when it helps. Answer in the language of the question.\n\nTables:\n{schema}',
  'dataChat.dashboardPrompt':
    'You are a data analyst building a dashboard over the {dialect} database "{database}". For the user\'s goal, give 2 to 6 charts, each one analysis with one SQL query over the tables below.\nRules:\n1. Use only the tables and columns listed; each query returns at most 4 columns: the category column first, then the numbers.\n2. Read-only SELECT queries only.\n3. Pick each chart\'s showcase from: {display_types}.\n4. Write "thoughts" and "title" in the language of the goal.\nAnswer only with a JSON array in this format, no other text:\n{format}\n\nTables:\n{schema}',
  'dataChat.excelTable':
    'Table {table}, loaded from the file "{file}", {rows} rows.\nColumns:\n{columns}\nFirst rows:\n{sample}',
  'files.excelUnsupportedType':
    'Chat Excel reads .csv, .xlsx and .json files (a JSON array of objects); "{name}" is not one of them',
  'files.excelNoRows': '"{name}" has no rows to load: it needs a header row and at least one data row',
  'files.excelUnreadable': '"{name}" could not be read: {reason}',
  'files.excelNotRecords': '"{name}" must hold a JSON array of objects, one per row',
} as const;

export const dataChatZh: { readonly [Key in keyof typeof dataChatEn]: string } = {
  'dataChat.chooseDatasource': '请选择要对话的数据库：在 select_param 中给出它的名称',
  'dataChat.noDatasources': '还没有可对话的数据库：请先在“数据源”中添加一个',
  'dataChat.datasourceNotFound': '找不到数据库“{name}”；请从以下选择：{names}',
  'dataChat.schemaUnavailable': '无法读取数据库“{name}”的结构：{reason}',
  'dataChat.chooseFile': '请先上传 CSV 或 Excel 文件：select_param 须为上传接口返回的文件描述',
  'dataChat.fileNotFound': '找不到上传的文件“{file}”',
  'dataChat.fileUnreadable': '无法加载文件“{name}”：{reason}',
  'dataChat.truncated': '（只显示前 {rows} 行。）',
  'dataChat.emptyAnswer': '模型没有给出回答。',
  'dataChat.noCharts': '模型没有为这个目标给出图表。',
  'dataChat.schemaOmitted': '（另有 {omitted} 张与问题无关的表未列出。）',
  'dataChat.retry': '查询失败：{error}\n请修正 SQL 后重新回答，只输出同样格式的 JSON。',
  'dataChat.executePrompt':
    '你是一名会写 {dialect} SQL 的数据分析师。请用一条针对下列表的 SQL 查询回答关于数据库“{database}”的问题。\n规则：\n1. 只使用列出的表和列；不是普通标识符的名称请加双引号。\n2. 除非用户明确要求修改数据，只写一条只读的 SELECT 查询；除非用户要求更多，最多返回 {top_k} 行。\n3. 从以下展示方式中选择最能展示结果的一种：{display_types}。\n4. “thoughts”请使用提问所用的语言。\n5. 如果无法用 SQL 回答，请改为回答 {direct_format}。\n只输出如下格式的 JSON，不要输出其他文字：\n{format}\n\n表：\n{schema}',
  'dataChat.qaPrompt':
    '你是一名数据库专家。请根据下面的结构回答关于 {dialect} 数据库“{database}”的问题：表中存放什么、表之间如何关联、如何查询。需要时在 ```sql 代码块中给出 SQL。请用提问所用的语言回答。\n\n表：\n{schema}',
  'dataChat.dashboardPrompt':
    '你是一名数据分析师，要基于 {dialect} 数据库“{database}”制作仪表盘。请针对用户的目标给出 2 到 6 个图表，每个图表是一项分析，对应一条针对下列表的 SQL 查询。\n规则：\n1. 只使用列出的表和列；每条查询最多返回 4 列：先是分类列，然后是数值列。\n2. 只写只读的 SELECT 查询。\n3. 每个图表的 showcase 从以下选择：{display_types}。\n4. “thoughts”和“title”请使用目标所用的语言。\n只输出如下格式的 JSON 数组，不要输出其他文字：\n{format}\n\n表：\n{schema}',
  'dataChat.excelTable':
    '表 {table}，由文件“{file}”导入，共 {rows} 行。\n列：\n{columns}\n前几行：\n{sample}',
  'files.excelUnsupportedType':
    'Excel 对话支持 .csv、.xlsx 和 .json 文件（JSON 须为对象数组）；“{name}”不是其中之一',
  'files.excelNoRows': '“{name}”中没有可导入的行：需要一行表头和至少一行数据',
  'files.excelUnreadable': '无法读取“{name}”：{reason}',
  'files.excelNotRecords': '“{name}”须为 JSON 对象数组，每个对象一行',
};
