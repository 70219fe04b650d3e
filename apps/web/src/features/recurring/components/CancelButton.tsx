import { Button, Popconfirm } from 'antd';

export type CancelButtonProps = {
  label: string;
  title: string;
  description: string;
  confirm: string;
  keep: string;
  pending: boolean;
  onConfirm: () => Promise<unknown>;
};

/** A danger button that asks first: the mandate's and the subscription's "Cancel". */
export const CancelButton = ({ label, title, description, confirm, keep, pending, onConfirm }: CancelButtonProps) => (
  <Popconfirm
    title={title}
    description={description}
    okText={confirm}
    cancelText={keep}
    okButtonProps={{ danger: true }}
    onConfirm={onConfirm}
  >
    <Button danger loading={pending}>
      {label}
    </Button>
  </Popconfirm>
);
