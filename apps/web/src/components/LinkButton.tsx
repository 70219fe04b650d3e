import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

export type LinkButtonProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: string; replace?: boolean };

/** An antd button that is an in-app link: a real <a href> (base path included), routed in place. */
export const LinkButton = ({ to, replace, ...props }: LinkButtonProps) => {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to, { replace });
  return <Button {...props} href={href} onClick={onClick} />;
};
