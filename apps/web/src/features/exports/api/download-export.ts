import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import type { ExportRow } from './get-exports.ts';

/** Saves a processed export's CSV under its own name (fetched with the session, in the export's mode). */
export const downloadExport = async ({ id, filename, livemode }: Pick<ExportRow, 'id' | 'filename' | 'livemode'>) =>
  saveBlob(await merchantApi.download(`/api/exports/${encodeURIComponent(id)}/download`, { livemode }), filename);

/** An expired or not-yet-written file says so in an error message. */
export const useDownloadExport = () => useMutation({ mutationFn: downloadExport, meta: { errorMode: 'error' } });
