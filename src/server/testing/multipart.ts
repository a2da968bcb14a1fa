/** A file part of a multipart form, as a browser sends an `<input type="file">`. */
export interface FormFile {
  field: string;
  filename: string;
  type: string;
  content: Buffer;
}

/**
 * A multipart/form-data body for `app.inject`: the fields first, then the file, as forms send
 * them; or the file first, as `curl -F file=@… -F name=value` sends it.
 */
export function multipartBody(
  fields: Record<string, string>,
  file: FormFile,
  { fileFirst = false } = {},
) {
  const boundary = '----shopboundary';
  const fieldParts = Buffer.from(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join(''),
  );
  const filePart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([
      ...(fileFirst ? [filePart, fieldParts] : [fieldParts, filePart]),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
