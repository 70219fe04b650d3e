import { useMutation } from '@tanstack/react-query';
import { merchantApi } from '../../../lib/merchant-api.ts';

export type Download = { id: string; filename: string };

/**
 * Saves an evidence file: fetched with the session (a plain link can't carry the bearer token),
 * then handed to the browser as a download under its own name.
 */
export const downloadFile = async ({ id, filename }: Download) => {
  const blob = await merchantApi.download(`/api/files/${encodeURIComponent(id)}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has handed the blob over; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

export const useDownloadFile = () => useMutation({ mutationFn: downloadFile, meta: { errorMode: 'error' } });
