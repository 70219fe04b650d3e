import {
  disputeEvidenceMaxFileBytes,
  disputeEvidenceMaxFiles,
  disputeEvidenceTextMaxLength,
} from '@paydeck/contract/payin-types';
import { describe, expect, it } from 'vitest';
import {
  addEvidenceFiles,
  evidenceAccept,
  fileProblem,
  fileSizeText,
  textProblem,
} from '../components/evidence-rules.ts';

const file = (name: string, size = 1_000) => ({ name, size });

describe('evidence rules (the contract limits the server applies)', () => {
  it('takes the contract types, by extension in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.webp', 'e.pdf', 'f.txt', 'g.doc', 'h.DOCX'])
      expect(fileProblem(file(name))).toBeNull();
    for (const name of ['run.exe', 'sheet.xlsx', 'archive.zip', 'noextension', 'pdf'])
      expect(fileProblem(file(name))).toBe('type');
    expect(evidenceAccept).toBe('.jpg,.jpeg,.png,.webp,.pdf,.txt,.doc,.docx');
  });

  it('takes files up to the size limit, not empty ones', () => {
    expect(fileProblem(file('a.pdf', disputeEvidenceMaxFileBytes))).toBeNull();
    expect(fileProblem(file('a.pdf', disputeEvidenceMaxFileBytes + 1))).toBe('size');
    expect(fileProblem(file('a.pdf', 0))).toBe('empty');
  });

  it('keeps at most the contract number of files, skipping names already chosen', () => {
    const chosen = [file('1.pdf'), file('2.pdf'), file('3.pdf')];
    const { files, refused } = addEvidenceFiles(chosen, [
      file('2.pdf'),
      file('4.png'),
      file('big.pdf', disputeEvidenceMaxFileBytes + 1),
      file('5.txt'),
      file('6.txt'),
    ]);
    expect(files.map((f) => f.name)).toEqual(['1.pdf', '2.pdf', '3.pdf', '4.png', '5.txt']);
    expect(files).toHaveLength(disputeEvidenceMaxFiles);
    expect(refused).toEqual([
      { name: 'big.pdf', problem: 'size' },
      { name: '6.txt', problem: 'count' },
    ]);
  });

  it('needs a text, trimmed, within the contract length', () => {
    expect(textProblem('   ')).toBe('required');
    expect(textProblem(` ${'x'.repeat(disputeEvidenceTextMaxLength)} `)).toBeNull();
    expect(textProblem('x'.repeat(disputeEvidenceTextMaxLength + 1))).toBe('tooLong');
  });

  it('words sizes in the interface language', () => {
    expect(fileSizeText(disputeEvidenceMaxFileBytes, 'en-US')).toBe('5 MB');
    expect(fileSizeText(48_213, 'en-US')).toBe('47.1 kB');
    expect(fileSizeText(56, 'en-US')).toBe('56B');
  });
});
