// The built-in apps' names and descriptions (one per native scene), apart from the app area's texts: the chat
// landing shows them, and they are all of the app texts it needs.
export const builtinApps = {
  chat_excel: { name: 'Chat Excel', describe: 'Excel analysis through natural language' },
  chat_with_db_qa: { name: 'Chat DB', describe: 'Database metadata Q&A' },
  chat_with_db_execute: { name: 'Chat Data', describe: 'Query a database in natural language' },
  chat_knowledge: { name: 'Chat Knowledge', describe: 'Private knowledge base Q&A' },
  chat_dashboard: {
    name: 'Chat Dashboard',
    describe: 'Professional data analysis reports through natural language',
  },
  chat_normal: { name: 'Chat Normal', describe: 'Native LLM dialogue' },
} as const;
