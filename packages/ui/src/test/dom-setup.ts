import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The DOM projects run without Vitest's globals, so Testing Library cannot register its own
// clean-up: each test unmounts what it rendered here, and the next starts from an empty body.
afterEach(() => {
  cleanup();
});
