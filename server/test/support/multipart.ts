import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  /** Present for a file part; written into the header byte for byte, as an attacker could. */
  filename?: string;
  body: string | Uint8Array;
}

/**
 * A multipart/form-data body built by hand. FormData escapes file names and limits what a
 * test can send; this writes every name exactly as given (NUL bytes, backslashes, bidi
 * controls), the way a hostile client would.
 */
export function multipartBody(parts: FormPart[]): { body: Uint8Array; contentType: string } {
  const boundary = `----teachchat${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : '\r\nContent-Type: application/octet-stream';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`,
        'utf8',
      ),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: new Uint8Array(Buffer.concat(chunks)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs hand-built multipart and reads the JSON answer. */
export async function postMultipart(
  url: string,
  parts: FormPart[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { body, contentType } = multipartBody(parts);
  const res = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': contentType },
    body,
  });
  const raw = await res.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    json = { raw };
  }
  return { status: res.status, body: json };
}
