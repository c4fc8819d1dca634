import { after } from '../../../engine/loop/timers';

/** Saves `blob` as a file named `fileName`, through a temporary object URL. */
export function downloadBlob(doc: Document, blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; it can go once this task is over.
  after(0, () => URL.revokeObjectURL(url));
}

/** Saves `text` as a UTF-8 text file named `fileName`. */
export function downloadText(doc: Document, text: string, fileName: string, type = 'text/plain'): void {
  downloadBlob(doc, new Blob([text], { type: `${type};charset=utf-8` }), fileName);
}
