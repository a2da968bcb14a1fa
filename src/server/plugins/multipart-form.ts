import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { stripControlCharacters } from '../../domain/shared/input.contract.ts';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors.ts';

/** An uploaded file, kept on disk until the response ends, to be read as many times as needed. */
export interface UploadedFile {
  fileName: string;
  mimeType: string;
  open(): Readable;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile;
}

/**
 * Lets a route scope read one-file forms with `readMultipartForm`: files up to `maxBytes`,
 * and a few fields.
 */
export function multipartForms(
  app: FastifyInstance,
  { maxBytes, fields }: { maxBytes: number; fields: number },
) {
  return app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields },
    // A file past the limit is cut short rather than thrown, so the route refuses it in its own words.
    throwFileSizeLimit: false,
  });
}

export interface MultipartFormOptions {
  /** The form field that names the file in a refusal ("file", "image"). */
  fileField: string;
  /** Said (413) when the file passes the size limit given to `multipartForms`. */
  tooLarge: string;
  /** Said (400) when the form has no file. */
  missing: string;
}

/**
 * The form's file saved and its fields read. The multipart parser (busboy) refuses a form with
 * no boundary, or one cut short, with a plain error that has neither an HTTP status nor a
 * system error's code: the caller's bad form, answered as such, not a failure of the shop.
 */
async function savedForm(request: FastifyRequest) {
  // Asked first: the plugin logs a body that is not a form as a failure of the shop.
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeError('Send the file as a form (multipart/form-data).');
  }
  try {
    return await request.saveRequestFiles();
  } catch (error) {
    if (error instanceof Error && !('statusCode' in error) && !('code' in error)) {
      throw new BadRequestError(
        'The form could not be read. Send the file again as multipart/form-data.',
      );
    }
    // More files or fields than the form has: a form built wrong, not one too large.
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new BadRequestError('Send one file, with the form’s own fields only.');
    }
    throw error;
  }
}

/**
 * Reads a whole multipart form before anything is validated, so its fields count whatever
 * their order: a browser sends the fields first, curl's `-F file=@… -F location=…` the file
 * first. The file is spooled to a temporary file (the plugin removes it when the response
 * ends) rather than held in memory.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField, tooLarge, missing }: MultipartFormOptions,
): Promise<MultipartForm> {
  const { files, values } = await savedForm(request);
  const [saved] = files;
  if (!saved) throw new BadRequestError(missing, { fields: { [fileField]: 'Required' } });
  if (saved.file.truncated) throw new PayloadTooLargeError(tooLarge);
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(values)) {
    const only = Array.isArray(part) ? part[0] : part;
    if (only?.type === 'field') fields[name] = String(only.value);
  }
  return {
    fields,
    file: {
      fileName: readableFileName(saved.filename),
      mimeType: saved.mimetype,
      open: () => createReadStream(saved.filepath),
    },
  };
}

/** The longest file name kept: what a browser sends is whatever the file was called. */
const FILE_NAME_MAX = 200;

/** A file's name as staff will read it back in the history: one line, visible, bounded. */
const readableFileName = (name: string) =>
  stripControlCharacters(name).trim().slice(0, FILE_NAME_MAX) || 'file';

/**
 * The form's fields read by their contract, whichever side of the file they came; a bad one is
 * refused (400) with every field at fault named.
 */
export function formFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
  refusal: string,
): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const messages = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  throw new BadRequestError(refusal, { fields: messages });
}
