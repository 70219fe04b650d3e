import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { feesMarkdown } from '../packages/contract/src/fees-doc.ts';

writeFileSync(path.resolve(import.meta.dirname, '../docs/fees.md'), feesMarkdown());
