import { SearchOutlined } from '@ant-design/icons';
// The bare input: antd's `Input` export carries Search, TextArea, Password and OTP with it
// (~7 KB gzip), which would push a list past its first-load budget.
import Input from 'antd/es/input/Input';
import { useState } from 'react';

export type SearchBoxProps = {
  id: string;
  value: string | undefined;
  placeholder: string;
  onSearch: (value: string | undefined) => void;
  width?: number;
};

/** A search box that applies on Enter or when cleared (not on each key, so the URL isn't rewritten per letter). */
export const SearchBox = ({ id, value, placeholder, onSearch, width = 300 }: SearchBoxProps) => {
  const [text, setText] = useState(value ?? '');
  const apply = (next: string) => onSearch(next.trim() || undefined);
  return (
    <Input
      id={id}
      value={text}
      placeholder={placeholder}
      allowClear
      prefix={<SearchOutlined />}
      style={{ width }}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === '') apply('');
      }}
      onPressEnter={() => apply(text)}
    />
  );
};
