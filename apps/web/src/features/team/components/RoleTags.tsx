import type { BuiltInRole } from '@paydeck/contract/roles';
import { Flex, Tag } from 'antd';
import { useRoleTexts } from './role-names.ts';

export type RoleTagsProps = { roles: readonly BuiltInRole[] };

/** A member's or an invitation's roles, one tag each; the owner's stands out. */
export const RoleTags = ({ roles }: RoleTagsProps) => {
  const { nameOf } = useRoleTexts();
  return (
    <Flex gap={4} wrap>
      {roles.map((role) => (
        <Tag key={role} color={role === 'owner' ? 'gold' : 'blue'}>
          {nameOf(role)}
        </Tag>
      ))}
    </Flex>
  );
};
