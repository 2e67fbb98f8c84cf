/** Server messages about uploads refused for their shape: too large unpacked, too wide, too deep, unreadable. */
export const uploadLimitsEn = {
  'uploadLimits.archiveExpanded':
    '"{name}" would unpack to {size}; zipped files (XLSX, DOCX…) may unpack to at most {limit} (UPLOAD_EXPANDED_LIMIT_MB)',
  'uploadLimits.archiveRatio':
    'The part {entry} of "{name}" is compressed {ratio}:1; zipped files (XLSX, DOCX…) may be compressed at most {limit}:1',
  'uploadLimits.archiveEntries':
    '"{name}" holds {count} parts; zipped files (XLSX, DOCX…) may hold at most {limit}',
  'uploadLimits.archiveMisdeclared':
    'The part {entry} of "{name}" unpacks to more than its archive declares; the file was refused unread',
  'uploadLimits.tooManyColumns': '"{name}" has a row of {count} columns; a table may have at most {limit}',
  'uploadLimits.jsonTooDeep':
    '"{name}" nests arrays and objects more than {limit} levels deep; at most {limit} levels are read',
  'uploadLimits.contentTooDeep':
    'The content nests arrays and objects more than {limit} levels deep; at most {limit} levels are read',
  'uploadLimits.unreadableUpload': 'The upload could not be read as multipart/form-data: {reason}',
} as const;

export const uploadLimitsZh: { readonly [Key in keyof typeof uploadLimitsEn]: string } = {
  'uploadLimits.archiveExpanded':
    '“{name}”解压后为 {size}；压缩格式的文件（XLSX、DOCX 等）解压后最多 {limit}（UPLOAD_EXPANDED_LIMIT_MB）',
  'uploadLimits.archiveRatio':
    '“{name}”中的部分 {entry} 压缩比为 {ratio}:1；压缩格式的文件（XLSX、DOCX 等）压缩比最多 {limit}:1',
  'uploadLimits.archiveEntries':
    '“{name}”包含 {count} 个部分；压缩格式的文件（XLSX、DOCX 等）最多包含 {limit} 个',
  'uploadLimits.archiveMisdeclared':
    '“{name}”中的部分 {entry} 解压后大于压缩包声明的大小；文件未被读取即被拒绝',
  'uploadLimits.tooManyColumns': '“{name}”中有一行包含 {count} 列；表格最多 {limit} 列',
  'uploadLimits.jsonTooDeep': '“{name}”中数组和对象的嵌套超过 {limit} 层；最多读取 {limit} 层',
  'uploadLimits.contentTooDeep': '内容中数组和对象的嵌套超过 {limit} 层；最多读取 {limit} 层',
  'uploadLimits.unreadableUpload': '无法按 multipart/form-data 格式读取上传的内容：{reason}',
};
