import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Lints a real file of the project with one import line put in front of it. */
async function ruleIdsFor(file: string, importLine: string): Promise<string[]> {
  const original = readFileSync(path.join(root, file), 'utf8');
  const [result] = await eslint.lintText(`${importLine}\n${original}`, {
    filePath: path.join(root, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.line === 1)
    .map((message) => message.ruleId ?? 'parse');
}

describe('import boundaries (DESIGN.md §2), enforced by lint', () => {
  it.each([
    ['packages/domain/src/money.ts', "import { readFileSync } from 'node:fs';"],
    ['packages/domain/src/money.ts', "import { useState } from 'react';"],
    ['packages/domain/src/money.ts', "import Fastify from 'fastify';"],
    ['packages/domain/src/money.ts', "import { z } from 'zod';"],
    ['packages/contract/src/common.ts', "import pg from 'pg';"],
    ['apps/web/src/ui/brand.tsx', "import { sql } from 'drizzle-orm';"],
    ['apps/server/src/app.ts', "import { useState } from 'react';"],
  ])('%s refuses %s', async (file, importLine) => {
    expect(await ruleIdsFor(file, importLine)).toContain('no-restricted-imports');
  });

  it('refuses an import from one web feature into another', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/accounts/components/account-cards.tsx',
      "import { useMockPersons } from '../../sign-in/api/get-mock-persons';",
    );
    expect(ids).toContain('poslovno/no-cross-feature-imports');
  });

  it('lets a feature import inside itself and from the shared folders', async () => {
    const ids = await ruleIdsFor(
      'apps/web/src/features/accounts/components/accounts-page.tsx',
      "import { useAccount } from '../api/get-account';\nimport { Brand } from '../../../ui/brand';",
    );
    expect(ids).not.toContain('poslovno/no-cross-feature-imports');
    expect(ids).not.toContain('no-restricted-imports');
  });
}, 60_000);
