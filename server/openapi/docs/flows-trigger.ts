import { z } from 'zod';
import type { RouteDocs } from '../route-doc';

/** What a deployed flow answers is the flow's own: any JSON, or text events from a streaming flow. */
const flowAnswer = { plain: z.unknown(), stream: true } as const;

/** The routes of server/routes/flows-trigger.ts. */
export const flowsTriggerDocs: RouteDocs = {
  area: 'flows',
  routes: {
    'GET /api/v1/awel/trigger/*': {
      summary: 'Runs the deployed flow whose HTTP trigger has this path, with the query as its input',
      ...flowAnswer,
      dbgpt: true,
    },
    'POST /api/v1/awel/trigger/*': {
      summary: 'Runs the deployed flow whose HTTP trigger has this path, with the body as its input',
      body: z.record(z.string(), z.unknown()),
      ...flowAnswer,
      dbgpt: true,
    },
    'PUT /api/v1/awel/trigger/*': {
      summary:
        'Runs the deployed flow whose HTTP trigger listens with PUT at this path, with the body as its input',
      body: z.record(z.string(), z.unknown()),
      ...flowAnswer,
      dbgpt: true,
    },
    'DELETE /api/v1/awel/trigger/*': {
      summary:
        'Runs the deployed flow whose HTTP trigger listens with DELETE at this path, with the query as its input',
      ...flowAnswer,
      dbgpt: true,
    },
  },
};
