/** A file part of a multipart form, as a browser sends an `<input type="file">`. */
export interface FormFile {
  field: string;
  filename: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body for `app.inject`: the fields first, then the file, as forms send them. */
export function multipartBody(fields: Record<string, string>, file: FormFile) {
  const boundary = '----shopboundary';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(parts.join('') + head),
      file.content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
