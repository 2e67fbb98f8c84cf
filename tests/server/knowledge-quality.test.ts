import {
  postJson,
  seedSpace,
  startKnowledgeServer,
  type KnowledgeSetup,
} from './knowledge-retrieval-helpers';

/**
 * Retrieval quality on a small bilingual corpus: for each question the chunk that answers it is known;
 * hit rate at 3 = the share of questions whose chunk is among the first three. Both figures are printed.
 */
const CORPUS: Record<string, string> = {
  backup: 'Back up the database every night; keep the backups for thirty days on a separate disk.',
  restore:
    'To restore a backup, stop the server, copy the backup file over the database file, then start it again.',
  password:
    'Users reset a forgotten password from the sign-in page; a reset link is emailed and expires after one hour.',
  roles:
    'Administrators can create users, assign roles and remove accounts; ordinary users can only edit their profile.',
  upload: 'Uploaded files may be at most 50 MB; larger files are rejected with an error message.',
  formats: 'Supported document formats are PDF, Word, Markdown, CSV, Excel, HTML and plain text.',
  proxy: 'Behind a corporate proxy, set the HTTPS_PROXY environment variable before starting the service.',
  port: 'The web server listens on port 5670 by default; change it with the PORT setting.',
  logs: 'Logs are written as JSON lines to the logs folder and rotated daily.',
  gpu: 'A graphics card speeds up local models, but the application also runs on a CPU alone.',
  cache: 'Answers are cached for ten minutes so that repeated questions return instantly.',
  timezone: 'All timestamps are stored in UTC and shown in the browser time zone.',
  备份: '数据库每天夜里自动备份，备份文件保留三十天。',
  恢复: '恢复备份时先停止服务，再用备份文件覆盖数据库文件，然后重新启动。',
  密码: '忘记密码的用户可以在登录页面重置密码，系统会发送一封邮件，链接一小时后失效。',
  权限: '管理员可以创建用户、分配角色和删除账号，普通用户只能修改自己的资料。',
  上传: '上传的文件最大五十兆，超过大小限制的文件会被拒绝。',
  格式: '支持的文档格式包括表格、网页、演示文稿和纯文本。',
  代理: '在公司代理网络中，启动服务前需要设置代理环境变量。',
  端口: '网页服务默认监听五六七零端口，可以在配置中修改端口号。',
  日志: '运行日志按天轮转，保存在日志目录中。',
  显卡: '显卡可以加快本地模型的推理速度，但没有显卡也能运行。',
  缓存: '回答会缓存十分钟，重复的问题可以立即得到答案。',
  时区: '所有时间都以协调世界时保存，并按浏览器所在时区显示。',
};

const QUESTIONS: [question: string, answer: string][] = [
  ['How long are backups kept?', 'backup'],
  ['How do I restore the database from a backup file?', 'restore'],
  ['I forgot my password, what should I do?', 'password'],
  ['Who can assign roles to users?', 'roles'],
  ['What is the maximum size of an uploaded file?', 'upload'],
  ['Can I add Excel or Markdown documents?', 'formats'],
  ['How do I use the service behind a proxy?', 'proxy'],
  ['Which port does the web server listen on?', 'port'],
  ['Where are the logs written?', 'logs'],
  ['Do I need a GPU to run it?', 'gpu'],
  ['备份文件保留多久？', '备份'],
  ['怎样恢复数据库备份？', '恢复'],
  ['忘记密码怎么办？', '密码'],
  ['谁可以分配角色？', '权限'],
  ['上传文件的大小限制是多少？', '上传'],
  ['支持哪些文档格式？', '格式'],
  ['在代理网络中如何启动服务？', '代理'],
  ['网页服务监听哪个端口？', '端口'],
  ['日志保存在哪里？', '日志'],
  ['没有显卡能运行吗？', '显卡'],
];

let setup: KnowledgeSetup;
let chunkOf: Map<number, string>;
beforeAll(async () => {
  setup = await startKnowledgeServer({ embedding: true });
  const seeded = await seedSpace(setup, {
    name: 'quality',
    documents: Object.entries(CORPUS).map(([key, text]) => ({ name: key, chunks: [text] })),
  });
  chunkOf = new Map([...seeded.chunkIds].map(([key, [id]]) => [id, key]));
});
afterAll(() => setup.close());

async function hitRateAt3(retriever: string): Promise<number> {
  let hits = 0;
  for (const [question, answer] of QUESTIONS) {
    const { body } = await postJson<{ chunk_id: number }[]>(setup.server, '/knowledge/quality/recall_test', {
      question,
      recall_top_k: 3,
      recall_retrievers: [retriever],
    });
    if (body.data.some((chunk) => chunkOf.get(chunk.chunk_id) === answer)) hits += 1;
  }
  return hits / QUESTIONS.length;
}

describe('retrieval quality (hit rate at 3, 10 English and 10 Chinese questions)', () => {
  it('finds the right chunk in the first three for most questions, with BM25 alone and with hybrid', async () => {
    const bm25 = await hitRateAt3('bm25_retriever');
    const hybrid = await hitRateAt3('hybrid_retriever');
    console.log(
      `knowledge retrieval quality: hit rate at 3: BM25 ${bm25.toFixed(2)}, hybrid ${hybrid.toFixed(2)}`,
    );
    expect(bm25).toBeGreaterThanOrEqual(0.8);
    expect(hybrid).toBeGreaterThanOrEqual(0.8);
  });
});
