import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';
import { saveBlob } from '../../../lib/save-file.ts';

export type Download = { id: string; filename: string };

/** Saves an evidence file under its own name. */
export const downloadFile = async ({ id, filename }: Download) =>
  saveBlob(await merchantApi.download(`/api/files/${encodeURIComponent(id)}`), filename);

export const useDownloadFile = () => useMutation({ mutationFn: downloadFile, meta: { errorMode: 'error' } });
