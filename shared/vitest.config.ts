import { defineConfig } from 'vitest/config';
import { unitTestProjects } from '../tooling/unit-test-projects.ts';

// Each test file names its environment (happy-dom for components); the files are grouped as the
// front ends' are (tooling/unit-test-projects.ts).
export default defineConfig({ test: { projects: unitTestProjects(import.meta.dirname) } });
