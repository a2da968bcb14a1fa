import { z } from 'zod';

// The specification's generic message for a missing value is 'Required'; every contract
// imports zod from here so the server's answers and the forms' hints agree.
z.config({
  customError: (issue) => (issue.input === undefined ? 'Required' : undefined),
});

export { z };
