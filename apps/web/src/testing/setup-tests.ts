import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core CI machine a render after a stubbed
// request can take longer (a scheduling-form test failed there at 1 s). A deadline costs time only when
// a test is failing anyway.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
