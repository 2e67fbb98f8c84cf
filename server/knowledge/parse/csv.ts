import { CsvError, parse } from 'csv-parse/sync';
import { DocumentProblem, type ParsedDocument } from '../pipeline';
import { localized, verbatim } from '../../i18n/localized-text';
import { recordLines } from './records';
import type { UploadLimits } from '../../files/upload-limits';

function csvProblem(error: unknown, name: string): DocumentProblem {
  const line = error instanceof CsvError && typeof error.lines === 'number' ? error.lines : '?';
  const reason = verbatim(error instanceof Error ? error.message : String(error));
  return new DocumentProblem(localized('knowledgeFile.csvInvalid', { name, line, reason }));
}

/**
 * A CSV file's rows as `header: value; ...` lines (comma, semicolon or tab separated); a row wider than the
 * column limit stops the read there.
 */
export function parseCsv(text: string, name: string, limits: UploadLimits): ParsedDocument {
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      on_record: (record: string[]) => {
        if (record.length > limits.columns)
          throw new DocumentProblem(
            localized('uploadLimits.tooManyColumns', { name, count: record.length, limit: limits.columns }),
          );
        return record;
      },
    }) as string[][];
  } catch (error) {
    if (error instanceof DocumentProblem) throw error;
    throw csvProblem(error, name);
  }
  return { kind: 'csv', pages: [{ number: 1, text: recordLines(rows).join('\n') }] };
}
