import { z } from 'zod';

z.config({
  // A missing value reads 'Required' (docs/requirements.md#messages); every contract
  // imports zod from here so the server's answers and the forms' hints agree.
  customError: (issue) => (issue.input === undefined ? 'Required' : undefined),
  // In a browser, object schemas are built without compiled parsing: zod's check of whether it
  // may compile code (new Function) is refused by the shop's content security policy and
  // reported as a violation on every page with a form, and forms check only a few fields. The
  // server keeps the compiled parsing.
  jitless: 'document' in globalThis,
});

export { z };
