import { defineConfig } from 'vitest/config';

// Pure schemas and helpers: the modules are loaded once per worker, not once per file (no
// test file mocks a module).
export default defineConfig({ test: { isolate: false } });
