/**
 * Saves an export the server wrote (times in the school's time zone) as a file, through a
 * temporary link; the BOM lets Excel read UTF-8.
 */
export function downloadCsv({ fileName, csv }: { fileName: string; csv: string }): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
