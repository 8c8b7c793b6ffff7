import { configure } from '@testing-library/react';

/**
 * Every front end's unit tests (tooling/federation.ts `test.setupFiles`): `findBy*` and `waitFor`
 * wait up to 5 s instead of 1. Lists and reports draw their data in the background
 * (`useDeferredValue`, docs/performance.md session 14), a render React slices into many turns;
 * on the CI's 2 shared cores, with every package's tests at once, that took over a second.
 */
configure({ asyncUtilTimeout: 5000 });
