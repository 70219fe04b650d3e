import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { rolesMatrixMarkdown } from '../packages/contract/src/roles-matrix.ts';

writeFileSync(path.resolve(import.meta.dirname, '../docs/roles.md'), rolesMatrixMarkdown());
