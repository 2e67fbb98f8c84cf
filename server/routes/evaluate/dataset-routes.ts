import { randomUUID } from 'node:crypto';
import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { PaginationResult } from '@/contract/common';
import {
  datasetCodeQuerySchema,
  datasetContentUploadSchema,
  datasetFileUploadFieldsSchema,
  datasetMembersUpdateSchema,
  evaluateListQuerySchema,
  type Dataset,
} from '@/contract/evaluate';
import { contentDisposition } from '../../files/file-name';
import { ApiError } from '../../http/api-error';
import { readingMultipart } from '../../http/multipart-read';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import { localized } from '../../i18n/localized-text';
import {
  datasetFileType,
  MAX_DATASET_BYTES,
  requireContentDepthWithin,
  rowsFromContent,
  rowsFromFile,
} from '../../evaluation/dataset-rows';
import { datasetView } from '../../evaluation/evaluation-view';
import { XLSX_CONTENT_TYPE, xlsxOf } from '../../evaluation/xlsx-export';
import type { DatasetRow, NewDataset } from '../../repositories/evaluation-datasets';
import type { RouteContext } from '../../context';
import { allow } from '../../http/route-access';

/** Busboy limits of a dataset upload: one file and a few fields. */
const UPLOAD_LIMITS = {
  files: 1,
  fields: 10,
  parts: 12,
  fieldSize: MAX_DATASET_BYTES,
  fileSize: MAX_DATASET_BYTES,
};

export const datasetNotFound = (code: string) =>
  ApiError.notFound(localized('evaluation.datasetNotFound', { code }));

const tooLarge = () =>
  new ApiError(
    413,
    '413',
    localized('evaluation.fileTooLarge', { size: `${MAX_DATASET_BYTES / 1024 / 1024} MB` }),
  );

/** The multipart fields and the one file (bytes), refusing a file past the limit or a malformed body. */
function readUpload(request: FastifyRequest) {
  return readingMultipart(() => readParts(request));
}

async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Buffer } | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const bytes = await readFilePart(part);
    if (part.file.truncated) throw tooLarge();
    file = { name: part.filename, bytes };
  }
  return { fields, file };
}

async function readFilePart(part: MultipartFile): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of part.file) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

const pageOf = <T>(items: T[], total: number, page: number, pageSize: number): PaginationResult<T> => ({
  items,
  total_count: total,
  total_pages: Math.ceil(total / pageSize),
  page,
  page_size: pageSize,
});

/** The columns of a download: `query`, `factual` when any row has one, then the others as first seen. */
function columnsOf(rows: readonly DatasetRow[]): string[] {
  const keys = new Set(['query']);
  if (rows.some((row) => row.factual !== undefined)) keys.add('factual');
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}

/** Dataset routes of contract 2.1–2.5 and 2.12, under one evaluate prefix. */
export const datasetRoutes: FastifyPluginAsync<RouteContext> = async (app, { repositories, fileStore }) => {
  const datasets = repositories.evaluationDatasets;
  await app.register(fastifyMultipart, { throwFileSizeLimit: false, limits: UPLOAD_LIMITS });

  async function save(
    request: FastifyRequest,
    fields: Omit<NewDataset, 'code' | 'userId' | 'userName' | 'sysCode'>,
  ) {
    const created = await datasets.create({
      ...fields,
      code: randomUUID(),
      userId: request.userId,
      userName: request.account?.name ?? null,
      sysCode: null,
    });
    if (!created)
      throw new ApiError(409, '409', localized('evaluation.datasetNameTaken', { name: fields.name }));
    return ok(datasetView(created));
  }

  app.get('/datasets', allow.admin, async (request) => {
    const query = validate(evaluateListQuerySchema, request.query);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 100;
    const { items, total } = await datasets.page(page, pageSize);
    return ok(pageOf(items.map(datasetView), total, page, pageSize));
  });

  // The reference client sends JSON here, DB-GPT read form fields: both are taken.
  app.post('/dataset/upload/content', allow.admin, async (request) => {
    const form = request.isMultipart() ? (await readUpload(request)).fields : (request.body ?? {});
    const raw = form as Record<string, unknown>;
    requireContentDepthWithin(raw.content, fileStore.parseLimits);
    const content =
      typeof raw.content === 'string' || raw.content === undefined
        ? raw.content
        : JSON.stringify(raw.content);
    const body = validate(datasetContentUploadSchema, { members: '', ...raw, content });
    const rows = rowsFromContent(body.dataset_name, raw.content, fileStore.parseLimits);
    return save(request, {
      name: body.dataset_name,
      members: body.members,
      fileType: '.csv',
      storageType: 'db',
      rows,
    });
  });

  app.post('/dataset/upload/file', allow.admin, async (request) => {
    if (!request.isMultipart()) throw new ApiError(400, '400', localized('evaluation.fileMissing'));
    const { fields, file } = await readUpload(request);
    const body = validate(datasetFileUploadFieldsSchema, { members: '', ...fields });
    if (!file) throw new ApiError(400, '400', localized('evaluation.fileMissing'));
    const rows = await rowsFromFile(body.dataset_name, file.name, file.bytes, fileStore.parseLimits);
    const fileType = datasetFileType(file.name);
    return save(request, {
      name: body.dataset_name,
      members: body.members,
      fileType,
      storageType: 'db',
      rows,
    });
  });

  app.delete('/dataset', allow.admin, async (request) => {
    const { code } = validate(datasetCodeQuerySchema, request.query);
    if (!(await datasets.delete(code))) throw datasetNotFound(code);
    return ok(null);
  });

  app.get('/dataset/download', allow.admin, async (request, reply) => {
    const { code } = validate(datasetCodeQuerySchema, request.query);
    const dataset = await datasets.find(code);
    if (!dataset) throw datasetNotFound(code);
    const rows = await datasets.rows(code);
    const header = columnsOf(rows);
    const bytes = await xlsxOf(
      'dataset',
      header,
      rows.map((row) => header.map((key) => row[key] ?? null)),
    );
    return reply
      .type(XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition('attachment', `${dataset.name}.xlsx`))
      .send(bytes);
  });

  app.post('/dataset/members/update', allow.admin, async (request) => {
    const body = validate(datasetMembersUpdateSchema, request.body ?? {});
    const updated = await datasets.updateMembers(body.code, body.members);
    if (!updated) throw datasetNotFound(body.code);
    return ok<Dataset>(datasetView(updated));
  });
};
