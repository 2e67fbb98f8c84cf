import { apiInterceptors } from '@/client/envelope';
import {
  deleteDataset,
  downloadDataset,
  getDatasets,
  updateDatasetMembers,
  uploadDatasetContent,
  uploadDatasetFile,
} from '@/client/api/evaluate';
import type { Dataset } from '@/contract/evaluate';
import { saveDownload } from '../save-download';
import { usePagedList } from '../use-paged-list';

/** What a change answered: done, or the server's reason to show where the user typed. */
export type ChangeOutcome = { ok: true } | { ok: false; message: string | null };

export type NewDataset =
  | { name: string; members: string; source: 'file'; file: File }
  | { name: string; members: string; source: 'content'; content: string };

const loadDatasets = (page: number, pageSize: number) => getDatasets({ page, page_size: pageSize });

function upload(dataset: NewDataset) {
  if (dataset.source === 'content')
    return uploadDatasetContent({
      dataset_name: dataset.name,
      members: dataset.members,
      content: dataset.content,
    });
  const form = new FormData();
  form.append('dataset_name', dataset.name);
  form.append('members', dataset.members);
  form.append('doc_file', dataset.file, dataset.file.name);
  return uploadDatasetFile(form);
}

/** The datasets tab: one page of datasets and what changes them. */
export function useDatasets() {
  const { list, reload, setPaging } = usePagedList<Dataset>(loadDatasets);

  const add = async (dataset: NewDataset): Promise<ChangeOutcome> => {
    // The dialog shows the reason next to what was typed; no second notice.
    const [, , envelope] = await apiInterceptors(upload(dataset), '*');
    if (!envelope?.success) return { ok: false, message: envelope?.err_msg ?? null };
    await reload();
    return { ok: true };
  };

  const setMembers = async (code: string, members: string): Promise<ChangeOutcome> => {
    const [, , envelope] = await apiInterceptors(updateDatasetMembers({ code, members }), '*');
    if (!envelope?.success) return { ok: false, message: envelope?.err_msg ?? null };
    await reload();
    return { ok: true };
  };

  const remove = async (code: string): Promise<boolean> => {
    const [error, , envelope] = await apiInterceptors(deleteDataset(code));
    await reload();
    return !error && envelope?.success === true;
  };

  const download = (dataset: Dataset) => saveDownload(downloadDataset(dataset.code), `${dataset.name}.xlsx`);

  return { list, reload, setPaging, add, setMembers, remove, download };
}
