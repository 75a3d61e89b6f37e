// Starts the browser's download of an address without leaving the page: a hidden link with the
// `download` attribute, clicked and removed (a blob's address, or an answer sent as an attachment).
export function startDownload(url: string, fileName: string, doc: Document = document): void {
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  doc.body.append(link);
  link.click();
  link.remove();
}
