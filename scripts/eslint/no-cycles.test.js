import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noCycles } from './no-cycles.js';

// A small tree of files written for the test: a → b → c → a is a cycle, d imports a and is in none,
// e and f know each other through type imports only, and g imports a package and a missing file.
const files = {
  'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
  'b.ts': "import { c } from './nested/c.ts';\nexport const b = () => c;\n",
  'nested/c.ts': "import { a } from '../a.ts';\nexport const c = () => a;\n",
  'd.ts': "import { a } from './a.ts';\nexport const d = a;\n",
  'e.ts': "import type { F } from './f.ts';\nexport type E = { f?: F };\n",
  'f.ts': "import type { E } from './e.ts';\nexport type F = { e?: E };\n",
  'g.ts': "import { z } from 'zod';\nimport { gone } from './gone.ts';\nexport const g = [z, gone];\n",
};

let dir;
let lint;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'no-cycles-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: (await import('typescript-eslint')).parser },
        plugins: { cycles: { rules: { 'no-cycles': noCycles } } },
        rules: { 'cycles/no-cycles': 'error' },
      },
    ],
  });
  lint = async (file) => (await eslint.lintFiles([path.join(dir, file)]))[0].messages.map((message) => message.message);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('no import cycles', () => {
  it('reports each import that leads back to its own file, naming the whole cycle', async () => {
    expect(await lint('a.ts')).toEqual(['import cycle: a.ts → b.ts → nested/c.ts → a.ts']);
    expect(await lint('nested/c.ts')).toEqual(['import cycle: nested/c.ts → a.ts → b.ts → nested/c.ts']);
  });

  it('leaves a file that imports into a cycle without being on it alone', async () => {
    expect(await lint('d.ts')).toEqual([]);
  });

  it('counts type imports: two files that name each other’s types are a cycle too', async () => {
    expect(await lint('e.ts')).toEqual(['import cycle: e.ts → f.ts → e.ts']);
  });

  it('ignores packages and files that do not exist', async () => {
    expect(await lint('g.ts')).toEqual([]);
  });
});
