/** Saves `text` as a UTF-8 text file named `fileName`, through a temporary object URL. */
export function downloadText(doc: Document, text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
