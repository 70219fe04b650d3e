import { Fragment, type ReactNode } from 'react';

export type TaggedTextProps = {
  /** A translated text with markup-like tags: "agree to the <terms>Service Agreement</terms>". */
  text: string;
  /** What each tag becomes, given the text inside it. */
  tags: Record<string, (inner: string) => ReactNode>;
};

const tagPattern = /<(\w+)>(.*?)<\/\1>/g;

/**
 * Renders the tags of a translated sentence as elements, so links stay inside one translatable
 * sentence. (react-i18next's Trans does this too, but with an HTML parser the sign-in pages'
 * first-load budget can't spare.) Unknown tags render as their inner text.
 */
export const TaggedText = ({ text, tags }: TaggedTextProps) => {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const render = tags[name];
    parts.push(render ? render(inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        // The parts never reorder, so their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
};
