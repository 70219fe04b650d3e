/** A control's `aria-*` props, which Form.Item or a caller gives it, to hand to its stand-in. */
export type AriaProps = Record<`aria-${string}`, unknown>;

export const ariaOf = (props: object): AriaProps =>
  Object.fromEntries(Object.entries(props).filter(([name]) => name.startsWith('aria-'))) as AriaProps;
