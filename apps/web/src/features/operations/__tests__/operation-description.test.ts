import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { describeOperation } from '../components/operation-description.ts';

// The zh-CN catalog's two entries these rows use.
const zh = ((key: string, values?: { invite?: string }) =>
  key === 'listSeparator' ? '、' : `${values?.invite}，已重发`) as unknown as TFunction<'operations'>;
const member = (description: string) => ({ sourceType: 'member' as const, description });

describe('describeOperation: team rows', () => {
  it("names the roles in the reader's language, not by their keys", () => {
    expect(describeOperation(member('support@paydeck.dev: support → support, analyst'), 'zh-CN', zh)).toBe(
      'support@paydeck.dev: 客服 → 客服、分析员',
    );
    expect(describeOperation(member('newhire@paydeck.dev (analyst)'), 'zh-CN', zh)).toBe(
      'newhire@paydeck.dev (分析员)',
    );
    expect(describeOperation(member('a@b.dev (finance, developer), resent'), 'zh-CN', zh)).toBe(
      'a@b.dev (财务、开发者)，已重发',
    );
    // An email alone, or a refused request's route, stays as written.
    expect(describeOperation(member('gone@paydeck.dev'), 'zh-CN', zh)).toBe('gone@paydeck.dev');
    expect(describeOperation(member('POST /v1/invite'), 'zh-CN', zh)).toBe('POST /v1/invite');
  });
});
