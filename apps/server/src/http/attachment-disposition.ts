import contentDisposition from 'content-disposition';

/**
 * The Content-Disposition of a file the shop sends to be saved (RFC 6266): its name in UTF-8 as
 * `filename*` whenever it is not plain ASCII, beside an ASCII `filename` for older clients, any
 * quote escaped. A name built from input (a store's id) can then never break the header.
 */
export function attachmentDisposition(fileName: string): string {
  return contentDisposition(fileName, { fallback: fileName.replace(/[^\x20-\x7e]/g, '_') });
}
