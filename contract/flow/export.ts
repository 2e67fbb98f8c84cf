import { z } from 'zod';
import { flowPanelSchema } from './panel';

/** Query of `GET /flow/export/{uid}` (contract 3.8): a JSON file or a dbgpts package, as a file or as JSON. */
export const flowExportQuerySchema = z.object({
  export_type: z.enum(['json', 'dbgpts']).optional(),
  format: z.enum(['file', 'json']).optional(),
  file_name: z.string().optional(),
});
export type FlowExportQuery = z.infer<typeof flowExportQuerySchema>;

/** The export's JSON form, not enveloped; also the shape of an importable `.json` file. */
export const flowExportSchema = z.looseObject({ flow: flowPanelSchema });
export type FlowExport = z.infer<typeof flowExportSchema>;
