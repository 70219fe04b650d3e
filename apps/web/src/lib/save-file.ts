/**
 * Hands fetched bytes to the browser as a download under their own name: files are fetched with
 * the session (a plain link can't carry the bearer token), never opened in our origin.
 */
export const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The click has handed the blob over; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
