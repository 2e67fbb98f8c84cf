import type { Messages } from '../types';
import type { EnglishResources } from '../en';
import { common } from './common';
import { layout } from './layout';
import { request } from './request';
import { explore } from './explore';
import { chat } from './chat';
import { construct } from './construct';
import { knowledge } from './knowledge';
import { knowledgeRetrieval } from './knowledge-retrieval';
import { flow } from './flow';
import { flowTools } from './flow-tools';
import { app } from './app';
import { builtinApps } from './builtin-apps';
import { database } from './database';
import { model } from './model';
import { prompt } from './prompt';
import { dbgpts } from './dbgpts';
import { plugins } from './plugins';
import { evaluation } from './evaluation';
import { auth } from './auth';
import { apiKeys } from './api-keys';
import { embed } from './embed';
import { users } from './users';
import { profile } from './profile';
import { appChat } from './app-chat';
import { flowRun } from './flow-run';

export const zh: Messages<EnglishResources> = {
  common,
  layout,
  request,
  explore,
  chat,
  construct,
  knowledge,
  knowledgeRetrieval,
  flow,
  flowTools,
  app,
  builtinApps,
  database,
  model,
  prompt,
  dbgpts,
  plugins,
  evaluation,
  auth,
  apiKeys,
  embed,
  users,
  profile,
  appChat,
  flowRun,
};
