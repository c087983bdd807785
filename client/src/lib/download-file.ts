/** Some browsers read the Blob after click() returns: it is let go only after this long. */
const KEEP_BLOB_MS = 60_000;

/** Saves text as a file through the browser's download (a link to a Blob; works offline). */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_BLOB_MS);
}
