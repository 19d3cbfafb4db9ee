/** Saves a text as a file through the browser's download (nothing leaves the device). */
export function downloadText(name: string, body: string, type: string): void {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked later: the download reads the blob after this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
