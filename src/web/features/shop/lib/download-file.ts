/** Saves `bytes` as a file the browser downloads (the quote PDF): a link to a blob, clicked, then released. */
export function downloadFile(bytes: Uint8Array, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes.slice().buffer], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; a later release keeps slow browsers safe.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}
