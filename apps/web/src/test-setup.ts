import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library does not unmount between tests by itself.
afterEach(() => cleanup());

// findBy and waitFor give up after this long. A screen that appears at once is found at once; the
// margin is for a busy two-core machine or a fresh checkout compiling a lazily loaded module on
// first use (the default second is not enough there). The web project's test timeout leaves room.
configure({ asyncUtilTimeout: 5_000 });
