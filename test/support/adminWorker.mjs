// The admin thread's TypeScript source, loaded in a worker thread for tests (a build ships
// dist/server/adminWorker.cjs instead; decision 055).
import { register } from 'tsx/esm/api';

register();
await import('../../server/ops/adminWorker.ts');
