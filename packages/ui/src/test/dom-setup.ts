import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after this long: a safety net for a machine under load (two cores
// running the whole suite), not a time the code must meet.
configure({ asyncUtilTimeout: 10_000 });

// The DOM projects run without Vitest's globals, so Testing Library cannot register its own
// clean-up: each test unmounts what it rendered here, and the next starts from an empty body.
afterEach(() => {
  cleanup();
});
